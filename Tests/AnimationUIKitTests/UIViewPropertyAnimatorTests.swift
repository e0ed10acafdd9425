import XCTest
@testable import AnimationCore
@testable import AnimationUIKit

final class UIViewPropertyAnimatorTests: UIViewTestCase {
    private var messages: [String] = []
    private var savedHandler: ((String) -> Void)?

    override func setUp() {
        super.setUp()
        savedHandler = CADiagnostics.handler
        CADiagnostics.handler = { [unowned self] in self.messages.append($0) }
    }

    override func tearDown() {
        if let savedHandler { CADiagnostics.handler = savedHandler }
        super.tearDown()
    }

    private func linearMove(_ v: UIView, to x: CGFloat, duration: TimeInterval = 1) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration, curve: .linear) { v.center.x = x }
    }

    func testTheAnimationsRunWhenTheAnimatorStarts() {
        let v = makeView()
        let animator = linearMove(v, to: 250)
        XCTAssertEqual(v.center.x, 50, "nothing changes before the start")
        XCTAssertEqual(animator.state, .inactive)

        animator.startAnimation()

        XCTAssertEqual(v.center.x, 250)
        XCTAssertTrue(animator.isRunning)
        at(0.5)
        XCTAssertEqual(v.layer.presentation()!.position.x, 150, accuracy: 1e-9)
        XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-9)
    }

    func testStartAfterDelayHoldsTheOldValue() {
        let v = makeView()
        let animator = linearMove(v, to: 250)

        animator.startAnimation(afterDelay: 0.5)

        at(0.25)
        XCTAssertEqual(v.layer.presentation()!.position.x, 50, accuracy: 1e-9)
        XCTAssertEqual(animator.fractionComplete, 0)
        at(1.0)
        XCTAssertEqual(v.layer.presentation()!.position.x, 150, accuracy: 1e-9)
    }

    func testReversingWhileRunningTurnsBackFromWhereItIs() {
        let v = makeView()
        let animator = linearMove(v, to: 250)
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        at(0.4)

        animator.isReversed = true

        at(0.6)
        XCTAssertEqual(v.layer.presentation()!.position.x, 90, accuracy: 1e-9)
        XCTAssertEqual(animator.fractionComplete, 0.2, accuracy: 1e-9)
        at(0.8)
        XCTAssertEqual(ended, [.start])
        XCTAssertEqual(v.center.x, 50)
    }

    func testAnimationsAddedWhileRunningJoinForTheRemainingTime() {
        let v = makeView()
        let animator = linearMove(v, to: 250)
        animator.startAnimation()
        at(0.5)

        animator.addAnimations { v.alpha = 0 }

        at(0.75)
        XCTAssertEqual(Double(v.layer.presentation()!.opacity), 0.5, accuracy: 1e-6)
        XCTAssertEqual(v.layer.presentation()!.position.x, 200, accuracy: 1e-9)
    }

    func testDelayFactorDelaysABlocksChanges() {
        let v = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ v.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()

        at(0.25)
        XCTAssertEqual(v.layer.presentation()!.opacity, 1)
        at(0.75)
        XCTAssertEqual(Double(v.layer.presentation()!.opacity), 0.5, accuracy: 1e-6)
    }

    func testSlowingTheSuperlayerSlowsTheAnimator() {
        let root = makeView(CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(v)
        CARunLoop.tick()
        root.layer.speed = 0.5
        root.layer.timeOffset = root.layer.convertTime(t0, from: nil)
        root.layer.beginTime = t0
        var ended = false
        let animator = linearMove(v, to: 250)
        animator.addCompletion { _ in ended = true }

        animator.startAnimation()

        at(1)
        XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-9)
        XCTAssertEqual(v.layer.presentation()!.position.x, 150, accuracy: 1e-9)
        XCTAssertFalse(ended)
        at(2)
        XCTAssertTrue(ended)
    }

    func testMisuseIsReportedAndIgnored() {
        let v = makeView()
        let animator = linearMove(v, to: 250)

        animator.finishAnimation(at: .end)
        animator.startAnimation()
        animator.fractionComplete = 0.3
        animator.startAnimation(afterDelay: 1)

        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(messages.count, 3, "\(messages)")
        XCTAssertTrue(messages.allSatisfy { $0.hasPrefix("UIViewPropertyAnimator") })
    }

    func testAnUninterruptibleAnimatorCannotBePaused() {
        let v = makeView()
        let animator = linearMove(v, to: 250)
        animator.isInterruptible = false
        animator.startAnimation()

        animator.pauseAnimation()

        XCTAssertTrue(animator.isRunning)
        XCTAssertTrue(messages.contains { $0.contains("not interruptible") })
    }

    func testStopWithoutFinishingSkipsTheCompletions() {
        let v = makeView()
        let animator = linearMove(v, to: 250)
        var ended = false
        animator.addCompletion { _ in ended = true }
        animator.startAnimation()
        at(0.5)

        animator.stopAnimation(true)

        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(v.center.x, 150, accuracy: 1e-9)
        at(2)
        XCTAssertFalse(ended)
        XCTAssertEqual(v.layer.presentation()!.position.x, 150, accuracy: 1e-9)
    }

    func testAnEmptyAnimatorCompletesAfterItsDuration() {
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeIn)
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }

        animator.startAnimation()

        at(0.4)
        XCTAssertEqual(ended, [])
        at(0.5)
        XCTAssertEqual(ended, [.end])
    }
}

final class UITimingParametersTests: XCTestCase {
    func testNamedCurvesHaveCoreAnimationsControlPoints() {
        XCTAssertEqual(UICubicTimingParameters().controlPoint1, CGPoint(x: 0.42, y: 0))
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .easeOut).controlPoint2, CGPoint(x: 0.58, y: 1))
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .linear).timingFunction.solve(forInput: 0.3), 0.3,
                       accuracy: 1e-9)
    }

    func testSpringParametersRepairBadValues() {
        let spring = UISpringTimingParameters(dampingRatio: .nan,
                                              initialVelocity: CGVector(dx: CGFloat.infinity, dy: 0))
        XCTAssertEqual(spring.dampingRatio, 1)
        XCTAssertEqual(spring.initialVelocity, CGVector.zero)
        XCTAssertEqual(UISpringTimingParameters(dampingRatio: 3).dampingRatio, 1)
        XCTAssertEqual(
            UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero).dampingRatio, 0.5,
            accuracy: 1e-9)
    }
}

final class UIViewTintTests: UIViewTestCase {
    func testTintIsInheritedAndDefaultsToSystemBlue() {
        let parent = makeView(), child = UIView()
        parent.addSubview(child)
        XCTAssertEqual(child.tintColor, .systemBlue)

        parent.tintColor = .systemPink

        XCTAssertEqual(child.tintColor, .systemPink)
        child.tintColor = .systemTeal
        XCTAssertEqual(child.tintColor, .systemTeal)
        XCTAssertEqual(parent.tintColor, .systemPink)
    }

    func testOnlyInheritingDescendantsHearAboutAChange() {
        final class Listener: UIView { var heard = 0; override func tintColorDidChange() { heard += 1 } }
        let parent = makeView(), inheriting = Listener(), own = Listener()
        own.tintColor = .systemRed
        parent.addSubview(inheriting); parent.addSubview(own)
        own.heard = 0

        parent.tintColor = .systemGreen

        XCTAssertEqual(inheriting.heard, 1)
        XCTAssertEqual(own.heard, 0)
    }

    func testArchiveInitializerReturnsNil() {
        XCTAssertNil(UIView(coder: NSCoder()))
    }

    func testTemplateImagesAreFilledWithTheTint() {
        let pixels: [UInt32] = [0x8000_0000, 0xFF00_0000, 0, 0xFFFF_FFFF]
        let image = UIImage(cgImage: CGImage(width: 2, height: 2, pixels: pixels)!).withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(image.renderingMode, .alwaysTemplate)

        let tinted = image.withTintColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1))

        XCTAssertEqual(tinted.cgImage?.pixels, [0x8080_0000, 0xFFFF_0000, 0, 0xFFFF_0000])
        XCTAssertEqual(tinted.renderingMode, .alwaysOriginal)
    }
}
