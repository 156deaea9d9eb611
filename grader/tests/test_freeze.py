"""No submission's bytes can delay another's box (issue 31). The lessons of a class are graded
in threads of one process, so a long parse of one student's answer would hold Python's
interpreter lock while the other threads' boxes run out their time limits unfed: before the
fix, number_regex_freeze_many made the reference graded beside it score 9/11 in one run and
2/11 ("timed out") in another, exit 0 both times. Here the submissions that froze the grader
come first, good ones after them, two lessons at a time: every good one keeps full marks and
each freezing one scores exactly its control. (The grader does no long work on a student's
bytes, rather than judging in processes: grader/session.py says why, and
grader/tests/test_fuzz.py proves every reading linear.)"""

import os
import shutil
import unittest

from grader.tests import adversarial_one, helpers
from grader.reporters.gradebook import csv_text  # noqa: E402

LESSONS = ["01-aabb"]
FREEZING = ["number_regex_freeze", "number_regex_freeze_many"]
GOOD = 4


class Freeze(unittest.TestCase):
    def test_good_submissions_after_freezing_ones_keep_full_marks(self):
        lessons = helpers.existing(LESSONS)
        if len(lessons) != len(LESSONS):
            self.skipTest(f"needs lessons {LESSONS}")
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        klass = os.path.join(work, "class")
        expected = {}
        for k, name in enumerate(FREEZING):      # "0-": sorted, so graded, first
            student = f"0-{k}-{name}"
            adversarial_one.materialize(name, os.path.join(klass, student))
            spec = adversarial_one.spec_of(name)
            expected[student] = {lid: helpers.expected_score(lid, spec["lessons"][lid])
                                 for lid in LESSONS}
        for k in range(GOOD):
            student = f"{k + 1}-good"
            helpers.reference_submission(os.path.join(klass, student), lessons)
            expected[student] = {lid: helpers.expected_score(lid, "all") for lid in LESSONS}
        gradebook = os.path.join(work, "gradebook.csv")
        status, text = helpers.run_course("grade-class", klass, "--csv", gradebook,
                                          "--lessons", ",".join(LESSONS), "--jobs", "2",
                                          "--no-feedback")
        print(text)
        self.assertEqual(status, 0)
        self.assertNotIn("Traceback", text)
        rows, _most = helpers.gradebook_rows(gradebook)
        by = {r["student"]: r for r in rows}
        for student, scores in expected.items():
            for lid, score in scores.items():
                with self.subTest(student=student, lesson=lid):
                    self.assertEqual(float(by[csv_text(student)][lid]), score)
            if student.endswith("-good"):
                self.assertEqual(by[csv_text(student)]["status"], "ok")


if __name__ == "__main__":
    unittest.main()
