/// A version 1 manifest as written: every value typed and located, nothing yet checked for meaning.
///
/// `ManifestDecoder` makes one from JSON, reporting wrong types, unknown and missing keys;
/// `Validator` turns it into a `RouteTable`, reporting everything else.
package struct Manifest: Sendable {
    /// Where the top-level object starts, for problems of the manifest as a whole.
    package var location: SourceLocation
    package var version: Located<Int>?
    package var enumName: Located<String>?
    package var access: Located<String>?
    package var hosts: [Located<String>] = []
    /// Where the `hosts` key was written, if it was.
    package var hostsLocation: SourceLocation?
    package var schemes: [Scheme] = []
    package var appIDs: [Located<String>] = []
    package var caseSensitive: Located<Bool>?
    package var plusAsSpace: Located<Bool>?
    package var screenMarkers: Located<Bool>?
    package var webcredentials: [Located<String>]?
    package var appclips: [Located<String>]?
    package var generate: [Located<String>]?
    package var aasaOutput: Located<String>?
    package var customTypes: [Located<String>] = []
    /// The app's own value types, the manifest's and its fragments'.
    package var valueTypes: [ValueTypeEntry] = []
    /// The stem of the navigation types' names (`App` in `AppRouter`), when the manifest sets it.
    package var stem: Located<String>?
    package var tabs: [Tab] = []
    /// Where the `tabs` key was written, if it was.
    package var tabsLocation: SourceLocation?
    /// `tabs`, `sidebarAdaptable` or `splitView`.
    package var layout: Located<String>?
    /// The requirements, in the order written.
    package var requirements: [Requirement] = []
    /// The type of the user activities that routes advertise, when the manifest sets it.
    package var activityType: Located<String>?
    /// The key of a notification's payload that holds its link, when the manifest sets it.
    package var notificationLinkKey: Located<String>?
    package var routes: [Route] = []
    /// Where the `routes` key was written, if it was.
    package var routesLocation: SourceLocation?
    /// The `include` entries of the manifest itself, as written.
    package var include: [Located<String>] = []
    /// The fragments read through `include`, in the order they were read: fragment `i` is file
    /// `i + 1` of every location. Their routes, requirements and custom types are in the arrays
    /// above, after the manifest's own.
    package var fragments: [Fragment] = []
    /// The paths of the files read through `include`, relative to the manifest's folder: file `i`
    /// of a location is `includedFiles[i - 1]`.
    package var includedFiles: [String] = []

    /// Creates an empty manifest at `location`; the decoder fills it in.
    package init(location: SourceLocation) {
        self.location = location
    }

    /// A fragment: a file of routes the manifest includes.
    package struct Fragment: Sendable {
        /// The `fragment` key's value, which names the fragment's destinations protocol.
        package var name: Located<String>
        /// The file's path relative to the manifest's folder, normalized (`../Cart/routes.json`).
        package var path: String
        /// The file's number in locations (``SourceLocation/file``).
        package var file: Int
        /// The `include` entry that read it.
        package var includedAt: SourceLocation
    }

    /// A fragment file as decoded, before the loader adds its contents to the manifest.
    package struct FragmentContents: Sendable {
        package var name: Located<String>
        package var include: [Located<String>] = []
        package var customTypes: [Located<String>] = []
        package var valueTypes: [ValueTypeEntry] = []
        package var requirements: [Requirement] = []
        package var routes: [Route] = []
    }

    /// A `valueTypes` entry: `"Applicant"`, or `{ "name": "Thumbnail", "codable": false }`.
    package struct ValueTypeEntry: Sendable {
        package var name: Located<String>
        package var codable: Located<Bool>? = nil
    }

    /// A `schemes` entry: `"shop"`, or `{ "name": "ksr", "host": "www.kickstarter.com" }`.
    package struct Scheme: Sendable {
        package var name: Located<String>
        /// The real host that links of this scheme carry, in the object form.
        package var host: Located<String>?
        /// Whether the first segment in the host's place compares with its case, in the object form.
        package var caseSensitiveHost: Located<Bool>? = nil
    }

    /// An element of `routes`.
    /// An entry of a route's `examples`: a link, or an object with the link and what it must open.
    package struct Example: Sendable {
        /// The link.
        package var url: Located<String>
        /// The values the link must open, by name, as the manifest writes them; nil when not stated.
        package var values: [JSONMember]?
        /// Where `values` is written.
        package var valuesLocation: SourceLocation?
        /// The routes the link must open, parents first, by name; nil when not stated.
        package var stack: [Located<String>]?
        /// Where `stack` is written.
        package var stackLocation: SourceLocation?

        package init(url: Located<String>) {
            self.url = url
        }
    }

    package struct Route: Sendable {
        /// Where the route's object starts.
        package var location: SourceLocation
        package var name: Located<String>?
        package var path: Located<String>?
        package var query: [QueryParameter] = []
        /// The values no link carries, written as `query` entries are (`equals` aside).
        package var values: [QueryParameter] = []
        /// Where `values` is written.
        package var valuesLocation: SourceLocation?
        package var parent: Located<String>?
        package var view: Located<String>?
        /// The UIKit screen: a view controller type, or a Swift expression that makes one.
        package var viewController: Located<String>?
        package var universalLink: Located<Bool>?
        package var customScheme: Located<Bool>?
        package var doc: Located<String>?
        package var examples: [Example] = []
        package var tab: Located<String>?
        package var presentation: Located<String>?
        package var requires: [Located<String>] = []
        /// The screen's name for people, with `{parameter}` placeholders.
        package var title: Located<String>?
        package var handoff: Located<Bool>?
        package var searchable: Located<Bool>?
        /// The manifest hosts whose universal links open the route; empty for every host.
        package var hosts: [Located<String>] = []
        /// Where the route finds the link it opens: `?redirect_to` or `#`.
        package var opensLinkIn: Located<String>?
        /// Where the route finds the path it opens on its own link's channel: `?url` or `#`.
        package var opensPathIn: Located<String>?
        /// Whether only a link that a carrier carries opens the route.
        package var carriedOnly: Located<Bool>?
        /// Whether the route reads its query items from the link's fragment.
        package var itemsInFragment: Located<Bool>?
        /// Whether the route splits the link's path after decoding `%2F`.
        package var decodesBeforeSplitting: Located<Bool>?
        /// Whether the route's rest parameter keeps empty segments (`/wiki//dev/random`).
        package var keepsEmptySegments: Located<Bool>?
        /// Whether the route takes `http` and `https` links on any host, tapped in the app only.
        package var anyHost: Located<Bool>?
        /// The name of the value that holds the host of an any-host link (`"server"`).
        package var hostParameter: Located<String>?
        /// Where `hosts` is written, to tell an empty list from none.
        package var hostsLocation: SourceLocation?
    }

    /// A `requirements` entry: `"signedIn": { "route": "signIn", "doc": "…" }`.
    package struct Requirement: Sendable {
        /// The name, located at its key.
        package var name: Located<String>
        package var route: Located<String>?
        package var doc: Located<String>?
    }

    /// An element of `tabs`: `{ "name": "shop", "title": "Shop", "systemImage": "bag", "root": "HomeView()" }`.
    package struct Tab: Sendable {
        /// Where the tab's object starts.
        package var location: SourceLocation
        package var name: Located<String>?
        package var title: Located<String>?
        package var systemImage: Located<String>?
        package var root: Located<String>?
        /// The UIKit root: a Swift expression that makes the tab's root view controller.
        package var rootViewController: Located<String>? = nil
        package var section: Located<String>?
        package var role: Located<String>?
        package var customizable: Located<Bool>?
        package var requires: [Located<String>] = []
    }

    /// A `query` entry: `"page": "Int"`, `"page": { "type": "Int", "default": 1, "doc": "…" }`, or a
    /// fixed item, `"action": { "equals": "history" }`.
    package struct QueryParameter: Sendable {
        /// The item name, located at its key.
        package var name: Located<String>
        package var type: Located<String>?
        /// The default exactly as written; its type is checked against `type` by validation.
        package var defaultValue: JSONValue?
        package var doc: Located<String>?
        /// `"equals": "history"`: the fixed value of an item that chooses the route.
        package var equals: Located<String>?
    }
}
