#!/bin/sh
# Builds and runs the Dynamics step benchmark in release, in a throwaway package beside the repo's sources
# (the benchmark is not a target of Package.swift, so `make test` never builds it).
# Usage: Benchmarks/dynamics/run.sh [profile breakout|pile BALLS]
set -eu
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=${DYNAMICS_BENCH_DIR:-/tmp/kinetic-dynamics-bench}
mkdir -p "$work/Sources" "$work/Benchmarks"
ln -sfn "$repo/Sources/CChipmunk" "$work/Sources/CChipmunk"
ln -sfn "$repo/Sources/Kit" "$work/Sources/Kit"
ln -sfn "$repo/Sources/Dynamics" "$work/Sources/Dynamics"
ln -sfn "$repo/Benchmarks/dynamics" "$work/Benchmarks/dynamics"
cat > "$work/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DynamicsBenchmark",
    targets: [
        .systemLibrary(name: "CChipmunk"),
        .target(name: "Kit"),
        .target(name: "Dynamics", dependencies: ["CChipmunk", "Kit"]),
        .executableTarget(
            name: "DynamicsBenchmark", dependencies: ["Dynamics", "CChipmunk", "Kit"],
            path: "Benchmarks/dynamics", exclude: ["run.sh"]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
swift build -c release --package-path "$work" --product DynamicsBenchmark >&2
"$work/.build/release/DynamicsBenchmark" "$@"
