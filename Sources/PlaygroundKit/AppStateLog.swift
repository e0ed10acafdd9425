import AnimationUIKit
import Foundation

/// Writes one line for each of `UIApplication`'s four state notifications as it is posted
/// ("app state: willResignActive, now inactive"): how the window's end-to-end test sees that
/// focus changes and minimising reach ported code. Off unless `PLAYGROUND_LOG_APP_STATE=1`.
final class AppStateLog {
    /// The environment variable that turns the log on (value `1`).
    static let environmentKey = "PLAYGROUND_LOG_APP_STATE"

    /// The notifications logged, with the short names written.
    static let names: [(Notification.Name, String)] = [
        (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
        (UIApplication.willResignActiveNotification, "willResignActive"),
        (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
        (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
    ]

    private var observers: [NSObjectProtocol] = []

    /// Starts logging to `write` (standard error by default) until the log is released.
    init(write: @escaping (String) -> Void = AppStateLog.writeToStandardError) {
        for (name, short) in Self.names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                write("app state: \(short), now \(AppStateLog.describe(UIApplication.shared.applicationState))")
            })
        }
    }

    deinit { observers.forEach(NotificationCenter.default.removeObserver) }

    /// A log when `environment` asks for one, else nil.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> AppStateLog? {
        environment[environmentKey] == "1" ? AppStateLog() : nil
    }

    static func describe(_ state: UIApplication.State) -> String {
        switch state {
        case .active: return "active"
        case .inactive: return "inactive"
        case .background: return "background"
        }
    }

    static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
