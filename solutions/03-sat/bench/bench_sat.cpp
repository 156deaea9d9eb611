// Lesson 03, measured: sat_hit against Box2D's b2CollidePolygons on the same random pairs.
// Box2D's shapes are built once beforehand, as an engine builds them when a body is made;
// sat_hit recomputes its edge normals on every call. Run:
//   03-sat-bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include "bench_smoke.hpp"

#include "engines/box2d_shapes.hpp"

namespace {

const int kPairs = 1000;

enum Kind { kMixed, kOverlapping, kApart };

// The same 1000 random pairs for every benchmark, optionally only those that overlap (or not).
const std::vector<course::EnginePair>& pairs(Kind kind) {
    static std::vector<course::EnginePair> sets[3];
    if (sets[kind].empty()) {
        for (const course::EnginePair& p : course::random_engine_pairs(7, 4 * kPairs)) {
            bool hit = collide::sat_hit(p.a, p.b).hit;
            if (kind == kMixed || hit == (kind == kOverlapping)) sets[kind].push_back(p);
            if (int(sets[kind].size()) == kPairs) break;
        }
    }
    return sets[kind];
}

// Reports the time per pair, and which share of the pairs overlap.
void per_pair(benchmark::State& state, Kind kind) {
    state.counters["per_pair"] = benchmark::Counter(
        double(kPairs),
        benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    int overlapping = 0;
    for (const course::EnginePair& p : pairs(kind)) overlapping += collide::sat_hit(p.a, p.b).hit;
    state.counters["overlapping"] = double(overlapping) / double(pairs(kind).size());
}

void sat_hit(benchmark::State& state, Kind kind) {
    const std::vector<course::EnginePair>& set = pairs(kind);
    for (auto _ : state)
        for (const course::EnginePair& p : set)
            benchmark::DoNotOptimize(collide::sat_hit(p.a, p.b));
    per_pair(state, kind);
}

void box2d_collide(benchmark::State& state, Kind kind) {
    const std::vector<course::EnginePair>& set = pairs(kind);
    b2Transform xf;
    xf.SetIdentity();
    for (auto _ : state)
        for (const course::EnginePair& p : set) {
            b2Manifold m;
            b2CollidePolygons(&m, &p.box2d_a, xf, &p.box2d_b, xf);
            benchmark::DoNotOptimize(m);
        }
    per_pair(state, kind);
}

} // namespace

BENCHMARK_CAPTURE(sat_hit, mixed, kMixed);
BENCHMARK_CAPTURE(box2d_collide, mixed, kMixed);
BENCHMARK_CAPTURE(sat_hit, overlapping, kOverlapping);
BENCHMARK_CAPTURE(box2d_collide, overlapping, kOverlapping);
BENCHMARK_CAPTURE(sat_hit, apart, kApart);
BENCHMARK_CAPTURE(box2d_collide, apart, kApart);

COURSE_BENCHMARK_MAIN()
