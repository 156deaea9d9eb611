// Going further, lesson 10 (instructor side): the swept tests against substepping the
// instantaneous tests N times per step, on the same random fast shots. For each N it reports
// the cost per shot and the share of the shots that tunnel: the sweep says they meet during
// the step, yet none of the N moments k / N (k = 1..N) shows an overlap.
#include <benchmark/benchmark.h>

#include "bench_smoke.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "course_random.hpp"
#include "instant_calls.hpp"
#include "sweep.hpp"

using collide::Aabb;
using collide::Vec2;

namespace {

const int kShots = 4096;

// The length of a shot's step, log-uniform from 6 to 600: most shots travel 10 to 100
// times the size of their target in one step, a few far more.
double step_length(course::Random& rng) { return 6 * std::pow(100.0, rng.unit()); }

// ---- circles: a bullet of radius 0.05 shot along x at a still circle of radius 0.5 ----

struct CircleShot {
    Vec2 start, velocity;
};
const Vec2 kTarget = {0, 0};
const double kTargetRadius = 0.5, kBulletRadius = 0.05;

std::vector<CircleShot> circle_shots() {
    course::Random rng(1020);
    std::vector<CircleShot> shots(kShots);
    for (CircleShot& s : shots) {
        s.start = {rng.uniform(-5, -3), rng.uniform(-0.6, 0.6)};   // some pass by
        s.velocity = {step_length(rng), 0};
    }
    return shots;
}

bool sweep_hits(const CircleShot& s) {
    return collide::swept_circles(kTarget, kTargetRadius, {0, 0}, s.start, kBulletRadius,
                                  s.velocity).hit;
}

bool substeps_see(const CircleShot& s, int n) {
    for (int k = 1; k <= n; ++k)
        if (course::overlap_now(kTarget, kTargetRadius, s.start + s.velocity * (double(k) / n),
                                kBulletRadius))
            return true;
    return false;
}

// ---- boxes: a box 0.1 wide shot at a wall 0.2 thick and 2 high ----

struct BoxShot {
    Aabb start;
    Vec2 delta;
};
const Aabb kWall = {0, -1, 0.2, 1};

std::vector<BoxShot> box_shots() {
    course::Random rng(1021);
    std::vector<BoxShot> shots(kShots);
    for (BoxShot& s : shots) {
        double x = rng.uniform(-5, -3), y = rng.uniform(-1.2, 1.2);
        s.start = {x - 0.05, y - 0.05, x + 0.05, y + 0.05};
        double length = step_length(rng);
        s.delta = {length, length * rng.uniform(-0.05, 0.05)};    // some clip the ends
    }
    return shots;
}

bool sweep_hits(const BoxShot& s) { return collide::swept_aabb(kWall, s.start, s.delta).hit; }

bool substeps_see(const BoxShot& s, int n) {
    for (int k = 1; k <= n; ++k) {
        Vec2 m = s.delta * (double(k) / n);
        Aabb at = {s.start.minx + m.x, s.start.miny + m.y, s.start.maxx + m.x, s.start.maxy + m.y};
        if (course::overlap_now(kWall, at)) return true;
    }
    return false;
}

// The share of the shots the sweep calls an impact that N substeps miss. A substep that sees
// an overlap the sweep does not know of would be a bug: the benchmark stops there.
template <class Shot>
double tunnelled_share(const std::vector<Shot>& shots, int n) {
    int hits = 0, missed = 0;
    for (const Shot& s : shots) {
        bool swept = sweep_hits(s), seen = substeps_see(s, n);
        if (seen && !swept) {
            std::fprintf(stderr, "a substep saw an overlap the sweep did not\n");
            std::exit(1);
        }
        hits += swept;
        missed += swept && !seen;
    }
    return double(missed) / hits;
}

template <class Shot>
void report(benchmark::State& state, const std::vector<Shot>& shots, double tunnelled) {
    using benchmark::Counter;
    state.counters["per_shot"] = Counter(double(shots.size()),
                                         Counter::kIsIterationInvariantRate | Counter::kInvert);
    state.counters["tunnelled"] = tunnelled;
}

template <class Shot>
void run_sweep(benchmark::State& state, const std::vector<Shot>& shots) {
    for (auto _ : state) {
        int hits = 0;
        for (const Shot& s : shots) hits += sweep_hits(s);
        benchmark::DoNotOptimize(hits);
    }
    report(state, shots, 0);
}

template <class Shot>
void run_substeps(benchmark::State& state, const std::vector<Shot>& shots) {
    int n = int(state.range(0));
    for (auto _ : state) {
        int seen = 0;
        for (const Shot& s : shots) seen += substeps_see(s, n);
        benchmark::DoNotOptimize(seen);
    }
    report(state, shots, tunnelled_share(shots, n));
}

const std::vector<CircleShot> kCircleShots = circle_shots();
const std::vector<BoxShot> kBoxShots = box_shots();

void BM_circles_swept(benchmark::State& s) { run_sweep(s, kCircleShots); }
void BM_circles_substeps(benchmark::State& s) { run_substeps(s, kCircleShots); }
void BM_boxes_swept(benchmark::State& s) { run_sweep(s, kBoxShots); }
void BM_boxes_substeps(benchmark::State& s) { run_substeps(s, kBoxShots); }

} // namespace

BENCHMARK(BM_circles_swept);
BENCHMARK(BM_circles_substeps)->RangeMultiplier(4)->Range(1, 1024);
BENCHMARK(BM_boxes_swept);
BENCHMARK(BM_boxes_substeps)->RangeMultiplier(4)->Range(1, 1024);

COURSE_BENCHMARK_MAIN()
