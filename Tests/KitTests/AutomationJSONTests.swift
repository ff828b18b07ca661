import Foundation
import Testing

@testable import Kit

@Suite("Automation JSON: any text a view shows survives into tree.json and events.jsonl")
struct AutomationJSONTests {
    @Test("Quotes, backslashes, line breaks, control characters and emoji read back exactly as they were")
    func hostileTextRoundTrips() throws {
        let text = "say \"hi\" \\ path\nnext\tcol\r\u{1}\u{1F}é🎉"
        let json = AutomationValue.object(["label": .string(text), text: .int(1)]).json
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            "tree.json must be valid JSON: escape what JSON forbids raw in strings")
        #expect(parsed["label"] as? String == text)
        #expect(parsed[text] as? Int == 1)
        #expect(json.contains("\\u0001") && json.contains("\\u001f"), "control characters are written as \\u escapes")
    }
}
