// Lesson 10 reference: the time of impact of two moving circles, and of a moving box.
#include "sweep.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace collide {

namespace {

const Impact kNoHit = {false, 0.0, {0, 0}};
const double kInfinity = std::numeric_limits<double>::infinity();

bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

bool finite(const Aabb& b) {
    return std::isfinite(b.minx) && std::isfinite(b.miny) && std::isfinite(b.maxx) &&
           std::isfinite(b.maxy);
}

// [direction]
// The unit vector along the offset d from circle 1 to circle 2, or lesson 02's (1, 0) when
// there is no offset. normalized() neither overflows nor underflows, as the squares would.
Vec2 direction_or_x(Vec2 d) {
    if (d.x == 0 && d.y == 0) return {1, 0};
    return normalized(d);
}
// [end direction]

// [shorter-than]
// |v| < r, lesson 02's overlap test (touching is no hit) over the whole double range: the
// squares decide while r's square is plain, and beyond, where it overflows or underflows, the
// length itself. Written as "less than", so that a NaN is not shorter.
bool shorter_than(Vec2 v, double r) {
    return plain_square(r * r) ? length_squared(v) < r * r : length(v) < r;
}
// [end shorter-than]

// [open-slab]
// Narrows (tmin, tmax) to the t at which t d lies strictly inside the open interval (lo, hi)
// of one axis: lesson 06's slab, for an open box and a ray from 0. False when it never does.
bool clip_to_open_slab(double d, double lo, double hi, double& tmin, double& tmax) {
    if (d == 0)                                    // no motion on this axis (also -0):
        return lo < 0 && 0 < hi;                   // strictly inside always, or never
    double t1 = lo / d;
    double t2 = hi / d;
    if (d < 0) std::swap(t1, t2);                  // moving towards -x, it meets hi first
    tmin = std::max(tmin, t1);
    tmax = std::min(tmax, t2);
    return true;
}
// [end open-slab]

// [way-out]
// Boxes that overlap at t = 0: the moving box's shortest way out, as in lessons 03 and 08. On
// x it leaves by moving hi towards +x or -lo towards -x (the grown box's edges seen from its
// centre), and the same on y: the shortest of the four wins, x before y and + before - on a tie.
Vec2 shortest_way_out(double lox, double hix, double loy, double hiy) {
    double x = std::min(hix, -lox), y = std::min(hiy, -loy);
    if (x <= y) return {hix <= -lox ? 1.0 : -1.0, 0};
    return {0, hiy <= -loy ? 1.0 : -1.0};
}
// [end way-out]

} // namespace

// [circles]
Impact swept_circles(Vec2 c1, double r1, Vec2 v1, Vec2 c2, double r2, Vec2 v2) {
    if (!(r1 >= 0 && r2 >= 0) || !finite(c1) || !finite(v1) || !finite(c2) || !finite(v2))
        return kNoHit;                             // negative or NaN radius, NaN or infinity
    Vec2 d = c2 - c1;                              // the offset at t = 0, from 1 towards 2
    Vec2 w = v2 - v1;                              // how the offset changes over the step
    double reach = r1 + r2;
    if (shorter_than(d, reach)) return {true, 0.0, direction_or_x(d)};  // lesson 02, at t = 0
    // |d + t w|^2 = reach^2 is a t^2 + 2 b t + c = 0.
    double b = dot(d, w);                          // < 0 exactly when the circles approach
    if (!(b < 0)) return kNoHit;                   // receding, sliding past, or no motion
    double a = length_squared(w);
    double c = length_squared(d) - reach * reach;  // >= 0, apart or touching (a hair below
                                                   // only where lesson 02 compared lengths)
    // b^2 - a c, rewritten as a reach^2 - cross(d, w)^2 so that two huge, nearly equal
    // products are not subtracted (see "Where precision is lost").
    double disc = a * reach * reach - cross(d, w) * cross(d, w);
    if (!(disc > 0)) return kNoHit;                // closest distance >= reach: miss, or tangent
    double t = c / (-b + std::sqrt(disc));         // the near root, in a form that does not cancel
    if (!(t <= 1)) return kNoHit;                  // they first touch after this step
    t = t > 0 ? t : 0.0;                           // a c below 0: they touch at once
    return {true, t, direction_or_x(d + w * t)};
}
// [end circles]

// [boxes]
Impact swept_aabb(const Aabb& still, const Aabb& moving, Vec2 delta) {
    if (!box_is_valid(still) || !box_is_valid(moving) || !finite(still) || !finite(moving) ||
        !finite(delta))
        return kNoHit;                             // an empty box, a NaN or an infinity
    // The still box grown by the moving box's half-extents, seen from the moving box's
    // centre: its edges are these differences. Moved by s, the moving box overlaps the still
    // one exactly when s is strictly inside.
    double lox = still.minx - moving.maxx, hix = still.maxx - moving.minx;
    double loy = still.miny - moving.maxy, hiy = still.maxy - moving.miny;
    double tmin = -kInfinity, tmax = kInfinity;    // before any slab: all of time
    if (!clip_to_open_slab(delta.x, lox, hix, tmin, tmax)) return kNoHit;
    double x_entry = tmin;                         // -infinity when delta.x is 0
    if (!clip_to_open_slab(delta.y, loy, hiy, tmin, tmax)) return kNoHit;
    double t = tmin > 0 ? tmin : 0.0;              // max(tmin, 0), and +0.0 for a tmin of -0.0
    if (!(t < tmax) || t > 1) return kNoHit;       // never strictly inside during the step
    if (tmin < 0) return {true, t, shortest_way_out(lox, hix, loy, hiy)};  // overlapping at 0
    if (tmin == x_entry) return {true, t, {delta.x > 0 ? -1.0 : 1.0, 0}};  // x face, or a corner
    return {true, t, {0, delta.y > 0 ? -1.0 : 1.0}};
}
// [end boxes]

} // namespace collide
