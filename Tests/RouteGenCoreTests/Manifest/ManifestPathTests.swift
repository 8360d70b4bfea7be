@testable import RouteGenCore
import Testing

/// Fragment paths: one fragment has one name however an `include` spells it, and a diagnostic
/// names it from where the manifest is.
@Suite("Manifest paths")
struct ManifestPathTests {
    @Test("a path is normalized as text: '.', empty segments and a '..' after a folder go; a leading '..' or '/' stays",
          arguments: [
              ("a/./b//../c", "a/c"), ("../Cart/routes.json", "../Cart/routes.json"), ("a/../../b", "../b"),
              ("/a/../../b", "/b"), ("./", "."), ("Sources/Routes/../Cart/routes.json", "Sources/Cart/routes.json"),
          ])
    func normalized(path: String, expected: String) {
        #expect(ManifestPath.normalized(path) == expected)
    }

    @Test("an include is joined to the folder of the file that lists it")
    func joined() {
        #expect(ManifestPath.joined(ManifestPath.directory(of: "Sources/Routes/routes.json"), "../Cart/routes.json") == "Sources/Cart/routes.json")
        #expect(ManifestPath.joined(ManifestPath.directory(of: "routes.json"), "../Cart/routes.json") == "../Cart/routes.json")
        #expect(ManifestPath.joined(ManifestPath.directory(of: "/app/routes.json"), "Cart/routes.json") == "/app/Cart/routes.json")
        #expect(ManifestPath.joined("Sources/Routes", "/abs/routes.json") == "/abs/routes.json")
    }

    @Test("file 0 of a location is the manifest; file i is its i-th fragment, from the manifest's folder")
    func ofFile() {
        let included = ["../Cart/routes.json", "../Account/routes.json"]
        #expect(ManifestPath.ofFile(0, manifestPath: "Sources/Routes/routes.json", included: included) == "Sources/Routes/routes.json")
        #expect(ManifestPath.ofFile(2, manifestPath: "Sources/Routes/routes.json", included: included) == "Sources/Account/routes.json")
        #expect(ManifestPath.ofFile(1, manifestPath: "../routes.json", included: included) == "../../Cart/routes.json")
    }

    @Test("a fragment's part of the composed destinations is its name in lowerCamelCase",
          arguments: [("Cart", "cart"), ("URLTools", "urlTools"), ("ABC", "abc"), ("A", "a"), ("IDCard", "idCard")])
    func memberName(name: String, expected: String) {
        #expect(RouteFragment(name: name, path: "", file: 1).memberName == expected)
    }
}
