"""`./course gradescope --out autograder.zip`: the bundle Gradescope runs.

Gradescope unzips the bundle into /autograder/source, runs setup.sh once when the image is
built, then run_autograder for each submission (the student's files in /autograder/submission);
the grade goes to /autograder/results/results.json. The bundle is this course (solutions/ and
grader/hidden/ included: the image is the instructor's) plus those two scripts. The root
/autograder can be moved with AUTOGRADER_ROOT, so the bundle can be tried locally.
"""

import os
import stat
import zipfile

SKIP = {".git", "build", "__pycache__", ".course", ".pytest_cache"}

SETUP = """#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image.
set -euo pipefail
ROOT="${AUTOGRADER_ROOT:-/autograder}"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends g++ cmake ninja-build python3 catch2 liblodepng-dev
cd "$ROOT/source"
export COURSE_BUILD_DIR="${COURSE_BUILD_DIR:-$ROOT/build}"
# Builds the trusted parts once, and proves the image grades: the reference scores full marks.
python3 ./course grade --reference --no-feedback
"""

RUN = """#!/usr/bin/env bash
# Gradescope runs this for each submission: the student's files are in $ROOT/submission, the
# grade goes to $ROOT/results/results.json (Gradescope's format).
set -uo pipefail
ROOT="${AUTOGRADER_ROOT:-/autograder}"
cd "$ROOT/source"
export COURSE_BUILD_DIR="${COURSE_BUILD_DIR:-$ROOT/build}"
mkdir -p "$ROOT/results"
rm -f "$ROOT/results/results.json"
# Where the container forbids namespaces the grader has no jail: the submission's code then runs
# under a user id of its own, seeing this machine's files. The reference, the hidden cases and
# the build are made root's alone, so that it cannot read them even then.
mkdir -p "$COURSE_BUILD_DIR"
chmod go-rwx solutions grader "$COURSE_BUILD_DIR"
lessons=()
if [ -n "${COURSE_GRADE_LESSONS:-}" ]; then lessons=(--lessons "$COURSE_GRADE_LESSONS"); fi
python3 ./course grade --submission "$ROOT/submission" "${lessons[@]}" \\
    --results "$ROOT/results/results.json"
status=$?
# A grader that cannot grade writes results that say so; if even that failed (Python itself
# broken), this does, with the course's full maximum (MAX_SCORE, written into the bundle).
if ! python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["tests"]' \\
        "$ROOT/results/results.json" 2>/dev/null; then
    printf '{"score": 0, "max_score": %s, "output": "the autograder itself failed (status %s); tell your instructor", "tests": [{"name": "the autograder", "score": 0, "max_score": %s, "status": "failed", "output": "the autograder failed (status %s)", "visibility": "visible"}]}\\n' \\
        "@MAX_SCORE@" "$status" "@MAX_SCORE@" "$status" > "$ROOT/results/results.json"
fi
exit 0
"""


def max_score(root):
    """Every declared point of the lessons this course has: the maximum of any grade."""
    from . import lessons
    gradings, problems = lessons.load_all(root)
    if problems:      # never a bundle whose maximum leaves a lesson out
        raise RuntimeError("; ".join(problems.values()))
    return sum(c.points for g in gradings.values() for c in g.checks)


def write(root, out_path):
    """Writes the bundle; returns its path."""
    tmp = out_path + ".tmp"
    run = RUN.replace("@MAX_SCORE@", f"{max_score(root):g}")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in (("setup.sh", SETUP), ("run_autograder", run)):
            info = zipfile.ZipInfo(name)
            info.external_attr = (stat.S_IFREG | 0o755) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, text)
        out_real = os.path.realpath(out_path)
        for dirpath, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d not in SKIP and not os.path.islink(
                os.path.join(dirpath, d)))
            for f in sorted(files):
                full = os.path.join(dirpath, f)
                if os.path.islink(full) or os.path.realpath(full) in (out_real, tmp) or \
                        f.endswith((".pyc", ".zip", ".tmp")):
                    continue
                z.write(full, os.path.relpath(full, root))
    os.replace(tmp, out_path)
    return out_path
