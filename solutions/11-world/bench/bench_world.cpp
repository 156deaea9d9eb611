// Lesson 11 (instructor side): what one step of the world costs, at 200, 2,000 and 20,000
// bodies, the reference's find_contacts (sort and sweep) and step against a brute-force broad
// phase and against Box2D 2.4's b2World::Step on the same bodies. Timings are printed, never
// asserted; the chapter's figures come from the run in NOTES.md.
//
// The scene at n bodies is the chapter's, made wider: n / 10 columns of bodies 1.2 apart in a
// container (the chapter's is n = 200, 20 columns), so that the density is the same at every
// n. Every benchmark starts from the same snapshot: the scene after kSettleSteps steps of the
// reference, a pile at rest.
#include <benchmark/benchmark.h>
#include <box2d/box2d.h>

#include "bench_smoke.hpp"

#include <algorithm>
#include <map>
#include <vector>

#include "course_random.hpp"
#include "pieces.hpp"
#include "scene.hpp"
#include "wide_scene.hpp"
#include "world.hpp"

using namespace collide;

namespace {

const int kSettleSteps = 120;

// The settled snapshot of each size, made once.
const World& settled(int n) {
    static std::map<int, World> made;
    auto found = made.find(n);
    if (found != made.end()) return found->second;
    World world = wide_scene(n);
    for (int s = 0; s < kSettleSteps; ++s) step_world(world, kStep);
    return made.emplace(n, world).first->second;
}

// Brute force in the broad phase: every pair's boxes compared, then collide on the candidates.
Counts brute_force_contacts(const std::vector<Body>& bodies, std::vector<Contact>& out) {
    long long n = static_cast<long long>(bodies.size());
    Counts counts = {n * (n - 1) / 2, 0, 0};
    std::vector<Aabb> boxes;
    for (const Body& b : bodies) boxes.push_back(bounding_box(b.shape));
    out.clear();
    for (int i = 0; i < int(n); ++i)
        for (int j = i + 1; j < int(n); ++j) {
            const Aabb &p = boxes[i], &q = boxes[j];
            if (p.maxx < q.minx || q.maxx < p.minx || p.maxy < q.miny || q.maxy < p.miny)
                continue;
            ++counts.candidates;
            Hit h = shape_hit(bodies[i].shape, bodies[j].shape);
            if (h.hit) out.push_back({i, j, h});
        }
    counts.contacts = static_cast<long long>(out.size());
    return counts;
}

void report(benchmark::State& state, const Counts& c) {
    state.counters["pairs"] = double(c.pairs);
    state.counters["candidates"] = double(c.candidates);
    state.counters["contacts"] = double(c.contacts);
}

void BM_find_contacts_sweep(benchmark::State& state) {
    const World& world = settled(int(state.range(0)));
    Counts counts = {0, 0, 0};
    for (auto _ : state) {
        ContactScan scan = find_contacts(world.bodies);
        benchmark::DoNotOptimize(scan.contacts.data());
        counts = scan.counts;
    }
    report(state, counts);
}

void BM_find_contacts_brute_force(benchmark::State& state) {
    const World& world = settled(int(state.range(0)));
    std::vector<Contact> contacts;
    Counts counts = {0, 0, 0};
    for (auto _ : state) {
        counts = brute_force_contacts(world.bodies, contacts);
        benchmark::DoNotOptimize(contacts.data());
    }
    report(state, counts);
}

void BM_step(benchmark::State& state) {
    World world = settled(int(state.range(0)));
    Counts counts = {0, 0, 0};
    for (auto _ : state) counts = step_world(world, kStep);   // the pile rests, step on step
    report(state, counts);
}

// ---- Box2D: the same bodies, translation only, its own polygon skin and solver ----

b2World* box2d_world(const World& world) {
    b2World* out = new b2World(b2Vec2(float(world.gravity.x), float(world.gravity.y)));
    for (const Body& b : world.bodies) {
        b2BodyDef def;
        def.type = b.inv_mass == 0 ? b2_staticBody : b2_dynamicBody;
        def.fixedRotation = true;
        b2Body* body = out->CreateBody(&def);
        if (b.shape.is_circle) {
            b2CircleShape circle;
            circle.m_p.Set(float(b.shape.centre.x), float(b.shape.centre.y));
            circle.m_radius = float(b.shape.radius);
            body->CreateFixture(&circle, 1.0f);
        } else {
            std::vector<b2Vec2> points;
            for (Vec2 v : b.shape.vertices) points.push_back(b2Vec2(float(v.x), float(v.y)));
            b2PolygonShape polygon;
            polygon.Set(points.data(), int32(points.size()));
            body->CreateFixture(&polygon, 1.0f);
        }
    }
    return out;
}

// The Box2D world of n bodies, awake, after 10 steps that make its contacts. Sleeping is off
// (a settled pile of sleeping bodies costs Box2D almost nothing, which would measure its
// sleeping, not its collision layer); continuous physics (SolveTOI: every dynamic body swept
// against the static ones) is Box2D's default, on, unless told.
b2World* settled_box2d_world(int n, bool continuous) {
    b2World* world = box2d_world(settled(n));
    world->SetAllowSleeping(false);   // awake, as the reference's bodies always are
    world->SetContinuousPhysics(continuous);
    for (int s = 0; s < 10; ++s) world->Step(float(kStep), 8, 3);   // its contacts made
    return world;
}

// Box2D's Step(1/60, 8, 3), with continuous physics on (its default) or off. The counters
// come from b2World::GetProfile() after each step, Box2D's own clock (b2Timer: wall time in
// milliseconds, per step): broadphase (its bodies' boxes synchronised with its incremental
// dynamic tree, and the tree queried for the boxes that left their fattened boxes), collide
// (the narrow phase on the pairs already in its contact list), and solve_toi (the sweeps of
// continuous physics), each also as a share of the step's wall time.
void box2d_step(benchmark::State& state, bool continuous) {
    b2World* world = settled_box2d_world(int(state.range(0)), continuous);
    double broadphase = 0, collide = 0, solve_toi = 0, whole = 0;
    for (auto _ : state) {
        world->Step(float(kStep), 8, 3);
        const b2Profile& p = world->GetProfile();
        broadphase += p.broadphase;
        collide += p.collide;
        solve_toi += p.solveTOI;
        whole += p.step;
    }
    double steps = double(state.iterations());
    state.counters["box2d_broadphase_ms"] = broadphase / steps;
    state.counters["box2d_collide_ms"] = collide / steps;
    state.counters["box2d_broadphase_collide_ms"] = (broadphase + collide) / steps;
    state.counters["box2d_broadphase_collide_share"] =
        whole > 0 ? (broadphase + collide) / whole : 0;
    state.counters["box2d_solve_toi_share"] = whole > 0 ? solve_toi / whole : 0;
    state.counters["contacts"] = double(world->GetContactCount());
    delete world;
}

void BM_box2d_step(benchmark::State& state) { box2d_step(state, true); }
void BM_box2d_step_discrete(benchmark::State& state) { box2d_step(state, false); }

// The part of Box2D's step that does find_contacts' job, alone and in CPU time: every body's
// fixtures synchronised with the broad phase (SetTransform() to where the body is: its box
// computed and tested against its fattened box in the tree, as a step does for each body),
// the tree queried for the boxes that moved (FindNewContacts()), and the narrow phase on
// every pair of its contact list (Collide()). The pile rests, so, as in a step, hardly any
// box leaves its fattened box.
void BM_box2d_broadphase_collide(benchmark::State& state) {
    b2World* world = settled_box2d_world(int(state.range(0)), true);
    auto& contacts = const_cast<b2ContactManager&>(world->GetContactManager());
    for (auto _ : state) {
        for (b2Body* b = world->GetBodyList(); b; b = b->GetNext())
            if (b->GetType() == b2_dynamicBody) b->SetTransform(b->GetPosition(), b->GetAngle());
        contacts.FindNewContacts();
        contacts.Collide();
    }
    state.counters["contacts"] = double(world->GetContactCount());
    delete world;
}

} // namespace

// COURSE_BENCHMARK_MAIN() with one change: a smoke run leaves out 20,000 bodies, whose
// settling alone takes a minute on a loaded machine.
int main(int argc, char** argv) {
    course::BenchmarkArgs args(argc, argv);
    if (!course::initialize_benchmark(args)) return 2;
    std::vector<int> sizes = {200, 2000};
    if (!args.smoke()) sizes.push_back(20000);
    for (auto* b : {benchmark::RegisterBenchmark("BM_find_contacts_sweep", BM_find_contacts_sweep),
                    benchmark::RegisterBenchmark("BM_box2d_broadphase_collide",
                                                 BM_box2d_broadphase_collide),
                    benchmark::RegisterBenchmark("BM_find_contacts_brute_force",
                                                 BM_find_contacts_brute_force),
                    benchmark::RegisterBenchmark("BM_step", BM_step),
                    benchmark::RegisterBenchmark("BM_box2d_step", BM_box2d_step),
                    benchmark::RegisterBenchmark("BM_box2d_step_discrete",
                                                 BM_box2d_step_discrete)}) {
        for (int n : sizes) b->Arg(n);
        b->Unit(benchmark::kMillisecond);
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
