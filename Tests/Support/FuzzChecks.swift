// Compiled into the test support module, and into the fuzz targets together with RouteGenCore's
// sources as one module (scripts/fuzz.sh), where there is no `RouteGenCore` to import.
#if canImport(RouteGenCore)
import RouteGenCore
#endif

/// What must hold for any bytes RouteGen reads from a manifest: the checks behind the `manifest`
/// fuzz target and the replay of its findings (`Fuzz/Regressions/manifest/`).
package enum ManifestFuzzing {
    /// Reads `bytes` as `routes.json` and generates from it.
    ///
    /// - Every error has a location, so that it shows on the manifest (the size limit aside,
    ///   which no fuzzer input reaches).
    /// - No check of RouteGen's own consistency fails ("internal error").
    /// - Generating twice gives the same bytes, and the AASA file reads back without a diagnostic.
    ///
    /// - Returns: What does not hold, or nil. A crash is a failure too, which the fuzzer catches.
    package static func check(_ bytes: [UInt8]) -> String? {
        let (table, diagnostics) = Generator.routeTable(fromManifest: bytes, at: "routes.json", fragments: fragments(bytes))
        for diagnostic in diagnostics.all {
            if diagnostic.location == nil, diagnostic.severity == .error { return "an error without a location: \(diagnostic.message)" }
            if diagnostic.message.contains("internal error") { return diagnostic.message }
        }
        guard let table else { return nil }
        if Generator.files(for: table).map(\.contents) != Generator.files(for: table).map(\.contents) {
            return "generating twice gave different bytes"
        }
        if let json = Generator.associationJSON(for: table) {
            var readBack = Diagnostics()
            if AASAReader.read(Array(json.utf8), diagnostics: &readBack) == nil || !readBack.all.isEmpty {
                return "the AASA file does not read back: \(readBack.all.map(\.message))"
            }
        }
        return nil
    }
}

/// The files a fuzzed manifest can include: two fragments, one including the other from another
/// folder, and the manifest itself (`routes.json`), so that inputs reach every include error.
private func fragments(_ manifest: [UInt8]) -> FragmentReader {
    FragmentReader { path in
        switch path {
        case "routes.json": manifest
        case "a.json": Array(#"{ "fragment": "A", "routes": [{ "name": "a1", "path": "/a1/{id:Int}", "view": "V()" }] }"#.utf8)
        case "b/b.json":
            Array(#"{ "fragment": "B", "include": ["../a.json"], "routes": [{ "name": "b1", "path": "/a1/{id:Int}/b", "parent": "a1" }] }"#.utf8)
        default: nil
        }
    }
}

/// What must hold for any bytes read as an `apple-app-site-association` file, as `routegen
/// match --aasa` and `routegen import` read files from the web.
package enum AssociationFileFuzzing {
    /// Reads `bytes` as an AASA file and asks every reading for a verdict on links made from its
    /// own patterns: each verdict names the component or path that decided, and that one's kind
    /// agrees with the verdict. Then drafts a manifest from it, as `routegen import` does, and
    /// compares the two files.
    ///
    /// - Returns: What does not hold, or nil.
    package static func check(_ bytes: [UInt8]) -> String? {
        var diagnostics = Diagnostics()
        guard let file = AASAReader.read(bytes, diagnostics: &diagnostics), let applinks = file.applinks else { return nil }
        var links = ["https://example.com/", "https://example.com/a/b?c=d#e", "https://example.com//x//"]
        var appIDs = ["T.app"]
        for details in applinks.details.prefix(4) {
            appIDs += details.appIDs.prefix(2)
            for pattern in (details.components ?? []).prefix(16).compactMap(\.path) + (details.paths ?? []).prefix(16) {
                links.append("https://example.com" + pattern.replacingOccurrences(of: "*", with: "x").replacingOccurrences(of: "?", with: "y"))
            }
        }
        for reading in AASAMatcher.Reading.all {
            let matcher = AASAMatcher(file: file, reading: reading)
            for link in links.prefix(40) {
                for appID in appIDs.prefix(4) {
                    let verdict = matcher.verdict(for: link, appID: appID)
                    let agrees = verdict.component.map { $0.exclude != verdict.opensApp }
                        ?? verdict.legacyPath.map { $0.hasPrefix("NOT ") != verdict.opensApp }
                        ?? !verdict.opensApp
                    if !agrees { return "\(link) under \(reading): \(verdict.explanation), which says otherwise" }
                }
            }
        }
        for appID in appIDs.dropFirst().prefix(2) {
            do {
                let draft = try ManifestDraft.make(from: file, options: .init(appID: appID, hosts: ["example.com"]))
                _ = ImportComparison(original: file, draft: draft, urls: links)
            } catch {
                // The file's own faults (an app ID of the wrong form, nothing to draft) are said as such.
                if error.message.hasPrefix("internal error") { return error.message }
            }
        }
        return nil
    }
}
