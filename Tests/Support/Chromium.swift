import Foundation

/// A real headless browser for the tests of the catalog page: Chromium from the distribution's
/// packages, which `.ci/run` installs when it is missing.
///
/// A test adds its own script to a copy of the page, which checks what it needs and leaves its
/// findings in the DOM; `--dump-dom` prints the DOM once the page has loaded and run its scripts.
package enum Chromium {
    /// The browser, from `ROUTEGEN_CHROMIUM` or the `PATH`; nil when there is none.
    package static let executable: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["ROUTEGEN_CHROMIUM"] { return URL(fileURLWithPath: path) }
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for directory in directories {
                let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }()

    /// Whether the browser tests run: with a browser, or always under CI (`CI=true`), where a
    /// missing browser is a failure of the setup, not a reason to skip.
    package static var isAvailable: Bool {
        executable != nil || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// The arguments every run takes: no sandbox (CI runs as root), no GPU, no first-run work.
    static let baseArguments = [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
        "--hide-scrollbars", "--mute-audio",
    ]

    /// The DOM of the page at `file` once it has loaded and its scripts have run.
    ///
    /// - Parameter arguments: More switches, such as `--virtual-time-budget=2000` to let
    ///   timers and failed loads run their course first.
    package static func dumpDOM(of file: URL, arguments: [String] = []) throws -> String {
        try run(baseArguments + arguments + ["--dump-dom", file.absoluteString]).standardOutput
    }

    /// A screenshot of the page at `file`, `width` CSS pixels wide, as a PNG at `output`.
    package static func screenshot(
        of file: URL, width: Int, height: Int, scale: Int = 1, darkMode: Bool = false, to output: URL
    ) throws {
        var arguments = baseArguments + [
            "--window-size=\(width),\(height)", "--force-device-scale-factor=\(scale)", "--screenshot=\(output.path)",
        ]
        if darkMode { arguments.append("--force-dark-mode") }
        _ = try run(arguments + [file.absoluteString])
    }

    /// A script's function `report(id, value)`, which leaves `value` as JSON in a new
    /// `<pre id="ID">` at the end of the body, for `result(_:in:)`: base64 of its UTF-8, since
    /// the DOM's serializer escapes text and base64 needs no unescaping.
    package static let report = #"""
        const report = (id, value) => {
          const bytes = new TextEncoder().encode(JSON.stringify(value));
          let binary = "";
          for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
          const output = document.createElement("pre");
          output.id = id;
          output.textContent = btoa(binary);
          document.body.append(output);
        };

        """#

    /// The text a script of the page left in `<pre id="ID">` with `report`, decoded.
    package static func result(_ id: String, in dom: String) -> Data? {
        guard let start = dom.range(of: "<pre id=\"\(id)\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { return nil }
        return Data(base64Encoded: String(dom[start.upperBound..<end.lowerBound]))
    }

    private static func run(_ arguments: [String]) throws -> RouteGenProcess.Result {
        guard let executable else { throw Missing() }
        // A profile of its own each run, so runs in parallel never share one.
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let result = try RouteGenProcess.run(
            executable: executable, ["--user-data-dir=\(profile.path)"] + arguments, environment: ["HOME": profile.path])
        guard result.exitCode == 0 else { throw Failed(result: result) }
        return result
    }

    /// No browser: install Debian's `chromium` package, or set `ROUTEGEN_CHROMIUM`.
    package struct Missing: Error, CustomStringConvertible {
        package var description: String {
            "no Chromium on the PATH: install it (apt-get install chromium, as .ci/run does) or set ROUTEGEN_CHROMIUM"
        }
    }

    /// The browser exited with an error.
    package struct Failed: Error, CustomStringConvertible {
        package var result: RouteGenProcess.Result
        package var description: String {
            "chromium exited with \(result.exitCode): \(result.standardError.suffix(2000))"
        }
    }
}
