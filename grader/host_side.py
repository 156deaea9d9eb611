"""What a box's runs may leave on the host, and the user ids they run under: removing a folder
however deep, the files a user id left in the shared folders, every process of a user id, and
the private user ids a grader process gives its boxes (sandbox.py)."""

import os
import shutil
import signal
import subprocess
import threading


def remove_tree(path):
    """Removes the folder @p path without following links. shutil.rmtree recurses, so a tree
    of a few thousand nested folders (which a child makes in a second) stops it: rm does not."""
    try:
        shutil.rmtree(path, ignore_errors=True)
    except RecursionError:
        subprocess.run(["rm", "-rf", "--one-file-system", "--", path], capture_output=True)


SHARED_DIRS = ("/tmp", "/var/tmp", "/dev/shm")   # where anyone may write, on the host


def remove_files_of(uid):
    """Removes what @p uid left at the top of the host's shared folders (a child without the
    jail sees them); returns [what] when there was something."""
    found = False
    for top in SHARED_DIRS:
        try:
            entries = list(os.scandir(top))
        except OSError:
            continue
        for e in entries:
            try:
                if e.stat(follow_symlinks=False).st_uid != uid:
                    continue
                found = True
                if e.is_dir(follow_symlinks=False):
                    remove_tree(e.path)
                else:
                    os.unlink(e.path)
            except OSError:
                pass
    return ["files of the box's user id in /tmp, /var/tmp or /dev/shm"] if found else []


def kill_user(uid):
    """Kills every process running under @p uid (a fallback when a launcher itself hung)."""
    pid = os.fork()
    if pid == 0:
        try:
            os.setgid(uid)
            os.setuid(uid)
            os.kill(-1, signal.SIGKILL)
        finally:
            os._exit(0)
    os.waitpid(pid, 0)



_uid_lock = threading.Lock()
_uid_next = [0]
UIDS_PER_GRADER = 64


def uid_range(pid):
    """The private user ids a grader process @p pid gives its boxes."""
    base = 1_000_000 + (pid % 100_000) * UIDS_PER_GRADER
    return range(base, base + UIDS_PER_GRADER)


def private_uid():
    """A user id no one else uses, one per concurrent job of this grader process."""
    with _uid_lock:
        _uid_next[0] += 1
        return uid_range(os.getpid())[_uid_next[0] % UIDS_PER_GRADER]
