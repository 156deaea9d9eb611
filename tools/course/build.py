"""Configuring and building the course with CMake into build/ (incremental)."""

import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass

from .editor import link_compile_commands
from .language import COURSE
from .lessons import ROOT

_ = COURSE.gettext


def build_dir(root=ROOT):
    """build/ in the course, unless COURSE_BUILD_DIR names another folder (one per worker
    when several people or scripts build the same checkout at once)."""
    return os.environ.get("COURSE_BUILD_DIR") or os.path.join(root, "build")


def jobs():
    return str(max(1, os.cpu_count() or 1))


def configured_for(root=ROOT):
    """The source folder the build folder's CMakeCache.txt names, or None (not configured)."""
    try:
        with open(os.path.join(build_dir(root), "CMakeCache.txt"), encoding="utf-8",
                  errors="replace") as f:
            for line in f:
                if line.startswith("CMAKE_HOME_DIRECTORY:"):
                    return line.split("=", 1)[1].strip()
    except OSError:
        pass
    return None


def configure(root=ROOT, log=print, again=False):
    """Runs CMake: once, and later builds re-run it by themselves when a CMakeLists.txt
    changes; with @p again, also over an existing build (a package installed since the last
    configure is then found: CMake searches again for what it did not find). A build folder
    configured for another checkout (copied with it) is configured afresh for this one:
    building it as it is would build the other checkout's files."""
    bdir = build_dir(root)
    cache = os.path.join(bdir, "CMakeCache.txt")
    home = configured_for(root)
    if home and os.path.realpath(home) != os.path.realpath(root):
        log(_("course: {folder} was configured for another checkout ({home}): configuring it "
              "again for this one").format(folder=bdir, home=home))
        shutil.rmtree(os.path.join(bdir, "CMakeFiles"), ignore_errors=True)
        for stale in ("CMakeCache.txt", "build.ninja", "Makefile"):
            if os.path.exists(os.path.join(bdir, stale)):
                os.remove(os.path.join(bdir, stale))
    exists = os.path.isfile(cache)
    if exists and not again:
        return True, ""
    cmd = ["cmake", "-S", root, "-B", bdir]
    if not exists:
        cmd.append("-DCMAKE_BUILD_TYPE=RelWithDebInfo")
        if shutil.which("ninja"):
            cmd += ["-G", "Ninja"]     # an existing build keeps the generator it has
        inside = os.path.realpath(bdir).startswith(os.path.realpath(root) + os.sep)
        shown = os.path.relpath(bdir, root) if inside else bdir
        log(_("course: configuring the build in {folder}/ (first run only)").format(folder=shown))
    started = time.monotonic()
    run = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    if not exists:
        log(_("course: configured in {seconds} s").format(
            seconds=f"{time.monotonic() - started:.0f}"))
    if run.returncode != 0 and not exists:
        shutil.rmtree(os.path.join(bdir, "CMakeFiles"), ignore_errors=True)
        if os.path.exists(cache):
            os.remove(cache)
    return run.returncode == 0, run.stdout + run.stderr


def build(targets=None, root=ROOT, keep_going=False, show_steps=False, progress_lines=False):
    """Builds the given targets (all when None); returns (ok, compiler output). With
    @p show_steps, on a terminal, the build's own step counter ("[12/40]") is shown on one
    line as it goes, and wiped when the build ends. With @p progress_lines, where the output is
    no terminal (a log, Gradescope's image build), the counter is said on a line of its own
    every PROGRESS_SECONDS instead, so that a build of minutes is never silent."""
    bdir = build_dir(root)
    if os.path.isfile(os.path.join(bdir, "build.ninja")) and shutil.which("ninja"):
        # Ninja itself, not through `cmake --build` (which starts it: 10 ms more a check);
        # build.ninja re-runs CMake by itself when a CMakeLists.txt changed.
        cmd = ["ninja", "-C", bdir, "-j", jobs(), *(targets or [])]
        cmd += ["-k", "0"] if keep_going else []
    else:
        cmd = ["cmake", "--build", bdir, "-j", jobs()]
        cmd += ["--target", *targets] if targets else []
        cmd += ["--", "-k"] if keep_going else []
    if show_steps and sys.stdout.isatty():
        return _build_showing_steps(cmd)
    if progress_lines:
        with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              errors="replace") as proc:
            output = "".join(ProgressLines(sys.stdout).each(proc.stdout))
        return proc.returncode == 0, output
    run = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    return run.returncode == 0, run.stdout + run.stderr


# Ninja starts a step's line with "[done/all]"; Make with "[ 42%]".
_STEP = re.compile(r"^\[\s*(\d+/\d+|\d+%)\]")
# How often a build whose output is no terminal says how far it is.
PROGRESS_SECONDS = 15


def _build_showing_steps(cmd):
    lines = []
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          errors="replace") as proc:
        for line in proc.stdout:
            lines.append(line)
            step = _STEP.match(line)
            if step:
                sys.stdout.write(f"\r  building: {step.group(1)} \x1b[K")
                sys.stdout.flush()
    sys.stdout.write("\r\x1b[K")
    sys.stdout.flush()
    return proc.returncode == 0, "".join(lines)


class ProgressLines:
    """The build's step counter as lines for a log: the first step at once, then the latest
    step at most every @p every seconds (by @p clock), each flushed."""

    def __init__(self, out, every=PROGRESS_SECONDS, clock=time.monotonic):
        self.out, self.every, self.clock = out, every, clock
        self.start = clock()
        self.said = None            # when the last line was written

    def each(self, lines):
        """Yields @p lines (the build's output) unchanged, saying the steps as they pass."""
        for line in lines:
            step = _STEP.match(line)
            now = self.clock()
            if step and (self.said is None or now - self.said >= self.every):
                self.out.write(_("  building: step {step} ({seconds:.0f} s so far)").format(
                    step=step.group(1), seconds=now - self.start) + "\n")
                self.out.flush()
                self.said = now
            yield line


def target_names(root=ROOT):
    """The names of the build's targets (Ninja or Makefiles), or None when it cannot say."""
    bdir = build_dir(root)
    if os.path.isfile(os.path.join(bdir, "build.ninja")) and shutil.which("ninja"):
        run = subprocess.run(["ninja", "-C", bdir, "-t", "targets", "all"],
                             capture_output=True, text=True, errors="replace")
        pattern = r"^(\S+?): \S+$"
    else:
        run = subprocess.run(["cmake", "--build", bdir, "--target", "help"],
                             capture_output=True, text=True, errors="replace")
        pattern = r"^\.\.\. (\S+)"
    if run.returncode != 0:
        return None
    return {os.path.basename(m) for m in re.findall(pattern, run.stdout, re.MULTILINE)}


_ERROR = re.compile(r"(error|undefined reference)", re.IGNORECASE)


# Characters of a compiler's or linker's line that any pattern reads (a student controls the
# names in them: a 60,000-character symbol is one line) and that a link error shows.
LINK_LINE_CUT = 400


def first_errors(output, root=ROOT, count=3):
    """The first few compiler or linker error lines, with paths made relative to the course."""
    picked = []
    for line in output.splitlines():
        if _ERROR.search(line[:LINK_LINE_CUT]) and \
                not line.startswith(("ninja:", "make", "gmake", "FAILED:")):
            picked.append(line.replace(root + os.sep, ""))
            if len(picked) == count:
                break
    return picked or [l for l in output.strip().splitlines()[-count:]]


# What a linker says when a symbol is missing or defined twice: GNU ld, lld, Apple's ld.
# A compiler's error; gold writes its link errors the same way ("probe.cpp:12: error:
# undefined reference to ..."), which are not.
_COMPILE_ERROR = re.compile(r"[^:\s][^:]*:\d+:(\d+:)? (fatal )?error: "
                            r"(?!undefined reference|multiple definition)")
_UNDEFINED = [re.compile(r"undefined reference to [`']([^'\n]+)'"),
              re.compile(r"undefined symbol: (.+)$", re.MULTILINE),
              re.compile(r'^\s+"(.+)", referenced from:', re.MULTILINE)]
_TWICE = [re.compile(r"multiple definition of [`']([^'\n]+)'"),
          re.compile(r"duplicate symbol:? '?([^'\n]+?)'?(?: in:)?$", re.MULTILINE)]
_IN_FUNCTION = " in function "


def _caller(line):
    """The object a linker's "in function" line names ("x.o: in function `f'", "lib.a(x.o):
    in function 'f'"), or "". Read without a pattern, in one pass: the word before the
    first " in function " that a quote follows (a regular expression searching for that word
    tried every start in a long run of non-spaces, quadratic in a student's symbol name)."""
    start = 0
    while True:
        at = line.find(_IN_FUNCTION, start)
        if at < 0:
            return ""
        start = at + len(_IN_FUNCTION)
        if line[start:start + 1] not in ("`", "'"):
            continue
        begin = at
        while begin > 0 and not line[begin - 1].isspace():
            begin -= 1
        word = line[begin:at]
        word = word[:-1] if word.endswith(":") else word
        bare = word[:-1] if word.endswith(")") else word
        if any(bare.endswith(ext) and len(bare) > len(ext) for ext in (".o", ".obj")):
            return word


@dataclass
class LinkProblem:
    """A build whose sources compiled but whose programs did not link."""
    undefined: list       # demangled names nothing defines, in order
    twice: list           # names defined twice
    from_student: set     # of `undefined`, those only the student's own files call

    def __bool__(self):
        return bool(self.undefined or self.twice)


def demangle(names):
    """@p names readable (`_ZN7collide7overlapE...` becomes `collide::overlap(...)`), with
    c++filt where there is one; linkers usually demangle already."""
    mangled = [n for n in names if n.startswith(("_Z", "__Z"))]
    if not mangled or shutil.which("c++filt") is None:
        return names
    run = subprocess.run(["c++filt"], input="\n".join(mangled), capture_output=True, text=True)
    table = dict(zip(mangled, run.stdout.splitlines())) if run.returncode == 0 else {}
    return [table.get(n, n) for n in names]


STUDENT_MARKS = ("/starter/", "-starter.a(")   # the student's sources and objects

_WARNING = re.compile(r"^(?P<path>[^:\s][^:]*):\d+:(\d+:)? warning: ")


def student_warnings(output, root=ROOT):
    """The compiler's warnings about the student's own files (the build uses -Wall -Wextra),
    each its first line, with paths made relative to the course; or None when @p output
    compiled none of the student's files (an up-to-date build says nothing new)."""
    if not any("/starter/" in line and ("Building" in line or " -c " in line)
               for line in output.splitlines()):
        return None
    found = []
    for line in output.splitlines():
        m = _WARNING.match(line[:LINK_LINE_CUT])
        if m and "/starter/" in m.group("path"):
            line = line.replace(root + os.sep, "")
            if line not in found:            # a file built for two programs warns twice
                found.append(line)
    return found


def link_problem(output, student_marks=STUDENT_MARKS, readable=demangle):
    """The LinkProblem in a build's output, or None when something failed to compile (or
    nothing failed to link). A missing name is the student's own when the line that misses
    it, or the linker's "in function" line before it, names one of @p student_marks.
    @p readable makes the names readable (c++filt; the grader, which starts no process on
    a submission's bytes outside the box, keeps the linker's own demangled names)."""
    lines = [line[:LINK_LINE_CUT] for line in output.splitlines()]
    if any(_COMPILE_ERROR.match(line) for line in lines):
        return None
    undefined, twice, by_student, by_course = [], [], set(), set()
    caller = ""
    for line in lines:
        caller = _caller(line) or caller
        for rx in _UNDEFINED:
            for found in rx.findall(line):
                name = readable([found.strip()])[0]
                undefined.append(name)
                student = any(mark in caller or mark in line for mark in student_marks)
                (by_student if student else by_course).add(name)
        for rx in _TWICE:
            for found in rx.findall(line):
                twice.append(readable([found.strip()])[0])
    from_student = by_student - by_course
    problem = LinkProblem(list(dict.fromkeys(undefined)), list(dict.fromkeys(twice)),
                          from_student)
    return problem or None


def prepare(profile="build", root=ROOT, log=print, again=False, canvas_later=False):
    """Tools installed, build configured, gfx and pngdiff built; raises SystemExit(1) if not.
    The build is configured again when the bootstrap installed something or when @p again
    (`./course test`: a dependency installed by hand since is found too). With
    @p canvas_later, a canvas built before is brought up to date by the caller's own build
    (`./course check` builds pngdiff with the lesson: one build tool run, not two)."""
    from . import bootstrap
    outcome = bootstrap.ensure(profile, log)
    if not outcome:
        raise SystemExit(1)
    ok, output = configure(root, log, again=again or outcome.installed)
    if not ok:
        log(_("course: CMake could not configure the build:"))
        log("\n".join(output.strip().splitlines()[-15:]))
        raise SystemExit(1)
    link_compile_commands(root, build_dir(root))
    if os.path.exists(os.path.join(build_dir(root), "gfx", "pngdiff")):
        if canvas_later:
            return outcome
    else:
        log(_("course: building the canvas (gfx) and the picture comparer (pngdiff)"))
    ok, output = build(["gfx", "pngdiff"], root, show_steps=True)
    if not ok:
        log(_("course: the course's own canvas does not build:"))
        log("\n".join(first_errors(output, root)))
        raise SystemExit(1)
    return outcome
