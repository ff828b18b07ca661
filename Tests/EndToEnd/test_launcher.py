"""End-to-end tests of the `kinetic` launcher: `kinetic solve` runs the solver on its own, without loading the app's
libraries (SDL and the rest), everything else runs the app, and a launcher whose programs are missing says where it
looked."""
import json
import os
import re
import shutil
import tempfile

from kinetic_e2e import program_path, run

NOT_FOUND_STATUS = 127  # as a shell's for a command it cannot find
# Shared libraries only the app needs (SDL, PNG, D-Bus, physics): a solve that loads one of them paid for the app's
# start-up. Names are prefixes of what the loader looks up.
APP_ONLY_LIBRARIES = ("libSDL2", "libpng", "libsystemd", "libchipmunk")
# Full Foundation, as a debug build loads it (the Swift libraries linked dynamically)...
FOUNDATION_LIBRARIES = ("libFoundation.so", "libFoundationInternationalization", "lib_FoundationICU")
# ...and as a release build carries it (linked statically, so the loader never shows it): ICU's data, which full
# Foundation brings, is named by its package, icudt<version><endianness>, throughout (even in a stripped binary).
ICU_DATA_MARKER = b"icudt"


def under_loader_trace(binary, *args):
    """Runs binary with the dynamic loader reporting every library it opens (LD_DEBUG=libs, on stderr). Returns the
    finished process, how many dynamically linked programs the loader started (the launcher is static, so only the
    program it runs counts) and the names of the libraries looked up."""
    result = run(binary, *args, environment=dict(os.environ, LD_DEBUG="libs"))
    started = len(re.findall(r"transferring control: ", result.stderr))
    libraries = set(re.findall(r"find library=(\S+)", result.stderr))
    return result, started, libraries


def has_full_foundation(program, libraries):
    """Whether `program` runs with full Foundation: its loader trace opened Foundation's libraries, or (statically
    linked) the executable holds ICU's data."""
    if any(name.startswith(FOUNDATION_LIBRARIES) for name in libraries):
        return True
    with open(program, "rb") as f:
        return ICU_DATA_MARKER in f.read()


def without_seconds(output):
    report = json.loads(output)
    report.pop("seconds")
    return report


def test_solve_runs_the_solver_alone_without_the_app_libraries(binary):
    # The same trace of the app proves it would show SDL: the app loads it before main.
    app, app_started, app_libraries = under_loader_trace(binary, "--version")
    assert app.returncode == 0 and app_started == 1, app.stderr[-2000:]
    assert any(name.startswith("libSDL2-") for name in app_libraries), sorted(app_libraries)

    solved, started, libraries = under_loader_trace(binary, "solve", "6x10", "--first", "--json")
    assert solved.returncode == 0, solved.stderr[-2000:]
    assert len(json.loads(solved.stdout)["solution"]) == 12, solved.stdout
    assert started == 1 and libraries, "the loader reported no program or library: LD_DEBUG did not reach the solver"
    loaded = sorted(name for name in libraries if name.startswith(APP_ONLY_LIBRARIES))
    assert not loaded, f"kinetic solve loaded the app's libraries: {loaded}"
    # Full Foundation (corelibs Foundation, CoreFoundation, ICU's data), whichever way a build would link it: neither
    # program carries it, as every module either links imports FoundationEssentials alone.
    assert not has_full_foundation(program_path(binary, "kinetic-app"), app_libraries), \
        "kinetic-app carries full Foundation and ICU's data: a module it links imports Foundation (use FoundationEssentials)"
    assert not has_full_foundation(program_path(binary, "kinetic-solve"), libraries), \
        "kinetic-solve carries full Foundation and ICU's data: SolveCommandLine or Pentomino imports Foundation"


def test_the_app_keeps_its_solve_subcommand_and_help(binary):
    app = program_path(binary, "kinetic-app")
    through_app = run(app, "solve", "6x10", "--first", "--json")
    through_launcher = run(binary, "solve", "6x10", "--first", "--json")
    assert through_app.returncode == through_launcher.returncode == 0, through_app.stderr + through_launcher.stderr
    assert without_seconds(through_app.stdout) == without_seconds(through_launcher.stdout)

    help_text = run(binary, "help", "solve")
    assert help_text.returncode == 0 and "USAGE: kinetic solve [<board>]" in help_text.stdout, help_text.stdout
    assert run(binary, "solve", "--help").stdout == help_text.stdout

    bad = run(binary, "solve", "6x10", "--jobs", "0")
    assert bad.returncode == 64 and "Usage: kinetic solve" in bad.stderr, bad.stderr


def test_a_missing_program_is_named_with_every_path_tried(binary):
    prefix = tempfile.mkdtemp(prefix="kinetic-e2e-launcher-")
    launcher = os.path.join(prefix, "bin/kinetic")
    os.makedirs(os.path.dirname(launcher))
    shutil.copy(shutil.which(binary) or binary, launcher)
    for args, program in ((("solve", "6x10"), "kinetic-solve"), (("--version",), "kinetic-app")):
        result = run(launcher, *args)
        assert result.returncode == NOT_FOUND_STATUS, (result.returncode, result.stderr)
        assert result.stdout == "" and len(result.stderr.splitlines()) == 1, result.stderr
        for tried in (f"{prefix}/bin/{program}", f"{prefix}/libexec/kinetic/{program}"):
            assert tried in result.stderr, f"{tried} not named in: {result.stderr}"

    # Where an installed launcher finds it: <prefix>/libexec/kinetic.
    installed = os.path.join(prefix, "libexec/kinetic/kinetic-solve")
    os.makedirs(os.path.dirname(installed))
    shutil.copy(program_path(binary, "kinetic-solve"), installed)
    solved = run(launcher, "solve", "6x10", "--first", "--json")
    assert solved.returncode == 0, solved.stderr
    assert len(json.loads(solved.stdout)["solution"]) == 12, solved.stdout
    shutil.rmtree(prefix)
