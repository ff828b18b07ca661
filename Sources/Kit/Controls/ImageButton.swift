/// A button whose whole face is an image (UIButton with an image): it dims slightly while pressed.
@MainActor
open class ImageButton: Control {
    public let imageView: ImageView

    /// How much the image dims while pressed, as an overlay opacity.
    static let pressedDimming = 0.18

    public init(image: Image?, frame: Rect = .zero) {
        imageView = ImageView(image: image)
        super.init(frame: frame)
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
    }

    public var image: Image? {
        get { imageView.image }
        set { imageView.image = newValue }
    }

    /// The image the button shows next, kept ready (`ImageView.upcomingImage`).
    public var upcomingImage: Image? {
        get { imageView.upcomingImage }
        set { imageView.upcomingImage = newValue }
    }

    open override func layoutSubviews() {
        imageView.frame = bounds
    }

    open override func draw(in canvas: Canvas) {}

    open override var automationType: String { "Button" }
    open override var automationValue: AutomationValue? { image.map { .string($0.name) } }

    open override func highlightDidChange() {
        imageView.alpha = isHighlighted ? 1 - Self.pressedDimming : 1
    }
}
