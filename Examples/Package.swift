// swift-tools-version: 6.0
// An app built on Kinetic's toolkit from outside the repository's own package: `swift run` in this folder opens a
// window with a label, a button that moves a card on a spring, and a card you can drag (`make test` builds it).
import PackageDescription

let package = Package(
    name: "KitExamples",
    dependencies: [.package(name: "Kinetic", path: "..")],
    targets: [
        .executableTarget(
            name: "SpringPan",
            dependencies: [.product(name: "Kit", package: "Kinetic"), .product(name: "Platform", package: "Kinetic")])
    ],
    swiftLanguageModes: [.v6]
)
