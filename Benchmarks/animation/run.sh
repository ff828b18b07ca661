#!/bin/sh
# Builds and runs the animation-engine frame benchmark in release, in a throwaway package beside the repo's
# sources (the benchmark is not a target of Package.swift, so `make test` never builds it).
# Usage: Benchmarks/animation/run.sh
set -eu
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=${ANIMATION_BENCH_DIR:-/tmp/kinetic-animation-bench}
mkdir -p "$work/Sources" "$work/Benchmarks"
ln -sfn "$repo/Sources/Kit" "$work/Sources/Kit"
ln -sfn "$repo/Benchmarks/animation" "$work/Benchmarks/animation"
cat > "$work/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AnimationBenchmark",
    targets: [
        .target(name: "Kit"),
        .executableTarget(
            name: "AnimationBenchmark", dependencies: ["Kit"], path: "Benchmarks/animation", exclude: ["run.sh"]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
swift build -c release --package-path "$work" --product AnimationBenchmark >&2
"$work/.build/release/AnimationBenchmark" "$@"
