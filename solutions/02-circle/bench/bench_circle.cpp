// Going further, lesson 02 (instructor side): what the square root before the early out costs,
// and what the length without overflow or underflow costs. Times the reference circle_hit()
// against the named mistakes `square_root_first`, `root_of_underflowed_square` and
// `squares_beyond_their_range` (the files the build makes from their patches, compiled under
// other names, see ../CMakeLists.txt) on the same pairs, once on pairs that are all apart and
// once on pairs that all overlap.
#include "circle.hpp"
#include "course_random.hpp"

#include <benchmark/benchmark.h>

#include "bench_smoke.hpp"

#include <cmath>
#include <vector>

namespace collide {
// The mistakes square_root_first, root_of_underflowed_square and squares_beyond_their_range
// (made from their patches), built with circle_hit renamed. The second takes the distance as
// the reference once did, the plain sqrt(dot(d, d)), whose square underflows for close
// centres; the third is the reference as it was before its early out learned where squares
// overflow or underflow: squares compared whatever their size.
Hit circle_hit_root_first(Vec2 c1, double r1, Vec2 c2, double r2);
Hit circle_hit_plain_root(Vec2 c1, double r1, Vec2 c2, double r2);
Hit circle_hit_squares_only(Vec2 c1, double r1, Vec2 c2, double r2);
} // namespace collide

namespace {

struct Pair {
    collide::Vec2 c1;
    double r1;
    collide::Vec2 c2;
    double r2;
};

// 4096 pairs, fixed seed; `apart` chooses centre distances of 1.1 to 3 times the radius sum,
// otherwise 0.05 to 0.95 times.
std::vector<Pair> make_pairs(bool apart) {
    course::Random rng(apart ? 301 : 302);
    std::vector<Pair> pairs(4096);
    for (Pair& p : pairs) {
        p.c1 = {rng.uniform(-50, 50), rng.uniform(-50, 50)};
        p.r1 = rng.uniform(0.5, 5);
        p.r2 = rng.uniform(0.5, 5);
        double angle = rng.uniform(0, 6.283185307179586);
        double scale = apart ? rng.uniform(1.1, 3) : rng.uniform(0.05, 0.95);
        double distance = scale * (p.r1 + p.r2);
        p.c2 = {p.c1.x + distance * std::cos(angle), p.c1.y + distance * std::sin(angle)};
    }
    return pairs;
}

template <collide::Hit (*Test)(collide::Vec2, double, collide::Vec2, double)>
void run(benchmark::State& state, bool apart) {
    const std::vector<Pair> pairs = make_pairs(apart);
    for (auto _ : state) {
        double sum = 0;
        for (const Pair& p : pairs) {
            collide::Hit h = Test(p.c1, p.r1, p.c2, p.r2);
            sum += h.depth;
        }
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<long long>(pairs.size()));
}

void BM_reference_apart(benchmark::State& s) { run<collide::circle_hit>(s, true); }
void BM_root_first_apart(benchmark::State& s) { run<collide::circle_hit_root_first>(s, true); }
void BM_reference_overlapping(benchmark::State& s) { run<collide::circle_hit>(s, false); }
void BM_root_first_overlapping(benchmark::State& s) {
    run<collide::circle_hit_root_first>(s, false);
}
void BM_plain_root_apart(benchmark::State& s) { run<collide::circle_hit_plain_root>(s, true); }
void BM_plain_root_overlapping(benchmark::State& s) {
    run<collide::circle_hit_plain_root>(s, false);
}
void BM_squares_only_apart(benchmark::State& s) { run<collide::circle_hit_squares_only>(s, true); }
void BM_squares_only_overlapping(benchmark::State& s) {
    run<collide::circle_hit_squares_only>(s, false);
}

} // namespace

BENCHMARK(BM_reference_apart);
BENCHMARK(BM_root_first_apart);
BENCHMARK(BM_plain_root_apart);
BENCHMARK(BM_squares_only_apart);
BENCHMARK(BM_reference_overlapping);
BENCHMARK(BM_root_first_overlapping);
BENCHMARK(BM_plain_root_overlapping);
BENCHMARK(BM_squares_only_overlapping);

COURSE_BENCHMARK_MAIN()
