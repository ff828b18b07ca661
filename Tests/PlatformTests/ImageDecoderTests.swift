import CSDL2
import Foundation
import Testing

@testable import Kit
@testable import Platform

/// Real decoding through SDL_image: each format decodes, and files that lie about their size are refused from
/// the header or decoded at the size the decoder really reads, never at the size they claim.
@Suite("Image decoding", .serialized)
struct ImageDecoderTests {
    @Test("Every sample decodes at its size", arguments: ImageSamples.all)
    func samplesDecode(file: String, format: String) throws {
        let path = ImageSamples.directory.appendingPathComponent(file).path
        let prepared = try ImageDecoder.prepare(path)
        #expect(prepared.image.naturalSize == Size(width: 6, height: 4))
        #expect((prepared.pixels == nil) == (format == "SVG"), "bitmaps come with their pixels; SVGs are drawn later")
        if let pixels = prepared.pixels { #expect(pixels.surface.pointee.w == 6 && pixels.surface.pointee.h == 4) }
    }

    @Test("A PNG whose IHDR claims 100000 × 100000 is refused before decoding")
    func pngClaimingHugeSize() {
        let path = ImageSamples.write(
            HandMadePNG.make(width: 100_000, height: 100_000, dataBytes: 100), name: "lie.png")
        let error = #expect(throws: ImageLoadError.self) { try ImageDecoder.prepare(path) }
        #expect(error?.reason == .tooLarge)
        #expect(error?.message == "100000 × 100000 px is past the 16384 px limit for a side")
    }

    @Test("A PNG whose IHDR says 1 × 1 but carries a megabyte of data decodes to one pixel")
    func pngWithHugeData() throws {
        let path = ImageSamples.write(HandMadePNG.make(width: 1, height: 1, dataBytes: 1 << 20), name: "long.png")
        let prepared = try ImageDecoder.prepare(path)
        #expect(prepared.image.naturalSize == Size(width: 1, height: 1))
    }

    @Test("A JPEG, GIF, BMP or WebP whose header claims a huge size is refused before decoding")
    func bitmapsClaimingHugeSize() {
        let jpeg = ImageSamples.bytes("sample.jpg")
        let frame = Self.jpegFrameHeaderOffset(jpeg)
        let lies: [(String, [UInt8])] = [
            (
                "lie.jpg",
                ImageSamples.patching(
                    ImageSamples.patching(jpeg, at: frame + 5, bigEndian: 60_000, length: 2), at: frame + 7,
                    bigEndian: 60_000, length: 2)
            ),
            (
                "lie.gif",
                ImageSamples.patching(
                    ImageSamples.patching(ImageSamples.bytes("sample.gif"), at: 6, littleEndian: 65_535, length: 2),
                    at: 8, littleEndian: 65_535, length: 2)
            ),
            (
                "lie.bmp",
                ImageSamples.patching(ImageSamples.bytes("sample.bmp"), at: 18, littleEndian: 1_000_000, length: 4)
            ),
            (
                "lie.webp",
                ImageSamples.patching(ImageSamples.bytes("extended.webp"), at: 24, littleEndian: 0xFF_FFFF, length: 3)
            ),
        ]
        for (name, bytes) in lies {
            let error = #expect(throws: ImageLoadError.self, "\(name)") {
                try ImageDecoder.prepare(ImageSamples.write(bytes, name: name))
            }
            #expect(error?.reason == .tooLarge, "\(name)")
        }
    }

    @Test("An SVG claiming 100000 × 100000 keeps its proportions and is only ever rasterised at its drawn size")
    @MainActor
    func svgClaimingHugeSize() throws {
        let svg =
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="100000" height="100000" fill="#ff0000"/></svg>"##
        let path = ImageSamples.write(Array(svg.utf8), name: "lie.svg")
        let image = try ImageLoader.image(at: path)
        #expect(image.naturalSize == Size(width: 100_000, height: 100_000))
        #expect(try ImageDecoder.prepare(path).image == image)
        let target = try OffscreenTarget(size: Size(width: 40, height: 40))
        target.render(ImageView(image: image, frame: Rect(x: 0, y: 0, width: 40, height: 40)), background: .black)
        #expect(target.pixel(x: 20, y: 20).red > 0.9)
    }

    @Test("An SVG named like a bitmap is still only rasterised at its drawn size")
    @MainActor
    func svgNamedLikeBitmap() throws {
        let svg =
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="100000" height="100000" fill="#00ff00"/></svg>"##
        let path = ImageSamples.write(Array(svg.utf8), name: "disguised.png")
        let image = try ImageLoader.image(at: path)
        let target = try OffscreenTarget(size: Size(width: 40, height: 40))
        target.render(ImageView(image: image, frame: Rect(x: 0, y: 0, width: 40, height: 40)), background: .black)
        #expect(target.pixel(x: 20, y: 20).green > 0.9)
    }

    @Test("A file past the byte limit is refused from its size")
    func fileTooLarge() throws {
        var svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="6" height="4"><!--"#.utf8)
        svg += [UInt8](repeating: UInt8(ascii: " "), count: ImageLimits.maximumVectorFileBytes)
        svg += Array("--></svg>".utf8)
        let error = #expect(throws: ImageLoadError.self) {
            try ImageDecoder.prepare(ImageSamples.write(svg, name: "big.svg"))
        }
        #expect(error?.reason == .tooLarge)
        #expect(error?.message == "A 9 MB SVG file is past the 8 MB limit")
    }

    @Test("Missing files, folders and other formats are refused in words")
    func unreadable() {
        let missing = #expect(throws: ImageLoadError.self) { try ImageDecoder.prepare("/nonexistent/cat.png") }
        #expect(missing?.reason == .unreadable)
        #expect(missing?.message == "Can't read the file: No such file or directory")
        let folder = #expect(throws: ImageLoadError.self) {
            try ImageDecoder.prepare(FileManager.default.temporaryDirectory.path)
        }
        #expect(folder?.message == "A folder is not a picture")
        let text = #expect(throws: ImageLoadError.self) {
            try ImageDecoder.prepare(ImageSamples.write(Array("just text".utf8), name: "cat.png"))
        }
        #expect(text?.reason == .unsupportedFormat)
    }

    @Test("Every truncation of every sample fails cleanly or decodes, never traps", arguments: ImageSamples.all)
    func truncations(file: String, format: String) {
        let bytes = ImageSamples.bytes(file)
        for length in 0..<bytes.count {
            do {
                let prepared = try ImageDecoder.prepare(bytes: Array(bytes.prefix(length)), path: file)
                #expect(prepared.image.naturalSize.width <= 6, "\(file) cut at \(length)")
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
    }

    /// Where the sample JPEG's frame header (SOF) marker starts.
    static func jpegFrameHeaderOffset(_ bytes: [UInt8]) -> Int {
        var offset = 2
        while offset + 3 < bytes.count, !(0xC0...0xC3).contains(bytes[offset + 1]) {
            offset += 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
        }
        return offset
    }
}
