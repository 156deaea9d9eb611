// figure-sources: pieces.cpp scene.cpp earlier.cpp ../common/push_out.cpp
// Lesson 11's live figure (gfx/figure.hpp): the lab sheet's world of 200 bodies, stepped by
// step_world() a sixtieth of a second at a time, bodies the reader drags, and bullets shot
// across it: swept bodies, which first_touch() stops at a wall they would otherwise jump.
// Given code, not the exercise: it only calls the lesson's functions.
#include <algorithm>

#include "figure.hpp"
#include "pieces.hpp"
#include "scene.hpp"
#include "world_cases.hpp"

namespace figure {

using namespace collide;

namespace {

// The state: the step, how the reader changed the lab sheet's world (kNames), the bullets shot,
// the counts the last step returned, the number of bodies, then each body's velocity and
// coordinates (a circle's centre, a polygon's vertices), then the pushes of the last step: their
// number, each (i, j, removed). The shapes' kinds, radii and masses are the lab sheet's (bodies
// 0-199) and the bullets' (200 on). Every coordinate is kept as step_world() left it, so that
// stepping the state here gives the driver's rows.
enum Slot { kStepsDone, kChanged, kShots, kPairs, kCandidates, kContacts, kBodies, kWorld };
const char* const kNames[] = {"scene", "dragged", "shot"};

constexpr int kBullets = 4;              // bullets kept at once: a new one replaces the oldest
constexpr int kMostBodies = kSceneBodies + kBullets;
constexpr int kHandled = 17;             // the grid's last row, on top once the pile settles
const Vec2 kMuzzle = {-11.5, 13.25};     // above the pile, inside the left wall
const Vec2 kAim = {120, -30};            // 2 units a step: more than a wall and a bullet are wide

Body bullet() {
    Body b = circle_body(kMuzzle, 0.25);  // the chapter's bullet, faster
    b.velocity = kAim;
    b.swept = true;
    return b;
}

void write_world(const World& world, State& s) {
    for (const Body& b : world.bodies) {
        s.insert(s.end(), {b.velocity.x, b.velocity.y});
        if (b.shape.is_circle) s.insert(s.end(), {b.shape.centre.x, b.shape.centre.y});
        else for (Vec2 v : b.shape.vertices) s.insert(s.end(), {v.x, v.y});
    }
    s.push_back(double(world.pushes.size()));
    for (const Push& p : world.pushes) s.insert(s.end(), {double(p.i), double(p.j), p.removed});
}

// The world a state holds; false when the state is not one this figure writes.
bool read_world(const State& s, World& world) {
    auto in = [](double v, double lo, double hi) { return v >= lo && v <= hi; };  // NaN: false
    if (s.size() <= kWorld || !in(s[kChanged], 0, 2) ||
        !in(s[kBodies], kSceneBodies, kMostBodies))
        return false;
    for (int k = kStepsDone; k < kBodies; ++k)
        if (!in(s[k], 0, 1e9)) return false;
    world = lesson_scene();
    while (world.bodies.size() < s[kBodies]) world.bodies.push_back(bullet());
    std::size_t at = kWorld;
    auto has = [&](std::size_t count) { return at + count <= s.size(); };
    auto next = [&]() { at += 2; return Vec2{s[at - 2], s[at - 1]}; };
    for (Body& b : world.bodies) {
        if (!has(2 + 2 * (b.shape.is_circle ? 1 : b.shape.vertices.size()))) return false;
        b.velocity = next();
        if (b.shape.is_circle) b.shape.centre = next();
        for (Vec2& v : b.shape.vertices) v = next();
    }
    int n = int(world.bodies.size());
    if (!has(1) || !in(s[at], 0, double(n) * n)) return false;
    int pushes = int(s[at++]);
    for (int p = 0; p < pushes; ++p, at += 3) {
        if (!has(3) || !in(s[at], 0, n - 1) || !in(s[at + 1], 0, n - 1)) return false;
        world.pushes.push_back({int(s[at]), int(s[at + 1]), s[at + 2]});
    }
    return at == s.size();
}

// @p state's first numbers, then @p world.
State with_world(const State& state, const World& world) {
    State out(state.begin(), state.begin() + kWorld);
    out[kBodies] = double(world.bodies.size());
    write_world(world, out);
    return out;
}

// A body moved by the reader starts afresh: its last pushes no longer hold.
void forget_pushes(World& world, int body) {
    auto& p = world.pushes;
    p.erase(std::remove_if(p.begin(), p.end(),
                           [&](const Push& q) { return q.i == body || q.j == body; }),
            p.end());
}

// Where the swept body @p k's next step would stop it (step_world()'s part 2): the earliest
// first_touch() of a static body, the first one on a tie.
Touch next_touch(const World& world, int k) {
    const Body& moving = world.bodies[k];
    Touch first = {false, {0, 0}, 0};
    for (const Body& b : world.bodies) {
        if (b.inv_mass != 0) continue;
        Touch t = first_touch(b.shape, moving.shape, moving.velocity * kStep);
        if (t.hit && (!first.hit || t.t < first.t)) first = t;
    }
    return first;
}

} // namespace

State start() {
    World scene = lesson_scene();
    State s = {0, 0, 0, 0, 0, 0, double(scene.bodies.size())};
    write_world(scene, s);
    return s;
}

void draw(const State& state, Sketch& out) {
    World world;
    if (!read_world(state, world)) {
        out.error("not a state of lesson 11's figure");
        return;
    }
    int n = int(world.bodies.size()), step = int(state[kStepsDone]), shots = int(state[kShots]);
    ContactScan scan = find_contacts(world.bodies);
    std::vector<bool> touching(n, false);
    for (const Contact& c : scan.contacts)
        if (c.i >= 0 && c.j >= 0 && c.i < n && c.j < n) touching[c.i] = touching[c.j] = true;
    out.view(-13.5, -1.25, 13.5, 14.75);
    for (int k = 0; k < n; ++k) {
        const Body& b = world.bodies[k];
        bool filled = b.inv_mass == 0 || b.swept;  // the walls and the bullets
        Ink ink = b.inv_mass == 0 ? Ink::muted
                  : b.swept       ? Ink::accent
                  : touching[k]   ? Ink::hit
                                  : Ink::a;
        if (b.shape.is_circle) out.circle(b.shape.centre, b.shape.radius, ink, filled);
        else out.polygon(b.shape.vertices, ink, filled);
        if (!b.swept) continue;
        // A bullet: its next step's motion, and where the sweep would stop it.
        Vec2 at = body_centre(b), delta = b.velocity * kStep;
        out.arrow(at, at + delta, Ink::ray);
        Touch t = next_touch(world, k);
        if (t.hit && b.shape.is_circle) {
            out.circle(at + delta * t.t, b.shape.radius, Ink::accent);
            out.arrow(at + delta * t.t, at + delta * t.t + t.normal, Ink::normal);
        }
    }
    // Handles on a few bodies only: one on each of 200 would hide the bodies at 400 px.
    for (int k = kSceneBodies - kHandled; k < kSceneBodies; ++k)
        out.handle(k, body_centre(world.bodies[k]));
    out.button(Button::play);
    out.button(Button::step);
    out.button(Button::shoot);
    out.button(Button::reset);

    // Step 0 is the driver's scene-start row (find_contacts()); after it, what the step returned.
    Counts counts = step == 0 ? scan.counts
                              : Counts{(long long)state[kPairs], (long long)state[kCandidates],
                                       (long long)state[kContacts]};
    out.answer(scene_row(kNames[int(state[kChanged])], step, world.bodies.size(), counts));
    std::string exact_text = "step=" + std::to_string(step) + "  " + counts_text(counts);
    int newest = kSceneBodies + (shots - 1) % kBullets;
    if (shots > 0 && newest < n) {
        const Body& b = world.bodies[newest];
        Touch t = next_touch(world, newest);
        std::string name = "bullet-" + std::to_string(shots);
        out.answer(body_row(name, b) + "  touch=" + (t.hit ? course::fixed6(t.t) : "none"));
        exact_text += "  " + name + " centre=" + exact(body_centre(b)) + " velocity=" +
                      exact(b.velocity) + " touch=" + (t.hit ? exact(t.t) : "none");
    }
    out.exact_line(exact_text);
}

State drag(State state, int id, Vec2 to) {
    World world;
    if (!read_world(state, world) || id < 0 || id >= int(world.bodies.size()) ||
        world.bodies[id].inv_mass == 0)
        return state;
    Body& b = world.bodies[id];
    translate(b.shape, snap(to) - body_centre(b));
    b.velocity = {0, 0};          // put down at rest
    forget_pushes(world, id);
    state[kChanged] = 1;
    return with_world(state, world);
}

State act(State state, Button button) {
    World world;
    if (!read_world(state, world)) return state;
    if (button == Button::step) {
        Counts c = step_world(world, kStep);
        state[kStepsDone] += 1;
        state[kPairs] = double(c.pairs);
        state[kCandidates] = double(c.candidates);
        state[kContacts] = double(c.contacts);
    } else if (button == Button::shoot) {
        int n = int(world.bodies.size());
        int slot = n < kMostBodies ? n : kSceneBodies + int(state[kShots]) % kBullets;
        if (slot == n) world.bodies.push_back(bullet());
        world.bodies[slot] = bullet();
        forget_pushes(world, slot);  // the pushes of the bullet it replaces
        state[kShots] += 1;
        state[kChanged] = 2;
    }
    return with_world(state, world);
}

} // namespace figure
