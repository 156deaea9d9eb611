"""What each box shows: decided per step from the build's own commands, never from a list.

A box shows the scratch folder (/box: the student's files, their objects and programs, what
the programs wrote), /dev/null, zero, random and urandom, a /tmp of its own, and per step:

    step      besides that, read-only
    compile   the system folders (the compiler), and a copy of each header that the lesson's
              exact compile command (compile_commands.json) reads from its include folders
              when it compiles the course's starter or the reference (the compiler's -M list)
    link      the system folders (the linker) and the link kit at /kit: copies of the files
              the exact link commands read (trusted.make_kit)
    run       the programs' runtime only: copies of the dynamic loader, of the libraries that
              the course's own builds of the same programs load (ldd of the reference probe,
              driver and tests) and of the loader's cache; and the files the lesson's trusted
              objects were compiled to read (a -DNAME="file" of their compile commands:
              lesson 05's boxes.txt). No compiler, no shell, nothing else of the course
    compare   pngdiff's runtime (as for run) and the kit's tools at /kit/tools
    draw      grader-sketch's runtime and the kit's tools
    read      the system folders (Python) and the kit's tools (the Catch2 report reader)

So no box shows a chapter, a hints file, expected/, solutions/ or the build folder: only what
the step's commands read. The copies are made once per grading session, before any submission
runs, so nothing a submission does changes what the next one is shown. `grader/box-contents`
walks, from inside each kind of box, every file it shows and searches it for reference code.
"""

import enum
import json
import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field

from course import build as course_build
from course.lessons import all_lessons

from . import sandbox, trusted

HEADERS = (".h", ".hh", ".hpp", ".hxx", ".inc", ".inl", ".ipp", ".tpp")
LOADER_CACHE = "/etc/ld.so.cache"


class Step(enum.Enum):
    """A kind of run, by what it runs."""
    COMPILE = "compile"      # the compiler on the student's files
    LINK = "link"            # the linker on the checked objects and the kit
    RUN = "run"              # the student's programs: the probe, the driver, the Catch2 tests
    COMPARE = "compare"      # pngdiff on a produced picture
    DRAW = "draw"            # grader-sketch on a failed case
    READ = "read"            # the Catch2 report reader on the tests' XML reports


class ViewError(RuntimeError):
    """A step's command reads a file no box may show, or the build cannot say what it reads:
    the grader cannot grade (raised before any submission)."""


@dataclass
class Views:
    """The copies shown per step and lesson: tuples of (host folder, where in the box)."""
    kit: str
    compile: dict = field(default_factory=dict)   # lesson id -> the compile's headers
    run: dict = field(default_factory=dict)       # lesson id -> the programs' runtime and data
    tools: tuple = ()                             # the runtime (of pngdiff, grader-sketch too)

    def of(self, step, lesson_id=None):
        """The sandbox.View of a run of @p step (for @p lesson_id where it depends on it)."""
        kit_tools = ((os.path.join(self.kit, "tools"), sandbox.KIT_DIR + "/tools"),)
        if step is Step.COMPILE:
            system, shown = sandbox.SYSTEM_DIRS, self.compile[lesson_id]
        elif step is Step.LINK:
            system, shown = sandbox.SYSTEM_DIRS, ((self.kit, sandbox.KIT_DIR),)
        elif step is Step.RUN:
            system, shown = _system_links(), self.run[lesson_id]
        elif step in (Step.COMPARE, Step.DRAW):
            system, shown = _system_links(), self.tools + kit_tools
        else:
            system, shown = sandbox.SYSTEM_DIRS, kit_tools
        return sandbox.View(system, shown, step.value)


def _system_links():
    """The system folders that are symbolic links (/lib -> usr/lib on a merged /usr): a run box
    has them, so that the paths the loader knows lead to the copies of its libraries."""
    return tuple(d for d in sandbox.SYSTEM_DIRS if os.path.islink(d))


def _system_reals():
    return tuple(os.path.realpath(d) + os.sep for d in sandbox.SYSTEM_DIRS
                 if os.path.lexists(d))


def _in_system(path):
    return (os.path.realpath(path) + os.sep).startswith(_system_reals())


def _check_shown(path, root, what):
    """Raises ViewError when @p path (a file a step reads) is one no box may show."""
    real = os.path.realpath(path)
    inside = os.path.relpath(real, os.path.realpath(root)).split(os.sep)
    if trusted._forbidden(real, root) or (inside[0] != os.pardir and "expected" in inside):
        raise ViewError(f"{what} reads {real}, which no box may show")


class _Copies:
    """The copies of one session, in @p folder: a folder's chosen files copied once, however
    many steps and lessons show them (every lesson's compile shows lessons/common/)."""

    def __init__(self, folder):
        self.folder = folder
        self.made = {}               # (where, ((name, file), ...)) -> copy

    def show(self, pairs):
        """((copy, where), ...) in mount order, showing each file of @p pairs (file to copy,
        path it is shown at) at its path."""
        by_dir = {}
        for content, shown in pairs:
            by_dir.setdefault(os.path.dirname(shown), {})[os.path.basename(shown)] = content
        out = []
        for where in sorted(by_dir):
            key = (where, tuple(sorted(by_dir[where].items())))
            if key not in self.made:
                copy = self.made[key] = os.path.join(self.folder, str(len(self.made)))
                os.makedirs(copy)
                for name, content in key[1]:
                    shutil.copyfile(content, os.path.join(copy, name))
                    os.chmod(os.path.join(copy, name),
                             0o755 if os.access(content, os.X_OK) else 0o644)
            out.append((self.made[key], where))
        # A folder shown inside another needs its mount point in the outer copy.
        for _, where in out:
            for outer_copy, outer in out:
                if where.startswith(outer + os.sep):
                    os.makedirs(os.path.join(outer_copy, os.path.relpath(where, outer)),
                                exist_ok=True)
        return tuple(out)


def loaded_libraries(programs):
    """(library file, path the loader opens it at) of every shared library and dynamic loader
    that the trusted @p programs load, read with ldd, and the loader's cache."""
    run = subprocess.run(["ldd", *programs], capture_output=True, text=True,
                         errors="replace")
    if run.returncode != 0 and not run.stdout:
        raise ViewError(f"ldd cannot read {' '.join(programs)}: {run.stderr.strip()[:200]}")
    found = {}
    for line in run.stdout.splitlines():
        if not line[:1].isspace():
            continue                 # "program:", the header of each program's list
        parts = line.split()
        if "=>" in parts:
            parts = parts[parts.index("=>") + 1:]
        path = parts[0] if parts and parts[0].startswith("/") else ""
        if path:
            shown = os.path.join(os.path.realpath(os.path.dirname(path)),
                                 os.path.basename(path))
            found[shown] = os.path.realpath(path)
    if os.path.isfile(LOADER_CACHE):
        found[LOADER_CACHE] = LOADER_CACHE
    return sorted((content, shown) for shown, content in found.items())


def _runtime(programs, cache):
    """loaded_libraries(@p programs), kept in the build folder's @p cache (ldd of every
    lesson's programs takes a good part of a second) until a program or the loader's cache
    changes."""
    key = [[p, os.stat(p).st_mtime_ns] for p in programs + [LOADER_CACHE] if os.path.exists(p)]
    try:
        with open(cache, encoding="utf-8") as f:
            data = json.load(f)
        if data["key"] == key:
            return [tuple(pair) for pair in data["libraries"]]
    except (OSError, ValueError, KeyError, TypeError):
        pass
    found = loaded_libraries(programs)
    try:                    # a cache: a build folder this user may not write is no error
        os.makedirs(os.path.dirname(cache), exist_ok=True)
        with open(cache + ".tmp", "w", encoding="utf-8") as f:
            json.dump({"key": key, "libraries": found}, f)
        os.replace(cache + ".tmp", cache)
    except OSError:
        pass
    return found


_DEPENDENCY_SPLIT = re.compile(r"(?<!\\)\s+")


def _compile_reads(argv, source):
    """The files the compile command @p argv (with @SRC@ and @OBJ@) reads when it compiles the
    trusted @p source: the compiler's own list (-M), made outside any box (course files only)."""
    command = [a for a in argv if a not in ("-c", "-o", "@OBJ@", "@SRC@")]
    run = subprocess.run(command + ["-M", "-MT", "x", source], capture_output=True,
                         text=True, errors="replace", cwd=os.path.dirname(source), timeout=300)
    if run.returncode != 0:
        raise ViewError(f"the compile command cannot list what {source} reads: "
                        f"{run.stderr.strip()[:300]}")
    words = _DEPENDENCY_SPLIT.split(run.stdout.replace("\\\n", " ").strip())
    return [os.path.realpath(os.path.join(os.path.dirname(source), w.replace("\\ ", " ")))
            for w in words[1:] if w]           # words[0] is the rule's target, "x:"


def compiled_headers(lesson, lb, cache):
    """The headers of @p lb's include folders (at their top, as a compile shows them) that its
    compile commands read for the lesson's starter, as it ships, and for its reference:
    whatever a submission writes, it compiles against the same API; a header no compile of the
    lesson reads (another lesson's, its tests' cases) is not shown. Kept in @p cache, a file of
    the build folder, until a command, a source or a header of those folders changes."""
    sources = []
    for name, argv in sorted(lb.compile.items()):
        for folder in (lesson.pristine_dir, lesson.solution_dir):
            if os.path.isfile(os.path.join(folder, name)):
                sources.append((argv, os.path.join(folder, name)))
    tops = [d for d in lb.include_dirs if not _in_system(d)]
    stamps = [[p, os.stat(p).st_mtime_ns] for _, p in sources] + \
        [[os.path.join(d, n), os.stat(os.path.join(d, n)).st_mtime_ns]
         for d in tops for n in sorted(os.listdir(d))]
    key = [[argv for argv, _ in sources], stamps]
    try:
        with open(cache, encoding="utf-8") as f:
            data = json.load(f)
        if data.get(lb.id, {}).get("key") == key:
            return data[lb.id]["headers"]
    except (OSError, ValueError, AttributeError, TypeError):
        data = {}
    real_tops = {os.path.realpath(d): d for d in tops}
    found = set()
    for argv, source in sources:
        for path in _compile_reads(argv, source):
            top = real_tops.get(os.path.dirname(path))
            if top is not None and path.endswith(HEADERS):
                found.add(os.path.join(top, os.path.basename(path)))
    headers = sorted(found)
    try:                    # a cache: a build folder this user may not write is no error
        data = data if isinstance(data, dict) else {}
        data[lb.id] = {"key": key, "headers": headers}
        os.makedirs(os.path.dirname(cache), exist_ok=True)
        with open(cache + ".tmp", "w", encoding="utf-8") as f:
            json.dump(data, f)
        os.replace(cache + ".tmp", cache)
    except OSError:
        pass
    return headers


def make(root, builds, kit_folder, folder):
    """The Views of a grading session, their copies made in @p folder. @p builds: the
    trusted.LessonBuild of each lesson graded. Raises ViewError."""
    if _in_system(root):
        raise ViewError(f"the course ({root}) is inside a system folder "
                        f"({', '.join(sandbox.SYSTEM_DIRS)}), which every box shows as it is")
    views = Views(kit_folder)
    os.makedirs(folder)
    references = [p for lb in builds.values() for p in lb.references.values()]
    for lid, lb in builds.items():
        missing = [p for p in trusted.REFERENCE_PROGRAMS if not os.path.isfile(
            lb.references.get(p, ""))]
        if missing:
            raise ViewError(f"{lid}: the course's reference build of its {missing[0]} is "
                            "missing, so the libraries a run loads are not known")
    tools = trusted.tools(root)
    cache = os.path.join(course_build.build_dir(root), "grader", "runtime-libraries.json")
    copies = _Copies(folder)
    runtime = copies.show(_runtime(references + [tools["pngdiff"], tools["sketch"]], cache))
    views.tools = runtime
    lessons = {lesson.id: lesson for lesson in all_lessons(root)}
    headers_cache = os.path.join(course_build.build_dir(root), "grader", "compile-headers.json")
    for lid, lb in builds.items():
        for d in lb.include_dirs:           # the compile box shows the system as it is
            if not _in_system(d):
                _check_shown(d, root, f"{lid}: the compile command")
        headers = compiled_headers(lessons[lid], lb, headers_cache)
        for path in headers:
            _check_shown(path, root, f"{lid}: the compile command")
        views.compile[lid] = copies.show([(path, path) for path in headers])
        for path in lb.run_inputs:
            _check_shown(path, root, f"{lid}: a program")
        views.run[lid] = runtime + copies.show([(p, p) for p in lb.run_inputs])
    return views
