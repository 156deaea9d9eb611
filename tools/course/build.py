"""Configuring and building the course with CMake into build/ (incremental)."""

import os
import re
import shutil
import subprocess

from .editor import link_compile_commands
from .lessons import ROOT


def build_dir(root=ROOT):
    """build/ in the course, unless COURSE_BUILD_DIR names another folder (one per worker
    when several people or scripts build the same checkout at once)."""
    return os.environ.get("COURSE_BUILD_DIR") or os.path.join(root, "build")


def jobs():
    return str(max(1, os.cpu_count() or 1))


def configure(root=ROOT, log=print):
    """Runs CMake once; later builds re-run it by themselves when a CMakeLists.txt changes."""
    bdir = build_dir(root)
    if os.path.isfile(os.path.join(bdir, "CMakeCache.txt")):
        return True, ""
    cmd = ["cmake", "-S", root, "-B", bdir, "-DCMAKE_BUILD_TYPE=RelWithDebInfo"]
    if shutil.which("ninja"):
        cmd += ["-G", "Ninja"]
    log("course: configuring the build in build/ (first run only)")
    run = subprocess.run(cmd, capture_output=True, text=True)
    if run.returncode != 0:
        shutil.rmtree(os.path.join(bdir, "CMakeFiles"), ignore_errors=True)
        cache = os.path.join(bdir, "CMakeCache.txt")
        if os.path.exists(cache):
            os.remove(cache)
    return run.returncode == 0, run.stdout + run.stderr


def build(targets=None, root=ROOT, keep_going=False):
    """Builds the given targets (all when None); returns (ok, compiler output)."""
    cmd = ["cmake", "--build", build_dir(root), "-j", jobs()]
    if targets:
        cmd += ["--target", *targets]
    if keep_going:
        gen_ninja = os.path.isfile(os.path.join(build_dir(root), "build.ninja"))
        cmd += ["--", "-k", "0"] if gen_ninja else ["--", "-k"]
    run = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    return run.returncode == 0, run.stdout + run.stderr


_ERROR = re.compile(r"(error|undefined reference)", re.IGNORECASE)


def first_errors(output, root=ROOT, count=3):
    """The first few compiler or linker error lines, with paths made relative to the course."""
    picked = []
    for line in output.splitlines():
        if _ERROR.search(line) and not line.startswith(("ninja:", "make", "gmake", "FAILED:")):
            picked.append(line.replace(root + os.sep, ""))
            if len(picked) == count:
                break
    return picked or [l for l in output.strip().splitlines()[-count:]]


def prepare(profile="build", root=ROOT, log=print):
    """Tools installed, build configured, gfx and pngdiff built; raises SystemExit(1) if not."""
    from . import bootstrap
    if not bootstrap.ensure(profile, log):
        raise SystemExit(1)
    ok, output = configure(root, log)
    if not ok:
        log("course: CMake could not configure the build:")
        log("\n".join(output.strip().splitlines()[-15:]))
        raise SystemExit(1)
    link_compile_commands(root, build_dir(root))
    ok, output = build(["gfx", "pngdiff"], root)
    if not ok:
        log("course: the course's own canvas does not build:")
        log("\n".join(first_errors(output, root)))
        raise SystemExit(1)
