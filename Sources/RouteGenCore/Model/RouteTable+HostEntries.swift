/// Which entry of the manifest's `hosts` a universal link's host belongs to, decided here only:
/// the model's matcher asks ``hostEntry(of:)``, the URL emitter prints ``hostEntryOrder`` as it
/// is, and the checks of the AASA file and the stored link of a route on wildcard hosts
/// (`GenerationPlan.storageLinkPrefix(of:)`) take their hosts from ``sampleHost(ofEntry:)``.
///
/// A host belongs to its own entry, else to the wildcard entry with the longest suffix that takes
/// it: with `"hosts": ["*.example.com", "*.users.example.com"]`, `www.users.example.com` is the
/// entry `*.users.example.com`, whose routes its web server lists in its AASA file, and
/// `shop.example.com` is `*.example.com`. `*.example.com` takes subdomains at any depth, never
/// `example.com` itself, as in Associated Domains.
extension RouteTable {
    /// Whether a `hosts` entry is a wildcard (`*.example.com`).
    static func isWildcardHost(_ entry: String) -> Bool {
        entry.hasPrefix("*.")
    }

    /// The indices of `hosts` in the order a host is compared with them: exact entries in manifest
    /// order, then wildcards from the longest suffix to the shortest (manifest order among equal
    /// lengths, which cannot both take one host). The first entry that takes a host is its entry.
    var hostEntryOrder: [Int] {
        let exact = hosts.indices.filter { !Self.isWildcardHost(hosts[$0]) }
        let wildcards = hosts.indices.filter { Self.isWildcardHost(hosts[$0]) }
        let bySpecificity = wildcards.enumerated().sorted { lhs, rhs in
            let (lhsCount, rhsCount) = (hosts[lhs.element].utf8.count, hosts[rhs.element].utf8.count)
            return lhsCount != rhsCount ? lhsCount > rhsCount : lhs.offset < rhs.offset
        }
        return exact + bySpecificity.map(\.element)
    }

    /// Whether the entry at `index` takes `host` (lower-cased): equal to it, or for a wildcard, a
    /// subdomain of its suffix.
    func hostEntry(_ index: Int, takes host: String) -> Bool {
        let entry = hosts[index]
        return Self.isWildcardHost(entry) ? host.hasSuffix(entry.dropFirst()) : host == entry
    }

    /// The index in `hosts` of the entry a lower-cased host belongs to; nil when no entry takes it.
    ///
    /// - Parameter order: ``hostEntryOrder``, which a caller that asks for many hosts keeps.
    func hostEntry(of host: String, order: [Int]? = nil) -> Int? {
        (order ?? hostEntryOrder).first { hostEntry($0, takes: host) }
    }

    /// A host that belongs to the entry at `index`: the entry itself, or for a wildcard the first
    /// of `www`, `x1`, `x2`… under its suffix that no more specific entry takes.
    func sampleHost(ofEntry index: Int) -> String {
        let entry = hosts[index]
        guard Self.isWildcardHost(entry) else { return entry }
        let suffix = entry.dropFirst()
        let candidates = ["www" + suffix] + (1...hosts.count + 1).map { "x\($0)" + suffix }
        // At most `hosts.count` entries can take a candidate, so one of them is left.
        return candidates.first { hostEntry(of: $0) == index } ?? candidates[0]
    }
}
