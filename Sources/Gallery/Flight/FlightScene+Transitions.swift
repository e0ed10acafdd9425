import AnimationUIKit
import Foundation

/// The four animations of one flight change, as the tutorial writes them (§9–12).
extension FlightScene {
    /// §9: crossfades `imageView` to `toImage` and fades the snow in or out, both over 1 s.
    func fade(imageView: UIImageView, toImage: UIImage, showEffects: Bool) {
        UIView.transition(with: imageView, duration: Self.fadeDuration, options: .transitionCrossDissolve, animations: {
            imageView.image = toImage
        }, completion: nil)
        if showEffects { snowView.isHidden = false }
        UIView.animate(withDuration: Self.fadeDuration, delay: 0, options: .curveEaseOut, animations: {
            self.snowView.alpha = showEffects ? 1 : 0
        }, completion: nil)
    }

    /// §10: a copy of `label` showing `text`, squeezed to a tenth of its height and moved half
    /// its height towards `direction`, grows back over the label while the label squeezes and
    /// moves the other way; then the label takes the text and the copy goes.
    func cubeTransition(label: UILabel, text: String, direction: AnimationDirection) {
        let auxLabel = copy(of: label, text: text)
        auxLabel.backgroundColor = label.backgroundColor
        let auxLabelOffset = CGFloat(direction.rawValue) * label.frame.size.height / 2
        auxLabel.transform = CGAffineTransform(scaleX: 1, y: Self.cubeSqueeze)
            .concatenating(CGAffineTransform(translationX: 0, y: auxLabelOffset))
        label.superview?.addSubview(auxLabel)

        let landed = inThisRun { _ in
            label.text = auxLabel.text
            label.transform = .identity
        }
        UIView.animate(withDuration: Self.cubeDuration, delay: 0, options: .curveEaseOut, animations: {
            auxLabel.transform = .identity
            label.transform = CGAffineTransform(scaleX: 1, y: Self.cubeSqueeze)
                .concatenating(CGAffineTransform(translationX: 0, y: -auxLabelOffset))
        }, completion: { _ in
            auxLabel.removeFromSuperview()
            landed()
        })
    }

    /// §11: `label` moves by `offset` and fades out (0.5 s, ease-in) while a copy showing `text`
    /// comes from `offset` to the label's place and fades in (0.25 s after 0.1 s, ease-in);
    /// then the label takes the text and comes back, and the copy goes.
    func moveLabel(label: UILabel, text: String, offset: CGPoint) {
        let auxLabel = copy(of: label, text: text)
        auxLabel.backgroundColor = .clear
        auxLabel.transform = CGAffineTransform(translationX: offset.x, y: offset.y)
        auxLabel.alpha = 0
        board.addSubview(auxLabel)

        UIView.animate(withDuration: Self.moveOutDuration, delay: 0, options: .curveEaseIn, animations: {
            label.transform = CGAffineTransform(translationX: offset.x, y: offset.y)
            label.alpha = 0
        }, completion: nil)

        let landed = inThisRun { _ in
            label.text = text
            label.alpha = 1
            label.transform = .identity
        }
        UIView.animate(withDuration: Self.moveInDuration, delay: Self.moveInDelay, options: .curveEaseIn, animations: {
            auxLabel.transform = .identity
            auxLabel.alpha = 1
        }, completion: { _ in
            auxLabel.removeFromSuperview()
            landed()
        })
    }

    /// §12: the plane takes off to the right, tilts up, vanishes, reappears at the left edge
    /// and lands back where it was, in one 1.5 s keyframe animation.
    func planeDepart() {
        let originalCenter = planeRestingCenter
        let plane = planeImageView
        UIView.animateKeyframes(withDuration: Self.planeFlightDuration, delay: 0, options: .beginFromCurrentState,
                                animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.25) {
                plane.center.x += 80
                plane.center.y -= 10
            }
            UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.4) {
                plane.transform = CGAffineTransform(rotationAngle: -.pi / 8)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
                plane.center.x += 100
                plane.center.y -= 50
                plane.alpha = 0
            }
            UIView.addKeyframe(withRelativeStartTime: 0.51, relativeDuration: 0.01) {
                plane.transform = .identity
                plane.center = CGPoint(x: 0, y: originalCenter.y)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.55, relativeDuration: 0.45) {
                plane.alpha = 1
                plane.center = originalCenter
            }
        }, completion: nil)
    }

    /// An auxiliary label over `label`, with its frame, font, alignment and colour, showing `text`.
    private func copy(of label: UILabel, text: String) -> UILabel {
        let auxLabel = UILabel(frame: label.frame)
        auxLabel.text = text
        auxLabel.font = label.font
        auxLabel.textAlignment = label.textAlignment
        auxLabel.textColor = label.textColor
        auxLabel.tag = Self.auxiliaryTag
        return auxLabel
    }
}
