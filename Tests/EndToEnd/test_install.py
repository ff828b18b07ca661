"""End-to-end test of the installed program: `make install` into a temporary prefix, the installed kinetic started
as the desktop starts it (the `.desktop` file's `Exec=`, found through the PATH) from `/`, `kinetic solve` run by
name from `/` too, the desktop files checked with the real validators, then `make uninstall`."""
import json
import os
import shlex
import subprocess
import tempfile
import xml.etree.ElementTree as ElementTree

from kinetic_e2e import App, Skipped, build_folder, private_environment, raw_pixels, run, standard_deviation

CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
APP_ID = "io.github.kinetic.Kinetic"
PREFIX = "/usr"
# The installed Crossfade picture is swapped for this solid colour: the checkout's own picture has none of it, so
# the colour on screen proves the installed share/kinetic was read rather than the source tree.
MARKER_RGB = (255, 0, 255)
MARKER_SVG = ('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">'
              '<rect width="1200" height="800" fill="#ff00ff"/></svg>')
CHANNEL_TOLERANCE = 8  # per colour channel, 0-255
WINDOW_ICON_PIXELS = 128
ICON_ORANGE_RGB = (0xFF, 0x9F, 0x43)  # the icon's sun, at (176, 84) of its 256-unit artwork


def make(target, stage, *variables):
    environment = private_environment(tempfile.mkdtemp(prefix="kinetic-e2e-make-"))
    result = subprocess.run(["make", "-C", CHECKOUT, "--no-print-directory", target, f"DESTDIR={stage}",
                             f"PREFIX={PREFIX}", *variables], env=environment, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, f"make {target} failed:\n{result.stdout}{result.stderr}"


def files_and_folders(stage):
    found = set()
    for folder, subfolders, files in os.walk(stage):
        for name in subfolders + files:
            found.add(os.path.relpath(os.path.join(folder, name), stage))
    return found


def desktop_exec(desktop_file):
    """The command of the `.desktop` file's `Exec=` line, as a desktop would run it (no field codes in ours)."""
    with open(desktop_file) as f:
        line = next(line for line in f if line.startswith("Exec="))
    return shlex.split(line[len("Exec="):].strip())


def pixel(png, x, y):
    value = subprocess.check_output(
        ["convert", png, "-format", f"%[fx:int(255*p{{{x},{y}}}.r+0.5)],%[fx:int(255*p{{{x},{y}}}.g+0.5)],"
         f"%[fx:int(255*p{{{x},{y}}}.b+0.5)]", "info:"], text=True)
    return tuple(int(channel) for channel in value.split(","))


def near(color, expected):
    return all(abs(a - b) <= CHANNEL_TOLERANCE for a, b in zip(color, expected))


def validate_desktop_files(root):
    desktop = os.path.join(root, f"share/applications/{APP_ID}.desktop")
    result = subprocess.run(["desktop-file-validate", desktop], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout + result.stderr, result.stdout + result.stderr
    metainfo = os.path.join(root, f"share/metainfo/{APP_ID}.metainfo.xml")
    result = subprocess.run(["appstreamcli", "validate", "--no-net", metainfo], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    component = ElementTree.parse(metainfo).getroot()
    assert component.findtext("id") == APP_ID and component.findtext("launchable") == f"{APP_ID}.desktop"
    for edge in (48, 128, 256):
        with open(os.path.join(root, f"share/icons/hicolor/{edge}x{edge}/apps/{APP_ID}.png"), "rb") as f:
            header = f.read(24)
        assert int.from_bytes(header[16:20], "big") == edge and int.from_bytes(header[20:24], "big") == edge
    assert os.path.exists(os.path.join(root, f"share/icons/hicolor/scalable/apps/{APP_ID}.svg"))
    return component


def check_window_identity(window):
    """WM_CLASS is the application id (the desktop groups the window with its launcher); the icon is ours."""
    wm_class = subprocess.check_output(["xprop", "-id", window, "WM_CLASS"], text=True)
    assert wm_class.split("=", 1)[1].strip() == f'"{APP_ID}", "{APP_ID}"', wm_class
    numbers = subprocess.check_output(["xprop", "-id", window, "-notype", "32c", "_NET_WM_ICON"], text=True)
    values = [int(v) for v in numbers.split("=", 1)[1].replace(",", " ").split()]
    width, height, argb = values[0], values[1], values[2:]
    assert (width, height) == (WINDOW_ICON_PIXELS, WINDOW_ICON_PIXELS) and len(argb) == width * height
    sun = argb[(84 * height // 256) * width + 176 * width // 256]
    assert sun >> 24 == 255 and near(((sun >> 16) & 255, (sun >> 8) & 255, sun & 255), ICON_ORANGE_RGB), hex(sun)


def test_installed_kinetic_runs_by_name_from_root_then_uninstalls_cleanly(binary):
    stage = tempfile.mkdtemp(prefix="kinetic-install-")
    root = stage + PREFIX
    foreign = os.path.join(root, "share/applications/another-app.desktop")  # someone else's: must survive
    os.makedirs(os.path.dirname(foreign))
    open(foreign, "w").close()
    before = files_and_folders(stage)

    make("install", stage, f"KINETIC_BUILD={build_folder(binary)}")
    for program in ("bin/kinetic", "libexec/kinetic/kinetic-app", "libexec/kinetic/kinetic-solve"):
        assert os.access(os.path.join(root, program), os.X_OK), f"make install wrote no executable {program}"
    component = validate_desktop_files(root)
    with open(os.path.join(root, "share/kinetic/images/tower-dusk.svg"), "w") as f:
        f.write(MARKER_SVG)

    command = desktop_exec(os.path.join(root, f"share/applications/{APP_ID}.desktop"))
    assert command == ["kinetic"], command
    environment = {k: v for k, v in os.environ.items() if k != "KINETIC_RESOURCES"}
    environment["PATH"] = os.path.join(root, "bin") + os.pathsep + environment.get("PATH", "")
    app = App(command[0], *command[1:], "--tab", "crossfade", environment=environment, cwd="/")
    try:
        # The launcher replaced itself with the installed app: the same process, now running libexec's program.
        assert os.readlink(f"/proc/{app.process.pid}/exe") == os.path.join(root, "libexec/kinetic/kinetic-app")
        assert app.wait_for_view("crossfade.image")["value"] == "tower-dusk.svg"
        x, y, w, h = app.find("crossfade.image")["frame"]
        shot = app.screenshot(os.path.join(app.dir, "installed.png"))
        for fx, fy in ((0.5, 0.5), (0.3, 0.3), (0.7, 0.7)):
            color = pixel(shot, int(x + w * fx), int(y + h * fy))
            assert near(color, MARKER_RGB), f"the Crossfade picture at ({fx}, {fy}) is {color}, not the installed one"
        check_window_identity(app.window)
        assert app.quit() == 0, app.stderr()
    finally:
        app.close()

    solved = run("kinetic", "solve", "6x10", "--first", "--json", environment=environment, cwd="/")
    assert solved.returncode == 0, solved.stderr
    assert len(json.loads(solved.stdout)["solution"]) == 12, solved.stdout

    result = run(os.path.join(root, "bin/kinetic"), "--version")
    assert result.returncode == 0, result.stderr
    version = result.stdout.strip()
    assert component.find("releases/release").get("version") == version, "add a <release> for this version"

    make("uninstall", stage)
    assert files_and_folders(stage) == before, sorted(files_and_folders(stage) ^ before)


def test_the_installed_app_needs_nothing_of_the_checkout(binary):
    """Every tab of the copy under test opens and draws with the checkout hidden (an empty tmpfs over it, in a private
    mount namespace): its artwork, icons and fonts come from where it was installed. Only meaningful for an
    installed copy (`make e2e-test`); a build folder's binary reads the checkout's Resources by design."""
    if not os.environ.get("KINETIC_E2E_BUILD"):
        raise Skipped("the suite is testing a build folder's binary, which uses the checkout's Resources")
    if subprocess.run(["unshare", "--mount", "true"], capture_output=True).returncode != 0:
        raise Skipped("private mount namespaces need root or CAP_SYS_ADMIN (unshare --mount)")
    hide = f'mount -t tmpfs -o ro,mode=0555 kinetic-e2e-hidden-checkout "{CHECKOUT}" && exec "$0" "$@"'
    app = App(binary, "--tab", "breakout", "--size", "1024x720", cwd="/",
              launcher=["unshare", "--mount", "--propagation", "private", "sh", "-c", hide])
    try:
        hidden = subprocess.run(["nsenter", "-t", str(app.process.pid), "-m", "ls", "-A", CHECKOUT],
                                capture_output=True, text=True)
        assert hidden.returncode == 0 and hidden.stdout == "", f"the checkout is visible: {hidden.stdout[:200]}"
        previous = None
        for tab in ("breakout", "pentominoes", "crossfade", "snowman", "dropit", "settings"):
            app.click(f"tab.{tab}")
            app.wait_until(lambda: app.find(f"tab.{tab}")["selected"], f"the {tab} tab shown")
            shot = app.still_screenshot(os.path.join(app.dir, f"{tab}.png"))
            # Dropit's dark, mostly empty field varies least of all the tabs; a blank window does not vary at all.
            assert standard_deviation(shot) > 0.01, f"the {tab} tab drew nothing: {shot}"
            assert previous is None or raw_pixels(shot) != raw_pixels(previous), f"the {tab} tab did not draw"
            previous = shot
        assert app.quit() == 0
        assert "cannot open" not in app.stderr() and "missing" not in app.stderr(), app.stderr()
    finally:
        app.close()
