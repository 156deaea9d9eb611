"""`./course gradescope --lessons 00 --out autograder.zip` writes setup.sh and run_autograder of
a one-lesson bundle (one Gradescope assignment per lesson): its maximum is that lesson's points,
in the results and in the fallback results of a broken grader; a named mistake's results
carry its failing Catch2 cases with the sections to reread. run_autograder,
run locally with the /autograder root moved (AUTOGRADER_ROOT), grades the submission and writes
results.json. The bundle holds git's committed files, every public chapter as the student
edition renders it, and the instructor's files root's alone. It builds its own copy of the
course (only what lesson 00 needs), in which no kind of box shows reference code and no file
an unprivileged user id can read under the fake /autograder carries any (box_contents.py, run
in the bundle with --readable); where the box's namespaces do not work, a probe that hunts
/autograder for the chapter's quotation scores its control, and gets every point once the
instructor's chapter is put back. Its setup.sh runs on
this image, on images it refuses, and as Ubuntu 22.04 whose apt has no liblodepng-dev (a fake
os-release, apt shims on PATH): the packages the bundle carries are installed with dpkg and the
reference gets full marks; results.json says whether the box's namespaces work. Then the same
copy, broken four ways (a build folder from another checkout, the reference probe removed, a
lesson's grading.py that cannot be loaded, the grader's own Python broken): the first is
rebuilt and graded, the others write results that say the grader failed, with the full
maximum."""

import os
import shutil
import stat
import subprocess
import sys
import unittest
import zipfile

from grader.tests import adversarial_one, helpers
from grader import sandbox  # noqa: E402  (after helpers: it sets the import path)


class Gradescope(unittest.TestCase):
    def test_bundle_runs_locally(self):
        lessons = helpers.existing(["00-check"])
        if not lessons:
            self.skipTest("needs lesson 00")
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        os.chmod(work, 0o755)      # as /autograder's parent is: a box's user id may pass it
        bundle = os.path.join(work, "autograder.zip")
        # One Gradescope assignment per lesson: a bundle of lesson 00 alone.
        status, text = helpers.run_course("gradescope", "--lessons", "00", "--hidden-visibility",
                                          "after_due_date", "--out", bundle)
        self.assertEqual(status, 0, text)
        from grader import bundle as bundles
        one = bundles.max_score(helpers.ROOT, ["00-check"])
        self.assertIn(f"lessons 00-check, out of {one:g}", text)
        self.assertIn("the hidden checks' visibility: after_due_date", text)
        root = os.path.join(work, "autograder")
        source = os.path.join(root, "source")
        with zipfile.ZipFile(bundle) as z:
            names = z.namelist()
            self.assertIn("setup.sh", names)
            self.assertIn("run_autograder", names)
            self.assertFalse([n for n in names if n.startswith(("build/", ".git/"))])
            # git's tracked files, as committed, and nothing else of the checkout's
            tracked = set(bundles.committed_files(helpers.ROOT))
            self.assertEqual(sorted(n for n in names if n not in tracked and not n.startswith(
                bundles.CARRIED_DIR + "/")), ["run_autograder", "setup.sh"])
            # every chapter as the student edition renders it: no quotation of solutions/
            chapter = z.read("lessons/01-aabb/README.md").decode()
            self.assertNotIn("<!-- code: solutions/", chapter)
            z.extractall(source)
            for info in z.infolist():   # zipfile does not restore permissions
                mode = info.external_attr >> 16
                if mode & stat.S_IXUSR:
                    os.chmod(os.path.join(source, info.filename), 0o755)
        # A student's submission as Gradescope stores it: their copy of the course, nested.
        helpers.reference_submission(os.path.join(root, "submission"), lessons)
        env = dict(os.environ, AUTOGRADER_ROOT=root, COURSE_BUILD_DIR=os.path.join(root, "build"))
        env.pop("COURSE_GRADER_NO_BUILD", None)
        run = subprocess.run([os.path.join(source, "run_autograder")], env=env,
                             capture_output=True, text=True, timeout=900)
        print(run.stdout[-3000:], run.stderr[-3000:])
        self.assertEqual(run.returncode, 0)
        for secret in (os.path.join(source, "solutions"), os.path.join(source, "grader"),
                       os.path.join(source, "docs", "AUTHORING.md"),
                       os.path.join(root, "build")):   # no other user id may read them
            self.assertEqual(stat.S_IMODE(os.stat(secret).st_mode) & 0o077, 0, secret)
        results = helpers.read_json(os.path.join(root, "results", "results.json"))
        self.assertEqual(results["score"], helpers.expected_score("00-check", "all"))
        self.assertEqual(results["score"], results["max_score"])
        self.assertEqual(results["max_score"], one)          # the lesson's points, no more
        self.assertLess(one, bundles.max_score(helpers.ROOT))
        self.assertTrue(results["tests"])
        self.assertTrue(all(t["tags"][0] == "00-check" for t in results["tests"]))
        self._setup_sh(work, source, env, lessons[0])
        # In the bundle too, with the course at $ROOT/source (solutions/ in it), no kind of box
        # shows reference code: each walked from inside by the bundle's own box_contents.py
        # (lesson 01 too, built for it here: its failed cases are drawn, in a box of their own).
        # Every file an unprivileged user id can read under the fake /autograder is searched
        # too (what a submission reads where the box has no namespaces).
        walk = subprocess.run([sys.executable, "-m", "grader.tests.box_contents", "--lessons",
                               "00,01", "--readable", root], cwd=source, env=env,
                              capture_output=True, text=True, timeout=900)
        print(walk.stdout[-3000:], walk.stderr[-3000:])
        if walk.returncode != 77:                       # 77: no jail here, said
            self.assertEqual(walk.returncode, 0)
            self.assertIn("the control was caught", walk.stdout)
        if sandbox.running_as_root():
            self.assertIn("readable by an unprivileged user id", walk.stdout)
            self._no_namespaces(root, source, env)
        # An upload of the single file, as Gradescope stores it, is graded the same.
        shutil.rmtree(os.path.join(root, "submission"))
        os.makedirs(os.path.join(root, "submission"))
        shutil.copyfile(os.path.join(lessons[0].solution_dir, "check.cpp"),
                        os.path.join(root, "submission", "check.cpp"))
        run = subprocess.run([os.path.join(source, "run_autograder")], env=env,
                             capture_output=True, text=True, timeout=900)
        self.assertEqual(run.returncode, 0)
        flat = helpers.read_json(os.path.join(root, "results", "results.json"))
        self.assertEqual(flat["score"], results["score"], run.stdout + run.stderr)
        full = results["max_score"]

        def autograde(extra_env=None):
            run = subprocess.run([os.path.join(source, "run_autograder")],
                                 env=dict(env, **(extra_env or {})), capture_output=True,
                                 text=True, timeout=900)
            print(run.stdout[-2000:], run.stderr[-2000:])
            self.assertEqual(run.returncode, 0)
            return helpers.read_json(os.path.join(root, "results", "results.json")), \
                run.stdout + run.stderr

        with open(os.path.join(source, "run_autograder")) as f:
            self.assertIn("--hidden-visibility after_due_date", f.read())
        # A failing submission (a named mistake): its failing Catch2 cases, with the sections
        # of the chapter to reread, are in its results (a test of no points).
        for name, data in helpers.mistakes.materialize(lessons[0], "wrong_colour").items():
            with open(os.path.join(root, "submission", name), "wb") as f:
                f.write(data)
        failing, said = autograde()
        self.assertLess(failing["score"], full, said)
        with open(os.path.join(root, "results", "results.json")) as f:
            self.assertGreater(f.read().count("reread"), 0)
        feedback = [t for t in failing["tests"] if "Catch2 tests (feedback" in t["name"]]
        self.assertEqual(len(feedback), 1, failing["tests"])
        self.assertEqual((feedback[0]["max_score"], feedback[0]["status"]), (0, "failed"))
        self.assertIn("in lessons/00-check/README.md", feedback[0]["output"])
        shutil.copyfile(os.path.join(lessons[0].solution_dir, "check.cpp"),
                        os.path.join(root, "submission", "check.cpp"))
        # A build folder that came from another checkout is configured again, then graded.
        cache = os.path.join(root, "build", "CMakeCache.txt")
        with open(cache) as f:
            text = f.read()
        with open(cache, "w") as f:
            f.write(text.replace(f"CMAKE_HOME_DIRECTORY:INTERNAL={source}",
                                 "CMAKE_HOME_DIRECTORY:INTERNAL=/elsewhere/another-course"))
        again, said = autograde()
        self.assertIn("configured for another checkout", said)
        self.assertEqual((again["score"], again["max_score"]), (full, full))
        # A grader without its reference stops, and its results say so, with the full maximum.
        probe = os.path.join(root, "build", "grader", "grader-00-check-probe-reference")
        os.remove(probe)
        broken, said = autograde({"COURSE_GRADER_NO_BUILD": "1"})
        self.assertIn("the reference probe is missing", said)
        self.assertEqual((broken["score"], broken["max_score"]), (0, full))
        self.assertTrue(broken["tests"])
        self.assertTrue(all("could not grade" in t["output"] for t in broken["tests"]))
        # A lesson's grading that cannot be loaded: its points are unknown, so the grader
        # writes no results at all, and run_autograder's own say so, with the bundle's full
        # maximum (its lesson's points, written into it; never one without that lesson).
        grading = os.path.join(source, "solutions", "00-check", "grading.py")
        with open(grading) as f:
            good = f.read()
        with open(grading, "a") as f:
            f.write("\nthis is not Python\n")
        unloaded, said = autograde()
        self.assertIn("grading.py cannot be loaded", said)
        self.assertEqual((unloaded["score"], unloaded["max_score"]), (0, one))
        with open(grading, "w") as f:
            f.write(good)
        # A grader whose own files are broken (Python stops with a traceback): run_autograder
        # still writes results that say so, with the bundle's full maximum.
        with open(os.path.join(source, "grader", "declare.py"), "a") as f:
            f.write("\nthis is not Python\n")
        crashed, _ = autograde()
        self.assertEqual((crashed["score"], crashed["max_score"]), (0, one))
        self.assertIn("the autograder itself failed", crashed["output"])

    def _no_namespaces(self, root, source, env):
        """Where the box's namespaces do not work (COURSE_GRADER_NO_JAIL, as the grader's tests
        say so), a probe that reads every file it can under /autograder for the code a chapter
        quotes, compiles and forwards it (adversarial/bundle_probe, lesson 01, built above)
        scores its control, the starter's 0; with the instructor's chapter put back, as the
        bundle once shipped it, the same probe gets every point: the test can fail."""
        lesson = helpers.existing(["01-aabb"])
        if not lesson:
            return
        with open(os.path.join(source, "run_autograder")) as f:
            script = f.read().replace("lessons=(--lessons 00-check)", "lessons=(--lessons 01-aabb)")
        run_01 = os.path.join(source, "run_autograder_01")
        with open(run_01, "w") as f:
            f.write(script)
        os.chmod(run_01, 0o755)
        submission = os.path.join(root, "submission")
        shutil.rmtree(submission)
        adversarial_one.materialize("bundle_probe", submission, root=source)
        chapter = os.path.join(source, "lessons", "01-aabb", "README.md")
        with open(chapter, "rb") as f:
            rendered = f.read()

        def graded():
            run = subprocess.run([run_01], env=dict(env, COURSE_GRADER_NO_JAIL="1"),
                                 capture_output=True, text=True, timeout=900)
            print(run.stdout[-2000:], run.stderr[-2000:])
            self.assertEqual(run.returncode, 0)
            results = helpers.read_json(os.path.join(root, "results", "results.json"))
            self.assertIn("box (for the instructor): the box's namespaces do NOT work",
                          results["output"])
            return helpers.lesson_scores(results)["01-aabb"][0]

        self.assertEqual(graded(), helpers.expected_score("01-aabb", []))
        shutil.copyfile(os.path.join(helpers.ROOT, "lessons", "01-aabb", "README.md"), chapter)
        os.chmod(chapter, 0o644)
        try:
            self.assertEqual(graded(), helpers.expected_score("01-aabb", "all"))
        finally:
            with open(chapter, "wb") as f:
                f.write(rendered)
            os.remove(run_01)
            shutil.rmtree(submission)
            os.makedirs(submission)

    def _setup_sh(self, work, source, env, lesson):
        """setup.sh on this image (Debian 12, the packages installed: nothing to install)
        builds and proves the reference gets full marks; on an image that cannot work it stops
        first, naming the one to pick; with a broken reference in the bundle it fails, and
        ./course gradescope in that copy writes no bundle."""
        setup = os.path.join(source, "setup.sh")

        def run(argv, extra=None):
            r = subprocess.run(argv, env=dict(env, **(extra or {})), capture_output=True,
                               text=True, timeout=900)
            return r.returncode, r.stdout + r.stderr

        shims = self._apt_without_lodepng(work)
        calls = os.path.join(shims, "calls.log")
        # A heartbeat of 1 s: the reference's grading, a step of many seconds, is never silent.
        status, said = run([setup], {"DPKG": os.path.join(shims, "dpkg"),
                                     "SETUP_HEARTBEAT": "1"})
        self.assertEqual(status, 0, said)
        self.assertRegex(said, r"setup\.sh: \[\d+ s\] still building the course and grading "
                               r"its reference")
        self.assertIn("Score: ", said)
        self.assertIn("setup.sh: the image is debian 12", said)
        # Each step said, with the time so far; the grader's preparation too.
        self.assertRegex(said, r"setup\.sh: \[\d+ s\] building the course and grading")
        self.assertRegex(said, r"setup\.sh: \[\d+ s\] the reference gets full marks")
        self.assertRegex(said, r"setup\.sh: \[\d+ s\] done")
        self.assertIn("course grade: preparing the grader and the reference answers", said)
        self.assertFalse(os.path.exists(calls), "apt has liblodepng-dev: nothing carried used")
        self.assertIn(self._box_line(), said)
        for release, name in (('ID=ubuntu\nVERSION_ID="20.04"\n', "ubuntu 20.04"),
                              ("ID=fedora\nVERSION_ID=39\n", "fedora 39")):
            fake = os.path.join(work, "os-release")
            with open(fake, "w") as f:
                f.write(release)
            status, said = run([setup], {"COURSE_OS_RELEASE": fake})
            self.assertEqual(status, 1, said)
            self.assertIn(f"this image is {name}", said)
            self.assertIn("choose the base image Ubuntu 22.04", said)
            self.assertNotIn("grading", said)          # it stopped before building anything
        # Ubuntu 22.04, whose apt has no liblodepng-dev (the shims on PATH): the Debian
        # packages the bundle carries are installed with dpkg -i, apt is never asked for the
        # library, and the image then grades the reference to full marks.
        jammy = os.path.join(work, "os-release")
        with open(jammy, "w") as f:
            f.write('PRETTY_NAME="Ubuntu 22.04.4 LTS"\nID=ubuntu\nVERSION_ID="22.04"\n')
        status, said = run([setup], {"COURSE_OS_RELEASE": jammy,
                                     "PATH": shims + os.pathsep + env["PATH"],
                                     "DPKG": os.path.join(shims, "dpkg")})
        self.assertEqual(status, 0, said)
        self.assertIn("setup.sh: the image is ubuntu 22.04", said)
        self.assertIn("this image's apt has no liblodepng-dev: installing the Debian packages",
                      said)
        self.assertIn("Score: ", said)
        self.assertIn(self._box_line(), said)
        with open(calls) as f:
            logged = f.read().splitlines()
        print("\n".join(logged))
        self.assertIn("apt-get update", logged)
        self.assertFalse([c for c in logged if c.startswith("apt-get install")
                          and "liblodepng" in c], logged)
        installs = [c for c in logged if c.startswith("dpkg -i ")]
        self.assertEqual(len(installs), 1, logged)
        debs = sorted(os.path.basename(a) for a in installs[0].split()[2:])
        self.assertEqual([d.split("_")[0] for d in debs], ["liblodepng-dev", "liblodepng0"])
        for name in debs + ["README.txt", "liblodepng0.copyright", "liblodepng-dev.copyright"]:
            self.assertTrue(os.path.isfile(os.path.join(source, "carried-debs", name)), name)
        with open(os.path.join(source, "carried-debs", "README.txt")) as f:
            self.assertIn("only when the image's apt has no candidate", f.read())
        with open(os.path.join(source, "carried-debs", "liblodepng0.copyright")) as f:
            self.assertIn("Lode Vandevenne", f.read())
        # ... and so graded, a submission gets full marks, the box's state in its results.
        helpers.reference_submission(os.path.join(env["AUTOGRADER_ROOT"], "submission"),
                                     [lesson])
        status, said = run([os.path.join(source, "run_autograder")])
        self.assertEqual(status, 0, said)
        graded = helpers.read_json(os.path.join(env["AUTOGRADER_ROOT"], "results",
                                                "results.json"))
        self.assertEqual(graded["score"], graded["max_score"], said)
        self.assertEqual(graded["score"], helpers.expected_score(lesson.id, "all"))
        # The output's first line is the student's; the box's state is last, for the instructor.
        self.assertTrue(graded["output"].startswith("Your submission is graded: "),
                        graded["output"])
        self.assertTrue(graded["output"].splitlines()[-1].startswith(
            "box (for the instructor): " + self._box_line()[len("setup.sh: "):]),
            graded["output"])
        fine = os.path.join(work, "os-release")
        with open(fine, "w") as f:
            f.write('ID=ubuntu\nVERSION_ID="24.04"\n')
        status, said = run([setup], {"COURSE_OS_RELEASE": fine})
        self.assertEqual(status, 0, said)
        # The bundle's reference broken by a named mistake (one wrong colour).
        reference = os.path.join(source, "solutions", lesson.id, "check.cpp")
        with open(reference, "rb") as f:
            good = f.read()
        try:
            for name, data in helpers.mistakes.materialize(lesson, "wrong_colour").items():
                with open(os.path.join(source, "solutions", lesson.id, name), "wb") as f:
                    f.write(data)
            status, said = run([setup])
            self.assertNotEqual(status, 0, said)
            self.assertIn("does not get full marks", said)
            self.assertIn("output 00-check.png matches expected/", said)
            again = os.path.join(work, "again.zip")
            status, said = run([sys.executable, os.path.join(source, "course"), "gradescope",
                                "--lessons", lesson.id, "--out", again])
            self.assertEqual(status, 1, said)
            self.assertIn("no bundle written", said)
            self.assertFalse(os.path.exists(again))
            self.assertFalse(os.path.exists(again + ".tmp"))
        finally:
            with open(reference, "wb") as f:
                f.write(good)

    @staticmethod
    def _box_line():
        """What setup.sh says of the box here: the namespaces work where the grader's tests
        have the jail (as root on Linux), not where they have none."""
        return ("setup.sh: the box's namespaces work on this image" if not helpers.no_jail()
                else "setup.sh: the box's namespaces do NOT work on this image")

    @staticmethod
    def _apt_without_lodepng(work):
        """A folder of shims to put first on PATH: an Ubuntu 22.04 apt, which has no
        liblodepng-dev (dpkg-query finds it not installed, apt-cache has no candidate, apt-get
        cannot install it; `apt-get update` touches nothing), and otherwise this machine's
        own; and a dpkg for DPKG that logs its call, then really installs (the same packages
        this machine has). Every call is logged in calls.log there."""
        shims = os.path.join(work, "shims")
        os.makedirs(shims, exist_ok=True)
        log = os.path.join(shims, "calls.log")
        real = {n: shutil.which(n) for n in ("dpkg-query", "apt-cache", "apt-get", "dpkg")}
        lodepng = 'case " $* " in *" liblodepng-dev "*|*" liblodepng0 "*) lodepng=1 ;; ' \
                  '*) lodepng="" ;; esac'
        scripts = {
            "dpkg-query": f'{lodepng}\n[ -n "$lodepng" ] && exit 1\nexec {real["dpkg-query"]} "$@"',
            "apt-cache": f'{lodepng}\n[ -n "$lodepng" ] && exit 0\nexec {real["apt-cache"]} "$@"',
            "apt-get": f'echo "apt-get $*" >> {log}\n{lodepng}\n'
                       '[ "$1" = update ] && exit 0\n'
                       '[ -n "$lodepng" ] && { echo "E: Unable to locate package" >&2; '
                       'exit 100; }\n'
                       f'exec {real["apt-get"]} "$@"',
            "dpkg": f'echo "dpkg $*" >> {log}\nexec {real["dpkg"]} "$@"',
        }
        for name, body in scripts.items():
            path = os.path.join(shims, name)
            with open(path, "w") as f:
                f.write("#!/usr/bin/env bash\n" + body + "\n")
            os.chmod(path, 0o755)
        return shims

    def test_out_in_a_folder_that_does_not_exist(self):
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        for out, says in ((os.path.join(work, "no", "such", "a.zip"), "does not exist"),
                          (work, "is a folder")):
            status, text = helpers.run_course("gradescope", "--out", out)
            self.assertEqual(status, 2, text)       # a usage error, said, before any grading
            self.assertIn(says, text)
            self.assertNotIn("Traceback", text)
            self.assertNotIn("grading", text)
        self.assertFalse(os.path.exists(os.path.join(work, "no")))   # no folder was made


if __name__ == "__main__":
    unittest.main()
