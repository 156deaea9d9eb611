"""`./course test`: the course's own tests, those this copy has (both editions)."""

import json
import os
import re
import subprocess
import sys

from ... import build, editions
from ...language import COURSE
from ...lessons import ROOT, edition

_, ngettext = COURSE.gettext, COURSE.ngettext


def register(sub):
    if edition(ROOT) == editions.INSTRUCTOR:
        what = _("the course's own tests: both tracks, mistakes, outputs, tools")
    else:
        what = _("the course's own tests that this copy has: the starters fail cleanly, the "
                 "given code passes, the tools work")
    p = sub.add_parser("test", help=what)
    p.add_argument("-L", "--label", help="only the CTest tests with a label that matches this "
                                         "regular expression (e.g. 03-sat); then only what "
                                         "they need is built")
    p.add_argument("-R", "--name", metavar="REGEX",
                   help="only the CTest tests whose name matches (e.g. /starter/)")
    p.set_defaults(run=test)


def test(args, root=ROOT):
    from ... import test_results             # here: ./course check starts faster
    # Configured again every time: a test-only package installed since the last configure
    # (by this command's bootstrap or by hand) is found, and its checks are built and run.
    build.prepare("test", root, again=True)
    selection = []
    if args.label:
        selection += ["-L", args.label]
    if args.name:
        selection += ["-R", args.name]
    targets = needed_targets(root, selection) if selection else None
    if targets is None:
        what = _("both tracks, the named mistakes and the tools") \
            if edition(root) == editions.INSTRUCTOR else _("the course's starters and the tools")
        print(_("course: building {what}").format(what=what), flush=True)
    else:
        print(ngettext("course: building what the chosen tests run ({count} program)",
                       "course: building what the chosen tests run ({count} programs)",
                       len(targets)).format(count=len(targets)), flush=True)
    # The build says how far it is (a counter on a terminal, a line every few seconds in a
    # log): on a fresh machine it takes minutes.
    ok, output = build.build(targets, root, show_steps=True, progress_lines=True) \
        if targets != [] else (True, "")
    if not ok:
        print(output[-6000:])
        print(_("course: the build failed"))
        print(test_results.summary_line(0, 1, 0))
        return 1
    junit = os.path.join(build.build_dir(root), "Testing", "course-junit.xml")
    if os.path.exists(junit):
        os.remove(junit)
    cmd = ["ctest", "--test-dir", build.build_dir(root), "-j", build.jobs(),
           "--output-on-failure", "--timeout", "900"]
    if test_results.ctest_writes_junit():
        # The whole output of every test (CTest keeps 1 kB of a passed one by default), for
        # the reasons of skips inside tests that passed.
        cmd += ["--output-junit", junit, "--test-output-size-passed", "1000000"]
    cmd += selection
    returncode, text = _run_streaming(cmd)
    summary = test_results.summarize(text, junit)
    for line in summary.lines():
        print(line)
    return 0 if returncode == 0 and not summary.failed else 1


def _run_streaming(cmd):
    """Runs CTest, each line of its output shown as it comes (a test's line as the test ends);
    returns its exit status and the whole output."""
    lines = []
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          errors="replace", bufsize=1) as proc:
        for line in proc.stdout:
            sys.stdout.write(line)
            sys.stdout.flush()
            lines.append(line)
    return proc.returncode, "".join(lines)


# The grader's tests grade with the objects the whole build makes (COURSE_GRADER_NO_BUILD).
NEEDS_WHOLE_BUILD = ("grader",)


_ADD_TEST = re.compile(r"^add_test\((\[=\[.*?\]=\]|\S+) (.*)\)$", re.MULTILINE)


def _test_commands(bdir):
    """{test name: its command's words} from the CTestTestfile.cmake files CMake wrote (CTest
    itself leaves out the command of a test whose program is not built yet)."""
    commands = {}
    for dirpath, _dirs, files in os.walk(bdir):
        if "CTestTestfile.cmake" not in files:
            continue
        with open(os.path.join(dirpath, "CTestTestfile.cmake"), encoding="utf-8",
                  errors="replace") as f:
            text = f.read()
        for name, rest in _ADD_TEST.findall(text):
            if name.startswith("[=["):
                name = name[3:-3]
            commands[name] = re.findall(r'"((?:[^"\\]|\\.)*)"', rest)
    return commands


def needed_targets(root, selection):
    """The targets the CTest tests chosen by @p selection run (the programs their commands
    name), or None when one of them needs the whole build."""
    bdir = build.build_dir(root)
    run = subprocess.run(["ctest", "--test-dir", bdir, "--show-only=json-v1", *selection],
                         capture_output=True, text=True, errors="replace")
    try:
        tests = json.loads(run.stdout)["tests"]
    except (ValueError, KeyError):
        return None
    known = build.target_names(root)
    if known is None:
        return None
    commands = _test_commands(bdir)
    targets = set()
    for t in tests:
        props = {p["name"]: p["value"] for p in t.get("properties", [])}
        if set(props.get("LABELS", [])) & set(NEEDS_WHOLE_BUILD):
            return None
        for arg in commands.get(t["name"], t.get("command") or []):
            name = os.path.basename(arg)
            if arg.startswith(bdir + os.sep) and name in known:
                targets.add(name)
    return sorted(targets)
