// Lesson 01, adversarial (compile_error): does not compile; lesson 01 scores 0, 00 is graded.
#include "aabb.hpp"

namespace collide {

bool overlap(const Aabb& a, const Aabb& b) {
    return a.minx <= b.maxx &&   // the expression never ends
}

} // namespace collide
