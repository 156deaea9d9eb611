"""The run of one lesson of a submission: everything a student wrote runs in one box
(sandbox.py), and what comes back is plain bytes and facts (a LessonRun), which the judge
(judge.py) scores. Per lesson, in its box:
  1. the student's files (submission.read) put in the box and compiled with the starter's
     flags (a compile error: the run stops, with the compiler's first errors);
  2. each object read as data (objects.py) and the probe, the driver and the Catch2 tests
     linked with the trusted objects of the plan's link kit;
  3. the probe run on the calls of the visible function checks (a call that crashes or hangs
     fails alone: the probe is restarted after it);
  4. the driver run and its files taken;
  5. the Catch2 tests run for feedback (no points): the cases `./course check` counts, the
     same filter (course.checks.STUDENT_CASES: not those of given code);
  6. the probe run on the hidden calls, in runs of their own: nothing those runs print or
     write is ever shown or read again, only the answers;
  7. last, when no process of the student's is left, by trusted readers in the same box: the
     driver's pictures compared with expected/ (pngdiff), the Catch2 report read
     (catch_reader.py), and the failed visible cases drawn for the report (grader-sketch).
Each run's box shows what views.py decided for its step.
"""

import json
import os
import shlex
from dataclasses import dataclass, field

from course import build as course_build
from course import editions
from course import report as course_report
from course.catch_results import catch_words
from course.catch_xml import CaseResult
from course.checks import STUDENT_CASES
from course.compare import compare_png

from . import answers as answer_rules
from . import objects, sandbox, shown, sketch, submission
from .declare import CheckKind
from .grades import CallProblem, Failure, Layout, Status
from .judge import SHOWN_CASES, failed_cases
from .reporters import MESSAGES
from .views import Step

_ = MESSAGES.gettext

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
# The trusted readers of untrusted files (pngdiff, the Catch2 report reader, grader-sketch).
READER_LIMITS = sandbox.Limits(cpu=10, wall=20, memory=512 << 20, fsize=16 << 20, nproc=8)
MAX_RESTARTS = 30            # probe restarts after crashes, per lesson and run kind
PROBE_OUTPUT_CUT = 4 << 20   # bytes of probe answers read back
MAX_OUTPUT_FILE = 16 << 20
MAX_OBJECT = 64 << 20
MAX_REPORT = 2 << 20         # bytes of a Catch2 XML report
LINES_OF_A_CASE = 2          # failure lines kept of a Catch2 case (catch_reader.py keeps 2)

PROGRAMS = ("probe", "driver", "tests")


@dataclass
class OutputRun:
    """A file the driver wrote, as the run took it."""
    data: bytes = None           # None: not taken (why says why)
    why: str = ""
    comparison: object = None    # a picture: course.compare.Comparison, made by pngdiff
    diff: bytes = None           # a picture: pngdiff's diff picture, when kept


@dataclass
class LessonRun:
    """What a lesson's run gave: bytes and facts, no judgement."""
    notes: list = field(default_factory=list)
    untouched: bool = False            # the student's files are the course's starter
    stop: Status = None                # where the run stopped before the programs ran
    problems: list = field(default_factory=list)        # why it stopped
    answers: dict = field(default_factory=dict)         # case id -> the probe's tokens
    call_problems: dict = field(default_factory=dict)   # case id -> CallProblem
    hung: set = field(default_factory=set)              # functions that did not return
    driver_problem: str = ""
    driver_timed_out: bool = False
    outputs: dict = field(default_factory=dict)         # output file name -> OutputRun
    feedback: list = None              # [CaseResult] of the Catch2 tests, when they ran
    feedback_note: str = ""
    report: bytes = None               # their XML report, until read in the box
    pictures: dict = field(default_factory=dict)        # case id -> the case drawn (PNG)
    leftovers: list = field(default_factory=list)       # what the box removed after


def run_lesson(plan, lp, folder, layout, box):
    """The LessonRun of lesson @p lp (a plan.LessonPlan) of the submission in @p folder (its
    files where @p layout says), in @p box (removed by the caller)."""
    parts = {Layout.REFERENCE: [editions.SOLUTIONS, lp.id], Layout.FLAT: []}.get(layout)
    names = lp.lesson.student_files()
    files = submission.read(folder, lp.id, names, parts, plan.student_files())
    run = LessonRun(notes=list(files.notes) if layout is Layout.COURSE else [])
    if files.problems:
        run.stop = Status.MISSING if files.missing else Status.BAD_FILES
        run.problems = files.problems
        return run
    run.untouched = layout is not Layout.REFERENCE and bool(lp.pristine) and \
        files.files == lp.pristine
    for sub in ("obj", "bin", "out", "fb", "work"):
        box.folder(sub, writable=True)
    for sub in ("src", "lnk"):
        box.folder(f"{box.GRADER}/{sub}", writable=False)
    objs = _compile(plan, lp, files.files, box, run)
    if objs is None or not _link(plan, lp, objs, box, run):
        return run
    _run_programs(plan, lp, box, run)
    _read_in_box(plan, lp, box, run)
    return run


def _run_programs(plan, lp, box, run):
    """Steps 3 to 6: the student's programs, in the order that keeps the hidden calls last."""
    visible = [(cid, c) for cid, c, check in lp.calls if not check.hidden]
    run.answers, run.call_problems, run.hung = _run_probe(plan, lp, box, visible)
    view = plan.views.of(Step.RUN, lp.id)
    driver = box.run([box.path("bin/driver"), box.path("out")],
                     DRIVER_AFTER_HANG if run.hung else DRIVER_LIMITS, view, cwd="work")
    if driver.death():
        run.driver_problem = _("the driver {death}").format(death=driver.death())
        run.driver_timed_out = driver.timed_out
    elif driver.returncode != 0:
        run.driver_problem = _("the driver exited with status {status}: {error}").format(
            status=driver.returncode,
            error=shown.one_line((driver.stderr.strip().splitlines() or [""])[0]))
    # Its files are taken now, as it left them: what runs after it could change them.
    for check in lp.checks:
        if check.kind is CheckKind.OUTPUT and not run.driver_problem:
            data, why = box.take(f"out/{check.file}", MAX_OUTPUT_FILE)
            run.outputs[check.file] = OutputRun(data, why)
    if plan.feedback and run.hung:
        # They would call the hung function too, and wait for their own limit (20 s).
        run.feedback = []
        run.feedback_note = _("not run: {functions} did not return when the grader called it "
                              "(see the failed checks)").format(
            functions=", ".join(sorted(run.hung)))
    elif plan.feedback:
        r = box.run([box.path("bin/tests"), "-r", "xml", "-o", box.path("fb/report.xml"),
                     STUDENT_CASES], TESTS_LIMITS, view, cwd="work")
        run.report, _why = box.take("fb/report.xml", MAX_REPORT)
        run.feedback = []
        if r.death():
            run.feedback_note = _("the Catch2 tests {death}").format(death=r.death())
    hidden = [(cid, c) for cid, c, check in lp.calls if check.hidden]
    if hidden:
        # A function that did not return on a visible call is not called again (as in one
        # run of the probe): its hidden calls fail unrun.
        answers, problems, _hung = _run_probe(plan, lp, box, [(cid, c) for cid, c in hidden
                                                          if c.name not in run.hung])
        problems.update({cid: CallProblem(Failure.AFTER_HANG, _(
            "not run: {function} did not return on a visible call").format(function=c.name))
                         for cid, c in hidden if c.name in run.hung})
        run.answers.update(answers)
        run.call_problems.update(problems)


def _read_in_box(plan, lp, box, run):
    """Step 7: the trusted readers on what the student's programs left, in the same box, once
    none of them is left (the expected pictures and the readers' folders are in it only now)."""
    for k, check in enumerate(lp.checks):
        out = run.outputs.get(check.file)
        if check.kind is CheckKind.OUTPUT and out and out.data is not None and \
                check.file.endswith(".png"):
            out.comparison, out.diff = _compare_png(plan, k, check.file, lp.expected[check.file],
                                                    out.data, box)
    if run.report:
        _read_report(plan, box, run)
    run.report = None
    if plan.keep_files:
        _draw_failed(plan, lp, box, run)


def _compile(plan, lp, files, box, run):
    """The checked objects' paths (as the box sees them), or None (the run stops)."""
    objs = []
    for name, data in files.items():
        box.put(f"{box.GRADER}/src/{name}", data)
        stem = os.path.splitext(name)[0]
        src, obj = box.path(f"{box.GRADER}/src/{name}"), box.path(f"obj/{stem}.o")
        argv = [a.replace("@SRC@", src).replace("@OBJ@", obj)
                for a in plan.builds[lp.id].compile[name]]
        r = box.run(argv, COMPILE_LIMITS, plan.views.of(Step.COMPILE, lp.id), cwd="obj")
        shown_path = f"lessons/{lp.id}/starter/{name}"
        if r.returncode != 0 or r.timed_out:
            errors = course_build.first_errors(
                (r.stdout + r.stderr).replace(src, shown_path), plan.root, 5)
            errors = [shown.one_line(e) for e in errors]
            if r.timed_out or r.returncode < 0:
                errors = [_("the compiler {death} on {path}").format(
                    death=r.death(), path=shown_path) if r.death() else
                    _("the compiler failed on {path}").format(path=shown_path)] + errors
            run.stop, run.problems = Status.COMPILE_ERROR, [_("{path} does not compile:").format(
                path=shown_path)] + errors
            return None
        data, why = box.take(f"obj/{stem}.o", MAX_OBJECT)
        try:
            if data is None:
                raise objects.Refused(_("the object file {why}").format(why=why))
            objects.check(data, plan.kit.object_kind)
        except objects.Refused as e:
            run.stop = Status.REFUSED_OBJECT
            run.problems = [_("{path} is not linked: {why}").format(path=shown_path, why=e)]
            return None
        box.put(f"{box.GRADER}/lnk/{stem}.o", data)   # the checked bytes get linked
        objs.append(box.path(f"{box.GRADER}/lnk/{stem}.o"))
    return objs


def _link(plan, lp, objs, box, run):
    """Links the lesson's programs in one run of the box; False when one does not link."""
    programs = [p for p in PROGRAMS if p != "tests" or plan.feedback]
    commands = []
    for program in programs:
        argv = []
        for a in plan.kit.link[lp.id][program]:
            if a == "@OBJS@":
                argv += objs
            else:
                argv.append(box.path(f"bin/{program}") if a == "@OUT@" else
                            a.replace("@KIT@", plan.kit_dir))
        commands.append(shlex.join(argv))
    r = box.run(["/bin/sh", "-c", " && ".join(commands)], LINK_LIMITS,
                plan.views.of(Step.LINK), cwd="bin")
    failed = next((p for p in programs if not box.is_file(f"bin/{p}")), None)
    if r.returncode == 0 and not r.timed_out and failed is None:
        return True
    text = (r.stdout + r.stderr).replace(box.path(f"{box.GRADER}/lnk") + "/",
                                         f"lessons/{lp.id}/starter/")
    errors = _link_errors(plan, lp, text)
    if r.death():
        errors.insert(0, _("the linker {death}").format(death=r.death()))
    run.stop = Status.LINK_ERROR
    run.problems = [_("lessons/{lesson}/starter does not link with the course's {program}:")
                    .format(lesson=lp.id, program=failed or programs[-1])] + errors
    return False


def _link_errors(plan, lp, text):
    """What the linker's @p text means, in the words of ./course check (course.report): the
    names the lesson needs and nothing defines, or defined twice; its first errors where it
    names none. Never the grader's own files (its probes are the instructor's)."""
    problem = course_build.link_problem(text, readable=lambda names: names)
    if problem:
        header = os.path.relpath(lp.lesson.api_header, lp.lesson.root)
        return [shown.one_line(line, course_build.LINK_LINE_CUT)
                for line in course_report.link_lines(problem, header)]
    return [shown.one_line(e) for e in course_build.first_errors(text, plan.root, 5)]


def _run_probe(plan, lp, box, pending):
    """Answers {case id: tokens}, problems {case id: CallProblem} for the calls @p pending,
    and the functions that hung (the set of their names).

    A call that crashes, exits or hangs fails alone: the probe is started again on the
    calls after it. A function that hangs once, or crashes three times, is not called
    again (its remaining calls fail), so one broken function cannot stall the others."""
    answers, problems, crashes, hung = {}, {}, {}, set()
    view = plan.views.of(Step.RUN, lp.id)
    bounds = {cid: answer_rules.read_bound(c.fn, lp.reference[cid]) for cid, c in pending}
    for _attempt in range(MAX_RESTARTS + 1):
        if not pending:
            break
        calls = "".join(c.line(cid) + "\n" for cid, c in pending).encode()
        r = box.run([box.path("bin/probe")], PROBE_LIMITS, view, stdin=calls, cwd="work",
                    cut=PROBE_OUTPUT_CUT)
        got = answers_in_order(r.stdout, [cid for cid, _call in pending], bounds)
        answers.update(got)
        if len(got) == len(pending):
            return answers, problems, hung
        cid, c = pending[len(got)]
        kind = Failure.TIMED_OUT if r.timed_out else \
            Failure.CRASHED if r.returncode < 0 else Failure.STOPPED
        why = r.death() or _("the program stopped (exit status {status}) instead of returning "
                             "from this call").format(status=r.returncode)
        problems[cid] = CallProblem(kind, why)
        crashes[c.name] = crashes.get(c.name, 0) + (3 if r.timed_out else 1)
        if r.timed_out:
            hung.add(c.name)
        pending = pending[len(got) + 1:]
        if crashes[c.name] >= 3:
            for other, oc in pending:
                if oc.name == c.name:
                    problems[other] = CallProblem(Failure.NOT_RUN, _(
                        "not run: earlier calls of {function} failed the same way ({why})")
                        .format(function=c.name, why=why))
            pending = [(o, oc) for o, oc in pending if oc.name != c.name]
    for other, _call in pending:
        problems[other] = CallProblem(Failure.NOT_RUN, _("not run: the program failed too many "
                                                         "times"))
    return answers, problems, hung


def answers_in_order(text, ids, bounds=None):
    """{case id: tokens} for the calls @p ids, in order: the probe answers call k before call
    k+1, so a line counts only when it carries the next id expected. Anything else the program
    prints (noise, or a forged answer for a call already answered) is ignored. With @p bounds
    {case id: most tokens read} (answers.read_bound), an answer is split into at most that
    many tokens and one more holding the rest, unsplit: too long to be read, at no cost."""
    answers, k = {}, 0
    for line in text.splitlines():
        if k == len(ids):
            break
        parts = line.split(None, 1)
        if len(parts) == 2 and parts[0] == ids[k]:
            bound = bounds.get(ids[k], -1) if bounds else -1
            answers[ids[k]] = parts[1].split(None, bound)
            k += 1
    return answers


def _compare_png(plan, k, name, expected, produced, box):
    """(Comparison, diff bytes or None): the two pictures compared by pngdiff, in the box (the
    produced one is untrusted)."""
    cmp = f"{box.GRADER}/cmp-{k}"
    box.folder(cmp, writable=False)
    box.put(f"{cmp}/{k}-expected.png", expected)
    box.put(f"{cmp}/{k}-produced.png", produced)
    out = box.fresh_folder()
    diff_rel = f"{out}/{k}-diff.png"

    def run(argv):
        r = box.run(argv, READER_LIMITS, plan.views.of(Step.COMPARE), cwd=out)
        if r.death():
            return 2, f"stopped reason={r.death()}"     # a fact, as pngdiff says them
        return r.returncode, r.stdout + r.stderr

    c = compare_png(box.path(f"{cmp}/{k}-expected.png"), box.path(f"{cmp}/{k}-produced.png"),
                    plan.tool("pngdiff"), box.path(diff_rel) if plan.keep_files else None,
                    run=run, name=name)
    c.diff_picture = ""       # a path in the box: the diff's bytes are taken instead
    diff = None
    if plan.keep_files and not c.ok and c.decoded:
        diff, _why = box.take(diff_rel, MAX_OUTPUT_FILE)
    return c, diff


def _read_report(plan, box, run):
    """Reads the Catch2 report with catch_reader.py, in the box (it is untrusted data)."""
    box.folder(f"{box.GRADER}/fb", writable=False)
    box.put(f"{box.GRADER}/fb/report.xml", run.report)
    out = box.fresh_folder()
    r = box.run(["python3", "-I", "-S", plan.tool("catch_reader"), box.path(f"{out}/cases.json"),
                 "--words=" + json.dumps(catch_words()),
                 box.path(f"{box.GRADER}/fb/report.xml")], READER_LIMITS,
                plan.views.of(Step.READ), cwd=out)
    data, _why = box.take(f"{out}/cases.json", MAX_REPORT)
    cases, crashed = read_cases(data or b"")
    run.feedback += cases
    if crashed and not run.feedback_note:
        run.feedback_note = _("the Catch2 tests crashed (Catch2 caught a fatal signal)")
    if r.death():
        run.feedback_note = run.feedback_note or _("its report reader {death}").format(
            death=r.death())


def read_cases(data):
    """([CaseResult], whether Catch2 caught a crash) from the report reader's JSON lines
    @p data (at most MAX_REPORT bytes, made from a student's report): every line that is not
    what the reader writes is skipped, whatever it holds."""
    cases, crashed = [], False
    for line in data.decode("utf-8", errors="replace").splitlines():
        try:
            item = json.loads(line)
        except (ValueError, RecursionError):      # not JSON, or nested beyond reading
            continue
        if not isinstance(item, dict):
            continue
        if "crash" in item:
            crashed = crashed or item["crash"] is True
        elif isinstance(item.get("name"), str) and isinstance(item.get("failures"), list):
            reread = item.get("reread") if isinstance(item.get("reread"), str) else ""
            cases.append(CaseResult(
                shown.one_line(item["name"]), item.get("ok") is True, shown.one_line(reread),
                [shown.one_line(f) for f in item["failures"][:LINES_OF_A_CASE]
                 if isinstance(f, str)], precision=item.get("precision") is True))
    return cases, crashed


def _draw_failed(plan, lp, box, run):
    """Draws the first failed cases of each visible function check with grader-sketch, in the
    box (the student's answer is in the picture), for the HTML report."""
    view = plan.views.of(Step.DRAW)
    for check in lp.checks:
        if check.kind is not CheckKind.FUNCTION or check.hidden:
            continue
        for cid, case in failed_cases(lp, check, run.answers, run.call_problems)[:SHOWN_CASES]:
            text = sketch.script(case)
            if not text:
                continue
            out = box.fresh_folder()
            r = box.run([plan.tool("sketch"), box.path(f"{out}/case.png")], READER_LIMITS,
                        view, stdin=text.encode(), cwd=out)
            data, _why = box.take(f"{out}/case.png", MAX_OUTPUT_FILE)
            if r.returncode == 0 and data:
                run.pictures[cid] = data
