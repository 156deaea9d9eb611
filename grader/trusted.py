"""The trusted side's build: what is built once, and the commands that build a submission.

The course's own CMake build compiles everything trusted once: gfx, each lesson's given code,
driver and Catch2 tests (as objects), the grader's probes, and the reference probes. For a
submission only the student's files are compiled, with the exact flags CMake uses for the
starter (read from compile_commands.json), and linked with the exact link commands CMake
generated for the starter track's programs, the starter library swapped for the student's
objects. One build, one set of flags: what the student compiles with `./course check` is what
the grader compiles.
"""

import json
import os
import shlex
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field

from course import build as course_build

# Added to every link of a submission's programs: gold, where installed, links these programs
# about twice as fast as the default linker, and the debug information of the trusted objects
# is not needed by anyone (-S). Measured in grader/README.md.
LINK_SPEED_FLAGS = (["-fuse-ld=gold"] if shutil.which("ld.gold") else []) + ["-Wl,-S"]

# The three programs each lesson's student files are linked into, by CMake target name.
PROGRAMS = {
    "probe": "grader-{id}-probe-starter",
    "driver": "{id}-driver-starter",
    "tests": "{id}-tests-starter",
}


@dataclass
class LessonBuild:
    """How to build one lesson's programs from a student's object files."""
    id: str
    compile: dict = field(default_factory=dict)  # student file name -> argv (with @SRC@ @OBJ@)
    link: dict = field(default_factory=dict)     # program -> (cwd, argv with @OBJS@ and @OUT@)
    reference_probe: str = ""                    # path, or "" without solutions/
    include_dirs: list = field(default_factory=list)


def build_dir(root):
    return course_build.build_dir(root)


def trusted_targets(lesson_ids):
    """Everything trusted that grading these lessons needs, as CMake targets."""
    targets = ["gfx", "pngdiff", "grader-sketch"]
    for lid in lesson_ids:
        targets += [f"{lid}-testobjs", f"{lid}-driverobj", f"grader-{lid}-probeobj"]
    return targets


def prepare(root, lessons, log=print):
    """Builds the trusted parts (unless COURSE_GRADER_NO_BUILD is set: the course's test run
    has built everything already and must not run two builds at once). Returns an error
    message, or ""."""
    if os.environ.get("COURSE_GRADER_NO_BUILD"):
        return ""
    course_build.prepare("build", root, log=log)
    ids = [l.id for l in lessons]
    targets = trusted_targets(ids)
    have_solutions = os.path.isdir(os.path.join(root, "solutions"))
    if have_solutions:
        targets += [f"grader-{lid}-probe-reference" for lid in ids
                    if os.path.isdir(os.path.join(root, "solutions", lid))]
    ok, output = course_build.build(targets, root, keep_going=True)
    if not ok:
        return "the grader's trusted parts do not build:\n" + \
            "\n".join(course_build.first_errors(output, root, 8))
    return ""


def _compile_db(bdir):
    with open(os.path.join(bdir, "compile_commands.json"), encoding="utf-8") as f:
        return json.load(f)


def _link_command(bdir, target):
    """(cwd, argv) of the command that links @p target, as the generator wrote it."""
    ninja_file = os.path.join(bdir, "build.ninja")
    if os.path.isfile(ninja_file):
        run = subprocess.run(["ninja", "-C", bdir, "-t", "commands", target],
                             capture_output=True, text=True)
        lines = [l for l in run.stdout.splitlines() if l.strip()]
        if run.returncode != 0 or not lines:
            return None
        cmd = lines[-1].strip()
        if cmd.startswith(": &&"):
            cmd = cmd[4:]
        if cmd.endswith("&& :"):
            cmd = cmd[:-4]
        return bdir, shlex.split(cmd)
    # Makefile generators keep it in link.txt, relative to the target's own folder.
    for dirpath, dirnames, files in os.walk(bdir):
        if os.path.basename(dirpath) == f"{target}.dir" and "link.txt" in files:
            with open(os.path.join(dirpath, "link.txt"), encoding="utf-8") as f:
                cmd = f.read().strip().splitlines()[0]
            return os.path.dirname(os.path.dirname(dirpath)), shlex.split(cmd)
    return None


def _swap(argv, starter_lib, out_name):
    """The link argv with @OBJS@ in place of the starter library and @OUT@ as the output."""
    fresh, i = [], 0
    while i < len(argv):
        a = argv[i]
        if a == "-o" and i + 1 < len(argv):
            fresh += ["-o", "@OUT@"]
            i += 2
            continue
        if os.path.basename(a) == os.path.basename(starter_lib):
            fresh.append("@OBJS@")
        else:
            fresh.append(a)
        i += 1
    return fresh if "@OBJS@" in fresh else None


def lesson_build(root, lesson):
    """Reads the commands for one lesson from the configured build; raises RuntimeError with
    a message when the build does not know the lesson (not configured, probe missing)."""
    bdir = build_dir(root)
    db = _compile_db(bdir)
    lb = LessonBuild(lesson.id)
    for name in lesson.student_files():
        src = os.path.realpath(os.path.join(lesson.dir, "starter", name))
        entry = next((e for e in db if os.path.realpath(
            os.path.join(e["directory"], e["file"])) == src), None)
        if entry is None:
            raise RuntimeError(f"{lesson.id}: the build has no compile command for starter/{name}"
                               " (reconfigure the build)")
        argv = entry.get("arguments") or shlex.split(entry["command"])
        fresh, i = [], 0
        while i < len(argv):
            a = argv[i]
            if a in ("-o", "-c") and i + 1 < len(argv):
                i += 2
                continue
            if a.startswith("-I"):
                d = a[2:] or argv[i + 1]
                if not a[2:]:
                    i += 1
                d = os.path.realpath(os.path.join(entry["directory"], d))
                lb.include_dirs.append(d)
                fresh.append("-I" + d)
            elif a.startswith("-isystem"):
                fresh.append(a)
            elif os.path.realpath(os.path.join(entry["directory"], a)) == src:
                pass
            else:
                fresh.append(a)
            i += 1
        lb.compile[name] = fresh + ["-fdiagnostics-color=never", "-o", "@OBJ@", "-c", "@SRC@"]
    starter_lib = f"lib{lesson.id}-starter.a"
    for program, pattern in PROGRAMS.items():
        target = pattern.format(id=lesson.id)
        found = _link_command(bdir, target)
        swapped = _swap(found[1], starter_lib, target) if found else None
        if not swapped:
            raise RuntimeError(f"{lesson.id}: no link command for {target} in {bdir} "
                               "(reconfigure the build)")
        lb.link[program] = (found[0], swapped)
    ref = os.path.join(bdir, "grader", f"grader-{lesson.id}-probe-reference")
    lb.reference_probe = ref if os.path.isfile(ref) else ""
    return lb


def lesson_builds(root, lessons):
    """LessonBuild per lesson id, cached in the build folder (reading ninja is not free)."""
    bdir = build_dir(root)
    cache = os.path.join(bdir, "grader", "lesson-builds.json")
    stamp = os.path.getmtime(os.path.join(bdir, "build.ninja" if os.path.isfile(
        os.path.join(bdir, "build.ninja")) else "Makefile"))
    data = {}
    try:
        with open(cache, encoding="utf-8") as f:
            data = json.load(f)
        if data.get("stamp") != stamp or data.get("root") != root:
            data = {}
    except (OSError, ValueError):
        data = {}
    out, problems, dirty = {}, {}, False
    for lesson in lessons:
        if lesson.id in data.get("lessons", {}):
            out[lesson.id] = LessonBuild(**data["lessons"][lesson.id])
            out[lesson.id].link = {k: tuple(v) for k, v in out[lesson.id].link.items()}
            continue
        try:
            out[lesson.id] = lesson_build(root, lesson)
            dirty = True
        except (RuntimeError, OSError, ValueError) as e:
            problems[lesson.id] = str(e)
    if dirty:
        data = {"stamp": stamp, "root": root, "lessons": {
            k: v.__dict__ for k, v in out.items()}}
        os.makedirs(os.path.dirname(cache), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(cache))
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f)
        os.replace(tmp, cache)
    return out, problems
