/// @file driver.hpp
/// @brief What every lesson's driver program shares: the command line, error reporting, the
/// text output files and the number format of what they hold.
#pragma once

#include <cmath>
#include <cstdio>
#include <exception>
#include <fstream>
#include <stdexcept>
#include <string>

#include "box.hpp"
#include "vec2.hpp"

namespace course {
/// @addtogroup api_shared
/// @{

/// Formats @p v with six decimals, the format of every text output of the course. A value
/// that rounds to zero is written "0.000000", never "-0.000000"; NaN is written "nan".
inline std::string fixed6(double v) {
    if (std::isnan(v)) return "nan";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6f", v);
    std::string s = buf;
    if (s == "-0.000000") s = "0.000000";
    return s;
}

/// A vector as `(x, y)`, each coordinate as fixed6() writes it.
inline std::string vec_text(collide::Vec2 v) {
    return "(" + fixed6(v.x) + ", " + fixed6(v.y) + ")";
}

/// A box as `(minx, miny, maxx, maxy)`, the order of its braced form, as fixed6() writes them.
inline std::string box_text(const collide::Aabb& b) {
    return "(" + fixed6(b.minx) + ", " + fixed6(b.miny) + ", " + fixed6(b.maxx) + ", " +
           fixed6(b.maxy) + ")";
}

/// Writes the text output file @p path: @p write(out) fills it. A file that cannot be opened,
/// or a write that fails (a full disk), throws, so that run_driver() reports it and exits 1.
template <class Write>
void write_text_file(const std::string& path, Write write) {
    std::ofstream out(path, std::ios::binary);
    if (!out) throw std::runtime_error("cannot write " + path);
    write(out);
    if (!out.flush()) throw std::runtime_error("error while writing " + path);
}

/// Runs a driver: `driver OUT_DIR` calls @p write_outputs with OUT_DIR (which must exist).
/// Usage errors exit 2; an exception is reported on stderr and exits 1.
template <class WriteOutputs>
int run_driver(int argc, char** argv, WriteOutputs write_outputs) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s OUT_DIR\n", argc > 0 ? argv[0] : "driver");
        return 2;
    }
    try {
        write_outputs(std::string(argv[1]));
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s: %s\n", argv[0], e.what());
        return 1;
    }
}

/// Joins an output folder and a file name.
inline std::string join(const std::string& dir, const std::string& name) {
    return dir.empty() || dir.back() == '/' ? dir + name : dir + "/" + name;
}

/// @}

} // namespace course
