/// The catalog page's fixed parts: its script and style, the same for every manifest, and the
/// Content-Security-Policy that names them. The page's data (`<script type="application/json"
/// id="routegen-routes">`) is all that varies.
///
/// The script and the style are files, `Sources/RouteGenCore/Emit/Catalog/catalog.js` and
/// `catalog.css`, which say what they do; `scripts/embed-sources.sh` copies them into
/// ``CatalogPageSource``.
enum CatalogPage {
    /// The page's only script: the filter and the link builder.
    static var script: String { CatalogPageSource.script }

    /// The text of the page's `<style>` element, exactly: what the policy's hash is of.
    static let styleText = "\n" + CatalogPageSource.style + "\n"

    /// The page's Content-Security-Policy: nothing loads, and the one script and the one style
    /// sheet that apply are the page's own, named by the SHA-256 of their text. No other script
    /// would run and no other style apply (a `style` attribute included), even were some text to
    /// get past escaping.
    static let policy = "default-src 'none'; style-src '\(hash(styleText))'; script-src '\(hash(script))'; "
        + "base-uri 'none'; form-action 'none'"

    /// `text`'s hash as a Content-Security-Policy source: `sha256-` and the digest in base64.
    private static func hash(_ text: String) -> String {
        "sha256-" + SHA256.base64(SHA256.digest(text.utf8))
    }
}
