import Foundation
import RouteGenCore

/// `routegen simulator-links`: every example link of a channel as `xcrun simctl openurl` lines, or
/// as a UI-test helper that opens each in the app.
enum SimulatorLinksCommand: Command {
    static let name = "simulator-links"
    static let abstract = "Prints a script that opens every example link on a simulator, or a UI-test helper that does."
    static let usage =
        "routegen simulator-links [MANIFEST] [--channel customScheme|universalLink] [--device DEVICE] [--pause SECONDS] [--run] [--format shell|xcuitest]"
    static let discussion = """
        ARGUMENTS:
          MANIFEST             The manifest (default: routes.json).

        OPTIONS:
          --channel CHANNEL    'customScheme' (default) or 'universalLink': which links of the
                               examples to open. A universal link opened with simctl may open
                               Safari rather than the app; a custom scheme always opens the app.
          --device DEVICE      The simulator: 'booted' (default), a device's name or its UDID.
          --pause SECONDS      The seconds between two links (default: 2).
          --run                Open the links now rather than print the script (macOS with Xcode).
          --format FORMAT      'shell' (default): the script; 'xcuitest': a Swift file for the
                               app's UI-test target that opens each link with
                               XCUIApplication.open(_:) and waits for its screen's marker.

        The links are each route's examples, in manifest order, on the channel: an example on the
        other channel gives its link on this one when the parser opens the same route from it.
        Each line ends with the route whose screen it shows. A manifest with an error, or with no
        example on the channel, prints nothing and exits 1.

        EXAMPLES:
          routegen simulator-links | sh
          routegen simulator-links App/routes.json --channel universalLink --pause 5 --run
          routegen simulator-links --format xcuitest > AppUITests/AppRoute+UITests.swift
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let scanner = try ArgumentScanner(arguments, valueOptions: ["channel", "device", "pause", "format"], flags: ["run"])
        let path = try scanner.positionals(atMost: 1).first ?? ManifestFile.defaultPath
        let format = try formatOption(scanner, default: SimulatorLinksEmitter.Format.shell)
        let channel = try channelOption(scanner)
        let device = scanner.options["device"] ?? "booted"
        let pause = scanner.options["pause"] ?? "2"
        guard let seconds = Double(pause), seconds >= 0, seconds.isFinite else {
            throw UsageError("'--pause' takes a number of seconds, such as 2 or 0.5, not '\(pause)'")
        }
        let runs = scanner.options["run"] != nil
        if runs, format != .shell { throw UsageError("'--run' opens the links itself; leave out '--format xcuitest'") }
        guard let plan = ManifestFile.loadPlan(path) else { return .failure }
        let links = SimulatorLinks(plan: plan, channel: channel)
        guard !links.entries.isEmpty else {
            Console.error("\(path): error: no example link opens a route on the \(channel.rawValue) channel; add links to routes' 'examples'")
            return .failure
        }
        let emitter = SimulatorLinksEmitter(links: links, enumName: plan.table.enumName)
        guard runs else {
            Console.out(format == .shell ? emitter.shellScript(device: device, pause: pause, manifest: path) : emitter.uiTestsFile(), terminator: "")
            return .success
        }
        return open(links, on: device, pausing: seconds)
    }

    /// `--channel NAME` as a `LinkChannel` a simulator opens, or a usage error that lists them.
    static func channelOption(_ scanner: ArgumentScanner) throws(UsageError) -> LinkChannel {
        guard let name = scanner.options["channel"] else { return .customScheme }
        guard let channel = LinkChannel(rawValue: name), channel != .inApp else {
            throw UsageError("unknown channel '\(name)'; use 'customScheme' or 'universalLink'")
        }
        return channel
    }

    /// Opens each link with `xcrun simctl openurl`, printing it first; stops at the first that fails.
    private static func open(_ links: SimulatorLinks, on device: String, pausing seconds: Double) -> ExitCode {
        #if os(macOS)
        for (index, entry) in links.entries.enumerated() {
            if index > 0 { Thread.sleep(forTimeInterval: seconds) }
            Console.out("\(entry.link) # \(entry.shows)")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
            process.arguments = ["simctl", "openurl", device, entry.link]
            do {
                try process.run()
                process.waitUntilExit()
            } catch {
                Console.error("error: cannot run xcrun simctl: \(error.localizedDescription)")
                return .failure
            }
            guard process.terminationStatus == 0 else {
                Console.error("error: 'xcrun simctl openurl \(device) \(entry.link)' exited with \(process.terminationStatus)")
                return .failure
            }
        }
        return .success
        #else
        Console.error(
            "error: '--run' needs macOS with Xcode (xcrun simctl); here, print the script and run it on a Mac: routegen simulator-links | sh")
        return .failure
        #endif
    }
}
