import Foundation

/// Whether `string` is an absolute URL: a scheme, then the rest in valid URL syntax.
func isAbsoluteURL(_ string: String) -> Bool {
    guard let components = URLComponents(string: string), let scheme = components.scheme, !scheme.isEmpty else {
        return false
    }
    return true
}
