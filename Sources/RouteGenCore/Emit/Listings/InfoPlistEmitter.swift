/// Prints what an app target declares for its links and activities, as property lists to paste
/// or use whole (Xcode merges a target's Info.plist file with the keys it generates):
///
/// - the Info.plist: `CFBundleURLTypes` with the custom schemes, and `NSUserActivityTypes` with
///   the routes' activity type, without which the system hands no Handoff or Spotlight activity
///   to the app;
/// - the entitlements: `com.apple.developer.associated-domains`, `applinks:` for each host (and
///   `webcredentials:` and `appclips:` when the manifest has those sections), without which no
///   universal link opens the app.
package struct InfoPlistEmitter {
    let table: RouteTable

    /// Creates an emitter for a validated manifest.
    package init(table: RouteTable) {
        self.table = table
    }

    /// The Info.plist.
    package func infoPlist() -> String {
        var lines: [String] = []
        if !table.schemes.isEmpty {
            lines += ["<key>CFBundleURLTypes</key>", "<array>", "\t<dict>"]
            lines += ["\t\t<key>CFBundleTypeRole</key>", "\t\t<string>Editor</string>"]
            // Xcode replaces the build setting when it builds the app.
            lines += ["\t\t<key>CFBundleURLName</key>", "\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>"]
            lines += ["\t\t<key>CFBundleURLSchemes</key>", "\t\t<array>"]
            lines += table.schemes.map { "\t\t\t<string>\(Self.escaped($0.name))</string>" }
            lines += ["\t\t</array>", "\t</dict>", "</array>"]
        }
        // The activity type exists where the file that advertises and continues activities does.
        if GeneratedFileKind.entryPoints.isGenerated(for: table.artifacts) {
            lines += ["<key>NSUserActivityTypes</key>", "<array>", "\t<string>\(Self.escaped(table.entryPoints.activityType))</string>", "</array>"]
        }
        return Self.document(lines)
    }

    /// The entitlements.
    package func entitlements() -> String {
        let domains = table.hosts.map { "applinks:\($0)" }
            + (table.webcredentialsApps == nil ? [] : table.hosts.map { "webcredentials:\($0)" })
            + (table.appClipApps == nil ? [] : table.hosts.map { "appclips:\($0)" })
        guard !domains.isEmpty else { return Self.document([]) }
        return Self.document(
            ["<key>com.apple.developer.associated-domains</key>", "<array>"]
                + domains.map { "\t<string>\(Self.escaped($0))</string>" } + ["</array>"])
    }

    /// A property list whose top-level dictionary holds `lines`, indented with tabs as Xcode writes them.
    private static func document(_ lines: [String]) -> String {
        let body = lines.map { "\t" + $0 + "\n" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)</dict>
            </plist>

            """
    }

    /// `text` with XML's special characters escaped.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
