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

# The images the course builds on: what `apt-get install` needs is packaged there
# (liblodepng-dev: Debian from 12, Ubuntu from 24.04; Ubuntu 22.04, Gradescope's default base
# image, does not have it). grader/README.md, "Gradescope", says which image to pick.
IMAGES = (("debian", 12), ("ubuntu", 24))
PACKAGES = "g++ cmake ninja-build python3 catch2 liblodepng-dev"
WANTED = "Ubuntu 24.04"

SETUP = """#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image.
set -euo pipefail
ROOT="${AUTOGRADER_ROOT:-/autograder}"
# 1. The image, first: one the course cannot build on stops here, saying which to pick.
release="${COURSE_OS_RELEASE:-/etc/os-release}"
os_id=$( (. "$release" && echo "${ID:-}") 2>/dev/null || true)
os_version=$( (. "$release" && echo "${VERSION_ID:-}") 2>/dev/null || true)
major="${os_version%%.*}"
case "$os_id" in
@CASES@
  *) need="" ;;
esac
if [ -z "$need" ] || { [ -n "$major" ] && [ "$major" -lt "$need" ] 2>/dev/null; }; then
    echo "setup.sh: this image is ${os_id:-of unknown kind} ${os_version} ($release): the course" >&2
    echo "  cannot be built on it." >&2
    echo "  It needs apt and these packages: @PACKAGES@;" >&2
    echo "  liblodepng-dev is packaged in Debian from 12 and in Ubuntu from 24.04 only." >&2
    echo "  In Gradescope's Configure Autograder page choose the base image @WANTED@," >&2
    echo "  then upload the bundle again (grader/README.md, \\"Gradescope\\")." >&2
    exit 1
fi
# 2. The compilers and libraries (apt only for what is missing).
export DEBIAN_FRONTEND=noninteractive
missing=()
for p in @PACKAGES@; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
    apt-get update
    apt-get install -y --no-install-recommends "${missing[@]}"
fi
cd "$ROOT/source"
export COURSE_BUILD_DIR="${COURSE_BUILD_DIR:-$ROOT/build}"
lessons=()
if [ -n "${COURSE_GRADE_LESSONS:-}" ]; then lessons=(--lessons "$COURSE_GRADE_LESSONS"); fi
# 3. Builds the trusted parts once, and proves the image grades: the reference gets every point
# and passes every Catch2 test, or the image's build fails (--expect-full says why).
python3 ./course grade --reference --expect-full "${lessons[@]}"
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
    from . import gradings
    loaded, problems = gradings.load_all(root)
    if problems:      # never a bundle whose maximum leaves a lesson out
        raise RuntimeError("; ".join(problems.values()))
    return sum(c.points for g in loaded.values() for c in g.checks)


def setup_script():
    """setup.sh, with the images and packages of IMAGES and PACKAGES written in."""
    cases = "\n".join(f"  {name}) need={major} ;;" for name, major in IMAGES)
    return SETUP.replace("@CASES@", cases).replace("@PACKAGES@", PACKAGES) \
        .replace("@WANTED@", WANTED)


def write(root, out_path):
    """Writes the bundle; returns its path."""
    tmp = out_path + ".tmp"
    run = RUN.replace("@MAX_SCORE@", f"{max_score(root):g}")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in (("setup.sh", setup_script()), ("run_autograder", run)):
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
