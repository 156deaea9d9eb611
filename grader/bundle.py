"""`./course gradescope --out autograder.zip`: the bundle Gradescope runs.

Gradescope unzips the bundle into /autograder/source, runs setup.sh once when the image is
built, then run_autograder for each submission (the student's files in /autograder/submission);
the grade goes to /autograder/results/results.json. The bundle is this course as last
committed (committed_files: git's tracked files, never the working tree), solutions/ included
but root's alone with grader/ and the instructor's other files (root_only), every other
Markdown file as the student edition renders it (bundled_files), plus those two scripts and,
in carried-debs/, Debian's lodepng packages for images whose apt has none (CARRIED). The root
/autograder can be moved with AUTOGRADER_ROOT, so the bundle can be tried locally.
"""

import json
import os
import shlex
import shutil
import stat
import subprocess
import sys
import tempfile
import zipfile

from course import editions
from course.language import wanted
from course.lessons import ROOT

from . import shown
from .reporters import MESSAGES

_ = MESSAGES.gettext

# What setup.sh and run_autograder make root's alone: the instructor's files, as editions.py
# names them for the student edition (solutions/: the reference, its grading and hidden cases;
# grader/; the instructor's commands, docs and tools). Everything else of the bundle is
# readable by the box's user id where the box has no namespaces, so nothing else may carry
# reference code: every other Markdown file goes as the student edition renders it
# (course.release.student_markdown: a quotation of solutions/ becomes a note), and
# grader/box-contents searches every file such a user id can read.
def root_only(rel):
    """True for a file of the course (relative, '/'-separated) the bundle makes root's alone."""
    return editions.instructor_only(rel)


def root_only_paths(root):
    """The bash words of what root_only names among the tracked files of @p root: each
    instructor folder whole, and each instructor file outside them."""
    folders = [f.rstrip("/") for f in editions.INSTRUCTOR_FOLDERS]
    tracked = _git(root, "ls-files", "-z").stdout.decode("utf-8", "surrogateescape")
    paths = [f for f in folders if os.path.isdir(os.path.join(root, f))]
    paths += sorted(rel for rel in tracked.split("\0") if rel and root_only(rel) and
                    not any(rel.startswith(f + "/") for f in folders))
    return " ".join(shlex.quote(p) for p in paths)

# The images the course builds on: what `apt-get install` needs is packaged there, except
# liblodepng-dev where Ubuntu has none (before 24.04): there setup.sh installs the Debian
# packages the bundle carries (CARRIED). grader/README.md, "Gradescope", says which image to pick.
IMAGES = (("debian", 12), ("ubuntu", 22))
PACKAGES = "g++ cmake ninja-build python3 catch2 liblodepng-dev"
WANTED = "Ubuntu 22.04"

# Debian's own lodepng (it needs only glibc 2.14 and the C++ runtime), taken with `apt-get
# download` when the bundle is made, with its copyright files: for images whose apt has no
# liblodepng-dev (Ubuntu 22.04, Gradescope's newest base image).
CARRIED = ("liblodepng0", "liblodepng-dev")
CARRIED_DIR = "carried-debs"
CARRIED_FOR = "liblodepng-dev"

SETUP = """#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image.
set -euo pipefail
ROOT="${AUTOGRADER_ROOT:-/autograder}"
# Each step said as it starts, with the time so far (the whole takes minutes).
step() { echo "setup.sh: [${SECONDS} s] $*"; }
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
    echo "  It needs apt and these packages: @PACKAGES@" >&2
    echo "  (Debian 12 or later, Ubuntu 22.04 or later: g++ 11, CMake 3.22, Catch2 2.13.8" >&2
    echo "  and Python 3.10 at least)." >&2
    echo "  In Gradescope's Configure Autograder page choose the base image @WANTED@," >&2
    echo "  then upload the bundle again (grader/README.md, \\"Gradescope\\")." >&2
    exit 1
fi
echo "setup.sh: the image is $os_id $os_version"
step "checking the packages the course needs: @PACKAGES@"
# 2. The compilers and libraries (apt only for what is missing). Where apt has no
# @CARRIED_FOR@ (Ubuntu before 24.04), the Debian packages in @CARRIED_DIR@/ (its README.txt
# says why they are there), with dpkg (DPKG: another dpkg, for the tests).
export DEBIAN_FRONTEND=noninteractive
missing=()
for p in @PACKAGES@; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
carried=()
if [ "${#missing[@]}" -gt 0 ]; then
    step "missing: ${missing[*]}; apt-get update"
    apt-get update
    candidate=$(apt-cache policy @CARRIED_FOR@ 2>/dev/null | sed -n 's/^ *Candidate: *//p')
    if [[ " ${missing[*]} " == *" @CARRIED_FOR@ "* ]] && \\
            { [ -z "$candidate" ] || [ "$candidate" = "(none)" ]; }; then
        carried=("$ROOT/source/@CARRIED_DIR@"/*.deb)
        kept=()
        for p in "${missing[@]}"; do [ "$p" = @CARRIED_FOR@ ] || kept+=("$p"); done
        missing=("${kept[@]}")
    fi
fi
if [ "${#missing[@]}" -gt 0 ]; then
    step "installing ${missing[*]} with apt-get"
    apt-get install -y --no-install-recommends "${missing[@]}"
fi
if [ "${#carried[@]}" -gt 0 ]; then
    arch=$(dpkg --print-architecture)
    for deb in "${carried[@]}"; do
        deb_arch=$(dpkg-deb -f "$deb" Architecture 2>/dev/null || true)
        if [ "$deb_arch" != "$arch" ] && [ "$deb_arch" != all ]; then
            echo "setup.sh: this image's apt has no @CARRIED_FOR@ and the bundle carries none" >&2
            echo "  for its architecture ($arch): ${deb##*/}. Make the bundle on a Debian 12 or" >&2
            echo "  Ubuntu 24.04 machine of that architecture, or pick an image that packages" >&2
            echo "  it." >&2
            exit 1
        fi
    done
    echo "setup.sh: this image's apt has no @CARRIED_FOR@: installing the Debian packages the"
    echo "  bundle carries (@CARRIED_DIR@/README.txt): ${carried[*]##*/}"
    ${DPKG:-dpkg} -i "${carried[@]}"
fi
cd "$ROOT/source"
export COURSE_BUILD_DIR="${COURSE_BUILD_DIR:-$ROOT/build}"
# The lessons this bundle grades (./course gradescope --lessons; none: all of them).
lessons=(@LESSONS@)
# 3. Builds the trusted parts once, and proves the image grades: the reference gets every point
# and passes every Catch2 test, or the image's build fails (--expect-full says why).
# The build says its steps as it goes; while a step of its own is longer than HEARTBEAT
# seconds, this says that it still works: the image's log is never silent for minutes.
export PYTHONUNBUFFERED=1
HEARTBEAT="${SETUP_HEARTBEAT:-30}"
with_heartbeat() {
    local what="$1"; shift
    "$@" &
    local pid=$! last=$SECONDS
    while kill -0 "$pid" 2>/dev/null; do
        sleep 1
        if (( SECONDS - last >= HEARTBEAT )); then
            step "still $what"
            last=$SECONDS
        fi
    done
    wait "$pid"
}
step "building the course and grading its reference (it must get full marks; minutes)"
with_heartbeat "building the course and grading its reference" \
    python3 ./course grade --reference --expect-full "${lessons[@]}"
step "the reference gets full marks"
# 4. Which guarantees hold here: whether the box's namespaces work on this image (a trial box).
# run_autograder tries again for each submission (the container it runs in may differ) and
# puts what it found in the results.
state=$(PYTHONPATH="$ROOT/source/tools:$ROOT/source" python3 -m grader.bundle box-state 2>&1) ||
    state="the box's state could not be found (the trial failed: $state)"
echo "setup.sh: $state"
# 5. What no submission may read, where the box has no namespaces: root's alone (run_autograder
# makes them so again before each submission).
chmod -R go-rwx -- @ROOT_ONLY@ "$COURSE_BUILD_DIR"
step "done"
"""

RUN = """#!/usr/bin/env bash
# Gradescope runs this for each submission: the student's files are in $ROOT/submission, the
# grade goes to $ROOT/results/results.json (Gradescope's format).
set -uo pipefail
ROOT="${AUTOGRADER_ROOT:-/autograder}"
cd "$ROOT/source"
export COURSE_BUILD_DIR="${COURSE_BUILD_DIR:-$ROOT/build}"
# The students' language: the one the bundle was made in (COURSE_LANG=ko ./course gradescope).
export COURSE_LANG="${COURSE_LANG:-@LANGUAGE@}"
mkdir -p "$ROOT/results"
rm -f "$ROOT/results/results.json"
# Where the container forbids namespaces the grader has no jail: the submission's code then runs
# under a user id of its own, seeing this machine's files. The reference, the hidden cases, the
# grader and the build are made root's alone (setup.sh made them so; again, in case the image
# was changed since), so that it cannot read them even then; every other file of the bundle is
# public (its chapters as the student edition has them, without the reference's code).
mkdir -p "$COURSE_BUILD_DIR"
chmod -R go-rwx -- @ROOT_ONLY@ "$COURSE_BUILD_DIR"
# The lessons this bundle grades (./course gradescope --lessons; none: all of them), and how
# the results show the hidden checks (--hidden-visibility).
lessons=(@LESSONS@)
python3 ./course grade --submission "$ROOT/submission" "${lessons[@]}" @GRADE_OPTIONS@ \\
    --results "$ROOT/results/results.json"
status=$?
# A grader that cannot grade writes results that say so; if even that failed (Python itself
# broken), this does, with the bundle's full maximum (every point of its lessons, written in).
if ! python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["tests"]' \\
        "$ROOT/results/results.json" 2>/dev/null; then
    printf '{"score": 0, "max_score": %s, "output": "the autograder itself failed (status %s); tell your instructor", "output_format": "text", "test_output_format": "text", "test_name_format": "text", "tests": [{"name": "the autograder", "score": 0, "max_score": %s, "status": "failed", "output": "the autograder failed (status %s)", "visibility": "visible"}]}\\n' \\
        "@MAX_SCORE@" "$status" "@MAX_SCORE@" "$status" > "$ROOT/results/results.json"
fi
# Which guarantees held for this submission, for the instructor: the results' first line says
# whether the box's namespaces worked in this container.
PYTHONPATH="$ROOT/source/tools:$ROOT/source" python3 -m grader.bundle note-results \
    "$ROOT/results/results.json" || true
exit 0
"""


def max_score(root, lesson_ids=None):
    """Every declared point of @p lesson_ids (None: every lesson this course has): the maximum
    of any grade the bundle gives."""
    from . import gradings
    loaded, problems = gradings.load_all(root, lesson_ids)
    if problems:      # never a bundle whose maximum leaves a lesson out
        raise RuntimeError("; ".join(problems.values()))
    return sum(c.points for g in loaded.values() for c in g.checks)


def _lessons_args(lesson_ids):
    """The bash words of `--lessons ID,ID` (nothing for every lesson)."""
    return f"--lessons {shlex.quote(','.join(lesson_ids))}" if lesson_ids else ""


def setup_script(lesson_ids=None, root=None):
    """setup.sh, with the images and packages of IMAGES and PACKAGES, the bundle's lessons
    (None: all) and what of the course @p root (this checkout unless said) is root's alone
    written in."""
    cases = "\n".join(f"  {name}) need={major} ;;" for name, major in IMAGES)
    return SETUP.replace("@CASES@", cases).replace("@PACKAGES@", PACKAGES) \
        .replace("@WANTED@", WANTED).replace("@CARRIED_FOR@", CARRIED_FOR) \
        .replace("@CARRIED_DIR@", CARRIED_DIR).replace("@LESSONS@", _lessons_args(lesson_ids)) \
        .replace("@ROOT_ONLY@", root_only_paths(root or ROOT))


def run_script(root, lesson_ids=None, hidden_visibility=None):
    """run_autograder, with the bundle's lessons (None: all), their maximum (the fallback
    results' maximum), the visibility of the hidden checks and the language of its feedback
    (course.language's choice when the bundle is made) written in."""
    options = f"--hidden-visibility {shlex.quote(hidden_visibility)}" if hidden_visibility \
        else ""
    return RUN.replace("@LESSONS@", _lessons_args(lesson_ids)) \
        .replace("@GRADE_OPTIONS@", options).replace("@LANGUAGE@", wanted()) \
        .replace("@MAX_SCORE@", f"{max_score(root, lesson_ids):g}") \
        .replace("@ROOT_ONLY@", root_only_paths(root))


# --- the packages the bundle carries ------------------------------------------------------------

CARRIED_README = """Why these Debian packages are in the bundle

{names} are Debian's own packages of lodepng (the PNG library the course's
pictures use), taken with `apt-get download` from the apt of the machine that made this bundle
({made_on}) by `./course gradescope`, with each package's copyright file beside it
(NAME.copyright: lodepng is under the zlib licence).

setup.sh installs them with `dpkg -i` only when the image's apt has no candidate for
{carried_for} (Ubuntu packages it only from 24.04 on; Gradescope's newest base image is Ubuntu
22.04). Otherwise apt installs the image's own and these files are not used. The library needs
only glibc 2.14 and the C++ runtime, which every supported image has.

{listing}
"""


def _deb_field(deb, field):
    return subprocess.run(["dpkg-deb", "-f", deb, field], capture_output=True, text=True,
                          check=True).stdout.strip()


def _copyright(deb, package, scratch):
    """The copyright file a .deb installs (usr/share/doc/PACKAGE/copyright), as bytes."""
    unpacked = os.path.join(scratch, package + ".unpacked")
    subprocess.run(["dpkg-deb", "-x", deb, unpacked], capture_output=True, check=True)
    with open(os.path.join(unpacked, "usr", "share", "doc", package, "copyright"), "rb") as f:
        return f.read()


def _made_on():
    try:
        with open("/etc/os-release") as f:
            fields = dict(line.rstrip("\n").split("=", 1) for line in f if "=" in line)
        return fields.get("PRETTY_NAME", "").strip('"') or "unknown system"
    except OSError:
        return "unknown system"


def carried_files():
    """{name in the bundle: bytes}: the CARRIED .debs, their copyright files and the README
    that says why they are there, under CARRIED_DIR/. Raises OSError, saying what to do, where
    they cannot be downloaded (no apt, no network)."""
    scratch = tempfile.mkdtemp(prefix="course-carried-")
    try:
        os.chmod(scratch, 0o755)          # apt downloads as its own user where it can
        try:
            subprocess.run(["apt-get", "download", *CARRIED], cwd=scratch, capture_output=True,
                           text=True, check=True, timeout=300)
        except (OSError, subprocess.SubprocessError) as e:
            said = getattr(e, "stderr", "") or str(e)
            raise OSError(
                "no bundle written: the bundle carries Debian's " + " and ".join(CARRIED) +
                " for images whose apt has none (Ubuntu 22.04), and `apt-get download` could "
                "not take them here: " + " ".join(said.split())[-400:] + ". Make the bundle "
                "on Debian 12 or later (or Ubuntu 24.04 or later), with its package "
                "mirror reachable") from None
        files, rows = {}, []
        for package in CARRIED:
            debs = sorted(n for n in os.listdir(scratch)
                          if n.startswith(package + "_") and n.endswith(".deb"))
            if len(debs) != 1:
                raise OSError(f"no bundle written: `apt-get download {package}` gave "
                              f"{len(debs)} .deb files")
            deb = os.path.join(scratch, debs[0])
            with open(deb, "rb") as f:
                files[f"{CARRIED_DIR}/{debs[0]}"] = f.read()
            files[f"{CARRIED_DIR}/{package}.copyright"] = _copyright(deb, package, scratch)
            rows.append(f"  {debs[0]}: {package} {_deb_field(deb, 'Version')} "
                        f"({_deb_field(deb, 'Architecture')}), maintained by "
                        f"{_deb_field(deb, 'Maintainer')}")
        files[f"{CARRIED_DIR}/README.txt"] = CARRIED_README.format(
            names=" and ".join(CARRIED), made_on=_made_on(), carried_for=CARRIED_FOR,
            listing="\n".join(rows)).encode()
        return files
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


# --- the box's guarantees, said by setup.sh and in every results.json -----------------------

def box_state():
    """One line: whether the box's namespaces work here (a trial box), and so which of the
    box's guarantees hold (grader/README.md, "The box" and "What is not defended")."""
    from . import sandbox
    if sandbox.jail_available():
        return ("the box's namespaces work on this image: each run of a submission's code is "
                "jailed (mount, PID, IPC, UTS and network namespaces: it sees only the files it "
                "needs), under a user id of its own, with the seccomp filter and the limits")
    if os.environ.get("COURSE_GRADER_NO_JAIL"):
        why = "turned off by COURSE_GRADER_NO_JAIL"
    elif not sandbox.running_as_root():
        why = "the grader does not run as root"
    elif not os.path.isfile(sandbox._helper_path()):
        why = f"grader-box is not built: {sandbox._helper_path()}"
    else:
        why = "the container forbids them"
    return (f"the box's namespaces do NOT work on this image ({why}): a submission's code runs "
            "under the seccomp filter and the limits" +
            (", under a user id of its own" if sandbox.running_as_root() else "") +
            ", but sees this machine's files (the reference, the hidden cases and the build "
            "are root's alone) and can leave files for a later run (grader/README.md, \"What "
            "is not defended\")")


def note_results(path):
    """Puts box_state() last in the top-level "output" of the results.json at @p path, said to
    be for the instructor: the first lines a student reads are their grade's."""
    with open(path) as f:
        results = json.load(f)
    said = str(results.get("output", "")).rstrip("\n")
    results["output"] = (said + "\n\n" if said else "") + \
        _("box (for the instructor): {state}").format(state=box_state())
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(results, f, indent=1)
    os.replace(tmp, path)


def _executable(name, data):
    info = zipfile.ZipInfo(name)
    info.external_attr = (stat.S_IFREG | 0o755) << 16
    info.compress_type = zipfile.ZIP_DEFLATED
    return info, data


# --- what the bundle holds of the course: git's tracked files, as committed ---------------------

class NotBundled(OSError):
    """The bundle cannot be made from this checkout (said; no bundle is written)."""


def _git(root, *args):
    return subprocess.run(["git", "-C", root, *args], capture_output=True, timeout=300)


def check_tree(root):
    """Raises NotBundled unless @p root is a git checkout whose tracked files are as committed:
    the bundle is made of the commit (never of untracked scratch files or a changed starter),
    and `./course gradescope` grades the working tree's reference before writing it, so the two
    must be the same. Returns the number of untracked files, which stay out."""
    try:
        top = _git(root, "rev-parse", "--show-toplevel")
    except (OSError, subprocess.SubprocessError) as e:
        raise NotBundled(_("no bundle written: git cannot be run ({error}): the bundle is "
                           "made from git's tracked files").format(error=e)) from None
    if top.returncode != 0 or os.path.realpath(top.stdout.decode().strip()) != \
            os.path.realpath(root):
        raise NotBundled(_("no bundle written: {root} is not a git checkout, and the bundle is "
                           "made from git's tracked files (git init, git add and git commit "
                           "make one)").format(root=root))
    status = _git(root, "status", "--porcelain=v1", "-z", "--untracked-files=no")
    if status.returncode != 0:
        raise NotBundled(_("no bundle written: git cannot list the last commit: {error}").format(
            error=shown.one_line(status.stderr.decode("utf-8", "replace"))))
    changed, entries = [], iter(status.stdout.split(b"\0"))
    for entry in entries:           # "XY path", and a rename's or copy's source after it
        if len(entry) > 3:
            changed.append(entry[3:].decode("utf-8", "replace"))
            if entry[:1] in (b"R", b"C"):
                next(entries, None)
    if changed:
        raise NotBundled(_("no bundle written: {count} tracked files differ from the last "
                           "commit ({files}): the bundle holds what is committed, and the "
                           "reference ./course gradescope grades is the working tree's; commit "
                           "or stash them, then make the bundle again").format(
            count=len(changed), files=", ".join(shown.one_line(c) for c in changed[:8]) +
            (", ..." if len(changed) > 8 else "")))
    others = _git(root, "ls-files", "-z", "--others", "--exclude-standard")
    return len([p for p in others.stdout.split(b"\0") if p])


def committed_files(root):
    """{relative path: (permission bits, bytes)} of every file of the last commit (HEAD), read
    from git's objects, never from the working tree; symbolic links and submodules stay out."""
    listing = _git(root, "ls-tree", "-r", "-z", "--full-tree", "HEAD")
    if listing.returncode != 0:
        raise NotBundled(_("no bundle written: git cannot list the last commit: {error}").format(
            error=shown.one_line(listing.stderr.decode("utf-8", "replace"))))
    entries = []
    for entry in listing.stdout.split(b"\0"):
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind == b"blob" and mode in (b"100644", b"100755"):
            entries.append((path.decode("utf-8", "surrogateescape"), int(mode, 8) & 0o777,
                            sha))
    batch = subprocess.run(["git", "-C", root, "cat-file", "--batch"], capture_output=True,
                           input=b"".join(sha + b"\n" for _, _, sha in entries), timeout=600)
    data, pos, files = batch.stdout, 0, {}
    for path, mode, sha in entries:
        end = data.index(b"\n", pos)
        size = int(data[pos:end].split()[2])
        files[path] = (mode, data[end + 1:end + 1 + size])
        pos = end + 2 + size             # the blob, then a newline
    return files


def bundled_files(root):
    """{relative path: (mode, bytes)}: the course as the bundle holds it, the committed files
    with every Markdown file that is not root_only in its student rendering."""
    from course import release
    chapters = release.chapter_lessons(root)
    out = {}
    for rel, (mode, data) in committed_files(root).items():
        if rel.endswith(".md") and not root_only(rel):
            data = release.student_markdown(data.decode("utf-8"), rel,
                                            chapters.get(rel)).encode("utf-8")
        out[rel] = (mode, data)
    return out


def write(root, out_path, lesson_ids=None, hidden_visibility=None, log=print):
    """Writes the bundle of @p lesson_ids (None: every lesson; one Gradescope assignment per
    lesson is a bundle of one); returns its path."""
    untracked = check_tree(root)
    course = bundled_files(root)
    if untracked:
        log(_("course gradescope: {count} untracked files of this checkout are not in the "
              "bundle (it holds git's tracked files, as committed)").format(count=untracked),
            flush=True)
    log(f"course gradescope: taking Debian's {' and '.join(CARRIED)} with apt-get download "
        f"(for images whose apt has no {CARRIED_FOR})", flush=True)
    carried = carried_files()        # without them no bundle is written
    tmp = out_path + ".tmp"
    scripts = (("setup.sh", setup_script(lesson_ids, root)),
               ("run_autograder", run_script(root, lesson_ids, hidden_visibility)))
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in scripts:
            z.writestr(*_executable(name, text))
        for name, data in sorted(carried.items()):
            z.writestr(name, data)
        for rel, (mode, data) in sorted(course.items()):
            info = zipfile.ZipInfo(rel, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = (stat.S_IFREG | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
    os.replace(tmp, out_path)
    return out_path


def main(argv):
    """`python3 -m grader.bundle box-state | note-results FILE`: what setup.sh and
    run_autograder run."""
    if argv == ["box-state"]:
        print(box_state())
        return 0
    if len(argv) == 2 and argv[0] == "note-results":
        try:
            note_results(argv[1])
        except (OSError, ValueError, AttributeError, TypeError) as e:
            print(f"run_autograder: the box's state is not in the results: {e}", file=sys.stderr)
            return 1
        return 0
    print("usage: python3 -m grader.bundle box-state | note-results FILE", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
