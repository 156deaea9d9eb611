"""The trusted side's build: what is built once, and the commands that build a submission.

The course's own CMake build compiles everything trusted once: gfx, each lesson's given code,
driver and Catch2 tests (as objects), the grader's probes, the reference probes, pngdiff,
grader-sketch and grader-box. For a submission only the student's files are compiled, with the
exact flags CMake uses for the starter (read from compile_commands.json), and linked with the
exact link commands CMake generated for the starter track's programs, the starter library
swapped for the student's objects. One build, one set of flags: what the student compiles with
`./course check` is what the grader compiles.

Both run in the box. The link reads the trusted objects from the link kit (make_kit): a copy,
made once per grading session, of exactly the files those link commands name in the build
folder, which the box mounts read-only at /kit. So nothing that handles a submission can
write to the build, and nothing in the box can see the reference probe or solutions/.
"""

import json
import os
import shlex
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field

from course import build as course_build
from course import editions

from . import sandbox

# Added to every link of a submission's programs: gold, where installed, links these programs
# about twice as fast as the default linker, and the debug information of the trusted objects
# is not needed by anyone (-S; measured in grader/README.md). Never link-time optimization: it
# would run the compiler again on bytes and options taken from the objects (the student's
# objects are checked for its sections too, grader/objects.py).
LINK_FLAGS = (["-fuse-ld=gold"] if shutil.which("ld.gold") else []) + \
    ["-Wl,-S", "-fno-lto", "-fno-use-linker-plugin"]
# Added to every compile of a student file.
COMPILE_FLAGS = ["-fno-lto", "-fdiagnostics-color=never"]

# The three programs each lesson's student files are linked into, by CMake target name.
PROGRAMS = {
    "probe": "grader-{id}-probe-starter",
    "driver": "{id}-driver-starter",
    "tests": "{id}-tests-starter",
}
# The same programs linked with the reference by the course's own build: trusted programs whose
# libraries are those of a submission's (grader/views.py shows a run box just these).
REFERENCE_PROGRAMS = {
    "probe": "grader-{id}-probe-reference",
    "driver": "{id}-driver-solution",
    "tests": "{id}-tests-solution",
}
CACHE_VERSION = 3        # of lesson-builds.json: a cache of another version is read again


@dataclass
class LessonBuild:
    """How to build one lesson's programs from a student's object files."""
    id: str
    compile: dict = field(default_factory=dict)  # student file name -> argv (with @SRC@ @OBJ@)
    link: dict = field(default_factory=dict)     # program -> (cwd, argv with @OBJS@ and @OUT@)
    reference_probe: str = ""                    # path (built or not), "" without solutions/
    include_dirs: list = field(default_factory=list)   # of the compile (-I, -isystem)
    run_inputs: list = field(default_factory=list)     # files the programs read (below)
    references: dict = field(default_factory=dict)     # program -> its reference build


def trusted_targets(lesson_ids):
    """Everything trusted that grading these lessons needs, as CMake targets."""
    targets = ["gfx", "pngdiff", "grader-sketch", "grader-box"]
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
    have_solutions = editions.has_solutions(root)
    if have_solutions:
        targets += [pattern.format(id=lid) for lid in ids for pattern in
                    REFERENCE_PROGRAMS.values()
                    if os.path.isdir(os.path.join(root, editions.SOLUTIONS, lid))]
    ok, output = course_build.build(targets, root, keep_going=True, show_steps=True,
                                    progress_lines=True)
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


def _include_dir(argv, i, directory):
    """(folder, next index) when argv[i] names an include folder (-I, -isystem), else None."""
    for flag in ("-I", "-isystem"):
        a = argv[i]
        if a == flag and i + 1 < len(argv):
            return os.path.realpath(os.path.join(directory, argv[i + 1])), i + 2
        if a.startswith(flag) and a != flag and (flag == "-I" or not a.startswith("-isystem=")):
            return os.path.realpath(os.path.join(directory, a[len(flag):])), i + 1
    return None


def _defined_paths(argv):
    """The files a compile command names in its definitions (-DNAME="/a/file"): the data a
    program compiled with it reads at run time (lesson 05's COURSE_BOXES_FILE)."""
    out = []
    for i, a in enumerate(argv):
        value = a[2:] if a.startswith("-D") and a != "-D" else \
            argv[i + 1] if a == "-D" and i + 1 < len(argv) else None
        if value is None or "=" not in value:
            continue
        path = value.split("=", 1)[1].strip("\"'")
        if os.path.isabs(path) and os.path.isfile(path):
            out.append(os.path.realpath(path))
    return out


def _output_of(cwd, argv):
    """The file a link command writes (its -o), absolute."""
    if "-o" in argv[:-1]:
        return os.path.realpath(os.path.join(cwd, argv[argv.index("-o") + 1]))
    return ""


def lesson_build(root, lesson):
    """Reads the commands for one lesson from the configured build; raises RuntimeError with
    a message when the build does not know the lesson (not configured, probe missing)."""
    bdir = course_build.build_dir(root)
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
            found = _include_dir(argv, i, entry["directory"])
            if found:
                d, i = found
                lb.include_dirs.append(d)
                fresh += ["-I" + d] if a.startswith("-I") else ["-isystem", d]
                continue
            if os.path.realpath(os.path.join(entry["directory"], a)) != src:
                fresh.append(a)
            i += 1
        lb.compile[name] = fresh + COMPILE_FLAGS + ["-o", "@OBJ@", "-c", "@SRC@"]
    # What the lesson's trusted objects (its driver, tests, given code, probe) were compiled to
    # read at run time: the student's files (starter/, .starter/) never decide it.
    own = os.path.realpath(lesson.dir) + os.sep
    probe_src = os.path.realpath(os.path.join(bdir, "grader", "probes", f"{lesson.id}.cpp"))
    for e in db:
        src = os.path.realpath(os.path.join(e["directory"], e["file"]))
        rel = src[len(own):] if src.startswith(own) else None
        if src == probe_src or (rel is not None and not rel.startswith(("starter/",
                                                                         ".starter/"))):
            for path in _defined_paths(e.get("arguments") or shlex.split(e["command"])):
                if path not in lb.run_inputs:
                    lb.run_inputs.append(path)
    starter_lib = f"lib{lesson.id}-starter.a"
    for program, pattern in PROGRAMS.items():
        target = pattern.format(id=lesson.id)
        found = _link_command(bdir, target)
        swapped = _swap(found[1], starter_lib, target) if found else None
        if not swapped:
            raise RuntimeError(f"{lesson.id}: no link command for {target} in {bdir} "
                               "(reconfigure the build)")
        lb.link[program] = (found[0], swapped)
        reference = _link_command(bdir, REFERENCE_PROGRAMS[program].format(id=lesson.id))
        if reference:
            lb.references[program] = _output_of(*reference)
    # The path whether or not the probe is built yet: this is cached until build.ninja changes,
    # and the probe is built after it is read (plan.run_reference says when it is missing).
    lb.reference_probe = lb.references.get("probe", "")
    return lb


def lesson_builds(root, lessons):
    """LessonBuild per lesson id, cached in the build folder (reading ninja is not free)."""
    bdir = course_build.build_dir(root)
    cache = os.path.join(bdir, "grader", "lesson-builds.json")
    stamp = os.path.getmtime(os.path.join(bdir, "build.ninja" if os.path.isfile(
        os.path.join(bdir, "build.ninja")) else "Makefile"))
    data = {}
    try:
        with open(cache, encoding="utf-8") as f:
            data = json.load(f)
        if not isinstance(data, dict) or data.get("stamp") != stamp or \
                data.get("root") != root or data.get("version") != CACHE_VERSION:
            data = {}
    except (OSError, ValueError):
        data = {}
    out, problems, dirty = {}, {}, False
    for lesson in lessons:
        try:        # a cache written by another version of this file is read again
            cached = LessonBuild(**data["lessons"][lesson.id])
            cached.link = {k: tuple(v) for k, v in cached.link.items()}
            out[lesson.id] = cached
            continue
        except (KeyError, TypeError, ValueError, AttributeError):
            pass
        try:
            out[lesson.id] = lesson_build(root, lesson)
            dirty = True
        except (RuntimeError, OSError, ValueError) as e:
            problems[lesson.id] = str(e)
    if dirty:
        data = {"stamp": stamp, "root": root, "version": CACHE_VERSION, "lessons": {
            k: v.__dict__ for k, v in out.items()}}
        try:        # a cache: a build folder this user may not write is no error
            os.makedirs(os.path.dirname(cache), exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(cache))
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(data, f)
            os.replace(tmp, cache)
        except OSError:
            pass
    return out, problems


def tools(root):
    """{name: path} of the trusted programs the grader runs (grader-box outside the box; the
    others, which read untrusted files, inside it, from the kit)."""
    bdir = course_build.build_dir(root)
    return {"box": os.path.join(bdir, "grader", "grader-box"),
            "pngdiff": os.path.join(bdir, "gfx", "pngdiff"),
            "sketch": os.path.join(bdir, "grader", "grader-sketch")}


def build_home(root):
    """The source folder the build folder was configured for (CMakeCache.txt), or None."""
    return course_build.configured_for(root)


def _forbidden(path, root):
    """True for a file no submission may see: solutions/ (the reference, the grading and its
    hidden cases), the build of the reference."""
    real = os.path.realpath(path)
    for secret in (os.path.join(root, editions.SOLUTIONS),
                   os.path.join(course_build.build_dir(root), editions.SOLUTIONS)):
        if real == secret or real.startswith(secret + os.sep):
            return True
    return "-solution" in os.path.basename(real) or "-reference" in os.path.basename(real)


@dataclass
class Kit:
    """The link kit of a grading session: where it is on the host, and per lesson the link
    commands rewritten to read from it (as seen from the box: @KIT@/...)."""
    folder: str
    link: dict = field(default_factory=dict)      # lesson id -> {program: argv}
    tools: dict = field(default_factory=dict)     # tool name -> @KIT@/tools/name
    object_kind: tuple = None                     # what a linkable object must be (objects.kind)


def make_kit(root, builds, folder):
    """Copies into @p folder every file the link commands of @p builds read from the build
    folder (and pngdiff and grader-sketch, which the box runs on untrusted files), and returns
    the Kit. Raises RuntimeError when a command needs a file the box may not show."""
    from . import objects
    kit = Kit(folder)
    copied = {}

    def take(path):
        real = os.path.realpath(path)
        if real.startswith(tuple(d + "/" for d in sandbox.SYSTEM_DIRS)):
            return real         # the box shows the system folders as they are
        if _forbidden(real, root):
            raise RuntimeError(f"a link command reads {real}, which no submission may see")
        if real not in copied:
            rel = f"f{len(copied)}-{os.path.basename(real)}"
            shutil.copyfile(real, os.path.join(folder, rel))
            os.chmod(os.path.join(folder, rel), 0o644)
            copied[real] = rel
        return "@KIT@/" + copied[real]

    os.makedirs(os.path.join(folder, "tools"))
    for lid, lb in builds.items():
        kit.link[lid] = {}
        for program, (cwd, argv) in lb.link.items():
            fresh = [argv[0]] + LINK_FLAGS
            for a in argv[1:]:
                path = a if os.path.isabs(a) else os.path.join(cwd, a)
                if a.startswith("@") or a.startswith("-") or not os.path.isfile(path):
                    fresh.append(a)
                else:
                    fresh.append(take(path))
                    if kit.object_kind is None and a.endswith(".o"):
                        with open(path, "rb") as f:
                            kit.object_kind = objects.kind(f.read(64))
            kit.link[lid][program] = fresh
    # The trusted readers of untrusted files: pngdiff, grader-sketch, the Catch2 report reader.
    readers = dict(tools(root), catch_reader=os.path.join(root, "grader", "catch_reader.py"),
                   catch_xml=os.path.join(root, "tools", "course", "catch_xml.py"))
    for name, src in readers.items():
        if name == "box":
            continue
        dest = os.path.join(folder, "tools", os.path.basename(src))
        shutil.copyfile(src, dest)
        os.chmod(dest, 0o755)
        kit.tools[name] = "@KIT@/tools/" + os.path.basename(src)
    return kit
