"""End-to-end test of the Debian package as a user gets it. `make deb-test` builds kinetic_<version>_<arch>.deb and
names it in KINETIC_DEB. The package is checked by lintian, installed with dpkg into an empty root of its own (with its
own dpkg database: the machine's is not touched), and its `kinetic` run by name from `/` with the checkout hidden
under an empty folder (a private mount namespace): --version, `solve 6x10 --count`, a window that opens every tab, a
setting changed, saved and read back after a relaunch, `man` showing the installed page. What the running app loaded
must come from the packages it depends on. Purging the package must leave the root as it was."""
import os
import re
import subprocess
import tempfile

from kinetic_e2e import App, Skipped, private_environment, standard_deviation
from test_install import desktop_exec, files_and_folders, validate_desktop_files

CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKAGE = "kinetic"
USR = "usr"
# Runs a command with an empty read-only folder mounted over the checkout, in a mount namespace of its own: what the
# installed program reads must come from the package.
HIDE_CHECKOUT = ["unshare", "--mount", "--propagation", "private", "sh", "-c",
                 'mount -t tmpfs -o ro,mode=0555 kinetic-hidden-checkout "$0" && exec "$@"', CHECKOUT]
# The system's own PATH, with the package's bin folder first: nothing of the checkout or its build folders.
SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
PENTOMINO_6X10_DISTINCT = 2339
SETTING = "settings.crossfade.systemNotifications"
# A window of one colour has a standard deviation of 0; Kinetic's darkest tab (Dropit, empty) is near 0.05.
BLANK_DEVIATION = 0.02
# RMS difference (0-1) between two tabs' screenshots: from 0.24 to 0.39 between neighbouring tabs; a tab switch that
# did not redraw is 0.
TAB_DIFFERENCE = 0.05
LINTIAN_TIMEOUT_S = 300
PACKAGED_PROGRAMS = ("games/kinetic", "libexec/kinetic/kinetic-app", "libexec/kinetic/kinetic-solve")
# What the app opens by name at run time, so that no ELF header names it: SDL_image and SDL_ttf (dlopen) and the
# DejaVu Sans font files.
OPENED_AT_RUN_TIME = ("libSDL2_image", "libSDL2_ttf", "DejaVuSans")
# The fields apt follows when it installs a package (Recommends too, by default).
DEPENDENCY_FIELDS = ("Depends", "Pre-Depends", "Recommends")


def dpkg(root, *args):
    """dpkg on the private root: its database in root/var/lib/dpkg, its log beside the root, not the machine's."""
    command = ["dpkg", f"--root={root}", f"--log={root}.dpkg.log", *args]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, f"{' '.join(command)} failed:\n{result.stdout}{result.stderr}"
    return result.stdout


def empty_root():
    """A root with only an empty dpkg database in it."""
    root = tempfile.mkdtemp(prefix="kinetic-deb-root-")
    admin = os.path.join(root, "var/lib/dpkg")
    for folder in ("info", "updates", "triggers"):
        os.makedirs(os.path.join(admin, folder))
    for name in ("status", "available"):
        open(os.path.join(admin, name), "w").close()
    return root


def package_fields(deb):
    names = ("Package", "Version", "Architecture", "Section", "Depends")
    values = subprocess.check_output(["dpkg-deb", "--showformat=" + "\\n".join(f"${{{n}}}" for n in names),
                                      "--show", deb], text=True).split("\n")
    return dict(zip(names, values))


def depends_names(field):
    """The package names a Depends field lists (every alternative)."""
    return {re.split(r"[\s(:]", part.strip())[0] for part in re.split(r"[,|]", field) if part.strip()}


def check_lintian(deb):
    """No error; every warning is one the README lists with its reason."""
    result = subprocess.run(["lintian", deb], capture_output=True, text=True, timeout=LINTIAN_TIMEOUT_S)
    tags = re.findall(r"^([EW]): \S+: (\S+)", result.stdout, re.MULTILINE)
    errors = [tag for level, tag in tags if level == "E"]
    assert not errors and result.returncode == 0, f"lintian reports errors:\n{result.stdout}{result.stderr}"
    with open(os.path.join(CHECKOUT, "README.md")) as f:
        readme = f.read()
    unexplained = [tag for level, tag in tags if level == "W" and f"`{tag}`: " not in readme]
    assert not unexplained, f"lintian warnings the README does not list with a reason (add each there): {unexplained}"
    return sorted(tag for _, tag in tags)


def check_dependencies_met(deb):
    """apt would install the package on this machine and nothing else: the programs run below, against this
    machine's libraries, meet what the package depends on."""
    plan = subprocess.run(["apt-get", "install", "--simulate", os.path.abspath(deb)], capture_output=True, text=True,
                          timeout=120)
    assert plan.returncode == 0, f"apt cannot install the package here:\n{plan.stdout}{plan.stderr}"
    installs = re.findall(r"^Inst (\S+)", plan.stdout, re.MULTILINE)
    assert installs in ([PACKAGE], []), f"apt would install more than the package: {installs}"


def check_contents(root, deb):
    """The layout: programs, artwork, desktop files, manual page, Debian's documents; nothing in /usr/local."""
    listed = subprocess.check_output(["dpkg-deb", "--contents", deb], text=True)
    paths = [line.split()[5] for line in listed.splitlines()]
    assert all(path.startswith(f"./{USR}/") or path == "./" for path in paths), paths
    assert not [path for path in paths if path.startswith(f"./{USR}/local")], "a package writes nothing in /usr/local"
    usr = os.path.join(root, USR)
    assert os.readlink(os.path.join(usr, "bin/kinetic")) == "../games/kinetic"
    for program in PACKAGED_PROGRAMS:
        path = os.path.join(usr, program)
        assert os.access(path, os.X_OK), f"no executable {program}"
        sections = subprocess.check_output(["readelf", "--section-headers", "--wide", path], text=True)
        assert ".symtab" not in sections, f"{program} is not stripped"
    for document in ("share/man/man1/kinetic.1.gz", "share/doc/kinetic/changelog.Debian.gz",
                     "share/kinetic/images/tower-dusk.svg"):
        assert os.path.isfile(os.path.join(usr, document)), f"no {document}"
    validate_desktop_files(usr)
    check_copyright(os.path.join(usr, "share/doc/kinetic/copyright"))


def words(text):
    return " ".join(text.replace("\n .\n", "\n").split())


def check_copyright(path):
    """The package's copyright file is machine-readable and carries LICENSE's MIT text word for word."""
    with open(path) as f:
        copyright_file = f.read()
    assert copyright_file.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
    assert "\nFiles: *\nCopyright: 2026 the Kinetic authors\nLicense: MIT\n" in copyright_file
    with open(os.path.join(CHECKOUT, "LICENSE")) as f:
        license_text = f.read()
    permission = license_text[license_text.index("Permission is hereby granted"):]
    assert words(permission) in words(copyright_file), "packaging/debian/copyright's MIT text differs from LICENSE"


def run_installed(environment, *args):
    """The installed kinetic run by name from / with the checkout hidden and private folders; the finished
    process."""
    private = private_environment(tempfile.mkdtemp(prefix="kinetic-deb-cli-"), environment)
    return subprocess.run([*HIDE_CHECKOUT, "kinetic", *args], env=private, cwd="/", capture_output=True,
                          text=True, timeout=120)


def check_command_line(environment, version):
    shown = run_installed(environment, "--version")
    assert shown.returncode == 0 and shown.stdout.strip() == version, (shown.stdout, shown.stderr, version)
    counted = run_installed(environment, "solve", "6x10", "--count")
    assert counted.returncode == 0, counted.stderr
    assert re.search(rf"\b{PENTOMINO_6X10_DISTINCT} distinct\b", counted.stdout), counted.stdout


def check_manual(root, environment):
    """`man` finds the installed page, and it lists every option `kinetic --help` does."""
    reader = dict(environment, MANWIDTH="200", LC_ALL="C.UTF-8")
    page = subprocess.run(["man", "-M", os.path.join(root, USR, "share/man"), "-P", "cat", "kinetic"], env=reader,
                          capture_output=True, text=True, timeout=60)
    assert page.returncode == 0, f"man did not find the installed page: {page.stderr}"
    text = page.stdout.replace("\u2010", "-").replace("\u2212", "-")
    assert re.search(r"^NAME\s*\n\s*kinetic\b", text, re.MULTILINE), text[:400]
    options = set(re.findall(r"--[a-z][a-z-]*", run_installed(environment, "--help").stdout))
    assert options and not [option for option in options if option not in text], (options, text)
    assert re.search(r"^\s+solve\b", text, re.MULTILINE), "the page describes the solve subcommand"


def installed_environment(root):
    environment = {k: v for k, v in os.environ.items() if k != "KINETIC_RESOURCES"}
    environment["PATH"] = os.path.join(root, USR, "bin") + os.pathsep + SYSTEM_PATH
    return environment


def picture_difference(first, second):
    """The RMS difference of two screenshots, 0 (the same) to 1."""
    result = subprocess.run(["compare", "-metric", "RMSE", first, second, "null:"], capture_output=True, text=True)
    return float(result.stderr.split("(")[1].rstrip(")"))


def open_every_tab(app):
    """Clicks each tab in turn: it is selected, and the window shows a picture that is not blank and is not the
    tab before's."""
    tabs = [node["id"][len("tab."):] for node in app.nodes(lambda node: node.get("type") == "Tab")]
    assert len(tabs) == 6, tabs
    previous = None
    for index, tab in enumerate(tabs):
        app.click(f"tab.{tab}")
        app.wait_for_event("tab.selected", where=lambda event, tab=tab: event["tab"] == tab)
        app.wait_for_rest()
        shot = app.screenshot(os.path.join(app.dir, f"{index}-{tab}.png"))
        assert standard_deviation(shot) > BLANK_DEVIATION, f"the {tab} tab draws a blank window"
        if previous:
            assert picture_difference(previous, shot) > TAB_DIFFERENCE, f"the window did not change for {tab}"
        previous = shot
    return tabs


def loaded_files(pid):
    """The shared objects a process has mapped and the font files it holds open (SDL_ttf reads a font through a
    file it keeps open, not a mapping)."""
    with open(f"/proc/{pid}/maps") as f:
        paths = {line.split(None, 5)[5].strip() for line in f if len(line.split(None, 5)) == 6}
    folder = f"/proc/{pid}/fd"
    for descriptor in os.listdir(folder):
        try:
            paths.add(os.readlink(os.path.join(folder, descriptor)))
        except OSError:
            pass  # closed meanwhile
    return {path for path in paths if path.startswith("/") and re.search(r"\.so(\.|$)|\.(ttf|otf)$", path)}


def owner(path):
    """The installed package a file belongs to: dpkg knows each file by one name, with or without the /usr of a
    merged /usr, and a library's soname may be a link to it."""
    names = (path, os.path.realpath(path))
    for candidate in [spelling for name in names for spelling in (name, re.sub(r"^/usr(?=/lib)", "", name),
                                                                   re.sub(r"^/(?=lib)", "/usr/", name))]:
        result = subprocess.run(["dpkg-query", "--search", candidate], capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.split(":")[0].split(",")[0].strip()
    raise AssertionError(f"no installed package owns {path}")


def needed_libraries(root):
    """Where the machine's loader finds each library the packaged programs name in their ELF headers."""
    found = {}
    for line in subprocess.check_output(["ldconfig", "--print-cache"], text=True).splitlines()[1:]:
        name, _, path = line.strip().partition(" => ")
        found.setdefault(name.split(" (")[0], path)
    needed = set()
    for program in PACKAGED_PROGRAMS:
        header = subprocess.check_output(["readelf", "--dynamic", os.path.join(root, USR, program)], text=True)
        needed.update(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", header))
    assert needed, "the packaged programs name no shared library"
    return {soname: found[soname] for soname in needed}


def dependency_closure(names):
    """Every installed package reachable from `names` through Depends, Pre-Depends and Recommends (a virtual
    package leads to each installed package that provides it)."""
    listing = subprocess.check_output(
        ["dpkg-query", "--show", "--showformat",
         "${Package}\\t${Provides}\\t" + "\\t".join(f"${{{field}}}" for field in DEPENDENCY_FIELDS) + "\\n"],
        text=True)
    edges = {}
    for line in listing.splitlines():
        package, provides, *fields = line.split("\t")
        edges.setdefault(package, set()).update(depends_names(",".join(field for field in fields if field)))
        for virtual in depends_names(provides):
            edges.setdefault(virtual, set()).add(package)
    reached, pending = set(), list(names)
    while pending:
        package = pending.pop()
        if package in reached:
            continue
        reached.add(package)
        pending.extend(edges.get(package, ()))
    return reached


def check_loaded_from_dependencies(app, root, depends):
    """The package depends on what its programs need: each library their ELF headers name, and what the running
    app opened by name (SDL_image, SDL_ttf) or as a file (DejaVu Sans), is in a package `Depends` names."""
    direct = depends_names(depends)
    for soname, path in needed_libraries(root).items():
        assert owner(path) in direct, f"the programs need {soname} ({owner(path)}), which Depends does not name"
    loaded = {path for path in loaded_files(app.process.pid) if not path.startswith(root + "/")}
    for opened in OPENED_AT_RUN_TIME:
        paths = [path for path in loaded if opened in os.path.basename(path)]
        assert paths, f"the app has not loaded {opened}: {sorted(loaded)}"
        for path in paths:
            assert owner(path) in direct, f"the app loads {path} ({owner(path)}): Depends must name its package"
    # SDL opens optional libraries of its own (libudev for gamepads plugged in later, OpenGL where there is a GPU):
    # its package's business, shown rather than failed.
    closure = dependency_closure(direct)
    optional = sorted({owner(path) for path in loaded} - closure)
    print(f"  loaded beyond the Depends closure (SDL's optional libraries): {optional or 'nothing'}", flush=True)


def check_window_and_a_saved_setting(root, environment, depends):
    """Every tab opens; a setting changed and quit is read back by a relaunch, from the user's config folder."""
    command = desktop_exec(os.path.join(root, USR, "share/applications/io.github.kinetic.Kinetic.desktop"))
    # The app's own folder variables unset: the installed app keeps its files where a user's would be (the
    # private XDG folders of `private_environment`).
    launcher = [*HIDE_CHECKOUT, "env", "-u", "KINETIC_CONFIG_DIR", "-u", "KINETIC_DATA_DIR", "-u", "KINETIC_CACHE_DIR"]
    app = App(*command, "--size", "1024x720", environment=environment, cwd="/", launcher=launcher)
    try:
        assert os.readlink(f"/proc/{app.process.pid}/exe") == os.path.join(root, USR, "libexec/kinetic/kinetic-app")
        app.wait_for_event("sound.opened")
        open_every_tab(app)
        check_loaded_from_dependencies(app, root, depends)
        app.scroll_into_view(SETTING)
        before = app.find(SETTING)["value"]
        app.click(SETTING)
        app.wait_for_event("setting.changed", where=lambda event: event["key"] == SETTING[len("settings."):])
        assert app.quit() == 0, app.stderr()
    finally:
        app.close()
    config = private_environment(app.dir)["XDG_CONFIG_HOME"]
    assert os.path.isfile(os.path.join(config, "kinetic/settings.plist")), os.listdir(config)
    again = App(*command, "--tab", "settings", "--size", "1024x720", environment=environment, cwd="/",
                launcher=launcher, automation_dir=app.dir)
    try:
        assert again.wait_for_view(SETTING)["value"] == (not before), "the setting changed before the relaunch"
        assert again.quit() == 0, again.stderr()
    finally:
        again.close()


def test_deb_installs_runs_by_name_and_purges_to_nothing(binary):
    """`binary` is the suite's build, unused: everything here runs from the package."""
    deb = os.environ.get("KINETIC_DEB")
    if not deb:
        raise Skipped("no package to test: `make deb-test` builds one and names it in KINETIC_DEB")
    if os.geteuid() != 0:
        raise Skipped("dpkg --root and the mount that hides the checkout need root (run make deb-test as root)")
    fields = package_fields(deb)
    architecture = subprocess.check_output(["dpkg", "--print-architecture"], text=True).strip()
    assert os.path.basename(deb) == f"{PACKAGE}_{fields['Version']}_{architecture}.deb", (deb, fields)
    assert fields["Package"] == PACKAGE and fields["Architecture"] == architecture, fields
    assert fields["Section"] == "games", fields
    print(f"  lintian: {check_lintian(deb) or 'nothing'}; Depends: {fields['Depends']}", flush=True)

    check_dependencies_met(deb)

    root = empty_root()
    before = files_and_folders(root)
    # The dependencies are the machine's (the root is empty, hence --force-depends): the programs run against the
    # machine's libraries, and what they load is checked against Depends below.
    dpkg(root, "--force-depends", "--install", deb)
    installed = [line for line in dpkg(root, "--listfiles", PACKAGE).splitlines() if line != "/."]
    check_contents(root, deb)

    environment = installed_environment(root)
    check_command_line(environment, fields["Version"].rsplit("-", 1)[0])
    check_manual(root, environment)
    check_window_and_a_saved_setting(root, environment, fields["Depends"])

    dpkg(root, "--purge", PACKAGE)
    left = [path for path in installed if os.path.lexists(root + path)]
    assert not left, f"purging left the package's files behind: {left}"
    after = files_and_folders(root)
    records = [path for path in after if path.startswith(f"var/lib/dpkg/info/{PACKAGE}.")]
    assert not records, f"dpkg still keeps the package's records: {records}"
    outside_dpkg = {path for path in after ^ before if not path.startswith("var/lib/dpkg/")}
    assert not outside_dpkg, f"the root is not as it was before the install: {sorted(outside_dpkg)}"
