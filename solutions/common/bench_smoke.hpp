/// @file bench_smoke.hpp
/// @brief The one smoke flag of the course's benchmarks: `--smoke` (given by CTest through
/// course_check(... SMOKE)) runs every benchmark briefly, to prove that it builds and runs;
/// the figures of the texts come from runs without it (each lesson's NOTES.md).
#pragma once

#include <cstring>
#include <vector>

#include <benchmark/benchmark.h>

namespace course {

/// The command line with `--smoke` taken out and, where it was given, Google Benchmark told to
/// spend at most about a millisecond on each benchmark.
class BenchmarkArgs {
public:
    BenchmarkArgs(int argc, char** argv) {
        for (int i = 0; i < argc; ++i) {
            if (std::strcmp(argv[i], "--smoke") == 0) smoke_ = true;
            else args_.push_back(argv[i]);
        }
        if (smoke_) args_.push_back(min_time_);
        count_ = int(args_.size());
        args_.push_back(nullptr);
    }
    bool smoke() const { return smoke_; }
    /// benchmark::Initialize(&args.argc(), args.argv()).
    int& argc() { return count_; }
    char** argv() { return args_.data(); }

private:
    bool smoke_ = false;
    char min_time_[32] = "--benchmark_min_time=0.001";
    std::vector<char*> args_;
    int count_ = 0;
};

/// Initialises Google Benchmark from the command line; false (with its message printed) on an
/// argument it does not know.
inline bool initialize_benchmark(BenchmarkArgs& args) {
    benchmark::Initialize(&args.argc(), args.argv());
    return !benchmark::ReportUnrecognizedArguments(args.argc(), args.argv());
}

} // namespace course

/// BENCHMARK_MAIN() with the course's `--smoke`.
#define COURSE_BENCHMARK_MAIN()                                                              \
    int main(int argc, char** argv) {                                                        \
        course::BenchmarkArgs args(argc, argv);                                              \
        if (!course::initialize_benchmark(args)) return 2;                                   \
        benchmark::RunSpecifiedBenchmarks();                                                 \
        benchmark::Shutdown();                                                               \
        return 0;                                                                            \
    }
