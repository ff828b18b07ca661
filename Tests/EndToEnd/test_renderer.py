"""End-to-end tests of the renderer a real window gets: OpenGL where a GPU draws it, SDL's software renderer (no
Mesa, no LLVM loaded) where there is none, and SDL_RENDER_DRIVER as the user's override either way."""
import glob
import os
import time

from kinetic_e2e import App, standard_deviation

# Libraries only an OpenGL renderer brings in (Mesa's GL dispatch, and LLVM for llvmpipe's shader compiler).
OPENGL_LIBRARIES = ("libGL.so", "libGLX", "libEGL", "libLLVM")
# A drawn Crossfade picture varies (ImageMagick's standard deviation, 0 to 1); a failed frame is one flat colour.
MIN_PICTURE_DEVIATION = 0.05


def has_gpu_render_node():
    return bool(glob.glob("/dev/dri/renderD*"))


def opengl_libraries_loaded(app):
    with open(f"/proc/{app.process.pid}/maps") as maps:
        paths = {line.split()[-1] for line in maps if "/" in line}
    return sorted(p for p in paths if any(name in os.path.basename(p) for name in OPENGL_LIBRARIES))


def launch_and_look(binary, environment, name):
    """Launches on Crossfade, checks its picture drew, and returns the OpenGL libraries the process has mapped."""
    app = App(binary, "--tab", "crossfade", environment=environment)
    try:
        shot = os.path.join(app.dir, f"{name}.png")
        app.still_screenshot(shot)
        assert standard_deviation(shot) > MIN_PICTURE_DEVIATION, f"{name}: the Crossfade picture did not draw"
        loaded = opengl_libraries_loaded(app)
        assert app.quit() == 0
        return loaded
    finally:
        app.close()


def test_the_default_renderer_loads_opengl_only_with_a_gpu(binary):
    environment = {k: v for k, v in os.environ.items() if k not in ("SDL_RENDER_DRIVER", "SDL_FRAMEBUFFER_ACCELERATION")}
    loaded = launch_and_look(binary, environment, "default")
    if has_gpu_render_node():
        assert loaded, "a GPU render node is there, but the window did not get an OpenGL renderer"
    else:
        assert not loaded, f"no GPU here, yet the window loaded OpenGL (Mesa's llvmpipe): {loaded}"


def test_sdl_render_driver_chooses_opengl_even_without_a_gpu(binary):
    environment = dict(os.environ, SDL_RENDER_DRIVER="opengl")
    loaded = launch_and_look(binary, environment, "opengl")
    assert any("libGL" in path for path in loaded), f"SDL_RENDER_DRIVER=opengl was ignored: {loaded}"


# How long an animation is watched while it plays, in seconds, and the most frames a second it may present: paced
# to a 60 Hz display (or the loop's own 60 Hz pacing) it presents about 60; a loop that presented as fast as it
# could, as it would if a software renderer's claim of vsync were trusted, presents well over 100 even in a debug
# build, and spends a whole core doing it.
PLAY_WATCH_S = 1.5
MAX_FRAMES_PER_SECOND = 80


def frames_presented(app):
    return app.tree()["window"]["frames"]


def test_an_animation_paces_its_frames_instead_of_spinning(binary):
    app = App(binary, "--tab", "snowman", "--size", "1024x720")
    try:
        app.click("snowman.play")
        app.wait_for_event("snowman.play")
        before, started = frames_presented(app), time.monotonic()
        time.sleep(PLAY_WATCH_S)
        rate = (frames_presented(app) - before) / (time.monotonic() - started)
        assert not app.events_named("snowman.finished"), "the animation ended while watched: watch a shorter time"
        assert rate > 0, "no frame was presented while the animation played"
        assert rate < MAX_FRAMES_PER_SECOND, f"a playing animation presented {rate:.0f} frames a second: unpaced"
        assert app.quit() == 0
    finally:
        app.close()
