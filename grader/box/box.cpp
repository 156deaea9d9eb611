// grader-box: runs one program in the grader's box. grader/sandbox.py starts it, as root when
// it grades as root; every option comes from the grader, never from a submission.
//
//   grader-box --report FD [--jail --root DIR --root-size SIZE --root-inodes N
//              [--system DIR]... [--show SRC DST]... --scratch DIR --scratch-at PATH]
//              [--uid N] --cwd DIR --cpu S --wall S --memory B --fsize B --nproc N --nofile N
//              -- PROGRAM ARG...
//
// The jail's root (a tmpfs of SIZE and N inodes on DIR) holds the --system folders (read-only,
// as they are, or the same symbolic link), four /dev nodes, each --show file or folder
// (read-only, at DST: what grader/views.py decided this step shows), the scratch folder (the
// child's) at PATH, and a /tmp.
//
//   grader-box (own session; with --jail, a new PID namespace for its child)
//     reaper: PID 1 of that namespace; new mount, network, IPC and UTS namespaces; builds the
//     |       jail's root from the folders given and chroots into it; reaps every process
//     program: default signals, no_new_privs, the user id N, the limits, the seccomp filter
//              (refuse_calls), then exec
//   At the wall-clock limit grader-box kills the reaper, and with it the whole namespace.
//   After the run it kills whatever the user id N left running anywhere on the host (read from
//   /proc, so undumpable processes are found too). SysV IPC objects, the other store that
//   outlives a process, cannot be made at all (refuse_calls).
//
// It reports on FD, one line each: S<wait status> of the program, T when the wall-clock limit
// stopped it, L<what> for each kind of leftover found and removed, E<errno> when the program
// could not be started, X<message> when the box itself failed (the grader is then broken).
// `grader-box --refused` prints the system calls the filter refuses, one per line (name errno).
#include <dirent.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

namespace {

const char* const kDevices[] = {"null", "zero", "urandom", "random"};

struct Options {
    int report = -1;
    bool jail = false;
    long uid = -1;                       // -1: run as this user (not root)
    std::string root, root_size, root_inodes, scratch, scratch_at, cwd;
    std::vector<std::string> system;
    std::vector<std::pair<std::string, std::string>> show;   // (source, where in the jail)
    double cpu = 10, wall = 20;
    double memory = 1 << 30, fsize = 16 << 20, nproc = 32, nofile = 64;
    char** argv = nullptr;
};

Options opt;

void report(const std::string& line) {
    std::string text = line + "\n";
    if (opt.report >= 0 && write(opt.report, text.data(), text.size()) < 0) {
    }
}

[[noreturn]] void fail(const std::string& what) {
    report("X" + what + ": " + std::strerror(errno));
    _exit(120);
}

void make_dirs(const std::string& path) {
    for (std::size_t i = 1; i <= path.size(); ++i)
        if (i == path.size() || path[i] == '/') mkdir(path.substr(0, i).c_str(), 0755);
}

void mount_or_fail(const char* src, const std::string& dst, const char* type,
                   unsigned long flags, const char* data) {
    if (mount(src, dst.c_str(), type, flags, data) != 0) fail("mount " + dst);
}

void bind(const std::string& src, const std::string& dst, bool readonly, bool recursive) {
    struct stat st;
    if (stat(src.c_str(), &st) != 0) fail("stat " + src);
    if (S_ISDIR(st.st_mode)) {
        make_dirs(dst);
    } else {
        make_dirs(dst.substr(0, dst.rfind('/')));
        int fd = open(dst.c_str(), O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
        if (fd >= 0) close(fd);
    }
    mount_or_fail(src.c_str(), dst, nullptr, MS_BIND | (recursive ? MS_REC : 0), nullptr);
    if (readonly)
        mount_or_fail(nullptr, dst, nullptr,
                      MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr);
}

// The jail's root, in the reaper's new mount namespace; then chroot into it.
void build_root() {
    const std::string& root = opt.root;
    mount_or_fail(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr);
    std::string size = "size=" + opt.root_size + ",nr_inodes=" + opt.root_inodes + ",mode=755";
    mount_or_fail("tmpfs", root, "tmpfs", MS_NOSUID | MS_NODEV, size.c_str());
    for (const std::string& d : opt.system) {
        struct stat st;
        if (lstat(d.c_str(), &st) != 0) continue;
        if (S_ISLNK(st.st_mode)) {
            char target[4096];
            ssize_t n = readlink(d.c_str(), target, sizeof target - 1);
            if (n < 0) fail("readlink " + d);
            target[n] = '\0';
            if (symlink(target, (root + d).c_str()) != 0) fail("symlink " + d);
        } else if (S_ISDIR(st.st_mode)) {
            bind(d, root + d, true, true);
        }
    }
    for (const char* dev : kDevices)
        bind(std::string("/dev/") + dev, root + "/dev/" + dev, false, false);
    for (const auto& s : opt.show) bind(s.first, root + s.second, true, false);
    bind(opt.scratch, root + opt.scratch_at, false, true);  // with the grader's tmpfs in it
    make_dirs(root + "/tmp");
    if (chmod((root + "/tmp").c_str(), 01777) != 0) fail("chmod /tmp");
    if (chroot(root.c_str()) != 0) fail("chroot");
}

// The system calls no compile, link or run of the course needs, refused to the program and all
// it starts by a seccomp filter (inherited through fork and exec, never removed):
// - stores that outlive the run or escape its limits: the kernel's keyrings (a key stays for the
//   next run under the same user id), SysV IPC and POSIX message queues (their memory is not
//   the process's: no address-space limit counts it), memfd_create (the same, as files), and
//   sockets (a socket's buffers are kernel memory too; the box has no network anyway);
// - fallocate, which reserves blocks without writing them, so that RLIMIT_FSIZE does not bound
//   it; refused with EOPNOTSUPP, on which posix_fallocate and gold fall back to writing;
// - new namespaces (unshare, setns, clone with a CLONE_NEW* flag; clone3, whose flags a filter
//   cannot read, gets ENOSYS and the C library falls back to clone), mounts of any kind;
// - the kernel's larger surfaces an unprivileged process may reach: io_uring, bpf,
//   perf_event_open, userfaultfd; and ptrace and the calls like it (another process's memory);
// - kernel memory that no limit of the box counts, per user id and not per process: inotify and
//   fanotify watches (inotify_init, inotify_init1, fanotify_init, fanotify_mark: about 190,000
//   watches of a user id, 28 MB of slab, stay while the process does), and pipe buffers grown
//   with fcntl(F_SETPIPE_SZ) to 1 MB each, sixteen times the 64 KB a pipe has by default;
// - what needs privileges anyway (modules, kexec, swap, reboot, quotas, the kernel's log), so a
//   kernel bug behind them is not reached either.
// Calls through another system call table (32-bit or x32 calls from a 64-bit program, where
// the numbers differ) get ENOSYS.
struct Refused {
    const char* name;
    long nr;
    int error;
};

// Calls newer than some C libraries' headers: Linux gives every architecture the same numbers
// from 424 on, so the filter refuses them whatever the headers know.
#ifndef SYS_io_uring_setup
#define SYS_io_uring_setup 425
#define SYS_io_uring_enter 426
#define SYS_io_uring_register 427
#endif
#ifndef SYS_open_tree
#define SYS_open_tree 428
#define SYS_move_mount 429
#define SYS_fsopen 430
#define SYS_fsconfig 431
#define SYS_fsmount 432
#define SYS_fspick 433
#endif
#ifndef SYS_clone3
#define SYS_clone3 435
#endif
#ifndef SYS_pidfd_getfd
#define SYS_pidfd_getfd 438
#endif
#ifndef SYS_process_madvise
#define SYS_process_madvise 440
#endif
#ifndef SYS_mount_setattr
#define SYS_mount_setattr 442
#endif
#ifndef SYS_memfd_secret
#define SYS_memfd_secret 447
#endif

#define REFUSE(name, error) Refused{#name, SYS_##name, error}
const Refused kRefused[] = {
    REFUSE(add_key, EPERM), REFUSE(request_key, EPERM), REFUSE(keyctl, EPERM),
    REFUSE(shmget, EPERM), REFUSE(msgget, EPERM), REFUSE(semget, EPERM),
    REFUSE(mq_open, EPERM), REFUSE(memfd_create, EPERM), REFUSE(socket, EPERM),
    REFUSE(socketpair, EPERM), REFUSE(fallocate, EOPNOTSUPP),
    REFUSE(unshare, EPERM), REFUSE(setns, EPERM), REFUSE(mount, EPERM), REFUSE(umount2, EPERM),
    REFUSE(pivot_root, EPERM), REFUSE(chroot, EPERM),
    REFUSE(io_uring_setup, EPERM), REFUSE(io_uring_enter, EPERM),
    REFUSE(io_uring_register, EPERM), REFUSE(bpf, EPERM), REFUSE(perf_event_open, EPERM),
    REFUSE(userfaultfd, EPERM), REFUSE(ptrace, EPERM), REFUSE(process_vm_readv, EPERM),
    REFUSE(process_vm_writev, EPERM), REFUSE(kcmp, EPERM),
    REFUSE(kexec_load, EPERM), REFUSE(kexec_file_load, EPERM), REFUSE(init_module, EPERM),
    REFUSE(finit_module, EPERM), REFUSE(delete_module, EPERM), REFUSE(swapon, EPERM),
    REFUSE(swapoff, EPERM), REFUSE(reboot, EPERM), REFUSE(acct, EPERM),
    REFUSE(quotactl, EPERM), REFUSE(syslog, EPERM), REFUSE(open_by_handle_at, EPERM),
    REFUSE(clone3, ENOSYS), REFUSE(open_tree, EPERM), REFUSE(move_mount, EPERM),
    REFUSE(fsopen, EPERM), REFUSE(fsconfig, EPERM), REFUSE(fsmount, EPERM),
    REFUSE(fspick, EPERM), REFUSE(mount_setattr, EPERM), REFUSE(pidfd_getfd, EPERM),
    REFUSE(process_madvise, EPERM), REFUSE(memfd_secret, EPERM),
#ifdef SYS_inotify_init
    REFUSE(inotify_init, EPERM),    // x86-64 only: aarch64 has inotify_init1 alone
#endif
    REFUSE(inotify_init1, EPERM), REFUSE(fanotify_init, EPERM), REFUSE(fanotify_mark, EPERM),
};
#undef REFUSE

// The flags of clone(2) (its first argument) that make a namespace.
constexpr unsigned long kNewNamespaces = CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS |
                                         CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID |
                                         CLONE_NEWNET;

#if defined(__x86_64__)
constexpr unsigned kAuditArch = AUDIT_ARCH_X86_64;
constexpr unsigned kX32Bit = 0x40000000;   // x32 calls are the x86-64 numbers with this bit
#elif defined(__aarch64__)
constexpr unsigned kAuditArch = AUDIT_ARCH_AARCH64;
constexpr unsigned kX32Bit = 0;
#endif

void refuse_calls() {
#if defined(__x86_64__) || defined(__aarch64__)
    std::vector<sock_filter> code = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, kAuditArch, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),     // another call table
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, kX32Bit ? kX32Bit : 0xffffffffu, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
    };
    for (const Refused& r : kRefused) {
        code.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, static_cast<unsigned>(r.nr), 0, 1));
        unsigned deny = SECCOMP_RET_ERRNO | static_cast<unsigned>(r.error);
        code.push_back(BPF_STMT(BPF_RET | BPF_K, deny));
    }
    // The calls refused by an argument come last: they load the argument, not the number.
    // fcntl(F_SETPIPE_SZ): a pipe keeps the 64 KB it is made with (its command is an int: the
    // low 32 bits of the argument are all the kernel reads).
    code.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_fcntl, 0, 4));
    code.push_back(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args[1])));
    code.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, F_SETPIPE_SZ, 0, 1));
    code.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM));
    code.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    // clone with a namespace flag.
    code.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 3));
    code.push_back(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args[0])));
    code.push_back(BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, kNewNamespaces, 0, 1));
    code.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM));
    code.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    sock_fprog program = {static_cast<unsigned short>(code.size()), code.data()};
    if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0) fail("seccomp");
#endif
}

// Signals queued (and POSIX timers) a run's user id may have at once: no compile, link or run
// of the course queues any; a handful is room enough for a program that does.
constexpr double kSignalsPending = 64;

void set_limit(int resource, double value, double hard) {
    struct rlimit r;
    r.rlim_cur = static_cast<rlim_t>(value);
    r.rlim_max = static_cast<rlim_t>(hard);
    if (setrlimit(resource, &r) != 0) fail("setrlimit");
}

[[noreturn]] void exec_program() {
    for (int sig = 1; sig < NSIG; ++sig) signal(sig, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail("no_new_privs");
    if (opt.uid >= 0) {
        set_limit(RLIMIT_NPROC, opt.nproc, opt.nproc);
        gid_t gid = static_cast<gid_t>(opt.uid);
        if (setgroups(0, nullptr) != 0 || setgid(gid) != 0 ||
            setuid(static_cast<uid_t>(opt.uid)) != 0)
            fail("dropping root");
    }
    // CPU: SIGXCPU at the soft limit, SIGKILL one second later for a child that ignores it.
    set_limit(RLIMIT_CPU, opt.cpu, opt.cpu + 1);
    set_limit(RLIMIT_FSIZE, opt.fsize, opt.fsize);
    set_limit(RLIMIT_NOFILE, opt.nofile, opt.nofile);
    set_limit(RLIMIT_CORE, 0, 0);
    set_limit(RLIMIT_AS, opt.memory, opt.memory);
    // Queued signals and POSIX timers of the user id (each timer holds one): kernel memory no
    // other limit counts, about 96,000 timers of a user id and 36 MB of slab by default.
    set_limit(RLIMIT_SIGPENDING, kSignalsPending, kSignalsPending);
    refuse_calls();
    execvp(opt.argv[0], opt.argv);
    int err = errno;
    std::fprintf(stderr, "cannot run %s: %s\n", opt.argv[0], std::strerror(err));
    report("E" + std::to_string(err));
    _exit(127);
}

[[noreturn]] void reaper() {
    if (opt.jail) {
        if (unshare(CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS) != 0) fail("unshare");
        build_root();
    }
    if (chdir(opt.cwd.c_str()) != 0) fail("chdir " + opt.cwd);
    pid_t program = fork();
    if (program < 0) fail("fork");
    if (program == 0) exec_program();
    for (;;) {
        int status = 0;
        pid_t pid = wait(&status);
        if (pid < 0 && errno == EINTR) continue;
        if (pid < 0) break;
        if (pid == program) {
            report("S" + std::to_string(status));
            break;
        }
    }
    _exit(0);  // as PID 1 of the namespace: the kernel kills whatever is left in it
}

// True when the process @p pid ended within @p seconds (it is not reaped).
bool wait_exit(pid_t pid, double seconds) {
    int fd = static_cast<int>(syscall(SYS_pidfd_open, pid, 0));
    if (fd < 0) fail("pidfd_open");
    struct pollfd p = {fd, POLLIN, 0};
    int ms = static_cast<int>(seconds * 1000);
    int n;
    do {
        n = poll(&p, 1, ms);
    } while (n < 0 && errno == EINTR);
    close(fd);
    return n > 0;
}

long uid_of(const char* pid) {
    char path[64], buf[4096];
    std::snprintf(path, sizeof path, "/proc/%s/status", pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -2;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) return -2;
    buf[n] = '\0';
    const char* state = std::strstr(buf, "\nState:\t");
    if (state && (state[8] == 'Z' || state[8] == 'X')) return -2;  // dead, only not reaped
    const char* at = std::strstr(buf, "\nUid:");
    return at ? std::strtol(at + 5, nullptr, 10) : -2;
}

// Kills every live process whose real user id is @p uid; true if there was one.
bool kill_processes_of(long uid) {
    bool found = false;
    for (int pass = 0; pass < 10; ++pass) {
        bool hit = false;
        DIR* proc = opendir("/proc");
        if (!proc) return found;
        while (dirent* e = readdir(proc)) {
            if (e->d_name[0] < '0' || e->d_name[0] > '9' || uid_of(e->d_name) != uid) continue;
            int fd = static_cast<int>(syscall(SYS_pidfd_open, std::atoi(e->d_name), 0));
            if (fd < 0) continue;
            if (uid_of(e->d_name) == uid)  // the same process, not a reused id
                syscall(SYS_pidfd_send_signal, fd, SIGKILL, nullptr, 0);
            close(fd);
            hit = found = true;
        }
        closedir(proc);
        if (!hit) break;
        usleep(10000);
    }
    return found;
}

bool parse(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--") {
            opt.argv = argv + i + 1;
            return i + 1 < argc;
        }
        if (a == "--jail") {
            opt.jail = true;
            continue;
        }
        if (a == "--show") {
            if (i + 2 >= argc) return false;
            opt.show.emplace_back(argv[i + 1], argv[i + 2]);
            i += 2;
            continue;
        }
        if (i + 1 >= argc) return false;
        std::string v = argv[++i];
        if (a == "--report") opt.report = std::atoi(v.c_str());
        else if (a == "--uid") opt.uid = std::atol(v.c_str());
        else if (a == "--root") opt.root = v;
        else if (a == "--root-size") opt.root_size = v;
        else if (a == "--root-inodes") opt.root_inodes = v;
        else if (a == "--system") opt.system.push_back(v);
        else if (a == "--scratch") opt.scratch = v;
        else if (a == "--scratch-at") opt.scratch_at = v;
        else if (a == "--cwd") opt.cwd = v;
        else if (a == "--cpu") opt.cpu = std::atof(v.c_str());
        else if (a == "--wall") opt.wall = std::atof(v.c_str());
        else if (a == "--memory") opt.memory = std::atof(v.c_str());
        else if (a == "--fsize") opt.fsize = std::atof(v.c_str());
        else if (a == "--nproc") opt.nproc = std::atof(v.c_str());
        else if (a == "--nofile") opt.nofile = std::atof(v.c_str());
        else return false;
    }
    return false;
}

} // namespace

int main(int argc, char** argv) {
    if (argc == 2 && std::strcmp(argv[1], "--refused") == 0) {
        for (const Refused& r : kRefused) std::printf("%s %d\n", r.name, r.error);
        std::printf("fcntl(F_SETPIPE_SZ) %d\n", EPERM);
        std::printf("clone(CLONE_NEW*) %d\n", EPERM);
        return 0;
    }
    bool parsed = parse(argc, argv);
    bool jail_ok = !opt.root.empty() && !opt.root_size.empty() && !opt.root_inodes.empty() &&
                   !opt.scratch.empty() && !opt.scratch_at.empty();
    if (!parsed || opt.cwd.empty() || (opt.jail && !jail_ok)) {
        std::fprintf(stderr, "usage: grader-box --report FD [--jail --root DIR --scratch DIR ...] "
                             "--cwd DIR [limits] -- PROGRAM ARG...\n");
        return 2;
    }
    if (opt.report >= 0) fcntl(opt.report, F_SETFD, FD_CLOEXEC);
    setsid();
    if (opt.jail && unshare(CLONE_NEWPID) != 0) fail("unshare(CLONE_NEWPID)");
    pid_t child = fork();
    if (child < 0) fail("fork");
    if (child == 0) reaper();
    if (!wait_exit(child, opt.wall)) {
        report("T");
        kill(child, SIGKILL);  // with --jail, PID 1 of the namespace: all of it goes
    }
    waitpid(child, nullptr, 0);
    if (opt.uid >= 0) {
        if (kill_processes_of(opt.uid)) report("Lprocesses of the box's user id");
        return 0;
    }
    // No user id of its own (not root): what is left of the run is in this session's group.
    killpg(0, SIGKILL);
    return 0;
}
