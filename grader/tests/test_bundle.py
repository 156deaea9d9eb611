"""The Gradescope bundle's parts on their own (bundle.py): the Debian packages it carries for
images whose apt has no liblodepng-dev, what it does where they cannot be downloaded, the
images setup.sh accepts, and the line that says which of the box's guarantees hold."""

import json
import os
import re
import shutil
import subprocess
import sys
import unittest
import zipfile

from grader.tests import helpers
from grader import bundle


def _module(*args, env=None):
    """`python3 -m grader.bundle ARGS` as setup.sh and run_autograder run it."""
    env = dict(os.environ if env is None else env)
    env["PYTHONPATH"] = os.pathsep.join([os.path.join(helpers.ROOT, "tools"), helpers.ROOT])
    return subprocess.run([sys.executable, "-m", "grader.bundle", *args], cwd=helpers.ROOT,
                          env=env, capture_output=True, text=True, timeout=120)


def _failing_apt(work):
    """A folder to put first on PATH whose apt-get cannot download (no mirror reachable)."""
    shims = os.path.join(work, "shims")
    os.makedirs(shims)
    with open(os.path.join(shims, "apt-get"), "w") as f:
        f.write("#!/bin/sh\necho 'E: Failed to fetch liblodepng0 (no network)' >&2\nexit 100\n")
    os.chmod(os.path.join(shims, "apt-get"), 0o755)
    return shims


class Carried(unittest.TestCase):
    def test_the_packages_their_copyright_and_why(self):
        if not shutil.which("apt-get"):
            self.skipTest("no apt-get here: the bundle is made on Debian or Ubuntu")
        files = bundle.carried_files()
        debs = sorted(n for n in files if n.endswith(".deb"))
        self.assertEqual([os.path.basename(d).split("_")[0] for d in debs],
                         ["liblodepng-dev", "liblodepng0"])
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        for name in debs:      # real packages, each of the name it has
            path = os.path.join(work, os.path.basename(name))
            with open(path, "wb") as f:
                f.write(files[name])
            package = subprocess.run(["dpkg-deb", "-f", path, "Package"], capture_output=True,
                                     text=True, check=True).stdout.strip()
            self.assertEqual(package, os.path.basename(name).split("_")[0])
        for package in bundle.CARRIED:
            self.assertIn(b"License: Zlib", files[f"{bundle.CARRIED_DIR}/{package}.copyright"])
        readme = files[f"{bundle.CARRIED_DIR}/README.txt"].decode()
        self.assertIn("apt-get download", readme)
        self.assertIn("only when the image's apt has no candidate", readme)
        for name in debs:
            self.assertIn(os.path.basename(name), readme)

    def test_no_download_no_bundle(self):
        """Where apt-get cannot download them, the command says why and writes no bundle."""
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        out = os.path.join(work, "autograder.zip")
        env = dict(os.environ, PATH=_failing_apt(work) + os.pathsep + os.environ["PATH"])
        run = subprocess.run([sys.executable, os.path.join(helpers.ROOT, "course"),
                              "gradescope", "--lessons", "00", "--out", out], env=env,
                             capture_output=True,
                             text=True, timeout=900)
        said = run.stdout + run.stderr
        self.assertEqual(run.returncode, 1, said)
        self.assertIn("no bundle written", said)
        self.assertIn("apt-get download", said)
        self.assertIn("no network", said)               # what apt said, passed on
        self.assertNotIn("Traceback", said)
        self.assertFalse(os.path.exists(out))
        self.assertFalse(os.path.exists(out + ".tmp"))


class Setup(unittest.TestCase):
    def test_the_images_it_accepts(self):
        script = bundle.setup_script()
        self.assertIn("  ubuntu) need=22 ;;", script)
        self.assertIn("  debian) need=12 ;;", script)
        self.assertIn("choose the base image Ubuntu 22.04", script)
        self.assertIsNone(re.search(r"@[A-Z_]+@", script))     # every placeholder filled
        self.assertIn('${DPKG:-dpkg} -i "${carried[@]}"', script)


class Lessons(unittest.TestCase):
    """The lessons a bundle grades (./course gradescope --lessons) are written into both
    scripts, and their points are the fallback results' maximum."""

    def test_written_in(self):
        one = bundle.max_score(helpers.ROOT, ["00-check"])
        self.assertGreater(one, 0)
        self.assertLess(one, bundle.max_score(helpers.ROOT))
        run = bundle.run_script(helpers.ROOT, ["00-check"])
        self.assertIn("lessons=(--lessons 00-check)", run)
        self.assertIn(f'"{one:g}" "$status" "{one:g}"', run)
        self.assertIn("lessons=(--lessons 00-check)", bundle.setup_script(["00-check"]))
        self.assertIn("--hidden-visibility after_due_date", bundle.run_script(
            helpers.ROOT, ["00-check"], "after_due_date"))
        every = bundle.run_script(helpers.ROOT)
        self.assertIn("lessons=()", every)
        self.assertIn(f'"{bundle.max_score(helpers.ROOT):g}" "$status"', every)
        for script in (run, every, bundle.setup_script()):
            self.assertIsNone(re.search(r"@[A-Z_]+@", script))
            self.assertNotIn("COURSE_GRADE_LESSONS", script)   # Gradescope cannot set it

    def test_an_unknown_lesson_is_a_usage_error(self):
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        status, text = helpers.run_course("gradescope", "--lessons", "99",
                                          "--out", os.path.join(work, "a.zip"))
        self.assertEqual(status, 2, text)
        self.assertIn("unknown lesson '99'", text)
        self.assertNotIn("Traceback", text)


class BoxState(unittest.TestCase):
    def test_said_both_ways(self):
        on = _module("box-state")
        self.assertEqual(on.returncode, 0, on.stderr)
        if helpers.no_jail():
            self.assertIn("do NOT work", on.stdout)
        else:
            self.assertTrue(on.stdout.startswith("the box's namespaces work on this image"),
                            on.stdout)
        off = _module("box-state", env=dict(os.environ, COURSE_GRADER_NO_JAIL="1"))
        self.assertEqual(off.returncode, 0, off.stderr)
        self.assertIn("the box's namespaces do NOT work on this image", off.stdout)
        self.assertIn("(turned off by COURSE_GRADER_NO_JAIL)", off.stdout)

    def test_put_last_in_the_results_for_the_instructor(self):
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        path = os.path.join(work, "results.json")
        tests = [{"name": "00-check: x", "score": 1, "max_score": 1}]
        with open(path, "w") as f:
            json.dump({"score": 1, "max_score": 1, "output": "00-check: 1 / 1", "tests": tests},
                      f)
        env = dict(os.environ, COURSE_GRADER_NO_JAIL="1")
        run = _module("note-results", path, env=env)
        self.assertEqual(run.returncode, 0, run.stderr)
        results = helpers.read_json(path)
        said, last = results["output"].rsplit("\n", 1)
        self.assertTrue(last.startswith("box (for the instructor): the box's namespaces do NOT "
                                        "work"), last)
        self.assertEqual(said, "00-check: 1 / 1\n")          # the student's lines first
        self.assertEqual((results["score"], results["max_score"], results["tests"]),
                         (1, 1, tests))
        for broken in ("not json", "[1, 2]"):       # said, never a traceback
            with open(path, "w") as f:
                f.write(broken)
            run = _module("note-results", path)
            self.assertEqual(run.returncode, 1)
            self.assertIn("the box's state is not in the results", run.stderr)
            self.assertNotIn("Traceback", run.stderr)
        self.assertEqual(_module("frobnicate").returncode, 2)


class Contents(unittest.TestCase):
    """What of the checkout the bundle holds: git's tracked files as committed (a clone of this
    checkout, changed three ways), every public Markdown file as the student edition renders
    it, and nothing from a folder that is not a git checkout."""

    def setUp(self):
        self.work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, self.work, True)
        self.clone = os.path.join(self.work, "course")
        subprocess.run(["git", "clone", "-q", "--shared", helpers.ROOT, self.clone], check=True)

    def test_the_commit_and_nothing_else(self):
        self.assertEqual(bundle.check_tree(self.clone), 0)
        committed = bundle.committed_files(self.clone)
        starter = "lessons/01-aabb/starter/aabb.cpp"
        with open(os.path.join(self.clone, starter), "rb") as f:
            self.assertEqual(committed[starter][1], f.read())
        self.assertEqual(committed["course"][0], 0o755)
        # an untracked scratch file: left out, counted
        with open(os.path.join(self.clone, "lessons", "01-aabb", "scratch.txt"), "w") as f:
            f.write("mine\n")
        self.assertEqual(bundle.check_tree(self.clone), 1)
        self.assertNotIn("lessons/01-aabb/scratch.txt", bundle.committed_files(self.clone))
        # a changed starter: no bundle, the file named
        with open(os.path.join(self.clone, starter), "a") as f:
            f.write("// tried something\n")
        with self.assertRaises(bundle.NotBundled) as got:
            bundle.check_tree(self.clone)
        self.assertIn(starter, str(got.exception))
        self.assertIn("1 tracked files differ from the last commit", str(got.exception))
        # ... and the command says so before grading anything
        run = subprocess.run([sys.executable, os.path.join(self.clone, "course"), "gradescope",
                              "--lessons", "01", "--out", os.path.join(self.work, "b.zip")],
                             capture_output=True, text=True, timeout=300)
        self.assertEqual(run.returncode, 1, run.stdout + run.stderr)
        self.assertIn("no bundle written", run.stderr)
        self.assertNotIn("grading the reference", run.stdout)
        self.assertFalse(os.path.exists(os.path.join(self.work, "b.zip")))
        # a folder that is not a git checkout
        plain = os.path.join(self.work, "plain")
        shutil.copytree(os.path.join(self.clone, "lessons", "00-check"), plain)
        with self.assertRaises(bundle.NotBundled) as got:
            bundle.check_tree(plain)
        self.assertIn("is not a git checkout", str(got.exception))

    def test_a_rename_counts_once(self):
        subprocess.run(["git", "-C", self.clone, "mv", "docs/STYLE.md", "docs/STYLE2.md"],
                       check=True)
        with self.assertRaises(bundle.NotBundled) as got:
            bundle.check_tree(self.clone)
        self.assertIn("1 tracked files differ from the last commit (docs/STYLE2.md)",
                      str(got.exception))

    def test_public_markdown_is_the_student_editions(self):
        files = bundle.bundled_files(self.clone)
        with open(os.path.join(self.clone, "lessons", "01-aabb", "README.md")) as f:
            self.assertIn("<!-- code: solutions/", f.read())          # the control
        for rel, (_, data) in files.items():
            if rel.endswith(".md") and not bundle.root_only(rel):
                self.assertNotIn(b"<!-- code: solutions/", data, rel)
        committed = bundle.committed_files(self.clone)
        for rel in files:                 # root's alone: as committed
            if bundle.root_only(rel):
                self.assertEqual(files[rel], committed[rel], rel)


class Bundle(unittest.TestCase):
    def test_the_zip_carries_them(self):
        if not shutil.which("apt-get"):
            self.skipTest("no apt-get here")
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        out = bundle.write(helpers.ROOT, os.path.join(work, "a.zip"))
        with zipfile.ZipFile(out) as z:
            names = z.namelist()
        carried = sorted(n for n in names if n.startswith(bundle.CARRIED_DIR + "/"))
        self.assertEqual(len([n for n in carried if n.endswith(".deb")]), 2, carried)
        self.assertIn(f"{bundle.CARRIED_DIR}/README.txt", carried)


if __name__ == "__main__":
    unittest.main()
