"""One adversarial submission (grader/tests/adversarial/NAME), graded like any other:

    python3 -m grader.tests.adversarial_one NAME

The submission is graded by `./course grade-class` together with the reference, which comes
right after it in the same session (one job: strictly after). All of this must hold:

- the submission scores exactly its control: what its correct functions earn (expect.json:
  lesson -> the functions that are right, or "all");
- the reference graded after it still scores full marks: nothing the submission did changed
  what the next one is graded with (the link kit, the reference answers, the grader);
- the run ends within its time, with exit status 0 and no traceback, and says what happened
  (expect.json: status, message, note, words that must appear; lines that must not);
- nothing is left behind: no process and no SysV IPC object of the grader's box user ids, no
  file of theirs in /tmp, /var/tmp or /dev/shm, and the course's guarded files (grader/, every
  expected/, the build's trusted objects, the reference probes) are byte for byte as before;
- hidden inputs stay hidden (expect.json "hidden_stays_hidden"): no hidden call appears in
  anything the run printed or wrote.

A submission is its folder's files (`@ROOT@` and `@BUILD@` replaced by the course's and the
build's paths, a line `// @part NAME` by adversarial_parts/NAME.cpp, a `.in` suffix dropped), plus what expect.json's "setup" makes (folders,
symbolic links, files with any name), plus what the folder's make.py writes (make(sub, root):
for submissions built at test time, from the installed compiler). Exit 0 when all holds.

An attack on the grader's own work (expect.json "control": true) marks its attack in its files,
from a line `// @attack` to a line `// @end attack`; its control is the same files without
those lines (materialize(..., control=True)). The control is graded in the same session, right
after the attack: the attack must score exactly what its control scores, and the grader's own
CPU on each lesson of both (LessonGrade.grader_cpu, from the saved grades) is printed
(grader/bench/attack_cost.py measures it, attack beside control, with the load)."""

import contextlib
import hashlib
import importlib.util
import json
import os
import re
import shutil
import sys
import tempfile
import time

from grader.tests import helpers
from grader import host_side, shown, trusted  # noqa: E402  (after helpers: it sets the import path)

ADVERSARIAL = os.path.join(helpers.ROOT, "grader", "tests", "adversarial")
SCANNED = ("/tmp", "/var/tmp", "/dev/shm")


def spec_of(name):
    return helpers.read_json(os.path.join(ADVERSARIAL, name, "expect.json"))


PARTS = os.path.join(helpers.ROOT, "grader", "tests", "adversarial_parts")
PART = re.compile(r"^// @part (\w+)$", re.M)
ATTACK = re.compile(r"^// @attack\n.*?^// @end attack\n", re.M | re.S)
ATTACK_MARKS = re.compile(r"^// @(?:end )?attack\n", re.M)
CONTROL_SUFFIX = "-control"     # the control's student name: the attack's, then this


def _part(name):
    """The text of adversarial_parts/NAME.cpp: what several submissions share, written once."""
    with open(os.path.join(PARTS, f"{name}.cpp"), encoding="utf-8") as f:
        return f.read().rstrip("\n")


def materialize(name, dest, control=False, root=None):
    """Writes the adversarial submission @p name into the folder @p dest (with @p control,
    its control: the same files without their attack; @p root: the course its @ROOT@ names,
    this checkout unless said)."""
    src = os.path.join(ADVERSARIAL, name)
    root, bdir = root or helpers.ROOT, helpers.build_dir()
    spec = spec_of(name)
    for dirpath, dirs, files in os.walk(src):
        rel = os.path.relpath(dirpath, src)
        os.makedirs(os.path.join(dest, rel), exist_ok=True)
        for f in files:
            if f in ("expect.json", "make.py") or f.endswith(".pyc"):
                continue
            with open(os.path.join(dirpath, f), encoding="utf-8") as fh:
                text = fh.read().replace("@ROOT@", root).replace("@BUILD@", bdir)
            text = PART.sub(lambda m: _part(m.group(1)), text)
            text = (ATTACK if control else ATTACK_MARKS).sub("", text)
            with open(os.path.join(dest, rel, f[:-3] if f.endswith(".in") else f), "w") as fh:
                fh.write(text)
    setup = spec.get("setup", {})
    for d in setup.get("dirs", []):
        os.makedirs(os.path.join(dest, d), exist_ok=True)
    for link, target in setup.get("symlinks", {}).items():
        path = os.path.join(dest, link)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        os.symlink(target.replace("@ROOT@", root), path)
    for path, text in setup.get("files", {}).items():   # any name: JSON escapes, surrogates
        full = os.path.join(dest, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as fh:
            fh.write(text)
    maker = os.path.join(src, "make.py")
    if os.path.isfile(maker):
        loaded = importlib.util.spec_from_file_location(f"adversarial_{name}", maker)
        module = importlib.util.module_from_spec(loaded)
        loaded.loader.exec_module(module)
        module.make(dest, root)


def guarded_files(lesson_ids):
    """What no submission may change: grader/, the lessons' expected/, and in the build every
    trusted file a submission is linked with, the reference probes and the grader's tools."""
    root = helpers.ROOT
    files = []
    for top in [os.path.join(root, "grader")] + \
            [os.path.join(root, "lessons", i, "expected") for i in lesson_ids]:
        for dirpath, dirs, names in os.walk(top):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            files += [os.path.join(dirpath, n) for n in sorted(names)]
    lessons = helpers.existing(lesson_ids)
    builds, _ = trusted.lesson_builds(root, lessons)
    for lb in builds.values():
        for cwd, argv in lb.link.values():
            files += [p for p in (a if os.path.isabs(a) else os.path.join(cwd, a)
                                  for a in argv[1:] if not a.startswith(("-", "@")))
                      if os.path.isfile(p) and not p.startswith("/usr/")]
        files += [lb.reference_probe] if lb.reference_probe else []
    files += list(trusted.tools(root).values())
    return sorted(set(files))


def digest(paths):
    """{path: sha256} of @p paths ("missing" when one is not there)."""
    out = {}
    for p in paths:
        try:
            with open(p, "rb") as f:
                out[p] = hashlib.sha256(f.read()).hexdigest()
        except OSError:
            out[p] = "missing"
    return out


def box_files(uids):
    """Files of the box user ids @p uids in the host's shared scratch places."""
    found = []
    for top in SCANNED:
        for dirpath, dirs, names in os.walk(top):
            if dirpath.count(os.sep) - top.count(os.sep) >= 2:
                dirs[:] = []
            for n in dirs + names:
                try:
                    if os.lstat(os.path.join(dirpath, n)).st_uid in uids:
                        found.append(os.path.join(dirpath, n))
                except OSError:
                    pass
    return found


def hidden_call_lines(lesson_ids):
    """Each hidden call as the probe reads it, without its id: what must never be shown."""
    return [" ".join(c.line("").split()) for check in helpers.checks()
            if check.lesson in lesson_ids and check.hidden for c in check.calls()]


# What one lesson of one submission may hold on the host while it is graded (grader/README.md,
# "What a run can hold"), with room for what the machine's other work does meanwhile: the
# grader's own session files (the kit and the views, made once: 46 MB for 11 lessons) and the
# kernel memory of at most two boxes' tmpfs inodes (about 10 MB each).
DISK_BOUND = 128 << 20
SLAB_BOUND = 128 << 20


@contextlib.contextmanager
def _grader_disk(megabytes, problems):
    """The grading scratch folder (TMPDIR): a small real disk of its own when the submission
    asks for one (expect.json "grader_disk_mb"), else the usual one."""
    if not megabytes:
        yield tempfile.gettempdir()
        return
    try:
        disk = helpers.small_disk(megabytes)
        folder = disk.__enter__()
    except OSError as e:
        problems.append(f"no disk of {megabytes} MB for the grader: {e}")
        yield tempfile.gettempdir()
        return
    try:
        print(f"the grader's scratch folder: a disk of {megabytes} MB of its own ({folder})")
        yield folder
    finally:
        disk.__exit__(None, None, None)


def _measured(sampler):
    """Problems when the run held more than the bounds on the host (and the figures, printed)."""
    for line in sampler.lines():
        print(line)
    problems = []
    if max(sampler.disk) - sampler.disk[0] > DISK_BOUND:
        problems.append(f"the grader's disk grew by {max(sampler.disk) - sampler.disk[0]} "
                        f"bytes during the run, over {DISK_BOUND}")
    if sampler.after[1] - sampler.disk[0] > 1 << 20:
        problems.append(f"the grader's disk holds {sampler.after[1] - sampler.disk[0]} bytes "
                        "more after the run than before it")
    if max(sampler.slab) - sampler.slab[0] > SLAB_BOUND:
        problems.append(f"the kernel's slab grew by {max(sampler.slab) - sampler.slab[0]} "
                        f"bytes during the run, over {SLAB_BOUND}")
    return problems


def grader_cpu(grades_dir, student, control):
    """{lesson id: (the grader's own CPU seconds on @p student's lesson, on @p control's)}, from
    the grade files of --grades-dir."""
    from grader.reporters import grade_file
    cpu = {}
    for who in (student, control):
        path = os.path.join(grades_dir, shown.file_stem(who) + ".grade.json")
        if not os.path.isfile(path):        # not graded at all: said by the scores
            return {}
        for lg in grade_file.from_json(helpers.read_json(path)).lessons:
            cpu.setdefault(lg.lesson_id, []).append(lg.grader_cpu)
    return {lid: tuple(v) for lid, v in cpu.items() if len(v) == 2}


def main(name):
    spec = spec_of(name)
    ids = list(spec["lessons"])
    have = [l.id for l in helpers.existing(ids)]
    if have != ids:
        print(f"SKIP: needs lessons {ids}; this course has {have}")
        return 0
    if spec.get("needs_jail") and helpers.no_jail():
        print(f"SKIP: {helpers.no_jail()}: without it this submission really could fork, fill "
              "the disk or edit the course, as grader/README.md says")
        return 0
    work = helpers.tempdir()
    klass = os.path.join(work, "class")
    student = spec.get("student", "a-hostile")
    sub = os.path.join(klass, student)
    materialize(name, sub)
    if spec.get("control"):
        materialize(name, sub + CONTROL_SUFFIX, control=True)
    helpers.reference_submission(os.path.join(klass, "b-reference"), helpers.existing(ids))
    guarded = guarded_files(ids)
    before = digest(guarded)
    results = os.path.join(work, "results")
    args = ["grade-class", klass, "--csv", os.path.join(work, "gradebook.csv"), "--lessons",
            ",".join(ids), "--jobs", "1", "--results-dir", results]
    grades_dir = os.path.join(work, "grades")
    if spec.get("control"):
        args += ["--grades-dir", grades_dir]
    if not spec.get("feedback"):
        args.append("--no-feedback")
    if spec.get("html"):
        args += ["--html", os.path.join(work, "html")]
    pid = []
    problems = []
    # What is measured is measured on a disk of its own: the machine's other work writes too.
    disk_mb = spec.get("grader_disk_mb") or (512 if spec.get("measure") else None)
    with _grader_disk(disk_mb, problems) as tmpdir:
        sampler = helpers.Sampler(tmpdir).start() if spec.get("measure") else None
        start = time.monotonic()
        status, text = helpers.run_course(*args, pid=pid, env={"TMPDIR": tmpdir})
        seconds = time.monotonic() - start
        if sampler:
            sampler.stop()
    print(text)
    if sampler:
        problems += _measured(sampler)
    if status != 0:
        problems.append(f"./course grade-class exited {status}")
    if "Traceback" in text:
        problems.append("a Python traceback")
    limit = spec.get("max_seconds", 60)
    if seconds > limit:
        problems.append(f"took {seconds:.0f} s, over {limit} s")
    written = {}
    control = student + CONTROL_SUFFIX if spec.get("control") else None
    for who in (student, "b-reference") + ((control,) if control else ()):
        path = os.path.join(results, shown.file_stem(who) + ".json")
        if os.path.isfile(path):
            written[who] = helpers.read_json(path)
        else:
            problems.append(f"no results.json for {shown.name(who)}")
    if student in written:
        scores = helpers.lesson_scores(written[student])
        for lid, correct in spec["lessons"].items():
            want = helpers.expected_score(lid, correct)
            got, most = scores.get(lid, (0.0, 0.0))
            print(f"{lid}: scored {got:g} of {most:g}, expected {want:g} (right: {correct})")
            if abs(got - want) > 1e-9:
                problems.append(f"{lid} scored {got:g}, expected exactly {want:g}")
            if most != helpers.expected_score(lid, "all"):
                problems.append(f"{lid}: the maximum is {most:g}, not every declared point")
    if control and student in written and control in written:
        attack_scores = helpers.lesson_scores(written[student])
        control_scores = helpers.lesson_scores(written[control])
        if attack_scores != control_scores:
            problems.append(f"the attack scored {attack_scores}, its control {control_scores}")
        for lid, (attack_cpu, control_cpu) in grader_cpu(grades_dir, student, control).items():
            print(f"{lid}: the grader's own CPU {attack_cpu:.3f} s on the attack, "
                  f"{control_cpu:.3f} s on its control")
    if "b-reference" in written:
        for lid, (got, most) in helpers.lesson_scores(written["b-reference"]).items():
            if got != most or most != helpers.expected_score(lid, "all"):
                problems.append(f"the reference graded after it scored {got:g}/{most:g} in {lid}")
    reported = text + "\n" + json.dumps(written.get(student, {}), indent=1)
    if spec.get("also_grade"):        # the one-student command too, with its terminal report
        status, alone = helpers.run_course("grade", "--submission", sub, "--lessons",
                                           ",".join(ids), "--no-feedback", "--html",
                                           os.path.join(work, "html-one"))
        print(alone)
        reported += "\n" + alone
        if status != 0 or "Traceback" in alone:
            problems.append(f"./course grade exited {status}")
    html_dir = os.path.join(work, "html")
    if spec.get("html"):
        for page in ("index.html", shown.file_stem(student) + ".html"):
            if not os.path.isfile(os.path.join(html_dir, page)):
                problems.append(f"no {page} in the HTML report")
            else:
                with open(os.path.join(html_dir, page), encoding="utf-8") as f:
                    reported += "\n" + f.read()
    for key in ("status", "message", "note"):
        if key in spec and spec[key] not in reported:
            problems.append(f"the report does not say '{spec[key]}'")
    for word in spec.get("says", []):
        if word not in reported:
            problems.append(f"the report does not say '{word}'")
    for pattern in spec.get("lines_absent", []):
        hits = [l for l in reported.splitlines() if re.search(pattern, l)]
        if hits:
            problems.append(f"a line matches {pattern!r}: {hits[0][:120]!r}")
    if spec.get("hidden_stays_hidden"):
        leaked = [l for l in hidden_call_lines(ids) if l in reported]
        if leaked:
            problems.append(f"{len(leaked)} hidden calls appear in the reports, e.g. {leaked[0]}")
    uids = host_side.uid_range(pid[0])
    left = helpers.box_leftovers(uids) + box_files(uids)
    if left:
        problems.append("left behind: " + ", ".join(left[:5]))
    after = digest(guarded)
    changed = [p for p in guarded if after[p] != before[p]]
    if changed:
        problems.append("the grader, the expected outputs or the trusted build changed: " +
                        ", ".join(changed[:5]))
    for path in spec.get("absent", []):
        path = path.replace("@ROOT@", helpers.ROOT)
        if os.path.lexists(path):
            problems.append(f"{path} was written")
            os.remove(path)
    shutil.rmtree(work, ignore_errors=True)
    for p in problems:
        print(f"FAIL: {p}")
    print(f"graded in {seconds:.1f} s")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
