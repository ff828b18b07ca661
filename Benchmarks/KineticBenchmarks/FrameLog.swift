import Foundation

/// The presents a frame-recorder log holds (`present FRAME NANOSECONDS` lines, and `wait` when the program slept
/// for input; see Benchmarks/floor/frame-recorder.c): which frames fall in a stretch of time, the gaps between
/// them, and which of those gaps were frames coming late rather than the program idling.
struct FrameLog {
    struct Present {
        var frame: Int
        var seconds: Double
        /// The program waited for input or a timer since the previous present: nothing was animating.
        var followsIdle: Bool
    }

    let presents: [Present]

    init(path: String) {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var presents: [Present] = []
        var waited = false
        for line in text.split(separator: "\n") {
            if line == "wait" {
                waited = true
                continue
            }
            guard line.hasPrefix("present ") else { continue }
            let fields = line.split(separator: " ")
            guard fields.count == 3, let frame = Int(fields[1]), let nanoseconds = Double(fields[2]) else { continue }
            presents.append(Present(frame: frame, seconds: nanoseconds * 1e-9, followsIdle: waited))
            waited = false
        }
        self.presents = presents
    }

    var first: Present? { presents.first }

    /// The presents from `start` to `end` (CLOCK_MONOTONIC seconds).
    func presents(from start: Double, to end: Double) -> [Present] {
        presents.filter { $0.seconds >= start && $0.seconds <= end }
    }

    /// The gaps between consecutive presents while the program kept animating (no wait for input between them), in
    /// milliseconds.
    static func animationGaps(_ presents: [Present]) -> [Double] {
        zip(presents, presents.dropFirst()).filter { !$1.followsIdle }.map { ($1.seconds - $0.seconds) * 1000 }
    }
}
