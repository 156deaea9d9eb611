// The course's benchmark plot: log-log time against n, from a benchmark's JSON output.
//
//   NN-name-plot bench.json series.txt out.png
//
// reads, for every BM_<method>/<n> in bench.json (written with --benchmark_repetitions and
// --benchmark_out_format=json), the median of the value a series names: its CPU time, or a
// counter in milliseconds (a name ending in _ms). series.txt, one per lesson, says what is
// drawn: "x: TITLE" (the horizontal axis), optionally "y: TITLE", then one series a line,
// "BM_method legend words" or "BM_method:counter_ms legend words", in the legend's order,
// coloured red, blue, green, grey, yellow, violet, orange in that order. Draws one line per
// series on a 640x400 canvas and prints each one's slope: d log(time) / d log(n), between
// neighbouring sizes and fitted over all of them. The figure holds nothing but those
// measured numbers.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "canvas.hpp"
#include "text.hpp"

namespace {

struct Point {
    double n;
    double us;  // the median, microseconds
};

// What one line of the plot shows.
struct Series {
    std::string benchmark;  // BM_method
    std::string counter;    // "" for the CPU time, else a counter in milliseconds
    std::string legend;
    gfx::Rgb colour;
    std::vector<Point> points;
};

struct Plot {
    std::string x_title;
    std::string y_title = "cpu time per call, microseconds (log scale)";
    std::vector<Series> series;
};

// The colours in the order of the series: red, blue, green, grey, yellow, violet, orange.
const gfx::Rgb kColours[] = {{255, 80, 80},   {80, 160, 255}, {60, 255, 120}, {170, 170, 170},
                             {255, 220, 60},  {200, 120, 255}, {255, 150, 40}};
const std::size_t kMostSeries = sizeof(kColours) / sizeof(kColours[0]);

Plot read_series(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open " + path);
    Plot plot;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        if (line.rfind("x: ", 0) == 0) { plot.x_title = line.substr(3); continue; }
        if (line.rfind("y: ", 0) == 0) { plot.y_title = line.substr(3); continue; }
        std::istringstream words(line);
        std::string name, legend;
        words >> name;
        std::getline(words >> std::ws, legend);
        if (legend.empty()) throw std::runtime_error(path + ": no legend after " + name);
        if (plot.series.size() == kMostSeries)
            throw std::runtime_error(path + ": more series than colours");
        std::size_t colon = name.find(':');
        std::string counter = colon == std::string::npos ? "" : name.substr(colon + 1);
        bool in_ms = counter.size() > 3 && counter.compare(counter.size() - 3, 3, "_ms") == 0;
        if (!counter.empty() && !in_ms)
            throw std::runtime_error(path + ": the counter " + counter + " does not end in _ms");
        plot.series.push_back({name.substr(0, colon), counter, legend,
                               kColours[plot.series.size()], {}});
    }
    if (plot.x_title.empty() || plot.series.empty())
        throw std::runtime_error(path + " needs an \"x: TITLE\" line and a series");
    return plot;
}

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

// The keys of one benchmark's object in the JSON, as text.
using Fields = std::map<std::string, std::string>;

std::string key_of(const std::string& line) {
    size_t open = line.find('"');
    size_t close = open == std::string::npos ? open : line.find('"', open + 1);
    return close == std::string::npos ? "" : line.substr(open + 1, close - open - 1);
}

// The series' value in one object, microseconds; negative when the object has none.
double value_in(const Fields& f, const Series& s) {
    auto get = [&f](const std::string& key) {
        auto found = f.find(key);
        return found == f.end() ? -1.0 : std::stod(found->second);
    };
    if (!s.counter.empty()) return get(s.counter) * 1e3;   // milliseconds
    auto unit = f.find("time_unit");
    std::string u = unit == f.end() ? "" : unit->second;
    double scale = u == "ns" ? 1e-3 : u == "ms" ? 1e3 : u == "s" ? 1e6 : 1.0;
    return get("cpu_time") * scale;
}

// Each series' points, from the "median" aggregates (or the plain runs when there are none).
void read_medians(const std::string& path, Plot& plot) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open " + path);
    std::vector<std::vector<Point>> medians(plot.series.size()), plain(plot.series.size());
    Fields fields;
    std::string line;
    while (std::getline(in, line)) {
        std::string key = key_of(line), value = value_of(line, key);
        if (!key.empty() && !value.empty()) fields[key] = value;
        if (line.find('}') == std::string::npos || !fields.count("run_name")) continue;
        // End of one benchmark's object: file it.
        const std::string& run = fields["run_name"];
        size_t slash = run.find('/');
        for (std::size_t k = 0; k < plot.series.size() && slash != std::string::npos; ++k) {
            double us = value_in(fields, plot.series[k]);
            if (run.substr(0, slash) != plot.series[k].benchmark || !(us > 0)) continue;
            Point p = {std::stod(run.substr(slash + 1)), us};
            if (fields["run_type"] == "aggregate" && fields["aggregate_name"] == "median")
                medians[k].push_back(p);
            if (fields["run_type"] == "iteration") plain[k].push_back(p);
        }
        fields.clear();
    }
    bool any_median = false;
    for (const auto& m : medians) any_median = any_median || !m.empty();
    for (std::size_t k = 0; k < plot.series.size(); ++k) {
        std::vector<Point>& chosen = any_median ? medians[k] : plain[k];
        // Runs may come in any order (--benchmark_enable_random_interleaving).
        std::sort(chosen.begin(), chosen.end(), [](Point a, Point b) { return a.n < b.n; });
        plot.series[k].points = chosen;
    }
    for (const Series& s : plot.series)
        if (!s.points.empty()) return;
    throw std::runtime_error(path + " holds no run of the series asked for");
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

// The axes' ranges, in powers of ten: n from the power of ten at or below the smallest size
// to a third of a decade past the largest; time from power to power around every value.
struct Axes {
    double log_n_lo, log_n_hi, log_us_lo, log_us_hi;

    int x(double n) const {
        double t = (std::log10(n) - log_n_lo) / (log_n_hi - log_n_lo);
        return static_cast<int>(std::lround(kLeft + t * (kWidth - kLeft - kMargin)));
    }
    int y(double us) const {
        double t = (std::log10(us) - log_us_lo) / (log_us_hi - log_us_lo);
        // Up is slower.
        return static_cast<int>(std::lround(kHeight - kMargin - t * (kHeight - 2 * kMargin)));
    }
};

Axes axes_of(const Plot& plot) {
    Axes a = {1e300, -1e300, 1e300, -1e300};
    for (const Series& s : plot.series)
        for (const Point& p : s.points) {
            a.log_n_lo = std::fmin(a.log_n_lo, std::floor(std::log10(p.n)));
            a.log_n_hi = std::fmax(a.log_n_hi, std::log10(p.n) + 0.3);
            a.log_us_lo = std::fmin(a.log_us_lo, std::floor(std::log10(p.us)));
            a.log_us_hi = std::fmax(a.log_us_hi, std::ceil(std::log10(p.us)));
        }
    a.log_n_hi = std::round(a.log_n_hi * 10) / 10;   // 5.3, not 5.30103
    return a;
}

std::string power_label(double e) {
    return std::to_string(static_cast<long>(std::lround(std::pow(10.0, e))));
}

void draw_grid(gfx::Canvas& canvas, const Plot& plot, const Axes& a) {
    const gfx::Rgb grid = {60, 60, 60};
    const gfx::Rgb grid_text = {200, 200, 200};  // n under the x axis, microseconds left of y
    for (double e = a.log_n_lo; e <= a.log_n_hi; e += 1) {  // every power of ten of n
        int x = a.x(std::pow(10.0, e));
        canvas.line(x, kMargin, x, kHeight - kMargin, grid);
        std::string label = power_label(e);
        gfx::draw_text(canvas, x - gfx::text_width(label) / 2, kHeight - kMargin + 8, label,
                       grid_text);
    }
    for (double e = a.log_us_lo; e <= a.log_us_hi; e += 1) {  // every power of ten of time
        int y = a.y(std::pow(10.0, e));
        canvas.line(kLeft, y, kWidth - kMargin, y, grid);
        std::string label = power_label(e);
        gfx::draw_text(canvas, kLeft - 6 - gfx::text_width(label), y - gfx::kGlyphHeight / 2,
                       label, grid_text);
    }
    gfx::draw_text(canvas, (kLeft + kWidth - kMargin - gfx::text_width(plot.x_title)) / 2,
                   kHeight - kMargin + 8 + gfx::kGlyphHeight + 8, plot.x_title, grid_text);
    gfx::draw_text(canvas, kLeft - 6 - gfx::text_width("1000000"),
                   kMargin - 8 - gfx::kGlyphHeight - 6, plot.y_title, grid_text);
}

// The legend in the empty top-left corner (small n, long times: no line goes there), one row
// per series the data holds.
void draw_legend(gfx::Canvas& canvas, const Plot& plot) {
    int y = kMargin + 8;
    for (const Series& s : plot.series) {
        if (s.points.empty()) continue;
        int x = kLeft + 10;
        for (int d = 0; d < 5; ++d) canvas.line(x, y + 1 + d, x + 10, y + 1 + d, s.colour);
        gfx::draw_text(canvas, x + 16, y, s.legend, s.colour);
        y += gfx::kGlyphHeight + 5;
    }
}

// One series' dots and lines, and its slopes printed.
void draw_series(gfx::Canvas& canvas, const Series& s, const Axes& a) {
    const std::vector<Point>& pts = s.points;
    std::string name = s.benchmark + (s.counter.empty() ? "" : ":" + s.counter);
    std::printf("%-16s", name.c_str());
    for (size_t i = 0; i < pts.size(); ++i) {
        int x = a.x(pts[i].n), y = a.y(pts[i].us);
        for (int d = -2; d <= 2; ++d)   // a 5x5 dot
            canvas.line(x - 2, y + d, x + 2, y + d, s.colour);
        if (i > 0) {
            canvas.line(a.x(pts[i - 1].n), a.y(pts[i - 1].us), x, y, s.colour);
            std::printf("  slope %g..%g: %.2f", pts[i - 1].n, pts[i].n,
                        std::log10(pts[i].us / pts[i - 1].us) /
                            std::log10(pts[i].n / pts[i - 1].n));
        }
    }
    if (pts.size() >= 2) std::printf("  fitted: %.2f", fitted_slope(pts));
    std::printf("\n");
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: %s BENCH_JSON SERIES_TXT OUT_PNG\n",
                     argc > 0 ? argv[0] : "plot_scaling");
        return 2;
    }
    try {
        Plot plot = read_series(argv[2]);
        read_medians(argv[1], plot);
        Axes axes = axes_of(plot);
        gfx::Canvas canvas(kWidth, kHeight);
        draw_grid(canvas, plot, axes);
        draw_legend(canvas, plot);
        std::printf("time axis: 10^%g to 10^%g microseconds, one grid line per power of ten\n",
                    axes.log_us_lo, axes.log_us_hi);
        for (const Series& s : plot.series)
            if (!s.points.empty()) draw_series(canvas, s, axes);
        canvas.write_png(argv[3]);
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s: %s\n", argv[0], e.what());
        return 1;
    }
}
