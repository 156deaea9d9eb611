"""`./course check NN --mine`: a lesson built over the student's own earlier lessons.

A lesson that assembles earlier ones (lesson 11) takes their rules as given code, so that a
mistake in lesson 03 costs only lesson 03's points. Its track mine (cmake/Course.cmake,
course_lesson(... MINE ...)) builds it with the student's own files of those lessons instead.
Which lessons those are is said once, in the lesson's CMakeLists.txt; CMake writes the list to
build/lessons/NN-name/mine-lessons.txt, which this module reads.

When the track fails, the earlier lessons are checked on their own, so that a mistake in one
of them is reported as that lesson's problem, not as this one's.
"""

import os

from . import build
from .errors import UsageError
from .language import COURSE
from .lessons import all_lessons, find_lesson

_ = COURSE.gettext

TRACK = "mine"
LIST_FILE = "mine-lessons.txt"


def _list_path(lesson):
    return os.path.join(build.build_dir(lesson.root), "lessons", lesson.id, LIST_FILE)


def _read_list(lesson):
    try:
        with open(_list_path(lesson), encoding="utf-8") as f:
            return [line.strip() for line in f if line.strip()]
    except OSError:
        return None


def lessons_with_mine(root):
    """The lessons that have a track mine, as the build says."""
    return [lesson for lesson in all_lessons(root)
            if lesson.exists and _read_list(lesson) is not None]


def earlier_lessons(lesson):
    """The lessons whose student files the track mine of @p lesson uses, in order. Raises
    UsageError when the lesson has no such track (it takes no given code from earlier
    lessons)."""
    ids = _read_list(lesson)
    if ids is None:
        build.configure(lesson.root, again=True)   # a build configured before the list existed
        ids = _read_list(lesson)
    if ids is None:
        have = ", ".join(other.number for other in lessons_with_mine(lesson.root)) or _("none")
        raise UsageError(_("lesson {lesson} takes no given code from earlier lessons, so it "
                           "has no --mine track (lessons that have one: {have})").format(
                               lesson=lesson.id, have=have))
    earlier = [find_lesson(i, lesson.root) for i in ids]
    for other in earlier:
        other.require_student_files()
    return earlier


def blame(earlier, evaluate):
    """Lines naming each earlier lesson that does not pass its own checks, with
    @p evaluate(lesson) -> checks.LessonResult; empty when every one passes."""
    lines = []
    for other in earlier:
        result = evaluate(other)
        if result.done:
            continue
        if not result.built:
            state = _("does not build")
        else:
            state = _("passes {passing} of its {total} checks").format(
                passing=result.passing, total=result.total)
        lines.append(_("  lesson {lesson} (your lessons/{lesson}/starter/) {state}: "
                       "./course check {number} says why").format(
                           lesson=other.id, state=state, number=other.number))
    if lines:
        lines.insert(0, _("the earlier lessons this track runs on are not all done; a failure "
                          "above may be theirs, not this lesson's:"))
    return lines
