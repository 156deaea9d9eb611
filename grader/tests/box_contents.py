"""Nothing a box shows carries reference code: every file of every kind of box, walked from
inside it, searched.

    python3 -m grader.tests.box_contents [--lessons 00,01]

grades the untouched starter of this checkout (every lesson, or those listed: a submission
with no reference code of its own), drawing its failed cases as the HTML report does, so that
every kind of box runs: compile, link, run (probe, driver, Catch2 tests), compare (pngdiff),
read (the Catch2 report reader) and draw (grader-sketch). Just before each run, in the same box and with the
same view, a static walker (box_walker.c) lists every entry the box shows. Then:

- a file of a system folder must be the host's own (the same device and inode as the same path
  outside): the box shows the system as it is (9 GB here, not searched; nothing of the course
  is there, which the check of the course root against the system folders in views.py and
  this identity check together prove);
- every other file must be traced to the host file behind it (by device and inode: a copy the
  grader made for the step, the scratch folder) and is searched, its whitespace removed, for
  every region a README quotes from solutions/ and every line of 20 or more characters (again
  without whitespace) of every file of solutions/ that the course's public sources do not hold
  (an #include line, a namespace's braces); and it must not be byte for byte any file of
  solutions/ or of the reference's build (the reference probe, a -solution library);
- a file that cannot be traced fails, and so does any file found holding reference code, named
  with the box it was seen in; and a box of a step that runs the student's bytes (compile,
  link, run) must show nothing of the grader's folder but the files to compile and the checked
  objects (an expected picture, a reader's folder come only after). A control proves the
  search fails: a box that shows lesson 01's folder as it is (its README quotes the
  reference; in a Gradescope bundle, whose chapters quote none, a copy of a file of
  solutions/) must be caught.

test_box_contents.py runs it on this checkout, test_gradescope.py on a Gradescope bundle
unpacked into a fake /autograder and built there, with

    python3 -m grader.tests.box_contents --lessons 00,01 --readable /autograder

which also searches, the same way, every file an unprivileged user id can read under
/autograder (read by a process of such a user id: what a submission's code reads where the
box has no namespaces), but the submission's own folder; a control (a world-readable copy of
a file of solutions/ put there for the search) must be caught. That search needs root, not
the jail.
"""

import argparse
import errno
import hashlib
import os
import shutil
import stat
import subprocess
import sys
import tempfile

from grader.tests import helpers
from grader import sandbox, trusted  # noqa: E402
from grader.grades import Layout, Status  # noqa: E402
from grader.reporters import html_report  # noqa: E402
from grader.session import Session  # noqa: E402
from grader.views import Step  # noqa: E402

MIN_LINE = 20            # characters of a line without its whitespace, to be looked for
# What of the grader's folder a box of the student's steps shows: the files to compile and
# the checked objects; an expected picture or a reader's folder only once they have ended.
STUDENT_STEPS = (Step.COMPILE.value, Step.LINK.value, Step.RUN.value)
STUDENT_STEP_GRADER = ("src", "lnk", "box-walker")
WHITESPACE = b" \t\n\r\x0b\x0c"
PUBLIC_SOURCES = (".cpp", ".hpp", ".h", ".py", ".cmake", ".txt")
WALKER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "box_walker.c")


def normalize(data):
    """Bytes without whitespace: the form every search compares."""
    return data.translate(None, WHITESPACE)


def _files(top, suffixes=None, skip=("__pycache__", "build", ".git")):
    for dirpath, dirs, names in os.walk(top):
        dirs[:] = sorted(d for d in dirs if d not in skip)
        for n in sorted(names):
            if suffixes is None or n.endswith(suffixes):
                yield os.path.join(dirpath, n)


def reference_patterns(root):
    """{pattern: what it is}: every region a Markdown file quotes from solutions/, and every
    line of solutions/ that the public sources do not also hold, each without whitespace."""
    from course import editions, release, snippets
    public = []
    for top in ("lessons", "gfx", "tools", "grader", "cmake"):
        for path in _files(os.path.join(root, top), PUBLIC_SOURCES):
            with open(path, "rb") as f:
                public.append(normalize(f.read()))
    # The student edition's own texts are public too (a table's rule, a signature its style
    # guide names): every Markdown file it has, as it renders it, without the quotations.
    chapters = release.chapter_lessons(root)
    for path in _files(root, (".md",)):
        rel = os.path.relpath(path, root).replace(os.sep, "/")
        if not editions.instructor_only(rel):
            with open(path, encoding="utf-8", errors="replace") as f:
                text = release.student_markdown(f.read(), rel, chapters.get(rel))
            public.append(normalize(text.encode("utf-8", "replace")))
    public = b"\n".join(public)
    patterns = {}
    for path in _files(root, (".md",)):
        if os.sep + "solutions" + os.sep in path:
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            refs = snippets.references(f.read())
        for ref in refs:
            if ref.startswith("solutions/"):
                text = normalize("\n".join(snippets.region(root, ref)).encode())
                if len(text) >= MIN_LINE:
                    patterns[text] = f"the code {os.path.relpath(path, root)} quotes from {ref}"
    for path in _files(os.path.join(root, "solutions")):
        if path.endswith((".patch", ".png", ".pyc")):
            continue
        with open(path, "rb") as f:
            data = f.read()
        for n, line in enumerate(data.splitlines(), start=1):
            text = normalize(line)
            if len(text) >= MIN_LINE and text not in public:
                patterns.setdefault(text, f"line {n} of {os.path.relpath(path, root)}")
    return patterns


def forbidden_files(root):
    """Every file of solutions/ and of the reference's build (trusted._forbidden's rule)."""
    tops = [os.path.join(root, "solutions"), helpers.build_dir()]
    return [p for top in tops for p in _files(top) if trusted._forbidden(p, root) and
            os.path.isfile(p) and not os.path.islink(p)]


def build_walker(folder):
    out = os.path.join(folder, "box_walker")
    subprocess.run(["cc", "-static", "-O1", "-o", out, WALKER], check=True)
    with open(out, "rb") as f:
        return f.read()


class Walks:
    """Walks every box before each of its runs (Box.run wrapped), traces what it shows and
    keeps the traced files' text for one search at the end."""

    WALKER_AT = f"{sandbox.Box.GRADER}/box-walker"

    def __init__(self, walker, work):
        self.walker = walker
        self.batch_path = os.path.join(work, "batch")
        self.batch = open(self.batch_path, "wb")
        self.lines = []              # what each line of the batch is
        self.searched = {}           # (device, inode) -> host path
        self.sizes = {}              # size -> [(sha256, where seen)]
        self.problems = []
        self.kinds = {}              # step -> number of boxes walked
        self.system_files = 0
        self._host = {}              # system path -> (device, inode), cached
        self._real_run = sandbox.Box.run

    def install(self):
        walks = self

        def run(box, argv, limits, view, **kw):
            walks.walk(box, view, kw.get("cwd", ""))
            return walks._real_run(box, argv, limits, view, **kw)
        sandbox.Box.run = run

    def uninstall(self):
        sandbox.Box.run = self._real_run

    def walk(self, box, view, cwd):
        if not box.is_file(self.WALKER_AT):
            box.put(self.WALKER_AT, self.walker, mode=0o755)
        r = self._real_run(box, [box.path(self.WALKER_AT), "/"], sandbox.Limits(cpu=60, wall=120),
                           view, cwd=cwd, cut=1 << 28)
        step = view.step or "unnamed"
        if r.returncode != 0 or r.stderr:
            self.problems.append(f"the walker failed in a {step} box: {r.returncode} "
                                 f"{r.stderr[:300]}")
            return
        self.kinds[step] = self.kinds.get(step, 0) + 1
        index = {}
        for src, _ in view.shown:
            for path in [src] + list(_files(src, skip=())) if os.path.isdir(src) else [src]:
                st = os.lstat(path)
                index[(st.st_dev, st.st_ino)] = path
        for path in _files(box.scratch, skip=()):
            st = os.lstat(path)
            index[(st.st_dev, st.st_ino)] = path
        walker_path = box.path(self.WALKER_AT)
        grader_folder = box.path(box.GRADER) + "/"
        for line in r.stdout.splitlines():
            if line.startswith("!"):
                path, err = line[2:].rsplit(" ", 1)
                if not (int(err) == errno.EACCES and any(path.startswith(d + "/")
                                                          for d in view.system)):
                    self.problems.append(f"{step} box: the walker cannot read {line[2:]}")
                continue               # a system folder closed to the box's user shows nothing
            kind, dev, ino, size, path = line.split(" ", 4)
            if step in STUDENT_STEPS and path.startswith(grader_folder) and \
                    path[len(grader_folder):].split("/")[0] not in STUDENT_STEP_GRADER:
                self.problems.append(f"{path} (a {step} box) is there before every process of "
                                     "the student's has ended")
            if kind != "f" or path == walker_path:
                continue
            key, where = (int(dev), int(ino)), f"{path} (a {step} box)"
            system = next((d for d in view.system if path.startswith(d + "/")), None)
            if system is not None:
                if path not in self._host:
                    try:
                        st = os.lstat(path)
                        self._host[path] = (st.st_dev, st.st_ino)
                    except OSError:
                        self._host[path] = None
                if self._host[path] != key:
                    self.problems.append(f"{where} is not the host's own {path}")
                self.system_files += 1
            elif key in index:
                self._search(key, index[key], where)
            elif int(size):
                self.problems.append(f"{where} cannot be traced to a file of the host")

    def _search(self, key, host, where):
        if key in self.searched:
            return
        self.searched[key] = host
        with open(host, "rb") as f:
            data = f.read()
        self.sizes.setdefault(len(data), []).append((hashlib.sha256(data).hexdigest(), where))
        self.batch.write(normalize(data) + b"\n")
        self.lines.append(f"{where}, that is {host}")

    def search(self, patterns, forbidden):
        """Adds to the problems every traced file holding a pattern or being a forbidden file."""
        self.batch.close()
        listed = os.path.join(os.path.dirname(self.batch_path), "patterns")
        with open(listed, "wb") as f:
            f.write(b"\n".join(patterns) + b"\n")
        run = subprocess.run(["grep", "-a", "-n", "-o", "-F", "-f", listed, self.batch_path],
                             capture_output=True, env=dict(os.environ, LC_ALL="C"))
        if run.returncode not in (0, 1):
            self.problems.append(f"grep failed: {run.stderr[:300]!r}")
        for hit in run.stdout.splitlines():
            number, _, text = hit.partition(b":")
            self.problems.append(f"{self.lines[int(number) - 1]} holds {patterns[text]}")
        digests = {}
        for path in forbidden:
            size = os.path.getsize(path)
            if size in self.sizes:
                with open(path, "rb") as f:
                    digests[hashlib.sha256(f.read()).hexdigest()] = path
        for seen in self.sizes.values():
            for digest, where in seen:
                if digest in digests:
                    self.problems.append(f"{where} is {digests[digest]}")


def _grade_everything(session, work):
    """Grades the untouched starter (a submission that holds no reference code of its own,
    so every file of every box must be free of it), its failures drawn for the HTML report:
    every kind of run happens."""
    starter = os.path.join(work, "starter")
    lessons = [lp.lesson for lp in session.plan.lessons]
    helpers.starter_submission(starter, lessons)
    grades = session.grade_many([("starter", starter, Layout.COURSE)], jobs=2)
    html_report.html_student(grades[0], os.path.join(work, "html"), None)
    return grades


def check(root, lesson_ids=None, log=print):
    """Problems found ([] when every box is clean), after grading in @p root."""
    work = tempfile.mkdtemp(prefix="box-contents-")
    try:
        walker = build_walker(work)
        walks = Walks(walker, work)
        with Session(root, lesson_ids, keep_files=True, log=lambda m: None) as session:
            session.prepare()
            walks.install()
            try:
                grades = _grade_everything(session, work)
                control = _control(session, walks, root, work)
            finally:
                walks.uninstall()
        problems = [f"{lg.lesson_id}: the starter was not graded: {lg.status.value}"
                    for g in grades for lg in g.lessons if lg.status in (
                        Status.GRADER_ERROR, Status.COMPILE_ERROR, Status.LINK_ERROR)]
        missing = [s.value for s in Step if s.value not in walks.kinds]
        if missing:
            problems.append(f"no box of these kinds was walked: {', '.join(missing)}")
        patterns = reference_patterns(root)
        walks.search(patterns, forbidden_files(root))
        caught = [p for p in walks.problems if control in p]
        problems += [p for p in walks.problems if control not in p]
        if not caught:
            problems.append(f"the control was not caught: a box showing {control} as it is")
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(walks.kinds.items()))
        log(f"walked {sum(walks.kinds.values())} boxes ({kinds}): {walks.system_files} files "
            f"of system folders, each the host's own; {len(walks.searched)} other files "
            f"searched for {len(patterns)} pieces of reference code and compared with the "
            f"files of solutions/ and of the reference's build")
        log(f"the control was caught ({len(caught)} findings, e.g. "
            f"{caught[0] if caught else 'none'})")
        return problems
    finally:
        shutil.rmtree(work, ignore_errors=True)


READABLE_SKIPPED = ("submission",)      # the student's own files, under /autograder


def readable_files(top, uid):
    """Every regular file under @p top that the user id @p uid can open for reading, walked by
    a process of that user id (a child of this one: no program is run, so none need be
    readable by it; no symbolic link followed), but READABLE_SKIPPED at the top."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:                                  # the child: that user id, then the walk
        status = 1
        try:
            os.close(r)
            os.setgroups([])
            os.setgid(uid)
            os.setuid(uid)
            with os.fdopen(w, "wb") as out:
                for folder, dirs, files in os.walk(top):
                    if folder == top:
                        dirs[:] = [d for d in dirs if d not in READABLE_SKIPPED]
                    for name in files:
                        path = os.path.join(folder, name)
                        try:
                            fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
                        except OSError:
                            continue
                        regular = stat.S_ISREG(os.fstat(fd).st_mode)
                        os.close(fd)
                        if regular:
                            out.write(os.fsencode(path) + b"\0")
            status = 0
        finally:
            os._exit(status)
    os.close(w)
    with os.fdopen(r, "rb") as f:
        listed = f.read()
    _, status = os.waitpid(pid, 0)
    if status != 0:
        raise RuntimeError(f"the walk as user id {uid} failed (status {status})")
    return [os.fsdecode(p) for p in listed.split(b"\0") if p]


def check_readable(root, top, log=print):
    """Problems found ([] when clean) in every file an unprivileged user id can read under
    @p top, searched as the boxes' files are; a world-readable control copy of a file of
    solutions/ put under @p top must be caught."""
    from grader import host_side
    work = tempfile.mkdtemp(prefix="box-contents-readable-")
    solution = next(p for p in _files(os.path.join(root, "solutions"), (".cpp",)))
    control = os.path.join(top, "box-contents-control.cpp")
    shutil.copyfile(solution, control)
    os.chmod(control, 0o644)
    try:
        paths = readable_files(top, host_side.private_uid())
        walks = Walks(b"", work)
        for path in paths:
            st = os.lstat(path)
            walks._search((st.st_dev, st.st_ino), path, f"{path} (readable by any user id)")
        patterns = reference_patterns(root)
        walks.search(patterns, forbidden_files(root))
        caught = [p for p in walks.problems if control in p]
        problems = [p for p in walks.problems if control not in p]
        if not caught:
            problems.append(f"the control was not caught: {control}, a copy of {solution}")
        log(f"{len(paths)} files under {top} readable by an unprivileged user id (but "
            f"{', '.join(READABLE_SKIPPED)}/) searched for {len(patterns)} pieces of reference "
            f"code; the control was caught ({len(caught)} findings)")
        return problems
    finally:
        os.remove(control)
        shutil.rmtree(work, ignore_errors=True)


def _control(session, walks, root, work):
    """A box that shows a lesson's folder as it is, walked like the others: its README quotes
    the reference, so the search must find it. In a Gradescope bundle, whose chapters quote
    none (the student edition's rendering), the folder shown is a world-readable copy of a file
    of solutions/ instead. Returns the folder's path."""
    def quotes(lesson):
        with open(os.path.join(lesson.dir, "README.md"), encoding="utf-8") as f:
            return "<!-- code: solutions/" in f.read()
    lesson = next((lp.lesson for lp in session.plan.lessons if quotes(lp.lesson)), None)
    if lesson is not None:
        folder = lesson.dir
    else:
        folder = os.path.join(work, "control")
        os.makedirs(folder)
        source = next(_files(os.path.join(root, "solutions"), (".cpp",)))
        shutil.copyfile(source, os.path.join(folder, os.path.basename(source)))
        os.chmod(os.path.join(folder, os.path.basename(source)), 0o644)
    box = session.new_box("control")
    try:
        walks.walk(box, sandbox.View(shown=((folder, folder),), step="control"), "")
    finally:
        box.remove()
    return folder + os.sep


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lessons", help="only these lessons, e.g. 00,01")
    ap.add_argument("--readable", metavar="DIR",
                    help="also search every file an unprivileged user id can read under DIR")
    args = ap.parse_args(argv)
    problems = []
    if args.readable:
        if not sandbox.running_as_root():
            print("SKIP: not root: no unprivileged user id of its own to read --readable as")
            return 77
        problems += check_readable(helpers.ROOT, os.path.abspath(args.readable))
    if helpers.no_jail():
        for p in problems:
            print(f"FAIL: {p}")
        print(f"SKIP: {helpers.no_jail()}: without the jail a box shows the whole machine")
        return 1 if problems else 77
    ids = None
    if args.lessons:
        ids = [l.id for l in helpers.existing() if l.number in args.lessons.split(",")]
    problems += check(helpers.ROOT, ids)
    for p in problems:
        print(f"FAIL: {p}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
