// Lesson 11, given code: the world's own pieces (the shape rules, gravity, the velocity
// response). The earlier lessons' rules are in earlier.cpp.
#include "pieces.hpp"

#include <algorithm>
#include <cmath>

namespace collide {

namespace {

bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

// The two weights' shares of a push, divided by the larger first so that they cannot overflow.
void shares(double wa, double wb, double& share_a, double& share_b) {
    double top = std::max(wa, wb);
    share_a = (wa / top) / (wa / top + wb / top);
    share_b = (wb / top) / (wa / top + wb / top);
}

} // namespace

bool shape_is_valid(const Shape& s) {
    if (s.is_circle) return finite(s.centre) && std::isfinite(s.radius) && s.radius >= 0;
    if (s.vertices.size() < 3) return false;
    return std::all_of(s.vertices.begin(), s.vertices.end(), [](Vec2 v) { return finite(v); });
}

void translate(Shape& s, Vec2 by) {
    if (s.is_circle) {
        s.centre = s.centre + by;
        return;
    }
    for (Vec2& v : s.vertices) v = v + by;
}

void apply_gravity(std::vector<Body>& bodies, Vec2 gravity, double dt) {
    for (Body& b : bodies)
        if (b.inv_mass > 0) b.velocity = b.velocity + gravity * dt;
}

void remove_closing_velocity(Body& a, Body& b, Vec2 normal) {
    double wa = a.inv_mass, wb = b.inv_mass;
    if (wa == 0 && wb == 0) return;
    double closing = dot(b.velocity - a.velocity, normal);
    if (!(closing < 0)) return;
    double share_a, share_b;
    shares(wa, wb, share_a, share_b);
    if (wa > 0) a.velocity = a.velocity + normal * (closing * share_a);
    if (wb > 0) b.velocity = b.velocity - normal * (closing * share_b);
}

} // namespace collide
