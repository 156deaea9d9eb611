// Lesson 09, given code: the scene, its motion and the overlap measures.
#include "scene.hpp"

#include <cmath>

#include "driver.hpp"

namespace collide {

Polygon box_shape(Vec2 centre, Vec2 half, double turn) {
    const double c = std::cos(turn), s = std::sin(turn);
    const Vec2 corners[4] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    Polygon shape;
    for (Vec2 k : corners) {
        Vec2 local = {k.x * half.x, k.y * half.y};
        shape.push_back(centre + Vec2{c * local.x - s * local.y, s * local.x + c * local.y});
    }
    return shape;
}

Vec2 centroid(const Polygon& shape) {
    Vec2 sum = {0, 0};
    for (Vec2 v : shape) sum = sum + v;
    return sum * (1.0 / double(shape.size()));
}

Polygon bar_at(int frame) {
    const double degrees = kBarStartDegrees + frame * kBarTurnDegrees;
    return box_shape(kBarPivot, {kBarHalfLength, 0.15}, degrees * 3.14159265358979323846 / 180);
}

// [pile]
std::vector<Body> lesson_pile() {
    std::vector<Body> bodies = {
        {box_shape({0, -0.5}, {7, 0.5}), 0},      // the floor, static
        {bar_at(0), 0},                            // the bar, kinematic
    };
    struct Placed { Vec2 centre, half; double turn; };
    const Placed boxes[] = {
        {{0.45, 0.33}, {0.35, 0.35}, 0},    {{1.2, 0.28}, {0.42, 0.3}, 0},   // bottom row
        {{2.05, 0.36}, {0.4, 0.38}, 0},     {{2.85, 0.3}, {0.36, 0.32}, 0},
        {{0.85, 0.95}, {0.33, 0.3}, 0},     {{1.65, 0.98}, {0.38, 0.34}, 0}, // second row
        {{2.5, 0.93}, {0.3, 0.28}, 0.3},                                     // a crate askew
        {{1.3, 1.55}, {0.32, 0.3}, 0},      {{2.05, 1.6}, {0.34, 0.31}, 0},  // third row
        {{1.7, 2.15}, {0.3, 0.27}, 0},                                       // the top
    };
    for (const Placed& p : boxes) bodies.push_back({box_shape(p.centre, p.half, p.turn), 1});
    return bodies;
}
// [end pile]

// [column]
std::vector<Body> lesson_column() {
    return {{box_shape({0, -0.5}, {3, 0.5}), 0},
            {box_shape({0, 0.25}, {0.5, 0.5}), 1},
            {box_shape({0.125, 1}, {0.5, 0.5}), 1}};
}
// [end column]

std::vector<Body> lesson_stack() {
    std::vector<Body> stack = {{box_shape({0, -0.5}, {3, 0.5}), 0}};
    for (int k = 0; k < 3; ++k)
        stack.push_back({box_shape({0.1 - 0.05 * k, 0.4 + 0.8 * k}, {0.45, 0.4}), 1});
    return stack;
}

// [frame]
void fall(std::vector<Body>& bodies) {
    for (Body& body : bodies)
        if (body.inv_mass > 0)
            for (Vec2& v : body.shape) v.y -= kFall;
}

void move_scene(std::vector<Body>& bodies, int frame) {
    bodies[kBarIndex].shape = bar_at(frame);
    fall(bodies);
}
// [end frame]

double deepest_overlap(const std::vector<Body>& bodies) {
    double deepest = 0;
    for (std::size_t i = 0; i < bodies.size(); ++i)
        for (std::size_t j = i + 1; j < bodies.size(); ++j) {
            if (bodies[i].inv_mass == 0 && bodies[j].inv_mass == 0) continue;
            Hit h = sat_push_out(bodies[i].shape, bodies[j].shape);
            if (h.hit && h.depth > deepest) deepest = h.depth;
        }
    return deepest;
}

bool overlaps_beyond(const std::vector<Body>& bodies, std::size_t i, std::size_t j, double slop) {
    if (bodies[i].inv_mass == 0 && bodies[j].inv_mass == 0) return false;
    Hit h = sat_push_out(bodies[i].shape, bodies[j].shape);
    return h.hit && h.depth > slop;
}

std::string positions_text(const std::vector<Body>& bodies) {
    std::string out;
    for (const Body& b : bodies)
        out += ' ' + course::fixed6(centroid(b.shape).x) + ' ' +
               course::fixed6(centroid(b.shape).y);
    return out;
}

std::string resolve_row(const std::string& name, int passes, const std::vector<Body>& bodies) {
    return "resolve " + name + ' ' + std::to_string(passes) + positions_text(bodies);
}

} // namespace collide
