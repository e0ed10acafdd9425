import XCTest
import Foundation
@testable import AnimationCore

/// Collects messages from any thread.
private final class MessageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var messages: [String] { lock.lock(); defer { lock.unlock() }; return stored }
    func append(_ message: String) { lock.lock(); stored.append(message); lock.unlock() }
}

final class DiagnosticsTests: XCTestCase {
    private var savedHandler: ((String) -> Void)?
    private var log = MessageLog()

    override func setUp() {
        super.setUp()
        savedHandler = CADiagnostics.handler
        CADiagnostics.reset()
        let log = MessageLog()
        self.log = log
        CADiagnostics.handler = { log.append($0) }
    }

    override func tearDown() {
        if let savedHandler { CADiagnostics.handler = savedHandler }
        CADiagnostics.reset()
        super.tearDown()
    }

    func testReportPassesMessageToHandler() {
        let message = "DiagnosticsTests: first message"

        CADiagnostics.report(message)

        XCTAssertEqual(log.messages, [message])
    }

    func testStandardErrorLineNamesTheModuleOnce() {
        XCTAssertEqual(CADiagnostics.standardErrorLine(for: "unknown key path \"x\""),
                       "AnimationCore: unknown key path \"x\"")
        XCTAssertEqual(CADiagnostics.standardErrorLine(for: "AnimationRender: store capped"),
                       "AnimationRender: store capped")
    }

    func testRepeatedMessageIsDeliveredOnce() {
        let message = "DiagnosticsTests: repeated"

        CADiagnostics.report(message)
        CADiagnostics.report(message)

        XCTAssertEqual(log.messages, [message])
    }

    func testDistinctMessagesAreEachDelivered() {
        let messages = ["DiagnosticsTests: a", "DiagnosticsTests: b"]

        messages.forEach(CADiagnostics.report)

        XCTAssertEqual(log.messages, messages)
    }

    func testResetAllowsAMessageToBeReportedAgain() {
        let message = "DiagnosticsTests: after reset"
        CADiagnostics.report(message)

        CADiagnostics.reset()
        CADiagnostics.report(message)

        XCTAssertEqual(log.messages, [message, message])
    }

    func testConcurrentReportsOfOneMessageDeliverItOnce() {
        let message = "DiagnosticsTests: concurrent"

        DispatchQueue.concurrentPerform(iterations: 200) { _ in CADiagnostics.report(message) }

        XCTAssertEqual(log.messages, [message])
    }

    func testHandlerMayReportFromInsideItself() {
        let log = self.log
        CADiagnostics.handler = { message in
            log.append(message)
            if message == "DiagnosticsTests: outer" { CADiagnostics.report("DiagnosticsTests: inner") }
        }

        CADiagnostics.report("DiagnosticsTests: outer")

        XCTAssertEqual(log.messages, ["DiagnosticsTests: outer", "DiagnosticsTests: inner"])
    }
}
