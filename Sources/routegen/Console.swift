import Foundation

/// Standard output and standard error, written line by line, unbuffered.
enum Console {
    /// Prints a line to standard output.
    static func out(_ text: String, terminator: String = "\n") {
        FileHandle.standardOutput.write(Data((text + terminator).utf8))
    }

    /// Prints a line to standard error, where diagnostics go.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
