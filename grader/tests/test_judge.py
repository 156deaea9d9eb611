"""The judge and the reporters, with no box and no process: a plan and a run made by hand (the
facts a box would give), judged, and the grade turned into every report; a grade file read
back gives the same reports. Every message of a run reworded grades the same: the states
are facts (enums, fields), never words."""

import contextlib
import dataclasses
import io
import json
import os
import shutil
import tempfile
import unittest
import unittest.mock
from types import SimpleNamespace

from grader.tests import helpers  # noqa: F401  (sets sys.path)
from grader import answers, declare, submission  # noqa: E402
from grader.declare import CheckKind  # noqa: E402
from grader.grades import CallProblem, Failure, Grade, Status  # noqa: E402
from grader.judge import judge  # noqa: E402
from grader.plan import LessonPlan, Plan  # noqa: E402
from grader.reporters import gradebook, grade_file, gradescope, html_report, terminal  # noqa
from grader.run import LessonRun, OutputRun  # noqa: E402
from course.catch_xml import CaseResult  # noqa: E402
from course.compare import Comparison, compare_png  # noqa: E402

LESSON = "00-made"
IS_POSITIVE = declare.function("is_positive", declare.boolean, x=declare.real)
PNG = b"\x89PNG\r\n\x1a\n" + b"picture bytes"


def make_plan(keep_files=False):
    """A lesson of three checks: two visible cases, one hidden, a text and a picture output."""
    visible = declare.Check(LESSON, 2, "is_positive: the cases", CheckKind.FUNCTION)
    hidden = declare.Check(LESSON, 1, "is_positive: hidden", CheckKind.FUNCTION, hidden=True)
    text = declare.Check(LESSON, 1, "output made.txt matches expected/", CheckKind.OUTPUT,
                         file="made.txt")
    picture = declare.Check(LESSON, 1, "output made.png matches expected/", CheckKind.OUTPUT,
                            file="made.png")
    calls = (("c0", IS_POSITIVE(1.0, label="one"), visible),
             ("c1", IS_POSITIVE(-2.0, label="minus two"), visible),
             ("c2", IS_POSITIVE(3.0, label="secret"), hidden))
    reference = {cid: answers.decode(IS_POSITIVE, ["1" if c.args[0] > 0 else "0"])
                 for cid, c, _ in calls}
    lp = LessonPlan(SimpleNamespace(id=LESSON), (visible, hidden, text, picture), calls,
                    reference, {"made.txt": b"a 1\nb 2\n", "made.png": PNG})
    return Plan("", (lp,), keep_files=keep_files)


def right_run(**changes):
    """The run of a submission that is right everywhere, with @p changes."""
    run = LessonRun(answers={"c0": ["1"], "c1": ["0"], "c2": ["1"]},
                    outputs={"made.txt": OutputRun(b"a 1\nb 2\n"),
                             "made.png": OutputRun(PNG, comparison=Comparison(
                                 "made.png", True, "made.png: same pixels", decoded=True))},
                    feedback=[CaseResult("a case", True)])
    return dataclasses.replace(run, **changes)


def scores(lg):
    return [(c.check.title, c.score, c.ok, c.graded) for c in lg.checks]


class Judge(unittest.TestCase):
    def test_a_right_run_gets_every_point(self):
        lg = judge(make_plan(), LESSON, right_run())
        self.assertIs(lg.status, Status.OK)
        self.assertEqual((lg.score, lg.max_score), (5, 5))

    def test_a_wrong_visible_case_is_named_and_a_hidden_one_is_not(self):
        lg = judge(make_plan(), LESSON, right_run(answers={"c0": ["1"], "c1": ["1"],
                                                           "c2": ["0"]}))
        visible, hidden = lg.checks[0], lg.checks[1]
        self.assertEqual(visible.score, 0)
        self.assertEqual(visible.message, "is_positive(-2) [minus two]: is_positive is true, "
                                          "the reference returns false")
        self.assertEqual([c.label for c in visible.cases], ["minus two"])
        self.assertEqual(hidden.score, 0)
        self.assertNotIn("secret", hidden.message)
        self.assertNotIn("3", hidden.message.split("(")[0])
        self.assertEqual(hidden.cases, [])

    def test_a_hang_on_a_visible_call_is_the_lesson_state_and_on_a_hidden_one_is_not(self):
        hang = CallProblem(Failure.TIMED_OUT, "it ran over its time")
        lg = judge(make_plan(), LESSON, right_run(answers={"c0": ["1"], "c2": ["1"]},
                                                  call_problems={"c1": hang}))
        self.assertIs(lg.status, Status.TIMED_OUT)
        self.assertIn("it ran over its time", lg.checks[0].message)
        lg = judge(make_plan(), LESSON, right_run(answers={"c0": ["1"], "c1": ["0"]},
                                                  call_problems={"c2": hang}))
        self.assertIs(lg.status, Status.OK)
        self.assertEqual(lg.score, 4)

    def test_hidden_cases_never_run_after_a_hang_say_so(self):
        """A function that hung on a visible call is not called on its hidden cases: the
        hidden check says they were not run (a Failure kind, whatever the problem's words),
        not that they fail."""
        hang = CallProblem(Failure.TIMED_OUT, "it ran over its time")
        for words in ("not run: is_positive did not return on a visible call", "anything"):
            lg = judge(make_plan(), LESSON, right_run(
                answers={"c0": ["1"]}, call_problems={
                    "c1": hang, "c2": CallProblem(Failure.AFTER_HANG, words)}))
            hidden = lg.checks[1]
            self.assertEqual(hidden.score, 0)
            self.assertEqual(hidden.message, "not run: is_positive ran over its time limit "
                                             "on an earlier call (1 hidden case)")
        # A hidden case that ran and failed, or was not run for another reason, only fails.
        for problem in ({}, {"c2": CallProblem(Failure.NOT_RUN, "ran over its time limit")}):
            lg = judge(make_plan(), LESSON, right_run(
                answers={"c0": ["1"], "c1": ["0"], **({} if problem else {"c2": ["0"]})},
                call_problems=problem))
            self.assertTrue(lg.checks[1].message.startswith("fails on its hidden cases"),
                            lg.checks[1].message)

    def test_a_run_that_stopped_scores_zero_with_its_reasons(self):
        lg = judge(make_plan(), LESSON, LessonRun(stop=Status.COMPILE_ERROR, problems=[
            "made.cpp does not compile:", "made.cpp:1: error"], notes=["a note"]))
        self.assertIs(lg.status, Status.COMPILE_ERROR)
        self.assertEqual((lg.score, lg.max_score), (0, 5))
        self.assertTrue(all(c.message == "made.cpp does not compile:" for c in lg.checks))
        self.assertEqual(lg.notes, ["a note"])

    def test_outputs_are_judged_from_the_run_facts(self):
        plan = make_plan(keep_files=True)
        lg = judge(plan, LESSON, right_run(outputs={
            "made.txt": OutputRun(b"a 1\nb 3\n"),
            "made.png": OutputRun(PNG, comparison=Comparison(
                "made.png", False, "made.png: size differs", decoded=False))}))
        text, picture = lg.checks[2], lg.checks[3]
        self.assertEqual((text.score, picture.score), (0, 0))
        self.assertEqual(text.files["produced"], b"a 1\nb 3\n")
        self.assertNotIn("produced", picture.files)    # not decoded: never shown
        lg = judge(plan, LESSON, right_run(driver_problem="the driver crashed",
                                           driver_timed_out=True, outputs={}))
        self.assertIs(lg.status, Status.TIMED_OUT)
        self.assertIn("not compared: the driver crashed", lg.checks[2].message)

    def test_a_text_output_of_5000_digits_is_a_failed_check(self):
        lg = judge(make_plan(), LESSON, right_run(outputs={
            "made.txt": OutputRun(b"a " + b"1" * 5000 + b"\nb 2\n"),
            "made.png": right_run().outputs["made.png"]}))
        self.assertIs(lg.status, Status.OK)
        self.assertEqual((lg.checks[2].score, lg.checks[2].graded), (0, True))
        self.assertEqual(lg.checks[2].message, "made.txt line 1 differs")

    def test_what_student_bytes_make_the_judge_raise_is_the_students_failed_check(self):
        def raises(error):
            def compare(*args):
                raise error
            return compare
        for error in (ValueError("Exceeds the limit (4300 digits)"), OverflowError("big"),
                      RecursionError("deep"), UnicodeDecodeError("utf-8", b"\xff", 0, 1, "no")):
            with self.subTest(error=error), \
                    unittest.mock.patch("grader.judge.compare_lines", raises(error)):
                lg = judge(make_plan(), LESSON, right_run())
                self.assertIs(lg.status, Status.OK)
                self.assertFalse(lg.grader_failed)
                self.assertEqual((lg.checks[2].score, lg.checks[2].graded), (0, True))
                self.assertIn("could not be read as an answer", lg.checks[2].message)
                self.assertEqual(lg.checks[0].score, 2)     # the other checks are judged
        plan = make_plan()
        with unittest.mock.patch("grader.judge.answers.read_bound", raises(OverflowError())):
            lg = judge(plan, LESSON, right_run())
            self.assertEqual(lg.checks[1].message, "what your program gave for the hidden "
                                                   "cases could not be read as an answer")
        # The grader's own faults (its I/O, a bug) are not the student's: they stay raised,
        # and the session makes the lesson "not graded: grader error".
        for error in (OSError(28, "No space left on device"), TypeError("a bug")):
            with self.subTest(error=error), \
                    unittest.mock.patch("grader.judge.compare_lines", raises(error)):
                with self.assertRaises(type(error)):
                    judge(make_plan(), LESSON, right_run())

    def test_what_the_box_removed_is_a_note(self):
        lg = judge(make_plan(), LESSON, right_run(leftovers=["a process", "a process"]))
        self.assertEqual(lg.notes, ["after its runs the box found and removed: a process"])


def reworded(run):
    """@p run with every message it holds replaced by other words."""
    other = lambda text: "reworded: " + text[::-1].upper()  # noqa: E731
    return dataclasses.replace(
        run, problems=[other(p) for p in run.problems], notes=[other(n) for n in run.notes],
        driver_problem=other(run.driver_problem) if run.driver_problem else "",
        feedback_note=other(run.feedback_note) if run.feedback_note else "",
        call_problems={cid: CallProblem(p.kind, other(p.text))
                       for cid, p in run.call_problems.items()},
        outputs={name: dataclasses.replace(o, why=other(o.why), comparison=o.comparison and
                                           dataclasses.replace(o.comparison,
                                                               message=other(o.comparison.message)))
                 for name, o in run.outputs.items()})


class Reworded(unittest.TestCase):
    RUNS = (
        right_run(),
        right_run(answers={"c0": ["1"]}, call_problems={
            "c1": CallProblem(Failure.CRASHED, "it crashed (SIGSEGV)"),
            "c2": CallProblem(Failure.NOT_RUN, "not run: is_positive did not return")}),
        right_run(answers={"c0": ["1"]}, call_problems={
            "c1": CallProblem(Failure.TIMED_OUT, "it ran over its time"),
            "c2": CallProblem(Failure.AFTER_HANG, "not run: is_positive did not return")}),
        right_run(driver_problem="the driver exited with status 1: missing file",
                  driver_timed_out=False, feedback_note="the Catch2 tests timed out"),
        right_run(outputs={"made.txt": OutputRun(None, "is missing: not written"),
                           "made.png": OutputRun(PNG, comparison=Comparison(
                               "made.png", False, "made.png: size differs", decoded=False))}),
        LessonRun(stop=Status.MISSING, problems=["lessons/00-made/ is missing"]),
        LessonRun(stop=Status.LINK_ERROR, problems=["does not link", "not written yet"]),
    )

    def test_every_message_reworded_grades_the_same(self):
        for keep in (False, True):
            plan = make_plan(keep)
            for run in self.RUNS:
                a, b = judge(plan, LESSON, run), judge(plan, LESSON, reworded(run))
                self.assertEqual((a.status, scores(a)), (b.status, scores(b)), run)
                self.assertEqual(a.untouched, b.untouched)
                self.assertEqual(Grade("s", [a]).status, Grade("s", [b]).status)

    def test_a_picture_of_another_size_is_known_by_pngdiff_status_not_its_words(self):
        for words in ("size differs: expected 2x2, got 3x3", "anything at all"):
            c = compare_png("e.png", "p.png", "pngdiff", run=lambda argv: (3, words))
            self.assertFalse(c.ok)
            self.assertFalse(c.decoded)
        c = compare_png("e.png", "p.png", "pngdiff", run=lambda argv: (1, "size differs"))
        self.assertTrue(c.decoded)           # status 1: pixels differ, whatever it says

    def test_a_missing_file_is_a_fact_of_the_reader_not_of_its_words(self):
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        os.makedirs(os.path.join(work, "lessons", LESSON, "starter"))
        original = submission._missing
        try:
            submission._missing = lambda *a: "reworded without the word"
            got = submission.read(work, LESSON, ["made.cpp"])
        finally:
            submission._missing = original
        self.assertTrue(got.missing)
        self.assertEqual(got.problems, ["reworded without the word"])


class Reporters(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.work, True)
        plan = make_plan(keep_files=True)
        wrong = right_run(answers={"c0": ["1"], "c1": ["1"], "c2": ["1"]}, pictures={"c1": PNG},
                          outputs={"made.txt": OutputRun(b"a 1\nb 3\n"),
                                   "made.png": OutputRun(PNG, comparison=Comparison(
                                       "made.png", False, "made.png: 1 of 4 pixels differ",
                                       decoded=True), diff=PNG)},
                          feedback=[CaseResult("a case", False, "", ["CHECK( x ) failed"])])
        self.grade = Grade("student", [judge(plan, LESSON, wrong)])

    def reports(self, grade, folder):
        lines = []
        terminal.terminal(grade, out=lines.append)
        html_dir = os.path.join(self.work, folder)
        page = html_report.html_student(grade, html_dir)
        with open(os.path.join(html_dir, page), encoding="utf-8") as f:
            text = f.read()
        return (lines, gradescope.results_json(grade), gradebook.csv_row(grade, [LESSON]),
                text)

    def test_before_the_due_date_the_output_shows_no_hidden_score(self):
        # the hidden check alone passes: 1 / 5 told the student how the hidden cases went
        self.assertIn(f"{LESSON}: 1 / 5 (graded)", gradescope.results_json(self.grade)["output"])
        for visibility, when in gradescope.SHOWN_LATER.items():
            results = gradescope.results_json(self.grade, hidden_visibility=visibility)
            self.assertIn(f"{LESSON}: 0 / 4 on the checks shown now, and 1 more point of "
                          f"hidden checks shown {when} (graded)", results["output"])
            self.assertNotIn("1 / 5", results["output"])
            self.assertEqual((results["score"], results["max_score"]), (1, 5))

    def test_every_report_of_a_finished_grade(self):
        lines, results, row, page = self.reports(self.grade, "a")
        self.assertEqual(lines[-1], "Score: 1/5")     # the hidden check alone passes
        self.assertIn("FAIL 00-made  is_positive: the cases", lines)
        self.assertEqual((results["score"], results["max_score"]), (1, 5))
        self.assertEqual(row, ["student", "1", "1", "0", "1", "1", "0", "5", "ok"])
        pictures = os.path.join(self.work, "a", "files", "student", LESSON)
        self.assertEqual(sorted(os.listdir(pictures)), [
            "case-0-0.png", "made.diff.png", "made.expected.png", "made.produced.png"])
        with open(os.path.join(pictures, "case-0-0.png"), "rb") as f:
            self.assertEqual(f.read(), PNG)
        self.assertIn("minus two: is_positive is true", page)
        self.assertIn("made.txt: 1 line differ", page)

    def test_gradescope_feedback_and_the_hidden_checks_visibility(self):
        """Each lesson's failing Catch2 cases, cut, with the section to reread, are a test of
        no points; the hidden checks are shown when --hidden-visibility says."""
        plan = make_plan()
        long_failure = "CHECK( x ) failed " + "9" * 1000
        run = right_run(feedback=[CaseResult("passes", True)] + [
            CaseResult(f"case {k}", False, "Pushing out", [long_failure, "second", "third"])
            for k in range(gradescope.FEEDBACK_CASES + 2)])
        grade = Grade("student", [judge(plan, LESSON, run)])
        results = gradescope.results_json(grade, hidden_visibility="after_due_date")
        text = json.dumps(results)
        self.assertEqual(text.count("reread"), gradescope.FEEDBACK_CASES)
        feedback = results["tests"][-1]
        self.assertEqual((feedback["score"], feedback["max_score"], feedback["status"]),
                         (0, 0, "failed"))
        self.assertIn('reread "Pushing out" in lessons/00-made/README.md', feedback["output"])
        self.assertIn("FAILED: case 0", feedback["output"])
        self.assertNotIn("third", feedback["output"])             # two lines a case
        self.assertNotIn("9" * (gradescope.FEEDBACK_CUT + 1), feedback["output"])
        self.assertIn("... and 2 more failing cases", feedback["output"])
        self.assertEqual((results["score"], results["max_score"]), (5, 5))   # no points
        shown = {t["name"]: t["visibility"] for t in results["tests"]}
        self.assertEqual(shown[f"{LESSON}: is_positive: hidden"], "after_due_date")
        self.assertEqual(shown[f"{LESSON}: is_positive: the cases"], "visible")
        passing = gradescope.results_json(Grade("s", [judge(plan, LESSON, right_run())]))
        self.assertEqual(passing["tests"][-1]["status"], "passed")
        self.assertNotIn("reread", json.dumps(passing))
        self.assertTrue(all(t["visibility"] == "visible" for t in passing["tests"]))

    def test_the_gradebook_says_each_maximum_and_an_untouched_starter(self):
        untouched = judge(make_plan(), LESSON, right_run(untouched=True))
        grades = [self.grade, Grade("starter", [untouched])]
        path = os.path.join(self.work, "gradebook.csv")
        gradebook.write(path, grades, [LESSON, "01-other"])
        rows, most = helpers.gradebook_rows(path)
        self.assertEqual(most, {LESSON: 5})
        with open(path, encoding="utf-8") as f:
            self.assertEqual(f.readline().strip(),
                             "student,00-made (5),00-made core (5),00-made precision (0),"
                             "01-other,01-other core,01-other precision,total,core (5),"
                             "precision (0),max,status")
        self.assertEqual(rows[1]["status"], "not started 00")
        self.assertEqual(rows[0]["status"], "ok")

    def test_the_class_index_has_the_total_after_the_name(self):
        html_report.html_index([self.grade], [LESSON], self.work, ["student.html"])
        with open(os.path.join(self.work, "index.html"), encoding="utf-8") as f:
            page = f.read()
        self.assertIn("<tr><th class='name'>student</th><th>total</th><th class='lesson' "
                      "title='00-made'>00<br><span class='muted'>made</span></th>", page)
        self.assertIn("<body class=wide>", page)

    def test_reread_hints_are_not_linked_without_docs_url(self):
        """Even where this checkout's student docs are built, the report links none of its
        reread hints unless --docs-url says where its readers find the docs."""
        from course import docs
        from course.lessons import all_lessons
        from grader import cli
        lesson = next(l for l in all_lessons(helpers.ROOT) if l.exists)
        built = os.path.join(self.work, "built-docs")
        os.makedirs(built)
        original = docs.html_dir
        docs.html_dir = lambda *a, **k: built
        try:
            unlinked = cli._docs(None, helpers.ROOT, self.work, [lesson.id])
        finally:
            docs.html_dir = original
        self.assertEqual(unlinked.link(lesson.id), "")
        linked = cli._docs("https://example.org/docs", helpers.ROOT, self.work, [lesson.id])
        self.assertTrue(linked.link(lesson.id).startswith("https://example.org/docs/"))

    def test_a_saved_grade_gives_the_same_reports(self):
        path = os.path.join(self.work, "grade.json")
        grade_file.write(path, self.grade)
        again = grade_file.read(path)
        self.assertEqual(self.reports(self.grade, "a"), self.reports(again, "b"))
        for name in os.listdir(os.path.join(self.work, "a", "files", "student", LESSON)):
            with open(os.path.join(self.work, "a", "files", "student", LESSON, name), "rb") as f, \
                    open(os.path.join(self.work, "b", "files", "student", LESSON, name),
                         "rb") as g:
                self.assertEqual(f.read(), g.read(), name)

    def test_render_sets_the_hidden_checks_visibility(self):
        from grader import cli
        path, out = os.path.join(self.work, "grade.json"), os.path.join(self.work, "r.json")
        grade_file.write(path, self.grade)
        with contextlib.redirect_stdout(io.StringIO()):
            status = cli.main(["render", path, "--results", out, "--hidden-visibility", "hidden"])
        self.assertEqual(status, 0)
        shown = {t["name"]: t["visibility"] for t in helpers.read_json(out)["tests"]}
        self.assertEqual(shown[f"{LESSON}: is_positive: hidden"], "hidden")
        self.assertEqual(shown[f"{LESSON}: is_positive: the cases"], "visible")

    def test_a_file_that_is_not_a_grade_is_said(self):
        path = os.path.join(self.work, "other.json")
        for data in ([], {"format": "other"}, {"format": grade_file.FORMAT, "lessons": 3}):
            with open(path, "w") as f:
                json.dump(data, f)
            with self.assertRaises(grade_file.Unreadable):
                grade_file.read(path)


class ClassSummary(unittest.TestCase):
    def test_long_names_keep_the_columns_in_line(self):
        lg = judge(make_plan(), LESSON, right_run())
        names = ["ann", "a-student-named-over-24-chars",
                 "x" * (terminal.NAME_WIDTH + 10)]
        lines = []
        terminal.class_summary([Grade(n, [lg]) for n in names], out=lines.append)
        self.assertEqual(len({line.index(" 5 / 5 ") for line in lines}), 1, lines)
        self.assertIn("  a-student-named-over-24-chars     5 / 5  ok", lines)
        self.assertTrue(lines[2].startswith("  " + "x" * (terminal.NAME_WIDTH - 3) + "..."))


class LinkErrors(unittest.TestCase):
    """The grader's link error in the words of ./course check, never naming its own files."""

    def test_a_missing_function_is_said_as_check_says_it(self):
        from grader.run import _link_errors
        from course.lessons import Lesson
        lp = SimpleNamespace(id="02-circle", lesson=Lesson("02-circle", helpers.ROOT))
        plan = SimpleNamespace(root="/nowhere")
        text = ("/usr/bin/ld: /kit/02-circle/probe.o: in function `main':\n"
                "build/grader/probes/02-circle.cpp:20: undefined reference to "
                "`collide::circle_hit(collide::Circle const&, collide::Circle const&)'\n"
                "/usr/bin/ld: lessons/02-circle/starter/circle.o: in function `f()':\n"
                "circle.cpp:(.text+0x5): undefined reference to `helper(int)'\n"
                "collect2: error: ld returned 1 exit status\n")
        lines = _link_errors(plan, lp, text)
        self.assertEqual(lines, [
            "the lesson needs collide::circle_hit(collide::Circle const&, collide::Circle "
            "const&), and nothing defines it: is it missing or misnamed in your file, or do "
            "its parameters differ from lessons/02-circle/circle.hpp's?",
            "your file calls helper(int), which is declared but defined nowhere"])
        self.assertFalse([l for l in lines if "probes" in l or "build/" in l])


class Progress(unittest.TestCase):
    """grade-class's count of finished submissions: a bar on a terminal, else a line each."""

    class Stream(io.StringIO):
        def __init__(self, tty):
            super().__init__()
            self.tty = tty

        def isatty(self):
            return self.tty

    def test_a_line_per_submission_or_a_bar(self):
        from grader.cli import _Progress
        grade = Grade("ann", [judge(make_plan(), LESSON, right_run())])
        for tty in (False, True):
            stream = self.Stream(tty)
            progress = _Progress(2, None, None, (), [], stream=stream)
            progress(grade)
            progress(grade)
            progress.end()
            text = stream.getvalue()
            if tty:
                self.assertTrue(text.startswith("\r[" + "#" * 15 + "-" * 15 + "] graded 1/2"),
                                text)
                self.assertIn("\r[" + "#" * 30 + "] graded 2/2 submissions", text)
                self.assertTrue(text.endswith("\n"))
                self.assertNotIn("ann", text)
            else:
                lines = text.splitlines()
                self.assertEqual(len(lines), 2, text)
                self.assertNotIn("\r", text)
                self.assertTrue(lines[1].startswith("graded 2/2 submissions, "), lines)
                self.assertTrue(lines[1].endswith(": ann 5 / 5"), lines)


if __name__ == "__main__":
    unittest.main()
