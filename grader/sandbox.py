"""The box: where everything that reads a submission's bytes runs.

The compiler, the assembler and the linker (they read the student's source and objects), the
student's programs (probe, driver, Catch2 tests), and the trusted tools that decode what those
programs wrote (pngdiff, the Catch2 report reader) all run through Box.run(), which starts
`grader-box` (grader/box/box.cpp, built with the course) for each run:

    grader --exec--> grader-box (root, own session, new PID namespace)
                       --fork--> reaper: PID 1 of the namespace (root); new mount, network,
                       |         IPC and UTS namespaces; builds the jail's root and chroots
                       |           --fork--> program: limits, no_new_privs, private user id,
                       |                     no keyrings (seccomp), then exec
                       waits at most `wall` seconds, then kills the reaper, which takes every
                       process of the namespace with it; then removes what the private user
                       id left anywhere: SysV IPC objects, processes (read from /proc)

- limits (setrlimit, on the program and so on all it starts): CPU seconds, address space,
  file size, open files, no core files, at most `nproc` processes of the private user id;
- the jail (root on Linux, where unshare(2) works): a root that holds only the system folders
  (read-only), the course's public folders (lessons/, gfx/, read-only, every expected/ covered
  by an empty folder), the link kit (the trusted objects a submission is linked with, a copy
  made for this grading session, read-only) at /kit, and the scratch folder at /box (a tmpfs of
  its own). solutions/, grader/, the build folder, the reference probe, the host's /tmp, /home
  and every other submission are not there. No network interface is up; SysV IPC objects and
  every process die with the run;
- as root, the program always runs under a user id of its own (never root), jail or not. The
  scratch folder's top belongs to root and is closed to every other user id; only the folders
  the grader makes for the child (obj/, bin/, out/, ...) are the child's. The grader's own
  folder in it (Box.GRADER, a tmpfs of its own when jailed) cannot be swapped for a link, nor
  filled by the child;
- the kernel's keyrings are refused (they would outlive the run: grader/box/box.cpp).

Files are read back with take(): every path component opened relative to the scratch folder's
descriptor with O_NOFOLLOW, the file checked to be a regular file with one name, copied from
its descriptor. After each run the box checks that nothing is left: the reports of grader-box
(IPC objects, processes), the jail's root on the host, which must be empty, and without the
jail the files of the user id at the top of /tmp, /var/tmp and /dev/shm. What it found is in
Result.leftovers (and was removed).

Where the jail is not available (not root, not Linux) the limits still apply; grader/README.md
says what that leaves undefended.
"""

import ctypes
import os
import select
import shutil
import signal
import stat
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field

OUTPUT_CUT = 64 * 1024            # bytes of stdout/stderr read back from a child
JAIL_DIR = "/box"                 # where the scratch folder appears inside the jail
KIT_DIR = "/kit"                  # where the link kit appears inside the jail
SYSTEM_DIRS = ("/usr", "/etc", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
ROOT_SIZE = "64m"                 # the jail's root, its /tmp included (a tmpfs per run)
SCRATCH_SIZE = "256m"             # the scratch folder's size when jailed (a tmpfs per box)
GRACE = 60                        # seconds the grader waits for a launcher past its wall time

_MS_NOSUID, _MS_NODEV = 2, 4
_MNT_DETACH = 2
_helper = [None]                  # the path of grader-box (set_helper; default: the build's)


def set_helper(path):
    """Where grader-box is (the course's build makes it); the box cannot run without it."""
    _helper[0] = path


def _helper_path():
    if not _helper[0]:
        from course import build as course_build
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        _helper[0] = os.path.join(course_build.build_dir(root), "grader", "grader-box")
    return _helper[0]


@dataclass
class Limits:
    cpu: int = 10                  # CPU seconds
    wall: float = 20.0             # wall-clock seconds
    memory: int = 1 << 30          # address space, bytes
    fsize: int = 16 << 20          # largest file the child may write, bytes
    nproc: int = 32                # processes under the child's user id (as root only)
    nofile: int = 64


@dataclass
class Result:
    returncode: int
    stdout: str
    stderr: str
    timed_out: bool
    seconds: float
    leftovers: list = field(default_factory=list)   # what the box found after the run, removed

    @property
    def signal_name(self):
        if self.returncode >= 0:
            return ""
        try:
            return signal.Signals(-self.returncode).name
        except ValueError:
            return f"signal {-self.returncode}"

    def death(self):
        """How the child ended, in words, or "" when it exited by itself."""
        if self.timed_out:
            return "ran over its time limit and was stopped"
        if self.returncode < 0:
            return f"crashed with {self.signal_name}"
        return ""


class BoxError(OSError):
    """The box itself failed (a mount, a namespace): the grader is broken, not the student."""


_libc = None


def _lib():
    global _libc
    if _libc is None:
        _libc = ctypes.CDLL(None, use_errno=True)
        _libc.mount.argtypes = [ctypes.c_char_p] * 3 + [ctypes.c_ulong, ctypes.c_char_p]
    return _libc


def _check(rc, what):
    if rc != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")


def _mount(src, dst, fstype, flags, data=None):
    enc = lambda s: s.encode() if isinstance(s, str) else s  # noqa: E731
    _check(_lib().mount(enc(src), enc(dst), enc(fstype), flags, enc(data)), f"mount {dst}")


_jail_state = {}
_jail_lock = threading.RLock()


def running_as_root():
    return os.name == "posix" and os.geteuid() == 0


def jail_available():
    """True when this process can build jails: it tries one (root on Linux, with mount, PID,
    IPC and network namespaces, and mounts allowed). COURSE_GRADER_NO_JAIL=1 turns jails
    off."""
    with _jail_lock:
        if "ok" not in _jail_state:
            ok = False
            if running_as_root() and os.path.isdir("/proc/self/ns") and \
                    os.path.isfile(_helper_path()) and \
                    not os.environ.get("COURSE_GRADER_NO_JAIL"):
                tmp = tempfile.mkdtemp(prefix="course-jail-trial-")
                try:
                    box = Box(os.path.join(tmp, "s"), private_uid(), (), jail=True)
                    try:
                        ok = box.run(["/bin/true"], Limits(cpu=5, wall=20)).returncode == 0
                    finally:
                        box.close()
                except OSError:
                    ok = False
                finally:
                    shutil.rmtree(tmp, ignore_errors=True)
            _jail_state["ok"] = ok
        return _jail_state["ok"]


# --- the grader's side ------------------------------------------------------------------------

def _read_cut(path):
    try:
        with open(path, "rb") as f:
            data = f.read(OUTPUT_CUT + 1)
    except OSError:
        return ""
    text = data[:OUTPUT_CUT].decode("utf-8", errors="replace")
    if len(data) > OUTPUT_CUT:
        text += f"\n[output cut at {OUTPUT_CUT} bytes]"
    return text


def _wait(proc, seconds):
    """Waits for @p proc at most @p seconds (raises subprocess.TimeoutExpired), woken the
    moment it ends: Popen.wait(timeout) polls with sleeps of up to 50 ms, which on runs of a
    few tens of milliseconds (a link, a probe) was a third of the grading time."""
    try:
        fd = os.pidfd_open(proc.pid)
    except (AttributeError, OSError):
        proc.wait(timeout=seconds)
        return
    try:
        if not select.select([fd], [], [], seconds)[0]:
            raise subprocess.TimeoutExpired(proc.args, seconds)
    finally:
        os.close(fd)
    proc.wait()


def remove_tree(path):
    """Removes the folder @p path without following links. shutil.rmtree recurses, so a tree
    of a few thousand nested folders (which a child makes in a second) stops it: rm does not."""
    try:
        shutil.rmtree(path, ignore_errors=True)
    except RecursionError:
        subprocess.run(["rm", "-rf", "--one-file-system", "--", path], capture_output=True)


SHARED_DIRS = ("/tmp", "/var/tmp", "/dev/shm")   # where anyone may write, on the host


def _remove_files_of(uid):
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


class Box:
    """A scratch folder and the way to run untrusted programs in it.

    @p scratch is a folder only this box uses; @p uid the private user id its children run
    under (as root); @p public_dirs the trusted folders the child may read (lessons/, gfx/);
    @p kit a folder of trusted files the child may read at /kit. Paths given to run() are
    relative to the scratch folder."""

    GRADER = "grader"      # the grader's own folder in the scratch space

    def __init__(self, scratch, uid, public_dirs=(), kit=None, jail=None):
        self.scratch = os.path.abspath(scratch)
        self.public_dirs = [os.path.abspath(d) for d in public_dirs if os.path.isdir(d)]
        self.kit = os.path.abspath(kit) if kit else None
        self.jailed = jail_available() if jail is None else jail
        self.uid = uid if running_as_root() else None     # None: runs as this user
        self._newroot = self.scratch + ".root"
        self._logs = self.scratch + ".logs"
        os.makedirs(self.scratch, exist_ok=True)
        os.makedirs(self._logs, mode=0o700, exist_ok=True)
        self._mounted = False
        self.leftovers = []        # what the box found after its runs, and removed
        if self.jailed:
            # The scratch folder is a tmpfs of its own: many files cannot fill the disk.
            _mount("tmpfs", self.scratch, "tmpfs", _MS_NOSUID | _MS_NODEV,
                   f"size={SCRATCH_SIZE},mode=755")
            self._mounted = True
            os.makedirs(self._newroot, exist_ok=True)
        # Root's, and open only to this box's child (its group): without the jail, the boxes
        # of other submissions are folders on the same disk.
        if self.uid is not None:
            os.chown(self.scratch, 0, self.uid)
        os.chmod(self.scratch, 0o750 if self.uid is not None else 0o755)
        self.fd = os.open(self.scratch, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
        if not self.jailed:        # the jail has a /tmp of its own per run; this is the child's
            self.folder("tmp")
        # The grader's own space: a tmpfs of its own, so a child that fills the scratch folder
        # cannot stop the grader from writing what it compares.
        self.folder(self.GRADER, writable=False)
        self._grader_mounted = False
        if self.jailed:
            _mount("tmpfs", os.path.join(self.scratch, self.GRADER), "tmpfs",
                   _MS_NOSUID | _MS_NODEV, f"size={SCRATCH_SIZE},mode=755")
            self._grader_mounted = True
        self._fresh = 0
        self._covered = {d: [os.path.join(d, e, "expected") for e in sorted(os.listdir(d))
                             if os.path.isdir(os.path.join(d, e, "expected"))]
                         for d in self.public_dirs} if self.jailed else {}

    def close(self):
        """Unmounts the scratch folder's tmpfs (its files go with it)."""
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None
        if self._grader_mounted:
            _lib().umount2(os.path.join(self.scratch, self.GRADER).encode(), _MNT_DETACH)
            self._grader_mounted = False
        if self._mounted:
            _lib().umount2(self.scratch.encode(), _MNT_DETACH)
            self._mounted = False

    def remove(self):
        """Closes the box and removes its folders, however deep a child made them."""
        self.close()
        for path in (self.scratch, self._logs, self._newroot):
            remove_tree(path)

    # --- files, always relative to the scratch folder's descriptor, never through a link ---

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

    def fresh_folder(self):
        """A new folder of the child's in the grader's space, for a trusted reader's output:
        made after every student process has ended, so nothing of the student's is in it."""
        self._fresh += 1
        rel = f"{self.GRADER}/out-{self._fresh}"
        self.folder(rel, writable=True)
        return rel

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
        not): missing, a link (symbolic or hard), not a regular file, over @p limit bytes."""
        *parts, leaf = rel.split("/")
        try:
            fd = self._walk(parts)
        except OSError as e:
            return None, ("is in a folder that is a symbolic link or not a folder"
                          if e.errno in (40, 20) else "was not written")
        try:
            try:
                f = os.open(leaf, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK, dir_fd=fd)
            except FileNotFoundError:
                return None, "was not written"
            except OSError as e:
                return None, ("is a symbolic link" if e.errno == 40 else
                              f"cannot be opened ({e.strerror})")
        finally:
            os.close(fd)
        try:
            st = os.fstat(f)
            if not stat.S_ISREG(st.st_mode):
                return None, "is not a regular file"
            if st.st_nlink != 1:      # another name of a file the child did not write
                return None, "is a hard link (a file with another name)"
            if st.st_size > limit:
                return None, f"is {st.st_size} bytes: too large"
            chunks, left = [], limit
            while left > 0:
                chunk = os.read(f, min(left, 1 << 20))
                if not chunk:
                    break
                chunks.append(chunk)
                left -= len(chunk)
            return b"".join(chunks), ""
        finally:
            os.close(f)

    def is_file(self, rel):
        """True when @p rel is a regular file (not followed if a link)."""
        *parts, leaf = rel.split("/")
        try:
            fd = self._walk(parts)
        except OSError:
            return False
        try:
            return stat.S_ISREG(os.stat(leaf, dir_fd=fd, follow_symlinks=False).st_mode)
        except OSError:
            return False
        finally:
            os.close(fd)

    def log_path(self, name):
        """A file of the grader's, outside the scratch folder (the child never sees it)."""
        return os.path.join(self._logs, name)

    def path(self, rel):
        """@p rel (relative to the scratch folder) as the child sees it."""
        return os.path.join(JAIL_DIR if self.jailed else self.scratch, rel)

    # --- running -----------------------------------------------------------------------------

    def run(self, argv, limits, stdin_path=None, tag="run", cwd=""):
        """Runs @p argv in the folder @p cwd of the scratch space, with @p limits."""
        helper = _helper_path()
        if not os.path.isfile(helper):
            raise BoxError(f"grader-box is not built ({helper})")
        out_path = os.path.join(self._logs, f"{tag}.out")
        err_path = os.path.join(self._logs, f"{tag}.err")
        top = JAIL_DIR if self.jailed else self.scratch
        env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": top,
               "TMPDIR": "/tmp" if self.jailed else os.path.join(self.scratch, "tmp")}
        r, w = os.pipe()
        cmd = [helper, "--report", str(w), "--cwd", os.path.join(top, cwd) if cwd else top,
               "--cpu", str(limits.cpu), "--wall", str(limits.wall),
               "--memory", str(limits.memory), "--fsize", str(limits.fsize),
               "--nproc", str(limits.nproc), "--nofile", str(limits.nofile)]
        if self.uid is not None:
            cmd += ["--uid", str(self.uid)]
        if self.jailed:
            cmd += ["--jail", "--root", self._newroot, "--root-size", ROOT_SIZE,
                    "--scratch", self.scratch, "--scratch-at", JAIL_DIR]
            for d in SYSTEM_DIRS:
                cmd += ["--system", d]
            for d in self.public_dirs:
                cmd += ["--public", d]
            for d in self._covered.values():
                for c in d:
                    cmd += ["--cover", c]
            if self.kit:
                cmd += ["--kit", self.kit, "--kit-at", KIT_DIR]
        cmd += ["--", *argv]
        start = time.monotonic()
        timed_out = False
        try:
            with open(out_path, "wb") as out, open(err_path, "wb") as err, \
                    open(stdin_path or os.devnull, "rb") as inp:
                proc = subprocess.Popen(cmd, stdin=inp, stdout=out, stderr=err, env=env,
                                        pass_fds=(w,), close_fds=True)
            os.close(w)
            w = None
            try:
                _wait(proc, limits.wall + GRACE)
            except subprocess.TimeoutExpired:   # grader-box itself hung: kill all of the uid
                proc.kill()
                proc.wait()
                if self.uid is not None:
                    kill_user(self.uid)
                timed_out = True
            with os.fdopen(r, "rb") as f:
                r = None
                lines = f.read(1 << 20).decode("utf-8", "replace").splitlines()
        finally:
            for fd in (r, w):
                if fd is not None:
                    os.close(fd)
        seconds = time.monotonic() - start
        status, leftovers, broken = None, [], []
        for line in lines:
            if line.startswith("S") and line[1:].isdigit():
                status = int(line[1:])
            elif line == "T":
                timed_out = True
            elif line.startswith("L"):
                leftovers.append(line[1:])
            elif line.startswith("X"):
                broken.append(line[1:])
        if broken or (proc.returncode not in (0, -signal.SIGKILL) and not timed_out):
            raise BoxError("the box failed: " + (broken[0] if broken else
                                                 f"grader-box exited {proc.returncode}: " +
                                                 _read_cut(err_path)[:300]))
        if not self.jailed and self.uid is not None:
            leftovers += _remove_files_of(self.uid)
        if self.jailed and os.listdir(self._newroot):
            leftovers.append("files in the jail's root on the host")
            shutil.rmtree(self._newroot, ignore_errors=True)
            os.makedirs(self._newroot, exist_ok=True)
        returncode = os.waitstatus_to_exitcode(status) if status is not None else \
            -signal.SIGKILL
        if returncode in (-signal.SIGXCPU, -signal.SIGKILL) and seconds >= limits.cpu:
            timed_out = True       # the CPU limit, not a crash
        self.leftovers += leftovers
        return Result(returncode, _read_cut(out_path), _read_cut(err_path), timed_out,
                      seconds, leftovers)


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
