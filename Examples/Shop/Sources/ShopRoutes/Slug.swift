/// A brand's name as the website writes it in links: lower-case letters, digits and hyphens.
public struct Slug: RawRepresentable, Hashable, Codable, Sendable {
    public let rawValue: String

    /// The slug, or nil for text the website never writes (`Acme`, `north face`).
    public init?(rawValue: String) {
        guard !rawValue.isEmpty, rawValue.allSatisfy({ ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" }) else {
            return nil
        }
        self.rawValue = rawValue
    }
}
