/// @file bounds3d_cases.hpp
/// @brief Given code: the lesson's documented cases, in one place for the driver, the tests
/// and the text (each list in the order of 08-bounds3d.txt). Not the exercise.
#pragma once

#include <cmath>
#include <vector>

#include "bounds3d.hpp"
#include "make_obb.hpp"
#include "obb_cases.hpp"  // lesson 07's edge_case_b()
#include "special_values.hpp"

namespace collide {
/// @addtogroup api_08
/// @{

/// Two boxes, for aabb3_overlap().
struct BoxPairCase {
    const char* name; ///< as in 08-bounds3d.txt
    Aabb3 a;          ///< first box
    Aabb3 b;          ///< second box
};

/// Two spheres, for sphere_hit().
struct SpherePairCase {
    const char* name; ///< as in 08-bounds3d.txt
    Sphere a;         ///< first sphere
    Sphere b;         ///< second sphere (the one the normal points to)
};

/// A box and a point, for closest_point().
struct PointBoxCase {
    const char* name; ///< as in 08-bounds3d.txt
    Aabb3 box;        ///< the box
    Vec3 p;           ///< the point
};

/// A box and a sphere, for sphere_aabb_hit().
struct SphereBoxCase {
    const char* name; ///< as in 08-bounds3d.txt
    Aabb3 box;        ///< the box (first shape)
    Sphere sphere;    ///< the sphere (second shape: the normal pushes it out)
};

/// An oriented box, for aabb_of().
struct ObbCase8 {
    const char* name; ///< as in 08-bounds3d.txt
    Obb box;          ///< the oriented box
};

/// A list of points, for bounding_aabb() and bounding_sphere().
struct PointsCase {
    const char* name;           ///< as in 08-bounds3d.txt
    std::vector<Vec3> points;   ///< the points, in order
};

/// The unit cube [0, 1]^3 moved by @p offset.
inline Aabb3 unit_box(Vec3 offset) { return {offset, offset + Vec3{1, 1, 1}}; }

/// The aabb3_overlap() cases of the text.
inline std::vector<BoxPairCase> box_pair_cases() {
    Aabb3 big = {{0, 0, 0}, {2, 2, 2}};
    return {
        {"overlapping", big, {{1, 1, 1}, {3, 3, 3}}},
        {"gap-in-x", unit_box({0, 0, 0}), unit_box({2, 0, 0})},
        {"gap-in-z-only", big, {{1, 1, 3}, {3, 3, 4}}},
        {"touching-face-x", unit_box({0, 0, 0}), unit_box({1, 0, 0})},
        {"touching-face-y", unit_box({0, 0, 0}), unit_box({0, -1, 0})},
        {"touching-face-z", unit_box({0, 0, 0}), unit_box({0.5, 0.5, 1})},
        {"touching-corner", unit_box({0, 0, 0}), unit_box({1, 1, 1})},
        {"containment", {{0, 0, 0}, {4, 4, 4}}, {{1, 1, 2}, {2, 3, 3}}},
        {"flat-box-on-face", big, {{2, -1, 0}, {2, 3, 1}}},
        {"point-inside", big, {{1, 1, 1}, {1, 1, 1}}},
        {"unbounded-slab", {{-course::kInf, 0, 0}, {course::kInf, 1, 1}}, {{5, 0.5, 0}, {6, 2, 1}}},
        {"nan-coordinate", {{0, 0, course::kNaN}, {1, 1, 1}}, unit_box({0, 0, 0})},
        {"min-above-max-in-z", {{0, 0, 2}, {1, 1, 1}}, {{0, 0, 0}, {1, 1, 3}}},
    };
}

/// The sphere_hit() cases of the text.
inline std::vector<SpherePairCase> sphere_pair_cases() {
    return {
        {"overlapping", {{0, 0, 0}, 1}, {{1.5, 0, 0}, 1}},
        {"two-three-six", {{0, 0, 0}, 3}, {{2, 3, 6}, 4.5}},
        {"touching", {{0, 0, 0}, 3}, {{2, 3, 6}, 4}},
        {"apart", {{0, 0, 0}, 1}, {{0, 5, 0}, 1}},
        {"containment", {{0, 0, 0}, 5}, {{0, 0, 1}, 1}},
        {"equal-centres", {{2, 2, 2}, 1}, {{2, 2, 2}, 2}},
        {"two-points", {{2, 2, 2}, 0}, {{2, 2, 2}, 0}},
        {"point-inside", {{0, 0, 0}, 2}, {{0, 1, 0}, 0}},
        {"tiny-offset", {{0, 0, 0}, 1}, {{0, 3e-170, 4e-170}, 1}},
        {"negative-radius", {{0, 0, 0}, -1}, {{1, 0, 0}, 3}},
        {"nan-radius", {{0, 0, 0}, course::kNaN}, {{1, 0, 0}, 1}},
        {"nan-centre", {{0, course::kNaN, 0}, 1}, {{1, 0, 0}, 1}},
        {"infinite-centre", {{0, 0, 0}, 1}, {{course::kInf, 0, 0}, 1}},
        {"infinite-radius", {{0, 0, 0}, course::kInf}, {{2, 3, 6}, 1}},
    };
}

/// The box [-1, 1] x [-2, 2] x [-3, 3]: its three half-sizes differ, so each axis can be the
/// nearest on its own.
inline Aabb3 long_box() { return {{-1, -2, -3}, {1, 2, 3}}; }

/// The closest_point() cases of the text.
inline std::vector<PointBoxCase> closest_point_cases() {
    return {
        {"inside", long_box(), {0.5, -1, 2}},
        {"beyond-x", long_box(), {5, 1, 1}},
        {"beyond-every-axis", long_box(), {-4, 3, 5}},
        {"on-a-face", long_box(), {1, 0.5, 0}},
        {"infinite-point", long_box(), {course::kInf, 1, -course::kInf}},
        {"nan-point", long_box(), {course::kNaN, 1, 1}},
    };
}

/// The sphere_aabb_hit() cases of the text.
inline std::vector<SphereBoxCase> sphere_box_cases() {
    Aabb3 cube = {{-1, -1, -1}, {1, 1, 1}};
    Aabb3 square = {{-1, -1, 0}, {1, 1, 0}};  // flat: no thickness in z
    return {
        {"face-x", cube, {{1.5, 0, 0}, 1}},
        {"face-minus-y", cube, {{0, -1.25, 0}, 0.5}},
        {"edge", cube, {{1.5, 1.5, 0}, 1}},
        {"corner", cube, {{2, 2, 2}, 2}},
        {"corner-two-three-six", cube, {{3, 4, 7}, 7.5}},
        {"touching-corner", cube, {{3, 4, 7}, 7}},
        {"touching-face", cube, {{2, 0, 0}, 1}},
        {"apart", cube, {{0, 3, 0}, 1}},
        {"inside-nearest-x", long_box(), {{0.75, 0, 0}, 0.5}},
        {"inside-nearest-y", long_box(), {{0, -1.5, 0}, 0.5}},
        {"inside-nearest-z", long_box(), {{0, 0, 2.6}, 0.5}},
        {"inside-tie-all-six", cube, {{0, 0, 0}, 0.5}},
        {"inside-tie-x-and-y", cube, {{0.5, -0.5, 0}, 0.5}},
        {"inside-tie-y-and-z", cube, {{0, 0.5, -0.5}, 0.5}},
        {"flat-box-tie-in-z", square, {{0, 0, 0}, 0.5}},
        {"centre-on-a-face", cube, {{1, 0, 0}, 0.5}},
        {"point-on-a-face", cube, {{1, 0, 0}, 0}},
        {"point-inside", cube, {{0.5, 0, 0}, 0}},
        {"point-outside", cube, {{1.5, 0, 0}, 0}},
        {"invalid-box", {{1, -1, -1}, {-1, 1, 1}}, {{0, 0, 0}, 1}},
        {"nan-box", {{-1, -1, course::kNaN}, {1, 1, 1}}, {{0, 0, 0}, 1}},
        {"infinite-box", {{-course::kInf, -1, -1}, {1, 1, 1}}, {{0, 0, 0}, 1}},
        {"nan-centre", cube, {{course::kNaN, 0, 0}, 1}},
        {"infinite-centre", cube, {{0, -course::kInf, 0}, 1}},
        {"negative-radius", cube, {{0, 0, 0}, -1}},
        {"nan-radius", cube, {{1.5, 0, 0}, course::kNaN}},
        {"infinite-radius", cube, {{5, 0, 0}, course::kInf}},
    };
}

/// The aabb_of() cases of the text.
inline std::vector<ObbCase8> aabb_of_cases() {
    const double pi = 3.14159265358979323846;
    const Quat none = {1, 0, 0, 0};
    const Quat z30 = quat_from_axis_angle({0, 0, 1}, pi / 6);
    const Quat z45 = quat_from_axis_angle({0, 0, 1}, pi / 4);
    const Quat x90 = quat_from_axis_angle({1, 0, 0}, pi / 2);
    return {
        {"aligned", make_obb({1, 2, 3}, {1, 0.5, 0.25}, none)},
        {"turned-30-about-z", make_obb({0, 0, 0}, {2, 1, 0.5}, z30)},
        {"cube-turned-45-about-z", make_obb({0, 0, 0}, {1, 1, 1}, z45)},
        {"flat-square-stood-up", make_obb({0, 0, 0}, {1, 1, 0}, x90)},
        {"lesson-07-bar", edge_case_b(0.25)},
        {"nan-centre", {{course::kNaN, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 1}}},
    };
}

/// The bounding_aabb() and bounding_sphere() cases of the text.
inline std::vector<PointsCase> points_cases() {
    return {
        {"one-point", {{1, 2, 3}}},
        {"one-point-three-times", {{1, 2, 3}, {1, 2, 3}, {1, 2, 3}}},
        {"two-points", {{0, 0, 0}, {2, 0, 0}}},
        {"far-from-the-origin", {{10, 12, 11}, {11, 10, 13}, {12, 11, 10}}},
        {"ritter-grows", {{0, 0, 0}, {4, 0, 0}, {2, 3, 0}}},
        {"tie-for-farthest", {{0, 0, 0}, {3, 0, 0}, {0, 3, 0}, {-2.5, 0, 0}}},
        {"first-sphere-rounds", {{0.4, 0.5, 0.4}, {0.1, 0.2, 0.5}}},
        {"far-out-two-points",
         {{1e12 + 0.001, 1e12, 1e12}, {1e12 - 0.004, 1e12 + 0.003, 1e12 + 0.002}}},
        {"no-points", {}},
        {"nan-point", {{0, 0, 0}, {1, course::kNaN, 0}}},
        {"infinite-point", {{0, 0, 0}, {1, 1, course::kInf}}},
    };
}

/// @}

} // namespace collide
