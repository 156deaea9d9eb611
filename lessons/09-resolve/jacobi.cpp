// Lesson 09, given code: Jacobi relaxation, the other order, for comparison.
#include "jacobi.hpp"

#include <cstddef>

namespace collide {

// [jacobi]
int relax_jacobi(std::vector<Body>& bodies, int max_passes, double slop) {
    struct Push { std::size_t i, j; Hit hit; };
    int pushing_passes = 0;
    for (int pass = 1; pass <= max_passes; ++pass) {
        std::vector<Push> pushes;
        for (std::size_t i = 0; i < bodies.size(); ++i)
            for (std::size_t j = i + 1; j < bodies.size(); ++j) {
                if (bodies[i].inv_mass == 0 && bodies[j].inv_mass == 0) continue;
                Hit h = sat_push_out(bodies[i].shape, bodies[j].shape);
                if (h.hit && h.depth > slop)              // remembered, not applied yet
                    pushes.push_back({i, j, {true, h.normal, h.depth - slop / 2}});
            }
        if (pushes.empty()) break;
        for (const Push& p : pushes) separate(bodies[p.i], bodies[p.j], p.hit);   // all at once
        ++pushing_passes;
    }
    return pushing_passes;
}
// [end jacobi]

} // namespace collide
