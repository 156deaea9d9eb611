// Lesson 10 against Box2D 2.4: the reference swept_circles and swept_aabb agree with
// b2TimeOfImpact on random moving pairs, on impact or not wherever the pair does not come
// within Box2D's target band of touching, and on t to Box2D's tolerance. Built only with the
// reference and libbox2d-dev.
//
// What b2TimeOfImpact does (b2_time_of_impact.cpp, "the local separating axis method"): it
// advances along a separating axis found by b2Distance, fixed to the bodies, to where the
// deepest points reach the target, and repeats with a new axis there; it decides "separated"
// from the end of the step alone, so with rotation it may miss a touch in the middle (its
// header says so). Here nothing turns. It stops when the distance between the shapes'
// cores (circle centres, polygon outlines without their skin b2_polygonRadius) reaches
// target = max(b2_linearSlop, rA + rB - 3 b2_linearSlop), within 0.25 b2_linearSlop. So for
// circles it reports the moment they overlap by 3 slop, for skinned polygons the moment the
// cores are b2_linearSlop apart: a contact the solver can keep, never exactly touching.
#include <box2d/box2d.h>
#include <box2d/b2_time_of_impact.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "course_random.hpp"
#include "course_test.hpp"
#include "sweep.hpp"

using collide::Aabb;
using collide::Impact;
using collide::Vec2;

namespace {

const int kPairs = 20000;
const double kTolerance = 0.25 * b2_linearSlop;   // b2TimeOfImpact's tolerance on the target
const double kMargin = 1e-4;   // beyond float error in Box2D at this scale (about 1e-6)

double box2d_target(double total_radius) {
    return std::max<double>(b2_linearSlop, total_radius - 3 * b2_linearSlop);
}

b2Sweep translation(Vec2 start, Vec2 motion) {
    b2Sweep s;
    s.localCenter.SetZero();
    s.c0.Set(float(start.x), float(start.y));
    s.c.Set(float(start.x + motion.x), float(start.y + motion.y));
    s.a0 = s.a = 0;
    s.alpha0 = 0;
    return s;
}

b2TOIOutput box2d_toi(const b2Shape& a, Vec2 pa, Vec2 va, const b2Shape& b, Vec2 pb, Vec2 vb) {
    b2TOIInput in;
    in.proxyA.Set(&a, 0);
    in.proxyB.Set(&b, 0);
    in.sweepA = translation(pa, va);
    in.sweepB = translation(pb, vb);
    in.tMax = 1;
    b2TOIOutput out;
    b2TimeOfImpact(&out, &in);
    return out;
}

const char* state_name(b2TOIOutput::State s) {
    switch (s) {
    case b2TOIOutput::e_unknown: return "unknown";
    case b2TOIOutput::e_failed: return "failed";
    case b2TOIOutput::e_overlapped: return "overlapped";
    case b2TOIOutput::e_touching: return "touching";
    default: return "separated";
    }
}

// ---- circles ----

struct CirclePair {
    Vec2 c1, v1, c2, v2;
    double r1, r2;
};

double circle_distance(const CirclePair& p, double t) {
    Vec2 d = (p.c2 + p.v2 * t) - (p.c1 + p.v1 * t);
    return std::hypot(d.x, d.y);
}

// Closest distance between the centres during the step, from the closest moment of d + t w.
double closest_distance(const CirclePair& p) {
    Vec2 d = p.c2 - p.c1, w = p.v2 - p.v1;
    double ww = collide::dot(w, w);
    double t = ww > 0 ? std::clamp(-collide::dot(d, w) / ww, 0.0, 1.0) : 0.0;
    return circle_distance(p, t);
}

// ---- boxes: in relative terms, the moving box's offset s against the grown box ----

struct BoxPair {
    Aabb still, moving;
    Vec2 delta;
};

// Signed distance between the boxes when the moving one has moved by s: the gap between
// them when apart, minus the depth of the shallower axis when they overlap.
double box_signed_distance(const BoxPair& p, Vec2 s) {
    double lox = p.still.minx - p.moving.maxx - s.x, hix = p.still.maxx - p.moving.minx - s.x;
    double loy = p.still.miny - p.moving.maxy - s.y, hiy = p.still.maxy - p.moving.miny - s.y;
    double gx = std::max(lox, -hix), gy = std::max(loy, -hiy);   // > 0 on an axis with a gap
    if (gx > 0 || gy > 0) return std::hypot(std::max(gx, 0.0), std::max(gy, 0.0));
    return std::max(gx, gy);
}

// Its minimum over the step: the signed distance to a convex set is convex along a line.
double box_closest(const BoxPair& p) {
    double lo = 0, hi = 1;
    for (int i = 0; i < 200; ++i) {
        double a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
        if (box_signed_distance(p, p.delta * a) < box_signed_distance(p, p.delta * b)) hi = b;
        else lo = a;
    }
    double at = box_signed_distance(p, p.delta * lo);
    return std::min({at, box_signed_distance(p, {0, 0}), box_signed_distance(p, p.delta)});
}

Aabb random_box(course::Random& rng, double spread) {
    double x = rng.uniform(-spread, spread), y = rng.uniform(-spread, spread);
    return {x, y, x + rng.uniform(0.1, 2), y + rng.uniform(0.1, 2)};
}

b2PolygonShape box2d_box(const Aabb& b) {
    b2PolygonShape shape;
    shape.SetAsBox(float((b.maxx - b.minx) / 2), float((b.maxy - b.miny) / 2));
    return shape;   // centred on its body's origin; the sweep puts it at the box's centre
}

Vec2 centre(const Aabb& b) { return {(b.minx + b.maxx) / 2, (b.miny + b.maxy) / 2}; }

} // namespace

TEST_CASE("swept_circles agrees with b2TimeOfImpact on random moving circles",
          "[reread:Checked against Box2D]") {
    course::Random rng(1010);
    int both_hit = 0, both_miss = 0, in_band = 0, wrong = 0;
    double worst = 0;   // largest |distance at Box2D's t - target|, as a part of the tolerance
    for (int n = 0; n < kPairs; ++n) {
        CirclePair p;
        p.r1 = rng.uniform(0.05, 1), p.r2 = rng.uniform(0.05, 1);
        p.c1 = {rng.uniform(-3, 3), rng.uniform(-3, 3)};
        p.c2 = {rng.uniform(-3, 3), rng.uniform(-3, 3)};
        p.v1 = {rng.uniform(-8, 8), rng.uniform(-8, 8)};
        p.v2 = {rng.uniform(-8, 8), rng.uniform(-8, 8)};
        double reach = p.r1 + p.r2, target = box2d_target(reach);
        if (circle_distance(p, 0) < reach + kMargin) continue;   // Box2D needs them apart at 0
        b2CircleShape a, b;
        a.m_radius = float(p.r1);
        b.m_radius = float(p.r2);
        b2TOIOutput box2d = box2d_toi(a, p.c1, p.v1, b, p.c2, p.v2);
        Impact ours = collide::swept_circles(p.c1, p.r1, p.v1, p.c2, p.r2, p.v2);
        double closest = closest_distance(p);
        INFO("pair " << n << ": r " << p.r1 << ", " << p.r2 << "; closest " << closest
                     << ", target " << target << "; ours " << ours.hit << " t " << ours.t
                     << "; Box2D " << state_name(box2d.state) << " t " << box2d.t);
        if (closest > reach + kMargin) {                       // clearly a miss for both
            ++both_miss;
            if (ours.hit || box2d.state != b2TOIOutput::e_separated) ++wrong;
            CHECK_FALSE(ours.hit);
            CHECK(box2d.state == b2TOIOutput::e_separated);
        } else if (closest < target - kTolerance - kMargin) {  // clearly a hit for both
            ++both_hit;
            double at = circle_distance(p, box2d.t);
            worst = std::max(worst, std::fabs(at - target) / kTolerance);
            bool agree = ours.hit && box2d.state == b2TOIOutput::e_touching &&
                         std::fabs(at - target) <= kTolerance + kMargin &&
                         box2d.t >= ours.t - 1e-6;   // Box2D stops 3 slop deeper, later
            if (!agree) ++wrong;
            CHECK(agree);
        } else {
            ++in_band;   // between Box2D's target and touching: the two may differ
        }
    }
    std::printf("b2TimeOfImpact, circles: %d pairs both hit, %d both miss, %d in Box2D's band "
                "(skipped), %d disagreeing; at Box2D's t the distance is its target to %.2f of "
                "its tolerance\n", both_hit, both_miss, in_band, wrong, worst);
    CHECK(both_hit > kPairs / 10);
    CHECK(both_miss > kPairs / 10);
}

TEST_CASE("swept_aabb agrees with b2TimeOfImpact on random boxes as polygons",
          "[reread:Checked against Box2D]") {
    course::Random rng(1011);
    const double target = box2d_target(2 * b2_polygonRadius);   // = b2_linearSlop
    int both_hit = 0, both_miss = 0, in_band = 0, wrong = 0;
    double worst = 0;
    for (int n = 0; n < kPairs; ++n) {
        BoxPair p = {random_box(rng, 2), random_box(rng, 5), {0, 0}};
        p.delta = {rng.uniform(-8, 8), rng.uniform(-8, 8)};
        if (box_signed_distance(p, {0, 0}) < target + kTolerance + kMargin) continue;
        b2PolygonShape still = box2d_box(p.still), moving = box2d_box(p.moving);
        b2TOIOutput box2d =
            box2d_toi(still, centre(p.still), {0, 0}, moving, centre(p.moving), p.delta);
        Impact ours = collide::swept_aabb(p.still, p.moving, p.delta);
        double closest = box_closest(p);
        INFO("pair " << n << ": closest (signed) " << closest << "; ours " << ours.hit << " t "
                     << ours.t << "; Box2D " << state_name(box2d.state) << " t " << box2d.t);
        if (closest > target + kTolerance + kMargin) {         // clearly a miss for both
            ++both_miss;
            if (ours.hit || box2d.state != b2TOIOutput::e_separated) ++wrong;
            CHECK_FALSE(ours.hit);
            CHECK(box2d.state == b2TOIOutput::e_separated);
        } else if (closest < -kMargin) {                        // they overlap: a hit for both
            ++both_hit;
            double at = box_signed_distance(p, p.delta * box2d.t);
            worst = std::max(worst, std::fabs(at - target) / kTolerance);
            bool agree = ours.hit && box2d.state == b2TOIOutput::e_touching &&
                         std::fabs(at - target) <= kTolerance + kMargin &&
                         box2d.t <= ours.t + 1e-6;   // Box2D stops slop early
            if (!agree) ++wrong;
            CHECK(agree);
        } else {
            ++in_band;   // within Box2D's target of touching, or only touching
        }
    }
    std::printf("b2TimeOfImpact, boxes: %d pairs both hit, %d both miss, %d in Box2D's band "
                "(skipped), %d disagreeing; at Box2D's t the distance is its target to %.2f of "
                "its tolerance\n", both_hit, both_miss, in_band, wrong, worst);
    CHECK(both_hit > kPairs / 10);
    CHECK(both_miss > kPairs / 10);
}

TEST_CASE("in Box2D's band the two differ as the text says", "[reread:Checked against Box2D]") {
    course::Random rng(1012);
    int circles = 0, boxes = 0;
    for (int n = 0; n < 1000; ++n) {
        // A circle passing its target at a closest distance between Box2D's target band and
        // touching: an impact for swept_circles, none for Box2D.
        double r1 = rng.uniform(0.2, 1), r2 = rng.uniform(0.2, 1), reach = r1 + r2;
        double closest = rng.uniform(box2d_target(reach) + kTolerance + kMargin, reach - kMargin);
        Vec2 c2 = {-5, closest}, v2 = {10, 0};
        b2CircleShape a, b;
        a.m_radius = float(r1);
        b.m_radius = float(r2);
        b2TOIOutput box2d = box2d_toi(a, {0, 0}, {0, 0}, b, c2, v2);
        Impact ours = collide::swept_circles({0, 0}, r1, {0, 0}, c2, r2, v2);
        INFO("circles passing at " << closest << ", r1 + r2 = " << reach << ": ours " << ours.hit
                                   << ", Box2D " << state_name(box2d.state));
        CHECK(ours.hit);
        CHECK(box2d.state == b2TOIOutput::e_separated);
        circles += ours.hit && box2d.state == b2TOIOutput::e_separated;
        // A box passing another with a gap below Box2D's target: a contact for Box2D (its
        // skinned polygons overlap), none for swept_aabb.
        double gap = rng.uniform(kMargin, box2d_target(0.02) - kTolerance - kMargin);
        Aabb still = {0, 0, 1, 1}, moving = {-4, 1 + gap, -3, 2 + gap};
        b2PolygonShape ps = box2d_box(still), pm = box2d_box(moving);
        box2d = box2d_toi(ps, centre(still), {0, 0}, pm, centre(moving), {8, 0});
        ours = collide::swept_aabb(still, moving, {8, 0});
        INFO("a box passing with a gap " << gap << ": ours " << ours.hit << ", Box2D "
                                         << state_name(box2d.state));
        CHECK_FALSE(ours.hit);
        CHECK(box2d.state == b2TOIOutput::e_touching);
        boxes += !ours.hit && box2d.state == b2TOIOutput::e_touching;
    }
    std::printf("in the band: %d of 1000 circle passes are an impact for swept_circles and "
                "none for Box2D; %d of 1000 box passes the reverse\n", circles, boxes);
}
