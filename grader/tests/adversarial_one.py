"""One adversarial submission (grader/tests/adversarial/NAME), graded like any other:

    python3 -m grader.tests.adversarial_one NAME

It must score exactly what its correct functions earn (expect.json: lesson -> the functions
that are right, or "all"), end within its time, say what went wrong, and leave the course's
files as they were. Exit 0 when all of that holds."""

import hashlib
import os
import shutil
import sys
import time

from grader import sandbox
from grader.tests import helpers


def digest_tree(paths):
    h = hashlib.sha256()
    for p in paths:
        for dirpath, dirs, files in sorted(os.walk(p)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for f in sorted(files):
                full = os.path.join(dirpath, f)
                h.update(full.encode())
                with open(full, "rb") as fh:
                    h.update(fh.read())
    return h.hexdigest()


def main(name):
    src = os.path.join(helpers.ROOT, "grader", "tests", "adversarial", name)
    spec = helpers.read_json(os.path.join(src, "expect.json"))
    ids = list(spec["lessons"])
    have = [l.id for l in helpers.existing(ids)]
    if have != ids:
        print(f"SKIP: needs lessons {ids}; this course has {have}")
        return 0
    if spec.get("needs_jail") and not sandbox.jail_available():
        print("SKIP: needs the jail (root on Linux): without it this submission really could "
              "fork, fill the disk or edit the course, as grader/README.md says")
        return 0
    work = helpers.tempdir()
    sub = os.path.join(work, "submission")
    root = helpers.ROOT
    for dirpath, dirs, files in os.walk(src):
        rel = os.path.relpath(dirpath, src)
        os.makedirs(os.path.join(sub, rel), exist_ok=True)
        for f in files:
            if f == "expect.json":
                continue
            with open(os.path.join(dirpath, f), encoding="utf-8") as fh:
                text = fh.read().replace("@ROOT@", root)
            with open(os.path.join(sub, rel, f[:-3] if f.endswith(".in") else f), "w") as fh:
                fh.write(text)
    setup = spec.get("setup", {})
    for d in setup.get("dirs", []):
        os.makedirs(os.path.join(sub, d), exist_ok=True)
    for link, target in setup.get("symlinks", {}).items():
        path = os.path.join(sub, link)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        os.symlink(target.replace("@ROOT@", root), path)
    # What a submission must not change: the expected outputs and the grader. (Not all of
    # lessons/ and solutions/: other people may be editing those while this runs.)
    guarded = [os.path.join(root, "lessons", i, "expected") for i in ids] + \
        [os.path.join(root, "grader")]
    before = digest_tree(guarded)
    results = os.path.join(work, "results.json")
    start = time.monotonic()
    status, text = helpers.run_course("grade", "--submission", sub, "--lessons", ",".join(ids),
                                      "--results", results, "--no-feedback")
    seconds = time.monotonic() - start
    print(text)
    problems = []
    if status != 0:
        problems.append(f"./course grade exited {status}")
    if "Traceback" in text:
        problems.append("a Python traceback")
    limit = spec.get("max_seconds", 60)
    if seconds > limit:
        problems.append(f"took {seconds:.0f} s, over {limit} s")
    if os.path.isfile(results):
        scores = helpers.lesson_scores(helpers.read_json(results))
        for lid, correct in spec["lessons"].items():
            want = helpers.expected_score(lid, correct)
            got = scores.get(lid, (0.0, 0.0))[0]
            print(f"{lid}: scored {got:g}, expected {want:g} (right: {correct})")
            if abs(got - want) > 1e-9:
                problems.append(f"{lid} scored {got:g}, expected exactly {want:g}")
    else:
        problems.append("no results.json written")
    for word in ([spec["status"]] if "status" in spec else []) + \
            ([spec["message"]] if "message" in spec else []) + \
            ([spec["note"]] if "note" in spec else []):
        if word not in text:
            problems.append(f"the report does not say '{word}'")
    if digest_tree(guarded) != before:
        problems.append("the expected outputs or the grader changed")
    for path in spec.get("absent", []):
        if os.path.exists(path.replace("@ROOT@", root)):
            problems.append(f"{path} was written")
            os.remove(path.replace("@ROOT@", root))
    shutil.rmtree(work, ignore_errors=True)
    for p in problems:
        print(f"FAIL: {p}")
    print(f"graded in {seconds:.1f} s")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
