#!/bin/sh
# Builds and runs the property-list reading benchmark in release, in a throwaway package beside the repo's sources
# (the benchmark is not a target of Package.swift, so `make test` never builds it).
# Usage: Benchmarks/propertylist/run.sh
set -eu
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=${PROPERTYLIST_BENCH_DIR:-/tmp/kinetic-propertylist-bench}
mkdir -p "$work/Sources" "$work/Benchmarks"
ln -sfn "$repo/Sources/Preferences" "$work/Sources/Preferences"
ln -sfn "$repo/Sources/FuzzSupport" "$work/Sources/FuzzSupport"
ln -sfn "$repo/Benchmarks/propertylist" "$work/Benchmarks/propertylist"
cat > "$work/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PropertyListBenchmark",
    targets: [
        .target(name: "Preferences"),
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "PropertyListBenchmark", dependencies: ["Preferences", "FuzzSupport"],
            path: "Benchmarks/propertylist", exclude: ["run.sh"]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
swift build -c release --package-path "$work" --product PropertyListBenchmark >&2
"$work/.build/release/PropertyListBenchmark" "$@"
