extension View {
    /// Maps this view's bounds space into its superview's space: about the centre, with `transform` applied.
    /// `presented` uses the values on screen (for drawing) instead of the model values (for hit-testing).
    func transformToSuperview(presented: Bool) -> AffineTransform {
        let center = presented ? presentedCenter : self.center
        let bounds = presented ? presentedBounds : self.bounds
        let transform = presented ? presentedTransform : self.transform
        return AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// Maps this view's bounds space to window space (model values).
    var transformToWindow: AffineTransform {
        var result = transformToSuperview(presented: false)
        var ancestor = superview
        while let view = ancestor, view.superview != nil {
            result = result.concatenating(view.transformToSuperview(presented: false))
            ancestor = view.superview
        }
        return result
    }

    /// Converts a point from window space into this view's bounds space (through any 3D projection on the way).
    public func convertFromWindow(_ point: Point) -> Point {
        let chain = ancestorsBelowRoot
        guard chain.contains(where: { !$0.transform3D.isIdentity }) else {
            return transformToWindow.inverted?.apply(to: point) ?? point
        }
        var local = point
        for view in chain.reversed() {
            guard let next = view.convertFromSuperview(local) else { return point }
            local = next
        }
        return local
    }

    /// Converts a point in this view's bounds space to window space (through any 3D projection on the way).
    public func convertToWindow(_ point: Point) -> Point {
        let chain = ancestorsBelowRoot
        guard chain.contains(where: { !$0.transform3D.isIdentity }) else { return transformToWindow.apply(to: point) }
        var result = point
        for view in chain {
            guard let next = view.convertToSuperview(result) else { return point }
            result = next
        }
        return result
    }

    /// This view and its ancestors up to, but not including, the root (whose space is the window's).
    private var ancestorsBelowRoot: [View] {
        var chain: [View] = []
        var view: View? = self
        while let current = view, current.superview != nil {
            chain.append(current)
            view = current.superview
        }
        return chain
    }

    /// This view's bounds as an axis-aligned rectangle in window space (the automation tree's `frame`).
    var frameInWindow: Rect {
        let corners = [
            Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
            Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
        ].map { convertToWindow($0) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
