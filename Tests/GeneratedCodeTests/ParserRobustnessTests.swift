import Foundation
import RouteGenTestSupport
import Testing

/// The generated parser takes untrusted input from anywhere on the web: hundreds of thousands of
/// random and mutated links go through it, as URLs and as raw path strings, and none may crash it.
@Suite("Parser robustness")
struct ParserRobustnessTests {
    static let seeds: [String] = [
        "https://shop.example.com/products/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D?category=shoes#top",
        "shop://checkout/9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D/blue%2Fxl",
        "https://catalog.example.com/search?q=a+b&page=2&tags=x&tags=y&maxPrice=1e3&source=https%3A%2F%2Fa.b",
        "https://example.com/items/42/reviews", "ksr://www.kickstarter.com/projects/a/b?ref=c",
        "https://docs.example.com/files/alice/a/b/c?raw=1", "keywords://return/yes?in=4",
        "https://social.example.com/p/my-first-post-42", "social:///@alice/7", "https://social.example.com/api/v2.10",
        "https://social.example.com/fr/products/42", "https://social.example.com/library?action=history&sort=new",
    ]

    static let fragments = [
        "/", "//", "?", "#", "&", "=", "%", "%2F", "%ZZ", "%E2%82", "%F0%9F%98%80", "..", ".", "@", ":", ":443",
        "+", " ", "😀", "\u{0}", "products", "9F1C7E62-2A4B-4B8E-9C3D-0E5F6A7B8C9D", "-1", "1e999", "https://", "shop:",
        "-", "--", ".pdf", "v", "User_talk:", "action=history", "%2D",
    ]

    @Test("random and mutated links never crash any generated parser", arguments: [UInt64(1), 2, 3, 4])
    func mutatedLinks(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var parsed = 0
        for _ in 0..<50_000 {
            var text = Array(Self.seeds.randomElement(using: &random) ?? "")
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0...text.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: text.insert(contentsOf: Self.fragments.randomElement(using: &random) ?? "", at: position)
                case 1 where position < text.count: text.remove(at: position)
                case 2: text = Array(text[..<position])
                default:
                    let scalar = Unicode.Scalar(UInt8.random(in: 0...127, using: &random))
                    text.insert(Character(scalar), at: position)
                }
            }
            let link = String(text)
            if let url = URL(string: link) {
                parsed += 1
                _ = AppRoute.stack(for: url)
                _ = CatalogRoute.stack(for: url)
                _ = PrecedenceRoute.stack(for: url)
                _ = DocsRoute.stack(for: url)
                _ = KickstarterRoute.stack(for: url)
                _ = KeywordRoute.stack(for: url)
                _ = PatternRoute.stack(for: url)
            }
            // The raw text reaches init(path:) without Foundation's validation: Codable input is untrusted too.
            _ = AppRoute(path: link)
            _ = CatalogRoute(path: link)
            _ = PrecedenceRoute(path: link)
            _ = PatternRoute(path: link)
        }
        #expect(parsed > 10_000, "seed \(seed): too few mutants were URLs to test stack(for:)")
    }

    @Test("random bytes as paths are refused or parsed, never a crash")
    func randomPaths() {
        var random = SeededGenerator(seed: 9)
        for _ in 0..<50_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            let path = "/" + String(decoding: bytes, as: UTF8.self)
            _ = AppRoute(path: path)
            _ = CatalogRoute(path: path)
            _ = PrecedenceRoute(path: path)
            _ = PatternRoute(path: path)
        }
    }
}
