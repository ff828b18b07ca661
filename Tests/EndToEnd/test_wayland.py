"""End-to-end tests on a real Wayland compositor (weston, its X11 backend inside the suite's Xvfb, through
`scripts/wayland-screenshot.sh`): a native Wayland window at output scale 2 (SDL's Wayland driver, libdecor's title
bar, the accelerated renderer SDL 2 needs there) and a window through XWayland (an X11 window, so the software
renderer on a machine without a GPU) both open, draw and close cleanly."""
import os
import subprocess
import tempfile

from kinetic_e2e import standard_deviation

CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(CHECKOUT, "scripts", "wayland-screenshot.sh")
SCRIPT_TIMEOUT_S = 120
# A drawn picture varies (ImageMagick's standard deviation, 0 to 1); weston's empty desktop is one flat pattern.
MIN_PICTURE_DEVIATION = 0.05
# The window's content in points (the script opens it at 800×560) and the output scale of the native run.
WINDOW_POINTS = "[800,560]"
SCALE = "2"


def screenshot(binary, *options):
    """Runs the script; returns its report line and the screenshot's path."""
    out = os.path.join(tempfile.mkdtemp(prefix="kinetic-e2e-wayland-"), "shot.png")
    result = subprocess.run([SCRIPT, binary, out, *options, "--tab", "crossfade"], capture_output=True, text=True,
                            timeout=SCRIPT_TIMEOUT_S)
    assert result.returncode == 0, f"wayland-screenshot.sh failed ({result.returncode}): {result.stderr[-2000:]}"
    assert standard_deviation(out) > MIN_PICTURE_DEVIATION, f"nothing drawn: {out}"
    return result.stdout.strip().splitlines()[-1], out


def test_a_native_wayland_window_at_scale_2_opens_draws_and_closes(binary):
    report, _ = screenshot(binary, "--scale", SCALE)
    assert f'"size":{WINDOW_POINTS} points, output scale {SCALE}, native Wayland' in report, report


def test_a_window_through_xwayland_opens_draws_and_closes(binary):
    report, _ = screenshot(binary, "--xwayland")
    assert f'"size":{WINDOW_POINTS} points, output scale 1, XWayland' in report, report
