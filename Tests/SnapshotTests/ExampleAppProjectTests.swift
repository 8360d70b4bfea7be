import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// `Examples/ShopApp/ShopApp.xcodeproj`, the project that runs the example app in Xcode with the
/// build plugin applied. Xcode does not exist on Linux, so these tests read the project file the
/// way Xcode does (an old-style property list, which Foundation parses on Linux too) and check
/// what Xcode would need: whole references, the plugin on the target, the folder's membership,
/// the build settings and the files they name.
@Suite("The example app's Xcode project")
struct ExampleAppProjectTests {
    @Test("its project file parses, and every object ID it references exists, defined once, with the right kind")
    func referencesResolve() throws {
        let project = try XcodeProject()
        #expect(project.format == .openStep)
        #expect(project.top["archiveVersion"] as? String == "1")
        #expect(project.top["objectVersion"] as? String == "77", "the Xcode 16 format, with synchronized folders")
        let root = try #require(project.root, "rootObject names no object")
        #expect(root["isa"] as? String == "PBXProject")

        let hexDigits = Set("0123456789ABCDEF")
        let badIDs = project.objects.keys.filter { $0.count != 24 || !$0.allSatisfy(hexDigits.contains) }
        #expect(badIDs.isEmpty, "object IDs are 24 uppercase hexadecimal digits: \(badIDs.sorted())")

        // A dictionary keeps the last of two equal keys, so count definitions in the text.
        let definitions = project.text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("\t\t"), !line.hasPrefix("\t\t\t"), line.contains(" = {") else { return nil }
            return String(line.dropFirst(2).prefix(24))
        }
        let duplicates = Dictionary(grouping: definitions, by: { $0 }).filter { $0.value.count > 1 }.keys
        #expect(duplicates.isEmpty, "defined more than once: \(duplicates.sorted())")
        #expect(Set(definitions) == Set(project.objects.keys))

        var problems: [String] = []
        for (id, object) in project.objects.sorted(by: { $0.key < $1.key }) {
            let isa = object["isa"] as? String ?? "(no isa)"
            for (key, referenced) in XcodeProject.references(of: object) {
                for target in referenced {
                    guard let found = project.objects[target] else {
                        problems.append("\(isa) \(id).\(key) names \(target), which is not in objects")
                        continue
                    }
                    let kind = found["isa"] as? String ?? "(no isa)"
                    if !XcodeProject.accepts(key, kind) {
                        problems.append("\(isa) \(id).\(key) names \(target), a \(kind)")
                    }
                }
            }
        }
        let attributes = (root["attributes"] as? [String: Any])?["TargetAttributes"] as? [String: Any] ?? [:]
        for id in attributes.keys where project.objects[id]?["isa"] as? String != "PBXNativeTarget" {
            problems.append("TargetAttributes names \(id), which is no target")
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")

        // Xcode ignores an object nothing refers to: one left behind is a mistake.
        var reached: Set<String> = [project.rootID]
        var queue = [project.rootID]
        while let id = queue.popLast() {
            for (_, referenced) in XcodeProject.references(of: project.objects[id] ?? [:]) {
                for target in referenced where project.objects[target] != nil && reached.insert(target).inserted {
                    queue.append(target)
                }
            }
        }
        let unreached = Set(project.objects.keys).subtracting(reached)
        #expect(unreached.isEmpty, "objects no reference reaches from the project: \(unreached.sorted())")
    }

    @Test("the app target applies RouteGenPlugin, as a build tool plug-in, from the package at the repository's root")
    func appliesThePlugin() throws {
        let project = try XcodeProject()
        let (_, target) = try #require(project.appTarget)
        #expect(target["productType"] as? String == "com.apple.product-type.application")

        // Build Phases ▸ Run Build Tool Plug-ins: a target dependency on the plugin product.
        let pluginProducts = project.list("dependencies", of: target)
            .compactMap { project.object($0["productRef"] as? String) }
            .filter { $0["productName"] as? String == "plugin:RouteGenPlugin" }
        #expect(pluginProducts.count == 1, "one target dependency whose productRef is plugin:RouteGenPlugin")
        let product = try #require(pluginProducts.first)
        #expect(product["isa"] as? String == "XCSwiftPackageProductDependency")
        // Xcode looks for a library there: "Missing package product 'RouteGenPlugin'".
        let linked = project.list("packageProductDependencies", of: target).compactMap { $0["productName"] as? String }
        #expect(!linked.contains { $0.hasSuffix("RouteGenPlugin") }, "a plugin is no package product to link")

        let packageID = try #require(product["package"] as? String, "the plugin product names no package")
        let package = try #require(project.object(packageID))
        #expect(package["isa"] as? String == "XCLocalSwiftPackageReference")
        let root = try #require(project.root)
        #expect((root["packageReferences"] as? [String] ?? []).contains(packageID), "the project lists its package")

        let relativePath = try #require(package["relativePath"] as? String)
        let packageDirectory = XcodeProject.directory.appendingPathComponent(relativePath)
        #expect(
            packageDirectory.standardizedFileURL.resolvingSymlinksInPath().path
                == RepositoryPaths.root.standardizedFileURL.resolvingSymlinksInPath().path,
            "relativePath \(relativePath) is not the repository's root")
        let manifest = try String(contentsOf: packageDirectory.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pluginProduct = #"\.plugin\(\s*name:\s*"RouteGenPlugin",\s*targets:\s*\["RouteGenPlugin"\]\s*\)"#
        let buildTool = #"\.plugin\(\s*name:\s*"RouteGenPlugin",\s*capability:\s*\.buildTool\(\)"#
        #expect(manifest.range(of: pluginProduct, options: .regularExpression) != nil, "Package.swift has no RouteGenPlugin product")
        #expect(manifest.range(of: buildTool, options: .regularExpression) != nil, "RouteGenPlugin is no build tool plugin")
    }

    @Test("the target's folder is ShopApp/: routes.json is in the target, every file of Generated/ is out of it")
    func folderMembership() throws {
        let project = try XcodeProject()
        let (targetID, target) = try #require(project.appTarget)
        let groups = project.list("fileSystemSynchronizedGroups", of: target)
        #expect(groups.count == 1)
        let group = try #require(groups.first)
        #expect(group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup")
        #expect(group["path"] as? String == "ShopApp")
        #expect(group["sourceTree"] as? String == "<group>")
        let mainGroup = try #require(project.object(project.root?["mainGroup"] as? String))
        #expect(project.list("children", of: mainGroup).contains { $0["path"] as? String == "ShopApp" }, "shown in the navigator")

        let excluded = project.membershipExceptions(ofTarget: targetID, in: group)
        let folder = XcodeProject.directory.appendingPathComponent("ShopApp")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return exists && !isDirectory.boolValue && !path.split(separator: "/").contains { $0.hasPrefix(".") }
        }
        let members = Set(files).subtracting(excluded)

        // The plugin finds the manifest among the target's files: one, in Copy Bundle Resources.
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("routes.json").path))
        #expect(members.filter { $0.split(separator: "/").last == "routes.json" } == ["routes.json"])

        // The plugin generates these files during the build: the committed copies, for readers
        // and `routegen check`, must not be compiled a second time.
        let generated = files.filter { $0.hasPrefix("Generated/") }
        #expect(generated.count >= 6)
        let compiledTwice = generated.filter { members.contains($0) }
        #expect(compiledTwice.isEmpty, "add to the project's membershipExceptions: \(compiledTwice.sorted())")
        // INFOPLIST_FILE is processed, not copied: as a resource too, two commands would write Info.plist.
        #expect(excluded.contains("Info.plist"))
        let stale = excluded.subtracting(files)
        #expect(stale.isEmpty, "exceptions for files that are not in ShopApp/: \(stale.sorted())")
        #expect(members.contains("ShopApp.swift"))
    }

    @Test("the build settings say Swift 6, iOS 17.0, the main actor by default, and name an entitlements file and Info.plist that declare the manifest's links")
    func buildSettings() throws {
        let project = try XcodeProject()
        let (_, target) = try #require(project.appTarget)
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: XcodeProject.directory.appendingPathComponent("ShopApp/routes.json")))
                as? [String: Any])
        let hosts = manifest["hosts"] as? [String] ?? []
        let schemes = manifest["schemes"] as? [String] ?? []
        #expect(hosts == ["shop.example.com"] && schemes == ["shop"])

        let configurationList = try #require(project.object(target["buildConfigurationList"] as? String))
        let configurations = project.list("buildConfigurations", of: configurationList)
        #expect(Set(configurations.compactMap { $0["name"] as? String }) == ["Debug", "Release"])
        for configuration in configurations {
            let name = configuration["name"] as? String ?? "?"
            let settings = try project.buildSettings(of: configuration)
            func setting(_ key: String) -> String? { settings[key] as? String }

            #expect(setting("SDKROOT") == "iphoneos", "\(name)")
            let platforms = Set((setting("SUPPORTED_PLATFORMS") ?? "").split(separator: " ").map(String.init))
            #expect(platforms.isSuperset(of: ["iphoneos", "iphonesimulator"]), "\(name)")
            #expect(setting("SWIFT_VERSION") == "6.0", "\(name)")
            #expect(setting("IPHONEOS_DEPLOYMENT_TARGET") == "17.0", "\(name)")
            #expect(setting("SWIFT_DEFAULT_ACTOR_ISOLATION") == "MainActor", "\(name)")
            #expect(setting("SWIFT_APPROACHABLE_CONCURRENCY") == "YES", "\(name)")
            #expect(setting("GENERATE_INFOPLIST_FILE") == "YES", "\(name)")
            #expect(setting("CODE_SIGN_STYLE") == "Automatic", "\(name)")
            #expect((setting("DEVELOPMENT_TEAM") ?? "").isEmpty, "\(name): each reader signs with their own team")
            // The AASA file's app IDs are TEAMID.bundle-identifier.
            let bundleID = try #require(setting("PRODUCT_BUNDLE_IDENTIFIER"), "\(name)")
            #expect(bundleID == "com.example.shop", "\(name)")
            for appID in manifest["appIDs"] as? [String] ?? [] {
                #expect(appID.split(separator: ".", maxSplits: 1).last.map(String.init) == bundleID, "\(name): \(appID)")
            }

            let entitlementsPath = try #require(setting("CODE_SIGN_ENTITLEMENTS"), "\(name)")
            let entitlements = try #require(
                try XcodeProject.propertyList(at: XcodeProject.directory.appendingPathComponent(entitlementsPath)) as? [String: Any])
            let domains = entitlements["com.apple.developer.associated-domains"] as? [String] ?? []
            #expect(domains.contains("applinks:shop.example.com"), "\(name)")
            for host in hosts { #expect(domains.contains("applinks:\(host)"), "\(name): \(entitlementsPath)") }

            let infoPath = try #require(setting("INFOPLIST_FILE"), "\(name)")
            let info = try #require(
                try XcodeProject.propertyList(at: XcodeProject.directory.appendingPathComponent(infoPath)) as? [String: Any])
            let registered = (info["CFBundleURLTypes"] as? [[String: Any]] ?? [])
                .flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] }
            #expect(registered.contains("shop"), "\(name)")
            for scheme in schemes { #expect(registered.contains(scheme), "\(name): \(infoPath)") }
        }
    }

    @Test("its Info.plist and entitlements are what `routegen info-plist` prints for its manifest")
    func infoPlistIsGenerated() throws {
        let manifest = try Data(contentsOf: XcodeProject.directory.appendingPathComponent("ShopApp/routes.json"))
        let table = try #require(Generator.routeTable(fromManifest: Array(manifest)).routeTable)
        let emitter = InfoPlistEmitter(table: table)
        let info = try String(contentsOf: XcodeProject.directory.appendingPathComponent("ShopApp/Info.plist"), encoding: .utf8)
        let entitlements = try String(contentsOf: XcodeProject.directory.appendingPathComponent("ShopApp/ShopApp.entitlements"), encoding: .utf8)
        #expect(info == emitter.infoPlist(), "run: routegen info-plist Examples/ShopApp/ShopApp/routes.json > Examples/ShopApp/ShopApp/Info.plist")
        #expect(entitlements == emitter.entitlements())
        #expect(info.contains("<string>com.example.shop.route</string>"), "Handoff and Spotlight reach the app")
    }

    @Test("the target's Swift files and the plugin's outputs type-check with the target's Swift settings, warnings as errors")
    func compilesWithTheProjectsSettings() throws {
        let project = try XcodeProject()
        let (targetID, target) = try #require(project.appTarget)
        let group = try #require(project.list("fileSystemSynchronizedGroups", of: target).first)
        let excluded = project.membershipExceptions(ofTarget: targetID, in: group)
        let folder = XcodeProject.directory.appendingPathComponent(try #require(group["path"] as? String))
        let sources = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && !excluded.contains($0) }.sorted()
            .map { folder.appendingPathComponent($0).path }

        // What the plugin adds to the target: the generator's output for the member routes.json.
        let manifest = folder.appendingPathComponent("routes.json")
        let (files, diagnostics) = Generator.generate(fromManifest: [UInt8](try Data(contentsOf: manifest)), manifestPath: manifest.path)
        #expect(!diagnostics.hasErrors, "\(diagnostics.rendered(file: "routes.json"))")
        let outputs = try TemporaryDirectory()
        let generated = try files.filter { $0.name.hasSuffix(".swift") }.map { try outputs.write($0.contents, to: $0.name).path }
        #expect(generated.count >= 6)

        // Debug and Release agree (buildSettings); these are the flags Xcode passes for them.
        let configurationList = try #require(project.object(target["buildConfigurationList"] as? String))
        let configuration = try #require(project.list("buildConfigurations", of: configurationList).first)
        let settings = try project.buildSettings(of: configuration)
        var flags = ["-typecheck", "-parse-as-library", "-warnings-as-errors", "-module-name", target["name"] as? String ?? "ShopApp"]
        let version = try #require(settings["SWIFT_VERSION"] as? String)
        flags += ["-swift-version", version.hasSuffix(".0") ? String(version.dropLast(2)) : version]
        if let isolation = settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] as? String {
            flags += ["-default-isolation", isolation]
        }
        if settings["SWIFT_APPROACHABLE_CONCURRENCY"] as? String == "YES" {
            // The features it turns on that Swift 6 mode does not already have.
            flags += ["-enable-upcoming-feature", "NonisolatedNonsendingByDefault", "-enable-upcoming-feature", "InferIsolatedConformances"]
        }
        let result = try Toolchain.run(
            "swiftc", flags + ["-I", try AppleStandIns.moduleDirectory.get().path] + sources + generated)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
    }
}

/// `ShopApp.xcodeproj/project.pbxproj`, parsed: a property list in the old (OpenStep) format whose
/// `objects` maps object IDs to dictionaries, each with an `isa`, referring to each other by ID.
private struct XcodeProject {
    typealias Object = [String: Any]

    /// The folder holding the project: Xcode's `SRCROOT`, which relative paths start from.
    static let directory = RepositoryPaths.file("Examples/ShopApp")

    var text: String
    var format: PropertyListSerialization.PropertyListFormat
    var top: [String: Any]
    var objects: [String: Object]
    var rootID: String

    init(file: URL = directory.appendingPathComponent("ShopApp.xcodeproj/project.pbxproj")) throws {
        let data = try Data(contentsOf: file)
        text = String(decoding: data, as: UTF8.self)
        var format = PropertyListSerialization.PropertyListFormat.xml
        let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        self.format = format
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any],
            let rootID = top["rootObject"] as? String
        else { throw Malformed(reason: "no objects or rootObject") }
        self.top = top
        self.objects = try objects.mapValues { value in
            guard let object = value as? Object else { throw Malformed(reason: "an object is not a dictionary") }
            return object
        }
        self.rootID = rootID
    }

    var root: Object? { objects[rootID] }

    /// The object `id` names, if any.
    func object(_ id: String?) -> Object? { id.flatMap { objects[$0] } }

    /// The objects a list field names, skipping IDs that name nothing (`referencesResolve` reports those).
    func list(_ key: String, of object: Object) -> [Object] {
        (object[key] as? [String] ?? []).compactMap { objects[$0] }
    }

    /// The app: the project's target named `ShopApp`.
    var appTarget: (id: String, object: Object)? {
        (root?["targets"] as? [String] ?? []).lazy
            .compactMap { id in self.objects[id].map { (id: id, object: $0) } }
            .first { $0.object["name"] as? String == "ShopApp" }
    }

    /// The paths, relative to `group`'s folder, that `group` leaves out of the target `targetID`.
    func membershipExceptions(ofTarget targetID: String, in group: Object) -> Set<String> {
        Set(
            list("exceptions", of: group)
                .filter { $0["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0["target"] as? String == targetID }
                .flatMap { $0["membershipExceptions"] as? [String] ?? [] })
    }

    /// A target configuration's settings over the project configuration of the same name.
    func buildSettings(of configuration: Object) throws -> [String: Any] {
        let name = configuration["name"] as? String
        guard let projectList = object(root?["buildConfigurationList"] as? String) else {
            throw Malformed(reason: "the project has no buildConfigurationList")
        }
        let projectConfiguration = list("buildConfigurations", of: projectList).first { $0["name"] as? String == name }
        let projectSettings = projectConfiguration?["buildSettings"] as? [String: Any] ?? [:]
        return projectSettings.merging(configuration["buildSettings"] as? [String: Any] ?? [:]) { $1 }
    }

    /// The fields of `object` that hold object IDs, with the IDs: those of the objects this
    /// project uses, and a few more of the same kinds.
    static func references(of object: Object) -> [(key: String, ids: [String])] {
        let single = ["mainGroup", "productRefGroup", "buildConfigurationList", "productReference", "productRef", "package",
                      "target", "targetProxy", "fileRef", "buildPhase", "containerPortal", "baseConfigurationReference"]
        let lists = ["targets", "buildConfigurations", "buildPhases", "buildRules", "dependencies", "children", "files",
                     "packageReferences", "packageProductDependencies", "fileSystemSynchronizedGroups", "exceptions"]
        return single.compactMap { key in (object[key] as? String).map { (key: key, ids: [$0]) } }
            + lists.compactMap { key in (object[key] as? [String]).map { (key: key, ids: $0) } }
    }

    /// Whether a `key` field may name an object of kind `isa`.
    static func accepts(_ key: String, _ isa: String) -> Bool {
        switch key {
        case "mainGroup", "productRefGroup": isa == "PBXGroup"
        case "targets", "target": isa == "PBXNativeTarget" || isa == "PBXAggregateTarget" || isa == "PBXLegacyTarget"
        case "buildConfigurationList": isa == "XCConfigurationList"
        case "buildConfigurations": isa == "XCBuildConfiguration"
        case "buildPhases", "buildPhase": isa.hasSuffix("BuildPhase")
        case "buildRules": isa == "PBXBuildRule"
        case "dependencies": isa == "PBXTargetDependency"
        case "productRef", "packageProductDependencies": isa == "XCSwiftPackageProductDependency"
        case "package", "packageReferences": isa == "XCLocalSwiftPackageReference" || isa == "XCRemoteSwiftPackageReference"
        case "fileSystemSynchronizedGroups": isa == "PBXFileSystemSynchronizedRootGroup"
        case "exceptions": isa.hasPrefix("PBXFileSystemSynchronized") && isa.hasSuffix("ExceptionSet")
        case "productReference", "baseConfigurationReference": isa == "PBXFileReference"
        case "children": ["PBXGroup", "PBXFileReference", "PBXVariantGroup", "PBXFileSystemSynchronizedRootGroup"].contains(isa)
        case "files": isa == "PBXBuildFile"
        case "fileRef": isa.hasPrefix("PBX") && (isa.hasSuffix("Reference") || isa.hasSuffix("Group"))
        case "targetProxy": isa == "PBXContainerItemProxy"
        case "containerPortal": isa == "PBXProject" || isa == "PBXFileReference"
        default: false
        }
    }

    /// A property list file (XML, binary or old-style) as Foundation reads it.
    static func propertyList(at url: URL) throws -> Any {
        try PropertyListSerialization.propertyList(from: Data(contentsOf: url), options: [], format: nil)
    }

    /// The file is a property list but not a project.
    struct Malformed: Error, CustomStringConvertible {
        var reason: String
        var description: String { "project.pbxproj: \(reason)" }
    }
}
