import Foundation

/// Runs a catalog page in Chromium and reports what a person would see and get: its example
/// links, the links its builder makes from typed values, what its filter shows, and whether any
/// text of the manifest became markup or script.
///
/// The probe is a script added to a copy of the page, after the page's own. With `keepsPolicy`,
/// the copy keeps the page's Content-Security-Policy and lets the probe in by a nonce, so the page
/// runs its script and applies its style under its own policy, and a watcher at the top of the
/// page reports anything the policy blocks; without it, the copy leaves the policy out, so that
/// escaping alone must keep hostile text inert.
package struct CatalogProbe: Encodable, Sendable {
    /// Values to type into a route's link builder.
    package struct Build: Encodable, Sendable {
        /// The route's index among the page's link templates (`data-route`).
        package var route: Int
        /// One text per parameter, in order; a list's values one per line.
        package var values: [String]

        package init(route: Int, values: [String]) {
            self.route = route
            self.values = values
        }
    }

    package var builds: [Build]
    /// Texts to type into the filter, in turn.
    package var filters: [String]
    /// Whether the page keeps its Content-Security-Policy, with the probe's scripts let in by a nonce.
    package var keepsPolicy: Bool

    package init(builds: [Build] = [], filters: [String] = [], keepsPolicy: Bool = false) {
        self.builds = builds
        self.filters = filters
        self.keepsPolicy = keepsPolicy
    }

    /// What the probe found.
    package struct Findings: Decodable, Sendable {
        /// Milliseconds from the navigation's start to the probe's: the page read and its script run.
        package var opened: Double
        /// Each example link: the article's id, the channel, the `href` as written, and the text.
        package var examples: [[String]]
        /// The links of routes without values, their patterns: the article's id, the channel, the `href`.
        package var links: [[String]]
        /// Each build's links by channel (`href` as written), and the fields' error messages.
        package var builds: [BuildFindings]
        /// Each filter's visible articles (ids), the count line, and the time it took, layout included.
        package var filters: [FilterFindings]
        /// What a hostile text's script set `window.__pwned` to; nil when none ran.
        package var pwned: String?
        /// The page's `<script>` elements.
        package var scripts: Int
        /// Attributes whose name starts with `on`, on any element: none, when text stays text.
        package var handlers: Int
        /// The names of the attributes on the page's elements, each once, sorted.
        package var attributes: [String]
        /// The page's style sheets, `<style>` elements included.
        package var styleSheets: Int
        /// Whether the page's style applies: its header sticks to the top.
        package var styled: Bool
        /// Whether the page's script ran to its end, which marks the page ready.
        package var ready: Bool
        /// The articles (ids) that have a link builder.
        package var builders: [String]
        /// What the page's policy blocked, as `directive sample`; with `keepsPolicy` only.
        package var violations: [String]
        /// Each route's documentation as the page shows it, by article id.
        package var docs: [String: String]
        /// Each route's title as the page shows it, by article id.
        package var titles: [String: String]
    }

    package struct BuildFindings: Decodable, Sendable {
        package var links: [String: String]
        package var errors: [String]
    }

    package struct FilterFindings: Decodable, Sendable {
        package var query: String
        package var shown: [String]
        package var count: String
        package var milliseconds: Double
    }

    /// The probe's script.
    static let script = "(() => {\n" + Chromium.report + #"""
          // Since the navigation started: the page read, laid out and its script run.
          const opened = performance.now();
          const probe = JSON.parse(document.getElementById("routegen-probe").textContent);
          const findings = { opened, examples: [], links: [], builds: [], filters: [], pwned: window.__pwned === undefined ? null : String(window.__pwned),
            scripts: document.scripts.length, handlers: 0, attributes: [], styleSheets: document.styleSheets.length,
            styled: getComputedStyle(document.querySelector("header")).position === "sticky", ready: document.documentElement.dataset.ready === "true",
            builders: Array.from(document.querySelectorAll("details.builder"), (details) => details.closest("article").id),
            violations: window.__routegenViolations || [], docs: {}, titles: {} };
          const attributes = new Set();
          for (const element of document.querySelectorAll("*")) {
            for (const attribute of element.attributes) {
              if (attribute.name.toLowerCase().startsWith("on")) findings.handlers += 1;
              attributes.add(attribute.name);
            }
          }
          findings.attributes = Array.from(attributes).sort();
          for (const link of document.querySelectorAll("a.example")) {
            findings.examples.push([link.closest("article").id, link.dataset.channel, link.getAttribute("href"), link.textContent]);
          }
          for (const link of document.querySelectorAll("a.link")) {
            findings.links.push([link.closest("article").id, link.dataset.channel, link.getAttribute("href")]);
          }
          for (const article of document.querySelectorAll("article.route")) {
            const doc = article.querySelector(".doc");
            if (doc) findings.docs[article.id] = doc.textContent;
            findings.titles[article.id] = article.querySelector("h3 .title").textContent;
          }
          for (const build of probe.builds) {
            const details = document.querySelector(`article[data-route="${build.route}"] details.builder`);
            if (!details.querySelector("form")) details.querySelector("summary").click();
            const form = details.querySelector("form");
            build.values.forEach((value, index) => { form.elements[`p${index}`].value = value; });
            form.dispatchEvent(new Event("input", { bubbles: true }));
            const links = {};
            for (const link of form.querySelectorAll("a.built")) links[link.dataset.channel] = link.getAttribute("href");
            findings.builds.push({ links, errors: Array.from(form.querySelectorAll(".error")).map((error) => error.textContent).filter(Boolean) });
          }
          const filter = document.getElementById("filter");
          for (const query of probe.filters) {
            const start = performance.now();
            filter.value = query;
            filter.dispatchEvent(new Event("input", { bubbles: true }));
            document.body.getBoundingClientRect();  // the layout the change causes, as a person waits for it
            const milliseconds = performance.now() - start;
            const shown = Array.from(document.querySelectorAll("article.route:not([hidden])")).map((article) => article.id);
            findings.filters.push({ query, shown, count: document.getElementById("count").textContent, milliseconds });
          }
          report("routegen-findings", findings);
        })();
        """#

    /// The first script of a page that keeps its policy: it records what the policy blocks, the
    /// page's own style and script included, were their hashes wrong.
    static let watcher = #"""
        window.__routegenViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          window.__routegenViolations.push(`${event.effectiveDirective} ${event.sample || event.blockedURI}`);
        });
        """#

    /// The nonce that lets the probe's scripts in under the page's policy.
    static let nonce = "cm91dGVnZW4tcHJvYmU"

    /// Opens `page` with the probe and returns what it found.
    ///
    /// - Parameter arguments: More Chromium switches.
    package func run(on page: String, arguments: [String] = []) throws -> Findings {
        let probe = String(decoding: try JSONEncoder().encode(self), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003C")
        var instrumented = page
        guard let policy = instrumented.range(of: #"<meta http-equiv="Content-Security-Policy"[^>]*>\n"#, options: .regularExpression) else {
            throw ProbeError("the page has no Content-Security-Policy")
        }
        var opening = ""
        if keepsPolicy {
            let meta = instrumented[policy].replacingOccurrences(of: "script-src ", with: "script-src 'nonce-\(Self.nonce)' ")
            instrumented.replaceSubrange(policy, with: meta + "<script nonce=\"\(Self.nonce)\">\(Self.watcher)</script>\n")
            opening = "<script nonce=\"\(Self.nonce)\">"
        } else {
            instrumented.removeSubrange(policy)
            opening = "<script>"
        }
        guard let end = instrumented.range(of: "</body>", options: .backwards) else { throw ProbeError("the page has no </body>") }
        instrumented.replaceSubrange(
            end, with: "<script type=\"application/json\" id=\"routegen-probe\">\(probe)</script>\n\(opening)\(Self.script)</script>\n</body>")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("catalog.html")
        try Data(instrumented.utf8).write(to: file)
        let dom = try Chromium.dumpDOM(of: file, arguments: arguments)
        guard let data = Chromium.result("routegen-findings", in: dom) else {
            throw ProbeError("the probe left no findings; the page's script failed? DOM starts: \(dom.prefix(600))")
        }
        return try JSONDecoder().decode(Findings.self, from: data)
    }

    package struct ProbeError: Error, CustomStringConvertible {
        package var description: String
        init(_ description: String) { self.description = description }
    }
}
