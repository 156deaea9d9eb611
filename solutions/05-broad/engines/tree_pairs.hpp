/// @file tree_pairs.hpp
/// @brief Lesson 05, measured: a real engine's broad phase on the lesson's boxes, Box2D 2.4's
/// dynamic AABB tree (b2DynamicTree), returning the same PairScan as the lesson's methods.
#pragma once

#include "broad.hpp"

namespace collide {

/// Builds a b2DynamicTree of the valid boxes (Box2D stores them as float boxes grown by
/// b2_aabbExtension, 0.1, on every side), then queries the tree with every box and tests
/// each candidate with a larger index exactly, with boxes_overlap. checks counts those exact
/// tests. Invalid boxes are left out, as in sort_and_sweep_pairs. The pairs are the same as
/// brute_force_pairs(boxes).pairs as long as coordinates stay within float's reach (the
/// 0.1 margin hides float rounding up to |x| of about 10^5).
PairScan dynamic_tree_pairs(const std::vector<Aabb>& boxes);

} // namespace collide
