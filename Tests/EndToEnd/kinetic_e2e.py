"""Shared helpers for the end-to-end tests: a running kinetic read through its automation contract."""
import json
import os
import signal
import subprocess
import tempfile
import time

READY_TIMEOUT_S = 60
EVENT_TIMEOUT_S = 15
RUN_TIMEOUT_S = 60  # a command-line run of the binary (solve, --version, a headless screenshot)
DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY")


def private_environment(folder, base=None, display=True):
    """`base` (default: this process's environment) with every folder the app, and the libraries it loads, write
    to inside `folder`: Kinetic's config, data and raster cache folders, and the XDG config, data, cache and state
    homes (fontconfig, Mesa and GLib write there). A test never reads or writes the user's own. Without `display`,
    no DISPLAY or WAYLAND_DISPLAY either (a machine with no desktop)."""
    env = dict(os.environ if base is None else base)
    for name, sub in (("KINETIC_CONFIG_DIR", "config"), ("KINETIC_DATA_DIR", "data"), ("KINETIC_CACHE_DIR", "cache"),
                      ("XDG_CONFIG_HOME", "xdg/config"), ("XDG_DATA_HOME", "xdg/data"),
                      ("XDG_CACHE_HOME", "xdg/cache"), ("XDG_STATE_HOME", "xdg/state")):
        env[name] = os.path.join(folder, sub)
    if not display:
        for name in DISPLAY_VARIABLES:
            env.pop(name, None)
    return env


def run(binary, *args, display=True, environment=None, timeout=RUN_TIMEOUT_S):
    """Runs the binary to completion with private folders (see `private_environment`); returns the finished
    process with its output as text."""
    folder = tempfile.mkdtemp(prefix="kinetic-e2e-run-")
    env = private_environment(folder, environment, display=display)
    return subprocess.run([binary, *args], env=env, capture_output=True, text=True, timeout=timeout)


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

    def wait_for_event(self, name, timeout=EVENT_TIMEOUT_S, count=1):
        deadline = time.time() + timeout
        while time.time() < deadline:
            matching = [e for e in self.events() if e["event"] == name]
            if len(matching) >= count:
                return matching[count - 1]
            if self.process.poll() is not None:
                raise AssertionError(f"app exited ({self.process.returncode}) before {name}: {self.stderr()}")
            time.sleep(0.05)
        raise AssertionError(f"no {name} event within {timeout} s; events: {[e['event'] for e in self.events()]}")

    def wait_until(self, condition, what, timeout=EVENT_TIMEOUT_S):
        """Polls `condition` until it holds (tree.json is rewritten after the frame that follows an event) and
        returns its value; fails naming `what` after `timeout` seconds."""
        deadline = time.time() + timeout
        while True:
            try:
                value = condition()
            except (AssertionError, ValueError, OSError, KeyError):
                value = None
            if value:
                return value
            if self.process.poll() is not None:
                raise AssertionError(f"app exited ({self.process.returncode}) waiting for {what}: {self.stderr()}")
            if time.time() > deadline:
                raise AssertionError(f"timed out after {timeout} s waiting for {what}")
            time.sleep(0.05)

    def tree(self):
        with open(os.path.join(self.dir, "tree.json")) as f:
            return json.load(f)

    def find(self, identifier):
        def walk(node):
            if node.get("id") == identifier:
                return node
            for child in node.get("children", []):
                found = walk(child)
                if found:
                    return found
            return None

        node = walk(self.tree()["root"])
        assert node is not None, f"no view with id {identifier} in tree.json"
        return node

    def wait_for_view(self, identifier, timeout=EVENT_TIMEOUT_S):
        """The view's node once tree.json shows it (the tree is written after each frame, so a view appears a
        frame after the event that made it)."""
        deadline = time.time() + timeout
        while True:
            try:
                return self.find(identifier)
            except (AssertionError, ValueError, OSError):
                if time.time() > deadline:
                    raise
                time.sleep(0.05)

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
        the tab bar."""
        for _ in range(attempts):
            x, y, w, h = self.find(identifier)["frame"]
            height = self.window_size()[1]
            if y >= top_margin and y + h <= height - bottom_margin:
                return
            wheel = 5 if y + h > height - bottom_margin else 4  # X buttons 4/5: wheel up/down
            self.click_at((x + w / 2, height / 2), button=wheel)  # over the middle of the scrolling content
            time.sleep(0.15)
        raise AssertionError(f"{identifier} did not scroll into view")

    def center_of(self, identifier):
        """The centre of a view's frame in window coordinates."""
        x, y, w, h = self.find(identifier)["frame"]
        return int(x + w / 2), int(y + h / 2)

    def drag(self, start, end, steps=12, hold_s=0.05):
        """A real mouse drag from `start` to `end` (window points), moving in `steps` so gestures see motion."""
        sx, sy = start
        ex, ey = end
        subprocess.check_call(["xdotool", "mousemove", "--window", self.window, str(sx), str(sy), "mousedown", "1"])
        time.sleep(hold_s)
        for i in range(1, steps + 1):
            x = sx + (ex - sx) * i / steps
            y = sy + (ey - sy) * i / steps
            subprocess.check_call(["xdotool", "mousemove", "--window", self.window, str(int(x)), str(int(y))])
            time.sleep(0.016)
        subprocess.check_call(["xdotool", "mouseup", "1"])

    def key(self, keysym):
        """Focuses the window and types one key (an xdotool keysym such as `space` or `ctrl+q`)."""
        subprocess.check_call(["xdotool", "windowfocus", "--sync", self.window])
        subprocess.check_call(["xdotool", "key", "--clearmodifiers", keysym])

    def screenshot(self, path):
        subprocess.check_call(["import", "-window", self.window, path])
        return path

    def quit(self, sig=signal.SIGTERM):
        self.process.send_signal(sig)
        return self.process.wait(timeout=20)

    def stderr(self):
        try:
            return self.process.stderr.read().decode() if self.process.poll() is not None else ""
        except Exception:
            return ""

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def standard_deviation(png):
    value = subprocess.check_output(["convert", png, "-format", "%[fx:standard_deviation]", "info:"], text=True)
    return float(value)
