/// @file fcl_obb.hpp
/// @brief The lesson's boxes as FCL's (test-only: the FCL check and the benchmark use it).
#pragma once

#include <cmath>

#include <fcl/math/bv/OBB.h>

#include "make_obb.hpp"

namespace course {

/// The same box in FCL's terms: `axis` holds the box's axes as columns, `To` the centre,
/// `extent` the half-extents.
inline fcl::OBB<double> to_fcl(const collide::Obb& box) {
    fcl::Matrix3<double> axes;
    for (int k = 0; k < 3; ++k) axes.col(k) << box.axis[k].x, box.axis[k].y, box.axis[k].z;
    return fcl::OBB<double>(axes, fcl::Vector3<double>(box.center.x, box.center.y, box.center.z),
                            fcl::Vector3<double>(box.half.x, box.half.y, box.half.z));
}

/// Half the width of @p box's shadow on the axis @p L (any length): the sum over the box's
/// axes of half-extent times |axis . L|.
inline double shadow_radius(const collide::Obb& box, collide::Vec3 L) {
    const double half[3] = {box.half.x, box.half.y, box.half.z};
    double r = 0;
    for (int k = 0; k < 3; ++k) r += half[k] * std::fabs(collide::dot(box.axis[k], L));
    return r;
}

/// True when FCL's own epsilon could call the pair overlapping although it is (barely)
/// separated: FCL adds 1e-6 to every |Rij|, which widens the projected radii on a unit axis by
/// up to 1e-6 (sum of the six half-extents) / |L|. The pair is "within 1e-6 of touching" when
/// every axis that separates it (gap >= 0) does so by no more than that.
inline bool within_fcl_epsilon(const collide::Obb& a, const collide::Obb& b) {
    using namespace collide;
    const double eps = 1e-6;
    const double sum = a.half.x + a.half.y + a.half.z + b.half.x + b.half.y + b.half.z;
    const Vec3 d = b.center - a.center;
    bool separated = false;
    for (int k = 0; k < kAxisCount; ++k) {
        Vec3 L = candidate_axis(a, b, k);
        double len = length(L);
        if (len < kParallelEpsilon) continue;
        double gap = (std::fabs(dot(d, L)) - shadow_radius(a, L) - shadow_radius(b, L)) / len;
        if (gap > eps * sum / len) return false;  // clearly separated: FCL must see it too
        if (gap >= -eps) separated = true;        // separated or touching, within FCL's slack
    }
    return separated;
}

} // namespace course
