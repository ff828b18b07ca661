#if canImport(Glibc)
    import Glibc
#endif

/// How freed pixel buffers go back to the system.
///
/// glibc maps large allocations on their own (freeing one returns it at once), but after the first such free it
/// raises that threshold to the freed size, up to 32 MB; from then on rasterised pictures, text and the GL
/// driver's textures come from the heap, which keeps what it has, so a process that drew a few big pictures keeps
/// their memory forever. Fixing the threshold keeps every buffer above it separately mapped.
enum PixelMemory {
    /// Allocations at least this large are mapped on their own, in bytes (glibc's own starting value).
    static let separateMappingThreshold: Int32 = 128 * 1024
    /// glibc's `M_MMAP_THRESHOLD` parameter of `mallopt` (malloc.h, which Swift's Glibc module does not import).
    static let mmapThresholdParameter: Int32 = -3

    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    private typealias MallocTrim = @convention(c) (Int) -> Int32

    /// Fixes glibc's mapping threshold (idempotent; a no-op where the C library has no `mallopt`).
    static func returnFreedBuffersToSystem() {
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThresholdParameter, separateMappingThreshold)
        #endif
    }

    /// Gives the heap's free pages back to the system (glibc's `malloc_trim`, looked up as `mallopt` is): memory a
    /// burst of drawing freed stops counting as the process's. Walks the heap's free lists, so it is for idle
    /// moments, not frames.
    static func returnFreeHeapPages() {
        #if canImport(Glibc)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }
}
