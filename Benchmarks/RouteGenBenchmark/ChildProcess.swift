#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and reports what the kernel accounted for it: wall time and peak resident
/// memory. Foundation's `Process` does not expose the child's `rusage`, so this spawns and reaps
/// the child itself (`posix_spawn`, then `wait4`).
struct ChildProcess {
    /// What one run cost.
    struct Outcome {
        var exitStatus: Int32
        var seconds: Double
        /// The child's peak resident set size.
        var peakMemoryBytes: Int

        /// The median wall time and the median peak memory of successful runs.
        static func median(_ outcomes: [Outcome]) -> Outcome {
            Outcome(
                exitStatus: 0, seconds: Timing.median(outcomes.map(\.seconds)),
                peakMemoryBytes: Int(Timing.median(outcomes.map { Double($0.peakMemoryBytes) })))
        }
    }

    /// The program could not be started, or was killed by a signal.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` (a path, or a name to find on `PATH`) with `arguments`, its standard
    /// output and error sent to `outputPath`, and waits for it.
    static func run(_ executable: String, _ arguments: [String], outputPath: String = "/dev/null") throws -> Outcome {
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        let start = Timing.now()
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, environ)  // a bare name is looked up on PATH
        guard spawned == 0 else {
            throw Failure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw Failure(description: "wait4 failed for \(executable): errno \(errno)") }
        }
        let seconds = Double(Timing.now() - start) / 1e9
        // `WIFEXITED` and `WEXITSTATUS` are macros Swift does not import.
        guard status & 0x7F == 0 else { throw Failure(description: "\(executable) was killed by signal \(status & 0x7F)") }
        #if os(Linux)
        let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #else
        let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #endif
        return Outcome(exitStatus: (status >> 8) & 0xFF, seconds: seconds, peakMemoryBytes: peak)
    }
}
