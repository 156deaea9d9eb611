"""Grading: one submission's lessons, each compiled, linked and run in a box, then judged.

Per lesson of a submission (a task; tasks run in parallel):
  1. take the student's files (submission.read), copy them into a fresh scratch folder;
  2. compile them in the jail with the starter's flags (a compile error: the lesson scores 0,
     with the compiler's first errors);
  3. link the probe, the driver and the Catch2 tests with the trusted objects;
  4. run the probe on every call of the lesson's function checks, in the jail, with limits;
     a call that crashes or hangs fails alone (the probe is restarted after it);
  5. run the driver in the jail and compare its files with expected/;
  6. run the Catch2 tests in the jail for feedback (no points).
The reference answers come from the reference probe, run once per grading session.
"""

import math
import os
import shutil
import stat
import subprocess
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from course import build as course_build
from course.catch_results import parse_xml
from course.compare import compare_file, numbers_close
from course.lessons import all_lessons

from . import manifest  # noqa: F401  (declares the checks)
from . import gradelib, sandbox, submission, trusted

COMPILE_LIMITS = sandbox.Limits(cpu=60, wall=120, memory=2 << 30, fsize=64 << 20, nproc=32)
PROBE_LIMITS = sandbox.Limits(cpu=4, wall=8)
DRIVER_LIMITS = sandbox.Limits(cpu=5, wall=10)
TESTS_LIMITS = sandbox.Limits(cpu=20, wall=30)
LINK_TIMEOUT = 120
MAX_RESTARTS = 30            # probe restarts after crashes, per lesson
PROBE_OUTPUT_CUT = 4 << 20   # bytes of probe answers read back
MAX_OUTPUT_FILE = 16 << 20


# --- results ---------------------------------------------------------------------------------

@dataclass
class CaseOutcome:
    call: object
    expected: list
    got: list            # None when the call gave no answer
    ok: bool
    why: str = ""


@dataclass
class CheckResult:
    check: object
    score: float
    message: str = ""                             # first useful line ("" when passed)
    details: list = field(default_factory=list)
    cases: list = field(default_factory=list)     # failed CaseOutcome, for the report
    files: dict = field(default_factory=dict)     # output checks: expected/produced/diff paths
    graded: bool = True                           # False: could not be graded in this copy

    @property
    def ok(self):
        return self.score >= self.check.points


@dataclass
class LessonGrade:
    lesson_id: str
    checks: list = field(default_factory=list)
    status: str = "ok"         # ok, missing, compile error, link error, timed out, crashed
    problems: list = field(default_factory=list)   # lines about why the lesson scored 0
    notes: list = field(default_factory=list)
    feedback: object = None    # catch_results.TestRun-like: cases, crashed, timed_out
    feedback_note: str = ""

    @property
    def score(self):
        return sum(c.score for c in self.checks if c.graded)

    @property
    def max_score(self):
        return sum(c.check.points for c in self.checks if c.graded)


@dataclass
class Grade:
    student: str
    lessons: list = field(default_factory=list)
    seconds: float = 0.0

    @property
    def score(self):
        return sum(l.score for l in self.lessons)

    @property
    def max_score(self):
        return sum(l.max_score for l in self.lessons)

    @property
    def status(self):
        if self.lessons and all(l.status == "missing" for l in self.lessons):
            return "no files"
        bad = [f"{l.status} in {l.lesson_id[:2]}" for l in self.lessons
               if l.status not in ("ok", "missing")]
        missing = [l.lesson_id[:2] for l in self.lessons if l.status == "missing"]
        if missing:
            bad.append("missing " + ",".join(missing))
        return "; ".join(bad) or "ok"


# --- the session: what is shared by every submission ------------------------------------------

class Session:
    """Trusted state for one grading run: lessons, their build commands, the reference
    answers, a scratch root. Use as a context manager (the scratch root is removed after)."""

    def __init__(self, root, lesson_ids=None, feedback=True, html_dir=None, log=print):
        self.root = root
        self.log = log
        self.feedback = feedback
        self.html_dir = html_dir
        existing = [l for l in all_lessons(root) if l.exists]
        self.lessons = [l for l in existing if lesson_ids is None or l.id in lesson_ids]
        self.skipped_lessons = [i for i in (lesson_ids or []) if i not in [l.id for l in existing]]
        self.checks = {l.id: [c for c in gradelib.CHECKS if c.lesson == l.id]
                       for l in self.lessons}
        self.bdir = course_build.build_dir(root)
        self.pngdiff = os.path.join(self.bdir, "gfx", "pngdiff")
        self.sketch = os.path.join(self.bdir, "grader", "grader-sketch")
        self.public_dirs = [os.path.join(root, "lessons"), os.path.join(root, "gfx")]
        self.scratch_root = None
        self.builds = {}
        self.build_problems = {}
        self.calls = {}        # lesson id -> [(case id, Call, Check)]
        self.reference = {}    # lesson id -> {case id: tokens} or None (no reference here)
        self.reference_problem = {}
        self._counter = 0
        self._lock = threading.Lock()

    def __enter__(self):
        self.scratch_root = tempfile.mkdtemp(prefix="course-grade-")
        os.chmod(self.scratch_root, 0o711)
        return self

    def __exit__(self, *exc):
        if self.scratch_root:
            shutil.rmtree(self.scratch_root, ignore_errors=True)

    def prepare(self):
        """Builds (or finds) the trusted parts and computes the reference answers."""
        if not sandbox.jail_available():
            self.log("course grade: WARNING: no jail here (it needs root on Linux): the "
                     "submission's code runs with your permissions, limited only in time, memory"
                     " and file size. Grade untrusted code as root, in a container (grader/README.md).")
        problem = trusted.prepare(self.root, self.lessons, self.log)
        if problem:
            self.log(f"course grade: {problem}")
        self.builds, self.build_problems = trusted.lesson_builds(self.root, self.lessons)
        for lesson in self.lessons:
            calls = []
            for check in self.checks[lesson.id]:
                if check.kind != "function":
                    continue
                for c in check.calls():
                    calls.append((f"c{len(calls)}", c, check))
            self.calls[lesson.id] = calls
            self.reference[lesson.id] = self._reference_answers(lesson, calls)

    def _reference_answers(self, lesson, calls):
        lb = self.builds.get(lesson.id)
        if not lb or not lb.reference_probe:
            self.reference_problem[lesson.id] = (
                "not graded in this copy: the reference solution (solutions/) is not here")
            return None
        text = "".join(f"{cid} {c.fn} {' '.join(c.tokens())}\n" for cid, c, _ in calls)
        run = subprocess.run([lb.reference_probe], input=text, capture_output=True, text=True,
                             timeout=120)
        answers = parse_answers(run.stdout)
        missing = [cid for cid, _, _ in calls if cid not in answers]
        if run.returncode != 0 or missing:
            self.reference_problem[lesson.id] = (
                f"the reference probe failed (status {run.returncode}, {len(missing)} calls "
                "unanswered): the course itself is broken")
            return None
        return answers

    def new_box(self, tag):
        with self._lock:
            self._counter += 1
            n = self._counter
        scratch = os.path.join(self.scratch_root, f"{n:05d}-{tag}")
        return sandbox.Box(scratch, sandbox.private_uid(), self.public_dirs)

    # --- grading -----------------------------------------------------------------------------

    def grade_many(self, submissions, jobs, on_done=None):
        """Grades [(student, folder, layout)] with @p jobs lessons at a time (layout: "course"
        for lessons/NN-name/starter/, "flat" for the files at the folder's top, "reference"
        for solutions/NN-name/); returns Grades
        in the same order. @p on_done(grade) is called as each submission finishes."""
        grades = [Grade(s) for s, _, _ in submissions]
        remaining = [len(self.lessons)] * len(submissions)
        starts = [None] * len(submissions)
        lock = threading.Lock()

        def task(i, lesson):
            student, folder, reference = submissions[i]
            with lock:
                if starts[i] is None:
                    starts[i] = time.monotonic()
            try:
                lg = self.grade_lesson(folder, lesson, reference, student)
            except Exception as e:  # the grader's own bug: one lesson, never the batch
                lg = LessonGrade(lesson.id, status="grader error",
                                 problems=[f"the grader failed on this lesson: {e!r}"])
                lg.checks = [CheckResult(c, 0, "not graded: grader error")
                             for c in self.checks[lesson.id]]
            with lock:
                grades[i].lessons.append(lg)
                remaining[i] -= 1
                finished = remaining[i] == 0
                if finished:
                    order = [l.id for l in self.lessons]
                    grades[i].lessons.sort(key=lambda g: order.index(g.lesson_id))
                    grades[i].seconds = time.monotonic() - starts[i]
            if finished and on_done:
                on_done(grades[i])

        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            futures = [pool.submit(task, i, lesson) for i in range(len(submissions))
                       for lesson in self.lessons]
            for f in futures:
                f.result()
        if not self.lessons and on_done:
            for g in grades:
                on_done(g)
        return grades

    def grade_lesson(self, folder, lesson, reference, student):
        lg = LessonGrade(lesson.id)
        checks = self.checks[lesson.id]
        names = lesson.student_files()
        parts = {"reference": ["solutions", lesson.id], "flat": []}.get(reference)
        files = submission.read(folder, lesson.id, names, parts)
        if reference == "course":
            lg.notes += files.notes
        if lesson.id in self.build_problems:
            return self._zero(lg, checks, "grader error", [self.build_problems[lesson.id]])
        if files.problems:
            return self._zero(lg, checks, "missing" if files.missing else "bad files",
                              files.problems)
        box = self.new_box(lesson.id)
        try:
            return self._grade_in_box(lg, lesson, files.files, box, student)
        finally:
            box.close()
            shutil.rmtree(box.scratch, ignore_errors=True)
            shutil.rmtree(box.scratch + ".logs", ignore_errors=True)
            shutil.rmtree(box.scratch + ".root", ignore_errors=True)

    def _zero(self, lg, checks, status, problems):
        lg.status = status
        lg.problems = problems
        lg.checks = [CheckResult(c, 0, problems[0], graded=self._gradable(c)) for c in checks]
        return lg

    def _gradable(self, check):
        return check.kind == "output" or self.reference.get(check.lesson) is not None

    def _grade_in_box(self, lg, lesson, files, box, student):
        lb = self.builds[lesson.id]
        checks = self.checks[lesson.id]
        for sub in ("src", "obj", "bin", "out", "fb"):
            os.makedirs(os.path.join(box.scratch, sub))
            box.give(os.path.join(box.scratch, sub))
        # 2. compile each student file, in the jail
        objs = []
        for name, data in files.items():
            src = os.path.join(box.scratch, "src", name)
            with open(src, "wb") as f:
                f.write(data)
            obj = f"obj/{os.path.splitext(name)[0]}.o"
            argv = [a.replace("@SRC@", f"src/{name}").replace("@OBJ@", obj)
                    for a in lb.compile[name]]
            r = box.run(argv, COMPILE_LIMITS, tag=f"compile-{name}")
            if r.returncode != 0 or r.timed_out:
                shown = f"lessons/{lesson.id}/starter/{name}"
                errors = course_build.first_errors(
                    (r.stdout + r.stderr).replace(f"src/{name}", shown), self.root, 5)
                if r.timed_out or r.returncode < 0:
                    errors = [f"the compiler {r.death() or 'failed'} on {shown}"] + errors
                return self._zero(lg, checks, "compile error", [f"{shown} does not compile:"] +
                                  errors)
            objs.append(os.path.join(box.scratch, obj))
        # 3. link, outside the jail (trusted linker, the student's objects as data)
        programs = {}
        for program, (cwd, argv) in lb.link.items():
            if program == "tests" and not self.feedback:
                continue
            out = os.path.join(box.scratch, "bin", program)
            full = argv[:1] + trusted.LINK_SPEED_FLAGS
            for a in argv[1:]:
                if a == "@OBJS@":
                    full += objs
                else:
                    full.append(out if a == "@OUT@" else a)
            try:
                r = subprocess.run(full, cwd=cwd, capture_output=True, text=True,
                                   errors="replace", timeout=LINK_TIMEOUT)
                ok, text = r.returncode == 0, r.stdout + r.stderr
            except subprocess.TimeoutExpired:
                ok, text = False, "the linker ran too long"
            if not ok:
                text = text.replace(box.scratch + "/obj/", f"lessons/{lesson.id}/starter/")
                return self._zero(lg, checks, "link error",
                                  [f"lessons/{lesson.id}/starter does not link with the "
                                   f"course's {program}:"] +
                                  course_build.first_errors(text, self.root, 5))
            os.chmod(out, 0o755)
            programs[program] = f"bin/{program}"
        # 4. function checks
        results = {}
        answers, case_problems = self._run_probe(lesson, box, programs["probe"])
        reference = self.reference.get(lesson.id)
        for check in checks:
            if check.kind == "function":
                results[id(check)] = self._judge_function(check, lesson, answers, case_problems,
                                                          reference)
        if any("time limit" in p for p in case_problems.values()):
            lg.status = "timed out"
        elif any("crashed" in p for p in case_problems.values()):
            lg.status = "crashed"
        # 5. output checks
        driver = box.run([programs["driver"], "out"], DRIVER_LIMITS, tag="driver")
        driver_problem = ""
        if driver.death():
            driver_problem = f"the driver {driver.death()}"
            if driver.timed_out and lg.status == "ok":
                lg.status = "timed out"
        elif driver.returncode != 0:
            driver_problem = (f"the driver exited with status {driver.returncode}: " +
                              (driver.stderr.strip().splitlines() or [""])[0][:200])
        for check in checks:
            if check.kind == "output":
                results[id(check)] = self._judge_output(check, lesson, box, driver_problem,
                                                        student)
        lg.checks = [results[id(c)] for c in checks]
        # 6. feedback: the lesson's own Catch2 tests, in the jail
        if self.feedback:
            r = box.run([programs["tests"], "-r", "xml", "-o", "fb/report.xml"], TESTS_LIMITS,
                        tag="tests")
            xml = _read_regular(os.path.join(box.scratch, "fb", "report.xml"), 2 << 20)
            lg.feedback = parse_xml(xml.decode("utf-8", errors="replace")) if xml else []
            if r.death():
                lg.feedback_note = f"the Catch2 tests {r.death()}"
        return lg

    def _run_probe(self, lesson, box, probe):
        """Answers {case id: tokens} and problems {case id: why} for every call of the lesson.

        A call that crashes, exits or hangs fails alone: the probe is started again on the
        calls after it. A function that hangs once, or crashes three times, is not called
        again (its remaining calls fail), so one broken function cannot stall the others."""
        calls = self.calls[lesson.id]
        pending = [(cid, c) for cid, c, _ in calls]
        answers, problems, crashes = {}, {}, {}
        restarts = 0
        stdin_path = box.scratch + ".logs/probe-in.txt"
        os.makedirs(os.path.dirname(stdin_path), exist_ok=True)
        while pending:
            with open(stdin_path, "w") as f:
                for cid, c in pending:
                    f.write(f"{cid} {c.fn} {' '.join(c.tokens())}\n")
            r = box.run([probe], PROBE_LIMITS, stdin_path=stdin_path, tag="probe")
            out = _read_regular(box.scratch + ".logs/probe.out", PROBE_OUTPUT_CUT) or b""
            got = answers_in_order(out.decode("utf-8", errors="replace"),
                                   [cid for cid, _ in pending])
            answers.update(got)
            first = len(got) if len(got) < len(pending) else None
            if first is None:
                break
            cid, c = pending[first]
            why = r.death() or (f"the program stopped (exit status {r.returncode}) instead of "
                                "returning from this call")
            problems[cid] = why
            crashes[c.fn] = crashes.get(c.fn, 0) + (3 if r.timed_out else 1)
            rest = pending[first + 1:]
            if crashes[c.fn] >= 3:
                for other, oc in rest:
                    if oc.fn == c.fn:
                        problems[other] = f"not run: earlier calls of {c.fn} failed the same way" \
                            f" ({why})"
                rest = [(o, oc) for o, oc in rest if oc.fn != c.fn]
            restarts += 1
            if restarts > MAX_RESTARTS:
                for other, _ in rest:
                    problems[other] = "not run: the program failed too many times"
                break
            pending = rest
        return answers, problems

    def _judge_function(self, check, lesson, answers, problems, reference):
        if reference is None:
            return CheckResult(check, 0, self.reference_problem.get(lesson.id, ""), graded=False)
        failed = []
        for cid, c, owner in self.calls[lesson.id]:
            if owner is not check:
                continue
            want = reference[cid]
            got = answers.get(cid)
            if got is None:
                failed.append(CaseOutcome(c, want, None, False, problems.get(cid, "no answer")))
            elif got == "twice":
                failed.append(CaseOutcome(c, want, None, False, "answered twice"))
            else:
                why = difference(c.fn, want, got, reveal=not check.hidden)
                if why:
                    failed.append(CaseOutcome(c, want, got, False, why))
        if not failed:
            return CheckResult(check, check.points)
        total = sum(1 for _, _, o in self.calls[lesson.id] if o is check)
        first = failed[0]
        if check.hidden:
            line = f"{len(failed)} of {total} hidden cases fail; the first: {first.call.label}: " \
                   f"{first.why}"
        else:
            line = f"{first.call.describe()} [{first.call.label}]: {first.why}"
        details = []
        if not check.hidden:
            details = [f"{o.call.describe()} [{o.call.label}]: {o.why}" for o in failed[1:4]]
            if len(failed) > 1:
                details.insert(0, f"{len(failed)} of {total} cases fail")
        return CheckResult(check, 0, line, details, failed)

    def _judge_output(self, check, lesson, box, driver_problem, student):
        expected = os.path.join(lesson.dir, "expected", check.file)
        produced = os.path.join(box.scratch, "out", check.file)
        files = {}
        if not os.path.isfile(expected):
            return CheckResult(check, 0, f"the course has no expected/{check.file} "
                                         "(grader manifest out of date)", graded=False)
        if driver_problem:
            return CheckResult(check, 0, f"{check.file} not compared: {driver_problem}")
        try:
            st = os.lstat(produced)
        except OSError:
            return CheckResult(check, 0, f"{check.file} was not written by the driver")
        if not stat.S_ISREG(st.st_mode):
            return CheckResult(check, 0, f"{check.file} is not a regular file")
        if st.st_size > MAX_OUTPUT_FILE:
            return CheckResult(check, 0, f"{check.file} is {st.st_size} bytes: too large")
        diff = None
        if self.html_dir:
            keep = os.path.join(self.html_dir, "files", _safe(student), lesson.id)
            os.makedirs(keep, exist_ok=True)
            stem, ext = os.path.splitext(check.file)
            kept = os.path.join(keep, f"{stem}.produced{ext}")
            shutil.copyfile(produced, kept)
            shutil.copyfile(expected, os.path.join(keep, f"{stem}.expected{ext}"))
            files = {"expected": os.path.join(keep, f"{stem}.expected{ext}"), "produced": kept}
            if ext == ".png":
                diff = os.path.join(keep, f"{stem}.diff{ext}")
            produced = kept
        c = compare_file(expected, produced, self.pngdiff, diff)
        if diff and os.path.isfile(diff):
            files["diff"] = diff
        if c.ok:
            return CheckResult(check, check.points, files=files)
        return CheckResult(check, 0, c.message, [d.strip() for d in c.details[:4]], files=files)


def _safe(name):
    return "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in name) or "_"


def _read_regular(path, limit):
    """The first @p limit bytes of a regular file (never a FIFO, device or link), or None."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError:
        return None
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            return None
        return f.read(limit)


def answers_in_order(text, ids):
    """{case id: tokens} for the calls @p ids, in order: the probe answers call k before call
    k+1, so a line counts only when it carries the next id expected. Anything else the program
    prints (noise, or a forged answer for a call already answered) is ignored."""
    answers, k = {}, 0
    for line in text.splitlines():
        if k == len(ids):
            break
        parts = line.split()
        if len(parts) >= 2 and parts[0] == ids[k]:
            answers[ids[k]] = parts[1:]
            k += 1
    return answers


def parse_answers(text):
    """{case id: tokens} from a probe's output; a case answered twice maps to "twice"."""
    answers = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) < 2 or not parts[0].startswith("c") or not parts[0][1:].isdigit():
            continue
        cid = parts[0]
        answers[cid] = "twice" if cid in answers else parts[1:]
    return answers


FIELDS = {
    "overlap": ["overlap"], "obb_overlap": ["overlap"], "obb2_overlap": ["overlap"],
    "penetration": ["x", "y"],
    "circle_hit": ["hit", "normal.x", "normal.y", "depth"],
    "sat_hit": ["hit", "normal.x", "normal.y", "depth"],
    "ray_aabb": ["hit", "t"],
    "obb_hit": ["hit", "normal.x", "normal.y", "normal.z", "depth", "axis"],
    "check_pattern": ["width", "height", "pixels"],
    "draw_sat_scene": ["width", "height", "pixels"],
}


def tokens_equal(a, b):
    """One token of an answer: numbers within 1e-6 (course.compare's rule), others exactly."""
    try:
        return numbers_close(float(a), float(b))
    except ValueError:
        return a == b


def difference(fn, want, got, reveal=True):
    """"" when @p got matches the reference's @p want, else what differs, in words (without
    the values when not @p reveal: a hidden case's answer stays hidden)."""
    why = _difference(fn, want, got)
    if why and not reveal:
        field = why.split(" is ")[0] if " is " in why else ""
        return f"{field} differs from the reference's" if field and " " not in field else \
            "the result differs from the reference's"
    return why


def _difference(fn, want, got):
    if want and want[0] == "E":
        if got == want:
            return ""
        return f"should throw std::{want[1]}" if want[1] == "invalid_argument" else \
            f"the reference throws ({want[1]}); got {' '.join(got)}"
    if got and got[0] == "E":
        return f"threw an exception ({got[1]}); the reference returns {' '.join(want)}"
    if fn in ("brute_force_pairs", "sort_and_sweep_pairs"):
        if got == want:
            return ""
        def pairs(t):
            n = int(t[0])
            return [(t[1 + 2 * i], t[2 + 2 * i]) for i in range(n)], t[1 + 2 * n]
        try:
            gp, gc = pairs(got)
        except (ValueError, IndexError):
            return "the probe could not read the result"
        wp, wc = pairs(want)
        if gp != wp:
            extra = [p for p in gp if p not in wp][:3]
            lost = [p for p in wp if p not in gp][:3]
            what = f"{len(gp)} pairs, the reference {len(wp)}"
            if lost:
                what += "; missing " + ", ".join(f"({a},{b})" for a, b in lost)
            if extra:
                what += "; not overlapping or repeated " + ", ".join(f"({a},{b})" for a, b in extra)
            if not lost and not extra:
                what += "; same pairs, in another order (they must be sorted)"
            return what
        return f"checks = {gc}, the reference counts {wc}"
    names = FIELDS.get(fn, [])
    if len(got) != len(want):
        return f"returned {' '.join(got)}; the reference returns {' '.join(want)}"
    for i, (w, g) in enumerate(zip(want, got)):
        if not tokens_equal(w, g):
            name = names[i] if i < len(names) else f"value {i + 1}"
            if name in ("hit", "overlap"):
                return f"{name} is {_bool(g)}, the reference returns {_bool(w)}"
            if name == "pixels":
                return "the picture differs from the reference's (see the output check)"
            return f"{name} is {_show(g)}, the reference returns {_show(w)}" + (
                f" (all: {' '.join(_show(x) for x in got)} vs {' '.join(_show(x) for x in want)})"
                if len(want) > 1 else "")
    return ""


def _bool(token):
    return {"1": "true", "0": "false"}.get(token, token)


def _show(token):
    try:
        x = float(token)
    except ValueError:
        return token
    if math.isfinite(x) and x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return f"{x:.9g}"
