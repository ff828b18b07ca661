/// Shows an image scaled into its bounds by a content mode.
@MainActor
open class ImageView: View {
    public enum ContentMode: Hashable, Sendable {
        /// Stretch to fill the bounds, ignoring the aspect ratio.
        case scaleToFill
        /// The whole image, as large as fits, centred (letterboxed).
        case scaleAspectFit
        /// Cover the bounds, centred; the overflow is clipped when `clipsToBounds` is set.
        case scaleAspectFill
        /// Natural size, centred.
        case center
    }

    public var image: Image? { didSet { setNeedsDisplay() } }
    /// The image this view shows next, if known: kept ready while this view draws (`Canvas.prepare`), so the change
    /// does not stall a frame loading it.
    public var upcomingImage: Image?
    public var contentMode: ContentMode = .scaleAspectFit { didSet { setNeedsDisplay() } }
    /// A colour that replaces the image's own (for monochrome icons), or nil to draw it as it is.
    var tintColor: Color? { didSet { setNeedsDisplay() } }

    public init(image: Image? = nil, frame: Rect = .zero) {
        self.image = image
        super.init(frame: frame)
    }

    /// Where the image lands inside `bounds` for the current content mode.
    var imageRect: Rect {
        guard let image else { return .zero }
        return Self.rect(for: image.naturalSize, in: bounds, mode: contentMode)
    }

    public static func rect(for natural: Size, in bounds: Rect, mode: ContentMode) -> Rect {
        switch mode {
        case .scaleToFill: return bounds
        case .scaleAspectFit: return Rect(center: bounds.center, size: natural.aspectFit(in: bounds.size))
        case .scaleAspectFill: return Rect(center: bounds.center, size: natural.aspectFill(in: bounds.size))
        case .center: return Rect(center: bounds.center, size: natural)
        }
    }

    open override func draw(in canvas: Canvas) {
        if let upcomingImage, upcomingImage != image {
            canvas.prepare(upcomingImage, in: Self.rect(for: upcomingImage.naturalSize, in: bounds, mode: contentMode))
        }
        guard let image else { return }
        canvas.draw(image, in: imageRect, tint: tintColor)
    }

    open override var automationType: String { "Image" }
    open override var automationValue: AutomationValue? { image.map { .string($0.name) } }
    open override var accessibilityRole: AccessibilityRole { .image }
}
