import Kit

/// `org.a11y.atspi.Text` for labels and text fields: the text, characters, words and lines at an offset, the
/// caret. Offsets count Characters, as the text field's caret does.
extension ATSPIObjectServer {
    /// `AtspiTextGranularity` (for `GetStringAtOffset`) and `AtspiTextBoundaryType` (for `GetTextAtOffset`) both
    /// start with character (0) and word (1); everything coarser is the whole one-line text here.
    private static let characterUnit: UInt32 = 0
    private static let wordUnit: UInt32 = 1

    func textMethod(_ member: String, _ call: ATSPICall) -> Bool {
        let characters = Array(call.node.text?.text ?? "")
        let arguments = call.arguments
        switch member {
        case "GetText":
            guard let start = arguments.int32(), let end = arguments.int32() else { return false }
            let range = clampedRange(Int(start), Int(end), count: characters.count)
            return reply(call) { $0.string(String(characters[range])) }
        case "GetCharacterAtOffset":
            guard let offset = arguments.int32().map(Int.init) else { return false }
            let scalar = characters.indices.contains(offset) ? characters[offset].unicodeScalars.first?.value ?? 0 : 0
            return reply(call) { $0.int32(Int32(bitPattern: scalar)) }
        case "GetStringAtOffset", "GetTextAtOffset":
            guard let offset = arguments.int32().map(Int.init), let unit = arguments.uint32() else { return false }
            let range = unitRange(at: offset, unit: unit, in: characters)
            return reply(call) {
                $0.string(String(characters[range]))
                $0.int32(Int32(range.lowerBound))
                $0.int32(Int32(range.upperBound))
            }
        case "GetNSelections":
            return reply(call) { $0.int32(0) }
        case "GetSelection":
            let caret = Int32(call.node.text?.caretOffset ?? 0)
            return reply(call) {
                $0.int32(caret)
                $0.int32(caret)
            }
        case "SetCaretOffset", "AddSelection", "RemoveSelection", "SetSelection", "ScrollSubstringTo":
            return reply(call) { $0.bool(false) }
        case "GetCharacterExtents", "GetRangeExtents":
            return reply(call) { writer in
                writer.open("r", "iiii")
                let frame = call.node.frame.offsetBy(dx: call.windowOrigin.x, dy: call.windowOrigin.y)
                for number in [frame.minX, frame.minY, frame.width, frame.height] {
                    writer.int32(Int32(number.rounded()))
                }
                writer.close()
            }
        case "GetOffsetAtPoint":
            return reply(call) { $0.int32(-1) }
        case "GetAttributes", "GetAttributeRun":
            return reply(call) { writer in
                writer.open("a", "{ss}")
                writer.close()
                writer.int32(0)
                writer.int32(Int32(characters.count))
            }
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return reply(call) { writer in
                writer.open("a", "{ss}")
                writer.close()
            }
        case "GetAttributeValue":
            return reply(call) { $0.string("") }
        default:
            return false
        }
    }

    /// `start..<end` within the text; an `end` of -1 means the end, as AT-SPI's `GetText(0, -1)` asks.
    private func clampedRange(_ start: Int, _ end: Int, count: Int) -> Range<Int> {
        let upper = end < 0 ? count : min(end, count)
        let lower = min(max(start, 0), upper)
        return lower..<upper
    }

    /// The character, word or whole text around `offset`.
    private func unitRange(at offset: Int, unit: UInt32, in characters: [Character]) -> Range<Int> {
        guard characters.indices.contains(offset) else { return characters.count..<characters.count }
        switch unit {
        case Self.characterUnit:
            return offset..<(offset + 1)
        case Self.wordUnit:
            var start = offset
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            var end = offset
            while end < characters.count, !characters[end].isWhitespace { end += 1 }
            return start..<end
        default:
            return 0..<characters.count
        }
    }
}
