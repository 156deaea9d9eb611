// The cost of the robust length() and normalized() of vec3.hpp against the plain
// sqrt(dot(a, a)) they replace, on 4,096 vectors (fixed seed) whose components are ordinary
// numbers (the fast path, the case that matters) and on vectors that need scaling.
#include <benchmark/benchmark.h>

#include "bench_smoke.hpp"

#include <cmath>
#include <vector>

#include "course_random.hpp"
#include "vec3.hpp"

using namespace collide;

namespace {

std::vector<Vec3> vectors(double scale) {
    course::Random rng(8082);
    std::vector<Vec3> v(4096);
    for (Vec3& a : v) a = Vec3{rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1)} * scale;
    return v;
}

double plain_length(Vec3 a) { return std::sqrt(dot(a, a)); }
Vec3 plain_normalized(Vec3 a) {
    double len = plain_length(a);
    return len > 0 ? a * (1.0 / len) : a;
}

template <class F>
void run(benchmark::State& state, double scale, F f) {
    std::vector<Vec3> v = vectors(scale);
    for (auto _ : state) {
        double sum = 0;
        for (const Vec3& a : v) sum += f(a);
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<long>(v.size()));
}

void BM_length_plain(benchmark::State& s) { run(s, 10, plain_length); }
void BM_length_robust(benchmark::State& s) {
    run(s, 10, [](Vec3 a) { return length(a); });
}
void BM_length_robust_scaled(benchmark::State& s) {
    run(s, 1e200, [](Vec3 a) { return length(a); });
}
void BM_normalized_plain(benchmark::State& s) {
    run(s, 10, [](Vec3 a) { return plain_normalized(a).x; });
}
void BM_normalized_robust(benchmark::State& s) {
    run(s, 10, [](Vec3 a) { return normalized(a).x; });
}
void BM_normalized_robust_scaled(benchmark::State& s) {
    run(s, 1e-200, [](Vec3 a) { return normalized(a).x; });
}

} // namespace

BENCHMARK(BM_length_plain);
BENCHMARK(BM_length_robust);
BENCHMARK(BM_length_robust_scaled);
BENCHMARK(BM_normalized_plain);
BENCHMARK(BM_normalized_robust);
BENCHMARK(BM_normalized_robust_scaled);
COURSE_BENCHMARK_MAIN()
