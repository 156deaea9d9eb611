"""Grading: one submission's lessons, each compiled, linked and run in a box, then judged.

Per lesson of a submission (a task; tasks run in parallel), everything in one box (sandbox.py):
  1. take the student's files (submission.read) and put them in the box;
  2. compile them with the starter's flags (a compile error: the lesson scores 0, with the
     compiler's first errors);
  3. read each object as data (objects.py: no link-time optimization, no unexpected section)
     and link the probe, the driver and the Catch2 tests with the trusted objects of the
     session's link kit;
  4. run the probe on the calls of the visible function checks (a call that crashes or hangs
     fails alone: the probe is restarted after it);
  5. run the driver and take its files;
  6. run the Catch2 tests for feedback (no points); their reports are read in the box, all
     of a submission's at once when its last lesson is graded;
  7. run the probe on the hidden calls, in runs of their own: nothing those runs print or
     write is ever shown or read again, only whether each hidden check passed;
  8. last, compare the driver's files with expected/ (pictures through pngdiff, in the box),
     when no process of the student's is left.
Each run's box shows what views.py decided for its step. The reference answers come from the
reference probe, run once per grading session. A grader that cannot grade (a build from
another checkout, a missing reference, hidden cases missing, a probe that disagrees with its
declaration, a step that reads what no box may show) raises GraderBroken before any
submission; a failure of its own on one lesson (an I/O error, a bug) makes that lesson
grader_failed, never the student's.
"""

import enum
import json
import math
import os
import shlex
import subprocess
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from course import build as course_build
from course.catch_xml import CaseResult
from course.compare import compare_lines, compare_png
from course.lessons import all_lessons

from . import declare, objects, sandbox, shown, submission, trusted, views
from . import lessons as gradings
from .views import Step

COMPILE_LIMITS = sandbox.Limits(cpu=60, wall=120, memory=2 << 30, fsize=64 << 20, nproc=32)
LINK_LIMITS = sandbox.Limits(cpu=60, wall=120, memory=2 << 30, fsize=64 << 20, nproc=32)
# A student's program needs one process; 8 (threads count) bound what its children can take
# together (the address-space limit is per process, and no cgroup limits the box).
PROBE_LIMITS = sandbox.Limits(cpu=4, wall=8, nproc=8)
DRIVER_LIMITS = sandbox.Limits(cpu=5, wall=10, nproc=8)
# After a function hung in the probe: the reference's drivers run in 0.01 s or less, so 1 CPU
# second is a hundred times theirs, and a driver that calls the hung function costs 1 s, not 5.
DRIVER_AFTER_HANG = sandbox.Limits(cpu=1, wall=3, nproc=8)
TESTS_LIMITS = sandbox.Limits(cpu=20, wall=30, nproc=8)
# The trusted readers of untrusted files (pngdiff, the Catch2 report reader).
READER_LIMITS = sandbox.Limits(cpu=10, wall=20, memory=512 << 20, fsize=16 << 20, nproc=8)
MAX_RESTARTS = 30            # probe restarts after crashes, per lesson and run kind
PROBE_OUTPUT_CUT = 4 << 20   # bytes of probe answers read back
MAX_OUTPUT_FILE = 16 << 20
MAX_OBJECT = 64 << 20
MAX_REPORT = 2 << 20         # bytes of a Catch2 XML report
SHOWN_ANSWER = 120           # characters of a student's answer quoted in a failure

PROGRAMS = tuple(trusted.PROGRAMS)     # probe, driver, tests


class GraderBroken(Exception):
    """This grader cannot grade (its build, its reference, its own files): nothing is graded,
    and no results file with a smaller maximum is ever written."""

    def __init__(self, problems):
        super().__init__("; ".join(problems))
        self.problems = problems


# --- results ---------------------------------------------------------------------------------

class Failure(enum.Enum):
    """Why a call gave no answer."""
    TIMED_OUT = "timed out"          # the probe ran over its time limit during this call
    CRASHED = "crashed"              # it died of a signal
    STOPPED = "stopped"              # it exited instead of returning from the call
    NOT_RUN = "not run"              # earlier calls failed: this one was not tried


@dataclass
class CallProblem:
    kind: Failure
    text: str


@dataclass
class CaseOutcome:
    call: object
    expected: object     # the reference's declare.Answer
    got: object          # the student's declare.Answer, or None (no answer, or unreadable)
    ok: bool
    why: str = ""


@dataclass
class CheckResult:
    check: object
    score: float
    message: str = ""                             # first useful line ("" when passed)
    details: list = field(default_factory=list)
    cases: list = field(default_factory=list)     # failed visible CaseOutcome, for the report
    files: dict = field(default_factory=dict)     # output checks: expected/produced/diff paths
    graded: bool = True                           # False: the grader failed on this check

    @property
    def ok(self):
        return self.score >= self.check.points


@dataclass
class LessonGrade:
    lesson_id: str
    checks: list = field(default_factory=list)
    status: str = "ok"    # ok, missing, bad files, compile error, refused object, link error,
    #                       timed out, crashed, grader error (then grader_failed is set)
    problems: list = field(default_factory=list)   # lines about why the lesson scored 0
    notes: list = field(default_factory=list)
    feedback: object = None    # [CaseResult] of the lesson's Catch2 tests
    feedback_note: str = ""
    report: bytes = None       # their XML report, until Session.read_feedback has read it
    untouched: bool = False    # the student's files are the course's starter, byte for byte
    grader_failed: bool = False   # the grader failed on it (status "grader error"): not graded

    @property
    def score(self):
        return sum(c.score for c in self.checks)

    @property
    def max_score(self):
        return sum(c.check.points for c in self.checks)


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
    def grader_failed(self):
        """The grader failed on some lesson: this grade is not the submission's."""
        return any(l.grader_failed for l in self.lessons)

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
    """Trusted state for one grading run: lessons, their build commands, the link kit, the
    reference answers, a scratch root. Use as a context manager (the scratch root is removed
    after)."""

    def __init__(self, root, lesson_ids=None, feedback=True, html_dir=None, log=print):
        self.root = root
        self.log = log
        self.feedback = feedback
        self.html_dir = html_dir
        existing = [l for l in all_lessons(root) if l.exists]
        self.lessons = [l for l in existing if lesson_ids is None or l.id in lesson_ids]
        self.skipped_lessons = [i for i in (lesson_ids or []) if i not in [l.id for l in existing]]
        self.gradings, self.load_problems = gradings.load_all(
            root, [l.id for l in self.lessons])
        self.checks = {l.id: self.gradings[l.id].checks if l.id in self.gradings else []
                       for l in self.lessons}
        self.tools = trusted.tools(root)
        self.scratch_root = None
        self.builds = {}
        self.kit = None
        self.kit_dir = ""      # where the kit is, as the box sees it
        self.views = None      # what each step's box shows (views.Views)
        self.calls = {}        # lesson id -> [(case id, Call, Check)]
        self.reference = {}    # lesson id -> {case id: tokens}
        self.grader_errors = []
        self._counter = 0
        self._lock = threading.Lock()

    def graded_lessons(self):
        """The lessons whose grading is declared (and loads): what the trusted build is for."""
        return [l for l in self.lessons if l.id in self.gradings]

    def __enter__(self):
        self.scratch_root = tempfile.mkdtemp(prefix="course-grade-")
        os.chmod(self.scratch_root, 0o711)
        return self

    def __exit__(self, *exc):
        if self.scratch_root:
            sandbox.remove_tree(self.scratch_root)

    def prepare(self):
        """Builds (or finds) the trusted parts, makes the link kit, computes the reference
        answers and checks them; raises GraderBroken with every reason it cannot grade."""
        sandbox.set_helper(self.tools["box"])
        try:
            problem = trusted.prepare(self.root, self.graded_lessons(), self.log)
        except SystemExit:
            problem = "the course's build failed (see the messages above)"
        problems = [problem] if problem else []
        home = trusted.build_home(self.root)
        if home and os.path.realpath(home) != os.path.realpath(self.root):
            problems.append(f"the build folder {course_build.build_dir(self.root)} was configured "
                            f"for another checkout ({home}); build this one (./course) or set "
                            "COURSE_BUILD_DIR")
        if not os.path.isfile(self.tools["box"]):
            problems.append(f"grader-box is not built ({self.tools['box']})")
        if problems:
            raise GraderBroken(problems)
        if not sandbox.jail_available():
            self.log("course grade: WARNING: no jail here (it needs root on Linux, with "
                     "namespaces): the submission's code runs limited in time, memory and file "
                     "size, " + ("under a user id of its own but seeing this machine's files"
                                 if sandbox.running_as_root() else "with your permissions") +
                     ". Grade untrusted code as root, in a container (grader/README.md).")
        self.builds, build_problems = trusted.lesson_builds(self.root, self.graded_lessons())
        problems += build_problems.values()
        try:
            self.kit = trusted.make_kit(self.root, self.builds,
                                        os.path.join(self.scratch_root, "kit"))
            self.kit_dir = sandbox.KIT_DIR if sandbox.jail_available() else self.kit.folder
        except (RuntimeError, OSError, ValueError) as e:
            problems.append(f"the link kit cannot be made: {e}")
        if self.kit:
            try:
                self.views = views.make(self.root, self.builds, self.kit.folder,
                                        os.path.join(self.scratch_root, "views"))
            except (RuntimeError, OSError, ValueError) as e:
                problems.append(f"what the boxes show cannot be made: {e}")
        problems += self.load_problems.values()
        for lesson in self.lessons:
            g = self.gradings.get(lesson.id)
            if g is None:
                if lesson.id not in self.load_problems:
                    problems.append(f"{lesson.id}: solutions/{lesson.id}/grading.py is "
                                    "missing: the lesson's grade is not declared")
                continue
            if g.hidden is None and any(c.hidden for c in g.checks):
                problems.append(f"solutions/{lesson.id}/hidden.py is missing: the hidden "
                                "checks cannot be graded")
                continue
            calls = []
            for check in self.checks[lesson.id]:
                if check.kind == "function":
                    try:
                        made = check.calls()
                    except Exception as e:  # noqa: BLE001  (an author's file, said)
                        problems.append(f"{lesson.id}: the calls of \"{check.title}\" cannot "
                                        f"be made: {e!r}")
                        continue
                    for c in made:
                        calls.append((f"c{len(calls)}", c, check))
                elif not os.path.isfile(os.path.join(lesson.dir, "expected", check.file)):
                    problems.append(f"{lesson.id}: the grading's output check names "
                                    f"expected/{check.file}, which is not there")
            self.calls[lesson.id] = calls
            problems += self._reference_answers(lesson, calls)
        if problems:
            raise GraderBroken(problems)

    def _run_reference(self, lesson, lines):
        """{case id: tokens} the reference probe answers to @p lines, or a problem (str)."""
        lb = self.builds.get(lesson.id)
        if not lb.reference_probe or not os.path.isfile(lb.reference_probe):
            return (f"{lesson.id}: the reference probe is missing (solutions/{lesson.id} and "
                    "its build): function checks cannot be graded")
        try:
            run = subprocess.run([lb.reference_probe], input="".join(l + "\n" for l in lines),
                                 capture_output=True, text=True, timeout=120)
        except (OSError, subprocess.TimeoutExpired) as e:
            return f"{lesson.id}: the reference probe could not run: {e}"
        answers = parse_answers(run.stdout)
        missing = sum(1 for l in lines if l.split()[0] not in answers)
        if run.returncode != 0 or missing:
            return (f"{lesson.id}: the reference probe failed (status {run.returncode}, "
                    f"{missing} calls unanswered): the course itself is broken")
        return answers

    def _reference_answers(self, lesson, calls):
        """Runs the reference probe on every call (first on the helper calls that make their
        arguments); returns what is wrong ([] when all is well): every call answered, every
        answer as its function's declaration reads it."""
        lb = self.builds.get(lesson.id)
        if not calls or not lb:
            return []
        helpers = {}
        for _, c, _ in calls:
            for h in c.deferred():
                helpers.setdefault(id(h), h)
        if helpers:
            keys = list(helpers)
            answers = self._run_reference(lesson, [helpers[k].line(f"c{n}")
                                                   for n, k in enumerate(keys)])
            if isinstance(answers, str):
                return [answers]
            values = {}
            for n, k in enumerate(keys):
                try:
                    a = declare.decode(helpers[k].fn, answers[f"c{n}"])
                    if a.thrown:
                        raise ValueError(f"it threw {a.thrown}")
                    values[k] = a.values[0]
                except ValueError as e:
                    return [f"{lesson.id}: the helper call {helpers[k].describe()} gives no "
                            f"value ({e}): the grading's declaration and the lesson disagree"]
            for _, c, _ in calls:
                if c.deferred():
                    c.fill_helpers(values)
        answers = self._run_reference(lesson, [c.line(cid) for cid, c, _ in calls])
        if isinstance(answers, str):
            return [answers]
        problems, reference = [], {}
        for cid, c, _ in calls:
            try:
                reference[cid] = declare.decode(c.fn, answers[cid])
                if reference[cid].thrown in ("bad-call", "no-such-function"):
                    raise ValueError(f"the probe answers E {reference[cid].thrown}")
            except ValueError as e:
                problems.append(f"{lesson.id}: the reference's answer to {c.describe()} does "
                                f"not read as its declaration says ({e}): the probe and "
                                "the declaration disagree")
                break
        self.reference[lesson.id] = reference
        return problems

    def new_box(self, tag):
        with self._lock:
            self._counter += 1
            n = self._counter
        scratch = os.path.join(self.scratch_root, f"{n:05d}-{tag}")
        return sandbox.Box(scratch, sandbox.private_uid())

    # --- grading -----------------------------------------------------------------------------

    def grade_many(self, submissions, jobs, on_done=None):
        """Grades [(student, folder, layout)] with @p jobs lessons at a time (layout: "course"
        for lessons/NN-name/starter/, "flat" for the files at the folder's top, "reference"
        for solutions/NN-name/); returns Grades in the same order. @p on_done(grade) is called
        as each submission finishes."""
        grades = [Grade(s) for s, _, _ in submissions]
        remaining = [len(self.lessons)] * len(submissions)
        starts = [None] * len(submissions)
        lock = threading.Lock()

        def task(i, lesson):
            student, folder, layout = submissions[i]
            with lock:
                if starts[i] is None:
                    starts[i] = time.monotonic()
            try:
                lg = self.grade_lesson(folder, lesson, layout, student)
            except Exception as e:  # the grader's own failure: one lesson, never the batch
                lg = LessonGrade(lesson.id, status="grader error", grader_failed=True,
                                 problems=[shown.one_line(f"the grader failed on this lesson: "
                                                          f"{e!r}")])
                lg.checks = [CheckResult(c, 0, "not graded: grader error", graded=False)
                             for c in self.checks[lesson.id]]
                with lock:
                    self.grader_errors.append(f"{shown.name(student)}, {lesson.id}: {e!r}")
            with lock:
                grades[i].lessons.append(lg)
                remaining[i] -= 1
                finished = remaining[i] == 0
                if finished:
                    order = [l.id for l in self.lessons]
                    grades[i].lessons.sort(key=lambda g: order.index(g.lesson_id))
            if finished:
                try:
                    self.read_feedback(grades[i])
                except Exception as e:  # the grader's own bug: feedback only, said so
                    for lg in grades[i].lessons:
                        lg.report, lg.feedback_note = None, "its report could not be read"
                    with lock:
                        self.grader_errors.append(f"{shown.name(student)}, feedback: {e!r}")
                grades[i].seconds = time.monotonic() - starts[i]
                if on_done:
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

    def grade_lesson(self, folder, lesson, layout, student):
        lg = LessonGrade(lesson.id)
        checks = self.checks[lesson.id]
        names = lesson.student_files()
        parts = {"reference": ["solutions", lesson.id], "flat": []}.get(layout)
        taken = {n for l in self.lessons for n in l.student_files()}
        files = submission.read(folder, lesson.id, names, parts, taken)
        if layout == "course":
            lg.notes += files.notes
        if files.problems:
            return _zero(lg, checks, "missing" if files.missing else "bad files", files.problems)
        pristine = lesson.pristine_files()
        lg.untouched = layout != "reference" and bool(pristine) and files.files == pristine
        box = self.new_box(lesson.id)
        try:
            self._grade_in_box(lg, lesson, files.files, box, student)
        finally:
            box.remove()
        if box.leftovers:
            lg.notes.append("after its runs the box found and removed: " +
                            ", ".join(sorted(set(box.leftovers))))
        return lg

    def _grade_in_box(self, lg, lesson, files, box, student):
        checks = self.checks[lesson.id]
        # The child's folders, and the grader's (in box.GRADER, a space of their own that the
        # child may read, never change or fill).
        for sub in ("obj", "bin", "out", "fb", "work"):
            box.folder(sub, writable=True)
        for sub in ("src", "lnk"):
            box.folder(f"{box.GRADER}/{sub}", writable=False)
        objs = self._compile(lg, lesson, files, box)
        if objs is None or not self._link(lg, lesson, objs, box):
            return
        calls = self.calls[lesson.id]
        reference = self.reference.get(lesson.id, {})
        results = {}
        # 4. the visible calls
        answers, problems, hung = self._run_probe(box, lesson, [(cid, c) for cid, c, k in calls
                                                                if not k.hidden])
        for check in checks:
            if check.kind == "function" and not check.hidden:
                results[id(check)] = self._judge_function(check, lesson, answers, problems,
                                                          reference)
        kinds = {p.kind for p in problems.values()}
        if Failure.TIMED_OUT in kinds:
            lg.status = "timed out"
        elif Failure.CRASHED in kinds:
            lg.status = "crashed"
        # 5. the driver and its files
        run_view = self.views.of(Step.RUN, lesson.id)
        driver = box.run([box.path("bin/driver"), box.path("out")],
                         DRIVER_AFTER_HANG if hung else DRIVER_LIMITS, run_view, cwd="work")
        driver_problem = ""
        if driver.death():
            driver_problem = f"the driver {driver.death()}"
            if driver.timed_out and lg.status == "ok":
                lg.status = "timed out"
        elif driver.returncode != 0:
            driver_problem = (f"the driver exited with status {driver.returncode}: " +
                              shown.one_line((driver.stderr.strip().splitlines() or [""])[0]))
        # Its files are taken now, as it left them: what runs after it could change them.
        produced = {c.file: box.take(f"out/{c.file}", MAX_OUTPUT_FILE) for c in checks
                    if c.kind == "output" and not driver_problem}
        # 6. feedback: the lesson's own Catch2 tests
        if self.feedback and hung:
            # They would call the hung function too, and wait for their own limit (20 s).
            lg.feedback = []
            lg.feedback_note = (f"not run: {', '.join(sorted(hung))} did not return when the "
                                "grader called it (see the failed checks)")
        elif self.feedback:
            r = box.run([box.path("bin/tests"), "-r", "xml", "-o", box.path("fb/report.xml")],
                        TESTS_LIMITS, run_view, cwd="work")
            lg.report, _ = box.take("fb/report.xml", MAX_REPORT)    # read with the others
            lg.feedback = []
            if r.death():
                lg.feedback_note = f"the Catch2 tests {r.death()}"
        # 7. the hidden calls, last: what they print is never shown, what they write never read
        hidden = [(cid, c) for cid, c, k in calls if k.hidden]
        if hidden:
            # A function that did not return on a visible call is not called again (as in one
            # run of the probe): its hidden calls fail unrun.
            answers, problems, _ = self._run_probe(box, lesson, [(cid, c) for cid, c in hidden
                                                                 if c.name not in hung])
            problems.update({cid: CallProblem(Failure.NOT_RUN, f"not run: {c.name} did not "
                                              "return on a visible call")
                             for cid, c in hidden if c.name in hung})
            for check in checks:
                if check.hidden:
                    results[id(check)] = self._judge_function(check, lesson, answers, problems,
                                                              reference)
        # 8. the outputs compared, after every student process of the lesson has ended: the
        # expected pictures and pngdiff's folders are in the box only from now on.
        for k, check in enumerate(checks):
            if check.kind == "output":
                results[id(check)] = self._judge_output(check, k, lesson, box, driver_problem,
                                                        produced.get(check.file), student)
        lg.checks = [results[id(c)] for c in checks]

    def _compile(self, lg, lesson, files, box):
        """The checked objects' paths (as the box sees them), or None (the lesson scored 0)."""
        lb = self.builds[lesson.id]
        checks = self.checks[lesson.id]
        objs = []
        for name, data in files.items():
            box.put(f"{box.GRADER}/src/{name}", data)
            stem = os.path.splitext(name)[0]
            src, obj = box.path(f"{box.GRADER}/src/{name}"), box.path(f"obj/{stem}.o")
            argv = [a.replace("@SRC@", src).replace("@OBJ@", obj) for a in lb.compile[name]]
            r = box.run(argv, COMPILE_LIMITS, self.views.of(Step.COMPILE, lesson.id), cwd="obj")
            shown_path = f"lessons/{lesson.id}/starter/{name}"
            if r.returncode != 0 or r.timed_out:
                errors = course_build.first_errors(
                    (r.stdout + r.stderr).replace(src, shown_path), self.root, 5)
                errors = [shown.one_line(e) for e in errors]
                if r.timed_out or r.returncode < 0:
                    errors = [f"the compiler {r.death() or 'failed'} on {shown_path}"] + errors
                _zero(lg, checks, "compile error", [f"{shown_path} does not compile:"] + errors)
                return None
            data, why = box.take(f"obj/{stem}.o", MAX_OBJECT)
            try:
                if data is None:
                    raise objects.Refused(f"the object file {why}")
                objects.check(data, self.kit.object_kind)
            except objects.Refused as e:
                _zero(lg, checks, "refused object",
                      [f"{shown_path} is not linked: {e}"])
                return None
            box.put(f"{box.GRADER}/lnk/{stem}.o", data)   # the checked bytes get linked
            objs.append(box.path(f"{box.GRADER}/lnk/{stem}.o"))
        return objs

    def _link(self, lg, lesson, objs, box):
        """Links the lesson's programs in one run of the box; False when one does not link."""
        programs = [p for p in PROGRAMS if p != "tests" or self.feedback]
        commands = []
        for program in programs:
            argv = []
            for a in self.kit.link[lesson.id][program]:
                if a == "@OBJS@":
                    argv += objs
                else:
                    argv.append(box.path(f"bin/{program}") if a == "@OUT@" else
                                a.replace("@KIT@", self.kit_dir))
            commands.append(shlex.join(argv))
        r = box.run(["/bin/sh", "-c", " && ".join(commands)], LINK_LIMITS,
                    self.views.of(Step.LINK), cwd="bin")
        failed = next((p for p in programs if not box.is_file(f"bin/{p}")), None)
        if r.returncode == 0 and not r.timed_out and failed is None:
            return True
        text = (r.stdout + r.stderr).replace(box.path(f"{box.GRADER}/lnk") + "/",
                                             f"lessons/{lesson.id}/starter/")
        errors = [shown.one_line(e) for e in course_build.first_errors(text, self.root, 5)]
        if r.death():
            errors.insert(0, f"the linker {r.death()}")
        _zero(lg, self.checks[lesson.id], "link error",
              [f"lessons/{lesson.id}/starter does not link with the course's "
               f"{failed or programs[-1]}:"] + errors)
        return False

    def _run_probe(self, box, lesson, pending):
        """Answers {case id: tokens}, problems {case id: why} for the calls @p pending, and
        the functions that hung (the set of their names).

        A call that crashes, exits or hangs fails alone: the probe is started again on the
        calls after it. A function that hangs once, or crashes three times, is not called
        again (its remaining calls fail), so one broken function cannot stall the others."""
        answers, problems, crashes = {}, {}, {}
        hung = set()
        restarts = 0
        view = self.views.of(Step.RUN, lesson.id)
        while pending:
            calls = "".join(c.line(cid) + "\n" for cid, c in pending).encode()
            r = box.run([box.path("bin/probe")], PROBE_LIMITS, view, stdin=calls, cwd="work",
                        cut=PROBE_OUTPUT_CUT)
            got = answers_in_order(r.stdout, [cid for cid, _ in pending])
            answers.update(got)
            first = len(got) if len(got) < len(pending) else None
            if first is None:
                break
            cid, c = pending[first]
            kind = Failure.TIMED_OUT if r.timed_out else \
                Failure.CRASHED if r.returncode < 0 else Failure.STOPPED
            why = r.death() or (f"the program stopped (exit status {r.returncode}) instead of "
                                "returning from this call")
            problems[cid] = CallProblem(kind, why)
            crashes[c.name] = crashes.get(c.name, 0) + (3 if r.timed_out else 1)
            if r.timed_out:
                hung.add(c.name)
            rest = pending[first + 1:]
            if crashes[c.name] >= 3:
                for other, oc in rest:
                    if oc.name == c.name:
                        problems[other] = CallProblem(Failure.NOT_RUN, f"not run: earlier calls "
                                                      f"of {c.name} failed the same way ({why})")
                rest = [(o, oc) for o, oc in rest if oc.name != c.name]
            restarts += 1
            if restarts > MAX_RESTARTS:
                for other, _ in rest:
                    problems[other] = CallProblem(Failure.NOT_RUN,
                                                  "not run: the program failed too many times")
                break
            pending = rest
        return answers, problems, hung

    def _judge_function(self, check, lesson, answers, problems, reference):
        failed = []
        for cid, c, owner in self.calls[lesson.id]:
            if owner is not check:
                continue
            want = reference[cid]
            got = answers.get(cid)
            if got is None:
                p = problems.get(cid)
                failed.append(CaseOutcome(c, want, None, False, p.text if p else "no answer"))
                continue
            try:
                answer = declare.decode(c.fn, got)
            except ValueError as e:
                failed.append(CaseOutcome(c, want, None, False, f"the answer does not read as "
                                          f"{c.name}'s result ({e}): {_excerpt(got)}"))
                continue
            why = explain(c.fn, want, answer, check.tolerance, check.fields)
            if why:
                failed.append(CaseOutcome(c, want, answer, False, why))
        if not failed:
            return CheckResult(check, check.points)
        total = sum(1 for _, _, o in self.calls[lesson.id] if o is check)
        if check.hidden:
            # Only pass or fail: which hidden case failed, and how, would be a channel for
            # the hidden inputs (a submission choosing which case to fail).
            return CheckResult(check, 0, f"fails on its hidden cases ({total} cases; which "
                                         "ones, and what your code answered, is not shown)")
        lines = [f"{o.call.describe()} [{o.call.label}]: {o.why}" for o in failed[:4]]
        if len(failed) == 1:
            return CheckResult(check, 0, lines[0], [], failed)
        # The count first, then the cases it counts.
        return CheckResult(check, 0, f"{len(failed)} of {total} cases fail:", lines, failed)

    def _judge_output(self, check, k, lesson, box, driver_problem, taken, student):
        """The output check @p check of the file the driver wrote, @p taken: (bytes, "") or
        (None, why not), as box.take gave it."""
        with open(os.path.join(lesson.dir, "expected", check.file), "rb") as f:
            expected = f.read()
        if driver_problem:
            return CheckResult(check, 0, f"{check.file} not compared: {driver_problem}")
        data, why = taken
        if data is None:
            return CheckResult(check, 0, f"{check.file} {why}")
        stem, ext = os.path.splitext(check.file)
        keep = os.path.join(self.html_dir, "files", shown.file_stem(student), lesson.id) \
            if self.html_dir else None
        files = {}
        if keep:
            files = {"expected": os.path.join(keep, f"{stem}.expected{ext}"),
                     "produced": os.path.join(keep, f"{stem}.produced{ext}")}
            _write(files["expected"], expected)
        if ext == ".png":
            c = self._compare_png(k, check.file, expected, data, box, keep and os.path.join(
                keep, f"{stem}.diff{ext}"))
            if c.diff_picture:
                files["diff"] = c.diff_picture
            # The page shows the produced picture only if pngdiff, in the box, decoded it at
            # the expected size: a browser decodes what the page shows, outside any box.
            if keep and not c.decoded:
                del files["produced"]
        else:
            want = expected.decode("utf-8", errors="replace").splitlines()
            c = compare_lines(check.file, want,
                              data.decode("utf-8", errors="replace").splitlines())
        if "produced" in files:
            _write(files["produced"], data)
        if c.ok:
            return CheckResult(check, check.points, files=files)
        return CheckResult(check, 0, shown.one_line(c.message),
                           [shown.one_line(d.strip()) for d in c.details[:4]], files=files)

    def _compare_png(self, k, name, expected, produced, box, diff_keep):
        """Compares two pictures with pngdiff, in the box (the produced one is untrusted)."""
        cmp = f"{box.GRADER}/cmp-{k}"
        box.folder(cmp, writable=False)
        box.put(f"{cmp}/{k}-expected.png", expected)
        box.put(f"{cmp}/{k}-produced.png", produced)
        out = box.fresh_folder()
        diff_rel = f"{out}/{k}-diff.png"

        said = {}

        def run(argv):
            r = box.run(argv, READER_LIMITS, self.views.of(Step.COMPARE), cwd=out)
            said["status"], said["text"] = (2, "") if r.death() else (r.returncode, r.stdout)
            if r.death():
                return 2, f"pngdiff {r.death()} on the produced picture"
            return r.returncode, r.stdout + r.stderr

        c = compare_png(box.path(f"{cmp}/{k}-expected.png"), box.path(f"{cmp}/{k}-produced.png"),
                        self.kit.tools["pngdiff"].replace("@KIT@", self.kit_dir),
                        box.path(diff_rel) if diff_keep else None, run=run, name=name)
        # Decoded at the expected size: the same pixels, or pixels that differ.
        c.decoded = said.get("status") == 0 or (said.get("status") == 1 and
                                                not said["text"].startswith("size differs"))
        c.diff_picture = ""
        if diff_keep and not c.ok:
            diff, _ = box.take(diff_rel, MAX_OUTPUT_FILE)
            if diff:
                _write(diff_keep, diff)
                c.diff_picture = diff_keep
        return c

    def read_feedback(self, grade):
        """Reads the Catch2 reports of every lesson of @p grade, in one run of the reader in a
        box of its own (they are untrusted files); sets each lesson's feedback."""
        lessons = [lg for lg in grade.lessons if lg.report]
        if not lessons:
            return
        box = self.new_box("feedback")
        try:
            box.folder(f"{box.GRADER}/cmp", writable=False)
            paths = []
            for k, lg in enumerate(lessons):
                box.put(f"{box.GRADER}/cmp/{k}.xml", lg.report)
                paths.append(box.path(f"{box.GRADER}/cmp/{k}.xml"))
            out = box.fresh_folder()
            reader = self.kit.tools["catch_reader"].replace("@KIT@", self.kit_dir)
            r = box.run(["python3", "-I", "-S", reader, box.path(f"{out}/cases.json"), *paths],
                        READER_LIMITS, self.views.of(Step.READ), cwd=out)
            data, _ = box.take(f"{out}/cases.json", MAX_REPORT * len(lessons))
        finally:
            box.remove()
        for line in (data or b"").decode("utf-8", errors="replace").splitlines():
            try:
                item = json.loads(line)
            except ValueError:
                continue
            k = item.get("report") if isinstance(item, dict) else None
            if not isinstance(k, int) or not 0 <= k < len(lessons):
                continue
            lg = lessons[k]
            if "crash" in item:
                if item["crash"] is True and not lg.feedback_note:
                    lg.feedback_note = "the Catch2 tests crashed (Catch2 caught a fatal signal)"
            elif isinstance(item.get("name"), str) and isinstance(item.get("failures"), list):
                reread = item.get("reread") if isinstance(item.get("reread"), str) else ""
                lg.feedback.append(CaseResult(
                    shown.one_line(item["name"]), item.get("ok") is True, shown.one_line(reread),
                    [shown.one_line(f) for f in item["failures"] if isinstance(f, str)]))
        if r.death():
            for lg in lessons:
                lg.feedback_note = lg.feedback_note or f"its report reader {r.death()}"
        for lg in lessons:
            lg.report = None

    def draw(self, case, path):
        """Draws a failed geometry case into @p path with grader-sketch, in a box of its own
        (the student's answer is in the picture); False when there is nothing to draw."""
        from . import sketch
        text = sketch.script(case)
        if not text:
            return False
        box = self.new_box("sketch")
        try:
            box.folder("out", writable=True)
            tool = self.kit.tools["sketch"].replace("@KIT@", self.kit_dir)
            r = box.run([tool, box.path("out/case.png")], READER_LIMITS,
                        self.views.of(Step.DRAW), stdin=text.encode(), cwd="out")
            data, _ = box.take("out/case.png", MAX_OUTPUT_FILE)
            if r.returncode != 0 or not data:
                return False
            _write(path, data)
            return True
        finally:
            box.remove()


def _zero(lg, checks, status, problems):
    lg.status = status
    lg.problems = problems
    lg.checks = [CheckResult(c, 0, problems[0]) for c in checks]
    return lg


def _write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


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
        if len(parts) < 2 or not parts[0].startswith("c") or not parts[0][1:].isdigit() or \
                not parts[0].isascii():
            continue
        cid = parts[0]
        answers[cid] = "twice" if cid in answers else parts[1:]
    return answers


def _excerpt(tokens):
    return shown.one_line(" ".join(tokens), SHOWN_ANSWER)


def difference(fn, want, got, tolerance=declare.DEFAULT_TOLERANCE, fields=None):
    """"" when the tokens @p got answer like the reference's @p want (course.compare's rules,
    field by field as @p fn, a declare.Function, declares them), else what differs, in words.
    A student's tokens are quoted only as a short, escaped excerpt."""
    try:
        g = declare.decode(fn, got)
    except ValueError as e:
        return f"the answer does not read as {fn.name}'s result ({e}): {_excerpt(got)}"
    return explain(fn, declare.decode(fn, want), g, tolerance, fields)


def explain(fn, want, got, tolerance=declare.DEFAULT_TOLERANCE, fields=None):
    """"" when the Answer @p got equals the reference's @p want (in @p fields, or all), else
    what differs, in words: the field, what came back and what the reference returns."""
    d = declare.difference(fn, want, got, tolerance, fields)
    if d is None:
        return ""
    shown_got = _excerpt([_show(x) for x in declare.flat(got.values)] or ["(nothing)"])
    if not d.path and d.type is None:          # one threw, the other did not (or otherwise)
        if want.thrown:
            return f"should throw std::{want.thrown}" if want.thrown == "invalid_argument" \
                else f"the reference throws ({want.thrown}); got {shown_got}"
        return (f"threw an exception ({got.thrown}); the reference returns "
                f"{' '.join(_show(x) for x in declare.flat(want.values))}")
    name = d.path or fn.name
    if isinstance(d.type, declare.Scalar):
        if d.type.kind == "bool":
            return f"{name} is {_bool(d.got)}, the reference returns {_bool(d.want)}"
        if d.type.kind == "digest":
            return "the picture differs from the reference's (see the output check)"
        shown_g, shown_w = _show(d.got), _show(d.want)
        if shown_g == shown_w:          # closer than 9 digits tell: every digit
            shown_g, shown_w = repr(d.got), repr(d.want)
        text = f"{name} is {shown_g}, the reference returns {shown_w}"
        if len(list(declare.flat(want.values))) > 1:
            text += (f" (all: {shown_got} vs "
                     f"{' '.join(_show(x) for x in declare.flat(want.values))})")
        return text
    # a vector: its size or its items differ
    item = lambda v: "(" + ",".join(_show(x) for x in declare.flat(v)) + ")"  # noqa: E731
    lost = [item(v) for v in d.want if v not in d.got][:3]
    extra = [item(v) for k, v in enumerate(d.got) if v not in d.want or v in d.got[:k]][:3]
    what = f"{len(d.got)} {name}, the reference {len(d.want)}"
    if lost:
        what += "; missing " + ", ".join(lost)
    if extra:
        what += "; not the reference's, or repeated: " + ", ".join(extra)
    if not lost and not extra:
        what += "; the same items in another order (the order is part of the answer)"
    return what


def _bool(value):
    return "true" if value else "false"


def _show(x):
    if isinstance(x, bool):
        return _bool(x)
    if isinstance(x, str):
        return x
    if isinstance(x, int):
        return str(x)
    if x == 0 and math.copysign(1, x) < 0:
        return "-0"
    if math.isfinite(x) and x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return f"{x:.9g}"
