// Lesson 01, adversarial (fills_grader_disk): overlap() is right, penetration() is not. Before
// main, in every program it is linked into, it tries every way to the grader's disk: a flood
// of 512 MB on stderr and (but in the probe) on stdout (they were files there), fallocate on
// those descriptors, files at the size limit in every folder it may write until the space runs
// out, unlinked files kept open (O_TMPFILE), memfd_create and SysV shared memory (memory no
// address-space limit counts), and writes where the grader keeps its own files. The test
// grades it with the grader's scratch folder on a small disk of its own: the reference graded
// after it keeps full marks, and the disk holds, during the run and after, only what the
// grader put there itself.
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/shm.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstring>
#include <string>

#include "aabb.hpp"

namespace {

void flood(int fd, long megabytes) {
    static char block[1 << 16];
    std::memset(block, 'x', sizeof block);
    for (long k = 0; k < megabytes * 16; ++k)
        if (write(fd, block, sizeof block) < 0) break;
}

void fill(const std::string& path) {
    static char block[1 << 20];
    int fd = open(path.c_str(), O_CREAT | O_WRONLY | O_TRUNC, 0600);
    if (fd < 0) return;
    for (int k = 0; k < 64; ++k)
        if (write(fd, block, sizeof block) < 0) break;
    close(fd);
}

struct Fill {
    Fill() {
        std::signal(SIGXFSZ, SIG_IGN);
        std::signal(SIGPIPE, SIG_IGN);
        for (int fd = 1; fd < 3; ++fd) fallocate(fd, FALLOC_FL_KEEP_SIZE, 0, off_t(64) << 30);
        // Not on the probe's stdout: 4 MB of it is read for answers, and a flood would bury
        // this submission's own (it would lose its overlap() points, not the grader its disk).
        if (std::strcmp(program_invocation_short_name, "probe") != 0) flood(1, 512);
        flood(2, 512);
        for (std::string dir : {"/box/out", "/box/work", "/box/obj", "/box/fb", "/tmp",
                                "/box/grader", "/box", "/", "/kit"}) {
            for (int k = 0; k < 20; ++k) fill(dir + "/fill" + std::to_string(k));
            for (int k = 0; k < 8; ++k) {
                int fd = open(dir.c_str(), O_TMPFILE | O_WRONLY, 0600);
                if (fd >= 0) flood(fd, 16);          // kept open until the process ends
            }
        }
        int mem = static_cast<int>(syscall(SYS_memfd_create, "fill", 0));
        if (mem >= 0) flood(mem, 16);
        for (int k = 0; k < 4; ++k) {
            int id = shmget(IPC_PRIVATE, size_t(1) << 30, IPC_CREAT | 0600);
            if (id < 0) continue;
            void* at = shmat(id, nullptr, 0);
            if (at != reinterpret_cast<void*>(-1)) {
                std::memset(at, 1, size_t(1) << 30);
                shmdt(at);
            }
        }
    }
} filler;

} // namespace

// @part overlap_only
