/// Something the app must establish before it shows some routes, such as a signed-in user: a
/// `requirements` entry. A route that requires it waits while the route that meets it shows.
package struct Requirement: Sendable {
    /// The case of the requirement enum: `signedIn`.
    package var name: String

    /// The index in `RouteTable.routes` of the route that meets it, which takes no parameters, so
    /// that a router can show it on its own.
    package var routeIndex: Int

    /// The documentation of the case.
    package var doc: String?
}
