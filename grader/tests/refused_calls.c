/* refused_calls: tries, with arguments that an unprivileged process may well have granted,
 * each system call the box's seccomp filter refuses (grader/box/box.cpp, refuse_calls), and
 * prints one line per call: NAME RESULT ERRNO. grader/tests/test_storage.py runs it inside the
 * box, where each must fail with the filter's errno, and outside it as an unprivileged user,
 * where several succeed: the filter, not a missing privilege, is what refuses them there.
 * Built static (a run box shows no C library of its own choosing). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/io_uring.h>
#include <sys/fanotify.h>
#include <sys/inotify.h>
#include <linux/keyctl.h>
#include <linux/perf_event.h>
#include <sched.h>
#include <signal.h>
#include <mqueue.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/ptrace.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* As grader/box/box.cpp: the same numbers on every architecture from 424 on. */
#ifndef SYS_memfd_secret
#define SYS_memfd_secret 447
#endif
#ifndef SYS_mount_setattr
#define SYS_mount_setattr 442
#endif
#ifndef SYS_process_madvise
#define SYS_process_madvise 440
#endif
#ifndef SYS_pidfd_getfd
#define SYS_pidfd_getfd 438
#endif

static void say(const char* name, long result) {
    printf("%s %ld %d\n", name, result, result < 0 ? errno : 0);
}

#define TRY(name, ...)                                                                         \
    do {                                                                                       \
        errno = 0;                                                                             \
        say(#name, syscall(SYS_##name, __VA_ARGS__));                                          \
    } while (0)

/* A call that changes the process (a namespace, a root, a tracer), made in a child of its own:
 * the result is its exit status (0, or the errno). */
#define TRY_APART(name, ...)                                                                   \
    do {                                                                                       \
        pid_t pid = fork();                                                                    \
        if (pid == 0) {                                                                        \
            errno = 0;                                                                         \
            long r = syscall(SYS_##name, __VA_ARGS__);                                         \
            _exit(r < 0 ? errno : 0);                                                          \
        }                                                                                      \
        int status = 0;                                                                        \
        waitpid(pid, &status, 0);                                                              \
        printf("%s %d %d\n", #name, WEXITSTATUS(status) ? -1 : 0, WEXITSTATUS(status));        \
    } while (0)

int main(int argc, char** argv) {
    int outside = argc > 1 && strcmp(argv[1], "--outside") == 0;
    static char buf[64];
    char file[] = "refused-calls-XXXXXX";
    int fd = mkstemp(file);
    if (fd >= 0) unlink(file);
    if (!outside) {          /* outside, a user id's keyring would outlive the process */
        TRY(add_key, "user", "k", "v", 1, KEY_SPEC_PROCESS_KEYRING);
        TRY(request_key, "user", "k", 0, 0);
        TRY(keyctl, KEYCTL_GET_KEYRING_ID, KEY_SPEC_PROCESS_KEYRING, 1);
    }
    /* What succeeds is removed at once: an object of the host's IPC namespace outlives us. */
    errno = 0;
    long id = syscall(SYS_shmget, IPC_PRIVATE, 4096, IPC_CREAT | 0600);
    say("shmget", id);
    if (id >= 0) shmctl((int)id, IPC_RMID, 0);
    errno = 0;
    id = syscall(SYS_msgget, IPC_PRIVATE, IPC_CREAT | 0600);
    say("msgget", id);
    if (id >= 0) msgctl((int)id, IPC_RMID, 0);
    errno = 0;
    id = syscall(SYS_semget, IPC_PRIVATE, 1, IPC_CREAT | 0600);
    say("semget", id);
    if (id >= 0) semctl((int)id, 0, IPC_RMID);
    errno = 0;
    id = syscall(SYS_mq_open, "refused-calls", O_CREAT | O_RDWR, 0600, 0);
    say("mq_open", id);
    if (id >= 0) mq_unlink("/refused-calls");
    TRY(memfd_create, "refused", 0);
    int pair[2];
    TRY(socketpair, AF_UNIX, SOCK_STREAM, 0, pair);
    TRY(socket, AF_UNIX, SOCK_DGRAM, 0);
    TRY(memfd_secret, 0);
    TRY(fallocate, fd, 0, 0, 4096);                 /* a file of its own, on its own folder */
    TRY_APART(unshare, CLONE_NEWUSER);
    TRY(setns, 0, 0);
    TRY(clone3, 0, 0);
    TRY(mount, "none", "/tmp", "tmpfs", 0, 0);
    TRY(umount2, "/tmp", 0);
    TRY_APART(pivot_root, ".", ".");
    TRY_APART(chroot, ".");
    TRY(open_tree, AT_FDCWD, ".", 0);
    TRY(move_mount, -1, "", -1, "", 0);
    TRY(fsopen, "tmpfs", 0);
    TRY(fsconfig, -1, 0, 0, 0, 0);
    TRY(fsmount, -1, 0, 0);
    TRY(fspick, AT_FDCWD, ".", 0);
    TRY(mount_setattr, -1, "", 0, 0, 0);
    struct io_uring_params params;
    memset(&params, 0, sizeof params);
    TRY(io_uring_setup, 4, &params);
    TRY(io_uring_enter, -1, 0, 0, 0, 0, 0);
    TRY(io_uring_register, -1, 0, 0, 0);
    TRY(bpf, 0, 0, 0);
    struct perf_event_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.size = sizeof attr;
    attr.type = PERF_TYPE_SOFTWARE;
    attr.config = PERF_COUNT_SW_TASK_CLOCK;
    attr.exclude_kernel = attr.exclude_hv = 1;
    TRY(perf_event_open, &attr, 0, -1, -1, 0);
    TRY(userfaultfd, 1);                                 /* UFFD_USER_MODE_ONLY */
    TRY_APART(ptrace, PTRACE_TRACEME, 0, 0, 0);
    struct iovec local = {buf, sizeof buf}, remote = {buf + 32, 8};
    TRY(process_vm_readv, getpid(), &local, 1, &remote, 1, 0);
    TRY(process_vm_writev, getpid(), &local, 1, &remote, 1, 0);
    TRY(pidfd_getfd, -1, 0, 0);
    TRY(kcmp, getpid(), getpid(), 0, 0, 0);             /* KCMP_FILE of the same process */
    TRY(process_madvise, -1, 0, 0, 0, 0);
    TRY(kexec_load, 0, 0, 0, 0);
    TRY(kexec_file_load, -1, -1, 0, "", 0);
    TRY(init_module, 0, 0, "");
    TRY(finit_module, -1, "", 0);
    TRY(delete_module, "refused_calls", 0);
    TRY(swapon, "/nonexistent", 0);
    TRY(swapoff, "/nonexistent");
    TRY(reboot, 0, 0, 0, 0);                             /* bad magic: EINVAL even as root */
    TRY(acct, 0);
    TRY(quotactl, 0, 0, 0, 0);
    TRY(syslog, 10, 0, 0);                               /* SYSLOG_ACTION_SIZE_BUFFER */
    TRY(open_by_handle_at, -1, 0, 0);
    /* Kernel memory of the user id, not of the process: watches and grown pipe buffers. Each
     * descriptor granted is closed at once (what it holds goes with it). */
#ifdef SYS_inotify_init
    errno = 0;
    id = syscall(SYS_inotify_init);
    say("inotify_init", id);
    if (id >= 0) close((int)id);
#endif
    errno = 0;
    id = syscall(SYS_inotify_init1, IN_CLOEXEC);
    say("inotify_init1", id);
    if (id >= 0) close((int)id);
    errno = 0;       /* the kind an unprivileged process may have (Linux 5.13 on) */
    id = syscall(SYS_fanotify_init, FAN_CLASS_NOTIF | FAN_REPORT_FID, O_RDONLY);
    say("fanotify_init", id);
    if (id >= 0) close((int)id);
    TRY(fanotify_mark, -1, FAN_MARK_ADD, FAN_OPEN, AT_FDCWD, ".");
    int ends[2];
    if (pipe(ends) == 0) {
        errno = 0;
        long grown = syscall(SYS_fcntl, ends[0], F_SETPIPE_SZ, 1 << 20);
        say("fcntl(F_SETPIPE_SZ)", grown < 0 ? -1 : 0);
        close(ends[0]);
        close(ends[1]);
    }
    /* POSIX timers: kernel memory of the user id too, which RLIMIT_SIGPENDING bounds (the
     * box's 64; outside, tens of thousands). At most 1000 tried; they go with the process. */
    long timers = 0;
    timer_t timer;
    while (timers < 1000 && timer_create(CLOCK_MONOTONIC, 0, &timer) == 0) ++timers;
    printf("timers %ld 0\n", timers);
    pid_t child = (pid_t)syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0);
    if (child == 0) _exit(0);
    say("clone(CLONE_NEW*)", child);
    if (child > 0) waitpid(child, 0, 0);
    return 0;
}
