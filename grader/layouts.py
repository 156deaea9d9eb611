"""Where a submission keeps the student files (grades.Layout): a copy of the course, a folder
wrapping one, or the files at the top of an upload. Only names are looked at here; the files
themselves are read by submission.py."""

import os

from course.lessons import all_lessons

from . import shown
from .grades import Layout
from .reporters import MESSAGES

_ = MESSAGES.gettext


def _has_lessons(folder):
    return os.path.isdir(os.path.join(folder, "lessons"))


def _folders(folder):
    return [d for d in sorted(os.listdir(folder)) if os.path.isdir(os.path.join(folder, d))
            and not os.path.islink(os.path.join(folder, d))]


def find_layout(folder, root, quiet=False):
    """(folder, Layout) of a submission: a copy of the course, a folder wrapping one such
    copy, or the student files at the top of the folder (FLAT, as an upload of single files to
    Gradescope arrives)."""
    say = (lambda m: None) if quiet else print
    if _has_lessons(folder):
        return folder, Layout.COURSE
    inner = [d for d in _folders(folder) if _has_lessons(os.path.join(folder, d))]
    if len(inner) == 1:
        say(_("the submission's files are in {folder}/: grading that folder").format(
            folder=shown.name(inner[0])))
        return os.path.join(folder, inner[0]), Layout.COURSE
    names = {n for l in all_lessons(root) if l.exists for n in l.student_files()}
    if names & set(os.listdir(folder)):
        say(_("the submission holds the student files at its top: taking them from there"))
        return folder, Layout.FLAT
    inner = _folders(folder)
    if len(inner) == 1 and names & set(os.listdir(os.path.join(folder, inner[0]))):
        say(_("the submission's files are in {folder}/: taking them from there").format(
            folder=shown.name(inner[0])))
        return os.path.join(folder, inner[0]), Layout.FLAT
    if any(os.path.isfile(os.path.join(folder, f)) for f in os.listdir(folder)):
        # Files, none of them the course's: an upload of single files with other names. Each
        # lesson then says which file it expected and what the upload holds.
        return folder, Layout.FLAT
    return folder, Layout.COURSE
