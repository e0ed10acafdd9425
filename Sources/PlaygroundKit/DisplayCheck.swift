import Foundation

/// Decides whether the video driver SDL ended up with draws on a real display.
///
/// When `DISPLAY` names an X server that does not answer (`:57`, `nonsense`) or
/// `WAYLAND_DISPLAY` names no compositor, SDL quietly moves on to its "offscreen" driver and the
/// app would run with no window at all. Drivers that show nothing are accepted only when the
/// user asked for them through `SDL_VIDEODRIVER`.
public enum DisplayCheck {
    /// SDL video drivers that draw nowhere a person can see.
    public static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// The error to stop with when `videoDriver` (SDL's `SDL_GetCurrentVideoDriver()`, or nil
    /// when `SDL_Init` failed) shows nothing the user asked for, given the `environment`.
    public static func problem(videoDriver: String?, environment: [String: String]) -> PlaygroundError? {
        let requested = (environment["SDL_VIDEODRIVER"] ?? "").lowercased()
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if let driver = videoDriver?.lowercased() {
            guard invisibleDrivers.contains(driver), !requested.contains(driver) else { return nil }
        }
        if !requested.isEmpty, videoDriver == nil {
            return .windowFailed(call: "SDL_Init",
                                 message: "the video driver \(environment["SDL_VIDEODRIVER"] ?? "") could not start")
        }
        if let display = environment["DISPLAY"], !display.isEmpty {
            return .displayUnavailable(variable: "DISPLAY", value: display)
        }
        if let wayland = environment["WAYLAND_DISPLAY"], !wayland.isEmpty {
            return .displayUnavailable(variable: "WAYLAND_DISPLAY", value: wayland)
        }
        return .noDisplay
    }
}
