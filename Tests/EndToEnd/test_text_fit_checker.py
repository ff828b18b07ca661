"""The text-fit checks themselves (text_fit.py), on trees built by hand in tree.json's shape: each must catch the
failure it is for (a squeezed label, two labels on top of each other, a label out of the window) and let through what
is fine (a label cut short on purpose, labels under a sheet, scrolled content out of sight). They need no app; the
suite's runner passes them the binary all the same."""
import text_fit


def label(text, frame, text_size, identifier=None, **extra):
    node = {"type": "Label", "frame": frame, "visible": True, "value": text, "text_size": text_size, "children": []}
    if identifier:
        node["id"] = identifier
    node.update(extra)
    return node


def view(children, frame=(0, 0, 640, 480), node_type="View", **extra):
    node = {"type": node_type, "frame": list(frame), "visible": True, "children": children}
    node.update(extra)
    return node


def window(*children, size=(640, 480)):
    return {"window": {"size": list(size)}, "root": view(list(children), (0, 0, *size))}


def test_fit_checker_reports_a_squeezed_label_with_its_id_frame_and_size(binary):
    squeezed = label("Solution 2181 of 2339", [103, 354, 58, 24], [156, 17], "pentominoes.solution.index")
    failures = text_fit.failures(window(squeezed))
    assert len(failures) == 1, failures
    assert "pentominoes.solution.index" in failures[0] and "too wide" in failures[0], failures
    assert "156.0×17.0" in failures[0] and "58.0×24.0" in failures[0], failures


def test_fit_checker_reports_text_taller_than_its_label(binary):
    failures = text_fit.fit_failures(window(label("two lines", [0, 0, 100, 20], [90, 34])))
    assert len(failures) == 1 and "too tall" in failures[0], failures


def test_fit_checker_allows_a_pixel_and_text_cut_short_on_purpose(binary):
    within_a_pixel = label("Next", [0, 0, 40, 20], [40.9, 20.5])
    cut_short = label("A very long name", [0, 40, 60, 20], [60, 17], truncated=True)
    assert text_fit.failures(window(within_a_pixel, cut_short)) == []


def test_fit_checker_skips_a_collapsed_label_but_not_one_squeezed_to_no_width(binary):
    collapsed = label("0.5 s · 4× · autoreverse", [0, 52, 0, 0], [213, 13])
    squeezed = label("Timing curve", [40, 100, 0, 52], [94, 17])
    failures = text_fit.failures(window(collapsed, squeezed))
    assert len(failures) == 1 and "Timing curve" in failures[0], failures


def test_fit_checker_names_an_unnamed_label_by_its_nearest_named_ancestor(binary):
    button = view([label("Previous", [10, 10, 30, 20], [62, 17])], (10, 10, 40, 20), "Button",
                  id="pentominoes.solution.previous")
    failures = text_fit.failures(window(button))
    assert len(failures) == 1 and "'Previous' (a label in pentominoes.solution.previous)" in failures[0], failures


def test_overlap_checker_reports_labels_on_top_of_each_other(binary):
    first = label("Previous", [0, 0, 100, 20], [62, 17])
    second = label("Solution 2181 of 2339", [90, 0, 100, 20], [99, 17], "pentominoes.solution.index")
    failures = text_fit.overlap_failures(window(first, second))
    assert len(failures) == 1, failures
    assert "overlap by 10.0×20.0 pt" in failures[0] and "[0, 0, 100, 20]" in failures[0], failures


def test_overlap_checker_lets_frames_touch_and_ignores_empty_and_hidden_labels(binary):
    touching = [label("one", [0, 0, 50, 20], [20, 17]), label("two", [50, 0, 50, 20], [20, 17]),
                label("three", [0, 20.5, 50, 20], [20, 17])]
    empty = label("", [0, 0, 100, 40], [0, 0])
    hidden = label("hidden", [0, 0, 100, 40], [40, 17], visible=False)
    assert text_fit.failures(window(*touching, empty, hidden)) == []


def test_overlap_checker_sees_scrolled_content_only_where_it_shows(binary):
    header = label("Settings", [0, 0, 640, 40], [60, 20])
    # The table starts below the header; a row scrolled up under it is clipped away there.
    scrolled_row = label("Gravity", [0, 10, 300, 40], [50, 17])
    table = view([view([scrolled_row], (0, -30, 640, 900))], (0, 40, 640, 380), clips=True)
    below_the_window = label("Reset to Defaults…", [0, 700, 300, 40], [130, 17])
    table["children"][0]["children"].append(below_the_window)
    assert text_fit.failures(window(header, table)) == []
    unclipped = view([view([label("Gravity", [0, 10, 300, 40], [50, 17])], (0, -30, 640, 900))], (0, 40, 640, 380))
    assert len(text_fit.overlap_failures(window(header, unclipped))) == 1


def test_overlap_checker_compares_only_labels_of_the_same_layer(binary):
    behind = label("Score", [100, 100, 100, 20], [40, 17])
    sheet = view([label("Breakout — Controls", [100, 100, 300, 40], [150, 20])], (0, 0, 640, 480), "Modal")
    assert text_fit.failures(window(behind, sheet)) == []
    crowded = view([label("Done", [100, 100, 60, 40], [40, 20]), label("Title", [120, 100, 60, 40], [40, 20])],
                   (0, 0, 640, 480), "Modal")
    assert len(text_fit.overlap_failures(window(behind, crowded))) == 1


def test_cut_off_checker_reports_a_label_running_out_of_the_window(binary):
    legend = label("SPECIAL BRICKS", [48, 466, 544, 22], [120, 13])
    failures = text_fit.cut_off_failures(window(legend))
    assert len(failures) == 1 and "runs out of the 640×480 window" in failures[0], failures
    inside_scrolled_content = view([label("SPECIAL BRICKS", [48, 466, 544, 22], [120, 13])], clips=True)
    assert text_fit.cut_off_failures(window(inside_scrolled_content)) == []
