"""grade-class over a good, a broken (compile error), an adversarial and an empty submission:
four CSV rows, each with its status; one broken submission never stops the batch."""

import csv
import os
import shutil
import unittest

from grader.tests import helpers


class Class(unittest.TestCase):
    def test_four_submissions_four_rows(self):
        lessons = helpers.existing(["00-check", "01-aabb"])
        if len(lessons) != 2:
            self.skipTest("needs lessons 00 and 01")
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        klass = os.path.join(work, "class")
        helpers.reference_submission(os.path.join(klass, "good"), lessons)
        helpers.reference_submission(os.path.join(klass, "broken"), lessons)
        with open(os.path.join(klass, "broken", "lessons", "01-aabb", "starter", "aabb.cpp"),
                  "a") as f:
            f.write("\nthis line does not compile\n")
        adversarial = os.path.join(helpers.ROOT, "grader", "tests", "adversarial", "crash_segfault")
        shutil.copytree(os.path.join(adversarial, "lessons"),
                        os.path.join(klass, "adversarial", "lessons"))
        os.makedirs(os.path.join(klass, "empty"))
        gradebook = os.path.join(work, "gradebook.csv")
        html = os.path.join(work, "html")
        status, text = helpers.run_course("grade-class", klass, "--csv", gradebook,
                                          "--lessons", "00,01", "--jobs", "2", "--html", html)
        print(text)
        self.assertEqual(status, 0)
        self.assertIn("graded 4/4 submissions", text)
        with open(gradebook, newline="", encoding="utf-8") as f:
            rows = list(csv.DictReader(f))
        self.assertEqual([r["student"] for r in rows], ["adversarial", "broken", "empty", "good"])
        by = {r["student"]: r for r in rows}
        full = helpers.expected_score("00-check", "all") + helpers.expected_score("01-aabb", "all")
        self.assertEqual(float(by["good"]["total"]), full)
        self.assertEqual(by["good"]["status"], "ok")
        self.assertEqual(float(by["broken"]["01-aabb"]), 0)
        self.assertEqual(float(by["broken"]["00-check"]),
                         helpers.expected_score("00-check", "all"))
        self.assertEqual(by["broken"]["status"], "compile error in 01")
        self.assertEqual(float(by["adversarial"]["01-aabb"]),
                         helpers.expected_score("01-aabb", ["overlap"]))
        self.assertIn("crashed in 01", by["adversarial"]["status"])
        self.assertEqual(float(by["empty"]["total"]), 0)
        self.assertEqual(by["empty"]["status"], "no files")
        self.assertTrue(os.path.isfile(os.path.join(html, "index.html")))
        self.assertTrue(os.path.isfile(os.path.join(html, "adversarial.html")))
        # A failed geometry case is drawn (the boxes of a penetration() call that crashed).
        pictures = os.listdir(os.path.join(html, "files", "adversarial", "01-aabb"))
        self.assertTrue([p for p in pictures if p.startswith("case-") and p.endswith(".png")])
        with open(os.path.join(html, "adversarial.html"), encoding="utf-8") as f:
            self.assertIn("case-", f.read())


if __name__ == "__main__":
    unittest.main()
