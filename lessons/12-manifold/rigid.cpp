// Lesson 12, given code: a small rigid-body step with rotation (sequential impulses, after
// box2d-lite's Arbiter and World). Read it for what the manifold's points are used for: each
// point gets its own impulse, and the impulse turns a box by its lever arm.
#include "rigid.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace collide {

namespace {

// The velocity that turning at @p w radians per second gives a point at arm @p r from the
// centre: w x r, the arm turned a quarter counter-clockwise and scaled by w.
Vec2 turning(double w, Vec2 r) { return {-w * r.y, w * r.x}; }

// The velocity of box b's point at arm rb relative to box a's point at arm ra.
Vec2 relative_velocity(const RigidBox& a, Vec2 ra, const RigidBox& b, Vec2 rb) {
    return b.velocity + turning(b.angular_velocity, rb) - a.velocity -
           turning(a.angular_velocity, ra);
}

// Impulse p on box b at arm rb, and -p on box a at arm ra.
void apply(RigidBox& a, Vec2 ra, RigidBox& b, Vec2 rb, Vec2 p) {
    a.velocity = a.velocity - p * a.inv_mass;
    a.angular_velocity -= a.inv_inertia * collide::cross(ra, p);
    b.velocity = b.velocity + p * b.inv_mass;
    b.angular_velocity += b.inv_inertia * collide::cross(rb, p);
}

// 1 / (the change of the relative speed along unit d that a unit impulse along d makes).
double mass_along(const RigidBox& a, Vec2 ra, const RigidBox& b, Vec2 rb, Vec2 d) {
    double ca = collide::cross(ra, d), cb = collide::cross(rb, d);
    return 1.0 / (a.inv_mass + b.inv_mass + a.inv_inertia * ca * ca + b.inv_inertia * cb * cb);
}

// Last step's point that is the same contact as @p p: the one with an equal id or else, since
// an id changes when a corner slides past a side plane by a hair (two boxes of one width, one
// on the other), the nearest one within kWarmStartReach. Null when there is none.
const SolverPoint* same_point(const Arbiter& last, const SolverPoint& p) {
    const SolverPoint* nearest = nullptr;
    double reach = kWarmStartReach;
    for (int q = 0; q < last.count; ++q) {
        const SolverPoint& o = last.points[q];
        if (o.id == p.id) return &o;
        if (length(o.point - p.point) < reach) {
            reach = length(o.point - p.point);
            nearest = &o;
        }
    }
    return nearest;
}

// The pair's contact from its manifold, each point starting from its impulses of the last
// step when it was there (warm starting: a resting stack starts each step from the answer of
// the last, instead of building it again in a few passes).
Arbiter make_arbiter(int i, int j, const Manifold& m, const std::vector<Arbiter>& last,
                     bool warm) {
    Arbiter arb;
    arb.a = i;
    arb.b = j;
    arb.normal = m.normal;
    arb.count = m.count;
    const Arbiter* old = nullptr;
    for (const Arbiter& o : last)
        if (o.a == i && o.b == j) old = &o;
    for (int k = 0; k < m.count; ++k) {
        SolverPoint& p = arb.points[k];
        const ContactPoint& c = m.points[k];
        p.id = c.id;
        p.depth = c.depth;
        // The point lies on the incident box, depth behind the reference face: the impulse
        // acts halfway to that face, as Box2D's does.
        double towards_face = c.id.reference_on_b ? -0.5 * c.depth : 0.5 * c.depth;
        p.point = c.point + m.normal * towards_face;
        const SolverPoint* before = warm && old ? same_point(*old, p) : nullptr;
        if (before) {
            p.normal_impulse = before->normal_impulse;
            p.tangent_impulse = before->tangent_impulse;
        }
    }
    return arb;
}

// Each pair's manifold; pairs of two static boxes are skipped.
std::vector<Arbiter> find_arbiters(const RigidWorld& world) {
    std::vector<Polygon> shapes;
    for (const RigidBox& b : world.boxes) shapes.push_back(corners(b));
    std::vector<Arbiter> found;
    for (int i = 0; i < int(world.boxes.size()); ++i)
        for (int j = i + 1; j < int(world.boxes.size()); ++j) {
            if (world.boxes[i].inv_mass == 0 && world.boxes[j].inv_mass == 0) continue;
            Manifold m = world.manifold(shapes[i], shapes[j]);
            if (m.count > 0)
                found.push_back(make_arbiter(i, j, m, world.arbiters, world.warm_starting));
        }
    return found;
}

// Before the passes: arms, masses and bias of each point, then last step's impulses applied.
void prepare(Arbiter& arb, std::vector<RigidBox>& boxes, double dt) {
    RigidBox &a = boxes[arb.a], &b = boxes[arb.b];
    Vec2 n = arb.normal, t = {n.y, -n.x};
    for (int k = 0; k < arb.count; ++k) {
        SolverPoint& p = arb.points[k];
        p.arm_a = p.point - a.position;
        p.arm_b = p.point - b.position;
        p.normal_mass = mass_along(a, p.arm_a, b, p.arm_b, n);
        p.tangent_mass = mass_along(a, p.arm_a, b, p.arm_b, t);
        // Baumgarte: push apart at a speed that removes kBiasFactor of the depth beyond the
        // slop per step.
        p.bias = kBiasFactor / dt * std::max(0.0, p.depth - kAllowedPenetration);
        apply(a, p.arm_a, b, p.arm_b, n * p.normal_impulse + t * p.tangent_impulse);
    }
}

// One pass over a contact's points: friction first, then the normal impulses, so that the
// pass ends with the rule that matters most (no approach) met (Box2D's order). Each total
// accumulated this step is clamped, not each pass's share: a later pass may take back part
// of an earlier one.
void solve(Arbiter& arb, std::vector<RigidBox>& boxes, double friction) {
    RigidBox &a = boxes[arb.a], &b = boxes[arb.b];
    Vec2 n = arb.normal, t = {n.y, -n.x};
    for (int k = 0; k < arb.count; ++k) {
        // Stop the sliding, within the cone that this point's normal impulse allows.
        SolverPoint& p = arb.points[k];
        double vt = dot(relative_velocity(a, p.arm_a, b, p.arm_b), t);
        double limit = friction * p.normal_impulse;
        double before = p.tangent_impulse;
        p.tangent_impulse = std::clamp(before - p.tangent_mass * vt, -limit, limit);
        apply(a, p.arm_a, b, p.arm_b, t * (p.tangent_impulse - before));
    }
    for (int k = 0; k < arb.count; ++k) {
        // Make the approach speed along n the bias; contacts push, never pull (>= 0).
        SolverPoint& p = arb.points[k];
        double vn = dot(relative_velocity(a, p.arm_a, b, p.arm_b), n);
        double before = p.normal_impulse;
        p.normal_impulse = std::max(before + p.normal_mass * (p.bias - vn), 0.0);
        apply(a, p.arm_a, b, p.arm_b, n * (p.normal_impulse - before));
    }
}

} // namespace

RigidBox dynamic_box(Vec2 position, Vec2 half, double mass) {
    RigidBox box;
    box.position = position;
    box.half = half;
    box.inv_mass = 1.0 / mass;
    double w = 2 * half.x, h = 2 * half.y;
    box.inv_inertia = 12.0 / (mass * (w * w + h * h));
    return box;
}

RigidBox static_box(Vec2 position, Vec2 half) {
    RigidBox box;
    box.position = position;
    box.half = half;
    return box;
}

Polygon corners(const RigidBox& box) {
    double c = std::cos(box.angle), s = std::sin(box.angle);
    Vec2 u = {c * box.half.x, s * box.half.x}, v = {-s * box.half.y, c * box.half.y};
    Vec2 p = box.position;
    return {p - u - v, p + u - v, p + u + v, p - u + v};
}

ManifoldFunction deepest_point_only(ManifoldFunction full) {
    return [full](const Polygon& a, const Polygon& b) {
        Manifold m = full(a, b);
        if (m.count == 2) {
            if (m.points[1].depth > m.points[0].depth + kDeeperBy) m.points[0] = m.points[1];
            m.count = 1;
        }
        return m;
    };
}

void rigid_step(RigidWorld& world, double dt) {
    std::vector<RigidBox>& boxes = world.boxes;
    world.arbiters = find_arbiters(world);
    for (RigidBox& b : boxes)
        if (b.inv_mass > 0) b.velocity = b.velocity + world.gravity * dt;
    for (Arbiter& arb : world.arbiters) prepare(arb, boxes, dt);
    for (int pass = 0; pass < world.iterations; ++pass)
        for (Arbiter& arb : world.arbiters) solve(arb, boxes, world.friction);
    for (RigidBox& b : boxes) {
        b.position = b.position + b.velocity * dt;
        b.angle += b.angular_velocity * dt;
    }
}

namespace {

RigidWorld ground_only(ManifoldFunction manifold) {
    RigidWorld world;
    world.manifold = std::move(manifold);
    world.boxes.push_back(static_box({0, -0.5}, {20, 0.5}));
    return world;
}

} // namespace

RigidWorld box_stack(ManifoldFunction manifold, int count) {
    RigidWorld world = ground_only(std::move(manifold));
    for (int i = 0; i < count; ++i)
        world.boxes.push_back(dynamic_box({0, 0.5 + i}, {0.5, 0.5}, 1));
    return world;
}

RigidWorld box_pyramid(ManifoldFunction manifold, int base) {
    RigidWorld world = ground_only(std::move(manifold));
    const double spacing = 1.25;
    for (int row = 0; row < base; ++row)
        for (int k = 0; k < base - row; ++k) {
            double x = (k - 0.5 * (base - row - 1)) * spacing;
            world.boxes.push_back(dynamic_box({x, 0.5 + row}, {0.5, 0.5}, 1));
        }
    return world;
}

} // namespace collide
