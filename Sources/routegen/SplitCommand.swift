import Foundation
import RouteGenCore

/// `routegen split`: moves some of a manifest's routes into a fragment file, for a feature module
/// to own (Docs/Modules.md).
enum SplitCommand: Command {
    static let name = "split"
    static let abstract = "Moves routes of a manifest into a new fragment file that the manifest includes."
    static let usage = "routegen split MANIFEST --fragment NAME --output PATH (--prefix P[,P…] | --routes R[,R…])"
    static let discussion = """
        ARGUMENTS:
          MANIFEST             The manifest whose own routes move.

        OPTIONS:
          --fragment NAME      The fragment's name, an UpperCamelCase identifier: its routes'
                               views get the protocol NAMEDestinations.
          --output PATH        The fragment file to create, such as Sources/Cart/routes.json.
          --prefix P,…         Move the routes whose names start with one of these.
          --routes R,…         Move these routes.

        The routes' text moves as written; the manifest gains an 'include' of the new file, relative
        to its folder, and keeps its formatting otherwise. Nothing is written unless the result
        validates, and the generated code stays the same (the destinations gain the fragment's
        protocol). Requirements and custom types stay in the manifest, which every fragment reads.

        EXAMPLES:
          routegen split Sources/ShopRoutes/routes.json --fragment Cart --output Sources/Cart/routes.json --prefix cart,checkout
          routegen split routes.json --fragment Account --output Account/routes.json --routes account,orders,signIn
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let scanner = try ArgumentScanner(arguments, valueOptions: ["fragment", "output", "prefix", "routes"])
        guard let path = try scanner.positionals(atMost: 1).first else { throw UsageError("give the manifest to split") }
        guard let name = scanner.options["fragment"] else { throw UsageError("give the fragment's name with '--fragment NAME'") }
        guard let output = scanner.options["output"] else { throw UsageError("give the fragment file with '--output PATH'") }
        let list = { (option: String) in scanner.options[option].map { $0.split(separator: ",").map(String.init) } }
        let prefixes = list("prefix") ?? []
        let names = Set(list("routes") ?? [])
        guard prefixes.isEmpty != names.isEmpty else {
            throw UsageError("choose the routes with '--prefix P,…' or with '--routes R,…'")
        }
        guard !FileManager.default.fileExists(atPath: output) else {
            Console.error("\(output): error: already exists; give a new file to move the routes into")
            return .failure
        }
        guard let manifest = ManifestFile.load(path) else { return .failure }
        let folder = ManifestPath.directory(of: path)
        let includePath = OutputPlan.relativePath(of: output, from: folder.isEmpty ? "." : folder)
        let split: ManifestSplit
        do {
            split = try ManifestSplit.split(manifest.bytes, fragment: name, includePath: includePath) { route in
                names.contains(route) || prefixes.contains { route.hasPrefix($0) }
            }
        } catch {
            Console.error("\(path): error: \(error.message)")
            return .failure
        }
        // Nothing is written unless the two files validate together.
        let fragmentPath = ManifestPath.joined(ManifestPath.directory(of: path), includePath)
        let fragmentBytes = Array(split.fragment.utf8)
        let reader = FragmentReader { $0 == fragmentPath ? fragmentBytes : FragmentReader.fileSystem.contents($0) }
        let (plan, diagnostics) = Generator.plan(fromManifest: Array(split.manifest.utf8), at: path, fragments: reader)
        guard plan != nil else {
            Console.error(diagnostics.rendered(file: path))
            Console.error("\(path): error: the split manifest would not validate; nothing was written")
            return .failure
        }
        for (file, contents) in [(output, split.fragment), (path, split.manifest)] {
            let url = URL(fileURLWithPath: file)
            _ = try OutputWriter(directory: url.deletingLastPathComponent())
                .write(GeneratedFile(name: url.lastPathComponent, contents: contents))
        }
        Console.out("moved \(split.movedRoutes.count) routes into \(output) (fragment '\(name)'): \(split.movedRoutes.joined(separator: ", "))")
        Console.out("\(path) includes \"\(includePath)\"")
        return .success
    }
}
