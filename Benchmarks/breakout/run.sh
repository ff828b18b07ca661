#!/bin/sh
# Builds and runs the Breakout frame-cost benchmark in release, in a throwaway package beside the repo's sources
# (not a target of Package.swift, so `make test` never builds it).
# Usage: Benchmarks/breakout/run.sh [--balls N] [--rows R] [--columns C] [--hits H] [--frames N] [--warmup N]
#        [--seed S] [--screenshot FILE]   (or --probe: the cost of the canvas primitives the scene draws with)
set -eu
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=${BREAKOUT_BENCH_DIR:-/tmp/kinetic-breakout-bench}
mkdir -p "$work/Sources" "$work/Benchmarks"
for module in CSDL2 CSDL2Image CSDL2TTF CChipmunk CSystemdBus CDispatchMainQueue CPNG Kit Platform Dynamics Preferences Breakout; do
    ln -sfn "$repo/Sources/$module" "$work/Sources/$module"
done
ln -sfn "$repo/Benchmarks/breakout" "$work/Benchmarks/breakout"
cat > "$work/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "BreakoutBenchmark",
    targets: [
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2"),
        .systemLibrary(name: "CSDL2Image", pkgConfig: "SDL2_image"),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf"),
        .systemLibrary(name: "CChipmunk"),
        .systemLibrary(name: "CSystemdBus", pkgConfig: "libsystemd"),
        .systemLibrary(name: "CDispatchMainQueue"),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng"),
        .target(name: "Kit"),
        .target(
            name: "Platform",
            dependencies: ["Kit", "CSDL2", "CSDL2Image", "CSDL2TTF", "CSystemdBus", "CDispatchMainQueue", "CPNG"]),
        .target(name: "Dynamics", dependencies: ["CChipmunk", "Kit"]),
        .target(name: "Preferences"),
        .target(name: "Breakout", dependencies: ["Kit", "Dynamics", "Preferences"]),
        .executableTarget(
            name: "BreakoutBenchmark", dependencies: ["Breakout", "Platform", "Kit", "Preferences"],
            path: "Benchmarks/breakout", exclude: ["run.sh"]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
swift build -c release --package-path "$work" --product BreakoutBenchmark >&2
"$work/.build/release/BreakoutBenchmark" --repo "$repo" "$@"
