"""What a run can hold on the host, and a grader-side failure being the grader's.

- every system call the box's seccomp filter names is refused inside the box, with the
  filter's errno, while an unprivileged process outside it is granted several of them;
- every tmpfs a child can write has a size and an inode limit, read from inside the box;
- the grader's scratch folder on a small real disk (a loop-mounted ext4 file: tmpfs would
  count fallocate against the file-size limit) that fills up while a class is graded, with the
  fallocate submission among good ones: the command exits 1 naming the grader error, and every
  good submission keeps its full marks or says "not graded: grader error", never a low score.
What one lesson of one submission holds on the host is measured by grader/adversarial/
inode_bomb, fallocate_bomb and fills_grader_disk (adversarial_one.py: disk and Slab: before,
during and after).
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import unittest

from grader.tests import adversarial_one, helpers
from grader import host_side, sandbox, trusted  # noqa: E402
from grader.reporters import NOT_GRADED  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
# The calls grader-trust (issue 21) named: each must be among those the filter refuses.
NAMED = ["fallocate", "io_uring_setup", "io_uring_enter", "io_uring_register", "bpf",
         "perf_event_open", "userfaultfd", "add_key", "keyctl", "request_key", "ptrace", "mount",
         "unshare", "setns", "kexec_load", "kexec_file_load", "init_module", "finit_module",
         # and issue 31: kernel memory of a user id that no limit of the box counts
         "inotify_init1", "fanotify_init", "fcntl(F_SETPIPE_SZ)"]
# Calls Linux grants any unprivileged process: outside the box, they succeed.
GRANTED = ["fallocate", "memfd_create", "shmget", "msgget", "semget", "ptrace", "kcmp",
           "socketpair", "socket", "inotify_init1", "fcntl(F_SETPIPE_SZ)"]



def _static(source, folder):
    out = os.path.join(folder, os.path.splitext(os.path.basename(source))[0])
    subprocess.run(["cc", "-static", "-O1", "-o", out, source], check=True)
    return out


def _results(text):
    """{name: (result, errno)} from refused_calls' lines."""
    out = {}
    for line in text.splitlines():
        parts = line.rsplit(" ", 2)
        if len(parts) == 3:
            out[parts[0]] = (int(parts[1]), int(parts[2]))
    return out


class Box(unittest.TestCase):
    def setUp(self):
        if helpers.no_jail():
            self.skipTest(helpers.no_jail())
        self.work = tempfile.mkdtemp()
        os.chmod(self.work, 0o755)
        self.addCleanup(shutil.rmtree, self.work, True)
        self.box = sandbox.Box(os.path.join(self.work, "s"), host_side.private_uid())
        self.addCleanup(self.box.remove)
        self.box.folder("work")

    def run_inside(self, program, view=sandbox.View()):
        with open(program, "rb") as f:
            self.box.put(f"{self.box.GRADER}/{os.path.basename(program)}", f.read(), 0o755)
        return self.box.run([self.box.path(f"{self.box.GRADER}/{os.path.basename(program)}")],
                            sandbox.Limits(wall=20), view, cwd="work")

    def test_every_call_the_filter_names_is_refused_inside_the_box(self):
        refused = {}
        for line in subprocess.run([trusted.tools(helpers.ROOT)["box"], "--refused"],
                                   capture_output=True, text=True, check=True).stdout.split("\n"):
            if line:
                name, error = line.rsplit(" ", 1)
                refused[name] = int(error)
        self.assertEqual([n for n in NAMED if n not in refused], [])
        program = _static(os.path.join(HERE, "refused_calls.c"), self.work)
        inside = _results(self.run_inside(program).stdout)
        print("inside the box:", inside)
        for name, error in refused.items():
            with self.subTest(call=name):
                self.assertEqual(inside.get(name), (-1, error))
        # Outside, as an unprivileged user id of its own, in a folder of its own: granted (but
        # the keyring calls, not made there: a user id's keyring would stay on the machine).
        control = os.path.join(self.work, "control")
        os.makedirs(control)
        uid = host_side.private_uid()
        os.chown(control, uid, uid)
        run = subprocess.run([program, "--outside"], cwd=control, capture_output=True, text=True,
                             preexec_fn=lambda: (os.setgid(uid), os.setuid(uid)))
        outside = _results(run.stdout)
        print("outside, unprivileged:", outside)
        self.assertEqual([n for n in GRANTED if outside.get(n, (-1,))[0] < 0], [])
        # POSIX timers, bounded by RLIMIT_SIGPENDING: 64 in the box, 1000 (all tried) outside
        self.assertEqual((inside["timers"][0], outside["timers"][0]), (64, 1000))
        self.assertEqual(helpers.box_leftovers([uid, self.box.uid]), [])

    def test_every_tmpfs_a_child_can_write_has_a_size_and_an_inode_limit(self):
        script = ("import os\nfor p in ('/box', '/tmp', '/box/grader'):\n"
                  "    s = os.statvfs(p)\n    print(p, s.f_files, s.f_blocks * s.f_frsize)")
        r = self.box.run(["python3", "-c", script], sandbox.Limits(), sandbox.View(), cwd="work")
        seen = {p: (int(n), int(b)) for p, n, b in (l.split() for l in r.stdout.splitlines())}
        mb = lambda s: int(s[:-1]) << 20  # noqa: E731
        self.assertEqual(seen, {
            "/box": (sandbox.SCRATCH_INODES, mb(sandbox.SCRATCH_SIZE)),
            "/tmp": (sandbox.ROOT_INODES, mb(sandbox.ROOT_SIZE)),
            "/box/grader": (sandbox.GRADER_INODES, mb(sandbox.GRADER_SIZE))}, r.stderr)


class GraderDisk(unittest.TestCase):
    LESSONS = ["00-check", "01-aabb"]

    def test_a_grader_disk_that_fills_is_the_graders_failure(self):
        if helpers.no_jail():
            self.skipTest(helpers.no_jail())
        lessons = helpers.existing(self.LESSONS)
        work = helpers.tempdir()
        self.addCleanup(shutil.rmtree, work, True)
        klass = os.path.join(work, "class")
        good = [f"good-{k}" for k in range(6)]
        for name in good:
            helpers.reference_submission(os.path.join(klass, name), lessons)
        adversarial_one.materialize("fallocate_bomb", os.path.join(klass, "hostile"))
        csv_path, results = os.path.join(work, "gradebook.csv"), os.path.join(work, "results")
        with helpers.small_disk(96) as disk:
            before = helpers.disk_used(disk)
            done = threading.Event()
            fill = threading.Thread(target=_fill_when_grading, args=(disk, done), daemon=True)
            fill.start()
            status, text = helpers.run_course(
                "grade-class", klass, "--csv", csv_path, "--lessons", ",".join(self.LESSONS),
                "--jobs", "1", "--results-dir", results, env={"TMPDIR": disk})
            done.set()
            fill.join()
            shutil.rmtree(os.path.join(disk, "filler"))
            left = helpers.disk_used(disk) - before
        print(text)
        self.assertNotIn("Traceback", text)
        self.assertLess(left, 1 << 20, "the grader left files on its disk")
        rows = {r["student"]: r for r in helpers.gradebook_rows(csv_path)[0]}
        full = {lid: helpers.expected_score(lid, "all") for lid in self.LESSONS}
        failed = 0
        for name in good:
            for lid in self.LESSONS:
                cell = rows[name][lid]
                self.assertIn(cell, (f"{full[lid]:g}", NOT_GRADED), f"{name} {lid}")
                failed += cell == NOT_GRADED
            data = helpers.read_json(os.path.join(results, f"{name}.json"))
            self.assertEqual(data["max_score"], sum(full.values()))
            if NOT_GRADED in rows[name].values():
                self.assertEqual(rows[name]["total"], NOT_GRADED)
                self.assertIn("the grader failed on", data["output"])
                self.assertEqual(data["score"], 0)
            else:
                self.assertEqual(data["score"], data["max_score"])
        self.assertGreater(failed, 0, "the disk did not fill while the class was graded")
        self.assertEqual(status, 1)
        self.assertIn("grader error", text)
        self.assertIn("No space left on device", text)


def _fill_when_grading(disk, done):
    """Fills @p disk once the grader has made its third box on it (boxes are numbered; the
    session's kit and views are there by then), blocks and inodes both, and keeps it full until
    @p done is set: a box removed frees the blocks and inodes of its folders, which the next box
    would take again. Blocks alone are not enough: a folder the grader makes may find room in a
    block its parent already has, but never an inode where none is left."""
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and not done.is_set():
        made = [int(b[:5]) for s in os.listdir(disk) if s.startswith("course-grade-")
                for b in _listdir(os.path.join(disk, s)) if re.match(r"\d{5}-", b)]
        if max(made, default=0) >= 3:
            break
        time.sleep(0.01)
    filler = os.path.join(disk, "filler")
    os.makedirs(filler)
    fd = os.open(os.path.join(filler, "blocks"), os.O_WRONLY | os.O_CREAT, 0o600)
    numbers = iter(range(1 << 30))
    try:
        _create_until_full(filler, numbers)     # every inode (while blocks remain for names)
        for size in (1 << 20, 4096):            # then every block
            _write_until_full(fd, size)
        # Then whatever a box removed frees, taken back at once, in the form the grader's next
        # box takes it (a folder: an inode and a block), before the grader can: a poll slower
        # than the grader's next mkdir would let the class grade on, and the test prove nothing.
        while not done.wait(0.0002):
            _create_until_full(filler, numbers, folders=True)
            _write_until_full(fd, 4096, once=True)
    finally:
        os.close(fd)


def _write_until_full(fd, size, once=False):
    try:
        while True:
            os.write(fd, b"\0" * size)
            os.fsync(fd)
            if once:
                return
    except OSError:
        pass


def _create_until_full(folder, numbers, folders=False):
    try:
        while True:
            path = os.path.join(folder, str(next(numbers)))
            if folders:
                os.mkdir(path)
            else:
                os.close(os.open(path, os.O_WRONLY | os.O_CREAT, 0o600))
    except OSError:
        pass


def _listdir(path):
    try:
        return os.listdir(path)
    except OSError:
        return []


if __name__ == "__main__":
    unittest.main()
