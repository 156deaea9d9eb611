"""What the grader's tests share: running `./course`, making submission folders, expected
scores computed from the lessons' grading declarations."""

import contextlib
import csv
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, ROOT)

from course import mistakes  # noqa: E402
from course.lessons import all_lessons  # noqa: E402
from grader import answers, declare, gradings  # noqa: E402


def build_dir():
    from course import build as course_build
    return course_build.build_dir(ROOT)


def box_leftovers(uids):
    """What processes, SysV IPC objects and kernel keys of the user ids @p uids (a grader's
    boxes', host_side.uid_range) exist on this machine now, in words: [] when the boxes left
    nothing."""
    found = []
    for e in os.listdir("/proc"):
        if e.isdigit():
            try:
                with open(f"/proc/{e}/status", "rb") as f:
                    lines = f.read().splitlines()
                uid = int(next(l for l in lines if l.startswith(b"Uid:")).split()[1])
                state = next(l for l in lines if l.startswith(b"State:")).split()[1]
            except (OSError, StopIteration, ValueError, IndexError):
                continue
            if uid in uids and state not in (b"Z", b"X"):    # a zombie is dead already
                found.append(f"process {e} of user id {uid}")
    for kind, col in (("shm", 7), ("msg", 7), ("sem", 4)):
        try:
            with open(f"/proc/sysvipc/{kind}") as f:
                rows = f.read().splitlines()[1:]
        except OSError:
            continue
        found += [f"SysV {kind} {r.split()[1]}" for r in rows
                  if len(r.split()) > col and int(r.split()[col]) in uids]
    try:            # "uid:  usage nkeys/nikeys ...": a user id that ever held a key is here
        with open("/proc/key-users") as f:
            rows = f.read().splitlines()
    except OSError:
        rows = []
    found += [f"kernel keys of user id {r.split(':')[0].strip()}" for r in rows
              if r.split(":")[0].strip().isdigit() and int(r.split(":")[0]) in uids]
    return found


def no_jail():
    """Why the grader's tests cannot use the jail here ("" when they can): not root, not
    Linux, or turned off (COURSE_GRADER_NO_JAIL). As root on Linux the jail must work, so
    there a jail that fails to start is an error, never a reason to skip the tests that need
    it."""
    from grader import sandbox
    if sandbox.jail_available():
        return ""
    if sandbox.running_as_root() and sys.platform.startswith("linux") and \
            not os.environ.get("COURSE_GRADER_NO_JAIL"):
        raise AssertionError("the grader's jail does not start here, as root on Linux (set "
                             "COURSE_GRADER_NO_JAIL=1 where namespaces are forbidden)")
    return "no jail here (it needs root on Linux, with namespaces)"


def existing(ids=None):
    return [l for l in all_lessons(ROOT) if l.exists and (ids is None or l.id in ids)]


def run_course(*args, timeout=900, pid=None, env=None):
    """Runs ./course with @p args; returns (exit status, stdout + stderr). @p pid, a list,
    receives the process id (its boxes' user ids are host_side.uid_range(pid)); @p env, more
    environment variables."""
    p = subprocess.Popen([sys.executable, os.path.join(ROOT, "course"), *args],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                         errors="replace", cwd=ROOT, env=dict(os.environ, **(env or {})))
    if pid is not None:
        pid.append(p.pid)
    try:
        out, _ = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        out, _ = p.communicate()
    return p.returncode, out


def reference_submission(dest, lessons):
    """A student's folder holding the reference as its starter files."""
    for l in lessons:
        os.makedirs(os.path.join(dest, "lessons", l.id, "starter"), exist_ok=True)
        for name in l.student_files():
            shutil.copyfile(os.path.join(l.solution_dir, name),
                            os.path.join(dest, "lessons", l.id, "starter", name))


def mistake_submission(dest, lesson, name):
    """A student's folder holding the named mistake @p name of @p lesson as its starter files."""
    starter = os.path.join(dest, "lessons", lesson.id, "starter")
    os.makedirs(starter, exist_ok=True)
    for file_name, data in mistakes.materialize(lesson, name).items():
        with open(os.path.join(starter, file_name), "wb") as f:
            f.write(data)


def mistake_description(lesson, name):
    """"Mistake: what is wrong", the first line of the mistake's patch."""
    return "Mistake: " + mistakes.description(mistakes.read_patch(mistakes.patch_path(lesson,
                                                                                       name)))


def starter_submission(dest, lessons):
    """The course's untouched starters (lessons/NN/.starter/), whatever the checkout's
    starter/ folders hold now."""
    for l in lessons:
        starter = os.path.join(dest, "lessons", l.id, "starter")
        os.makedirs(starter, exist_ok=True)
        for name, data in l.pristine_files().items():
            with open(os.path.join(starter, name), "wb") as f:
                f.write(data)


def expected_score(lesson_id, correct):
    """What a submission earns in @p lesson_id when exactly the functions @p correct are
    right ("all": everything): every function check calling only those, and the outputs
    only when all are right."""
    total = 0.0
    for c in checks(lesson_id):
        if correct == "all":
            total += c.points
        elif c.kind is declare.CheckKind.FUNCTION and set(c.functions()) <= set(correct):
            total += c.points
    return total


def grading(lesson_id):
    """The grading of @p lesson_id (grader.gradings.LessonGrading), or None."""
    lesson = next((l for l in existing() if l.id == lesson_id), None)
    return gradings.load(lesson) if lesson else None


def checks(lesson_id=None):
    """The declared checks of one lesson, or of every lesson."""
    ids = [lesson_id] if lesson_id else [l.id for l in existing()]
    return [c for i in ids for c in (grading(i).checks if grading(i) else [])]


def function(name):
    """The declaration of the student function @p name, from whichever lesson declares it."""
    for l in existing():
        g = grading(l.id)
        if g and name in g.functions:
            return g.functions[name]
    raise KeyError(name)


def lesson_scores(results):
    """{lesson id: (score, max)} from a results.json dict."""
    out = {}
    for t in results["tests"]:
        lid = t["tags"][0]
        s, m = out.get(lid, (0.0, 0.0))
        out[lid] = (s + t["score"], m + t["max_score"])
    return out


def gradebook_rows(path):
    """The rows of a gradebook CSV, each a dict whose lesson columns are keyed by the lesson's
    id (the header says `03-sat (15)`), and the header's {lesson id: maximum} as a float."""
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        rows = list(reader)
    heads = {}
    for name in reader.fieldnames or []:
        m = re.fullmatch(r"(\d\d-[a-z0-9-]+) \(([0-9.]+)\)", name)
        if m:
            heads[name] = (m.group(1), float(m.group(2)))
    keyed = [{heads[k][0] if k in heads else k: v for k, v in r.items()} for r in rows]
    return keyed, {lid: most for lid, most in heads.values()}


def read_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def tempdir():
    return tempfile.mkdtemp(prefix="grader-test-")


@contextlib.contextmanager
def small_disk(megabytes):
    """A real disk of @p megabytes (an ext4 file system in a sparse file, loop-mounted; a tmpfs
    would not do: it counts fallocate against the file-size limit), mounted on a fresh folder,
    yielded; unmounted and removed after. Needs root and loop devices: raises OSError saying
    why not."""
    work = tempfile.mkdtemp(prefix="grader-disk-", dir="/var/tmp")
    image, mount = os.path.join(work, "disk.img"), os.path.join(work, "mnt")
    os.makedirs(mount)
    mounted = False
    try:
        with open(image, "wb") as f:
            f.truncate(megabytes << 20)
        for cmd in (["mkfs.ext4", "-q", "-F", "-m", "0", image],
                    ["mount", "-o", "loop", image, mount]):
            run = subprocess.run(cmd, capture_output=True, text=True)
            if run.returncode != 0:
                raise OSError(f"{' '.join(cmd[:2])} failed: {run.stderr.strip()}")
        mounted = True
        os.chmod(mount, 0o1777)
        yield mount
    finally:
        if mounted:
            subprocess.run(["umount", "-l", mount], capture_output=True)
        shutil.rmtree(work, ignore_errors=True)


def slab_bytes():
    """The kernel's slab memory now (Slab: in /proc/meminfo), in bytes."""
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("Slab:"):
                return int(line.split()[1]) * 1024
    return 0


def disk_used(path):
    """Bytes in use on the file system of @p path."""
    st = os.statvfs(path)
    return (st.f_blocks - st.f_bfree) * st.f_frsize


class Sampler:
    """Samples the kernel's slab memory and the disk use of a folder's file system in a thread,
    every 20 ms, between start() and stop(): before, the largest during, and after."""

    def __init__(self, folder):
        self.folder = folder
        self.slab = [slab_bytes()]
        self.disk = [disk_used(folder)]
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self):
        while not self._stop.wait(0.02):
            self.slab.append(slab_bytes())
            self.disk.append(disk_used(self.folder))

    def start(self):
        self._thread.start()
        return self

    def stop(self):
        self._stop.set()
        self._thread.join()
        time.sleep(0.2)                 # what the last run freed is freed
        self.after = (slab_bytes(), disk_used(self.folder))

    def lines(self):
        mb = lambda x: f"{x / (1 << 20):.1f} MB"  # noqa: E731
        return [f"kernel slab: {mb(self.slab[0])} before, {mb(max(self.slab))} at most during "
                f"(+{mb(max(self.slab) - self.slab[0])}), {mb(self.after[0])} after",
                f"disk of {self.folder}: {mb(self.disk[0])} used before, "
                f"{mb(max(self.disk))} at most during (+{mb(max(self.disk) - self.disk[0])}), "
                f"{mb(self.after[1])} after"]


def judged_why(fn, want, got, tolerance, fields):
    """What the judge says of the probe's tokens @p got for one call of @p fn whose reference
    answer is the tokens @p want ("" when they agree): judge.failed_cases, with no box."""
    from types import SimpleNamespace
    from grader import plan
    from grader.judge import failed_cases
    check = declare.Check("t", 1, "t", declare.CheckKind.FUNCTION, tolerance=tolerance,
                          fields=fields)
    call = SimpleNamespace(fn=fn, name=fn.name)
    lp = plan.LessonPlan(None, (check,), (("c0", call, check),), {"c0": answers.decode(fn, want)})
    failed = failed_cases(lp, check, {"c0": got}, {})
    return failed[0][1].why if failed else ""
