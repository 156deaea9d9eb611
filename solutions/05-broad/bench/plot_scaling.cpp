// Lesson 05, measured: the log-log plot of time against n, from the benchmark's JSON output.
//
//   05-broad-plot bench.json scaling.png
//
// reads the median CPU time of every BM_<method>/<n> in bench.json (written by 05-broad-bench
// with --benchmark_repetitions and --benchmark_out_format=json), draws one line per method on
// a 640x400 canvas and prints each method's slope: d log(time) / d log(n), between neighbouring
// sizes and fitted over all of them. The figure holds nothing but those measured numbers.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "text.hpp"

namespace {

struct Point {
    double n;
    double us;  // median CPU time, microseconds
};

// The value of `"key": value,` on a line of the JSON Google Benchmark writes (one key per
// line), without quotes; "" when the line holds another key.
std::string value_of(const std::string& line, const std::string& key) {
    std::string tag = "\"" + key + "\": ";
    size_t at = line.find(tag);
    if (at == std::string::npos) return "";
    std::string v = line.substr(at + tag.size());
    while (!v.empty() && (v.back() == ',' || v.back() == '\r' || v.back() == ' ')) v.pop_back();
    if (v.size() >= 2 && v.front() == '"') v = v.substr(1, v.size() - 2);
    return v;
}

// method -> points, from the "median" aggregates (or the plain runs when there are none).
std::map<std::string, std::vector<Point>> read_medians(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open " + path);
    std::map<std::string, std::vector<Point>> medians, plain;
    std::string line, run_name, run_type, aggregate, unit;
    double cpu = -1;
    while (std::getline(in, line)) {
        if (!value_of(line, "run_name").empty()) run_name = value_of(line, "run_name");
        if (!value_of(line, "run_type").empty()) run_type = value_of(line, "run_type");
        if (!value_of(line, "aggregate_name").empty()) aggregate = value_of(line, "aggregate_name");
        if (!value_of(line, "time_unit").empty()) unit = value_of(line, "time_unit");
        if (!value_of(line, "cpu_time").empty()) cpu = std::stod(value_of(line, "cpu_time"));
        if (line.find('}') == std::string::npos || run_name.empty()) continue;
        // End of one benchmark's object: file it.
        size_t slash = run_name.find('/');
        if (slash != std::string::npos && cpu > 0) {
            double scale = unit == "ns" ? 1e-3 : unit == "ms" ? 1e3 : unit == "s" ? 1e6 : 1.0;
            Point p = {std::stod(run_name.substr(slash + 1)), cpu * scale};
            std::string method = run_name.substr(0, slash);
            if (run_type == "aggregate" && aggregate == "median") medians[method].push_back(p);
            if (run_type == "iteration") plain[method].push_back(p);
        }
        run_name = run_type = aggregate = unit = "";
        cpu = -1;
    }
    if (medians.empty() && plain.empty())
        throw std::runtime_error(path + " holds no benchmark runs");
    std::map<std::string, std::vector<Point>>& chosen = medians.empty() ? plain : medians;
    for (auto& m : chosen)  // runs may come in any order (--benchmark_enable_random_interleaving)
        std::sort(m.second.begin(), m.second.end(), [](Point a, Point b) { return a.n < b.n; });
    return chosen;
}

// Least-squares slope of log(us) against log(n).
double fitted_slope(const std::vector<Point>& points) {
    double sx = 0, sy = 0, sxx = 0, sxy = 0, k = static_cast<double>(points.size());
    for (const Point& p : points) {
        double x = std::log10(p.n), y = std::log10(p.us);
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
    }
    return (k * sxy - sx * sy) / (k * sxx - sx * sx);
}

const int kWidth = 640, kHeight = 400, kMargin = 40, kLeft = 72;  // room for the time labels
const double kLogNMin = 2.0, kLogNMax = 5.3;  // n from 100 to 200,000

int screen_x(double n) {
    double t = (std::log10(n) - kLogNMin) / (kLogNMax - kLogNMin);
    return static_cast<int>(std::lround(kLeft + t * (kWidth - kLeft - kMargin)));
}

int screen_y(double us, double log_lo, double log_hi) {
    double t = (std::log10(us) - log_lo) / (log_hi - log_lo);
    // Up is slower.
    return static_cast<int>(std::lround(kHeight - kMargin - t * (kHeight - 2 * kMargin)));
}

struct Method {
    const char* benchmark;
    const char* legend;
    gfx::Rgb colour;
};

// The legend's order: the lines from top to bottom at n = 1,000.
const Method kMethods[] = {
    {"BM_BruteForce", "brute force", {255, 80, 80}},          // red
    {"BM_DynamicTree", "box2d dynamic tree", {80, 160, 255}}, // blue
    {"BM_SortAndSweep", "sort and sweep", {60, 255, 120}},    // green
    {"BM_SortOnly", "sorting the boxes", {170, 170, 170}},    // grey
    {"BM_SortPairs", "sorting the pairs", {255, 220, 60}},    // yellow
};
const gfx::Rgb kUnknownMethod = {255, 255, 255};

gfx::Rgb colour_of(const std::string& method) {
    for (const Method& m : kMethods)
        if (method == m.benchmark) return m.colour;
    return kUnknownMethod;
}

// The legend in the empty top-left corner (small n, long times: no line goes there), one row
// per method the data holds.
void draw_legend(gfx::Canvas& canvas, const std::map<std::string, std::vector<Point>>& data) {
    int y = kMargin + 8;
    for (const Method& m : kMethods) {
        if (!data.count(m.benchmark)) continue;
        int x = kLeft + 10;
        for (int d = 0; d < 5; ++d) canvas.line(x, y + 1 + d, x + 10, y + 1 + d, m.colour);
        gfx::draw_text(canvas, x + 16, y, m.legend, m.colour);
        y += gfx::kGlyphHeight + 5;
    }
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: %s BENCH_JSON OUT_PNG\n",
                     argc > 0 ? argv[0] : "05-broad-plot");
        return 2;
    }
    try {
        std::map<std::string, std::vector<Point>> data = read_medians(argv[1]);
        double lo = 1e300, hi = -1e300;
        for (const auto& m : data)
            for (const Point& p : m.second) {
                lo = std::fmin(lo, std::floor(std::log10(p.us)));
                hi = std::fmax(hi, std::ceil(std::log10(p.us)));
            }
        gfx::Canvas canvas(kWidth, kHeight);
        const gfx::Rgb grid = {60, 60, 60};
        const gfx::Rgb grid_text = {200, 200, 200};  // n under the x axis, microseconds left of y
        for (double e = kLogNMin; e <= kLogNMax; e += 1) {  // n = 100, 1,000, 10,000, 100,000
            int x = screen_x(std::pow(10.0, e));
            canvas.line(x, kMargin, x, kHeight - kMargin, grid);
            std::string label = std::to_string(static_cast<long>(std::lround(std::pow(10.0, e))));
            gfx::draw_text(canvas, x - gfx::text_width(label) / 2, kHeight - kMargin + 8, label,
                           grid_text);
        }
        for (double e = lo; e <= hi; e += 1) {  // every power of ten of microseconds
            int y = screen_y(std::pow(10.0, e), lo, hi);
            canvas.line(kLeft, y, kWidth - kMargin, y, grid);
            std::string label = std::to_string(static_cast<long>(std::lround(std::pow(10.0, e))));
            gfx::draw_text(canvas, kLeft - 6 - gfx::text_width(label), y - gfx::kGlyphHeight / 2,
                           label, grid_text);
        }
        const std::string x_title = "n, the number of boxes";
        gfx::draw_text(canvas, (kLeft + kWidth - kMargin - gfx::text_width(x_title)) / 2,
                       kHeight - kMargin + 8 + gfx::kGlyphHeight + 8, x_title, grid_text);
        gfx::draw_text(canvas, kLeft - 6 - gfx::text_width("1000000"), kMargin - 8 -
                       gfx::kGlyphHeight - 6, "cpu time per call, microseconds (log scale)",
                       grid_text);
        draw_legend(canvas, data);
        std::printf("time axis: 10^%g to 10^%g microseconds, one grid line per power of ten\n",
                    lo, hi);
        for (const auto& m : data) {
            const std::vector<Point>& pts = m.second;
            gfx::Rgb c = colour_of(m.first);
            std::printf("%-16s", m.first.c_str());
            for (size_t i = 0; i < pts.size(); ++i) {
                int x = screen_x(pts[i].n), y = screen_y(pts[i].us, lo, hi);
                for (int d = -2; d <= 2; ++d)   // a 5x5 dot
                    canvas.line(x - 2, y + d, x + 2, y + d, c);
                if (i > 0) {
                    canvas.line(screen_x(pts[i - 1].n), screen_y(pts[i - 1].us, lo, hi), x, y, c);
                    std::printf("  slope %g..%g: %.2f", pts[i - 1].n, pts[i].n,
                                std::log10(pts[i].us / pts[i - 1].us) /
                                    std::log10(pts[i].n / pts[i - 1].n));
                }
            }
            if (pts.size() >= 2) std::printf("  fitted: %.2f", fitted_slope(pts));
            std::printf("\n");
        }
        canvas.write_png(argv[2]);
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s: %s\n", argv[0], e.what());
        return 1;
    }
}
