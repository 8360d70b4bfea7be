import Foundation

/// Whether `string` is an absolute `http` or `https` URL with a host: what a `URL` parameter accepts.
func isWebURL(_ string: String) -> Bool {
    guard let components = URLComponents(string: string), let scheme = components.scheme?.lowercased(),
        scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty
    else { return false }
    return true
}

/// Whether `string` is an absolute URL: a scheme, then the rest in valid URL syntax.
func isAbsoluteURL(_ string: String) -> Bool {
    guard let components = URLComponents(string: string), let scheme = components.scheme, !scheme.isEmpty else {
        return false
    }
    return true
}
