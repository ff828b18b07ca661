import Foundation

/// Seconds on CLOCK_MONOTONIC: the clock the child processes stamp their first frame with.
func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

func median(_ values: [Double]) -> Double {
    percentile(values.sorted(), 0.5)
}

/// The value at fraction `p` of already sorted samples (nearest rank).
func percentile(_ sorted: [Double], _ p: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(Int((Double(sorted.count - 1) * p).rounded()), sorted.count - 1)]
}
