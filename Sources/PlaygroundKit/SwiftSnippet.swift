import AnimationCore
import Foundation

/// "Copy as Swift": the edited curve or spring as code a person pastes into an iOS project,
/// and the reverse (reading a timing-function line back), so the text is known to be exact.
public enum SwiftSnippet {
    /// One line creating `function` with its control points, each written as the shortest
    /// decimal that reads back to the same `Float` ("0.45", "1.2", "0"):
    /// `CAMediaTimingFunction(controlPoints: 0.45, 0, 0.25, 1.2)`.
    public static func line(for function: CAMediaTimingFunction) -> String {
        var p1 = [Float](repeating: 0, count: 2), p2 = [Float](repeating: 0, count: 2)
        function.getControlPoint(at: 1, values: &p1)
        function.getControlPoint(at: 2, values: &p2)
        let numbers = [p1[0], p1[1], p2[0], p2[1]].map(number).joined(separator: ", ")
        return "CAMediaTimingFunction(controlPoints: \(numbers))"
    }

    /// The timing function a line of Swift creates: `CAMediaTimingFunction(controlPoints: a, b, c, d)`
    /// (Float literals, spaces optional) or `CAMediaTimingFunction(name: .easeIn)` (any of Apple's
    /// five names). Nil, with a diagnostic saying what is wrong, for anything else.
    public static func timingFunction(parsing line: String) -> CAMediaTimingFunction? {
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
        let prefix = "CAMediaTimingFunction("
        guard text.hasPrefix(prefix), text.hasSuffix(")") else {
            CADiagnostics.report("SwiftSnippet: \"\(line)\" is not a CAMediaTimingFunction(…) expression")
            return nil
        }
        let inner = text.dropFirst(prefix.count).dropLast().trimmingCharacters(in: .whitespaces)
        if inner.hasPrefix("name:") {
            let raw = inner.dropFirst("name:".count).trimmingCharacters(in: .whitespaces)
            let name = raw.hasPrefix(".") ? String(raw.dropFirst()) : raw
            let known: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
            guard let match = known.first(where: { $0.rawValue == name }) else {
                CADiagnostics.report("SwiftSnippet: unknown timing function name \"\(raw)\"")
                return nil
            }
            return CAMediaTimingFunction(name: match)
        }
        guard inner.hasPrefix("controlPoints:") else {
            CADiagnostics.report("SwiftSnippet: expected controlPoints: or name: in \"\(line)\"")
            return nil
        }
        let values = inner.dropFirst("controlPoints:".count).split(separator: ",")
            .map { Float($0.trimmingCharacters(in: .whitespaces)) }
        guard values.count == 4, let a = values[0], let b = values[1], let c = values[2], let d = values[3],
              [a, b, c, d].allSatisfy(\.isFinite) else {
            CADiagnostics.report("SwiftSnippet: controlPoints needs four numbers in \"\(line)\"")
            return nil
        }
        return CAMediaTimingFunction(controlPoints: a, b, c, d)
    }

    /// The lines setting a `CASpringAnimation`'s physical properties to `spring`'s, for a spring
    /// named `variable`: `spring.mass = 1`, `spring.stiffness = 100`, `spring.damping = 10`,
    /// `spring.initialVelocity = 0`, and a comment with its settling duration.
    public static func lines(for spring: SpringSolver, variable: String = "spring") -> [String] {
        func n(_ x: Double) -> String { number(Float(x)) }
        return ["\(variable).mass = \(n(spring.mass))",
                "\(variable).stiffness = \(n(spring.stiffness))",
                "\(variable).damping = \(n(spring.damping))",
                "\(variable).initialVelocity = \(n(spring.initialVelocity))",
                "\(variable).duration = \(variable).settlingDuration",
                "// settlingDuration ≈ \(String(format: "%.3f", spring.settlingDuration)) s, "
                    + "damping ratio \(String(format: "%.3f", spring.dampingRatio))"]
    }

    /// A Float as its shortest round-tripping decimal, without a trailing ".0".
    static func number(_ x: Float) -> String {
        let s = x.description
        return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
    }
}
