// Lesson 07, going further: four ways to ask "do these boxes overlap?" (and obb_hit, which
// also finds the depth), timed on the same 1024 random pairs, about a third overlapping.
//
//   07-obb-bench [google benchmark flags]   e.g. --benchmark_repetitions=5
//   07-obb-bench --smoke                    10 iterations each: proves it runs (CTest)
#include <benchmark/benchmark.h>

#include <vector>

#include "bench_smoke.hpp"
#include "further/variants.hpp"
#include "obb.hpp"
#include "random_obb.hpp"
#ifdef COURSE_HAVE_FCL
#include "engines/fcl_obb.hpp"
#endif

namespace {

using namespace collide;

constexpr int kPairs = 1024;  // 2 x 1024 boxes, 240 KB: fits in L2, as a broad phase's batch would

struct Pair {
    Obb a;
    Obb b;
};

const std::vector<Pair>& pairs() {
    static const std::vector<Pair> all = [] {
        std::vector<Pair> v;
        course::Random rng(2024);
        for (int n = 0; n < kPairs; ++n) {
            Obb a = random_obb(rng);
            Obb b = random_obb(rng);
            v.push_back({a, b});
        }
        return v;
    }();
    return all;
}

// One pair per iteration, cycling through all of them: the time per iteration is the time
// per test.
template <bool (*Test)(const Obb&, const Obb&)>
void run_bool(benchmark::State& state) {
    const std::vector<Pair>& p = pairs();
    unsigned i = 0;
    for (auto _ : state) {
        const Pair& q = p[i++ % kPairs];
        benchmark::DoNotOptimize(Test(q.a, q.b));
    }
}

void run_obb_hit(benchmark::State& state) {
    const std::vector<Pair>& p = pairs();
    unsigned i = 0;
    for (auto _ : state) {
        const Pair& q = p[i++ % kPairs];
        benchmark::DoNotOptimize(obb_hit(q.a, q.b));
    }
}

#ifdef COURSE_HAVE_FCL
void run_fcl(benchmark::State& state) {
    std::vector<fcl::OBB<double>> a, b;  // converted once, as FCL's users keep them
    for (const Pair& q : pairs()) {
        a.push_back(course::to_fcl(q.a));
        b.push_back(course::to_fcl(q.b));
    }
    unsigned i = 0;
    for (auto _ : state) {
        unsigned k = i++ % kPairs;
        benchmark::DoNotOptimize(a[k].overlap(b[k]));
    }
}
#endif

} // namespace

int main(int argc, char** argv) {
    course::BenchmarkArgs args(argc, argv);
    std::vector<benchmark::internal::Benchmark*> all = {
        benchmark::RegisterBenchmark("1_corners_projected", run_bool<overlap_by_corners>),
        benchmark::RegisterBenchmark("2_world_radii", run_bool<overlap_in_world>),
        benchmark::RegisterBenchmark("3_obb_overlap", run_bool<obb_overlap>),
        benchmark::RegisterBenchmark("3_obb_hit", run_obb_hit),
#ifdef COURSE_HAVE_FCL
        benchmark::RegisterBenchmark("fcl_OBB_overlap", run_fcl),
#endif
    };
    if (args.smoke())
        for (auto* b : all) b->Iterations(10);
    if (!course::initialize_benchmark(args)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
