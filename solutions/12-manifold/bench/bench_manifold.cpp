// Lesson 12, measured: polygon_manifold against Box2D's b2CollidePolygons on the same pairs
// (engines/box2d_pairs.hpp, the pairs of the check against Box2D). Box2D's shapes are built
// once beforehand, as an engine builds them when a body is made, so its edge normals are
// ready; polygon_manifold works from the bare vertices on every call. Run:
//   12-manifold-bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include "bench_smoke.hpp"

#include "engines/box2d_pairs.hpp"

namespace {

const int kPairs = 1000;

enum Set { kMixed, kOverlapping, kFaceToFace, kSets };

// The same 1000 pairs for every benchmark: random pairs (about half of them overlap), only
// the overlapping ones, and polygons resting face to face with two points each (a pair of
// engine_pairs' face-to-face kind that is tilted enough to have one point is left out).
const std::vector<course::EnginePair>& pairs(Set set) {
    static std::vector<course::EnginePair> sets[kSets];
    std::vector<course::EnginePair>& chosen = sets[set];
    if (chosen.empty()) {
        int kind = set == kFaceToFace ? course::kParallel : course::kRandom;
        for (const course::EnginePair& p : course::engine_pairs(kind, 7, 4 * kPairs)) {
            int count = collide::polygon_manifold(p.a, p.b).count;
            if (set == kMixed || (set == kOverlapping && count > 0) || count == 2)
                chosen.push_back(p);
            if (int(chosen.size()) == kPairs) break;
        }
    }
    return chosen;
}

// Reports the time per pair, how many points a pair has on average, and which share of the
// pairs is in contact.
void per_pair(benchmark::State& state, Set set) {
    state.counters["per_pair"] = benchmark::Counter(
        double(kPairs),
        benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    int points = 0, in_contact = 0;
    for (const course::EnginePair& p : pairs(set)) {
        int count = collide::polygon_manifold(p.a, p.b).count;
        points += count;
        in_contact += count > 0;
    }
    state.counters["points"] = double(points) / double(pairs(set).size());
    state.counters["in_contact"] = double(in_contact) / double(pairs(set).size());
}

void polygon_manifold(benchmark::State& state, Set set) {
    const std::vector<course::EnginePair>& chosen = pairs(set);
    for (auto _ : state)
        for (const course::EnginePair& p : chosen)
            benchmark::DoNotOptimize(collide::polygon_manifold(p.a, p.b));
    per_pair(state, set);
}

void box2d_collide(benchmark::State& state, Set set) {
    const std::vector<course::EnginePair>& chosen = pairs(set);
    for (auto _ : state)
        for (const course::EnginePair& p : chosen) {
            b2Manifold m;
            b2CollidePolygons(&m, &p.box2d_a, p.xf_a, &p.box2d_b, p.xf_b);
            benchmark::DoNotOptimize(m);
        }
    per_pair(state, set);
}

// What Box2D does once per shape and the course's polygons do on every call: every edge's
// unit normal, with the course's normalized() (vec2.hpp), for both polygons of each pair.
void edge_normals(benchmark::State& state, Set set) {
    const std::vector<course::EnginePair>& chosen = pairs(set);
    for (auto _ : state)
        for (const course::EnginePair& p : chosen)
            for (const collide::Polygon* poly : {&p.a, &p.b})
                for (size_t i = 0; i < poly->size(); ++i) {
                    collide::Vec2 e = (*poly)[i + 1 < poly->size() ? i + 1 : 0] - (*poly)[i];
                    benchmark::DoNotOptimize(collide::normalized(collide::Vec2{e.y, -e.x}));
                }
    per_pair(state, set);
}

} // namespace

BENCHMARK_CAPTURE(polygon_manifold, mixed, kMixed);
BENCHMARK_CAPTURE(box2d_collide, mixed, kMixed);
BENCHMARK_CAPTURE(polygon_manifold, overlapping, kOverlapping);
BENCHMARK_CAPTURE(box2d_collide, overlapping, kOverlapping);
BENCHMARK_CAPTURE(polygon_manifold, face_to_face, kFaceToFace);
BENCHMARK_CAPTURE(box2d_collide, face_to_face, kFaceToFace);
BENCHMARK_CAPTURE(edge_normals, overlapping, kOverlapping);

COURSE_BENCHMARK_MAIN()
