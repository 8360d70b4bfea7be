// swift-tools-version: 6.1
// RouteGen's plugins with a prebuilt `routegen`: the same plugins as the RouteGen package, whose
// tool is an artifact bundle's executable instead of a target built from source, so an app's
// clean build compiles none of RouteGen.
//
// This file is a template: scripts/artifact-bundle.sh fills in the binary target and copies the
// plugins' declarations from RouteGen's Package.swift and their code from its Plugins/ folder.

import PackageDescription

let package = Package(
    name: "RouteGenBinary",
    products: [
        .plugin(name: "RouteGenPlugin", targets: ["RouteGenPlugin"]),
        .plugin(name: "RouteGenCommand", targets: ["RouteGenCommand"]),
    ],
    targets: [
        // routegen:binary-target
        // routegen:plugins
    ]
)
