/// @file sweep_cases.hpp
/// @brief Given code: the lesson's documented shots, built in one place for the driver, the
/// tests and the text (their names are the rows of 10-sweep.txt). Not the exercise.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "driver.hpp"
#include "special_values.hpp"
#include "sweep.hpp"

namespace collide {
/// @addtogroup api_10
/// @{

/// One documented shot of two circles: swept_circles()'s arguments and the name the text, the
/// tests and 10-sweep.txt call it by.
struct CircleCase {
    const char* name; ///< short name, kebab-case, as written in 10-sweep.txt
    Vec2 c1;          ///< circle 1's centre at t = 0
    double r1;        ///< its radius
    Vec2 v1;          ///< its motion over the step
    Vec2 c2;          ///< circle 2's centre at t = 0
    double r2;        ///< its radius
    Vec2 v2;          ///< its motion over the step
};

// [circle-cases]
/// The documented circle cases, in the order the text discusses them.
inline std::vector<CircleCase> circle_cases() {
    using course::kInf;
    using course::kNaN;
    return {
        {"head-on", {0, 0}, 1, {0, 0}, {5, 0}, 1, {-6, 0}},
        {"three-four-five", {0, 0}, 1, {0, 0}, {4, 3}, 1.5, {-8, -6}},
        {"off-centre", {0, 0}, 1, {0, 0}, {5, 1}, 1, {-8, 0}},
        {"both-moving", {0, 0}, 1, {2, 0}, {5, 0}, 1, {-2, 0}},
        {"bullet", {0, 0}, 0.5, {0, 0}, {-10, 0.2}, 0.05, {20, 0}},
        {"tangent-pass", {0, 0}, 1, {0, 0}, {5, 2}, 1, {-10, 0}},
        {"receding", {0, 0}, 1, {0, 0}, {3, 0}, 1, {4, 0}},
        {"after-the-step", {0, 0}, 1, {0, 0}, {10, 0}, 1, {-4, 0}},
        {"contact-at-t-1", {0, 0}, 1, {0, 0}, {6, 0}, 1, {-4, 0}},
        {"same-velocity", {0, 0}, 1, {3, 1}, {5, 0}, 1, {3, 1}},
        {"overlapping", {0, 0}, 1, {0, 0}, {1.5, 0}, 1, {4, 4}},
        {"equal-centres", {2, 2}, 1, {0, 0}, {2, 2}, 2, {1, 0}},
        {"touching-moving-in", {0, 0}, 1, {0, 0}, {2, 0}, 1, {-1, 0}},
        {"touching-moving-out", {0, 0}, 1, {0, 0}, {2, 0}, 1, {1, 0}},
        {"touching-sliding", {0, 0}, 1, {0, 0}, {2, 0}, 1, {0, 1}},
        {"two-points", {0, 0}, 0, {0, 0}, {3, 0}, 0, {-6, 0}},
        {"negative-radius", {0, 0}, -1, {0, 0}, {5, 0}, 3, {-6, 0}},
        {"nan-radius", {0, 0}, kNaN, {0, 0}, {5, 0}, 1, {-6, 0}},
        {"nan-velocity", {0, 0}, 1, {kNaN, 0}, {5, 0}, 1, {-6, 0}},
        {"infinite-velocity", {0, 0}, 1, {0, 0}, {5, 0}, 1, {-kInf, 0}},
        {"infinite-radius", {0, 0}, kInf, {0, 0}, {5, 0}, 1, {1, 0}},
    };
}
// [end circle-cases]

/// One documented shot of a box at a still box: swept_aabb()'s arguments and the name the text,
/// the tests and 10-sweep.txt call it by.
struct BoxCase {
    const char* name; ///< short name, kebab-case, as written in 10-sweep.txt
    Aabb still;       ///< the box that does not move
    Aabb moving;      ///< the moving box at t = 0
    Vec2 delta;       ///< its motion over the step
};

// [box-cases]
/// The documented box cases; most are shot at the square S = (0, 0, 2, 2).
inline std::vector<BoxCase> box_cases() {
    using course::kInf;
    using course::kNaN;
    const Aabb kS = {0, 0, 2, 2};
    return {
        {"face", kS, {-3, 0.5, -2, 1.5}, {4, 0}},
        {"from-above", kS, {0.5, 4, 1.5, 5}, {0, -4}},
        {"slanted", kS, {-3, -1.5, -2, -0.5}, {4, 2}},
        {"corner", kS, {-2, -2, -1, -1}, {2, 2}},
        {"corner-to-corner", kS, {-2, 1, -1, 2}, {2, 2}},
        {"flush-slide", kS, {-3, 2, -2, 3}, {6, 0}},
        {"thin-wall", {2, 0, 2.1, 4}, {-0.5, 1, 0, 1.5}, {5, 0}},
        {"contact-at-t-1", kS, {-3, 0, -2, 1}, {2, 0}},
        {"after-the-step", kS, {-3, 0, -2, 1}, {1, 0}},
        {"no-motion-apart", kS, {3, 3, 4, 4}, {0, 0}},
        {"overlapping", kS, {1.5, 0.5, 2.5, 1}, {1, 0}},
        {"overlapping-on-top", kS, {0.5, 1.8, 1.5, 2.8}, {-1, 0}},
        {"equal-centres", kS, {0.5, 0.5, 1.5, 1.5}, {0, 0}},
        {"touching-moving-in", kS, {2, 0, 3, 1}, {-1, 0}},
        {"touching-moving-out", kS, {2, 0, 3, 1}, {1, 0}},
        {"flat-box", kS, {-2, 0.5, -2, 1.5}, {4, 0}},
        {"two-flat-boxes", {0, 3, 2, 3}, {-3, 3, -2, 3}, {4, 0}},
        {"crossing-segments", {0, 3, 2, 3}, {1, 4, 1, 5}, {0, -3}},
        {"min-above-max", {2, 0, 1, 2}, {-3, 0, -1, 1}, {4, 0}},
        {"nan-coordinate", {0, kNaN, 2, 2}, {-3, 0, -2, 1}, {4, 0}},
        {"infinite-delta", kS, {-3, 0, -2, 1}, {kInf, 0}},
    };
}
// [end box-cases]

/// The documented circle case named @p name; throws std::invalid_argument for a name it does
/// not have.
inline CircleCase find_circle_case(const std::string& name) {
    for (const CircleCase& c : circle_cases())
        if (name == c.name) return c;
    throw std::invalid_argument("no documented circle case named " + name);
}

/// The documented box case named @p name; throws std::invalid_argument for a name it does not
/// have.
inline BoxCase find_box_case(const std::string& name) {
    for (const BoxCase& c : box_cases())
        if (name == c.name) return c;
    throw std::invalid_argument("no documented box case named " + name);
}

/// An impact as 10-sweep.txt writes it: `hit=true  t=0.500000  normal=(1.000000, 0.000000)`.
inline std::string impact_text(const Impact& i) {
    return std::string("hit=") + (i.hit ? "true" : "false") + "  t=" + course::fixed6(i.t) +
           "  normal=" + course::vec_text(i.normal);
}

/// One circle row of 10-sweep.txt: the shot's name, its inputs and what swept_circles()
/// answers for them, as the driver writes it (the live figure writes the same row).
inline std::string circle_row(const CircleCase& c) {
    Impact i = swept_circles(c.c1, c.r1, c.v1, c.c2, c.r2, c.v2);
    return std::string(c.name) + "  c1=" + course::vec_text(c.c1) +
           " r1=" + course::fixed6(c.r1) + " v1=" + course::vec_text(c.v1) +
           "  c2=" + course::vec_text(c.c2) + " r2=" + course::fixed6(c.r2) +
           " v2=" + course::vec_text(c.v2) + "  " + impact_text(i);
}

/// One box row of 10-sweep.txt: the shot's name, its boxes and delta and what swept_aabb()
/// answers for them, as the driver writes it (the live figure writes the same row).
inline std::string box_row(const BoxCase& c) {
    Impact i = swept_aabb(c.still, c.moving, c.delta);
    return std::string(c.name) + "  still=" + course::box_text(c.still) +
           "  moving=" + course::box_text(c.moving) + "  delta=" + course::vec_text(c.delta) +
           "  " + impact_text(i);
}

/// @}

} // namespace collide
