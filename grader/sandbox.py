"""Running untrusted programs: resource limits, a private file system view, no network.

Every child that runs student code (the compiler reading the student's file included: an
`#include "/path/to/solutions/..."` is an attack) goes through run(). What it gets:

- limits (setrlimit): CPU seconds, address space, file size, open files, no core files, and,
  when the grader runs as root, a process count under a user id of its own;
- a wall-clock timeout, after which the whole process group, and every process left under
  the child's own user id, is killed;
- stdout and stderr written to files the child cannot exceed (the file-size limit) and read
  back cut to a fixed size;
- when the grader runs as root on Linux (where unshare(2) works), a jail: a new mount and
  network namespace whose root is an empty tmpfs holding only the system folders (read-only),
  the course's public folders (lessons/, gfx/, read-only) and the scratch folder at /box.
  solutions/, grader/, the build folder, /tmp, /home and every other submission are simply not
  there. The child then drops to an unprivileged user id, so it cannot undo the mounts.

Where the jail is not available (not root, not Linux) the limits still apply; grader/README.md
says what that leaves undefended.
"""

import ctypes
import os
import resource
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass

OUTPUT_CUT = 64 * 1024            # bytes of stdout/stderr read back from a child
JAIL_DIR = "/box"                 # where the scratch folder appears inside the jail
SYSTEM_DIRS = ("/usr", "/etc", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")

_CLONE_NEWNS = 0x00020000
_CLONE_NEWNET = 0x40000000
_MS_RDONLY, _MS_NOSUID, _MS_NODEV = 1, 2, 4
_MS_REMOUNT, _MS_BIND, _MS_REC, _MS_PRIVATE = 32, 4096, 16384, 1 << 18
_PR_SET_NO_NEW_PRIVS = 38
_MNT_DETACH = 2
SCRATCH_SIZE = "256m"             # the scratch folder's size when jailed (a tmpfs)


@dataclass
class Limits:
    cpu: int = 10                  # CPU seconds
    wall: float = 20.0             # wall-clock seconds
    memory: int = 1 << 30          # address space, bytes
    fsize: int = 16 << 20          # largest file the child may write, bytes
    nproc: int = 32                # processes under the child's user id (jail only)
    nofile: int = 64


@dataclass
class Result:
    returncode: int
    stdout: str
    stderr: str
    timed_out: bool
    seconds: float

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


def _bind(src, dst, readonly=True, recursive=False):
    if os.path.isdir(src):
        os.makedirs(dst, exist_ok=True)
    else:
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        open(dst, "a").close()
    _mount(src, dst, None, _MS_BIND | (_MS_REC if recursive else 0))
    if readonly:
        _mount(None, dst, None, _MS_BIND | _MS_REMOUNT | _MS_RDONLY | _MS_NOSUID | _MS_NODEV)


_jail_state = {}
_jail_lock = threading.RLock()


def jail_available():
    """True when this process can build jails: it tries one (root on Linux, with mount and
    network namespaces, and mounts allowed). COURSE_GRADER_NO_JAIL=1 turns jails off."""
    with _jail_lock:
        if "ok" not in _jail_state:
            ok = False
            if os.name == "posix" and hasattr(os, "geteuid") and os.geteuid() == 0 and \
                    os.path.isdir("/proc/self/ns") and not os.environ.get("COURSE_GRADER_NO_JAIL"):
                tmp = tempfile.mkdtemp(prefix="course-jail-trial-")
                try:
                    box = Box(os.path.join(tmp, "s"), private_uid(), (), jail=True)
                    try:
                        ok = box.run(["/bin/true"], Limits(cpu=5, wall=20)).returncode == 0
                    finally:
                        box.close()
                except (OSError, subprocess.SubprocessError):
                    ok = False
                finally:
                    shutil.rmtree(tmp, ignore_errors=True)
            _jail_state["ok"] = ok
        return _jail_state["ok"]


def _enter_jail(scratch, public_dirs, newroot, uid):
    lib = _lib()
    _check(lib.unshare(_CLONE_NEWNS | _CLONE_NEWNET), "unshare")
    _mount(None, "/", None, _MS_REC | _MS_PRIVATE)
    # The jail's root, and its /tmp: room for the compiler's temporary files, nothing more.
    _mount("tmpfs", newroot, "tmpfs", _MS_NOSUID | _MS_NODEV, "size=64m,mode=755")
    for d in SYSTEM_DIRS:
        if os.path.islink(d):
            os.symlink(os.readlink(d), newroot + d)
        elif os.path.isdir(d):
            _bind(d, newroot + d, readonly=True, recursive=True)
    for dev in ("null", "zero", "urandom", "random"):
        _bind("/dev/" + dev, newroot + "/dev/" + dev, readonly=False)
    for d in public_dirs:
        if os.path.isdir(d):
            _bind(d, newroot + d, readonly=True, recursive=False)
            # The expected outputs are not the child's business: it gets an empty folder.
            for entry in os.listdir(d):
                hidden = os.path.join(newroot + d, entry, "expected")
                if os.path.isdir(hidden):
                    _mount("tmpfs", hidden, "tmpfs", _MS_RDONLY | _MS_NOSUID | _MS_NODEV,
                           "size=4k,mode=555")
    _bind(scratch, newroot + JAIL_DIR, readonly=False)
    os.makedirs(newroot + "/tmp", exist_ok=True)
    os.chmod(newroot + "/tmp", 0o1777)
    os.chroot(newroot)
    os.chdir(JAIL_DIR)
    lib.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
    os.setgroups([])
    os.setgid(uid)
    os.setuid(uid)


def _preexec(limits, jail):
    def setup():
        os.setsid()
        # CPU: SIGXCPU at the soft limit, SIGKILL one second later for a child that ignores it.
        resource.setrlimit(resource.RLIMIT_CPU, (limits.cpu, limits.cpu + 1))
        for res, value in ((resource.RLIMIT_AS, limits.memory),
                           (resource.RLIMIT_FSIZE, limits.fsize),
                           (resource.RLIMIT_NOFILE, limits.nofile),
                           (resource.RLIMIT_CORE, 0)):
            resource.setrlimit(res, (value, value))
        if jail:
            resource.setrlimit(resource.RLIMIT_NPROC, (limits.nproc, limits.nproc))
            _enter_jail(*jail)
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    return setup


def kill_user(uid):
    """Kills every process running under @p uid (used with the jail's private user ids)."""
    pid = os.fork()
    if pid == 0:
        try:
            os.setgid(uid)
            os.setuid(uid)
            os.kill(-1, signal.SIGKILL)
        finally:
            os._exit(0)
    os.waitpid(pid, 0)


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


class Box:
    """A scratch folder and the way to run untrusted programs in it.

    @p scratch is a folder only this run uses; @p uid the private user id its children run
    under when jailed; @p public_dirs the trusted folders the child may read (lessons/, gfx/).
    Commands given to run() use paths relative to the scratch folder."""

    def __init__(self, scratch, uid, public_dirs=(), jail=None):
        self.scratch = os.path.abspath(scratch)
        self.uid = uid
        self.public_dirs = [os.path.abspath(d) for d in public_dirs]
        self.jailed = jail_available() if jail is None else jail
        self._newroot = self.scratch + ".root"
        os.makedirs(self.scratch, exist_ok=True)
        self._mounted = False
        if self.jailed:
            # The scratch folder is a tmpfs of its own: many files cannot fill the disk.
            _mount("tmpfs", self.scratch, "tmpfs", _MS_NOSUID | _MS_NODEV,
                   f"size={SCRATCH_SIZE},mode=755")
            self._mounted = True
            os.makedirs(self._newroot, exist_ok=True)
            os.chown(self.scratch, uid, uid)
            os.chmod(self.scratch, 0o755)

    def close(self):
        """Unmounts the scratch folder's tmpfs (its files go with it)."""
        if self._mounted:
            _lib().umount2(self.scratch.encode(), _MNT_DETACH)
            self._mounted = False

    def give(self, path):
        """Hands a file or folder the grader made in the scratch folder to the child's user."""
        if self.jailed:
            os.chown(path, self.uid, self.uid)

    def run(self, argv, limits, stdin_path=None, tag="run"):
        """Runs @p argv (paths relative to the scratch folder) with @p limits."""
        log_dir = self.scratch + ".logs"
        os.makedirs(log_dir, exist_ok=True)
        out_path = os.path.join(log_dir, f"{tag}.out")
        err_path = os.path.join(log_dir, f"{tag}.err")
        jail = (self.scratch, self.public_dirs, self._newroot, self.uid) if self.jailed else None
        start = time.monotonic()
        timed_out = False
        stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
        env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": JAIL_DIR if jail else self.scratch,
               "TMPDIR": "/tmp" if jail else self.scratch}
        try:
            with open(out_path, "wb") as out, open(err_path, "wb") as err:
                proc = subprocess.Popen(argv, cwd=self.scratch, stdin=stdin, stdout=out,
                                        stderr=err, env=env, close_fds=True,
                                        preexec_fn=_preexec(limits, jail))
                try:
                    proc.wait(timeout=limits.wall)
                except subprocess.TimeoutExpired:
                    timed_out = True
                    try:
                        os.killpg(proc.pid, signal.SIGKILL)
                    except OSError:
                        pass
                    proc.wait()
        finally:
            if stdin_path:
                stdin.close()
        if jail:
            kill_user(self.uid)
        else:
            try:
                os.killpg(proc.pid, signal.SIGKILL)   # anything the child left running
            except OSError:
                pass
        seconds = time.monotonic() - start
        if proc.returncode in (-signal.SIGXCPU, -signal.SIGKILL) and seconds >= limits.cpu:
            timed_out = True       # the CPU limit, not a crash
        return Result(proc.returncode, _read_cut(out_path), _read_cut(err_path), timed_out,
                      seconds)


_uid_lock = threading.Lock()
_uid_next = [0]


def private_uid():
    """A user id no one else uses, one per concurrent job of this grader process."""
    with _uid_lock:
        _uid_next[0] += 1
        return 1_000_000 + (os.getpid() % 100_000) * 64 + _uid_next[0] % 64
