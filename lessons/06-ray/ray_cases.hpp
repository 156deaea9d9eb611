/// @file ray_cases.hpp
/// @brief Given code: the lesson's documented rays and their box, built in one place for the
/// driver, the tests and the text (their names are the rows of 06-ray.txt). Not the exercise.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "driver.hpp"
#include "ray.hpp"

namespace collide {
/// @addtogroup api_06
/// @{

/// One documented ray: its origin, its direction and the name the text, the tests and
/// 06-ray.txt call it by.
struct RayCase {
    const char* name; ///< short name, as written in 06-ray.txt
    Vec2 o;           ///< origin
    Vec2 d;           ///< direction
};

// [rays]
/// The box every documented ray is fired at.
inline Aabb lesson_box() { return {-1, -1, 1, 1}; }

/// The documented rays, in the order the text discusses them.
inline std::vector<RayCase> lesson_rays() {
    return {
        {"r1", {-3, 0}, {1, 0}},                                     // straight in, hits at t = 2
        {"r2", {-3, 3}, {1, 0}},                                     // passes above
        {"r3", {0, 0}, {1, 0}},                                      // starts inside, t = 0
        {"r4", {-3, -3}, {0.7071067811865476, 0.7071067811865476}},  // into the corner (-1,-1)
        {"r5", {3, 0}, {1, 0}},                                      // the box is behind it
    };
}
// [end rays]

/// The documented ray named @p name; throws std::invalid_argument for a name it does not have.
inline RayCase find_ray(const std::string& name) {
    for (const RayCase& r : lesson_rays())
        if (name == r.name) return r;
    throw std::invalid_argument("no documented ray named " + name);
}

/// One row of 06-ray.txt: the ray's name, origin and direction and what ray_aabb() answers
/// for it against @p box, as the driver writes it (the live figure writes the same row).
inline std::string ray_row(const std::string& name, Vec2 o, Vec2 d, const Aabb& box) {
    RayHit h = ray_aabb(o, d, box);
    return name + "  o=" + course::vec_text(o) + "  d=" + course::vec_text(d) +
           "  hit=" + (h.hit ? "true" : "false") + "  t=" + course::fixed6(h.t);
}

/// @}

} // namespace collide
