/// @file scene.hpp
/// @brief Given code: the lesson's scene (the squares A and B of "The scene") and the rows of
/// 04-sat.txt, which say where world_to_screen() puts its points, for the driver and the live
/// figure. Not the exercise.
#pragma once

#include <string>

#include "draw.hpp"
#include "driver.hpp"
#include "polygon.hpp"
#include "push_out.hpp"

namespace collide {
/// @addtogroup api_04
/// @{

/// The square A = [(-1,-1), (1,-1), (1,1), (-1,1)] moved by @p offset: A itself at (0, 0), B
/// at (1.5, 0.5).
inline Polygon scene_square(Vec2 offset) {
    Polygon square = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    for (Vec2& v : square) v = v + offset;
    return square;
}

/// The average of @p poly's vertices: where the push-out vector of B starts.
inline Vec2 vertex_centroid(const Polygon& poly) {
    Vec2 sum = {0, 0};
    for (Vec2 v : poly) sum = sum + v;
    return sum * (1.0 / double(poly.size()));
}

/// `(sx, sy)`: a pixel as the rows write it.
inline std::string pixel_text(ScreenPoint p) {
    return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
}

/// One row of 04-sat.txt: a point of the world and the pixel world_to_screen() gives it.
inline std::string point_row(const std::string& name, Vec2 world) {
    return name + "  world=" + course::vec_text(world) + "  screen=" +
           pixel_text(world_to_screen(world));
}

/// One row of 04-sat.txt: the push-out vector of @p b out of @p a (sat_push_out), from b's
/// centroid to centroid + normal * depth, in the world and where world_to_screen() puts its
/// two ends (the live figure writes the same row).
inline std::string push_out_row(const std::string& name, const Polygon& a, const Polygon& b) {
    Hit push = sat_push_out(a, b);
    Vec2 from = vertex_centroid(b);
    Vec2 to = from + push.normal * push.depth;
    return name + "  hit=" + (push.hit ? "true" : "false") + "  from=" +
           course::vec_text(from) + " to=" + course::vec_text(to) +
           "  screen=" + pixel_text(world_to_screen(from)) + " to " +
           pixel_text(world_to_screen(to));
}

/// @}

} // namespace collide
