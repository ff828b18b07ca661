// swift-tools-version: 6.0
// Kinetic: touch-and-mouse games and animation toys on SDL2, with a small UIKit-like toolkit.
import PackageDescription

let package = Package(
    name: "Kinetic",
    products: [
        // What a user runs: a small C launcher that replaces itself with one of the two programs below, found
        // beside it (a build folder) or in <prefix>/libexec/kinetic (an installed copy).
        .executable(name: "kinetic", targets: ["KineticLauncher"]),
        .executable(name: "kinetic-app", targets: ["Kinetic"]),
        .executable(name: "kinetic-solve", targets: ["KineticSolve"]),
        // The toolkit for apps of your own (Examples/ builds one): views, controls, animation, gestures and scenes
        // in pure Swift; physics on Chipmunk2D; and the SDL host that opens the window and runs the loop.
        .library(name: "Kit", targets: ["Kit"]),
        .library(name: "Dynamics", targets: ["Dynamics"]),
        .library(name: "Platform", targets: ["Platform"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // C libraries, one module each so every module links its own library. SDL's headers are included as
        // <SDL2/…> from the default include path, so SDL's pkg-config flags (-D_REENTRANT, which SwiftPM refuses
        // with a warning per module) are not needed. SDL_image and SDL_ttf are not linked: Platform opens them when
        // first needed (ImageLibrary, TrueTypeLibrary), so a launch does not load them and their dependencies.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        // The sound device's C helpers (quietening ALSA while SDL opens it); the mixing is Platform's own.
        .systemLibrary(name: "CALSAQuiet"),
        .systemLibrary(name: "CChipmunk", providers: [.apt(["libchipmunk-dev"])]),
        .systemLibrary(name: "CSystemdBus", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // libdispatch's hooks for serving the main queue from a run loop of our own (not in its public headers).
        .systemLibrary(name: "CDispatchMainQueue"),
        // Naming Platform's threads and telling the main thread apart (prctl and gettid, which Swift cannot call).
        .systemLibrary(name: "CThreadName"),

        // JSON string literals without Foundation, shared by the automation files and `kinetic solve --json`.
        .target(name: "JSONText"),
        // Numbers as fixed-point text ("1.50") without Foundation, shared by the settings, Snowman and Platform.
        .target(name: "DecimalText"),
        // File paths as strings (joined, split, standardized) without Foundation, for Preferences and Platform.
        .target(name: "PathText"),
        // Messages to the process's standard error without Foundation, for Preferences, Platform and the app.
        .target(name: "StandardStreams"),
        // The toolkit (pure Swift) and the only module that touches SDL.
        .target(name: "Kit", dependencies: ["JSONText"]),
        .target(name: "Dynamics", dependencies: ["CChipmunk", "Kit"]),
        .target(
            name: "Platform",
            dependencies: [
                "Kit", "CSDL2", "CALSAQuiet", "CSystemdBus", "CDispatchMainQueue", "CPNG", "CThreadName", "DecimalText",
                "PathText", "StandardStreams",
            ]),

        // Pure models: no UI, tested on their own.
        .target(name: "Preferences", dependencies: ["DecimalText", "PathText", "StandardStreams"]),
        .target(name: "Pentomino"),
        // Sound effects: synthesis, the gate, the event-to-cue rules and the Sound settings (no SDL: Platform plays
        // them). It names no game: each game declares its own cues and rules.
        .target(name: "Sound", dependencies: ["Kit", "Preferences"]),

        // Scenes: each imports Kit (and what it needs), never another scene.
        .target(name: "Crossfade", dependencies: ["Kit", "Preferences", "Sound"]),
        .target(name: "Breakout", dependencies: ["Kit", "Dynamics", "Preferences", "Sound"]),
        .target(name: "Settings", dependencies: ["Kit", "Preferences"]),
        .target(name: "Pentominoes", dependencies: ["Kit", "Pentomino", "Preferences", "Sound"]),
        .target(name: "Dropit", dependencies: ["Kit", "Dynamics", "Preferences", "Sound"]),
        .target(name: "Snowman", dependencies: ["Kit", "Preferences", "DecimalText"]),

        // `kinetic solve`'s command line, shared by the app (its `solve` subcommand) and `kinetic-solve`.
        .target(
            name: "SolveCommandLine",
            dependencies: [
                "Pentomino", "JSONText", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // The app's assembly: the one registry of scenes, how each is built, the tab bar's composition and the
        // state the app keeps between launches. Used by `kinetic-app` and by the scene fuzzer, so both build the
        // same app.
        .target(
            name: "KineticAssembly",
            dependencies: [
                "Kit", "Breakout", "Crossfade", "Dropit", "Pentominoes", "Settings", "Snowman", "Preferences", "Sound",
                "StandardStreams",
            ]),

        // `kinetic-app`: the command line, the platform host and the run loop around the assembly.
        .executableTarget(
            name: "Kinetic",
            dependencies: [
                "Kit", "Platform", "KineticAssembly", "Pentomino", "Preferences", "Sound", "SolveCommandLine",
                "StandardStreams",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `kinetic-solve`: the solver alone, no SDL, so `kinetic solve` loads only what it uses.
        .executableTarget(name: "KineticSolve", dependencies: ["SolveCommandLine"]),
        // `kinetic`: C, linked static, with no Swift runtime (-nostartfiles leaves out the Swift start-up object,
        // so nothing pulls the runtime in), because it runs before either program and must cost next to nothing.
        .executableTarget(
            name: "KineticLauncher",
            linkerSettings: [.unsafeFlags(["-nostartfiles", "-static-executable"])]),

        // `make bench`: every benchmark in one runner (built by `make test` too, so it cannot rot).
        .executableTarget(
            name: "KineticBenchmarks",
            dependencies: [
                "Kit", "Platform", "Dynamics", "CChipmunk", "Breakout", "Snowman", "Preferences", "FuzzSupport",
            ],
            path: "Benchmarks/KineticBenchmarks"),

        // Shared by the test targets: a fake clock and fixtures; for the fuzz tests, damaged property lists and the
        // line a crash prints to name the input that caused it.
        .target(name: "KitTestSupport", dependencies: ["Kit"]),
        .target(name: "FuzzSupport"),
        .testTarget(name: "KitTests", dependencies: ["Kit", "KitTestSupport"]),
        .testTarget(name: "PreferencesTests", dependencies: ["Preferences", "FuzzSupport"]),
        .testTarget(name: "PentominoTests", dependencies: ["Pentomino"]),
        .testTarget(name: "SoundTests", dependencies: ["Sound", "Kit", "Preferences"]),
        .testTarget(name: "DynamicsTests", dependencies: ["Dynamics", "Kit"]),
        .testTarget(
            name: "PlatformTests", dependencies: ["Platform", "Kit", "KitTestSupport", "Sound"],
            exclude: ["ImageSamples"]),
        .testTarget(name: "SettingsTests", dependencies: ["Settings", "Kit", "KitTestSupport", "Preferences"]),
        .testTarget(
            name: "CrossfadeTests", dependencies: ["Crossfade", "Kit", "KitTestSupport", "Preferences", "Sound"]),
        .testTarget(
            name: "DropitTests", dependencies: ["Dropit", "Dynamics", "Kit", "KitTestSupport", "Preferences", "Sound"]),
        .testTarget(
            name: "PentominoesTests",
            dependencies: ["Pentominoes", "Pentomino", "Preferences", "Kit", "KitTestSupport", "Sound"]),
        .testTarget(
            name: "SnowmanTests",
            dependencies: ["Snowman", "Kit", "KitTestSupport", "Preferences", "FuzzSupport"]),
        .testTarget(
            name: "BreakoutTests",
            dependencies: ["Breakout", "Dynamics", "Kit", "KitTestSupport", "Preferences", "FuzzSupport", "Sound"]),
        // Random input in every scene inside the real tab bar, built through the app's registry and composition,
        // headless, on a fake clock.
        .testTarget(
            name: "FuzzTests",
            dependencies: [
                "Kit", "KitTestSupport", "FuzzSupport", "Preferences", "KineticAssembly", "Sound", "Breakout",
                "Snowman",
            ]),
        // The executable's own parts: command line, remembered window geometry, the state file; and what needs every
        // scene at once, through the registry (every cue judged together).
        .testTarget(
            name: "KineticTests",
            dependencies: [
                "Kinetic", "KineticAssembly", "Kit", "Platform", "Preferences", "Sound", "Crossfade", "Settings",
                "Snowman", "FuzzSupport", "SolveCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// Release builds are tuned for start-up (docs/install.md, What ships): every Swift module emits each function in a section of
// its own and asks for generic types' metadata through direct accessor calls rather than mangled names (resolving a
// name made the runtime search every protocol conformance in the program: 7 % of a launch's instructions), and
// kinetic-app is linked by lld with the functions a launch runs placed first (scripts/startup-order.txt, written by
// scripts/startup-order.sh), relocations packed, no symbols exported to shared libraries (nothing looks ours up), and
// the C++ library the Swift runtime uses linked statically (scripts/static-libstdc++/libstdc++.so).
let startupSwiftSettings: [SwiftSetting] = [
    .unsafeFlags(
        ["-Xfrontend", "-function-sections", "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
        .when(configuration: .release))
]
let packageFolder = String(#filePath.dropLast("Package.swift".count))
let startupLinkerSettings: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-use-ld=lld", "-L\(packageFolder)scripts/static-libstdc++",
            "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic",
            "-Xlinker", "--symbol-ordering-file=\(packageFolder)scripts/startup-order.txt",
            "-Xlinker", "--no-warn-symbol-ordering",
        ], .when(configuration: .release))
]
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + startupSwiftSettings
}
for target in package.targets where target.name == "Kinetic" {
    target.linkerSettings = (target.linkerSettings ?? []) + startupLinkerSettings
}
