import Foundation

/// Apple platforms' availability, made checkable by the Linux compiler.
///
/// Swift on Linux ignores `@available(iOS 17, *)`, so generated code that calls an iOS 17 API from a
/// declaration without that attribute compiles here and breaks an app with an iOS 16 deployment
/// target. This rewrites Swift source, the SwiftUI stand-in's and the generated code's alike, for one
/// Apple platform at a time: each OS version above SwiftUI's first release becomes a custom
/// availability domain (`iOS_17`), an `@available(iOS 17, …)` becomes the domains of every version
/// up to 17, and `#available` the same conditions. The compiler then reports any use of a
/// declaration outside a context that guarantees its availability: exactly what Xcode reports for
/// the lowest deployment target SwiftUI has.
///
/// Also rewritten:
/// - `@available(macOS, unavailable)` becomes `@available(*, unavailable)` when checking macOS;
/// - a declaration deprecated with `renamed: "Tab"` becomes unavailable wherever `Tab` is available,
///   so that it may only be the fallback of an `if #available` for its replacement;
/// - `#if os(macOS)` is decided as that platform would decide it.
///
/// Custom domains only work within one module (Swift 6.3 cannot read them back from a compiled
/// module), so the stand-in and the code under test compile together, as module `SwiftUI`.
package enum AppleAvailability {
    /// An Apple platform and the first version of SwiftUI on it.
    package enum Platform: String, CaseIterable, Sendable {
        case iOS, macOS, tvOS, watchOS, visionOS

        /// SwiftUI's first release here: the lowest deployment target a SwiftUI app can have.
        package var swiftUIFloor: Int {
            switch self {
            case .iOS, .tvOS: 13
            case .macOS: 10  // 10.15: major versions only, and macOS 11 came next
            case .watchOS: 6
            case .visionOS: 1
            }
        }

        /// The domain of this platform's major version `version`: `iOS_17`.
        func domain(_ version: Int) -> String { "\(rawValue)_\(version)" }
    }

    /// A platform and an app's deployment target on it: what the check sees as always available.
    package struct Deployment: Sendable, CustomStringConvertible {
        package var platform: Platform
        package var target: Int

        /// `platform` at `target`; nil is SwiftUI's first release, the lowest an app can have.
        package init(_ platform: Platform, target: Int? = nil) {
            self.platform = platform
            self.target = target ?? platform.swiftUIFloor
        }

        /// The domains of every version above the deployment target up to `version`, lowest first.
        func domains(through version: Int) -> [String] {
            version <= target ? [] : (target + 1...version).map(platform.domain)
        }

        package var description: String { "\(platform.rawValue) \(target)" }
    }

    /// The highest major version any domain is defined for.
    static let newestVersion = 30

    /// The compiler flags that define the custom domains of `deployment`.
    package static func compilerFlags(for deployment: Deployment) -> [String] {
        ["-enable-experimental-feature", "CustomAvailability"]
            + deployment.domains(through: newestVersion).flatMap {
                ["-Xfrontend", "-define-dynamic-availability-domain", "-Xfrontend", $0]
            }
    }

    /// `source` as an app deployed at `deployment` sees it, for a compiler that checks the custom domains.
    ///
    /// - Parameter renamedVersions: The version of `platform` from which each replacement that a
    ///   deprecated declaration's `renamed:` names exists (``replacementVersions(in:for:)``).
    ///   A deprecated declaration whose replacement exists at the deployment target is an error.
    package static func rewrite(_ source: String, for deployment: Deployment, renamedVersions: [String: Int] = [:]) -> String {
        var text = rewriteAttributes(source, deployment: deployment, renamedVersions: renamedVersions)
        text = rewriteConditions(text, deployment: deployment)
        for other in Platform.allCases {
            text = text.replacingOccurrences(of: "os(\(other.rawValue))", with: other == deployment.platform ? "true" : "false")
        }
        // The stand-ins and the code are one module here: every framework the platform has is there.
        for framework in Self.frameworks {
            let isPresent = framework != "UIKit" || deployment.platform != .macOS
            text = text.replacingOccurrences(of: "canImport(\(framework))", with: isPresent ? "true" : "false")
        }
        return text.replacingOccurrences(
            of: #"(?m)^(@_exported )?import (SwiftUI|UIKit|UserNotifications|AppleFoundation)$"#, with: "", options: .regularExpression)
    }

    /// The Apple frameworks the stand-ins stand in for: all of them on every platform, but UIKit on macOS.
    static let frameworks = ["SwiftUI", "UIKit", "UserNotifications"]

    /// The introduction version on the deployment's platform of every type or protocol `source` declares with an
    /// `@available` attribute: what a `renamed:` may name.
    package static func replacementVersions(in source: String, for deployment: Deployment) -> [String: Int] {
        var versions: [String: Int] = [:]
        let pattern = #"(?m)^(@available\([^)]*\)\n)+(?:@\w+[^\n]*\n)*public (?:struct|protocol|final class|enum) (\w+)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let text = source as NSString
        for match in regex.matches(in: source, range: NSRange(location: 0, length: text.length)) {
            let block = text.substring(with: match.range)
            let name = text.substring(with: match.range(at: 2))
            for attribute in attributes(in: block) {
                if case .introduced(let version)? = verdict(of: attribute, on: deployment.platform) { versions[name] = version }
            }
        }
        return versions
    }

    // MARK: Attributes

    /// What one `@available(…)` says of `platform`.
    enum Verdict: Equatable {
        case introduced(Int)
        case unavailable
        case deprecated(introduced: Int, renamed: String)
    }

    /// The argument lists of every `@available(…)` in `text`.
    static func attributes(in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: #"@available\(([^)]*)\)"#)
        let string = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: string.length)).map {
            string.substring(with: $0.range(at: 1))
        }
    }

    /// What `arguments` (`iOS 17, macOS 14, *` or `macOS, unavailable`) say of `platform`; nil for
    /// nothing: available from the floor, or an attribute about other platforms.
    static func verdict(of arguments: String, on platform: Platform) -> Verdict? {
        let items = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = items.first else { return nil }
        if first == platform.rawValue {
            // The long form: `iOS, introduced: 13.0, deprecated: 27.0, renamed: "Tab"`, or `iOS, unavailable`.
            if items.contains("unavailable") { return .unavailable }
            let introduced = items.first { $0.hasPrefix("introduced:") }.flatMap { majorVersion($0.dropFirst(11)) } ?? 0
            if let renamed = items.first(where: { $0.hasPrefix("renamed:") }) {
                let name = renamed.dropFirst(8).trimmingCharacters(in: CharacterSet(charactersIn: " \""))
                return .deprecated(introduced: introduced, renamed: name)
            }
            return .introduced(introduced)
        }
        // The short form: `iOS 17.0, macOS 14.0, *`.
        for item in items {
            let parts = item.split(separator: " ")
            if parts.count == 2, parts[0] == platform.rawValue, let version = majorVersion(parts[1]) {
                return .introduced(version)
            }
        }
        return nil
    }

    private static func majorVersion(_ text: some StringProtocol) -> Int? {
        Int(text.trimmingCharacters(in: .whitespaces).split(separator: ".").first ?? "")
    }

    /// Every `@available(…)` rewritten for `platform`: domains, `unavailable`, or nothing.
    private static func rewriteAttributes(_ source: String, deployment: Deployment, renamedVersions: [String: Int]) -> String {
        replace(#"@available\(([^)]*)\)"#, in: source) { arguments in
            if arguments.hasPrefix("*") { return "@available(\(arguments))" }
            switch verdict(of: arguments, on: deployment.platform) {
            case nil:
                return ""
            case .unavailable:
                return "@available(*, unavailable)"
            case .introduced(let version):
                return deployment.domains(through: version).map { "@available(\($0))" }.joined(separator: " ")
            case .deprecated(let introduced, let renamed):
                let domains = deployment.domains(through: introduced).map { "@available(\($0))" }
                // Deprecated for its replacement: usable only where the replacement is not.
                guard let replacement = renamedVersions[renamed] else { return domains.joined(separator: " ") }
                let domain = replacement > deployment.target ? deployment.platform.domain(replacement) : "*"
                return (domains + ["@available(\(domain), unavailable)"]).joined(separator: " ")
            }
        }
    }

    /// Every `#available(…)` rewritten as the conditions of its domains.
    private static func rewriteConditions(_ source: String, deployment: Deployment) -> String {
        replace(#"#available\(([^)]*)\)"#, in: source) { arguments in
            guard case .introduced(let version)? = verdict(of: arguments, on: deployment.platform), version > deployment.target else {
                return "#available(\(arguments))"
            }
            return deployment.domains(through: version).map { "#available(\($0))" }.joined(separator: ", ")
        }
    }

    /// `text` with every match of `pattern` replaced by `transform` of its first group.
    private static func replace(_ pattern: String, in text: String, _ transform: (String) -> String) -> String {
        let regex = try! NSRegularExpression(pattern: pattern)
        let string = text as NSString
        var result = ""
        var last = 0
        for match in regex.matches(in: text, range: NSRange(location: 0, length: string.length)) {
            result += string.substring(with: NSRange(location: last, length: match.range.location - last))
            result += transform(string.substring(with: match.range(at: 1)))
            last = match.range.location + match.range.length
        }
        return result + string.substring(from: last)
    }
}
