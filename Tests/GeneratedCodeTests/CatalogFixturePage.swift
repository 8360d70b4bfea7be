import Foundation
import RouteGenCore
import RouteGenTestSupport
import Testing

/// One fixture's catalog page, opened once in Chromium for every test that reads it or types into
/// it. Each start of the browser costs a second or more; one page answers every test at once.
///
/// The copy keeps the page's Content-Security-Policy (the probe gets in by a nonce), so each load
/// also shows the page's own script and style at work under it. What a test types is a `Check`'s
/// builds, all gathered before the load; `builds(of:)` hands each test back its own.
struct CatalogFixturePage: @unchecked Sendable {
    /// A test that types values into fixture pages.
    enum Check: CaseIterable {
        /// Every route's form, plain values and values that need escaping (`builderAgreesWithPrinter`).
        case printer
        /// Random values in every route's form (`CatalogBuilderPropertyTests`).
        case property
        /// An empty rest parameter (`emptyRest`).
        case emptyRest
        /// Values another route takes (`takenValues`).
        case takenValues
        /// Values the parser refuses (`builderRefuses`).
        case refusals
        /// Links and empty path segments (`builderRefusesLinksAndEmptySegments`).
        case linksAndSegments
        /// Doubles in every form (`builderDoubles`).
        case doubles

        /// What the check types into `fixture`'s page: nothing into most fixtures.
        func builds(_ fixture: String, _ plan: GenerationPlan) throws -> [CatalogProbe.Build] {
            switch (self, fixture) {
            case (.printer, _): try CatalogBrowserTests.printerBuilds(plan)
            case (.property, _) where CatalogBuilderPropertyTests.fixtures.contains(fixture):
                CatalogBuilderPropertyTests.builds(fixture, plan)
            case (.emptyRest, "rest-parameter"): try CatalogBrowserTests.emptyRestBuilds(plan)
            case (.takenValues, "precedence"): try CatalogBrowserTests.takenValueBuilds(plan)
            case (.refusals, "lists-and-custom-types"): try CatalogBrowserTests.refusedBuilds(plan)
            case (.linksAndSegments, "custom-scheme-host"): try CatalogBrowserTests.linkAndSegmentBuilds(plan)
            case (.doubles, "lists-and-custom-types"): try CatalogBrowserTests.doubleBuilds(plan)
            default: []
            }
        }
    }

    /// The plan of the fixture's manifest.
    let plan: GenerationPlan
    /// The page as `routegen catalog` writes it.
    let page: String
    /// What the probe found on the page, every check's builds included.
    let findings: CatalogProbe.Findings
    /// Every check's builds, in the order typed.
    private let builds: [CatalogProbe.Build]
    /// Where each check's builds are among `builds`.
    private let ranges: [Check: Range<Int>]

    /// The builds `check` typed, each with what the page made of it.
    func builds(of check: Check) -> [(build: CatalogProbe.Build, found: CatalogProbe.BuildFindings)] {
        (ranges[check] ?? 0..<0).map { (builds[$0], findings.builds[$0]) }
    }

    /// The page of `fixture`, with every check's builds and the filter's queries typed in.
    static func load(_ fixture: String) throws -> CatalogFixturePage {
        try loaded.value(for: fixture) {
            let plan = try CatalogBrowserTests.plan(fixture)
            var builds: [CatalogProbe.Build] = []
            var ranges: [Check: Range<Int>] = [:]
            for check in Check.allCases {
                let typed = try check.builds(fixture, plan)
                ranges[check] = builds.count..<builds.count + typed.count
                builds += typed
            }
            let filters = fixture == CatalogBrowserTests.filterFixture ? CatalogBrowserTests.filterQueries : []
            let page = CatalogEmitter(plan: plan).render()
            let findings = try CatalogProbe(builds: builds, filters: filters, keepsPolicy: true).run(on: page)
            try #require(findings.builds.count == builds.count, "\(fixture): \(findings.builds.count) of \(builds.count) builds")
            return CatalogFixturePage(plan: plan, page: page, findings: findings, builds: builds, ranges: ranges)
        }
    }

    /// The pages loaded so far, by fixture.
    private static let loaded = Once<String, CatalogFixturePage>()
}

/// Values made once per key, however many tests ask for one at the same time: the first makes it
/// while the others wait, and all get the same value or the same error.
final class Once<Key: Hashable, Value>: @unchecked Sendable {
    /// One key's value, and the lock its maker holds.
    private final class Entry {
        let lock = NSLock()
        var result: Result<Value, any Error>?
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]

    /// The value of `key`: made by `make` the first time, the same value (or error) after.
    func value(for key: Key, make: () throws -> Value) throws -> Value {
        let entry = lock.withLock {
            if let entry = entries[key] { return entry }
            let entry = Entry()
            entries[key] = entry
            return entry
        }
        return try entry.lock.withLock {
            if let result = entry.result { return try result.get() }
            let result = Result { try make() }
            entry.result = result
            return try result.get()
        }
    }
}
