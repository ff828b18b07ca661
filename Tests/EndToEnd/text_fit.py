"""Whether the text a window shows fits, read from a tree.json: each label's laid-out text (`text_size`) within its
frame, or cut short on purpose (`truncated`), and no two labels with text on top of each other.

Pure functions of a tree (no app), so the checks themselves are tested on trees built by hand
(test_text_fit_checker.py) as well as on the running app (test_text_fit.py).

- Which labels: those `visible` with text (`value` not empty) and a frame (a label collapsed to 0×0 draws nothing:
  a layout's way to leave it out where there is no room; one squeezed in one direction only is checked). A label
  inside a view that `clips` (a scroll view, a sheet's card, a table's section) is seen only within that view; one
  clipped out of sight entirely is still checked for fit (its text is laid out all the same, and scrolling brings it
  back), never for overlap.
- A label must lie inside the window (which never scrolls): one that runs out of it is cut off there. Labels inside
  a view that clips are seen through it instead, as scrolled content is.
- Layers: an alert or sheet (`Modal`) lies over the window and hides what is under it, so labels overlap only labels
  of the same layer.
- Every failure names the label (its text, and its id or the nearest ancestor's), its frame and its text's size, so
  the message says what to fix.
"""

# How far text may pass its frame, or two frames run into each other, before it counts, in points: text is measured
# in whole device pixels and frames are laid out in fractions of a point.
TOLERANCE_PT = 1.0


class ShownLabel:
    """A label as the checks see it: its node, where it sits in the tree, the part of it on screen, and its layer."""

    def __init__(self, node, owner, seen, layer, in_clip):
        self.in_clip = in_clip  # inside a view that clips (scrolled content): seen only through it
        self.node = node
        self.owner = owner  # the id of the label or of its nearest ancestor with one, "window" when none has
        self.seen = seen  # [x, y, w, h]: the frame cut by the window and every clipping ancestor, None when none
        self.layer = layer

    @property
    def frame(self):
        return self.node["frame"]

    @property
    def text_size(self):
        return self.node["text_size"]

    def describe(self):
        text = self.node["value"]
        shown = text if len(text) <= 60 else text[:57] + "..."
        if self.node.get("id"):
            return f"{shown!r} ({self.node['id']})"
        return f"{shown!r} (a label in {self.owner})"


def intersection(a, b):
    """The rectangle two [x, y, w, h] rectangles share, or None."""
    left, top = max(a[0], b[0]), max(a[1], b[1])
    right, bottom = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    if right <= left or bottom <= top:
        return None
    return [left, top, right - left, bottom - top]


def shown_labels(tree):
    """Every visible label with text, in reading order (see the module's note for what counts)."""
    width, height = tree["window"]["size"]
    found = []
    layers = [0]

    def visit(node, clip, layer, owner, in_clip):
        if node.get("type") == "Modal":
            layers[0] += 1
            layer = layers[0]
        owner = node.get("id", owner)
        collapsed = node.get("frame", [0, 0, 0, 0])[2:] == [0, 0]
        if (node.get("type") == "Label" and node.get("visible") and node.get("value") and "text_size" in node
                and not collapsed):
            seen = intersection(node["frame"], clip) if clip else None
            found.append(ShownLabel(node, owner, seen, layer, in_clip))
        inner = clip
        if node.get("clips") and clip:
            inner = intersection(clip, node["frame"])
        for child in node.get("children", []):
            visit(child, inner, layer, owner, in_clip or bool(node.get("clips")))

    visit(tree["root"], [0, 0, width, height], 0, "the window", False)
    return found


def fit_failures(tree):
    """One sentence per label whose text is larger than its frame and not cut short on purpose."""
    failures = []
    for label in shown_labels(tree):
        x, y, w, h = label.frame
        text_w, text_h = label.text_size
        too_wide = text_w > w + TOLERANCE_PT and not label.node.get("truncated")
        too_tall = text_h > h + TOLERANCE_PT
        if too_wide or too_tall:
            how = " and ".join(part for part, bad in (("too wide", too_wide), ("too tall", too_tall)) if bad)
            failures.append(
                f"{label.describe()} is {how}: its text is {text_w:.1f}×{text_h:.1f} pt in a frame of "
                f"{w:.1f}×{h:.1f} pt at ({x:.1f}, {y:.1f})")
    return failures


def cut_off_failures(tree):
    """One sentence per label whose frame runs out of the window (a partly seen label is cut off there)."""
    width, height = tree["window"]["size"]
    failures = []
    for label in shown_labels(tree):
        if label.in_clip:
            continue
        x, y, w, h = label.frame
        if x < -TOLERANCE_PT or y < -TOLERANCE_PT or x + w > width + TOLERANCE_PT or y + h > height + TOLERANCE_PT:
            failures.append(
                f"{label.describe()} runs out of the {width:.0f}×{height:.0f} window: its frame is "
                f"{rounded(label.frame)}")
    return failures


def overlap_failures(tree):
    """One sentence per pair of labels of the same layer whose seen parts share more than a sliver."""
    failures = []
    labels = [label for label in shown_labels(tree) if label.seen]
    for index, first in enumerate(labels):
        for second in labels[index + 1:]:
            if first.layer != second.layer:
                continue
            common = intersection(first.seen, second.seen)
            if common and common[2] > TOLERANCE_PT and common[3] > TOLERANCE_PT:
                failures.append(
                    f"{first.describe()} and {second.describe()} overlap by {common[2]:.1f}×{common[3]:.1f} pt: "
                    f"frames {rounded(first.frame)} (text {rounded(first.text_size)}) and {rounded(second.frame)} "
                    f"(text {rounded(second.text_size)})")
    return failures


def failures(tree):
    """Every fit, cut-off and overlap failure of the window the tree describes."""
    return fit_failures(tree) + cut_off_failures(tree) + overlap_failures(tree)


def rounded(values):
    return [round(value, 1) for value in values]
