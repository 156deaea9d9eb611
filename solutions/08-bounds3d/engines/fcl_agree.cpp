// Lesson 08 against a real library: sphere_hit() and sphere_aabb_hit() agree with FCL's
// collision of fcl::Sphere with fcl::Sphere and with fcl::Box (FCL 0.7, fcl::collide with
// contacts enabled) on 100,000 random pairs of each kind, except within 1e-6 of touching; where
// both say hit, the depths agree, and the normals too away from the cases where the two conventions
// differ. Prints what it counted; exit status 0 when everything agrees.
#include <cmath>
#include <cstdio>
#include <memory>

#include <fcl/geometry/shape/box.h>
#include <fcl/geometry/shape/sphere.h>
#include <fcl/narrowphase/collision.h>

#include "bounds3d.hpp"
#include "course_random.hpp"

using namespace collide;

namespace {

const double kNearTouching = 1e-6;  // pairs whose gap is smaller than this are not judged
const double kAgree = 1e-9;         // depths and normals must agree to within this

struct FclAnswer {
    bool hit;
    Vec3 normal;
    double depth;
};

FclAnswer fcl_collide(std::shared_ptr<fcl::CollisionGeometryd> g1, Vec3 at1,
                      std::shared_ptr<fcl::CollisionGeometryd> g2, Vec3 at2) {
    fcl::Transform3d t1 = fcl::Transform3d::Identity(), t2 = fcl::Transform3d::Identity();
    t1.translation() << at1.x, at1.y, at1.z;
    t2.translation() << at2.x, at2.y, at2.z;
    fcl::CollisionObjectd o1(g1, t1), o2(g2, t2);
    fcl::CollisionRequestd request(1, true);  // one contact, with its normal and depth
    fcl::CollisionResultd result;
    fcl::collide(&o1, &o2, request, result);
    if (!result.isCollision()) return {false, {0, 0, 0}, 0};
    const fcl::Contactd& c = result.getContact(0);
    return {true, {c.normal.x(), c.normal.y(), c.normal.z()}, c.penetration_depth};
}

FclAnswer fcl_spheres(const Sphere& a, const Sphere& b) {
    return fcl_collide(std::make_shared<fcl::Sphered>(a.radius), a.center,
                       std::make_shared<fcl::Sphered>(b.radius), b.center);
}

// The box first, as in sphere_aabb_hit(box, s): FCL's normal points from the first object to
// the second, so from the box towards the sphere, like ours.
FclAnswer fcl_sphere_box(const Aabb3& box, const Sphere& s) {
    Vec3 size = box.max - box.min, centre = (box.min + box.max) * 0.5;
    return fcl_collide(std::make_shared<fcl::Boxd>(size.x, size.y, size.z), centre,
                       std::make_shared<fcl::Sphered>(s.radius), s.center);
}

bool near(Vec3 a, Vec3 b) { return length(a - b) <= kAgree; }

Vec3 random_point(course::Random& rng, double spread) {
    return {rng.uniform(-spread, spread), rng.uniform(-spread, spread),
            rng.uniform(-spread, spread)};
}

// How far the sphere is from touching the box: > 0 apart, < 0 overlapping (the depth).
double box_gap(const Aabb3& b, const Sphere& s) {
    Vec3 c = s.center;
    double dx = std::fmax(std::fmax(b.min.x - c.x, 0.0), c.x - b.max.x);
    double dy = std::fmax(std::fmax(b.min.y - c.y, 0.0), c.y - b.max.y);
    double dz = std::fmax(std::fmax(b.min.z - c.z, 0.0), c.z - b.max.z);
    double outside = std::sqrt(dx * dx + dy * dy + dz * dz);
    if (outside > 0) return outside - s.radius;
    double inside = std::fmin(
        std::fmin(std::fmin(c.x - b.min.x, b.max.x - c.x), std::fmin(c.y - b.min.y, b.max.y - c.y)),
        std::fmin(c.z - b.min.z, b.max.z - c.z));
    return -inside - s.radius;
}

struct Tally {
    int pairs = 0, hits = 0, near_touching = 0, disagree = 0, depth_differs = 0, normal_differs = 0;
    int normals_compared = 0, inside = 0;
};

void report(const char* what, const Tally& t) {
    std::printf("%s: %d random pairs, %d hits", what, t.pairs, t.hits);
    if (t.inside) std::printf(" (%d with the centre inside the box)", t.inside);
    std::printf(
        ", %d within %g of touching (not judged), %d hit/no-hit disagreements, %d depths "
        "and %d of %d normals differing by more than %g\n",
        t.near_touching, kNearTouching, t.disagree, t.depth_differs, t.normal_differs,
        t.normals_compared, kAgree);
}

} // namespace

int main() {
    course::Random rng(2024);
    Tally spheres, boxes;
    for (int i = 0; i < 100000; ++i) {
        Sphere a = {random_point(rng, 3), rng.uniform(0, 2)},
               b = {random_point(rng, 3), rng.uniform(0, 2)};
        ++spheres.pairs;
        if (std::fabs(length(b.center - a.center) - (a.radius + b.radius)) <= kNearTouching) {
            ++spheres.near_touching;
            continue;
        }
        Hit3 ours = sphere_hit(a, b);
        FclAnswer fcl = fcl_spheres(a, b);
        spheres.hits += ours.hit;
        if (ours.hit != fcl.hit) {
            if (++spheres.disagree <= 5)
                std::printf("spheres %d: ours %d, FCL %d\n", i, ours.hit, fcl.hit);
            continue;
        }
        if (!ours.hit) continue;
        spheres.depth_differs += std::fabs(ours.depth - fcl.depth) > kAgree;
        ++spheres.normals_compared;
        spheres.normal_differs += !near(ours.normal, fcl.normal);
    }
    for (int i = 0; i < 100000; ++i) {
        Vec3 c = random_point(rng, 1),
             h = {rng.uniform(0.1, 1.5), rng.uniform(0.1, 1.5), rng.uniform(0.1, 1.5)};
        Aabb3 box = {c - h, c + h};
        Sphere s = {random_point(rng, 3), rng.uniform(0, 2)};
        ++boxes.pairs;
        if (std::fabs(box_gap(box, s)) <= kNearTouching) {
            ++boxes.near_touching;
            continue;
        }
        Hit3 ours = sphere_aabb_hit(box, s);
        FclAnswer fcl = fcl_sphere_box(box, s);
        boxes.hits += ours.hit;
        if (ours.hit != fcl.hit) {
            if (++boxes.disagree <= 5)
                std::printf("sphere-box %d: ours %d, FCL %d\n", i, ours.hit, fcl.hit);
            continue;
        }
        if (!ours.hit) continue;
        boxes.depth_differs += std::fabs(ours.depth - fcl.depth) > kAgree;
        // The normals: FCL breaks a tie between faces (centre inside) by a tolerance of its own
        // (a face must be 16 x 2^-52 nearer to win) and, on one axis, by the sign of the centre's
        // coordinate, not min face first; only pairs whose nearest face is clear are compared.
        const double d[6] = {s.center.x - box.min.x, box.max.x - s.center.x,
                             s.center.y - box.min.y, box.max.y - s.center.y,
                             s.center.z - box.min.z, box.max.z - s.center.z};
        double least = d[0];
        for (double v : d) least = std::fmin(least, v);
        bool clear = true;
        if (least >= 0) {  // the centre is inside
            ++boxes.inside;
            int near_least = 0;
            for (double v : d) near_least += v <= least + 1e-9;
            clear = near_least == 1;
        }
        if (clear) {
            ++boxes.normals_compared;
            boxes.normal_differs += !near(ours.normal, fcl.normal);
        }
    }
    report("sphere_hit against fcl::Sphere x fcl::Sphere", spheres);
    report("sphere_aabb_hit against fcl::Box x fcl::Sphere", boxes);

    // Touching, where the conventions differ: 1,000 hits of each kind pushed out by their own
    // normal * depth, so that they touch up to rounding. Counted, not judged.
    int pushed = 0, fcl_spheres_hit = 0, ours_spheres_hit = 0, fcl_boxes_hit = 0,
        ours_boxes_hit = 0;
    while (pushed < 1000) {
        Sphere a = {random_point(rng, 1), rng.uniform(0.5, 2)},
               b = {random_point(rng, 1), rng.uniform(0.5, 2)};
        Vec3 c = random_point(rng, 1),
             h = {rng.uniform(0.1, 1.5), rng.uniform(0.1, 1.5), rng.uniform(0.1, 1.5)};
        Aabb3 box = {c - h, c + h};
        Hit3 hs = sphere_hit(a, b), hb = sphere_aabb_hit(box, b);
        if (!hs.hit || !hb.hit) continue;
        ++pushed;
        Sphere bs = {b.center + hs.normal * hs.depth, b.radius},
               bb = {b.center + hb.normal * hb.depth, b.radius};
        fcl_spheres_hit += fcl_spheres(a, bs).hit;
        ours_spheres_hit += sphere_hit(a, bs).hit;
        fcl_boxes_hit += fcl_sphere_box(box, bb).hit;
        ours_boxes_hit += sphere_aabb_hit(box, bb).hit;
    }
    std::printf(
        "%d hits pushed out by normal * depth until they touch: FCL calls %d sphere pairs and %d "
        "sphere-box pairs hits, sphere_hit %d and sphere_aabb_hit %d\n",
        pushed, fcl_spheres_hit, fcl_boxes_hit, ours_spheres_hit, ours_boxes_hit);

    // Where the conventions differ, shown on one case each (not judged).
    FclAnswer touching = fcl_spheres({{0, 0, 0}, 1}, {{2, 0, 0}, 1});
    FclAnswer same = fcl_spheres({{1, 1, 1}, 1}, {{1, 1, 1}, 2});
    FclAnswer tie = fcl_sphere_box({{-1, -1, -1}, {1, 1, 1}}, {{0, 0, 0}, 0.5});
    FclAnswer face = fcl_sphere_box({{-1, -1, -1}, {1, 1, 1}}, {{2, 0, 0}, 1});
    std::printf("touching spheres: FCL hit %d, depth %g (sphere_hit: no hit)\n", touching.hit,
                touching.depth);
    std::printf("equal centres: FCL normal (%g, %g, %g), depth %g (sphere_hit: (1, 0, 0), 3)\n",
                same.normal.x, same.normal.y, same.normal.z, same.depth);
    std::printf(
        "centre of a cube, all six faces tie: FCL normal (%g, %g, %g), depth %g "
        "(sphere_aabb_hit: (-1, 0, 0), 1.5)\n",
        tie.normal.x, tie.normal.y, tie.normal.z, tie.depth);
    std::printf("sphere touching a face: FCL hit %d, depth %g (sphere_aabb_hit: no hit)\n",
                face.hit, face.depth);

    bool ok = spheres.disagree + boxes.disagree + spheres.depth_differs + boxes.depth_differs +
                  spheres.normal_differs + boxes.normal_differs ==
              0;
    bool meaningful = spheres.hits > 5000 && boxes.hits > 5000 && boxes.normals_compared > 5000 &&
                      spheres.near_touching + boxes.near_touching < 100;
    if (!meaningful)
        std::printf(
            "too few hits, or too many pairs near touching: the check would prove little\n");
    return ok && meaningful ? 0 : 1;
}
