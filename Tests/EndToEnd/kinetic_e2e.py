"""Shared helpers for the end-to-end tests: a running kinetic read through its automation contract."""
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
READY_TIMEOUT_S = 60
EVENT_TIMEOUT_S = 15
# How often a wait looks at tree.json or events.jsonl again, in seconds.
POLL_S = 0.05
# How long a value or the whole tree must stay the same to count as settled, in seconds: longer than the gap
# between two frames (or two stepper repeats) on a loaded machine, shorter than any animation a test waits out.
STEADY_S = 0.5
# Input pacing, where the time is the input itself: how long a press rests before a drag moves, and the gap between
# a drag's moves (one 60 Hz frame), in seconds.
PRESS_HOLD_S = 0.05
DRAG_STEP_S = 0.016
RUN_TIMEOUT_S = 60  # a command-line run of the binary (solve, --version, a headless screenshot)
DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY")


def program_path(binary, name):
    """The program `name` (kinetic-app, kinetic-solve) that the launcher `binary` runs, found as the launcher finds
    it: beside the launcher (a build folder), else in <prefix>/libexec/kinetic (an installed copy). `binary` may be a
    bare name found through the PATH."""
    launcher = os.path.realpath(shutil.which(binary) or binary)
    beside = os.path.join(os.path.dirname(launcher), name)
    if os.path.exists(beside):
        return beside
    return os.path.join(os.path.dirname(os.path.dirname(launcher)), "libexec", "kinetic", name)


def build_folder(binary):
    """The build folder holding kinetic, kinetic-app and kinetic-solve: the one the installed copy under test came
    from (KINETIC_E2E_BUILD), else the folder of `binary`."""
    return os.environ.get("KINETIC_E2E_BUILD") or os.path.dirname(os.path.realpath(shutil.which(binary) or binary))


def private_environment(folder, base=None, display=True):
    """`base` (default: this process's environment) with every folder the app, and the libraries it loads, write
    to inside `folder`: Kinetic's config, data and raster cache folders, and the XDG config, data, cache and state
    homes (fontconfig, Mesa and GLib write there). A test never reads or writes the user's own. Without `display`,
    no DISPLAY or WAYLAND_DISPLAY either (a machine with no desktop)."""
    env = dict(os.environ if base is None else base)
    for name, sub in (("KINETIC_CONFIG_DIR", "config"), ("KINETIC_DATA_DIR", "data"), ("KINETIC_CACHE_DIR", "cache")):
        env[name] = os.path.join(folder, sub)  # made by the app when it first writes there, as on a new machine
    for name, sub in (("XDG_CONFIG_HOME", "xdg/config"), ("XDG_DATA_HOME", "xdg/data"),
                      ("XDG_CACHE_HOME", "xdg/cache"), ("XDG_STATE_HOME", "xdg/state")):
        env[name] = os.path.join(folder, sub)
        os.makedirs(env[name], exist_ok=True)  # there on any desktop; Mesa's shader cache will not make it
    if not display:
        for name in DISPLAY_VARIABLES:
            env.pop(name, None)
    return env


class Skipped(Exception):
    """Raised by a test that cannot run on this machine (it says why); the runner reports it as skipped, never as
    passed."""


def wait_until(condition, what, timeout=EVENT_TIMEOUT_S, stop=None, poll_s=POLL_S):
    """Polls `condition` every `poll_s` seconds until it returns a truthy value, and returns that value. A condition
    that raises (tree.json mid-replace, a view not there yet) counts as not yet. Fails naming `what` (and the last
    error) after `timeout` seconds, or at once when `stop` (if given) returns a reason to give up."""
    deadline = time.monotonic() + timeout
    last_error = None
    while True:
        try:
            value = condition()
        except (AssertionError, ValueError, OSError, KeyError, IndexError, TypeError) as error:
            value, last_error = None, error
        if value:
            return value
        reason = stop() if stop else None
        if reason:
            raise AssertionError(f"{reason} while waiting for {what}")
        if time.monotonic() > deadline:
            detail = f" (last: {last_error!r})" if last_error else ""
            raise AssertionError(f"timed out after {timeout} s waiting for {what}{detail}")
        time.sleep(poll_s)


def stays(condition, what, seconds):
    """Watches `condition` for `seconds` (something that must not happen, watched for as long as it would take to
    show) and fails at the first look where it does not hold. A look that raises (tree.json mid-replace) is retried."""
    deadline = time.monotonic() + seconds
    looks = 0
    while time.monotonic() < deadline or looks == 0:
        try:
            held = condition()
        except (ValueError, OSError):
            time.sleep(POLL_S)
            continue
        assert held, f"{what} stopped holding after {looks} looks"
        looks += 1
        time.sleep(POLL_S)


def wait_for_steady(read, what, steady_s=STEADY_S, timeout=EVENT_TIMEOUT_S, stop=None):
    """The value `read` returns once it has stayed the same for `steady_s` seconds (a repeat that stopped, an
    animation that ended)."""
    state = {"value": object(), "since": time.monotonic()}

    def steady():
        value = read()
        now = time.monotonic()
        if value != state["value"]:
            state["value"], state["since"] = value, now
            return None
        return (value,) if now - state["since"] >= steady_s else None

    return wait_until(steady, f"{what} to settle", timeout, stop=stop)[0]


def start_notification_server(log_path):
    """The fake freedesktop notification server on this session bus, once it owns its name; it logs each Notify
    call to `log_path` as a JSON line."""
    server = subprocess.Popen(["/usr/bin/python3", os.path.join(HERE, "fake_notification_server.py"), log_path])
    wait_until(lambda: open(log_path).read(), "the fake notification server to start", 10,
               stop=lambda: server.poll() is not None and f"the server exited ({server.returncode})")
    return server


def notify_calls(log_path):
    """The Notify calls the fake server has logged."""
    return [json.loads(line) for line in open(log_path) if "summary" in line]


def focus_another_window():
    """Starts another X client (xclock), gives it the keyboard focus, and returns its process (kill it after)."""
    other = subprocess.Popen(["xclock"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    window = subprocess.check_output(
        ["xdotool", "search", "--sync", "--onlyvisible", "--class", "xclock"], timeout=30, text=True).split()[0]
    subprocess.check_call(["xdotool", "windowfocus", "--sync", window])
    return other


def walk(node):
    """Every node of a tree.json subtree, in reading order."""
    yield node
    for child in node.get("children", []):
        yield from walk(child)


def run(binary, *args, display=True, environment=None, timeout=RUN_TIMEOUT_S, cwd=None):
    """Runs the binary to completion with private folders (see `private_environment`), in `cwd` if given; returns
    the finished process with its output as text. `binary` may be a bare name, found through the PATH of
    `environment`."""
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-cli-")
    env = private_environment(folder, environment, display=display)
    return subprocess.run([binary, *args], env=env, capture_output=True, text=True, timeout=timeout, cwd=cwd)


class App:
    """A running kinetic with its automation folder and private config, data and cache folders."""

    def __init__(self, binary, *args, config_dir=None, data_dir=None, environment=None, cwd=None,
                 automation_dir=None, launcher=()):
        """`binary` may be a bare name, found through the PATH of `environment` (default: this process's).
        `automation_dir` relaunches into an earlier run's automation folder (as a user running `--automation DIR`
        twice would); `events()` still reads only this run's events. `launcher` is a command that runs the app
        (the app's command line follows it)."""
        self.dir = automation_dir or tempfile.mkdtemp(prefix="kinetic-e2e-")
        env = private_environment(self.dir, environment)
        self.config_dir = env["KINETIC_CONFIG_DIR"] = config_dir or env["KINETIC_CONFIG_DIR"]
        self.data_dir = env["KINETIC_DATA_DIR"] = data_dir or env["KINETIC_DATA_DIR"]
        self.events_path = os.path.join(self.dir, "events.jsonl")
        self.events_offset = os.path.getsize(self.events_path) if os.path.exists(self.events_path) else 0
        self.process = subprocess.Popen(
            [*launcher, binary, "--automation", self.dir, *args], env=env, cwd=cwd, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE
        )
        self.wait_for_event("app.ready", timeout=READY_TIMEOUT_S)
        self.window = subprocess.check_output(
            ["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Kinetic$"], timeout=30, text=True
        ).split()[0]

    def events(self):
        """This run's events. The app may append each run's events to the file after the last run's, or start it
        afresh: this run's begin where the file ended before the launch, with its `app.launched` (always its first
        event); a file that is shorter, or holds no `app.launched` there, was started afresh and is read from its
        start. A last line still being written is left for the next read."""
        try:
            with open(self.events_path, "rb") as f:
                data = f.read()
        except FileNotFoundError:
            return []
        start = self.events_offset if self.launched_at(data, self.events_offset) else 0
        return [json.loads(line) for line in data[start:].split(b"\n")[:-1] if line.strip()]

    @staticmethod
    def launched_at(data, offset):
        """Whether this run's events start at `offset` of the file's bytes `data` (an earlier run's events before)."""
        if offset == 0 or offset > len(data) or data[offset - 1:offset] != b"\n":
            return False
        end = data.find(b"\n", offset)
        if end < 0:
            return True  # nothing of this run yet, or its app.launched half written
        try:
            return json.loads(data[offset:end]).get("event") == "app.launched"
        except ValueError:
            return False

    def exited(self):
        """Why a wait must give up at once: the app has exited (with its stderr), else None."""
        if self.process.poll() is None:
            return None
        return f"the app exited ({self.process.returncode}): {self.stderr()}"

    def events_named(self, name, where=None):
        """This run's events called `name` (and matching `where`, when given), in order."""
        return [e for e in self.events() if e["event"] == name and (where is None or where(e))]

    def wait_for_event(self, name, timeout=EVENT_TIMEOUT_S, count=1, where=None):
        """The `count`th event called `name` (and matching `where`), once events.jsonl has it."""

        def found():
            matching = self.events_named(name, where)
            return matching[count - 1] if len(matching) >= count else None

        try:
            return wait_until(found, f"{name} event #{count}", timeout, stop=self.exited)
        except AssertionError as error:
            raise AssertionError(f"{error}; events: {[e['event'] for e in self.events()][-30:]}") from None

    def wait_until(self, condition, what, timeout=EVENT_TIMEOUT_S):
        """Polls `condition` until it holds (tree.json is rewritten after the frame that follows an event) and
        returns its value; fails naming `what` after `timeout` seconds, or at once if the app exits."""
        return wait_until(condition, what, timeout, stop=self.exited)

    def wait_for_value(self, identifier, expected, timeout=EVENT_TIMEOUT_S):
        """The view's value once it is `expected` (or, for a function, once the function accepts it)."""
        accept = expected if callable(expected) else (lambda value: value == expected)

        def value():
            current = self.find(identifier).get("value")
            return (current,) if accept(current) else None

        try:
            return self.wait_until(value, f"{identifier} to show {expected!r}", timeout)[0]
        except AssertionError as error:
            raise AssertionError(f"{error}; it shows {self.find(identifier).get('value')!r}") from None

    def wait_for_steady(self, read, what, steady_s=STEADY_S, timeout=EVENT_TIMEOUT_S):
        """What `read` returns once it has stayed the same for `steady_s` seconds (failing at once if the app
        exits)."""
        return wait_for_steady(read, what, steady_s, timeout, stop=self.exited)

    def wait_for_rest(self, timeout=EVENT_TIMEOUT_S):
        """Returns once tree.json has stayed the same for `STEADY_S` seconds: every animation that moves a view has
        ended (the tree is rewritten only when it changes)."""
        def contents():
            with open(os.path.join(self.dir, "tree.json")) as f:
                return f.read()

        self.wait_for_steady(contents, "the view tree", timeout=timeout)

    def stays(self, condition, what, seconds):
        """Fails at the first look within `seconds` where `condition` does not hold."""
        stays(condition, what, seconds)

    def tree(self):
        with open(os.path.join(self.dir, "tree.json")) as f:
            return json.load(f)

    def nodes(self, where=lambda node: True):
        """Every node of the tree that `where` accepts, in reading order."""
        return [node for node in walk(self.tree()["root"]) if where(node)]

    def find(self, identifier):
        node = next((node for node in walk(self.tree()["root"]) if node.get("id") == identifier), None)
        assert node is not None, f"no view with id {identifier} in tree.json"
        return node

    def wait_for_view(self, identifier, timeout=EVENT_TIMEOUT_S):
        """The view's node once tree.json shows it (the tree is written after each frame, so a view appears a
        frame after the event that made it)."""
        return self.wait_until(lambda: self.find(identifier), f"view {identifier} in tree.json", timeout)

    def click(self, identifier):
        """A real click on the view's centre, once tree.json shows it (a screen sliding back in appears a frame
        after the event that brought it)."""
        x, y, w, h = self.wait_for_view(identifier)["frame"]
        cx, cy = int(x + w / 2), int(y + h / 2)
        subprocess.check_call(["xdotool", "mousemove", "--window", self.window, str(cx), str(cy), "click", "1"])

    def click_at(self, point, button=1):
        """A real click at a window point."""
        x, y = point
        subprocess.check_call(
            ["xdotool", "mousemove", "--window", self.window, str(int(x)), str(int(y)), "click", str(button)])

    def window_size(self):
        return self.tree()["window"]["size"]

    def scroll_into_view(self, identifier, top_margin=70, bottom_margin=80, attempts=40):
        """Turns the mouse wheel over the view until it is fully on screen: below a scene's fixed title and above
        the tab bar. Each turn waits for the content to move; the last, for it to come to rest."""
        def on_screen(frame):
            return frame[1] >= top_margin and frame[1] + frame[3] <= self.window_size()[1] - bottom_margin

        for _ in range(attempts):
            frame = self.find(identifier)["frame"]
            x, y, w, h = frame
            height = self.window_size()[1]
            if on_screen(frame):
                if on_screen(self.wait_for_steady(lambda: self.find(identifier)["frame"], f"{identifier} scrolled")):
                    return
                continue
            wheel = 5 if y + h > height - bottom_margin else 4  # X buttons 4/5: wheel up/down
            self.click_at((x + w / 2, height / 2), button=wheel)  # over the middle of the scrolling content
            self.wait_until(lambda: self.find(identifier)["frame"] != frame, f"{identifier} to move with the wheel")
        raise AssertionError(f"{identifier} did not scroll into view")

    def center_of(self, identifier):
        """The centre of a view's frame in window coordinates."""
        x, y, w, h = self.find(identifier)["frame"]
        return int(x + w / 2), int(y + h / 2)

    def drag(self, start, end, steps=12, step_s=DRAG_STEP_S):
        """A real mouse drag from `start` to `end` (window points), moving in `steps` so gestures see motion."""
        self.press_and_move(start, end, steps, step_s)
        self.release()

    def press_and_move(self, start, end, steps=12, step_s=DRAG_STEP_S):
        """Presses at `start` and moves to `end` in `steps`, `step_s` apart, without letting go (`release()`)."""
        sx, sy = start
        ex, ey = end
        subprocess.check_call(
            ["xdotool", "mousemove", "--window", self.window, str(int(sx)), str(int(sy)), "mousedown", "1"])
        time.sleep(PRESS_HOLD_S)
        for i in range(1, steps + 1):
            x = sx + (ex - sx) * i / steps
            y = sy + (ey - sy) * i / steps
            subprocess.check_call(["xdotool", "mousemove", "--window", self.window, str(int(x)), str(int(y))])
            time.sleep(step_s)

    def press(self, point):
        """Moves to a window point and holds the left button down (until `release()`)."""
        x, y = point
        subprocess.check_call(
            ["xdotool", "mousemove", "--window", self.window, str(int(x)), str(int(y)), "mousedown", "1"])

    def release(self):
        subprocess.check_call(["xdotool", "mouseup", "1"])

    def focus(self):
        subprocess.check_call(["xdotool", "windowfocus", "--sync", self.window])

    def key(self, keysym):
        """Focuses the window and types one key (an xdotool keysym such as `space` or `ctrl+q`)."""
        self.focus()
        subprocess.check_call(["xdotool", "key", "--clearmodifiers", keysym])

    def screenshot(self, path):
        subprocess.check_call(["import", "-window", self.window, path])
        return path

    def still_screenshot(self, path, timeout=EVENT_TIMEOUT_S):
        """A screenshot once two in a row are the same pixels: fades that tree.json does not show (a button's press
        highlight) are over."""
        earlier = path + ".earlier.png"
        self.screenshot(earlier)

        def same_as_before():
            self.screenshot(path)
            same = raw_pixels(path) == raw_pixels(earlier)
            os.replace(path, earlier)
            return same

        self.wait_until(same_as_before, "the window's picture to stop changing", timeout)
        os.replace(earlier, path)
        return path

    def cpu_seconds(self):
        """User plus system CPU time the app has used so far, in seconds."""
        with open(f"/proc/{self.process.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def quit(self, sig=signal.SIGTERM):
        self.process.send_signal(sig)
        return self.process.wait(timeout=20)

    def stderr(self):
        """Everything the app wrote to stderr, once it has exited ("" while it runs)."""
        if self.process.poll() is None:
            return ""
        return self.stderr_so_far()

    def stderr_so_far(self):
        """What the app has written to stderr so far, read without waiting for it to exit."""
        if not hasattr(self, "_stderr"):
            self._stderr = b""
            os.set_blocking(self.process.stderr.fileno(), False)
        try:
            while chunk := os.read(self.process.stderr.fileno(), 65536):
                self._stderr += chunk
        except BlockingIOError:
            pass  # nothing more for now
        except (OSError, ValueError):
            pass  # the pipe is closed
        return self._stderr.decode(errors="replace")

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def raw_pixels(png):
    """The picture's pixels as raw RGBA bytes (ImageMagick; no PIL needed)."""
    return subprocess.check_output(["convert", png, "rgba:-"])


def standard_deviation(png):
    value = subprocess.check_output(["convert", png, "-format", "%[fx:standard_deviation]", "info:"], text=True)
    return float(value)
