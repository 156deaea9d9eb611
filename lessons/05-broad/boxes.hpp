/// @file boxes.hpp
/// @brief Lesson 05, given code: the overlap rule, the boxes the lesson sweeps (generated the
/// same way on every platform) and the boxes.txt file format.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "box.hpp"
#include "box_valid.hpp"

namespace collide {
/// @addtogroup api_05
/// @{

// [overlap-rule]
/// Lesson 01's overlap rule, given here so that every method of this lesson uses the very
/// same one: boxes that only touch (an edge or a corner) overlap; an invalid box
/// (box_is_valid(): NaN, min > max, or an interval wholly at an infinity) overlaps nothing,
/// not even itself.
inline bool boxes_overlap(const Aabb& a, const Aabb& b) {
    if (!box_is_valid(a) || !box_is_valid(b)) return false;
    // Apart when one box ends strictly before the other begins, on either axis.
    return !(a.maxx < b.minx || b.maxx < a.minx || a.maxy < b.miny || b.maxy < a.miny);
}
// [end overlap-rule]

/// The seed of lessons/05-broad/boxes.txt.
constexpr std::uint64_t kBoxesSeed = 5;
/// How many boxes lessons/05-broad/boxes.txt holds.
constexpr int kBoxesCount = 200;
/// World area per box: the density at which the lesson's boxes are generated.
constexpr double kAreaPerBox = 2.0;

/// The side of the square world that holds @p n boxes at the lesson's constant density,
/// sqrt(kAreaPerBox * n): 20 for 200 boxes. At this density there are 1.2 to 1.4 overlapping
/// pairs per box whatever n is (279 pairs for 200 boxes), so a box overlaps about 2.8 others
/// on average (each pair has two boxes). n <= 0 gives 0.
double constant_density_world(int n);

/// @p n boxes placed at random in the square [0, world] x [0, world] (a box's min corner
/// lies in the square; its far side may stick out by up to its size). Widths and heights are
/// multiples of 1/32 between 0.5 and 1.75. The same (n, seed, world) gives bit-for-bit the
/// same boxes on every compiler and platform: the generator is splitmix64 and the arithmetic
/// is plain IEEE multiplication and addition, one operation per statement.
/// n <= 0 gives no boxes; a world that is not a finite number > 0 throws
/// std::invalid_argument.
std::vector<Aabb> generate_boxes(int n, std::uint64_t seed, double world);

/// The boxes of lessons/05-broad/boxes.txt as generate_boxes makes them now:
/// generate_boxes(kBoxesCount, kBoxesSeed, constant_density_world(kBoxesCount)).
std::vector<Aabb> lesson_boxes();

/// The exact text of lessons/05-broad/boxes.txt: format_boxes(lesson_boxes()) under a
/// comment saying how it was made.
std::string lesson_boxes_text();

/// The text of a boxes file: a first comment line starting with '#', then one box per line,
/// `minx miny maxx maxy`, each number written with 17 significant digits (enough to read
/// back exactly).
std::string format_boxes(const std::vector<Aabb>& boxes, const std::string& comment);

/// Reads a boxes file: one box per line, `minx miny maxx maxy` separated by spaces or tabs.
/// Lines starting with '#' and empty lines are skipped. Throws std::runtime_error naming the
/// path when the file cannot be opened, and naming the path and the line number
/// ("boxes.txt:7: ...") when a line does not hold exactly four numbers. Boxes are returned
/// as read, invalid ones included (they overlap nothing).
std::vector<Aabb> read_boxes(const std::string& path);

/// @}

} // namespace collide
