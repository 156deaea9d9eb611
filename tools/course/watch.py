"""`./course watch NN`: check a lesson again every time one of its files changes.

Polling with the standard library: every POLL seconds the modification time and size of each
watched file is read; any difference (a file saved, added or removed) re-runs the same
evaluate() as `./course check`, and the screen shows the first failure and the progress bar.
While the student's file is away (an editor saving by renaming, `git stash`, a move), the
screen says so and the watch waits for it to come back.
"""

import os
import time

from . import report
from .errors import UsageError
from .language import COURSE

_ = COURSE.gettext

POLL = 0.5          # seconds between two looks at the files
CLEAR = "\033[2J\033[H"


def clear_for(stream):
    """What starts each round on @p stream: a cleared screen on a terminal; into a file or a
    pipe no control codes, only a blank line between rounds."""
    return CLEAR if stream.isatty() else "\n"


def watched_files(lesson):
    """The lesson's starter files, its tests, and its headers and given sources (what a
    student or an author edits); not its text or its outputs."""
    paths = []
    for folder in (os.path.join(lesson.dir, "starter"), os.path.join(lesson.dir, "tests")):
        if os.path.isdir(folder):
            paths += [os.path.join(folder, f) for f in sorted(os.listdir(folder))]
    paths += [os.path.join(lesson.dir, f) for f in sorted(os.listdir(lesson.dir))
              if f.endswith((".hpp", ".h", ".cpp"))]
    return [p for p in paths if os.path.isfile(p)]


def snapshot(paths):
    """{path: (mtime in ns, size)} for the files that exist."""
    out = {}
    for p in paths:
        try:
            st = os.stat(p)
        except OSError:
            continue
        out[p] = (st.st_mtime_ns, st.st_size)
    return out


def changed(before, after):
    """The paths that were added, removed or modified between two snapshots, sorted."""
    return sorted(p for p in set(before) | set(after) if before.get(p) != after.get(p))


def _header(lesson, changed_paths):
    lines = [_("lesson {lesson}: {title}   (./course watch {n}; Ctrl-C stops)").format(
        lesson=lesson.id, title=report.chapter_title(lesson), n=lesson.number)]
    if changed_paths:
        names = ", ".join(os.path.relpath(p, lesson.root) for p in changed_paths[:3])
        lines.append(_("changed: {files}").format(files=names))
    return lines + [""]


def screen(lesson, result, changed_paths=()):
    """What one round of watching shows (a list of lines)."""
    lines = _header(lesson, changed_paths)
    lines += (report.unbuilt(lesson) + report.describe(result, first_only=True)
              + report.warnings(result))
    lines.append("")
    lines.append(report.core_bar(result))
    if result.done and result.precision_failing:
        lines.append(report.verdict(result))
        lines.append(_("Run ./course to see which lesson is next."))
    elif result.done:
        lines.append(_("lesson {lesson} is done. Run ./course to see which lesson is "
                       "next.").format(lesson=lesson.id))
    return lines


def waiting(lesson, problem, changed_paths=()):
    """The screen while the student's file is away."""
    return _header(lesson, changed_paths) + [
        _("waiting: {problem}").format(problem=problem), "",
        _("the lesson is checked again as soon as the file is back.")]


def _round(lesson, evaluate, changed_paths=()):
    try:
        return screen(lesson, evaluate(lesson), changed_paths)
    except UsageError as e:
        return waiting(lesson, str(e).split("\n")[0], changed_paths)


def watch(lesson, evaluate, out=print, sleep=time.sleep, rounds=None, clear=CLEAR):
    """Evaluates now, then again after every change; `rounds` limits the polls (tests)."""
    before = snapshot(watched_files(lesson))
    out(clear + "\n".join(_round(lesson, evaluate)))
    polls = 0
    while rounds is None or polls < rounds:
        sleep(POLL)
        polls += 1
        after = snapshot(watched_files(lesson))
        diff = changed(before, after)
        if diff:
            before = after
            out(clear + "\n".join(_round(lesson, evaluate, diff)))
    return 0
