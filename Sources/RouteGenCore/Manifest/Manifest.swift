/// A version 1 manifest as written: every value typed and located, nothing yet checked for meaning.
///
/// `ManifestDecoder` makes one from JSON, reporting wrong types, unknown and missing keys;
/// `Validator` turns it into a `RouteTable`, reporting everything else.
public struct Manifest: Sendable {
    /// Where the top-level object starts, for problems of the manifest as a whole.
    public var location: SourceLocation
    public var version: Located<Int>?
    public var enumName: Located<String>?
    public var access: Located<String>?
    public var hosts: [Located<String>] = []
    /// Where the `hosts` key was written, if it was.
    public var hostsLocation: SourceLocation?
    public var schemes: [Scheme] = []
    public var appIDs: [Located<String>] = []
    public var caseSensitive: Located<Bool>?
    public var plusAsSpace: Located<Bool>?
    public var webcredentials: [Located<String>]?
    public var appclips: [Located<String>]?
    public var generate: [Located<String>]?
    public var aasaOutput: Located<String>?
    public var customTypes: [Located<String>] = []
    /// The stem of the navigation types' names (`App` in `AppRouter`), when the manifest sets it.
    public var stem: Located<String>?
    public var tabs: [Tab] = []
    /// Where the `tabs` key was written, if it was.
    public var tabsLocation: SourceLocation?
    /// `tabs`, `sidebarAdaptable` or `splitView`.
    public var layout: Located<String>?
    /// The requirements, in the order written.
    public var requirements: [Requirement] = []
    /// The type of the user activities that routes advertise, when the manifest sets it.
    public var activityType: Located<String>?
    /// The key of a notification's payload that holds its link, when the manifest sets it.
    public var notificationLinkKey: Located<String>?
    public var routes: [Route] = []
    /// Where the `routes` key was written, if it was.
    public var routesLocation: SourceLocation?
    /// The `include` entries of the manifest itself, as written.
    public var include: [Located<String>] = []
    /// The fragments read through `include`, in the order they were read: fragment `i` is file
    /// `i + 1` of every location. Their routes, requirements and custom types are in the arrays
    /// above, after the manifest's own.
    public var fragments: [Fragment] = []
    /// The paths of the files read through `include`, relative to the manifest's folder: file `i`
    /// of a location is `includedFiles[i - 1]`.
    public var includedFiles: [String] = []

    /// Creates an empty manifest at `location`; the decoder fills it in.
    public init(location: SourceLocation) {
        self.location = location
    }

    /// A fragment: a file of routes the manifest includes.
    public struct Fragment: Sendable {
        /// The `fragment` key's value, which names the fragment's destinations protocol.
        public var name: Located<String>
        /// The file's path relative to the manifest's folder, normalized (`../Cart/routes.json`).
        public var path: String
        /// The file's number in locations (``SourceLocation/file``).
        public var file: Int
        /// The `include` entry that read it.
        public var includedAt: SourceLocation
    }

    /// A fragment file as decoded, before the loader adds its contents to the manifest.
    public struct FragmentContents: Sendable {
        public var name: Located<String>
        public var include: [Located<String>] = []
        public var customTypes: [Located<String>] = []
        public var requirements: [Requirement] = []
        public var routes: [Route] = []
    }

    /// A `schemes` entry: `"shop"`, or `{ "name": "ksr", "host": "www.kickstarter.com" }`.
    public struct Scheme: Sendable {
        public var name: Located<String>
        /// The real host that links of this scheme carry, in the object form.
        public var host: Located<String>?
        /// Whether the first segment in the host's place compares with its case, in the object form.
        public var caseSensitiveHost: Located<Bool>? = nil
    }

    /// An element of `routes`.
    public struct Route: Sendable {
        /// Where the route's object starts.
        public var location: SourceLocation
        public var name: Located<String>?
        public var path: Located<String>?
        public var query: [QueryParameter] = []
        public var parent: Located<String>?
        public var view: Located<String>?
        /// The UIKit screen: a view controller type, or a Swift expression that makes one.
        public var viewController: Located<String>?
        public var universalLink: Located<Bool>?
        public var customScheme: Located<Bool>?
        public var doc: Located<String>?
        public var examples: [Located<String>] = []
        public var tab: Located<String>?
        public var presentation: Located<String>?
        public var requires: [Located<String>] = []
        /// The screen's name for people, with `{parameter}` placeholders.
        public var title: Located<String>?
        public var handoff: Located<Bool>?
        public var searchable: Located<Bool>?
        /// The manifest hosts whose universal links open the route; empty for every host.
        public var hosts: [Located<String>] = []
        /// Where the route finds the link it opens: `?redirect_to` or `#`.
        public var opensLinkIn: Located<String>?
        /// Where the route finds the path it opens on its own link's channel: `?url` or `#`.
        public var opensPathIn: Located<String>?
        /// Whether only a link that a carrier carries opens the route.
        public var carriedOnly: Located<Bool>?
        /// Whether the route reads its query items from the link's fragment.
        public var itemsInFragment: Located<Bool>?
        /// Whether the route splits the link's path after decoding `%2F`.
        public var decodesBeforeSplitting: Located<Bool>?
        /// Whether the route's rest parameter keeps empty segments (`/wiki//dev/random`).
        public var keepsEmptySegments: Located<Bool>?
        /// Whether the route takes `http` and `https` links on any host, tapped in the app only.
        public var anyHost: Located<Bool>?
        /// The name of the value that holds the host of an any-host link (`"server"`).
        public var hostParameter: Located<String>?
        /// Where `hosts` is written, to tell an empty list from none.
        public var hostsLocation: SourceLocation?
    }

    /// A `requirements` entry: `"signedIn": { "route": "signIn", "doc": "…" }`.
    public struct Requirement: Sendable {
        /// The name, located at its key.
        public var name: Located<String>
        public var route: Located<String>?
        public var doc: Located<String>?
    }

    /// An element of `tabs`: `{ "name": "shop", "title": "Shop", "systemImage": "bag", "root": "HomeView()" }`.
    public struct Tab: Sendable {
        /// Where the tab's object starts.
        public var location: SourceLocation
        public var name: Located<String>?
        public var title: Located<String>?
        public var systemImage: Located<String>?
        public var root: Located<String>?
        /// The UIKit root: a Swift expression that makes the tab's root view controller.
        public var rootViewController: Located<String>? = nil
        public var section: Located<String>?
        public var role: Located<String>?
        public var customizable: Located<Bool>?
        public var requires: [Located<String>] = []
    }

    /// A `query` entry: `"page": "Int"`, `"page": { "type": "Int", "default": 1, "doc": "…" }`, or a
    /// fixed item, `"action": { "equals": "history" }`.
    public struct QueryParameter: Sendable {
        /// The item name, located at its key.
        public var name: Located<String>
        public var type: Located<String>?
        /// The default exactly as written; its type is checked against `type` by validation.
        public var defaultValue: JSONValue?
        public var doc: Located<String>?
        /// `"equals": "history"`: the fixed value of an item that chooses the route.
        public var equals: Located<String>?
    }
}
