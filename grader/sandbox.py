"""The box: where everything that reads a submission's bytes runs.

The compiler, the assembler and the linker (they read the student's source and objects), the
student's programs (probe, driver, Catch2 tests), and the trusted tools that decode what those
programs wrote (pngdiff, the Catch2 report reader) all run through Box.run(), which starts
`grader-box` (grader/box/box.cpp, built with the course) for each run:

    grader --exec--> grader-box (root, own session, new PID namespace)
                       --fork--> reaper: PID 1 of the namespace (root); new mount, network,
                       |         IPC and UTS namespaces; builds the jail's root and chroots
                       |           --fork--> program: limits, no_new_privs, private user id,
                       |                     the seccomp filter, then exec
                       waits at most `wall` seconds, then kills the reaper, which takes every
                       process of the namespace with it; then kills what the private user id
                       left running anywhere (read from /proc)

- limits (setrlimit, on the program and so on all it starts): CPU seconds, address space,
  file size, open files, no core files, at most `nproc` processes of the private user id;
- the jail (root on Linux, where unshare(2) works): a root (a tmpfs of ROOT_SIZE and
  ROOT_INODES) that holds only what the run's View says (grader/views.py decides it per step:
  the system folders or only a runtime, and read-only copies of the files the step reads) and
  the scratch folder at /box (a tmpfs of SCRATCH_SIZE and SCRATCH_INODES). solutions/,
  grader/, the build folder, the course's texts, the reference probe, the host's /tmp, /home
  and every other submission are not there. No network interface is up; every process dies
  with the run;
- as root, the program always runs under a user id of its own (never root), jail or not. The
  scratch folder's top belongs to root and is closed to every other user id; only the folders
  the grader makes for the child (obj/, bin/, out/, ...) are the child's. The grader's own
  folder in it (Box.GRADER, a tmpfs of its own when jailed) cannot be swapped for a link, nor
  filled by the child;
- the child's stdin, stdout and stderr are pipes: the grader writes the input and reads the
  output as it comes, keeping the first bytes and dropping the rest, so no file of the host
  is ever open in the child (a file could be grown past its size limit with fallocate);
- a seccomp filter refuses what no compile or run needs (grader/box/box.cpp, refuse_calls).

Files are read back with take() (grader/scratch_files.py): every path component opened relative
to the scratch folder's descriptor with O_NOFOLLOW, the file checked to be a regular file with
one name, copied from its descriptor. After each run the box checks that nothing is left:
the reports of grader-box (processes), the jail's root on the host, which must be empty, and
without the jail the files of the user id at the top of /tmp, /var/tmp and /dev/shm. What it
found is in Result.leftovers (and was removed). A failure of the grader's own input or output
(a disk full, an I/O error) raises GraderIOError: it is the grader's, never the student's.

Where the jail is not available (not root, not Linux) the limits still apply; grader/README.md
says what that leaves undefended.
"""

import ctypes
import os
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field

from . import pipes
from .reporters import MESSAGES

_ = MESSAGES.gettext
from .host_side import kill_user, private_uid, remove_files_of, remove_tree
from .scratch_files import GraderIOError, ScratchFiles, graders_error

OUTPUT_CUT = 64 * 1024            # bytes of stdout/stderr read back from a child
JAIL_DIR = "/box"                 # where the scratch folder appears inside the jail
KIT_DIR = "/kit"                  # where the link kit appears inside the jail
SYSTEM_DIRS = ("/usr", "/etc", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
# Every tmpfs a child can write has a size and a number of inodes (an inode of tmpfs is about
# 1 KB of kernel memory that cannot be swapped out: without a bound, about 3 million a mount).
# A compile, a link and a Catch2 run use a few dozen files; these are a hundred times that.
ROOT_SIZE, ROOT_INODES = "64m", 4096          # the jail's root, its /tmp included (per run)
SCRATCH_SIZE, SCRATCH_INODES = "256m", 4096   # the scratch folder (per box)
GRADER_SIZE, GRADER_INODES = "256m", 1024     # the grader's folder in it (per box)
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


@dataclass(frozen=True)
class View:
    """What a run's jail shows besides the scratch folder (grader/views.py decides it): the
    host folders of @p system as they are (read-only; a symbolic link as the same link), and
    each (host file or folder, where) of @p shown, read-only; @p step names what it is for."""
    system: tuple = SYSTEM_DIRS
    shown: tuple = ()
    step: str = ""


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
            return _("ran over its time limit and was stopped")
        if self.returncode < 0:
            return _("crashed with {signal}").format(signal=self.signal_name)
        return ""


class BoxError(OSError):
    """The box itself failed (a mount, a namespace): the grader is broken, not the student."""


# Every box not yet removed, so that a grader stopped by a signal can end their runs and remove
# them (stop_every_box); once it is stopping, no box is made and no run starts.
_live = set()
_live_lock = threading.Lock()
_stopping = threading.Event()
# The launchers (grader-box) running now. A launch holds this lock from its last look at
# _stopping until its launcher is registered, so that a stopping grader finds every launcher
# that began (re-entrant: the signal handler may interrupt a launch in the main thread).
_launched = set()
_launch_lock = threading.RLock()
KILL_ROUNDS = 3          # a child forked as root just before its launcher was killed takes its
KILL_PAUSE = 0.05        # box's user id a moment later: the ids are killed again, this apart


def stop_every_box():
    """Ends every run of every live box (their user ids' processes killed: each grader-box
    then reports and exits) and removes the boxes, their mounts included. For a grader that
    stops (SIGTERM, SIGINT): after it, this process makes no box and starts no run."""
    _stopping.set()
    with _launch_lock:           # no launch is half made: each that began is registered
        launchers = list(_launched)
    for proc in launchers:       # a killed launcher forks no more
        try:
            proc.kill()
        except OSError:
            pass
    with _live_lock:
        boxes = list(_live)
    for round_ in range(KILL_ROUNDS):
        if round_:
            time.sleep(KILL_PAUSE)
        for box in boxes:
            if box.uid is not None:
                kill_user(box.uid)
    for box in boxes:
        try:
            box.remove()
        except OSError:
            pass


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
                    box = Box(os.path.join(tmp, "s"), private_uid(), jail=True)
                    try:
                        ok = box.run(["/bin/true"], Limits(cpu=5, wall=20),
                                     View()).returncode == 0
                    finally:
                        box.close()
                except OSError:
                    ok = False
                finally:
                    shutil.rmtree(tmp, ignore_errors=True)
            _jail_state["ok"] = ok
        return _jail_state["ok"]


# --- the grader's side ------------------------------------------------------------------------

class Box(ScratchFiles):
    """A scratch folder and the way to run untrusted programs in it.

    @p scratch is a folder only this box uses; @p uid the private user id its children run
    under (as root). What a run shows besides the scratch folder is its View. Paths given to
    run() are relative to the scratch folder. Making the box can fail only on the grader's
    side (GraderIOError, BoxError): nothing of the student's is there yet."""

    GRADER = "grader"      # the grader's own folder in the scratch space

    def __init__(self, scratch, uid, jail=None):
        self.scratch = os.path.abspath(scratch)
        self.jailed = jail_available() if jail is None else jail
        super().__init__(None, uid if running_as_root() else None)   # None: runs as this user
        self._newroot = self.scratch + ".root"
        self._mounted = self._grader_mounted = False
        self.leftovers = []        # what the box found after its runs, and removed
        self._fresh = 0
        with _live_lock:
            if _stopping.is_set():
                raise BoxError("the grader is stopping: no box is made")
            _live.add(self)
        try:
            self._make()
        except OSError as e:
            self.remove()
            raise e if isinstance(e, (BoxError, GraderIOError)) else \
                graders_error(e, f"the grader cannot make its box in {os.path.dirname(scratch)}")

    def _make(self):
        os.makedirs(self.scratch, exist_ok=True)
        if self.jailed:
            # The scratch folder is a tmpfs of its own: many files cannot fill the disk.
            _mount("tmpfs", self.scratch, "tmpfs", _MS_NOSUID | _MS_NODEV,
                   f"size={SCRATCH_SIZE},nr_inodes={SCRATCH_INODES},mode=755")
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
        if self.jailed:
            _mount("tmpfs", os.path.join(self.scratch, self.GRADER), "tmpfs",
                   _MS_NOSUID | _MS_NODEV, f"size={GRADER_SIZE},nr_inodes={GRADER_INODES},"
                   "mode=755")
            self._grader_mounted = True

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
        for path in (self.scratch, self._newroot):
            remove_tree(path)
        with _live_lock:
            _live.discard(self)

    def fresh_folder(self):
        """A new folder of the child's in the grader's space, for a trusted reader's output:
        made after every student process has ended, so nothing of the student's is in it."""
        self._fresh += 1
        rel = f"{self.GRADER}/out-{self._fresh}"
        self.folder(rel, writable=True)
        return rel

    def path(self, rel):
        """@p rel (relative to the scratch folder) as the child sees it."""
        return os.path.join(JAIL_DIR if self.jailed else self.scratch, rel)

    # --- running -----------------------------------------------------------------------------

    def _command(self, argv, limits, view, cwd, report_fd):
        """grader-box's command line for one run, and its environment."""
        helper = _helper_path()
        if not os.path.isfile(helper):
            raise BoxError(f"grader-box is not built ({helper})")
        top = JAIL_DIR if self.jailed else self.scratch
        env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": top,
               "TMPDIR": "/tmp" if self.jailed else os.path.join(self.scratch, "tmp")}
        cmd = [helper, "--report", str(report_fd), "--cwd",
               os.path.join(top, cwd) if cwd else top,
               "--cpu", str(limits.cpu), "--wall", str(limits.wall),
               "--memory", str(limits.memory), "--fsize", str(limits.fsize),
               "--nproc", str(limits.nproc), "--nofile", str(limits.nofile)]
        if self.uid is not None:
            cmd += ["--uid", str(self.uid)]
        if self.jailed:
            cmd += ["--jail", "--root", self._newroot, "--root-size", ROOT_SIZE,
                    "--root-inodes", str(ROOT_INODES),
                    "--scratch", self.scratch, "--scratch-at", JAIL_DIR]
            for d in view.system:
                cmd += ["--system", d]
            for src, dst in view.shown:
                cmd += ["--show", src, dst]
        return cmd + ["--", *argv], env

    def _launch(self, argv, limits, view, stdin, cwd, cut):
        """Runs grader-box once: (its process, (stdout, dropped), (stderr, dropped), whether
        it hung, the lines of its report)."""
        r, w = os.pipe()
        out = err = (b"", 0)
        hung = False
        try:
            cmd, env = self._command(argv, limits, view, cwd, w)
            with _launch_lock:
                if _stopping.is_set():
                    raise BoxError("the grader is stopping: no run starts")
                proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, env=env, pass_fds=(w,),
                                        close_fds=True, bufsize=0)
                _launched.add(proc)
            os.close(w)
            w = None
            try:
                with proc:
                    try:
                        out, err = pipes.exchange(proc, stdin, limits.wall + GRACE, cut)
                    except subprocess.TimeoutExpired:   # grader-box itself hung: kill the uid
                        proc.kill()
                        if self.uid is not None:
                            kill_user(self.uid)
                        hung = True
            except OSError as e:
                raise graders_error(e, "the grader lost a run's input or output") from e
            finally:
                with _launch_lock:
                    _launched.discard(proc)
            with os.fdopen(r, "rb") as f:
                r = None
                lines = f.read(1 << 20).decode("utf-8", "replace").splitlines()
        finally:
            for fd in (r, w):
                if fd is not None:
                    os.close(fd)
        return proc, out, err, hung, lines

    def run(self, argv, limits, view, stdin=b"", cwd="", cut=OUTPUT_CUT):
        """Runs @p argv in the folder @p cwd of the scratch space, with @p limits, showing
        @p view (when jailed); @p stdin is its input, and of its stdout and stderr the first
        @p cut bytes each are kept."""
        if _stopping.is_set():
            raise BoxError("the grader is stopping: no run starts")
        start = time.monotonic()
        proc, out, err, timed_out, lines = self._launch(argv, limits, view, stdin, cwd, cut)
        seconds = time.monotonic() - start
        status, leftovers, broken = None, [], []
        for line in lines:
            if line.startswith("S") and line[1:].isascii() and line[1:].isdigit():
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
                                                 pipes.text(err[0][:300], 0)))
        if not self.jailed and self.uid is not None:
            leftovers += remove_files_of(self.uid)
        if self.jailed and os.listdir(self._newroot):
            leftovers.append("files in the jail's root on the host")
            shutil.rmtree(self._newroot, ignore_errors=True)
            os.makedirs(self._newroot, exist_ok=True)
        returncode = os.waitstatus_to_exitcode(status) if status is not None else \
            -signal.SIGKILL
        if returncode in (-signal.SIGXCPU, -signal.SIGKILL) and seconds >= limits.cpu:
            timed_out = True       # the CPU limit, not a crash
        self.leftovers += leftovers
        return Result(returncode, pipes.text(*out), pipes.text(*err), timed_out, seconds, leftovers)
