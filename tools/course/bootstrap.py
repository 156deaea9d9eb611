"""Making sure the tools the course needs are installed, and installing them where we can.

Every subcommand calls `ensure(profile)` first. On Debian or Ubuntu, as root, whatever is
missing is installed with apt-get; elsewhere the exact apt and Homebrew commands are printed
and the command stops. Test-only dependencies (the real engines, the benchmark library) are
installed the same way by `./course test`, but where they cannot be, the build skips the parts
that need them with a note instead of stopping, and `./course test` names every skip. In CI
(the CI environment variable is set) a test-only dependency that apt-get could install but
that is missing is an error: a skipped check must not pass for a checked one there.
"""

import glob
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass

from .language import COURSE, N_

_ = COURSE.gettext

INCLUDE_DIRS = ["/usr/include", "/usr/local/include", "/opt/homebrew/include",
                "/usr/include/x86_64-linux-gnu", "/usr/include/aarch64-linux-gnu"]
DATA_DIRS = ["/usr/share", "/usr/local/share", "/opt/homebrew/share"]


def find_data(rel):
    """The path of a data file installed under a share/ folder, or None."""
    for d in DATA_DIRS:
        if os.path.isfile(os.path.join(d, rel)):
            return os.path.join(d, rel)
    return None


@dataclass(frozen=True)
class Requirement:
    name: str
    why: str
    apt: str
    brew: str
    program: str = ""       # found when this program is on PATH
    header: str = ""        # or when this header is in a system include folder
    data: str = ""          # or when this file is in a system share/ folder
    optional: bool = False  # the build works without it, skipping what needs it
    cmake: str = ""         # the name CMakeLists.txt knows it by (the test missing/NAME)

    def present(self):
        if self.program:
            return shutil.which(self.program) is not None
        if self.data:
            return find_data(self.data) is not None
        return any(glob.glob(os.path.join(d, self.header)) for d in INCLUDE_DIRS)


CORE = [
    Requirement("g++", N_("the C++17 compiler"), "g++", "gcc", program="g++"),
    Requirement("cmake", N_("the build"), "cmake", "cmake", program="cmake"),
    Requirement("Catch2", N_("the lessons' tests"), "catch2", "catch2", header="catch2/catch*.hpp"),
    Requirement("lodepng", N_("the PNG canvas"), "liblodepng-dev",
                "lodepng (vcpkg install lodepng)",
                header="lodepng.h"),
]
DOCS = [
    Requirement("doxygen", N_("the generated docs"), "doxygen", "doxygen", program="doxygen",
                cmake="doxygen"),
    Requirement("doxygen-awesome-css", N_("the docs' reading layout (without it they use "
                                          "Doxygen's own style)"), "doxygen-awesome-css",
                "doxygen-awesome-css (from github.com/jothepro/doxygen-awesome-css)",
                data="doxygen-awesome-css/doxygen-awesome.css", optional=True),
    Requirement("emscripten", N_("the docs' live figures, the lessons' C++ compiled to "
                                 "WebAssembly (without it the pages show still pictures)"),
                "emscripten", "emscripten", program="emcc", optional=True),
    Requirement("Noto CJK fonts", "showing the Korean docs in Korean type (without them a "
                "browser may draw Hangul as empty boxes)", "fonts-noto-cjk",
                "font-noto-sans-cjk (a cask)",
                data="fonts/opentype/noto/NotoSansCJK-Regular.ttc", optional=True),
]
TEST_ONLY = [
    Requirement("Box2D 2.4", N_("checking lessons 03 and 05 against a real engine"), "libbox2d-dev",
                "box2d", header="box2d/box2d.h", optional=True, cmake="box2d"),
    Requirement("FCL", N_("checking lesson 07 against a real library"), "libfcl-dev", "fcl",
                header="fcl/fcl.h", optional=True, cmake="fcl"),
    Requirement("Google Benchmark", N_("the benchmarks"), "libbenchmark-dev", "google-benchmark",
                header="benchmark/benchmark.h", optional=True, cmake="benchmark"),
    Requirement("ninja", N_("faster incremental builds"), "ninja-build", "ninja", program="ninja",
                optional=True),
    Requirement("Chromium", "testing the docs in a real browser", "chromium", "chromium",
                program="chromium", optional=True),
]
PROFILES = {
    "build": CORE,
    "docs": CORE + DOCS,
    "test": CORE + DOCS + TEST_ONLY,
}


def can_install():
    return (sys.platform.startswith("linux") and os.path.exists("/etc/debian_version")
            and shutil.which("apt-get") is not None and os.geteuid() == 0)


def in_ci():
    """True when the CI environment variable is set (to anything but "" or "false")."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def apt_knows(package):
    """True when apt has a candidate version of @p package (so that it could be installed)."""
    if shutil.which("apt-cache") is None:
        return False
    run = subprocess.run(["apt-cache", "policy", package], capture_output=True, text=True)
    return run.returncode == 0 and "Candidate:" in run.stdout and \
        "Candidate: (none)" not in run.stdout


def by_cmake_name(name):
    """The Requirement that CMakeLists.txt calls @p name (see course_missing_dependency)."""
    return next((r for r in PROFILES["test"] if r.cmake == name), None)


def install_commands(missing):
    apt = " ".join(r.apt for r in missing)
    brew = " ".join(r.brew.split(" ")[0] for r in missing)
    return [f"sudo apt-get update && sudo apt-get install -y {apt}", f"brew install {brew}"]


def _apt(cmd, env):
    run = subprocess.run(cmd, env=env, capture_output=True, text=True)
    return run.returncode == 0, "\n".join(run.stderr.strip().splitlines()[-5:])


def apt_install(packages, log=print):
    """apt-get install, after one apt-get update; True when it worked."""
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    log(_("course: installing {packages} with apt-get (once; later runs skip this)").format(
        packages=" ".join(packages)))
    for cmd in (["apt-get", "update", "-qq"],
                ["apt-get", "install", "-y", "-qq", "--no-install-recommends", *packages]):
        ok, tail = _apt(cmd, env)
        if not ok:
            log(_("course: '{command}' failed:").format(command=" ".join(cmd)) + f"\n{tail}")
            return False
    return True


@dataclass
class Outcome:
    """What ensure() found: `ok` when the profile can run; `installed` when apt-get installed
    something (the build must then be configured again to see it); `skipped`, the optional
    requirements still missing."""
    ok: bool
    installed: bool = False
    skipped: tuple = ()

    def __bool__(self):
        return self.ok


def ensure(profile="build", log=print):
    """Whether everything the profile must have is present (after installing, if we can), as
    an Outcome (true when the command can go on)."""
    wanted = PROFILES[profile]
    missing = [r for r in wanted if not r.present()]
    installed = False
    if missing and can_install():
        apt_install([r.apt for r in missing], log)
        still = [r for r in wanted if not r.present()]
        installed = len(still) < len(missing)
        missing = still
    required = [r for r in missing if not r.optional]
    optional = [r for r in missing if r.optional]
    for r in optional:
        log(_("course: note: {name} is missing, so {what} is skipped").format(
            name=r.name, what=_(r.why)))
    if in_ci() and profile == "test":
        installable = [r for r in optional if apt_knows(r.apt)]
        if installable:
            log("course: in CI a test-only dependency that could be installed must be: "
                + ", ".join(f"{r.name} ({r.apt})" for r in installable))
            required += installable
    if not required:
        return Outcome(True, installed, tuple(optional))
    log(_("course: missing {names}").format(
        names=", ".join(f"{r.name} ({_(r.why)})" for r in required)))
    log(_("install them, then run the command again:"))
    for cmd in install_commands(required):
        log("    " + cmd)
    return Outcome(False, installed, tuple(optional))
