// Lesson 11, reference: circles and polygons in one world, and one step of it.
#include "world.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>

#include "pieces.hpp"

namespace collide {

namespace {

const Hit kNoHit = {false, {0, 0}, 0};
const double kNaN = std::numeric_limits<double>::quiet_NaN();

bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

// [axis]
// One separating axis n (unit): the circle covers [dot(c, n) - r, dot(c, n) + r], the polygon
// [lo, hi]. Fills the depth and direction the polygon must travel; false when n separates.
// The direction is chosen by a sign, not a branch: in a pile the side a polygon leaves by
// changes from pair to pair with no pattern a branch predictor could learn.
bool overlap_along(Vec2 n, Vec2 c, double r, const Polygon& p, Hit& along) {
    double lo = INFINITY, hi = -INFINITY;
    for (Vec2 v : p) {
        lo = std::min(lo, dot(v, n));
        hi = std::max(hi, dot(v, n));
    }
    double go_plus = dot(c, n) + r - lo;     // the polygon travels along +n
    double go_minus = hi - dot(c, n) + r;    // the polygon travels along -n
    if (!(go_plus > 0 && go_minus > 0 && hi - lo > 0)) return false;   // apart, or touching
    double sign = 1 - 2 * double(go_minus < go_plus);                  // +1, or -1 for -n
    along = {true, n * sign, std::min(go_plus, go_minus)};
    return true;
}
// [end axis]

// The vertex of p nearest to c, the first on a tie, by the squared lengths of the offsets
// v - c, each first scaled by the power of two `scale` (exact).
Vec2 nearest_vertex(Vec2 c, const Polygon& p, double scale) {
    Vec2 best = p[0];
    for (Vec2 v : p)
        if (length_squared((v - c) * scale) < length_squared((best - c) * scale)) best = v;
    return best;
}

// The vertex of p nearest to c, the first on a tie. Squares compare lengths only while they
// are plain (square_range.hpp): the vertices of a polygon within about 1e-146 of c would all
// square to 0, or to subnormals short of bits. So when the least square is not plain, the
// offsets are compared again scaled by a power of two: a shape at any scale then chooses the
// vertex that the same shape at unit size chooses.
Vec2 nearest_vertex(Vec2 c, const Polygon& p) {
    Vec2 best = nearest_vertex(c, p, 1);
    double least = length_squared(best - c);
    return plain_square(least) ? best : nearest_vertex(c, p, range_scale(least));
}

// [push]
// The shares of a push or a velocity change, wa / (wa + wb) and wb / (wa + wb) (w = inv_mass,
// not both 0), divided by the larger first so that they do not overflow (lesson 09).
void shares(double wa, double wb, double& share_a, double& share_b) {
    double top = std::max(wa, wb);
    share_a = (wa / top) / (wa / top + wb / top);
    share_b = (wb / top) / (wa / top + wb / top);
}

// Lesson 09's separate(), for shapes: the pair moves apart by depth along normal, in the
// shares of the inverse masses; a static body is never written to. Adds each move to moved.
void push_apart(Body& a, Body& b, Vec2 normal, double depth, Vec2& moved_a, Vec2& moved_b) {
    double share_a, share_b;
    shares(a.inv_mass, b.inv_mass, share_a, share_b);
    if (a.inv_mass > 0) {
        translate(a.shape, normal * (-depth * share_a));
        moved_a = moved_a + normal * (-depth * share_a);
    }
    if (b.inv_mass > 0) {
        translate(b.shape, normal * (depth * share_b));
        moved_b = moved_b + normal * (depth * share_b);
    }
}
// [end push]

// [check]
void check_world(const World& world, double dt) {
    if (!(std::isfinite(dt) && dt >= 0))
        throw std::invalid_argument("step_world: dt must be finite and >= 0");
    if (!finite(world.gravity)) throw std::invalid_argument("step_world: a non-finite gravity");
    if (world.passes < 0) throw std::invalid_argument("step_world: passes must be >= 0");
    if (!(std::isfinite(world.slop) && world.slop >= 0))
        throw std::invalid_argument("step_world: slop must be finite and >= 0");
    for (std::size_t k = 0; k < world.pushes.size(); ++k) {
        const Push& p = world.pushes[k];
        if (!(std::isfinite(p.removed) && p.removed >= 0))
            throw std::invalid_argument("step_world: a push's removed must be finite and >= 0");
        if (k > 0 && !(std::make_pair(world.pushes[k - 1].i, world.pushes[k - 1].j) <
                       std::make_pair(p.i, p.j)))
            throw std::invalid_argument("step_world: pushes must be strictly sorted by (i, j)");
    }
    for (const Body& b : world.bodies) {
        if (!shape_is_valid(b.shape)) throw std::invalid_argument("step_world: an invalid shape");
        if (!finite(b.velocity)) throw std::invalid_argument("step_world: a non-finite velocity");
        if (!(std::isfinite(b.inv_mass) && b.inv_mass >= 0))
            throw std::invalid_argument("step_world: inv_mass must be finite and >= 0");
    }
}
// [end check]

// [move]
// A body's motion over the step; a swept body stops at the first static body it would touch.
void move(std::vector<Body>& bodies, std::size_t k, double dt) {
    Body& body = bodies[k];
    if (body.inv_mass == 0) return;                   // static: never moves
    Vec2 delta = body.velocity * dt;
    Touch first = {false, {0, 0}, 0};
    std::size_t wall = 0;
    for (std::size_t s = 0; body.swept && s < bodies.size(); ++s) {
        if (bodies[s].inv_mass != 0) continue;        // swept against static bodies only
        Touch touch = first_touch(bodies[s].shape, body.shape, delta);
        if (touch.hit && (!first.hit || touch.t < first.t)) first = touch, wall = s;
    }
    if (!first.hit) {
        translate(body.shape, delta);
        return;
    }
    translate(body.shape, delta * first.t);
    remove_closing_velocity(bodies[wall], body, first.normal);   // from the wall to the body
}
// [end move]

} // namespace

// [circle-polygon-hit]
Hit circle_polygon_hit(Vec2 c, double r, const Polygon& p) {
    if (p.size() < 3)
        throw std::invalid_argument("circle_polygon_hit: a polygon needs three vertices or more");
    if (!(r >= 0) || !finite(c)) return kNoHit;
    for (Vec2 v : p)
        if (!finite(v)) return kNoHit;

    Hit best = kNoHit, along = kNoHit;
    for (std::size_t i = 0; i < p.size(); ++i) {       // the edges' normals
        Vec2 edge = p[i + 1 == p.size() ? 0 : i + 1] - p[i];
        if (edge.x == 0 && edge.y == 0) continue;
        Vec2 n = normalized({edge.y, -edge.x});
        if (!overlap_along(n, c, r, p, along)) return kNoHit;
        if (!best.hit || along.depth < best.depth) best = along;
    }
    Vec2 to_corner = nearest_vertex(c, p) - c;         // the closest vertex's axis
    if (to_corner.x != 0 || to_corner.y != 0) {
        if (!overlap_along(normalized(to_corner), c, r, p, along)) return kNoHit;
        if (!best.hit || along.depth < best.depth) best = along;
    }
    return best;
}
// [end circle-polygon-hit]

// [collide-impl]
Hit shape_hit(const Shape& a, const Shape& b) {
    if (a.is_circle && b.is_circle)
        return circle_circle_hit(a.centre, a.radius, b.centre, b.radius);
    if (a.is_circle) return circle_polygon_hit(a.centre, a.radius, b.vertices);
    if (b.is_circle) {
        Hit h = circle_polygon_hit(b.centre, b.radius, a.vertices);   // from b towards a
        if (h.hit) h.normal = -h.normal;
        return h;
    }
    return sat_push_out(a.vertices, b.vertices);
}
// [end collide-impl]

// [bounding-box-impl]
Aabb bounding_box(const Shape& s) {
    if (!shape_is_valid(s)) return {kNaN, kNaN, kNaN, kNaN};
    if (s.is_circle)
        return {s.centre.x - s.radius, s.centre.y - s.radius, s.centre.x + s.radius,
                s.centre.y + s.radius};
    Aabb box = {INFINITY, INFINITY, -INFINITY, -INFINITY};
    for (Vec2 v : s.vertices)
        box = {std::min(box.minx, v.x), std::min(box.miny, v.y), std::max(box.maxx, v.x),
               std::max(box.maxy, v.y)};
    return box;
}
// [end bounding-box-impl]

// [find-contacts-impl]
namespace {

// Lesson 05's sort and sweep over the valid boxes: every pair of indices whose boxes overlap
// (touching counts), in the order the sweep meets them, each pair in either order.
std::vector<std::pair<int, int>> sweep(const std::vector<Aabb>& boxes) {
    std::vector<std::pair<double, int>> by_minx;       // (minx, index): sorts by minx, then index
    by_minx.reserve(boxes.size());
    for (int k = 0; k < static_cast<int>(boxes.size()); ++k)
        if (box_is_valid(boxes[k])) by_minx.push_back({boxes[k].minx, k});
    std::sort(by_minx.begin(), by_minx.end());
    std::vector<Aabb> sorted;                          // the boxes in that order: the walk
    sorted.reserve(by_minx.size());                    // below reads memory in order
    for (auto [minx, k] : by_minx) sorted.push_back(boxes[k]);
    // The walk meets mostly boxes of the same column, above and below, which the y test keeps
    // or rejects with no pattern: as a branch it was a fifth of the mispredicted branches of
    // find_contacts (NOTES.md). So every pair met is written at `count`, and the y test only
    // decides whether `count` moves past it.
    std::vector<std::pair<int, int>> pairs(2 * sorted.size() + 1);
    std::size_t count = 0;
    for (std::size_t a = 0; a < sorted.size(); ++a) {
        const Aabb& p = sorted[a];
        for (std::size_t b = a + 1; b < sorted.size(); ++b) {
            const Aabb& q = sorted[b];
            if (q.minx > p.maxx) break;                // every later box starts further right
            if (count + 1 == pairs.size()) pairs.resize(2 * pairs.size());
            pairs[count] = {by_minx[a].second, by_minx[b].second};
            count += !(p.maxy < q.miny) & !(q.maxy < p.miny);   // overlap on y; touching counts
        }
    }
    pairs.resize(count);
    return pairs;
}

} // namespace

ContactScan find_contacts(const std::vector<Body>& bodies) {
    int n = static_cast<int>(bodies.size());
    ContactScan scan{{}, {1LL * n * (n - 1) / 2, 0, 0}};
    std::vector<Aabb> boxes;
    boxes.reserve(bodies.size());
    for (const Body& b : bodies) boxes.push_back(bounding_box(b.shape));
    std::vector<std::pair<int, int>> candidates = sweep(boxes);
    scan.counts.candidates = static_cast<long long>(candidates.size());
    // The narrow phase in (i, j) order, so that the contacts come out sorted. i is an index
    // below n, so the candidates are grouped by i by counting (linear time, where sorting
    // them would compare n log n times): body i's partners j are partner[first[i]] up to
    // partner[first[i + 1]], sorted there.
    std::vector<int> first(bodies.size() + 1, 0), partner(candidates.size());
    for (auto& [i, j] : candidates)
        if (i > j) std::swap(i, j);
    for (auto [i, j] : candidates) ++first[i + 1];
    for (int k = 0; k < n; ++k) first[k + 1] += first[k];
    std::vector<int> filled(first.begin(), first.end() - 1);
    for (auto [i, j] : candidates) partner[filled[i]++] = j;
    scan.contacts.reserve(candidates.size());
    for (int i = 0; i < n; ++i) {
        std::sort(partner.begin() + first[i], partner.begin() + first[i + 1]);
        for (int at = first[i]; at < first[i + 1]; ++at) {
            Hit h = shape_hit(bodies[i].shape, bodies[partner[at]].shape);
            if (h.hit) scan.contacts.push_back({i, partner[at], h});
        }
    }
    scan.counts.contacts = static_cast<long long>(scan.contacts.size());
    return scan;
}
// [end find-contacts-impl]

// [step-impl]
namespace {

// Part 4: the contacts pushed apart, each one's depth kept up to date by how far its two
// bodies have been pushed along its normal since it was found.
void resolve_positions(World& world, const std::vector<Contact>& contacts) {
    std::vector<Body>& bodies = world.bodies;
    std::vector<Vec2> moved(bodies.size(), Vec2{0, 0});
    for (int pass = 1; pass <= world.passes; ++pass) {
        bool pushed = false;
        for (const Contact& c : contacts) {
            Body &a = bodies[c.i], &b = bodies[c.j];
            if (a.inv_mass == 0 && b.inv_mass == 0) continue;
            double depth = c.hit.depth - dot(moved[c.j] - moved[c.i], c.hit.normal);
            if (!(depth > world.slop)) continue;
            push_apart(a, b, c.hit.normal, depth - world.slop / 2, moved[c.i], moved[c.j]);
            pushed = true;
        }
        if (!pushed) break;
    }
}

// Part 6: sequential impulses. Each contact keeps the closing speed it has removed in all,
// never below 0: it pushes, it never pulls. It starts from what it removed last step.
void resolve_velocities(World& world, const std::vector<Contact>& contacts) {
    std::vector<Body>& bodies = world.bodies;
    std::vector<double> removed(contacts.size(), 0.0);
    // Applies @p change to contact k: its bodies' velocities, and its removed.
    auto apply = [&](std::size_t k, double change) {
        Body &a = bodies[contacts[k].i], &b = bodies[contacts[k].j];
        Vec2 n = contacts[k].hit.normal;
        double share_a, share_b;
        shares(a.inv_mass, b.inv_mass, share_a, share_b);
        if (a.inv_mass > 0) a.velocity = a.velocity - n * (change * share_a);
        if (b.inv_mass > 0) b.velocity = b.velocity + n * (change * share_b);
        removed[k] += change;
    };
    auto both_static = [&](const Contact& c) {
        return bodies[c.i].inv_mass == 0 && bodies[c.j].inv_mass == 0;
    };
    std::size_t last = 0;                              // both lists are sorted by (i, j)
    for (std::size_t k = 0; k < contacts.size(); ++k) {
        auto pair = std::make_pair(contacts[k].i, contacts[k].j);
        while (last < world.pushes.size() &&
               std::make_pair(world.pushes[last].i, world.pushes[last].j) < pair)
            ++last;
        if (last < world.pushes.size() && world.pushes[last].i == pair.first &&
            world.pushes[last].j == pair.second && !both_static(contacts[k]))
            apply(k, world.pushes[last].removed);     // the warm start
    }
    for (int pass = 1; pass <= world.passes; ++pass) {
        bool changed = false;
        for (std::size_t k = 0; k < contacts.size(); ++k) {
            if (both_static(contacts[k])) continue;
            const Body &a = bodies[contacts[k].i], &b = bodies[contacts[k].j];
            double closing = dot(b.velocity - a.velocity, contacts[k].hit.normal);
            double change = std::max(removed[k] - closing, 0.0) - removed[k];
            if (change == 0) continue;
            apply(k, change);
            changed = true;
        }
        if (!changed) break;
    }
    world.pushes.clear();
    for (std::size_t k = 0; k < contacts.size(); ++k)
        world.pushes.push_back({contacts[k].i, contacts[k].j, removed[k]});
}

} // namespace

Counts step_world(World& world, double dt) {
    check_world(world, dt);                            // before anything changes
    std::vector<Body>& bodies = world.bodies;
    for (std::size_t k = 0; k < bodies.size(); ++k) move(bodies, k, dt);
    ContactScan scan = find_contacts(bodies);
    resolve_positions(world, scan.contacts);
    apply_gravity(bodies, world.gravity, dt);
    resolve_velocities(world, scan.contacts);
    return scan.counts;
}
// [end step-impl]

} // namespace collide
