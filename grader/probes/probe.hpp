/// @file probe.hpp
/// @brief The grader's probe programs: read one call per line on stdin, call the student's
/// function, print what it returned.
///
/// Protocol (one rule, used by every lesson's probe and by grader/grade.py):
///   in:  `<case-id> <function> <number> <number> ...`      numbers as strtod reads them
///   out: `<case-id> <token> <token> ...`                    one line per call, flushed
/// A number is printed with 17 significant digits (it reads back exactly), a bool as 0 or 1.
/// An exception thrown by the student's function is reported as `E invalid_argument`,
/// `E exception` or `E unknown`, and the next line is read. The trusted side never believes
/// anything else the program prints: it compares these values with the reference's.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "canvas.hpp"

namespace probe {

/// The numbers of one call, read in order by the lesson's handler.
class Args {
public:
    explicit Args(std::vector<double> v) : v_(std::move(v)) {}
    /// The next number; throws std::out_of_range when the line has no more.
    double num() {
        if (i_ >= v_.size()) throw std::out_of_range("probe: too few numbers on the line");
        return v_[i_++];
    }
    /// The next number as a count (a size or an index), checked to be 0..100000.
    int count() {
        double x = num();
        if (!(x >= 0 && x <= 100000)) throw std::out_of_range("probe: bad count");
        return int(x);
    }

private:
    std::vector<double> v_;
    std::size_t i_ = 0;
};

/// Formats a number so that it reads back exactly.
inline std::string fmt(double x) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", x);
    return buf;
}

/// Formats a bool as 0 or 1.
inline std::string fmt_bool(bool b) { return b ? "1" : "0"; }

/// A canvas as `W H h<digest>`: its size and a 64-bit FNV-1a digest of every pixel, row by row.
inline std::string fmt_canvas(const gfx::Canvas& c) {
    std::uint64_t h = 1469598103934665603ull;
    for (int y = 0; y < c.height(); ++y) {
        for (int x = 0; x < c.width(); ++x) {
            gfx::Rgb p = c.get(x, y);
            for (std::uint8_t byte : {p.r, p.g, p.b}) {
                h ^= byte;
                h *= 1099511628211ull;
            }
        }
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "h%016llx", (unsigned long long)h);
    return std::to_string(c.width()) + " " + std::to_string(c.height()) + " " + buf;
}

/// A function the probe can call: reads its arguments, returns the printed result.
using Handler = std::string (*)(Args&);

/// The probe's main loop over stdin.
inline int run(const std::map<std::string, Handler>& handlers) {
    char line[1 << 16];
    std::string big;
    while (std::fgets(line, sizeof line, stdin)) {
        big += line;
        if (big.empty() || big.back() != '\n') continue;  // a long line arrives in pieces
        std::istringstream in(big);
        big.clear();
        std::string id, fn, tok;
        if (!(in >> id >> fn)) continue;
        std::vector<double> nums;
        while (in >> tok) nums.push_back(std::strtod(tok.c_str(), nullptr));
        std::string out;
        auto h = handlers.find(fn);
        if (h == handlers.end()) {
            out = "E no-such-function";
        } else {
            Args args(std::move(nums));
            try {
                out = h->second(args);
            } catch (const std::invalid_argument&) {
                out = "E invalid_argument";
            } catch (const std::exception&) {
                out = "E exception";
            } catch (...) {
                out = "E unknown";
            }
        }
        std::printf("%s %s\n", id.c_str(), out.c_str());
        std::fflush(stdout);
    }
    return 0;
}

} // namespace probe
