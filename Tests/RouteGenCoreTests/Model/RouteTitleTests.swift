@testable import RouteGenCore
import RouteGenTestSupport
import Testing

/// A route without `title` is titled by its name made readable; ASCII names take a path of their
/// own, by bytes, which must read every name as the general path does.
@Suite struct RouteTitleTests {
    @Test("a name is split into words at case changes and acronyms, each word capitalized", arguments: [
        ("productDetail", "Product Detail"), ("openURL", "Open URL"), ("URLPath", "URL Path"),
        ("home", "Home"), ("v2Settings", "V2 Settings"), ("item_list", "Item_list"), ("éclair", "Éclair"),
    ])
    func readableName(name: String, title: String) {
        #expect(RouteTitle(readableName: name).format == title)
    }

    @Test("the ASCII path reads every ASCII name as the general path does")
    func asciiPathAgrees() {
        var random = SeededGenerator(seed: 42)
        let alphabet: [Character] = Array("aAbBzZ09_xYUR$") + ["\r\n", "\n"]
        var acronyms = 0
        for _ in 0..<3_000 {
            var name = ""
            for _ in 0..<Int.random(in: 0...12, using: &random) { name.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)]) }
            if zip(name, name.dropFirst()).contains(where: { $0.isUppercase && $1.isUppercase }) { acronyms += 1 }
            #expect(RouteTitle.readableASCII(name) == RouteTitle.readableText(name), "\(name.debugDescription)")
        }
        #expect(acronyms > 1_000, "the names should include runs of capitals")
        #expect(RouteTitle.readableASCII("éclair") == nil)
    }
}
