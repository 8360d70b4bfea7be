import RouteGenCore

/// `routegen info-plist`: the Info.plist and entitlements entries the manifest's links and
/// activities need, as property lists.
enum InfoPlistCommand: Command {
    static let name = "info-plist"
    static let abstract = "Prints the Info.plist (or, with --entitlements, the entitlements) the manifest's links and activities need."
    static let usage = "routegen info-plist [MANIFEST] [--entitlements]"
    static let discussion = """
        ARGUMENTS:
          MANIFEST           The manifest (default: routes.json).

        OPTIONS:
          --entitlements     Print the entitlements instead: the associated domains, 'applinks:'
                             for each host (and 'webcredentials:' and 'appclips:' when the
                             manifest has those sections).

        The Info.plist has 'CFBundleURLTypes' with the custom schemes, which the system opens
        the app for, and 'NSUserActivityTypes' with the activity type of the routes' Handoff and
        Spotlight activities, which the system hands only to an app that lists it. Use it as the
        target's Info.plist file (Xcode adds the keys it generates) or paste its keys into yours.

        EXAMPLES:
          routegen info-plist > App/Info.plist
          routegen info-plist --entitlements > App/App.entitlements
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        let scanner = try ArgumentScanner(arguments, flags: ["entitlements"])
        let path = try scanner.positionals(atMost: 1).first ?? ManifestFile.defaultPath
        guard let table = ManifestFile.loadTable(path) else { return .failure }
        let emitter = InfoPlistEmitter(table: table)
        Console.out(scanner.options["entitlements"] != nil ? emitter.entitlements() : emitter.infoPlist(), terminator: "")
        return .success
    }
}
