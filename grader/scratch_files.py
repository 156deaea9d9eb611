"""The scratch folder of a box, as the grader reads and writes it: every path component opened
relative to the folder's descriptor with O_NOFOLLOW, so that nothing a child made of it (a
symbolic link, a hard link, a folder where a file was expected, a socket) leads the grader
out of it or to a file the child did not write. What a child can cause is told apart from
the grader's own failures (GraderIOError) by errno.
"""

import errno
import os
import stat

from .reporters import MESSAGES

_ = MESSAGES.gettext


class GraderIOError(OSError):
    """The grader's own input or output failed (a disk full, an I/O error, a folder it cannot
    make): the lesson is the grader's failure, never the student's."""


# What a child can make happen to a file it wrote (a missing file, a link, a folder, a socket,
# no permission): the student's doing. Any other error reading it back is the grader's.
_CHILDS_DOING = {errno.ENOENT, errno.ELOOP, errno.ENOTDIR, errno.EISDIR, errno.ENXIO,
                 errno.EACCES, errno.EPERM, errno.EAGAIN, errno.ETXTBSY}


def graders_error(e, what):
    """@p e, an OSError the grader met, as a GraderIOError naming @p what."""
    return GraderIOError(e.errno, f"{what}: {e.strerror}")


class ScratchFiles:
    """The files of a folder open as the descriptor @p fd; the folders made for the child belong
    to the user id @p uid (None: to this user). Paths are relative to the folder."""

    def __init__(self, fd, uid):
        self.fd, self.uid = fd, uid

    def _walk(self, parts):
        """A descriptor of the folder scratch/parts..., opened without following links."""
        fd = os.dup(self.fd)
        try:
            for part in parts:
                nxt = os.open(part, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=fd)
                os.close(fd)
                fd = nxt
        except OSError:
            os.close(fd)
            raise
        return fd

    def folder(self, rel, writable=True):
        """Makes the folder @p rel; the child's (writable by it) when @p writable, else the
        grader's (the child may only read it)."""
        *parts, leaf = rel.split("/")
        fd = self._walk(parts)
        try:
            os.mkdir(leaf, 0o755, dir_fd=fd)
            if writable and self.uid is not None:
                os.chown(leaf, self.uid, self.uid, dir_fd=fd, follow_symlinks=False)
        finally:
            os.close(fd)

    def put(self, rel, data, mode=0o644):
        """Writes a new file @p rel (in a folder of the grader's) with @p data."""
        *parts, leaf = rel.split("/")
        fd = self._walk(parts)
        try:
            f = os.open(leaf, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, mode,
                        dir_fd=fd)
        finally:
            os.close(fd)
        with os.fdopen(f, "wb") as out:
            out.write(data)

    def take(self, rel, limit):
        """(bytes, "") of the regular file @p rel, read from its own descriptor, or (None, why
        not): missing, a link (symbolic or hard), not a regular file, over @p limit bytes. An
        error the child cannot cause (EIO, ENOMEM...) raises GraderIOError."""
        *parts, leaf = rel.split("/")
        try:
            fd = self._walk(parts)
        except OSError as e:
            if e.errno not in _CHILDS_DOING:
                raise graders_error(e, f"the grader cannot read back {rel}") from e
            return None, (_("is in a folder that is a symbolic link or not a folder")
                          if e.errno in (errno.ELOOP, errno.ENOTDIR) else _("was not written"))
        try:
            try:
                f = os.open(leaf, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK, dir_fd=fd)
            except FileNotFoundError:
                return None, _("was not written")
            except OSError as e:
                if e.errno not in _CHILDS_DOING:
                    raise graders_error(e, f"the grader cannot read back {rel}") from e
                return None, (_("is a symbolic link") if e.errno == errno.ELOOP else
                              _("cannot be opened ({reason})").format(reason=e.strerror))
        finally:
            os.close(fd)
        try:
            st = os.fstat(f)
            if not stat.S_ISREG(st.st_mode):
                return None, _("is not a regular file")
            if st.st_nlink != 1:      # another name of a file the child did not write
                return None, _("is a hard link (a file with another name)")
            if st.st_size > limit:
                return None, _("is {size} bytes: too large").format(size=st.st_size)
            chunks, left = [], limit
            while left > 0:
                chunk = os.read(f, min(left, 1 << 20))
                if not chunk:
                    break
                chunks.append(chunk)
                left -= len(chunk)
            return b"".join(chunks), ""
        except OSError as e:
            raise graders_error(e, f"the grader cannot read back {rel}") from e
        finally:
            os.close(f)

    def is_file(self, rel):
        """True when @p rel is a regular file (not followed if a link)."""
        *parts, leaf = rel.split("/")
        try:
            fd = self._walk(parts)
            try:
                return stat.S_ISREG(os.stat(leaf, dir_fd=fd, follow_symlinks=False).st_mode)
            finally:
                os.close(fd)
        except OSError as e:
            if e.errno not in _CHILDS_DOING:
                raise graders_error(e, f"the grader cannot look at {rel}") from e
            return False
