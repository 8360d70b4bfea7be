import Foundation

extension ShopRoute {
    /// The link to share for this screen: its universal link, or its custom-scheme link for a
    /// route the website does not serve.
    public var shareableLink: URL? {
        universalLink ?? customSchemeURL
    }
}
