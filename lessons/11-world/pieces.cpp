// Lesson 11, given code: the earlier lessons' pieces, written independently of your files.
#include "pieces.hpp"

#include <algorithm>
#include <cmath>

namespace collide {

namespace {

const Hit kNoHit = {false, {0, 0}, 0};

bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

bool finite(const Aabb& b) {
    return std::isfinite(b.minx) && std::isfinite(b.miny) && std::isfinite(b.maxx) &&
           std::isfinite(b.maxy);
}

// The open interval of t in which lo < t d < hi, intersected into [enter, leave].
bool narrow_to_slab(double d, double lo, double hi, double& enter, double& leave) {
    if (d == 0) return lo < 0 && 0 < hi;
    double a = lo / d, b = hi / d;
    if (a > b) std::swap(a, b);
    enter = std::max(enter, a);
    leave = std::min(leave, b);
    return true;
}

// The two weights' shares of a push, divided by the larger first so that they cannot overflow.
void shares(double wa, double wb, double& share_a, double& share_b) {
    double top = std::max(wa, wb);
    share_a = (wa / top) / (wa / top + wb / top);
    share_b = (wb / top) / (wa / top + wb / top);
}

} // namespace

Hit circle_circle_hit(Vec2 c1, double r1, Vec2 c2, double r2) {
    if (!(r1 >= 0 && r2 >= 0) || !finite(c1) || !finite(c2)) return kNoHit;
    Vec2 d = c2 - c1;
    double reach = r1 + r2;
    bool closer = plain_square(reach * reach) ? length_squared(d) < reach * reach
                                              : length(d) < reach;
    if (!closer) return kNoHit;
    if (d.x == 0 && d.y == 0) return {true, {1, 0}, reach};
    return {true, normalized(d), reach - length(d)};
}

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

Hit first_touch(const Aabb& still, const Aabb& moving, Vec2 delta) {
    if (!box_is_valid(still) || !box_is_valid(moving) || !finite(still) || !finite(moving) ||
        !finite(delta))
        return kNoHit;
    // The still box grown by the moving one, seen from the moving box's place: moved by s,
    // the boxes overlap with positive area exactly when s is strictly inside (lo, hi).
    double lox = still.minx - moving.maxx, hix = still.maxx - moving.minx;
    double loy = still.miny - moving.maxy, hiy = still.maxy - moving.miny;
    if (lox < 0 && 0 < hix && loy < 0 && 0 < hiy) return kNoHit;   // overlapping already
    double enter = -INFINITY, leave = INFINITY;
    if (!narrow_to_slab(delta.x, lox, hix, enter, leave)) return kNoHit;
    double enter_x = enter;
    if (!narrow_to_slab(delta.y, loy, hiy, enter, leave)) return kNoHit;
    if (!(enter < leave) || enter > 1 || leave <= 0) return kNoHit;
    double t = enter > 0 ? enter : 0.0;
    if (enter == enter_x) return {true, {delta.x > 0 ? -1.0 : 1.0, 0}, t};
    return {true, {0, delta.y > 0 ? -1.0 : 1.0}, t};
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
