// Going further (instructor side): the smallest sphere holding a set of points, by Welzl's
// algorithm in its move-to-front form, to measure how much larger Ritter's sphere is.
#pragma once

#include <vector>

#include "bounds3d.hpp"

namespace collide {

/// The smallest sphere holding every point (to within a relative 1e-10), by Welzl's
/// randomized algorithm: the points are shuffled once (a fixed seed, so the answer is
/// repeatable), then every point outside the current sphere is put on its boundary and the
/// sphere rebuilt from at most four boundary points. Expected time linear in the number of
/// points. Throws std::invalid_argument for no points or a non-finite coordinate.
Sphere smallest_sphere(std::vector<Vec3> points);

} // namespace collide
