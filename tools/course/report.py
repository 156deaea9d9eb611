"""How a lesson's result reads in the terminal (shared by check, status and watch)."""

import os
import re
import shlex

from .catch_results import spec_for

BAR_WIDTH = 20
SHOWN_LINES = 12          # lines of a failing case's printed output shown
SHOWN_WIDTH = 160         # characters of each


def progress_bar(passing, total):
    filled = round(BAR_WIDTH * passing / total) if total else 0
    return "[" + "#" * filled + "-" * (BAR_WIDTH - filled) + f"] {passing} of {total} checks pass"


def status_word(result):
    lesson = result.lesson
    if not result.built:
        return "does not link" if result.link else "does not compile"
    if result.done:
        return "done"
    if not lesson.started():
        return "not started"
    return f"{result.failing} of {result.total} checks failing"


def reread_line(readme, section):
    """The pointer to the chapter's section a failing case names: the one wording of check,
    the grader's reports and Gradescope's feedback. @p readme relative to the course."""
    return f'reread "{section}" in {readme}'


def _reread(lesson, section):
    return reread_line(os.path.relpath(lesson.readme, lesson.root), section)


def _printed(case):
    """The lines a failing case printed, cut to SHOWN_LINES lines of SHOWN_WIDTH characters."""
    if not case.output.strip():
        return []
    lines = case.output.splitlines()
    shown = [l if len(l) <= SHOWN_WIDTH else l[:SHOWN_WIDTH] + " ..." for l in lines[:SHOWN_LINES]]
    out = ["        your code printed:"] + [f"        | {l}" for l in shown]
    more = len(lines) - len(shown)
    if more > 0 or case.output_cut:
        extra = f"{more} more line(s)" if more > 0 else ""
        if case.output_cut:
            extra += (" and " if extra else "") + f"{case.output_cut} more bytes"
        out.append(f"        | ... ({extra} not shown)")
    return out


def _build_failure(result, files):
    lesson = result.lesson
    link = result.link
    if not link:
        # The files the errors are in: with --mine, an earlier lesson's own file may be one.
        named = []
        for line in result.build_errors:
            path = line.split(":", 1)[0]
            if " error: " in line and path.endswith(".cpp") and path not in named:
                named.append(path)
        return [f"  FAIL  {', '.join(named) or files} does not compile:"] + \
            [f"        {l}" for l in result.build_errors]
    header = os.path.relpath(os.path.join(lesson.dir, f"{lesson.name}.hpp"), lesson.root)
    return [f"  FAIL  {files} compiles, but the lesson's programs do not link:"] + \
        [f"        {line}" for line in link_lines(link, header)]


def link_lines(link, header):
    """What a build.LinkProblem means for the student, a line per name (at most 5 of each
    kind): the one wording of ./course check and the grader. @p header: the lesson's API
    header, relative to the course."""
    lines = []
    needed = [n for n in link.undefined if n not in link.from_student]
    for name in needed[:5]:
        lines.append(f"the lesson needs {name}, and nothing defines it: is it missing "
                     "or misnamed in your file, or do its parameters differ from "
                     f"{header}'s?")
    for name in [n for n in link.undefined if n in link.from_student][:5]:
        lines.append(f"your file calls {name}, which is declared but defined nowhere")
    for name in link.twice[:5]:
        lines.append(f"{name} is defined twice: your file defines something the "
                     "course already defines (or defines it twice)")
    return lines


def describe(result, first_only=False):
    """Lines describing every failure of a lesson (or only the first one)."""
    lesson = result.lesson
    lines = []
    files = ", ".join(f"lessons/{lesson.id}/starter/{f}" for f in lesson.student_files())
    if not result.built:
        return _build_failure(result, files)
    run = result.run
    if run.timed_out:
        where = f'in "{run.running}"' if run.running else "between two test cases"
        lines.append(f"  FAIL  the tests were stopped {where}: it ran for over "
                     f"{run.limit:g} s (an endless loop, or far too much work)")
    elif run.crashed:
        where = f' in "{run.running}"' if run.running else ""
        lines.append(f"  FAIL  the tests {run.crashed}{where}")
    for case in run.cases:
        if case.ok:
            if not first_only:
                lines.append(f"  ok    {case.name}")
            continue
        lines.append(f"  FAIL  {case.name}")
        lines += [f"        {f}" for f in case.failures[:3]]
        lines += _printed(case)
        if case.reread:
            lines.append(f"        {_reread(lesson, case.reread)}")
        if first_only:
            return lines
    not_run = result.not_run
    if not_run:
        lines.append(f"  FAIL  {len(not_run)} test case(s) did not run after that:")
        lines += [f"        {name}" for name in not_run[:5]]
        if len(not_run) > 5:
            lines.append(f"        ... and {len(not_run) - 5} more")
        if first_only:
            return lines
    if result.driver_problem:
        lines.append(f"  FAIL  {result.driver_problem}")
        if first_only:
            return lines
    for c in result.outputs:
        if c.ok:
            if not first_only:
                lines.append(f"  ok    output {c.message}")
            continue
        lines.append(f"  FAIL  output {c.message}")
        lines += [f"        {d.strip()}" for d in c.details[:4]]
        if c.diff_picture:
            lines.append(f"        diff picture: {os.path.relpath(c.diff_picture, lesson.root)}")
        if any(not case.ok for case in run.cases) or run.timed_out or run.crashed:
            # The driver calls the functions the failing cases test: their sections come first.
            lines.append("        made by the functions the failing tests above check: fix those first")
        else:
            lines.append(f"        {_reread(lesson, 'How to check')}")
        if first_only:
            return lines
    return lines


def unbuilt(lesson):
    """A line for each source file in starter/ that no build reads."""
    own = ", ".join(lesson.student_files())
    return [f"note: lessons/{lesson.id}/starter/{name} is not built: only {own} is (write "
            "your helpers in it)" for name in lesson.unbuilt_files()]


WARNINGS_SHOWN = 5


def warnings(result):
    """The compiler's warnings about the student's own files, a few, each on one line: they
    do not fail a check, and often point at the bug that does."""
    if not result.warnings:
        return []
    count = len(result.warnings)
    lines = [f"warning{'s' if count != 1 else ''} in your file ({count}; the build uses "
             "-Wall -Wextra):"]
    lines += [f"  {w}" for w in result.warnings[:WARNINGS_SHOWN]]
    if count > WARNINGS_SHOWN:
        lines.append(f"  ... and {count - WARNINGS_SHOWN} more")
    return lines


def shell_word(text):
    """@p text as one shell word, in the quotes that read best."""
    if "'" in text and not re.search(r'["$`!]|\\\\', text):
        return f'"{text}"'
    return shlex.quote(text)


def run_alone(result):
    """How to run the first failing (or unfinished) case by itself, and under gdb."""
    if not result.built or not result.program:
        return []
    run = result.run
    name = run.running if (run.timed_out or run.crashed) and run.running else \
        next((c.name for c in run.cases if not c.ok), "")
    if not name:
        return []
    exe = os.path.relpath(result.program, result.lesson.root)
    if not exe.startswith(".."):
        exe = os.path.join(".", exe)
    cmd = f"{shell_word(exe)} {shell_word(spec_for(name))}"
    lines = [f'run "{name}" by itself:', f"    {cmd}"]
    if run.timed_out:
        lines += ["in a debugger (press Ctrl-C when it hangs, then bt shows where it loops):",
                  f"    gdb -ex run --args {cmd}"]
    else:
        lines += ["in a debugger (stops where it crashes or at the first failed check; "
                  "bt shows the calls):",
                  f"    gdb -ex run --args {cmd} --break"]
    return lines
