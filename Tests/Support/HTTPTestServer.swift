import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1, in the test process, for tests of what `routegen` fetches:
/// each request path gets a fixed answer, one connection at a time per thread, `Connection: close`.
///
/// Real sockets, so the command's URLSession speaks to a real server (redirects, headers, sizes,
/// a server that never answers) rather than to a stub.
///
/// ```swift
/// let server = try HTTPTestServer(["/.well-known/apple-app-site-association": .json(file)])
/// try RouteGenProcess.run(["check", "--deployed", "--origin", server.origin, "--skip-cdn"])
/// ```
package final class HTTPTestServer: @unchecked Sendable {
    /// The answer to one path.
    package struct Response: Sendable {
        /// The status code.
        package var status: Int
        /// Headers besides `Content-Length` and `Connection`.
        package var headers: [(name: String, value: String)]
        /// The body.
        package var body: [UInt8]
        /// Whether to send nothing and hold the connection for this many seconds (a server that hangs).
        package var hangs: Double?

        package init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = [], hangs: Double? = nil) {
            self.status = status
            self.headers = headers
            self.body = body
            self.hangs = hangs
        }

        /// A 200 answer with `text` and a content type.
        package static func file(_ text: String, contentType: String = "application/json") -> Response {
            Response(status: 200, headers: [("Content-Type", contentType)], body: Array(text.utf8))
        }

        /// A redirect to `location`.
        package static func redirect(_ status: Int = 301, to location: String) -> Response {
            Response(status: status, headers: [("Location", location), ("Content-Type", "text/html")], body: Array("moved".utf8))
        }

        /// No answer for `seconds`, then the connection closes.
        package static func hang(_ seconds: Double) -> Response {
            Response(status: 0, hangs: seconds)
        }
    }

    /// The port the server listens on.
    package let port: UInt16
    /// `http://127.0.0.1:PORT`.
    package var origin: String { "http://127.0.0.1:\(port)" }

    private let listener: Int32
    private let routes: [String: Response]
    private let lock = NSLock()
    private var paths: [String] = []
    private var stopped = false

    /// The paths requested so far, in order.
    package var requestedPaths: [String] { lock.withLock { paths } }

    /// Starts listening; any path not in `routes` gets a 404.
    package init(_ routes: [String: Response]) throws {
        self.routes = routes
        let (descriptor, port) = try Self.boundSocket()
        guard listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw ServerError(message: "listen failed: errno \(errno)")
        }
        listener = descriptor
        self.port = port
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// Stops accepting connections.
    package func stop() {
        let wasStopped = lock.withLock {
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// A port on 127.0.0.1 where nothing listens: connecting to it is refused.
    package static func closedPort() throws -> UInt16 {
        let (descriptor, port) = try boundSocket()
        close(descriptor)
        return port
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if lock.withLock({ stopped }) { return }
                if errno == EINTR { continue }
                return
            }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 65536, !request.ends(with: Array("\r\n\r\n".utf8)) {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            request += buffer[..<count]
        }
        let firstLine = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self).split(separator: " ")
        let path = firstLine.count > 1 ? String(firstLine[1]) : "/"
        lock.withLock { paths.append(path) }
        let response = routes[path] ?? Response(status: 404, headers: [("Content-Type", "text/html")], body: Array("not found".utf8))
        if let seconds = response.hangs {
            Thread.sleep(forTimeInterval: seconds)
            return
        }
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        for header in response.headers { head += "\(header.name): \(header.value)\r\n" }
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        transmit(Array(head.utf8) + response.body, on: connection)
    }

    private func transmit(_ bytes: [UInt8], on connection: Int32) {
        #if os(Linux)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, flags) }
            guard count > 0 else { return }
            sent += count
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 404: "Not Found"
        default: "Status"
        }
    }

    /// A TCP socket bound to 127.0.0.1 on a port the system chose, and that port.
    private static func boundSocket() throws -> (Int32, UInt16) {
        #if os(Linux)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ServerError(message: "socket failed: errno \(errno)") }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            close(descriptor)
            throw ServerError(message: "bind failed: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            close(descriptor)
            throw ServerError(message: "getsockname failed: errno \(errno)")
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// The server could not start.
    package struct ServerError: Error, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
