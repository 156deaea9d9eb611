// Lesson 01, adversarial (ipc_and_daemons): overlap() is right, penetration() is not. Before
// main(), in every program it is linked into, it leaves things behind by every route it has:
// four SysV shared memory segments of 256 MB, a message queue and a semaphore set; a daemon
// that forks twice, leaves the session and ignores every signal it can; files in /tmp and
// /dev/shm; keys in the kernel's keyrings (its user id's own, which outlive every process, and
// the session's, which another box could read). The box must end them all with the run: the
// test finds nothing of its user ids on the machine afterwards, and the next submission's
// grade is unchanged.
#include <cmath>
#include <csignal>
#include <initializer_list>
#include <cstdio>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "aabb.hpp"

namespace {

void daemonize() {
    if (fork() != 0) return;
    setsid();
    if (fork() != 0) _exit(0);
    for (int sig = 1; sig < 32; ++sig) std::signal(sig, SIG_IGN);
    for (;;) {
        if (std::FILE* f = std::fopen("/tmp/daemon-alive", "w")) std::fclose(f);
        sleep(1);
    }
}

struct Litter {
    Litter() {
        for (int i = 0; i < 4; ++i) shmget(IPC_PRIVATE, 256u << 20, IPC_CREAT | 0666);
        msgget(IPC_PRIVATE, IPC_CREAT | 0666);
        semget(IPC_PRIVATE, 4, IPC_CREAT | 0666);
        for (const char* path : {"/tmp/left-behind", "/dev/shm/left-behind"})
            if (std::FILE* f = std::fopen(path, "w")) std::fclose(f);
        // The user, user-session and session keyrings (KEY_SPEC_*: -4, -5, -3).
        for (long ring : {-4L, -5L, -3L})
            syscall(SYS_add_key, "user", "left-behind", "the calls", 9, ring);
        daemonize();
    }
} litter;

} // namespace

// @part overlap_only
