// Lesson 09, reference: who moves when two bodies overlap, and a pile relaxed pass by pass.
#include "resolve.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace collide {

namespace {

// [checks]
// An inverse mass is a weight: finite and not negative (0 and -0.0 are a static body).
void check_inv_mass(double inv_mass, const char* who) {
    if (!(std::isfinite(inv_mass) && inv_mass >= 0))
        throw std::invalid_argument(std::string(who) + ": inv_mass must be finite and >= 0, not " +
                                    std::to_string(inv_mass));
}
// [end checks]

void translate(Polygon& shape, Vec2 by) {
    for (Vec2& v : shape) v = v + by;
}

} // namespace

// [separate]
void separate(Body& a, Body& b, const Hit& hit) {
    check_inv_mass(a.inv_mass, "separate: body a");
    check_inv_mass(b.inv_mass, "separate: body b");
    double wa = a.inv_mass, wb = b.inv_mass;
    if (!hit.hit || (wa == 0 && wb == 0)) return;      // nothing to push, or nothing can move

    // Both weights divided by the larger first: the same shares, and the sum cannot overflow.
    double top = std::max(wa, wb);
    double share_a = (wa / top) / (wa / top + wb / top);
    double share_b = (wb / top) / (wa / top + wb / top);
    if (wa > 0) translate(a.shape, hit.normal * (-hit.depth * share_a));
    if (wb > 0) translate(b.shape, hit.normal * (hit.depth * share_b));   // static: untouched
}
// [end separate]

// [resolve]
int resolve(std::vector<Body>& bodies, int max_passes, double slop) {
    if (max_passes < 0) throw std::invalid_argument("resolve: max_passes must be >= 0");
    if (!(std::isfinite(slop) && slop >= 0))
        throw std::invalid_argument("resolve: slop must be finite and >= 0");
    for (const Body& body : bodies) {                   // every check before anything moves
        check_inv_mass(body.inv_mass, "resolve");
        if (body.shape.size() < 3)
            throw std::invalid_argument("resolve: every shape needs three vertices or more");
    }

    int pushing_passes = 0;
    for (int pass = 1; pass <= max_passes; ++pass) {
        bool pushed = false;
        for (size_t i = 0; i < bodies.size(); ++i)
            for (size_t j = i + 1; j < bodies.size(); ++j) {
                if (bodies[i].inv_mass == 0 && bodies[j].inv_mass == 0) continue;
                Hit h = sat_push_out(bodies[i].shape, bodies[j].shape);
                if (!h.hit || h.depth <= slop) continue;      // apart, or resting inside the slop
                separate(bodies[i], bodies[j], {true, h.normal, h.depth - slop / 2});  // at once
                pushed = true;
            }
        if (!pushed) break;
        ++pushing_passes;
    }
    return pushing_passes;
}
// [end resolve]

} // namespace collide
