// The figures of the chapter's "Swept bodies" and "Piles come to rest" (issue 32), printed for
// whatever world.cpp it is built with: the reference, a mistake's files, or with -DBEFORE the
// files of 4a06b91, before the second reading (Body::bullet, no World::pushes). NOTES.md gives
// the commands. Not part of the build: a measurement, kept with the figures it made.
#include <cmath>
#include <cstdio>
#include <vector>

#include "pieces.hpp"
#include "scene.hpp"

using namespace collide;

#ifdef BEFORE
#define SWEPT bullet
World world_of(std::vector<Body> bodies, Vec2 gravity) {
    return {std::move(bodies), gravity, kPasses, kSlop};
}
#else
#define SWEPT swept
World world_of(std::vector<Body> bodies, Vec2 gravity) {
    return {std::move(bodies), gravity, kPasses, kSlop, {}};
}
#endif

namespace {

double fastest(const World& w) {
    double most = 0;
    for (const Body& b : w.bodies)
        if (b.inv_mass > 0) most = std::fmax(most, length(b.velocity));
    return most;
}

double fastest_closing(const World& w) {
    double most = 0;
    for (const Contact& c : find_contacts(w.bodies).contacts) {
        Vec2 v = w.bodies[c.j].velocity - w.bodies[c.i].velocity;
        most = std::fmax(most, -dot(v, c.hit.normal));
    }
    return most;
}

Body shot(Shape s, Vec2 v) {
    Body b = {s, v, 1, false};
    b.SWEPT = true;
    return b;
}

Vec2 middle(const Body& b) {
    if (b.shape.is_circle) return b.shape.centre;
    return (b.shape.vertices[0] + b.shape.vertices[2]) * 0.5;
}

} // namespace

int main() {
    std::vector<Body> column = {made_static(box_body({0, -0.5}, {5, 0.5}))};
    for (int k = 0; k < 10; ++k) column.push_back(box_body({0, 0.5 + k}, {0.5, 0.5}));
    World col = world_of(column, kGravity);
    for (int s = 0; s < 300; ++s) step_world(col, kStep);
    std::printf("column of ten boxes, 300 steps: fastest body %.3g, fastest closing contact "
                "%.3g, bottom box's bottom at y = %.4f\n",
                fastest(col), fastest_closing(col), bounding_box(col.bodies[1].shape).miny);
    World scene = lesson_scene();
    for (int s = 0; s < 300; ++s) step_world(scene, kStep);
    std::printf("the chapter's scene, 300 steps: fastest body %.3g, fastest closing contact "
                "%.3g\n", fastest(scene), fastest_closing(scene));

    Body plank = made_static(
        {{false, {0, 0}, 0, {{-5, -5}, {-4.95, -5.05}, {5.05, 4.95}, {5, 5}}}, {0, 0}, 0, false});
    int through = 0, shots = 0;
    for (Vec2 at : {Vec2{0.6, -0.6}, Vec2{-2, -3.2}, Vec2{3.1, 1.9}})
        for (double speed : {60.0, 120.0, 240.0})
            for (bool round : {true, false}) {
                Shape s = round ? Shape{true, at, 0.25, {}} : box_body(at, {0.2, 0.2}).shape;
                Vec2 v = {-speed / std::sqrt(2.0), speed / std::sqrt(2.0)};
                World w = world_of({plank, shot(s, v)}, {0, 0});
                step_world(w, kStep);
                Vec2 c = middle(w.bodies[1]);
                through += c.x - c.y < 0;
                if (++shots == 3)
                    std::printf("plank: the circle from (0.6, -0.6) at 120 units/s ends at "
                                "(%.3f, %.3f), velocity (%.2f, %.2f)\n",
                                c.x, c.y, w.bodies[1].velocity.x, w.bodies[1].velocity.y);
            }
    std::printf("plank: %d of %d swept shots end on the far side\n", through, shots);

    World floor = world_of({made_static(box_body({0, -0.05}, {5, 0.05})),
                            shot({true, {0, 0.25 - 0.0098}, 0.25, {}}, {0, -60})}, {0, 0});
    step_world(floor, kStep);
    std::printf("floor: a swept circle 0.0098 inside a floor 0.1 thick, shot down at 60 "
                "units/s: centre at y = %.4f\n", floor.bodies[1].shape.centre.y);

    World corner = world_of({made_static(box_body({0.5, 5}, {0.5, 5})),
                             shot({true, {-2, 8.85}, 0.5, {}}, {180, 180})}, {0, 0});
    step_world(corner, kStep);
    std::printf("corner: the circle passing (0, 10) at 0.601 ends at (%.3f, %.3f), velocity "
                "(%.1f, %.1f)\n", corner.bodies[1].shape.centre.x,
                corner.bodies[1].shape.centre.y, corner.bodies[1].velocity.x,
                corner.bodies[1].velocity.y);
}
