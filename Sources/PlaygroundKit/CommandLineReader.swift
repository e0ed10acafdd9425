import ArgumentParser
import Foundation

/// What a command line asks for.
public enum CommandLineRequest: Equatable {
    /// Print this text (the help screen) and exit 0.
    case help(String)
    /// Print the scene list and exit 0.
    case list
    /// Open the window or export, with these validated options.
    case launch(LaunchOptions)
}

/// A command line that cannot be run: one sentence, a pointer to `--help`, exit code 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The sentence naming what is wrong (without the pointer to `--help`).
    public var message: String

    /// `EX_USAGE` from sysexits.h, for every bad command line.
    public static let exitCode: Int32 = 64

    public init(_ message: String) { self.message = message }

    /// "playground: MESSAGE (see playground --help)".
    public var description: String { "playground: \(message) (see playground --help)" }
}

/// Reads the `playground` command line into a `CommandLineRequest`, or a `UsageError` in the one
/// style every bad command line gets, whether swift-argument-parser or `LaunchOptions` found it.
public enum CommandLineReader {
    /// The width the help screen is laid out for (no line longer, none wrapped mid-phrase).
    public static let helpColumns = 80

    /// Reads `arguments` (without the program name), checking scene names against `sceneIdentifiers`.
    public static func read(_ arguments: [String],
                            sceneIdentifiers: [String]) -> Result<CommandLineRequest, UsageError> {
        let command: PlaygroundCommand
        do {
            command = try PlaygroundCommand.parse(arguments)
        } catch {
            if PlaygroundCommand.exitCode(for: error) == .success {
                return .success(.help(PlaygroundCommand.helpMessage(columns: helpColumns)))
            }
            return .failure(UsageError(sentence(PlaygroundCommand.message(for: error))))
        }
        if command.listsScenes { return .success(.list) }
        do {
            let options = try command.launchOptions()
            try options.validate(sceneIdentifiers: sceneIdentifiers)
            return .success(.launch(options))
        } catch {
            return .failure(UsageError("\(error)"))
        }
    }

    /// The argument parser's message as one sentence: "Error: " dropped, first letter lowered,
    /// final full stop and any usage lines removed.
    static func sentence(_ message: String) -> String {
        var text = message.split(separator: "\n").first.map(String.init) ?? message
        if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
        text = text.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix(".") { text.removeLast() }
        if let first = text.first, first.isUppercase, !(text.dropFirst().first?.isUppercase ?? false) {
            text = first.lowercased() + text.dropFirst()
        }
        return text
    }
}
