import Testing

@testable import Kit
@testable import Platform

/// Feeds the picture loader thousands of damaged files from fixed seeds — bit flips, cuts, random bytes behind
/// each format's signature, and size fields set to random values — through the real header checks and the real
/// SDL_image decoders. Nothing may trap, a decoded picture is always within the limits, and a size past the
/// limits is always refused from the header, before any decoder could allocate it. A failure names the seed and
/// case; `ImageFuzzTests.mutation(of:seed:case:)` rebuilds that input.
@Suite("Image loader fuzzing", .serialized)
struct ImageFuzzTests {
    static let seeds: [UInt64] = [11, 12]
    static let mutationsPerSample = 150

    @Test("Bit flips, cuts and insertions in every sample never trap", arguments: seeds)
    func mutatedSamples(seed: UInt64) {
        for (file, _) in ImageSamples.all {
            for index in 0..<Self.mutationsPerSample {
                let bytes = Self.mutation(of: file, seed: seed, case: index)
                check(bytes, name: file, replay: "seed \(seed) \(file) case \(index)")
            }
        }
    }

    @Test("Random bytes behind each format's signature never trap", arguments: seeds)
    func randomBodies(seed: UInt64) {
        var random = FuzzRandom(seed: seed)
        let signatures: [(String, [UInt8])] = [
            ("png", ImageHeader.pngSignature), ("jpg", [0xFF, 0xD8, 0xFF]), ("gif", Array("GIF89a".utf8)),
            ("bmp", Array("BM".utf8)), ("webp", Array("RIFF\0\0\0\0WEBPVP8X".utf8)), ("svg", Array("<svg ".utf8)),
        ]
        for (name, signature) in signatures {
            for index in 0..<200 {
                let body = (0..<Int.random(in: 0...600, using: &random)).map { _ in
                    UInt8.random(in: 0...255, using: &random)
                }
                check(signature + body, name: "random.\(name)", replay: "seed \(seed) \(name) case \(index)")
            }
        }
    }

    @Test("Size fields set to any value are refused from the header when past the limits", arguments: seeds)
    func lyingSizes(seed: UInt64) {
        var random = FuzzRandom(seed: seed)
        let jpeg = ImageSamples.bytes("sample.jpg")
        let frame = ImageDecoderTests.jpegFrameHeaderOffset(jpeg)
        let fields: [(file: String, offsets: [Int], length: Int, bigEndian: Bool)] = [
            ("sample.png", [16, 20], 4, true), ("sample.jpg", [frame + 5, frame + 7], 2, true),
            ("sample.gif", [6, 8], 2, false), ("sample.bmp", [18, 22], 4, false),
            ("extended.webp", [24, 27], 3, false),
        ]
        for field in fields {
            for index in 0..<150 {
                var bytes = ImageSamples.bytes(field.file)
                for offset in field.offsets {
                    let value = Self.randomSize(using: &random, bits: field.length * 8)
                    bytes =
                        field.bigEndian
                        ? ImageSamples.patching(bytes, at: offset, bigEndian: value, length: field.length)
                        : ImageSamples.patching(bytes, at: offset, littleEndian: value, length: field.length)
                }
                let replay = "seed \(seed) \(field.file) case \(index)"
                let claimed = try? ImageHeader.read(from: MemoryBytes(bytes))
                let outcome = check(bytes, name: field.file, replay: replay)
                if let claimed, (try? claimed.checkLimits()) == nil {
                    #expect(
                        outcome?.reason == .tooLarge, "\(replay): \(claimed.width)×\(claimed.height) was not refused")
                }
            }
        }
    }

    /// Decodes `bytes` and checks the outcome; returns the refusal, or nil when it decoded.
    @discardableResult
    private func check(_ bytes: [UInt8], name: String, replay: String) -> ImageLoadError? {
        do {
            let prepared = try ImageDecoder.prepare(bytes: bytes, path: name)
            let size = prepared.image.naturalSize
            #expect(size.width > 0 && size.height > 0, "\(replay)")
            if let pixels = prepared.pixels {
                let header = ImageHeader(
                    format: .png, width: Int(pixels.surface.pointee.w), height: Int(pixels.surface.pointee.h))
                #expect(throws: Never.self, "\(replay)") { try header.checkLimits() }
            }
            return nil
        } catch {
            #expect(!error.message.isEmpty, "\(replay)")
            return error
        }
    }

    /// The `index`-th damaged copy of a sample for `seed`: a few bit flips (mostly in the header), then maybe a
    /// cut or an inserted run of random bytes.
    static func mutation(of file: String, seed: UInt64, case index: Int) -> [UInt8] {
        var random = FuzzRandom(seed: seed &* 1_000_003 &+ UInt64(index) &+ UInt64(file.utf8.count) << 32)
        var bytes = ImageSamples.bytes(file)
        guard !bytes.isEmpty else { return bytes }
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position =
                Bool.random(using: &random)
                ? Int.random(in: 0..<min(64, bytes.count), using: &random)
                : Int.random(in: 0..<bytes.count, using: &random)
            bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &random)
        }
        switch Int.random(in: 0...3, using: &random) {
        case 0: bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
        case 1:
            let run = (0..<Int.random(in: 1...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random)
            }
            bytes.insert(contentsOf: run, at: Int.random(in: 0...bytes.count, using: &random))
        default: break
        }
        return bytes
    }

    /// A size that is usually small, sometimes near the limits and sometimes absurd.
    private static func randomSize(using random: inout FuzzRandom, bits: Int) -> Int {
        let maximum = (1 << bits) - 1
        switch Int.random(in: 0...2, using: &random) {
        case 0: return Int.random(in: 0...64, using: &random)
        case 1: return Int.random(in: 0...min(maximum, 1_000), using: &random)
        default: return Int.random(in: 0...maximum, using: &random)
        }
    }
}

/// SplitMix64, so each seed replays the same inputs.
struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE5_E9B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
