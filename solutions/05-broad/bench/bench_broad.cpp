// Lesson 05, measured: brute force, sort and sweep, the sort alone and Box2D's dynamic tree
// on the same boxes at constant density, n = 200 to 100,000 (brute force to 10,000).
//
//   05-broad-bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
//                  --benchmark_out=bench.json --benchmark_out_format=json
//
// Before timing anything it checks that every method finds the same pairs. After the runs it
// prints a summary: the speed-up, the ratio of the check counts, and the sweep's time over
// the work it cannot avoid: sorting plus its own checks at brute force's cost per check.
#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include <unistd.h>

#include <benchmark/benchmark.h>

#include "bench_smoke.hpp"

#include "broad.hpp"
#include "engines/tree_pairs.hpp"

using collide::Aabb;
using collide::PairScan;

namespace {

const std::uint64_t kBenchSeed = 11;
const int kSizes[] = {200, 1000, 10000, 100000};
const int kLargestBrute = 10000;  // brute force at 100,000 would take minutes per run

const std::vector<Aabb>& boxes_for(int n) {
    static std::map<int, std::vector<Aabb>> made;
    auto it = made.find(n);
    if (it == made.end())
        it = made.emplace(n, collide::generate_boxes(n, kBenchSeed,
                                                     collide::constant_density_world(n))).first;
    return it->second;
}

// The sort the sweep cannot avoid, done the way the reference does it: copy the valid boxes
// with their indices, order by minx, ties by index.
struct Entry {
    Aabb box;
    int index;
};

std::vector<Entry> sorted_entries(const std::vector<Aabb>& boxes) {
    std::vector<Entry> sorted;
    sorted.reserve(boxes.size());
    for (int i = 0; i < static_cast<int>(boxes.size()); ++i)
        if (collide::box_is_valid(boxes[i])) sorted.push_back({boxes[i], i});
    std::sort(sorted.begin(), sorted.end(), [](const Entry& a, const Entry& b) {
        if (a.box.minx != b.box.minx) return a.box.minx < b.box.minx;
        return a.index < b.index;
    });
    return sorted;
}

// The pairs the sweep finds, in the order it finds them (before its final sort).
std::vector<std::pair<int, int>> pairs_in_sweep_order(const std::vector<Aabb>& boxes) {
    std::vector<Entry> sorted = sorted_entries(boxes);
    std::vector<std::pair<int, int>> pairs;
    for (size_t a = 0; a < sorted.size(); ++a)
        for (size_t b = a + 1; b < sorted.size() && sorted[b].box.minx <= sorted[a].box.maxx; ++b)
            if (collide::boxes_overlap(sorted[a].box, sorted[b].box))
                pairs.push_back(std::minmax(sorted[a].index, sorted[b].index));
    return pairs;
}

template <PairScan (*Find)(const std::vector<Aabb>&)>
void time_pair_finder(benchmark::State& state) {
    const std::vector<Aabb>& boxes = boxes_for(static_cast<int>(state.range(0)));
    long long checks = 0;
    for (auto _ : state) {
        PairScan scan = Find(boxes);
        benchmark::DoNotOptimize(scan.pairs.data());
        checks = scan.checks;
    }
    state.counters["checks"] = static_cast<double>(checks);
}

void BM_BruteForce(benchmark::State& state) {
    time_pair_finder<collide::brute_force_pairs>(state);
}
void BM_SortAndSweep(benchmark::State& state) {
    time_pair_finder<collide::sort_and_sweep_pairs>(state);
}

void BM_SortOnly(benchmark::State& state) {
    const std::vector<Aabb>& boxes = boxes_for(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        std::vector<Entry> sorted = sorted_entries(boxes);
        benchmark::DoNotOptimize(sorted.data());
    }
}

// What the sweep pays that brute force does not: putting its pairs in index order.
void BM_SortPairs(benchmark::State& state) {
    std::vector<std::pair<int, int>> found =
        pairs_in_sweep_order(boxes_for(static_cast<int>(state.range(0))));
    for (auto _ : state) {
        std::vector<std::pair<int, int>> pairs = found;
        std::sort(pairs.begin(), pairs.end());
        benchmark::DoNotOptimize(pairs.data());
    }
}

void all_sizes(benchmark::internal::Benchmark* b) {
    for (int n : kSizes) b->Arg(n);
    b->Unit(benchmark::kMicrosecond);
}

void brute_sizes(benchmark::internal::Benchmark* b) {
    for (int n : kSizes)
        if (n <= kLargestBrute) b->Arg(n);
    b->Unit(benchmark::kMicrosecond);
}

BENCHMARK(BM_BruteForce)->Apply(brute_sizes);
BENCHMARK(BM_SortAndSweep)->Apply(all_sizes);
BENCHMARK(BM_SortOnly)->Apply(all_sizes);
BENCHMARK(BM_SortPairs)->Apply(all_sizes);
void BM_DynamicTree(benchmark::State& state) {
    time_pair_finder<collide::dynamic_tree_pairs>(state);
}
BENCHMARK(BM_DynamicTree)->Apply(all_sizes);

// A broad phase changes the cost, never the answer: refuse to time methods that disagree.
bool answers_agree() {
    for (int n : kSizes) {
        const std::vector<Aabb>& boxes = boxes_for(n);
        PairScan sweep = collide::sort_and_sweep_pairs(boxes);
        std::vector<std::pair<const char*, PairScan>> others;
        if (n <= kLargestBrute)
            others.push_back({"brute force", collide::brute_force_pairs(boxes)});
        others.push_back({"Box2D's dynamic tree", collide::dynamic_tree_pairs(boxes)});
        for (const auto& other : others)
            if (other.second.pairs != sweep.pairs) {
                std::fprintf(stderr, "n = %d: %s finds %zu pairs, sort and sweep %zu: not timing "
                             "methods that disagree\n", n, other.first, other.second.pairs.size(),
                             sweep.pairs.size());
                return false;
            }
    }
    return true;
}

// Keeps, for each benchmark and n, the median CPU time of its repetitions (or the fastest
// run when there are no repetitions), in microseconds.
class Collector : public benchmark::ConsoleReporter {
public:
    // Colours only on a terminal, so a log file stays plain text.
    Collector() : ConsoleReporter(isatty(fileno(stdout)) ? OO_ColorTabular : OO_Tabular) {}

    std::map<std::string, std::map<int, double>> median, fastest;

    void ReportRuns(const std::vector<Run>& runs) override {
        ConsoleReporter::ReportRuns(runs);
        for (const Run& r : runs) {
            if (r.error_occurred) continue;
            std::string name = r.run_name.function_name;
            int n = std::stoi(r.run_name.args);
            double us = r.GetAdjustedCPUTime();  // every benchmark here reports microseconds
            if (r.run_type == Run::RT_Aggregate && r.aggregate_name == "median")
                median[name][n] = us;
            if (r.run_type == Run::RT_Iteration) {
                auto it = fastest[name].find(n);
                if (it == fastest[name].end() || us < it->second) fastest[name][n] = us;
            }
        }
    }

    // The time of one benchmark at n, or -1 when it did not run.
    double time(const std::string& name, int n) const {
        for (const auto* table : {&median, &fastest}) {
            auto f = table->find(name);
            if (f != table->end() && f->second.count(n)) return f->second.at(n);
        }
        return -1;
    }
};

void print_summary(const Collector& c) {
    std::printf("\nsummary: CPU time in microseconds (median of the repetitions when there are "
                "any); brute force's cost per check is taken at the same n, or at n = %d above "
                "it\n",
                kLargestBrute);
    std::printf("%8s %11s %10s %9s %10s %10s %12s %11s %9s %12s %11s %10s\n", "n", "brute", "sweep",
                "sort", "pair_sort", "tree", "checks_brute", "checks_sweep", "speed-up",
                "check_ratio", "sweep/floor", "+pair_sort");
    double cost_per_check = -1;
    for (int n : kSizes) {
        const std::vector<Aabb>& boxes = boxes_for(n);
        long long brute_checks = static_cast<long long>(n) * (n - 1) / 2;
        long long sweep_checks = collide::sort_and_sweep_pairs(boxes).checks;
        double brute = c.time("BM_BruteForce", n), sweep = c.time("BM_SortAndSweep", n);
        double sort = c.time("BM_SortOnly", n), tree = c.time("BM_DynamicTree", n);
        double pair_sort = c.time("BM_SortPairs", n);
        if (brute > 0) cost_per_check = brute / brute_checks;
        double floor = cost_per_check > 0 && sort > 0 ? sort + sweep_checks * cost_per_check : -1;
        std::printf("%8d %11.1f %10.1f %9.1f %10.1f %10.1f %12lld %11lld %9.1f %12.1f %11.2f "
                    "%10.2f\n", n,
                    brute, sweep, sort, pair_sort, tree, brute_checks, sweep_checks,
                    brute > 0 && sweep > 0 ? brute / sweep : -1,
                    static_cast<double>(brute_checks) / sweep_checks,
                    floor > 0 && sweep > 0 ? sweep / floor : -1,
                    floor > 0 && sweep > 0 && pair_sort > 0 ? sweep / (floor + pair_sort) : -1);
    }
    std::printf("(-1: not measured in this run. sweep/floor = sweep / (sort + checks_sweep x "
                "brute force's time per check); the course's target is at most 1.5.\n pair_sort is "
                "the time the sweep spends sorting the pairs it found, which brute force's loops "
                "produce in order; +pair_sort = sweep / (floor + pair_sort))\n");
}

} // namespace

int main(int argc, char** argv) {
    course::BenchmarkArgs args(argc, argv);
    if (!course::initialize_benchmark(args)) return 2;
    if (!answers_agree()) return 1;
    Collector collector;
    benchmark::RunSpecifiedBenchmarks(&collector);
    print_summary(collector);
    benchmark::Shutdown();
    return 0;
}
