"""The lessons' live figures: each 2D lesson's `figure.cpp` (gfx/figure.hpp says what one is),
compiled with emscripten to WebAssembly for the docs, and natively as a probe that a check
compares the page's answers with.

What a figure runs depends on the edition: the instructor's docs compile the reference
(solutions/NN-name/), the student's docs the student's own files as they are now
(lessons/NN-name/starter/). A student's lesson that is not started, or does not compile, has no
figure: the page says so in its place, with the command to run (docs_figures.py). The student
edition's figures never see solutions/: its sources are the starter files and given code.

    BUILD/docs/EDITION/figures/NN-name.js      the module, WebAssembly inside (one file: a page
                                               opened from the disk cannot fetch a .wasm)
    BUILD/docs/EDITION/figures/sources.json    what each figure was compiled from (a path
                                               relative to the course, its SHA-256)
    BUILD/docs/.figures/EDITION/NN-name.probe  the native build of the same sources

A build is kept while its sources, the headers and the flags are unchanged (a hash of all of
them names it), so a later `./course docs` recompiles only what changed.
"""

import enum
import glob
import hashlib
import json
import os
import shutil
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from . import build, editions
from .language import COURSE
from .lessons import ROOT, STUDENT_FOLDER, all_lessons

FIGURE = "figure.cpp"                       # a lesson's figure, beside its driver
_ = COURSE.gettext

MAIN = os.path.join("gfx", "figure_main.cpp")
SOURCES_LINE = "// figure-sources:"         # given sources a figure needs besides the student's
FOLDER = "figures"                          # in an edition's HTML folder
MANIFEST = "sources.json"
PROBES = "probes.json"                      # {lesson id: its native probe}, in work_dir()
EXPORTS = ("_figure_start", "_figure_draw", "_figure_drag", "_figure_act")
MOST_BYTES = 300 * 1024                     # a figure's module, at most (the budget)
COMPILER = "emcc"
NODE_MODULES = "/usr/share/nodejs"          # Debian's node-acorn, which emcc's optimizer needs

EMCC_FLAGS = ["-std=c++17", "-Os", "-fexceptions", "-sMODULARIZE=1", "-sSINGLE_FILE=1",
              "-sENVIRONMENT=web", "-sALLOW_MEMORY_GROWTH=1",
              "-sEXPORTED_FUNCTIONS=" + ",".join(EXPORTS),
              "-sEXPORTED_RUNTIME_METHODS=ccall"]
NATIVE_FLAGS = ["-std=c++17", "-O2"]


class Status(enum.Enum):
    READY = "ready"                     # compiled: the page runs it
    NOT_STARTED = "not-started"         # the student's files are the starter as given
    NO_COMPILE = "does-not-compile"     # the student's files do not compile
    NO_COMPILER = "no-compiler"         # no emcc on this machine: the still picture stays


@dataclass
class Figure:
    lesson: object
    status: Status
    script: str = ""                    # the module, in the HTML folder
    probe: str = ""                     # the native build
    sources: list = field(default_factory=list)
    errors: str = ""                    # the compiler's first lines, when it failed
    seconds: float = 0.0                # what compiling took (0 when the cache had it)
    cached: bool = False

    @property
    def module(self):
        """The name the module's script defines (one per lesson, so pages can hold several)."""
        return "course_figure_" + self.lesson.number


def lessons_with_figures(root=ROOT):
    return [l for l in all_lessons(root) if l.exists and os.path.isfile(figure_source(l))]


def figure_source(lesson):
    return os.path.join(lesson.dir, FIGURE)


def declared_sources(lesson):
    """The given sources the figure names on its `// figure-sources:` lines."""
    out = []
    with open(figure_source(lesson), encoding="utf-8", errors="replace") as f:
        for line in f:
            if line.startswith(SOURCES_LINE):
                out += [os.path.normpath(os.path.join(lesson.dir, name))
                        for name in line[len(SOURCES_LINE):].split()]
    return out


def student_sources(lesson, edition):
    """The files the student writes, as this edition compiles them: the reference's in the
    instructor's docs, the student's own in the student's."""
    names = [n for n in lesson.student_files() if n.endswith(".cpp")]
    if edition == editions.INSTRUCTOR:
        return [os.path.join(lesson.solution_dir, n) for n in names]
    return [os.path.join(lesson.dir, STUDENT_FOLDER, n) for n in names]


def include_dirs(root, lesson):
    return [lesson.dir, os.path.join(root, "lessons", "common"), os.path.join(root, "gfx")]


def emcc_environment():
    """emcc's environment: where Node.js comes from outside Debian, emcc's JavaScript optimizer
    cannot find Debian's node-acorn without NODE_PATH."""
    env = dict(os.environ)
    if os.path.isdir(NODE_MODULES):
        paths = [p for p in env.get("NODE_PATH", "").split(os.pathsep) if p]
        if NODE_MODULES not in paths:
            env["NODE_PATH"] = os.pathsep.join(paths + [NODE_MODULES])
    return env


def _digest(paths, flags):
    h = hashlib.sha256("\0".join(flags).encode())
    for path in paths:
        h.update(path.encode() + b"\0")
        with open(path, "rb") as f:
            h.update(f.read())
    return h.hexdigest()[:20]


def file_sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def _headers(root, lesson):
    found = []
    for folder in include_dirs(root, lesson):
        found += sorted(glob.glob(os.path.join(folder, "*.hpp")))
    return found


def _first_errors(output, root, count=6):
    lines = [l.replace(root + os.sep, "") for l in output.splitlines()
             if "error" in l.lower() or l.startswith(" ")]
    return "\n".join(lines[:count]) or output.strip()[-600:]


def work_dir(edition, root=ROOT):
    return os.path.join(build.build_dir(root), "docs", ".figures", edition)


def _compile(cmd, env):
    run = subprocess.run(cmd, capture_output=True, text=True, errors="replace", env=env)
    return run.returncode == 0, run.stdout + run.stderr


def build_one(root, lesson, edition, html_folder):
    """Compiles one lesson's figure for @p edition into @p html_folder's figures/; a Figure."""
    own = student_sources(lesson, edition)
    if edition == editions.STUDENT and not lesson.started():
        return Figure(lesson, Status.NOT_STARTED)
    missing = [p for p in own if not os.path.isfile(p)]
    sources = [figure_source(lesson), os.path.join(root, MAIN)] + declared_sources(lesson) + own
    figure = Figure(lesson, Status.READY, sources=sources)
    if missing:
        figure.status = Status.NO_COMPILE
        figure.errors = "missing: " + ", ".join(os.path.relpath(p, root) for p in missing)
        return figure
    if shutil.which(COMPILER) is None:
        figure.status = Status.NO_COMPILER
        return figure
    includes = [f"-I{d}" for d in include_dirs(root, lesson)]
    work = work_dir(edition, root)
    os.makedirs(work, exist_ok=True)
    emcc = [COMPILER] + EMCC_FLAGS + [f"-sEXPORT_NAME={figure.module}"] + includes + sources
    native = ["g++"] + NATIVE_FLAGS + includes + sources + ["-llodepng"]
    key = _digest(sources + _headers(root, lesson), emcc + native)
    built = os.path.join(work, f"{lesson.id}-{key}.js")
    figure.probe = os.path.join(work, f"{lesson.id}-{key}.probe")
    if os.path.isfile(built) and os.path.isfile(figure.probe):
        figure.cached = True
    else:
        t0 = time.monotonic()
        for stale in glob.glob(os.path.join(work, f"{lesson.id}-*")):
            os.remove(stale)
        ok, output = _compile(emcc + ["-o", built + ".tmp.js"], emcc_environment())
        if ok:
            ok, output = _compile(native + ["-o", figure.probe], None)
        if not ok:
            for stale in glob.glob(os.path.join(work, f"{lesson.id}-*")):
                os.remove(stale)
            figure.status = Status.NO_COMPILE
            figure.errors = _first_errors(output, root)
            figure.probe = ""
            return figure
        os.replace(built + ".tmp.js", built)
        figure.seconds = time.monotonic() - t0
    out_dir = os.path.join(html_folder, FOLDER)
    os.makedirs(out_dir, exist_ok=True)
    figure.script = os.path.join(out_dir, f"{lesson.id}.js")
    shutil.copyfile(built, figure.script)
    return figure


def build_all(edition, html_folder, root=ROOT, log=print):
    """Every lesson's figure for @p edition: {lesson id: Figure}; says what it does as it goes
    (the first build compiles every figure, a later one only what changed)."""
    lessons = lessons_with_figures(root)
    if not lessons:
        return {}
    if shutil.which(COMPILER) is None:
        log(_("course: note: no {compiler} (Debian: apt-get install emscripten): the docs show "
              "still pictures where the live figures would be").format(compiler=COMPILER))
    t0 = time.monotonic()
    done = {}
    os.makedirs(work_dir(edition, root), exist_ok=True)

    def one(lesson):
        figure = build_one(root, lesson, edition, html_folder)
        done[lesson.id] = figure
        what = {Status.READY: _("cached") if figure.cached else
                _("compiled in {seconds} s").format(seconds=f"{figure.seconds:.1f}"),
                Status.NOT_STARTED: _("not started: no figure yet"),
                Status.NO_COMPILE: _("does not compile: no figure"),
                Status.NO_COMPILER: _("no compiler: the still picture")}[figure.status]
        if figure.script:
            what += f", {os.path.getsize(figure.script) // 1024} KB"
        log(_("course docs: figure {lesson} ({edition}, {index} of {count}): {what}").format(
            lesson=lesson.id, edition=edition, index=len(done), count=len(lessons), what=what))
        return figure

    with ThreadPoolExecutor(max_workers=max(1, int(build.jobs()))) as pool:
        list(pool.map(one, lessons))
    write_manifest(root, html_folder, done)
    with open(os.path.join(work_dir(edition, root), PROBES), "w", encoding="utf-8") as f:
        json.dump({lid: fig.probe for lid, fig in done.items() if fig.probe}, f, indent=1)
    compiled = [f for f in done.values() if f.status == Status.READY and not f.cached]
    if compiled:
        log(_("course docs: {count} figure(s) compiled in {seconds} s").format(
            count=len(compiled), seconds=f"{time.monotonic() - t0:.1f}"))
    return {l.id: done[l.id] for l in lessons}


def write_manifest(root, html_folder, figures):
    """figures/sources.json: what each figure of this folder was compiled from."""
    ready = {lid: f for lid, f in figures.items() if f.status == Status.READY}
    if not ready:
        return
    manifest = {lid: [{"path": os.path.relpath(p, root).replace(os.sep, "/"),
                       "sha256": file_sha256(p)} for p in f.sources]
                for lid, f in sorted(ready.items())}
    path = os.path.join(html_folder, FOLDER, MANIFEST)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as out:
        json.dump(manifest, out, indent=1, sort_keys=True)


def probes(edition, root=ROOT):
    """{lesson id: the native probe built with the same sources as the page's figure}."""
    path = os.path.join(work_dir(edition, root), PROBES)
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return {}


def read_manifest(html_folder):
    path = os.path.join(html_folder, FOLDER, MANIFEST)
    if not os.path.isfile(path):
        return {}
    try:
        with open(path, encoding="utf-8") as f:
            found = json.load(f)
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def run_probe(probe, *args, timeout=20):
    """The native probe's answer (its standard output), or raises RuntimeError."""
    run = subprocess.run([probe, *args], capture_output=True, text=True, timeout=timeout,
                         errors="replace")
    if run.returncode != 0:
        raise RuntimeError(f"{os.path.basename(probe)} {args[0]} exited {run.returncode}: "
                           f"{run.stderr.strip()[-300:]}")
    return run.stdout


@dataclass
class SketchLines:
    """What a sketch (gfx/figure.hpp's Sketch, as text) says besides its shapes."""
    answers: list = field(default_factory=list)     # as the driver writes them
    exact: list = field(default_factory=list)       # the same with 17 digits
    handles: list = field(default_factory=list)     # (id, x, y)
    buttons: list = field(default_factory=list)
    errors: list = field(default_factory=list)


def read_sketch(sketch):
    """The SketchLines of a sketch's text (a probe's trusted output)."""
    out = SketchLines()
    for line in sketch.split("\n"):
        kind, _sep, rest = line.partition(" ")
        if kind == "answer":
            out.answers.append(rest)
        elif kind == "exact":
            out.exact.append(rest)
        elif kind == "handle":
            words = rest.split()
            out.handles.append((words[0], float(words[1]), float(words[2])))
        elif kind == "button":
            out.buttons.append(rest)
        elif kind == "error":
            out.errors.append(rest)
    return out


def answer_lines(sketch):
    """The lines a sketch shows under its figure: (answers, exact lines)."""
    lines = read_sketch(sketch)
    return lines.answers, lines.exact


def expected_lines(folder):
    """Every line of the *.txt files of a lesson's expected/ @p folder: a figure's first answer
    line must be one of them."""
    lines = set()
    for path in sorted(glob.glob(os.path.join(folder, "*.txt"))):
        with open(path, encoding="utf-8", errors="replace") as f:
            lines.update(f.read().split("\n"))
    return lines


def problems(edition, built):
    """What is wrong with an edition's figures: the instructor's must all compile (they run
    the reference); every module must fit its budget. A student's figure that does not
    compile is the student's to fix: the page says so."""
    out = []
    for lesson_id, figure in built.items():
        if edition == editions.INSTRUCTOR and figure.status in (Status.NO_COMPILE,
                                                                Status.NOT_STARTED):
            out.append(f"figure {lesson_id}: the reference's figure does not compile:\n"
                       f"{figure.errors}")
        if figure.script and os.path.getsize(figure.script) > MOST_BYTES:
            out.append(f"figure {lesson_id}: {os.path.getsize(figure.script) // 1024} KB, over "
                       f"the {MOST_BYTES // 1024} KB a figure may weigh")
    return out
