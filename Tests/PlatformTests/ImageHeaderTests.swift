import Testing

@testable import Kit
@testable import Platform

/// The size of a picture read from its header alone, for every format the loader reads.
@Suite("Image headers")
struct ImageHeaderTests {
    @Test("Every sample's format and size come from its header", arguments: ImageSamples.all)
    func samples(file: String, format: String) throws {
        let header = try ImageHeader.read(from: MemoryBytes(ImageSamples.bytes(file)))
        #expect(header.format.rawValue == format)
        #expect(header.width == 6 && header.height == 4)
    }

    @Test("A header past the pixel or side limit is refused before decoding")
    func limits() {
        for (width, height) in [(100_000, 100_000), (16_000, 16_000), (20_000, 10), (7_000, 7_000)] {
            let header = ImageHeader(format: .png, width: width, height: height)
            let error = #expect(throws: ImageLoadError.self) { try header.checkLimits() }
            #expect(error?.reason == .tooLarge, "\(width)×\(height)")
        }
        #expect(throws: Never.self) { try ImageHeader(format: .png, width: 6_000, height: 6_000).checkLimits() }
        #expect(throws: Never.self) { try ImageHeader(format: .svg, width: 100_000, height: 100_000).checkLimits() }
    }

    @Test("The refusal names the size and the limit")
    func refusalMessage() {
        let error = #expect(throws: ImageLoadError.self) {
            try ImageHeader(format: .png, width: 16_000, height: 16_000).checkLimits()
        }
        #expect(error?.message == "16000 × 16000 px is past the 40-megapixel limit")
    }

    @Test("A JPEG's size is found past metadata segments and fill bytes")
    func jpegWalk() throws {
        let sample = ImageSamples.bytes("sample.jpg")
        let metadata: [UInt8] = [0xFF, 0xE1, 0x00, 0x06] + Array("Exif".utf8) + [0xFF, 0xFF, 0xFF]
        let padded = Array(sample[0..<2]) + metadata + Array(sample[2...])
        let header = try ImageHeader.read(from: MemoryBytes(padded))
        #expect(header.width == 6 && header.height == 4)
    }

    @Test("SVG sizes: absolute units, the view box when a size is missing, none at all")
    func svgSizes() throws {
        func size(_ root: String) throws -> (Int, Int) {
            let header = try ImageHeader.read(from: MemoryBytes(Array("<?xml version=\"1.0\"?>\n\(root)</svg>".utf8)))
            return (header.width, header.height)
        }
        #expect(try size(#"<svg width="2in" height="72pt">"#) == (192, 96))
        #expect(try size(#"<svg  width = " 40px "\#theight='30'>"#) == (40, 30))
        #expect(try size(#"<svg viewBox="0 0 300,150" width='10cm'>"#) == (378, 150))
        #expect(try size(#"<svg width="100%" height="50%" viewBox="0 0 40 30">"#) == (40, 30))
        #expect(try size(#"<svg xmlns="http://www.w3.org/2000/svg">"#) == (0, 0))
        #expect(try size(#"<svg width="1e400" height="-5">"#) == (0, 0))
        #expect(try size(#"<svg width="100000000" height="50000000">"#) == (1_000_000, 500_000))
    }

    @Test("Content of no known format is refused, whatever the file is called")
    func unknownFormat() {
        for bytes in [Array("hello, world".utf8), [], [0x00, 0x00, 0x01, 0x00], Array("<html><body>".utf8)] {
            let error = #expect(throws: ImageLoadError.self) { try ImageHeader.read(from: MemoryBytes(bytes)) }
            #expect(error?.reason == .unsupportedFormat)
        }
    }
}
