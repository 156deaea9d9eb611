// Lesson 09: your file. Read lessons/09-resolve/README.md, then replace the placeholders below.
#include "resolve.hpp"

#include <cmath>
#include <stdexcept>

namespace collide {

void separate(Body& a, Body& b, const Hit& hit) {
    // TODO: check both inverse masses, then move a by -normal * depth * wa / (wa + wb) and
    // b by +normal * depth * wb / (wa + wb); never write to a static body.
}

int resolve(std::vector<Body>& bodies, int max_passes, double slop) {
    // TODO: check the arguments; then, pass after pass, every pair i < j in index order:
    // sat_push_out, and separate by depth - slop / 2 when the depth is more than slop.
    return 0;
}

} // namespace collide
