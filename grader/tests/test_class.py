"""grade-class over a class where hostile submissions sit among good ones: two copies of the
reference (one sorted before every hostile submission, one after), a broken one (a compile
error), an empty one, the course's untouched starter ("not started" in the gradebook, whose
columns say each lesson's maximum), and every adversarial submission of a class of attack (link-time
sections, tampering with the trusted files, a PNG bomb, infinite answers, stealing hidden
inputs, IPC objects and daemons, links in the outputs, names that are report lines, a crash,
the README-quoting probe, fallocate, inodes and every other way to the grader's disk, digits
of other scripts), with the grader's scratch folder on a real disk of 3 GB of its own (where
the fallocate submission once took the disk and two good submissions scored 4/22). Every row
is written; the good submissions get exactly full marks, each hostile one exactly its control,
and one broken or hostile submission never stops the batch or another's page."""

import os
import shutil
import unittest

from grader.tests import adversarial_one, helpers
from grader import host_side, shown  # noqa: E402
from grader.reporters.gradebook import csv_text  # noqa: E402

LESSONS = ["00-check", "01-aabb", "02-circle", "03-sat"]
HOSTILE = ["link_time_sections", "tamper_trusted", "png_bomb", "infinite_answers",
           "hidden_leak", "ipc_and_daemons", "links_in_out", "names_are_data", "crash_segfault",
           "readme_probe", "fallocate_bomb", "inode_bomb", "fills_grader_disk",
           "unicode_digits"]
GRADER_DISK_MB = 3072


class Class(unittest.TestCase):
    def test_hostile_submissions_among_good_ones(self):
        lessons = helpers.existing(LESSONS)
        if len(lessons) != len(LESSONS):
            self.skipTest(f"needs lessons {LESSONS}")
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        klass = os.path.join(work, "class")
        helpers.reference_submission(os.path.join(klass, "0-good"), lessons)
        helpers.reference_submission(os.path.join(klass, "z-good"), lessons)
        helpers.reference_submission(os.path.join(klass, "broken"), lessons)
        with open(os.path.join(klass, "broken", "lessons", "01-aabb", "starter", "aabb.cpp"),
                  "a") as f:
            f.write("\nthis line does not compile\n")
        os.makedirs(os.path.join(klass, "empty"))
        helpers.starter_submission(os.path.join(klass, "starter"), lessons)
        expected = {}
        for name in HOSTILE:
            spec = adversarial_one.spec_of(name)
            if spec.get("needs_jail") and helpers.no_jail():
                continue
            student = spec.get("student", f"h-{name}")
            adversarial_one.materialize(name, os.path.join(klass, student))
            expected[student] = {lid: helpers.expected_score(lid, spec["lessons"][lid])
                                 if lid in spec["lessons"] else 0.0 for lid in LESSONS}
        gradebook = os.path.join(work, "gradebook.csv")
        html = os.path.join(work, "html")
        pid = []
        with helpers.small_disk(GRADER_DISK_MB) as disk:
            sampler = helpers.Sampler(disk).start()
            status, text = helpers.run_course("grade-class", klass, "--csv", gradebook,
                                              "--lessons", ",".join(LESSONS), "--jobs", "2",
                                              "--html", html, pid=pid, env={"TMPDIR": disk})
            sampler.stop()
        print(text)
        print("\n".join(sampler.lines()))
        self.assertLess(sampler.after[1] - sampler.disk[0], 1 << 20, "left on the grader's disk")
        self.assertLess(max(sampler.disk) - sampler.disk[0], adversarial_one.DISK_BOUND)
        self.assertEqual(status, 0)
        self.assertNotIn("Traceback", text)
        students = sorted(os.listdir(klass))
        self.assertIn(f"graded {len(students)}/{len(students)} submissions", text)
        # Long work shows progress: the grader's preparation, step by step, with the time.
        self.assertIn("course grade: preparing the grader and the reference answers", text)
        self.assertRegex(text, r"course grade: the grader is ready \(\d+\.\d s so far\)")
        self.assertEqual(text.count("\ngraded "), len(students))   # not a terminal: a line each
        rows, most = helpers.gradebook_rows(gradebook)
        self.assertEqual([r["student"] for r in rows], [csv_text(s) for s in students])
        by = {r["student"]: r for r in rows}
        full = {lid: helpers.expected_score(lid, "all") for lid in LESSONS}
        self.assertEqual(most, full)       # each lesson's column says its maximum
        with open(gradebook, encoding="utf-8") as f:
            self.assertIn(f"00-check ({full['00-check']:g})", f.readline())
        for good in ("0-good", "z-good"):
            for lid in LESSONS:
                self.assertEqual(float(by[good][lid]), full[lid], f"{good} in {lid}")
            self.assertEqual(by[good]["status"], "ok")
        for student, scores in expected.items():
            row = by[csv_text(student)]
            for lid in LESSONS:
                with self.subTest(student=student, lesson=lid):
                    self.assertEqual(float(row[lid]), scores[lid])
            self.assertEqual(float(row["max"]), sum(full.values()))
        self.assertEqual(float(by["broken"]["01-aabb"]), 0)
        self.assertEqual(float(by["broken"]["00-check"]), full["00-check"])
        self.assertEqual(by["broken"]["status"], "compile error in 01")
        self.assertEqual(float(by["empty"]["total"]), 0)
        self.assertEqual(by["empty"]["status"], "no files")
        self.assertEqual(by["starter"]["status"], "not started " + ",".join(
            lid[:2] for lid in LESSONS))
        self.assertEqual(helpers.box_leftovers(host_side.uid_range(pid[0])), [])
        self.assertTrue(os.path.isfile(os.path.join(html, "index.html")))
        for s in students:
            self.assertTrue(os.path.isfile(os.path.join(html, shown.file_stem(s) + ".html")), s)
        # A failed geometry case is drawn (the boxes of a penetration() call that crashed).
        pictures = os.listdir(os.path.join(html, "files", "h-crash_segfault", "01-aabb"))
        self.assertTrue([p for p in pictures if p.startswith("case-") and p.endswith(".png")])
        with open(os.path.join(html, "h-crash_segfault.html"), encoding="utf-8") as f:
            self.assertIn("case-", f.read())


if __name__ == "__main__":
    unittest.main()
