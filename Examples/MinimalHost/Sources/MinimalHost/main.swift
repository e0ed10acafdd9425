import AnimationRender
import AnimationUIKit

// A window, a layer tree with one animation, and the frame loop: what the playground does for
// each scene, in a few lines. Esc or the close button quits.
_ = try DisplayWindow.startVideo()
let window = try DisplayWindow(title: "Minimal host", width: 480, height: 320)
let root = CALayer()
root.bounds = CGRect(x: 0, y: 0, width: 480, height: 320)
root.anchorPoint = .zero
root.backgroundColor = CGColor(red: 0.08, green: 0.09, blue: 0.12, alpha: 1)
let dot = CALayer()
dot.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
dot.cornerRadius = 30
dot.position = CGPoint(x: 120, y: 160)
dot.backgroundColor = UIColor.orange.cgColor
root.addSublayer(dot)

let slide = CABasicAnimation(keyPath: "position.x")
slide.fromValue = 120
slide.toValue = 360
slide.duration = 1.2
slide.autoreverses = true
slide.repeatCount = .infinity
slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
dot.add(slide, forKey: "slide")

loop: while true {
    while let event = window.pollEvent() {
        if event == .quitRequested || event == .keyDown(.escape, isRepeat: false, modifiers: []) { break loop }
    }
    let scale = CGFloat(window.drawableSize.width) / CGFloat(max(1, window.size.width))
    root.transform = CATransform3DMakeScale(scale, scale, 1)   // points → pixels (high DPI)
    CARunLoop.tick()                                            // commit, callbacks, main queue
    window.renderer?.render(root.renderSnapshot())
    window.present()                                            // waits for the display (vsync)
    if !window.presentsWithVsync { usleep(16_000) }
}
window.close()
