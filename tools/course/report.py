"""How a lesson's result reads in the terminal (shared by check, status and watch)."""

import os

BAR_WIDTH = 20


def progress_bar(passing, total):
    filled = round(BAR_WIDTH * passing / total) if total else 0
    return "[" + "#" * filled + "-" * (BAR_WIDTH - filled) + f"] {passing} of {total} checks pass"


def status_word(result, pristine_digest):
    lesson = result.lesson
    if not result.built:
        return "does not compile"
    if result.done:
        return "done"
    if pristine_digest == lesson.starter_digest():
        return "not started"
    return f"{result.failing} of {result.total} checks failing"


def _reread(lesson, section):
    readme = os.path.relpath(lesson.readme, lesson.root)
    return f'reread "{section}" in {readme}'


def describe(result, first_only=False):
    """Lines describing every failure of a lesson (or only the first one)."""
    lesson = result.lesson
    lines = []
    files = ", ".join(f"lessons/{lesson.id}/starter/{f}" for f in lesson.student_files())
    if not result.built:
        lines.append(f"  FAIL  {files} does not compile:")
        lines += [f"        {l}" for l in result.build_errors]
        return lines
    run = result.run
    if run.crashed or run.timed_out:
        what = run.crashed or "ran too long and was stopped"
        lines.append(f"  FAIL  the tests {what} (the test after the last one listed is the culprit)")
    for case in run.cases:
        if case.ok:
            if not first_only:
                lines.append(f"  ok    {case.name}")
            continue
        lines.append(f"  FAIL  {case.name}")
        lines += [f"        {f}" for f in case.failures[:3]]
        if case.reread:
            lines.append(f"        {_reread(lesson, case.reread)}")
        if first_only:
            return lines
    if result.driver_problem:
        lines.append(f"  FAIL  {result.driver_problem}")
    for c in result.outputs:
        if c.ok:
            if not first_only:
                lines.append(f"  ok    output {c.message}")
            continue
        lines.append(f"  FAIL  output {c.message}")
        lines += [f"        {d.strip()}" for d in c.details[:4]]
        if c.diff_picture:
            lines.append(f"        diff picture: {os.path.relpath(c.diff_picture, lesson.root)}")
        lines.append(f"        {_reread(lesson, 'How to check')}")
        if first_only:
            return lines
    return lines
