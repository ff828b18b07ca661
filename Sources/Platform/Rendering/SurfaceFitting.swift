import CSDL2

/// Makes decoded pixels cheap to show: converted to the texture format and shrunk to what the screen can show,
/// off the main thread, so making the texture on the main thread is a short copy instead of a conversion of
/// tens of megapixels (a 36-megapixel photo took 170–850 ms there).
enum SurfaceFitting {
    /// The pixel format textures are made in (the renderers' first choice), so no conversion happens at upload.
    static let textureFormat = UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue)

    /// `surface` in `textureFormat`, shrunk (proportions kept) to fit within `bounds` when given and larger.
    /// Halves with bilinear filtering while at least twice too large — each halving averages 2 × 2 pixels, so
    /// detail does not alias — then stretches to the exact size. Frees `surface`; nil when out of memory.
    static func fitted(
        _ surface: UnsafeMutablePointer<SDL_Surface>, within bounds: (width: Int32, height: Int32)?
    ) -> UnsafeMutablePointer<SDL_Surface>? {
        guard var current = converted(surface) else { return nil }
        guard let target = targetSize(of: current, within: bounds) else { return current }
        while current.pointee.w / 2 >= target.width, current.pointee.h / 2 >= target.height {
            guard let half = stretched(current, to: (current.pointee.w / 2, current.pointee.h / 2)) else { return nil }
            current = half
        }
        if (current.pointee.w, current.pointee.h) != (target.width, target.height) {
            guard let exact = stretched(current, to: target) else { return nil }
            current = exact
        }
        return current
    }

    /// `surface` in `textureFormat` (itself when already so, as PNGs decode); frees the original otherwise.
    private static func converted(_ surface: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<SDL_Surface>? {
        guard surface.pointee.format.pointee.format != textureFormat else { return surface }
        defer { SDL_FreeSurface(surface) }
        return SDL_ConvertSurfaceFormat(surface, textureFormat, 0)
    }

    /// The size `surface` must shrink to, or nil when it already fits.
    private static func targetSize(
        of surface: UnsafeMutablePointer<SDL_Surface>, within bounds: (width: Int32, height: Int32)?
    ) -> (width: Int32, height: Int32)? {
        guard let bounds, bounds.width > 0, bounds.height > 0 else { return nil }
        let (width, height) = (Double(surface.pointee.w), Double(surface.pointee.h))
        let scale = min(Double(bounds.width) / width, Double(bounds.height) / height)
        guard scale < 1 else { return nil }
        return (Int32(max(1, (width * scale).rounded())), Int32(max(1, (height * scale).rounded())))
    }

    /// A new surface of `size` holding `source` stretched bilinearly; frees `source`.
    private static func stretched(
        _ source: UnsafeMutablePointer<SDL_Surface>, to size: (width: Int32, height: Int32)
    ) -> UnsafeMutablePointer<SDL_Surface>? {
        defer { SDL_FreeSurface(source) }
        guard let target = SDL_CreateRGBSurfaceWithFormat(0, size.width, size.height, 32, textureFormat) else {
            return nil
        }
        guard SDL_SoftStretchLinear(source, nil, target, nil) == 0 else {
            SDL_FreeSurface(target)
            return nil
        }
        return target
    }
}
