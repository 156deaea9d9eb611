/// @file obb_cases.hpp
/// @brief Given code: the lesson's documented cases, built in one place for the driver, the
/// tests and the text. Not the exercise.
#pragma once

#include <cmath>
#include <vector>

#include "make_obb.hpp"

namespace collide {
/// @addtogroup api_07
/// @{

/// An axis-aligned box (axes = world x, y, z, exactly).
inline Obb aligned_box(Vec3 center, Vec3 half) {
    return {center, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, half};
}

// [edge-case]
/// The edge-edge case, box a: the cube of half-size 1 at the origin, axis-aligned. Its edge
/// through (1, 1, z), along z, faces box b.
inline Obb edge_case_a() { return aligned_box({0, 0, 0}, {1, 1, 1}); }

/// The edge-edge case, box b: a bar of half-extents (1.5, 0.6, 0.6), turned -45 degrees about
/// z (its x axis becomes m = (1, -1, 0)/sqrt 2) and then 45 degrees about m, so that one of
/// its long edges runs along m, horizontally, across a's vertical edge. The two edges are
/// @p gap apart along n = (1, 1, 0)/sqrt 2 (a negative gap pushes them into each other).
/// Only axis 12, a2 x b0 = z x m = n, sees the gap: the six face axes all overlap.
inline Obb edge_case_b(double gap) {
    const double pi = 3.14159265358979323846, r = std::sqrt(0.5);
    Vec3 n = {r, r, 0}, m = {r, -r, 0};
    Quat turn = quat_mul(quat_from_axis_angle(m, pi / 4), quat_from_axis_angle({0, 0, 1}, -pi / 4));
    double a_reach = std::sqrt(2.0);          // a's support along n: the edge at (1, 1)
    double b_reach = (0.6 + 0.6) * r;         // b's centre to its nearest edge, along n
    return make_obb(n * (a_reach + gap + b_reach), {1.5, 0.6, 0.6}, turn);
}
// [end edge-case]

/// The edge-edge case's box a with its z axis turned round: the same cube, described by a
/// left-handed frame (axis[2] = -(axis[0] x axis[1])). Any orthonormal frame is a box.
inline Obb mirrored_edge_case_a() {
    Obb a = edge_case_a();
    a.axis[2] = -a.axis[2];
    return a;
}

/// One documented 3D case.
struct ObbCase {
    const char* name; ///< short name, as written in 07-obb.txt
    Obb a;            ///< first box
    Obb b;            ///< second box (the one the normal points to)
};

/// One documented 2D case.
struct Obb2Case {
    const char* name; ///< short name, as written in 07-obb.txt
    Obb2 a;           ///< first rectangle
    Obb2 b;           ///< second rectangle
};

/// The 2D warm-up cases of the text.
inline std::vector<Obb2Case> lesson_cases_2d() {
    const double r = std::sqrt(0.5);
    Obb2 square = {{0, 0}, {{1, 0}, {0, 1}}, {1, 1}};
    return {
        {"2d-touching-sides", square, {{2, 0.5}, {{1, 0}, {0, 1}}, {1, 1}}},
        {"2d-overlap", square, {{1.2, 1.2}, {{r, r}, {-r, r}}, {0.5, 0.5}}},
        {"2d-diamond-off-corner", square, {{1.6, 1.6}, {{r, r}, {-r, r}}, {0.5, 0.5}}},
    };
}

/// The 3D cases of the text, in the order of 07-obb.txt.
inline std::vector<ObbCase> lesson_cases_3d() {
    Obb cube = aligned_box({0, 0, 0}, {1, 1, 1});
    Obb slab = aligned_box({0, 0, 0}, {1, 0.5, 0.25});
    Obb plank = aligned_box({0, 0, 0}, {2, 1, 0.5});
    Obb turned = {{2.5, 0, 0}, {{0, 1, 0}, {-1, 0, 0}, {0, 0, 1}}, {2, 1, 0.5}};  // 90 deg about z
    Obb small = make_obb({0.3, -0.2, 0.1}, {0.25, 0.25, 0.25}, Quat{0.9, 0.3, -0.2, 0.25});
    Obb sheet = aligned_box({0, 0, 0}, {1, 1, 0});  // a flat square in the plane z = 0
    return {
        {"faces-overlap", cube, aligned_box({1.5, 0.2, 0}, {1, 1, 1})},
        {"face-separates", cube, aligned_box({0.5, -2.5, 0}, {1, 1, 1})},
        {"touching-faces", cube, aligned_box({2, 0, 0}, {1, 1, 1})},
        {"identical-boxes", slab, slab},
        {"one-inside-other", aligned_box({0, 0, 0}, {2, 2, 2}), small},
        {"rotated-90-exactly", plank, turned},
        {"edge-edge-separated", edge_case_a(), edge_case_b(0.25)},
        {"edge-edge-contact", edge_case_a(), edge_case_b(-0.1)},
        {"mirrored-edge-contact", mirrored_edge_case_a(), edge_case_b(-0.1)},
        {"flat-coplanar", sheet, aligned_box({0.5, 0, 0}, {1, 1, 0})},
        {"flat-crossing", sheet, aligned_box({0, 0, 0}, {0, 1, 1})},
    };
}

/// @}

} // namespace collide
