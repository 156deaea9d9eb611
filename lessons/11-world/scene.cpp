// Lesson 11, given code: the scenes of the chapter.
#include "scene.hpp"

#include "course_random.hpp"

namespace collide {

Body circle_body(Vec2 centre, double radius) {
    return {{true, centre, radius, {}}, {0, 0}, 1, false};
}

Body box_body(Vec2 centre, Vec2 half) {
    double x0 = centre.x - half.x, x1 = centre.x + half.x;
    double y0 = centre.y - half.y, y1 = centre.y + half.y;
    Polygon corners = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
    return {{false, centre, 0, corners}, {0, 0}, 1, false};
}

Body triangle_body(Vec2 centre) {
    Polygon corners = {{centre.x, centre.y + 0.5}, {centre.x - 0.4375, centre.y - 0.25},
                       {centre.x + 0.4375, centre.y - 0.25}};
    return {{false, centre, 0, corners}, {0, 0}, 1, false};
}

Body made_static(Body body) {
    body.inv_mass = 0;
    return body;
}

World lesson_scene() {
    World world = {{}, kGravity, kPasses, kSlop, {}};
    world.bodies.push_back(made_static(box_body({0, -0.5}, {13, 0.5})));
    world.bodies.push_back(made_static(box_body({-12.5, 7}, {0.5, 7})));
    world.bodies.push_back(made_static(box_body({12.5, 7}, {0.5, 7})));
    course::Random rng(11);
    for (int k = 0; world.bodies.size() < kSceneBodies; ++k) {
        double nudge = rng.uniform(-0.1, 0.1);
        Vec2 at = {-11.4 + 1.2 * (k % 20) + nudge, 1.5 + 1.2 * (k / 20)};
        if (k % 3 == 0) world.bodies.push_back(circle_body(at, 0.45));
        if (k % 3 == 1) world.bodies.push_back(box_body(at, {0.4, 0.4}));
        if (k % 3 == 2) world.bodies.push_back(triangle_body(at));
    }
    return world;
}

World bullet_scene(bool swept) {
    World world = {{}, kGravity, kPasses, kSlop, {}};
    world.bodies.push_back(made_static(box_body({0, -0.5}, {6, 0.5})));
    world.bodies.push_back(made_static(box_body({0.05, 2}, {0.05, 2})));
    Body bullet = circle_body({-3, 1}, 0.25);
    bullet.velocity = {75, 0};
    bullet.swept = swept;
    world.bodies.push_back(bullet);
    return world;
}

} // namespace collide
