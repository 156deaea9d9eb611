// The worked cases of the text, and every rule: numbering, ties, touching, parallel edges.
#include <cmath>

#include "course_test.hpp"
#include "independent.hpp"
#include "obb.hpp"
#include "obb_cases.hpp"
#include "obb_checks.hpp"
#include "special_values.hpp"

using course::kNaN;

using namespace collide;
using course::close_to;
using course::same_vector;

namespace {

ObbCase find_case(const char* name) {
    for (const ObbCase& c : lesson_cases_3d())
        if (std::string(c.name) == name) return c;
    FAIL("no case named " << name);
    return {};
}

// b's axes turned cyclically: axis[k] becomes axis[(k + shift) % 3] (halves follow), so the
// box is the same solid, only its axes are numbered differently.
Obb renumbered(Obb box, int shift) {
    Obb out = box;
    const double h[3] = {box.half.x, box.half.y, box.half.z};
    double g[3];
    for (int k = 0; k < 3; ++k) {
        out.axis[(k + shift) % 3] = box.axis[k];
        g[(k + shift) % 3] = h[k];
    }
    out.half = {g[0], g[1], g[2]};
    return out;
}

} // namespace

TEST_CASE("the edge-edge case: six face axes overlap, axis 12 separates",
          "[reread:The edge-edge case]") {
    Obb a = edge_case_a(), b = edge_case_b(0.25);
    for (int k = 0; k < 6; ++k) {
        INFO("face axis " << k << " must overlap for the case to mean anything");
        CHECK(course::shadow_gap(a, b, candidate_axis(a, b, k)) < -0.1);
    }
    INFO("the boxes do not meet (checked edge by edge, with no axis)");
    REQUIRE_FALSE(course::boxes_meet(a, b));
    ObbHit h = obb_hit(a, b);
    INFO("a six-face-axis test says hit here; the edge axis a2 x b0 (number 12) sees the gap");
    CHECK_FALSE(h.hit);
    CHECK(h.axis == 12);
    CHECK(same_vector(h.normal, {0, 0, 0}));
    CHECK(h.depth == 0);
    CHECK_FALSE(obb_overlap(a, b));
}

TEST_CASE("the edge-edge case pushed into contact: depth 0.1 on axis 12",
          "[reread:The edge-edge case]") {
    Obb a = edge_case_a(), b = edge_case_b(-0.1);
    REQUIRE(course::boxes_meet(a, b));
    ObbHit h = obb_hit(a, b);
    REQUIRE(h.hit);
    CHECK(h.axis == 12);
    INFO("the depth on axis 12, a2 x b0, measured on the unit axis n = (1, 1, 0)/sqrt 2");
    CHECK(close_to(h.depth, 0.1));
    CHECK(obb_overlap(a, b));
}

TEST_CASE("the edge-edge contact's normal is n, from a towards b",
          "[reread:Conventions]") {
    ObbHit h = obb_hit(edge_case_a(), edge_case_b(-0.1));
    REQUIRE(h.hit);
    const double r = std::sqrt(0.5);
    INFO("the normal of axis 12, n = (r, r, 0) with r = sqrt(1/2), signed to point towards b");
    CHECK(same_vector(h.normal, {r, r, 0}));
}

TEST_CASE("axis numbering: ai x bj is axis 6 + 3i + j", "[reread:Fifteen axes in 3D]") {
    // Renumbering the axes of the same two solids moves the separating pair (a's z, b's x)
    // through all nine (i, j).
    for (int sa = 0; sa < 3; ++sa) {
        for (int sb = 0; sb < 3; ++sb) {
            Obb a = renumbered(edge_case_a(), sa), b = renumbered(edge_case_b(0.25), sb);
            int i = (2 + sa) % 3, j = (0 + sb) % 3;
            ObbHit h = obb_hit(a, b);
            INFO("a's z is a" << i << ", b's x is b" << j << ": expected axis " << 6 + 3 * i + j);
            CHECK_FALSE(h.hit);
            CHECK(h.axis == 6 + 3 * i + j);
        }
    }
}

TEST_CASE("axis numbering: face axes of a are 0..2, of b 3..5", "[reread:Fifteen axes in 3D]") {
    Obb a = aligned_box({0, 0, 0}, {1, 1, 1});
    const double r = std::sqrt(0.5);
    Obb b = {{0, 0, 0}, {{r, r, 0}, {-r, r, 0}, {0, 0, 1}}, {0.5, 0.5, 0.5}};  // 45 deg about z
    for (int k = 0; k < 3; ++k) {
        b.center = a.axis[k] * 3.0;
        INFO("b moved 3 along a" << k);
        CHECK(obb_hit(a, b).axis == k);
    }
    // b's axis 3 (b0): a's x and y see overlap, b0 = (1,1,0)/sqrt 2 sees the gap.
    b.center = {1.6, 1.6, 0};
    CHECK(course::shadow_gap(a, b, a.axis[0]) < 0);
    CHECK(course::shadow_gap(a, b, a.axis[1]) < 0);
    ObbHit h = obb_hit(a, b);
    CHECK_FALSE(h.hit);
    CHECK(h.axis == 3);
    b.center = {-1.6, 1.6, 0};
    CHECK(obb_hit(a, b).axis == 4);
}

TEST_CASE("identical boxes: parallel edges skipped, still a hit", "[reread:Parallel edges]") {
    ObbCase c = find_case("identical-boxes");
    ObbHit h = obb_hit(c.a, c.b);
    INFO("a0 x b0 = 0: a zero axis has ra + rb = 0 = |d . L|; it must be skipped, not called "
         "separating (obb_hit said hit = " << h.hit << ", axis " << h.axis << ")");
    CHECK(h.hit);
    CHECK(obb_overlap(c.a, c.b));
}

TEST_CASE("rotated by 90 degrees exactly: no zero axis is called separating",
          "[reread:Parallel edges]") {
    ObbCase c = find_case("rotated-90-exactly");
    ObbHit h = obb_hit(c.a, c.b);
    INFO("three edge pairs are parallel here; obb_hit said hit = " << h.hit << ", axis "
                                                                   << h.axis);
    REQUIRE(h.axis >= 0);
    REQUIRE(h.axis < kAxisCount);
    double length_of_axis = length(candidate_axis(c.a, c.b, h.axis));
    INFO("the axis it named has length " << length_of_axis);
    CHECK(length_of_axis >= kParallelEpsilon);
}

TEST_CASE("the depth is the least overlap of the shadows: three worked cases",
          "[reread:The idea: project and compare]") {
    // Each is a hit (the cases above); here only its depth counts, whatever the axis.
    for (const char* name : {"faces-overlap", "identical-boxes", "rotated-90-exactly"}) {
        ObbCase c = find_case(name);
        ObbHit h = obb_hit(c.a, c.b);
        INFO(name << ": the least ra + rb - |d . L| over the 15 axes is 0.5 (obb_hit said "
                  "hit = " << h.hit << ", axis " << h.axis << ")");
        CHECK(close_to(h.depth, 0.5));
    }
}

TEST_CASE("faces overlap: axis 0 (a tie with b's x axis), the normal from a to b",
          "[reread:Conventions]") {
    ObbCase c = find_case("faces-overlap");
    ObbHit h = obb_hit(c.a, c.b);
    REQUIRE(h.hit);
    INFO("0.5 on a0 (axis 0) and on b0 (axis 3): the lower number is chosen");
    CHECK(h.axis == 0);
    CHECK(same_vector(h.normal, {1, 0, 0}));
    INFO("the same boxes, b on the other side: the normal must still point from a to b");
    Obb b = c.b;
    b.center = {-1.5, 0.2, 0};
    ObbHit g = obb_hit(c.a, b);
    REQUIRE(g.hit);
    CHECK(same_vector(g.normal, {-1, 0, 0}));
    INFO("a and b swapped: the normal flips");
    ObbHit s = obb_hit(c.b, c.a);
    REQUIRE(s.hit);
    CHECK(s.axis == 0);
    CHECK(same_vector(s.normal, {-1, 0, 0}));
}

TEST_CASE("a face separates: the first separating axis is named", "[reread:Fifteen axes in 3D]") {
    ObbCase c = find_case("face-separates");
    ObbHit h = obb_hit(c.a, c.b);
    CHECK_FALSE(h.hit);
    CHECK(h.axis == 1);
    CHECK(same_vector(h.normal, {0, 0, 0}));
    CHECK(h.depth == 0);
    CHECK_FALSE(obb_overlap(c.a, c.b));
}

TEST_CASE("touching faces: no hit for obb_hit, an overlap for obb_overlap",
          "[reread:Conventions]") {
    ObbCase c = find_case("touching-faces");
    ObbHit h = obb_hit(c.a, c.b);
    INFO("|d . L| = 2 = ra + rb exactly: obb_hit separates when |d . L| >= ra + rb, "
         "obb_overlap only when |d . L| > ra + rb");
    CHECK_FALSE(h.hit);
    CHECK(h.axis == 0);
    CHECK(obb_overlap(c.a, c.b));
    Obb apart = c.b;
    apart.center.x = 2 + 1.0 / 1024;  // a real gap: both say apart
    CHECK_FALSE(obb_hit(c.a, apart).hit);
    CHECK_FALSE(obb_overlap(c.a, apart));
    Obb b = c.b;
    b.center.x = 2 - 1.0 / 1024;  // just inside: a hit of depth 2^-10
    ObbHit g = obb_hit(c.a, b);
    REQUIRE(g.hit);
    CHECK(g.depth == 1.0 / 1024);
    CHECK(obb_overlap(c.a, b));
}

TEST_CASE("identical boxes: the tie goes to the lower axis, the normal is +L",
          "[reread:Conventions]") {
    ObbCase c = find_case("identical-boxes");
    ObbHit h = obb_hit(c.a, c.b);
    REQUIRE(h.hit);
    INFO("depth 0.5 on a2 (axis 2), and also on b2, a0 x b1 and a1 x b0 (5, 7, 9): the lowest "
         "is chosen");
    CHECK(h.axis == 2);
    INFO("d . L = 0: the normal is +L");
    CHECK(same_vector(h.normal, {0, 0, 1}));
}

TEST_CASE("rotated by 90 degrees exactly: ties to axis 0; touching faces are no hit",
          "[reread:Conventions]") {
    ObbCase c = find_case("rotated-90-exactly");
    ObbHit h = obb_hit(c.a, c.b);
    REQUIRE(h.hit);
    INFO("depth 0.5 on a0 (0), b1 (4), a1 x b2 (11) and a2 x b0 (12)");
    CHECK(h.axis == 0);
    CHECK(same_vector(h.normal, {1, 0, 0}));
    Obb b = c.b;
    b.center.x = 3.0;  // faces touch: no hit, but an overlap for the filter
    CHECK_FALSE(obb_hit(c.a, b).hit);
    CHECK(obb_overlap(c.a, b));
}

TEST_CASE("one box inside the other", "[reread:Conventions]") {
    ObbCase c = find_case("one-inside-other");
    REQUIRE(course::boxes_meet(c.a, c.b));
    ObbHit h = obb_hit(c.a, c.b);
    REQUIRE(h.hit);
    INFO("ra >= 2 and rb >= 0.25 on every unit axis, |d . L| <= |d| = sqrt(0.14)");
    CHECK(h.depth >= 2.25 - std::sqrt(0.14) - course::kTolerance);
    CHECK(h.depth <= 2 + 0.25 * std::sqrt(3.0) + course::kTolerance);
    CHECK(close_to(length(h.normal), 1));
    CHECK(dot(h.normal, c.b.center - c.a.center) >= 0);
    CHECK(obb_overlap(c.a, c.b));
    CHECK(obb_overlap(c.b, c.a));
}

TEST_CASE("a flat box (zero half-extent) on a face", "[reread:Conventions]") {
    Obb cube = aligned_box({0, 0, 0}, {1, 1, 1});
    Obb sheet = aligned_box({0.2, 0.1, 1}, {0.5, 0.5, 0});
    CHECK_FALSE(obb_hit(cube, sheet).hit);  // lies on the top face: touching
    sheet.center.z = 0.875;
    ObbHit h = obb_hit(cube, sheet);
    REQUIRE(h.hit);
    CHECK(h.axis == 2);
    CHECK(h.depth == 0.125);
}

TEST_CASE("given: make_obb rejects bad boxes with a message", "[given][reread:The steps]") {
    CHECK_THROWS_AS(make_obb({0, 0, 0}, {1, -1, 1}, {1, 0, 0, 0}), std::invalid_argument);
    CHECK_THROWS_AS(make_obb({0, 0, 0}, {1, 1, 1}, {0, 0, 0, 0}), std::invalid_argument);
    CHECK_THROWS_AS(make_obb({0, kNaN, 0}, {1, 1, 1}, {1, 0, 0, 0}), std::invalid_argument);
    Obb b = make_obb({0, 0, 0}, {1, 2, 3}, Quat{2, 0, 0, 0});  // normalized: no turn at all
    CHECK(same_vector(b.axis[0], {1, 0, 0}));
    CHECK(same_vector(b.axis[2], {0, 0, 1}));
}

TEST_CASE("a NaN anywhere is no hit, and overlaps nothing", "[reread:Conventions]") {
    Obb a = aligned_box({0, 0, 0}, {1, 1, 1});
    Obb b = aligned_box({kNaN, 0, 0}, {1, 1, 1});
    ObbHit h = obb_hit(a, b);
    INFO("each test is written so that a comparison with NaN, which is false, separates");
    CHECK_FALSE(h.hit);
    CHECK(h.axis == 0);
    CHECK(h.depth == 0);
    CHECK_FALSE(obb_overlap(a, b));
    CHECK_FALSE(obb_overlap(b, a));
    Obb c = aligned_box({0.5, 0, 0}, {1, 1, 1});
    c.axis[2].y = kNaN;              // met first on axis 2, whose row of R holds it
    CHECK_FALSE(obb_hit(c, a).hit);
    CHECK_FALSE(obb_overlap(c, a));
    CHECK(obb_hit(aligned_box({0.5, 0, 0}, {1, 1, 1}), a).hit);  // the same boxes, no NaN
}

TEST_CASE("a mirrored frame is the same box: the normal still points from a to b",
          "[reread:Conventions]") {
    ObbCase c = find_case("mirrored-edge-contact");
    REQUIRE(dot(cross(c.a.axis[0], c.a.axis[1]), c.a.axis[2]) < 0);  // left-handed
    ObbHit h = obb_hit(c.a, c.b);
    REQUIRE(h.hit);
    CHECK(h.axis == 12);
    CHECK(close_to(h.depth, 0.1));
    const double r = std::sqrt(0.5);
    INFO("normal " << h.normal.x << " " << h.normal.y << " " << h.normal.z
                   << ", expected n = (r, r, 0), as for the right-handed frame");
    CHECK(same_vector(h.normal, {r, r, 0}));
    Obb out = c.b;
    out.center = c.b.center + h.normal * h.depth;
    INFO("moved by normal * depth, b must only touch a");
    CHECK_FALSE(obb_hit(c.a, out).hit);
    ObbHit swapped = obb_hit(c.b, c.a);  // b's frame stays right-handed, a (now second) mirrored
    REQUIRE(swapped.hit);
    CHECK(same_vector(swapped.normal, {-r, -r, 0}));
}

TEST_CASE("flat boxes: in one plane they touch, crossing they hit",
          "[reread:Conventions]") {
    ObbCase coplanar = find_case("flat-coplanar");
    ObbHit h = obb_hit(coplanar.a, coplanar.b);
    INFO("two squares sharing an area in the plane z = 0: any move out of the plane "
         "separates them, so the shortest way out is 0, touching");
    CHECK_FALSE(h.hit);
    CHECK(h.axis == 2);
    CHECK(obb_overlap(coplanar.a, coplanar.b));   // they do share points
    Obb thin_a = coplanar.a, thin_b = coplanar.b;
    thin_a.half.z = thin_b.half.z = 1e-12;        // as thin as you like: depth 2e-12
    ObbHit t = obb_hit(thin_a, thin_b);
    REQUIRE(t.hit);
    CHECK(t.axis == 2);
    CHECK(std::fabs(t.depth - 2e-12) < 1e-24);
    ObbCase crossing = find_case("flat-crossing");
    ObbHit x = obb_hit(crossing.a, crossing.b);
    INFO("two squares slotted through each other like cards: 1 to unslot them");
    REQUIRE(x.hit);
    CHECK(x.axis == 0);
    CHECK(close_to(x.depth, 1));
    Obb stick_x = aligned_box({0, 0, 0}, {1, 0, 0}), stick_y = aligned_box({0, 0, 0}, {0, 1, 0});
    CHECK_FALSE(obb_hit(stick_x, stick_y).hit);   // two segments crossing at a point
    CHECK(obb_overlap(stick_x, stick_y));
}

TEST_CASE("boxes that touch exactly overlap for obb_overlap and are no hit for obb_hit",
          "[reread:Conventions]") {
    // On a grid of eighths, with 90-degree turns, so that touching is exact: faces, edges and
    // corners of two boxes meet, and nothing is rounded.
    const Vec3 turned[3] = {{0, 1, 0}, {-1, 0, 0}, {0, 0, 1}};
    int checked = 0;
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy)
            for (int dz = -1; dz <= 1; ++dz) {
                if (dx == 0 && dy == 0 && dz == 0) continue;
                Obb a = aligned_box({0.25, -0.5, 0.125}, {1, 0.5, 0.75});
                Obb b = {{0, 0, 0}, {turned[0], turned[1], turned[2]}, {0.25, 1.5, 0.5}};
                // b's extents along x, y, z after the turn: 1.5, 0.25, 0.5.
                b.center = {0.25 + dx * (1 + 1.5), -0.5 + dy * (0.5 + 0.25),
                            0.125 + dz * (0.75 + 0.5)};
                INFO("b touches a from (" << dx << ", " << dy << ", " << dz << ")");
                CHECK_FALSE(obb_hit(a, b).hit);
                CHECK(obb_overlap(a, b));
                CHECK(obb_overlap(b, a));
                ++checked;
            }
    CHECK(checked == 26);
}
