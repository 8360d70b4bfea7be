import Dispatch
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches an `apple-app-site-association` file the way Apple's CDN does: one GET, no redirect
/// followed, within a timeout.
///
/// A redirect is answered as it came (status and `Location`), so the report can say that Apple
/// follows none. Errors are one line each, for no network, a timeout, a TLS failure, a host that
/// does not resolve and a refused connection.
struct AASAFetcher {
    /// What the server answered.
    struct Response {
        /// The HTTP status.
        var status: Int
        /// The `Location` header of a redirect.
        var location: String?
        /// The `Content-Type` header as sent, parameters included.
        var contentType: String?
        /// The body, uncompressed (URLSession decodes a compressed transfer, as the CDN does).
        var body: [UInt8]
    }

    /// Why nothing was answered.
    struct FetchError: Error {
        /// One line: what happened and what to check.
        var message: String
    }

    /// Seconds to wait for an answer.
    var timeout: Double

    /// GETs `url`, following no redirect.
    ///
    /// - Throws: `FetchError` when no HTTP answer came.
    func fetch(_ url: URL) throws(FetchError) -> Response {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let delegate = RedirectRefuser()
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.setValue("routegen", forHTTPHeaderField: "User-Agent")
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        session.dataTask(with: request) { data, response, error in
            outcome.set(data: data, response: response, error: error)
            done.signal()
        }.resume()
        done.wait()
        let (data, response, error) = outcome.get()
        if let error { throw FetchError(message: Self.describe(error, url: url, timeout: timeout)) }
        guard let http = response as? HTTPURLResponse else {
            throw FetchError(message: "\(url.absoluteString): no HTTP answer")
        }
        return Response(
            status: http.statusCode, location: http.value(forHTTPHeaderField: "Location"),
            contentType: http.value(forHTTPHeaderField: "Content-Type"), body: [UInt8](data ?? Data()))
    }

    /// One line for an error of URLSession's: the kind of failure, by its `URLError` code.
    static func describe(_ error: any Error, url: URL, timeout: Double) -> String {
        let address = url.absoluteString
        let host = url.host ?? address
        guard let code = (error as? URLError)?.code else { return "\(address): \(error.localizedDescription)" }
        switch code {
        case .notConnectedToInternet, .networkConnectionLost, .dataNotAllowed, .internationalRoamingOff:
            return "\(address): no network connection"
        case .timedOut:
            return "\(address): no answer within \(formatted(timeout)) \(timeout == 1 ? "second" : "seconds"); a slower server needs '--timeout SECONDS'"
        case .cannotFindHost, .dnsLookupFailed:
            return "\(address): the host '\(host)' does not resolve; check its DNS records"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
            .serverCertificateHasUnknownRoot, .clientCertificateRejected, .clientCertificateRequired:
            return "\(address): the TLS connection failed (\(error.localizedDescription)); Apple fetches the file only over "
                + "https with a valid certificate"
        case .cannotConnectToHost:
            return "\(address): cannot connect to '\(host)' (the connection was refused or no server listens)"
        default:
            return "\(address): \(error.localizedDescription)"
        }
    }

    /// Seconds as written on the command line: `10`, `0.5`.
    static func formatted(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    }
}

/// Answers every redirect with nil, so the task completes with the redirect itself: Apple's CDN
/// follows none.
private final class RedirectRefuser: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}

/// The completion handler's values, handed from URLSession's queue to the waiting caller.
private final class Outcome: @unchecked Sendable {
    // Guarded by `lock`; written once before the semaphore is signalled.
    private var values: (Data?, URLResponse?, (any Error)?) = (nil, nil, nil)
    private let lock = NSLock()

    func set(data: Data?, response: URLResponse?, error: (any Error)?) {
        lock.withLock { values = (data, response, error) }
    }

    func get() -> (Data?, URLResponse?, (any Error)?) {
        lock.withLock { values }
    }
}
