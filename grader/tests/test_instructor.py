"""The instructor's loop (CTest `grader/instructor`): regrading some lessons of a class into
its saved grades (`grade-class --lessons 01 --into GRADES`), and every way a saved gradebook is
refused (no traceback, nothing graded, nothing written); the class index's maxima, means and
low scores; a failed check's cases in its own cell of the student's page; results.json's first
line for the student and the box's line last, for the instructor; the README's point total."""

import json
import os
import re
import shutil
import unittest

from grader.tests import helpers
from grader import regrade  # noqa: E402
from grader.declare import CheckKind  # noqa: E402
from grader.grades import CheckInfo, CheckResult, Grade, LessonGrade, Status  # noqa: E402
from grader.reporters import grade_file, gradescope, html_report  # noqa: E402

LESSONS = ["00-check", "01-aabb"]


def _lessons():
    lessons = helpers.existing(LESSONS)
    if len(lessons) != len(LESSONS):
        raise unittest.SkipTest(f"needs lessons {LESSONS}")
    return lessons


def _made_grade(student, lessons, scores=None, digests=None):
    """A Grade of @p lessons as the grader would write it, every check at full marks (or the
    share @p scores {lesson id: 0..1} of it), stamped with @p digests."""
    g = Grade(student)
    for l in lessons:
        share = (scores or {}).get(l.id, 1.0)
        checks = [CheckResult(CheckInfo(c.lesson, c.points, c.title, c.kind, c.file, c.hidden),
                              c.points * share, "" if share == 1 else "wrong")
                  for c in helpers.checks(l.id)]
        g.lessons.append(LessonGrade(l.id, checks))
    return regrade.stamp(g, digests or regrade.digests(helpers.ROOT, lessons))


class Regrading(unittest.TestCase):
    def _saved_class(self, students=("ann", "bob")):
        """A class folder and its saved grades (as --grades-dir writes them), made by hand:
        the refusals happen before anything is graded."""
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        klass, saved = os.path.join(work, "class"), os.path.join(work, "saved")
        for s in students:
            os.makedirs(os.path.join(klass, s))
            grade_file.write(regrade.grade_path(saved, s), _made_grade(s, _lessons()))
        return work, klass, saved

    def _refused(self, klass, saved, *words, lessons="01", extra=()):
        """Runs the regrade, which must be refused: exit 2, the reason's @p words said, no
        traceback, no gradebook, the saved grades unchanged."""
        before = {f: open(os.path.join(saved, f), "rb").read() for f in os.listdir(saved)} \
            if os.path.isdir(saved) else {}
        csv_path = os.path.join(os.path.dirname(klass), "gradebook.csv")
        status, text = helpers.run_course("grade-class", klass, "--csv", csv_path, "--lessons",
                                          lessons, "--into", saved, *extra)
        self.assertEqual(status, 2, text)
        self.assertNotIn("Traceback", text)
        for w in words:
            self.assertIn(w, text)
        self.assertNotIn("preparing the grader", text)         # refused before any work
        self.assertFalse(os.path.exists(csv_path))
        after = {f: open(os.path.join(saved, f), "rb").read() for f in os.listdir(saved)} \
            if os.path.isdir(saved) else {}
        self.assertEqual(before, after)
        return text

    def test_the_saved_grades_of_the_course_as_it_is_are_accepted(self):
        """The control of every refusal below: the same saved grades, untouched."""
        _work, klass, saved = self._saved_class()
        got = regrade.read_saved(saved, ["ann", "bob"], ["01-aabb"], helpers.ROOT)
        self.assertEqual(sorted(got), ["ann", "bob"])
        self.assertEqual(regrade.lesson_set(got), LESSONS)

    def test_a_missing_folder_a_new_student_and_a_stranger_are_refused(self):
        work, klass, saved = self._saved_class()
        self._refused(klass, os.path.join(work, "nowhere"), "no such folder")
        os.makedirs(os.path.join(klass, "cid"))                 # joined the class since
        self._refused(klass, saved, "cid has no saved grade")
        shutil.rmtree(os.path.join(klass, "cid"))
        shutil.rmtree(os.path.join(klass, "bob"))               # left it
        self._refused(klass, saved, "not in the class folder", "bob.grade.json")

    def test_corrupt_grade_files_are_refused(self):
        _work, klass, saved = self._saved_class()
        path = regrade.grade_path(saved, "bob")
        with open(path, "rb") as f:
            good = f.read()
        cases = {"cut short": good[:len(good) // 2],
                 "a list": b"[1, 2]",
                 "points as text": json.dumps(dict(json.loads(good), seconds="3")).encode(),
                 "another student's": good.replace(b'"student": "bob"', b'"student": "ann"')}
        for what, data in cases.items():
            with self.subTest(what):
                with open(path, "wb") as f:
                    f.write(data)
                self._refused(klass, saved, "bob.grade.json")
        with open(path, "wb") as f:
            f.write(good)
        regrade.read_saved(saved, ["ann", "bob"], ["01-aabb"], helpers.ROOT)   # the control

    def test_another_lesson_set_is_refused(self):
        work, klass, saved = self._saved_class()
        self._refused(klass, saved, "02-circle is not among them", lessons="02")
        lessons = _lessons()
        grade_file.write(regrade.grade_path(saved, "bob"), _made_grade("bob", lessons[:1]))
        self._refused(klass, saved, "not of the same lessons")

    def test_a_lesson_kept_from_another_course_version_is_refused(self):
        """Lesson 00 is kept as saved: its saved grade must be of the course files it would be
        graded against now (the digest), with the checks declared now."""
        _work, klass, saved = self._saved_class()
        path = regrade.grade_path(saved, "ann")
        with open(path, "rb") as f:
            good_bytes = f.read()
        good = grade_file.read(path)
        changed = grade_file.read(path)
        changed.lessons[0].grading_digest = "0" * 64             # graded against other files
        grade_file.write(path, changed)
        self._refused(klass, saved, "00-check", "changed since the grades were saved",
                      "--lessons 00-check,01-aabb")
        older = grade_file.read(path)
        for lg in older.lessons:
            lg.grading_digest = ""                               # an older grader's file
        grade_file.write(path, older)
        self._refused(klass, saved, "00-check")
        repointed = grade_file.read(path)
        repointed.lessons[0] = good.lessons[0]
        repointed.lessons[0].checks[0].check.points += 1         # another declaration
        grade_file.write(path, repointed)
        self._refused(klass, saved, "00-check")
        with open(path, "wb") as f:
            f.write(good_bytes)
        regrade.read_saved(saved, ["ann", "bob"], ["01-aabb"], helpers.ROOT)   # the control
        # The lesson regraded may have changed: that is why it is regraded.
        changed.lessons[0].grading_digest = grade_file.read(path).lessons[0].grading_digest
        changed.lessons[1].grading_digest = "1" * 64
        grade_file.write(path, changed)
        regrade.read_saved(saved, ["ann", "bob"], ["01-aabb"], helpers.ROOT)

    def test_a_lesson_the_grader_failed_on_and_kept_is_said(self):
        _work, _klass, saved = self._saved_class()
        path = regrade.grade_path(saved, "bob")
        failed = grade_file.read(path)
        failed.lessons[0].status = Status.GRADER_ERROR
        grade_file.write(path, failed)
        got = regrade.read_saved(saved, ["ann", "bob"], ["01-aabb"], helpers.ROOT)
        self.assertEqual(regrade.kept_grader_errors(got, ["01-aabb"]), [("bob", "00-check")])
        self.assertEqual(regrade.kept_grader_errors(got, LESSONS), [])

    def test_into_and_grades_dir_exclude_each_other(self):
        work, klass, saved = self._saved_class()
        self._refused(klass, saved, "exclude each other",
                      extra=("--grades-dir", os.path.join(work, "other")))

    def test_one_lesson_regraded_into_the_class_is_as_if_the_class_were_graded(self):
        """Grades a class, saves its grades, changes one student's lesson 01, regrades lesson
        01 into the saved grades; the gradebook, the HTML pages and the grade files are those
        of the whole class graded again, and lesson 00 was kept, not graded again (a note put
        into its saved grade is still there)."""
        lessons = _lessons()
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        klass = os.path.join(work, "class")
        helpers.reference_submission(os.path.join(klass, "good"), lessons)
        helpers.reference_submission(os.path.join(klass, "fixed"), lessons[:1])
        helpers.mistake_submission(os.path.join(klass, "fixed"), lessons[1],
                                   "touching_is_a_gap")
        helpers.reference_submission(os.path.join(klass, "broken"), lessons)
        with open(os.path.join(klass, "broken", "lessons", "01-aabb", "starter", "aabb.cpp"),
                  "a") as f:
            f.write("\nthis line does not compile\n")

        def grade_class(name, *options):
            out = os.path.join(work, name)
            status, text = helpers.run_course(
                "grade-class", klass, "--csv", os.path.join(out, "gradebook.csv"), "--html",
                os.path.join(out, "html"), "--results-dir", os.path.join(out, "results"),
                "--no-feedback", "--jobs", "2", *options)
            self.assertEqual(status, 0, text)
            self.assertNotIn("Traceback", text)
            return out, text

        saved = os.path.join(work, "saved")
        first, _ = grade_class("first", "--lessons", ",".join(LESSONS), "--grades-dir", saved)
        rows, _most = helpers.gradebook_rows(os.path.join(first, "gradebook.csv"))
        self.assertLess(float(next(r for r in rows if r["student"] == "fixed")["01-aabb"]),
                        helpers.expected_score("01-aabb", "all"))
        marked = grade_file.read(regrade.grade_path(saved, "good"))
        marked.lessons[0].notes.append("kept, not graded again")
        grade_file.write(regrade.grade_path(saved, "good"), marked)
        kept = {s: json.dumps(grade_file.to_json(grade_file.read(regrade.grade_path(saved, s)))
                              ["lessons"][0]) for s in ("good", "fixed", "broken")}

        helpers.reference_submission(os.path.join(klass, "fixed"), lessons[1:])  # fixed now
        merged, text = grade_class("merged", "--lessons", "01", "--into", saved)
        self.assertIn("regrading 01-aabb of 3 submissions", text)
        fresh, _ = grade_class("fresh", "--lessons", ",".join(LESSONS), "--grades-dir",
                               os.path.join(work, "fresh-saved"))

        for s, lesson00 in kept.items():
            now = grade_file.to_json(grade_file.read(regrade.grade_path(saved, s)))
            self.assertEqual(json.dumps(now["lessons"][0]), lesson00, s)
            self.assertEqual([lg["lesson_id"] for lg in now["lessons"]], LESSONS)
        self.assertIn("kept, not graded again",
                      grade_file.read(regrade.grade_path(saved, "good")).lessons[0].notes)

        def files(out, *skip):
            found = {}
            for dirpath, _dirs, names in os.walk(out):
                for n in names:
                    path = os.path.join(dirpath, n)
                    with open(path, "rb") as f:
                        found[os.path.relpath(path, out)] = f.read()
            return found
        got, want = files(merged), files(fresh)
        self.assertEqual(sorted(got), sorted(want))
        for name in sorted(want):
            if name in (os.path.join("html", "good.html"), os.path.join("results", "good.json")):
                self.assertIn(b"kept, not graded again", got[name])   # fresh has no such note
                continue
            self.assertEqual(got[name], want[name], name)
        rows, _most = helpers.gradebook_rows(os.path.join(merged, "gradebook.csv"))
        full = sum(helpers.expected_score(i, "all") for i in LESSONS)
        by = {r["student"]: r for r in rows}
        self.assertEqual(float(by["fixed"]["total"]), full)
        self.assertEqual(float(by["good"]["total"]), full)
        self.assertEqual(by["broken"]["status"], "compile error in 01")
        # The merged grade files are those of a whole grading (the note aside).
        for s in ("fixed", "broken"):
            a = grade_file.to_json(grade_file.read(regrade.grade_path(saved, s)))
            b = grade_file.to_json(grade_file.read(
                regrade.grade_path(os.path.join(work, "fresh-saved"), s)))
            a["seconds"] = b["seconds"] = 0          # the time and the grader's CPU vary
            for lesson in a["lessons"] + b["lessons"]:
                lesson["grader_cpu"] = 0
            self.assertEqual(a, b, s)


def _graded(student, scores):
    """A Grade of made-up lessons: {lesson id: (score, maximum)}."""
    g = Grade(student)
    for lid, (score, most) in scores.items():
        info = CheckInfo(lid, most, "the check", CheckKind.FUNCTION)
        g.lessons.append(LessonGrade(lid, [CheckResult(info, score)]))
    return g


class ClassIndex(unittest.TestCase):
    def _index(self, grades, ids):
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        html_report.html_index(grades, ids, work, [f"{g.student}.html" for g in grades])
        with open(os.path.join(work, "index.html"), encoding="utf-8") as f:
            return f.read()

    def test_maxima_means_and_low_scores(self):
        ids = ["01-one", "02-two"]
        grades = [_graded("ann", {"01-one": (10, 10), "02-two": (4, 5)}),
                  _graded("bob", {"01-one": (4, 10), "02-two": (2.5, 5)}),
                  _graded("cid", {"01-one": (4.5, 10), "02-two": (1, 5)})]
        page = self._index(grades, ids)
        rows = re.findall(r"<tr[^>]*>(.*?)</tr>", page)
        cells = [re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", r) for r in rows]
        self.assertEqual(cells[1][:4], ["maximum", "15", "10", "5"])
        self.assertEqual(cells[2][:4], ["mean (3 graded)", "8.7", "6.2", "2.5"])
        marked = re.findall(r"<tr><td class='name'><a [^>]*>(\w+)</a></td>(.*?)</tr>", page)
        lows = {name: re.findall(r"<td class='(\w+) low'>([\d.]+)</td>", rest)
                for name, rest in marked}
        # Under half of a maximum is low; exactly half is not.
        self.assertEqual(lows["ann"], [])
        self.assertEqual(lows["bob"], [("total", "6.5"), ("score", "4")])
        self.assertEqual(lows["cid"], [("total", "5.5"), ("score", "4.5"), ("score", "1")])
        self.assertIn(f"under {html_report.LOW_SHARE:.0%} of its maximum", page)

    def test_a_lesson_the_grader_failed_on_is_neither_low_nor_in_the_mean(self):
        ids = ["01-one"]
        failed = _graded("bob", {"01-one": (0, 10)})
        failed.lessons[0].status = Status.GRADER_ERROR
        page = self._index([_graded("ann", {"01-one": (8, 10)}), failed], ids)
        self.assertIn("mean (1 graded)", page)
        self.assertNotIn(" low'", page)
        self.assertIn("not graded: grader error", page)


class StudentPage(unittest.TestCase):
    def test_the_cases_a_count_counts_are_in_its_cell(self):
        info = CheckInfo("01-one", 3, "overlap: the documented cases", CheckKind.FUNCTION)
        lg = LessonGrade("01-one", [CheckResult(info, 0, "2 of 3 cases fail:",
                                                ["overlap((0, 0), (1, 1)) [apart]: 1, not 0",
                                                 "overlap((0, 0), (2, 2)) [touching]: 0"])])
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        name = html_report.html_student(Grade("ann", [lg]), work)
        with open(os.path.join(work, name), encoding="utf-8") as f:
            page = f.read()
        cell = re.search(r"<td class='fail'>(failed.*?)</td>", page).group(1)
        self.assertTrue(cell.startswith("failed: 2 of 3 cases fail:<ul class='cases'><li>"),
                        cell)
        self.assertEqual(cell.count("<li>"), 2)
        self.assertIn("[touching]: 0", cell)


class ResultsFirstLine(unittest.TestCase):
    def test_the_first_line_is_the_students_and_the_box_comes_last(self):
        from grader import bundle
        g = _graded("ann", {"01-one": (3, 5), "02-two": (5, 5)})
        results = gradescope.results_json(g)
        first = results["output"].splitlines()[0]
        self.assertEqual(first, "Your submission is graded: 8 of 10 points. Each lesson's "
                                "score is below, and each check is a test of its own.")
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        path = os.path.join(work, "results.json")
        gradescope.write_json(path, results)
        self.assertEqual(bundle.main(["note-results", path]), 0)
        noted = helpers.read_json(path)["output"].splitlines()
        self.assertEqual(noted[0], first)
        self.assertTrue(noted[-1].startswith("box (for the instructor): the box's namespaces"),
                        noted[-1])

    def test_hidden_checks_shown_later_keep_their_score_out_of_the_first_line(self):
        g = _graded("ann", {"01-one": (3, 5)})
        hidden = CheckInfo("01-one", 4, "hidden", CheckKind.FUNCTION, hidden=True)
        g.lessons[0].checks.append(CheckResult(hidden, 0, "fails"))
        first = gradescope.results_json(g, hidden_visibility="after_due_date")[
            "output"].splitlines()[0]
        self.assertIn("3 of 5 points on the checks shown now, and 4 more points of hidden "
                      "checks shown after the due date", first)


class PointTotal(unittest.TestCase):
    def test_the_readme_states_no_stale_total(self):
        """grader/README.md names the course's point total only as the declarations give it:
        any "N/N" or "N of N points" of full marks there must be today's total."""
        from grader import bundle
        total = f"{bundle.max_score(helpers.ROOT):g}"
        with open(os.path.join(helpers.ROOT, "grader", "README.md"), encoding="utf-8") as f:
            text = f.read()
        full = re.findall(r"\b(\d{3})/(\1)\b|\b(\d{3}) of (\3) points\b", text)
        stale = [m[0] or m[2] for m in full if (m[0] or m[2]) != total]
        self.assertEqual(stale, [], f"grader/README.md gives full marks as {stale}; the "
                                    f"course's declarations add up to {total}")


if __name__ == "__main__":
    unittest.main()
