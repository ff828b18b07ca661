import Foundation
import Testing

@testable import Pentomino

@Suite("Board files")
struct BoardFileTests {
    private func temporaryFile(_ contents: Data, name: String = "board.txt") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try contents.write(to: url)
        return url.path
    }

    @Test("a board file loads, named after the file")
    func loadsBoard() throws {
        let text = Array(repeating: "..........", count: 6).joined(separator: "\n") + "\n"
        let path = try temporaryFile(Data(text.utf8), name: "six.txt")
        let board = try Board(contentsOfFile: path)
        #expect(board.name == "six" && board.rows == 6 && board.columns == 10)
    }

    @Test(
        "a board is named after its file, without folder or extension",
        arguments: [
            ("boards/castle.txt", "castle"), ("/abs/a.b.txt", "a.b"), ("plain", "plain"), (".hidden", ".hidden"),
            ("dir/name.", "name."), ("folder/six.txt/", "six"),
        ])
    func boardName(path: String, name: String) {
        #expect(Board.boardName(ofFile: path) == name)
    }

    @Test("a file far past the byte limit is refused with one line naming the file, the line and the limit")
    func hugeFileIsRefused() throws {
        let line = String(repeating: "#", count: 499) + "\n"
        let path = try temporaryFile(Data(String(repeating: line, count: 20_000).utf8))
        let error = #expect(throws: BoardFileError.self) { try Board(contentsOfFile: path) }
        let limit = Board.Limits.maximumFileBytes
        #expect(
            error?.description
                == "\(path): line \(limit / 500 + 1), column \(limit % 500 + 1): the file is too large; "
                + "a board file holds at most \(limit) bytes (64 KiB)")
    }

    @Test("a missing file or a folder is refused with the reason in words")
    func unreadableFiles() throws {
        let missing = #expect(throws: BoardFileError.self) { try Board(contentsOfFile: "/nonexistent/board.txt") }
        #expect(missing?.description == "/nonexistent/board.txt: cannot read the file: No such file or directory")
        let folder = FileManager.default.temporaryDirectory.path
        let directory = #expect(throws: BoardFileError.self) { try Board(contentsOfFile: folder) }
        #expect(directory?.description.hasPrefix("\(folder): cannot read the file: ") == true)
    }
}
