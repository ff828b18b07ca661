import CSDL2
import Testing

@testable import Kit
@testable import Platform

/// Pictures larger than the screen are shrunk in the background, keeping their proportions and colours.
@Suite("Fitting decoded pixels to the screen")
struct SurfaceFittingTests {
    /// A solid RGB24 surface, as the PNG decoder makes for a picture without alpha.
    private func solid(width: Int32, height: Int32) throws -> UnsafeMutablePointer<SDL_Surface> {
        let surface = try #require(
            SDL_CreateRGBSurfaceWithFormat(0, width, height, 24, UInt32(SDL_PIXELFORMAT_RGB24.rawValue)))
        SDL_FillRect(surface, nil, SDL_MapRGB(surface.pointee.format, 0x2A, 0x9D, 0x8F))
        return surface
    }

    private func pixel(_ surface: UnsafeMutablePointer<SDL_Surface>, x: Int32, y: Int32) -> (UInt8, UInt8, UInt8) {
        let row = surface.pointee.pixels.advanced(by: Int(y * surface.pointee.pitch))
        let value = row.assumingMemoryBound(to: UInt32.self)[Int(x)]
        var (r, g, b): (UInt8, UInt8, UInt8) = (0, 0, 0)
        SDL_GetRGB(value, surface.pointee.format, &r, &g, &b)
        return (r, g, b)
    }

    @Test("A picture larger than the bounds shrinks to fit them, proportions and colour kept")
    func shrinks() throws {
        let fitted = try #require(SurfaceFitting.fitted(try solid(width: 3_000, height: 1_500), within: (1_280, 800)))
        defer { SDL_FreeSurface(fitted) }
        #expect(fitted.pointee.w == 1_280 && fitted.pointee.h == 640)
        #expect(fitted.pointee.format.pointee.format == SurfaceFitting.textureFormat)
        #expect(pixel(fitted, x: 640, y: 320) == (0x2A, 0x9D, 0x8F))
        #expect(pixel(fitted, x: 0, y: 639) == (0x2A, 0x9D, 0x8F))
    }

    @Test("A picture within the bounds keeps its size and only changes format")
    func keepsSmallPictures() throws {
        let fitted = try #require(SurfaceFitting.fitted(try solid(width: 600, height: 400), within: (1_280, 800)))
        defer { SDL_FreeSurface(fitted) }
        #expect(fitted.pointee.w == 600 && fitted.pointee.h == 400)
        #expect(fitted.pointee.format.pointee.format == SurfaceFitting.textureFormat)
    }
}
