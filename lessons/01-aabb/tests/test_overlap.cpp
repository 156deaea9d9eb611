// overlap(): gaps, touching, containment, zero-size boxes and invalid boxes.
#include "aabb_checks.hpp"

#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using collide::Aabb;
using course::check_overlap;

namespace {
const Aabb kUnit = {0, 0, 1, 1};
} // namespace

TEST_CASE("boxes that share an area overlap", "[reread:Worked example]") {
    check_overlap("overlapping", true);
    check_overlap({0, 0, 4, 3}, {3, 1, 6, 5}, true);
    check_overlap({-3, -2, -1, 0}, {-2, -1, 5, 5}, true);
}

TEST_CASE("a gap on x separates the boxes, whichever side it is on", "[reread:Looking for a gap]") {
    check_overlap("gap-in-x", false);     // b to the right
    check_overlap(kUnit, {-3, 0, -1, 1}, false);   // b to the left
    check_overlap(kUnit, {1.5, -5, 2, 5}, false);  // y spans a's, x does not
}

TEST_CASE("a gap on y alone separates the boxes", "[reread:Looking for a gap]") {
    check_overlap("gap-in-y-only", false);    // b above, x overlapping
    check_overlap({0, 0, 2, 2}, {1, -4, 3, -1}, false);  // b below
    check_overlap({0, 0, 2, 2}, {-5, 2.5, 5, 3}, false); // x spans a's, y does not
}

TEST_CASE("touching edges count as overlap", "[reread:Looking for a gap]") {
    check_overlap("touching-edge", true);    // right edge
    check_overlap(kUnit, {-1, 0, 0, 1}, true);   // left edge
    check_overlap(kUnit, {0, 1, 1, 2}, true);    // top edge
    check_overlap(kUnit, {0, -1, 1, 0}, true);   // bottom edge
    check_overlap(kUnit, {1, 0.25, 3, 0.5}, true); // part of an edge
}

TEST_CASE("touching corners count as overlap", "[reread:Looking for a gap]") {
    check_overlap("touching-corner", true);
    check_overlap(kUnit, {-1, -1, 0, 0}, true);
    check_overlap(kUnit, {1, -1, 2, 0}, true);
    check_overlap(kUnit, {-1, 1, 0, 2}, true);
}

TEST_CASE("a box inside another overlaps it", "[reread:Worked example]") {
    check_overlap("containment", true);
    check_overlap({0, 0, 4, 4}, {0, 0, 4, 4}, true);  // a box overlaps itself
    check_overlap({-10, 0, 10, 1}, {-1, -10, 1, 10}, true);  // a cross: no corner inside the other
}

TEST_CASE("a box of zero width or height is valid: a point inside a box overlaps it",
          "[reread:Invalid boxes]") {
    check_overlap({0, 0, 2, 2}, {1, 1, 1, 1}, true);   // a point inside
    check_overlap({0, 0, 4, 2}, {1, 1, 3, 1}, true);   // a segment inside
}

TEST_CASE("a point or a segment is decided by the gap rule, touching included",
          "[reread:Looking for a gap]") {
    check_overlap({0, 0, 1, 1}, {1, 1, 1, 1}, true);   // a point on the corner
    check_overlap({1, 1, 1, 1}, {1, 1, 1, 1}, true);   // a point overlaps itself
    check_overlap("segment-on-edge", true);  // a segment on the right edge
    check_overlap({0, 0, 2, 2}, {3, 1, 3, 1}, false);  // a point outside
    check_overlap({0, 1, 5, 1}, {2, 0, 2, 4}, true);   // two crossing segments
}

TEST_CASE("a box with a NaN coordinate overlaps nothing", "[reread:Invalid boxes]") {
    const Aabb everything = {-1e6, -1e6, 1e6, 1e6};
    for (int field = 0; field < 4; ++field) {
        Aabb bad = {0, 0, 1, 1};
        double* coordinate[] = {&bad.minx, &bad.miny, &bad.maxx, &bad.maxy};
        *coordinate[field] = kNaN;
        INFO("NaN in coordinate " << field << " (minx, miny, maxx, maxy)");
        check_overlap(bad, everything, false);
        check_overlap(bad, kUnit, false);
        check_overlap(bad, bad, false);
    }
}

TEST_CASE("a box with min above max overlaps nothing", "[reread:Invalid boxes]") {
    const Aabb flipped_x = {2, 0, 1, 1};   // minx > maxx
    const Aabb flipped_y = {0, 3, 1, -3};  // miny > maxy
    check_overlap(flipped_x, {0, 0, 3, 1}, false);  // would overlap if read as [1, 2]
    check_overlap(flipped_x, {1.5, 0.5, 1.5, 0.5}, false);
    check_overlap(flipped_y, {0, -1, 1, 1}, false);
    check_overlap(flipped_x, flipped_x, false);
    check_overlap(flipped_y, {-10, -10, 10, 10}, false);
}

TEST_CASE("a box may be unbounded: infinite coordinates are valid",
          "[precision][reread:Boxes at infinity]") {
    check_overlap(kUnit, {-kInf, -1, kInf, 2}, true);     // an infinite strip across the box
    check_overlap(kUnit, {-kInf, 2, kInf, kInf}, false);   // a half-plane above it
    check_overlap({-kInf, -kInf, kInf, kInf}, {5, 5, 5, 5}, true);
}

TEST_CASE("a box whose interval is [inf, inf] or [-inf, -inf] holds no point",
          "[precision][reread:Boxes at infinity]") {
    const Aabb at_plus_inf = {kInf, 0, kInf, 1};     // min = max = +inf: no real x lies in it
    const Aabb at_minus_inf = {0, -kInf, 1, -kInf};
    check_overlap(at_plus_inf, at_plus_inf, false);  // min <= max alone would say overlap
    check_overlap(at_plus_inf, {0, 0, kInf, 1}, false);
    check_overlap(at_minus_inf, at_minus_inf, false);
    check_overlap(at_minus_inf, {-kInf, -kInf, kInf, kInf}, false);
    check_overlap({5, 0, kInf, 1}, {0, 0, kInf, 1}, true);   // unbounded, but holding points
    check_overlap({-kInf, -kInf, 1, 0}, {0, -5, 2, 5}, true);  // a quarter-plane
}
