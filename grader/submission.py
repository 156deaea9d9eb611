"""Taking a student's files out of a submission folder, and nothing else.

Only `lessons/NN-name/starter/<file>.cpp` (the names the course's starter has) is read, each
path component opened without following symbolic links, each file checked to be a regular file
of reasonable size. A missing file, a folder or a link where a file should be, or a file too
large, is a clear message and the lesson scores 0; extra files are listed (their names escaped:
a name is data, grader/shown.py) and ignored, an extra source file in the words of ./course
check ("... is not built: only sat.cpp is").
"""

import difflib
import os
import stat
from dataclasses import dataclass, field

from course.lessons import unbuilt_sources
from course.report import unbuilt_line

from . import shown
from .reporters import MESSAGES

_ = MESSAGES.gettext

MAX_FILE = 512 * 1024        # bytes: a student file larger than this is refused
MAX_LISTED = 10              # extra files named in the note, at most


@dataclass
class StudentFiles:
    files: dict = field(default_factory=dict)     # file name -> bytes
    problems: list = field(default_factory=list)  # why the lesson cannot be graded
    notes: list = field(default_factory=list)     # things worth saying that cost nothing
    missing: bool = False                         # the submission has nothing for this lesson


def _open_dir(parent_fd, name, where):
    """(fd, "", False) of the folder @p name, or (None, why not, whether it is missing)."""
    try:
        return os.open(name, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW,
                       dir_fd=parent_fd), "", False
    except FileNotFoundError:
        return None, _("{path} is missing").format(path=where), True
    except NotADirectoryError:
        try:
            if stat.S_ISLNK(os.stat(name, dir_fd=parent_fd, follow_symlinks=False).st_mode):
                return None, _link(where), False
        except OSError:
            pass
        return None, _("{path} is not a folder").format(path=where), False
    except OSError as e:
        if e.errno == 40:  # ELOOP: a symbolic link
            return None, _link(where), False
        return None, _("{path} cannot be opened: {reason}").format(path=where,
                                                                    reason=e.strerror), False


def _names(fd):
    """The names in the open folder @p fd, folders shown with a trailing /."""
    out = []
    for n in os.listdir(fd):
        try:
            folder = stat.S_ISDIR(os.stat(n, dir_fd=fd, follow_symlinks=False).st_mode)
        except OSError:
            folder = False
        out.append(n + "/" if folder else n)
    return out


def _read_same(dir_fd, name, seen):
    """The bytes of @p name, opened without following a link, if it is still the regular file
    @p seen (its lstat) once open; None if it was swapped in between."""
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK, dir_fd=dir_fd)
    except OSError:
        return None
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or (st.st_dev, st.st_ino) != (seen.st_dev, seen.st_ino):
            return None
        return f.read(MAX_FILE + 1)[:MAX_FILE]


def _link(path):
    """The words of a symbolic link met where a file or a folder was expected."""
    return _("{path} is a symbolic link: links are not followed").format(path=path)


def _read_file(fd, name, path, st):
    """(bytes, "") of the student file @p name (its lstat @p st), or (None, why not)."""
    if stat.S_ISLNK(st.st_mode):
        return None, _link(path)
    if stat.S_ISDIR(st.st_mode):
        return None, _("{path} is a folder, not a file").format(path=path)
    if not stat.S_ISREG(st.st_mode):
        return None, _("{path} is not a regular file").format(path=path)
    if st.st_size > MAX_FILE:
        return None, _("{path} is {size} bytes, over the {limit} limit").format(
            path=path, size=st.st_size, limit=MAX_FILE)
    data = _read_same(fd, name, st)
    if data is None:
        return None, _("{path} changed while it was read").format(path=path)
    return data, ""


def listing(names, limit=MAX_LISTED):
    """What a folder holds, for a message: its names quoted and escaped (a name is data)."""
    names = sorted(names)
    if not names:
        return _("nothing")
    text = ", ".join(f"'{shown.name(n)}'" for n in names[:limit])
    return text + (_(" and {count} more").format(count=len(names) - limit)
                   if len(names) > limit else "")


def near_miss(name, present, taken=()):
    """The file of @p present that is most likely @p name under another name ("AABB.cpp",
    "ray (1).cpp" for ray.cpp), or None. Another file the course expects (@p taken), in any
    case ("AABB.cpp" is lesson 01's), is never one."""
    others = {t.lower() for t in taken if t != name}
    candidates = {p.lower(): p for p in present if p.lower() not in others and p != name}
    found = difflib.get_close_matches(name.lower(), list(candidates), n=1, cutoff=0.6)
    return candidates[found[0]] if found else None


def _missing(path, name, present, taken, where):
    """The message of a student file that is not there: what was expected, what the folder
    holds instead, and the likely file under another name."""
    text = _("{path} is missing: no {name} found; {where} has {listing}").format(
        path=path, name=name, where=where, listing=listing(present))
    other = near_miss(name, present, taken)
    if other is not None:
        text += _(" ('{other}' looks like it: name it {name})").format(
            other=shown.name(other), name=name)
    return text


def read(submission_root, lesson_id, names, parts=None, taken=()):
    """The student's files for one lesson. @p parts is the folder holding them, relative to the
    submission (default lessons/<id>/starter); @p names the file names the course expects;
    @p taken every student file name of the course (never a near miss of another's)."""
    parts = ["lessons", lesson_id, "starter"] if parts is None else parts
    out = StudentFiles()
    try:
        fd = os.open(submission_root, os.O_RDONLY | os.O_DIRECTORY)
    except OSError as e:
        out.problems.append(_("the submission folder cannot be opened: {reason}").format(
            reason=e.strerror))
        out.missing = True
        return out
    where = ""
    try:
        for part in parts:
            where = f"{where}/{part}" if where else part
            child, problem, missing = _open_dir(fd, part, where + "/")
            if missing:
                problem += (_(": the upload has {listing}") if where == part else
                            _(": the folder above it has {listing}")).format(
                    listing=listing(_names(fd)))
            os.close(fd)
            fd = child
            if problem:
                out.problems.append(problem)
                out.missing = missing
                return out
        present = set(_names(fd))
        absent = 0              # files not there at all (not a link, a folder, too large...)
        for name in names:
            path = f"{where}/{name}" if where else name
            try:
                st = os.stat(name, dir_fd=fd, follow_symlinks=False)
            except FileNotFoundError:
                out.problems.append(_missing(path, name, present, taken,
                                             f"{where}/" if where else _("your upload")))
                absent += 1
                continue
            data, problem = _read_file(fd, name, path, st)
            if problem:
                out.problems.append(problem)
            else:
                out.files[name] = data
        extra = sorted(present - set(names))
        if parts:   # at the top of a flat upload, the other lessons' files are there
            unbuilt = unbuilt_sources(extra, names)
            out.notes += [unbuilt_line(where, shown.name(e), names) for e in unbuilt[:MAX_LISTED]]
            extra = [e for e in extra if e not in unbuilt]
        if extra and parts:
            listed = ", ".join(f"{where}/{shown.name(e)}" for e in extra[:MAX_LISTED])
            if len(extra) > MAX_LISTED:
                listed += _(" and {count} more").format(count=len(extra) - MAX_LISTED)
            out.notes.append(_("ignored (the grader takes only {names}): {files}").format(
                names=", ".join(names), files=listed))
        if not out.files and absent == len(out.problems):
            out.missing = True
    finally:
        if fd is not None:
            os.close(fd)
    return out
