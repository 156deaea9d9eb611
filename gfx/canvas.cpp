#include "canvas.hpp"

#include <lodepng.h>

#include <cstdlib>
#include <fstream>
#include <limits>
#include <stdexcept>

namespace gfx {

Canvas::Canvas(int w, int h, Rgb bg) : w_(w), h_(h) {
    if (w < 0 || h < 0)
        throw std::invalid_argument("Canvas: negative size " + std::to_string(w) + "x" +
                                    std::to_string(h));
    pixels_.assign(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), bg);
}

void Canvas::set(int x, int y, Rgb c) {
    if (x < 0 || y < 0 || x >= w_ || y >= h_) return;
    pixels_[static_cast<std::size_t>(y) * w_ + x] = c;
}

Rgb Canvas::get(int x, int y) const {
    if (x < 0 || y < 0 || x >= w_ || y >= h_)
        throw std::out_of_range("Canvas::get(" + std::to_string(x) + ", " + std::to_string(y) +
                                ") is outside the " + std::to_string(w_) + "x" +
                                std::to_string(h_) + " canvas");
    return pixels_[static_cast<std::size_t>(y) * w_ + x];
}

// Bresenham with the error term for both axes at once, so one loop covers every octant.
// Pixels are clipped one by one in set(); segments in the course are a few hundred pixels.
// [bresenham]
void Canvas::line(int x0, int y0, int x1, int y1, Rgb c) {
    long dx = std::labs(static_cast<long>(x1) - x0);
    long dy = -std::labs(static_cast<long>(y1) - y0);
    int step_x = x0 < x1 ? 1 : -1;
    int step_y = y0 < y1 ? 1 : -1;
    long err = dx + dy;
    for (;;) {
        set(x0, y0, c);
        if (x0 == x1 && y0 == y1) break;
        long twice = 2 * err;
        if (twice >= dy) { err += dy; x0 += step_x; }
        if (twice <= dx) { err += dx; y0 += step_y; }
    }
}
// [end bresenham]

void Canvas::write_png(const std::string& path) const {
    std::vector<unsigned char> raw;
    raw.reserve(pixels_.size() * 3);
    for (Rgb p : pixels_) {
        raw.push_back(p.r);
        raw.push_back(p.g);
        raw.push_back(p.b);
    }
    unsigned err = lodepng::encode(path, raw, static_cast<unsigned>(w_),
                                   static_cast<unsigned>(h_), LCT_RGB, 8);
    if (err)
        throw std::runtime_error("cannot write PNG '" + path + "': " + lodepng_error_text(err));
}

Canvas Canvas::read_png(const std::string& path) {
    std::vector<unsigned char> raw;
    unsigned w = 0, h = 0;
    unsigned err = lodepng::decode(raw, w, h, path, LCT_RGB, 8);
    if (err)
        throw std::runtime_error("cannot read PNG '" + path + "': " + lodepng_error_text(err));
    Canvas canvas(static_cast<int>(w), static_cast<int>(h));
    for (std::size_t i = 0; i < canvas.pixels_.size(); ++i)
        canvas.pixels_[i] = {raw[3 * i], raw[3 * i + 1], raw[3 * i + 2]};
    return canvas;
}

PngSize png_size(const std::string& path) {
    // The 8-byte signature and the IHDR chunk (length, type, 13 bytes of data, CRC).
    constexpr std::size_t kHeader = 8 + 4 + 4 + 13 + 4;
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read PNG '" + path + "': cannot open the file");
    std::vector<unsigned char> head(kHeader);
    in.read(reinterpret_cast<char*>(head.data()), static_cast<std::streamsize>(kHeader));
    if (static_cast<std::size_t>(in.gcount()) != kHeader)
        throw std::runtime_error("cannot read PNG '" + path + "': too short for a PNG header");
    unsigned w = 0, h = 0;
    LodePNGState state;
    lodepng_state_init(&state);
    unsigned err = lodepng_inspect(&w, &h, &state, head.data(), head.size());
    lodepng_state_cleanup(&state);
    if (err)
        throw std::runtime_error("cannot read PNG '" + path + "': " + lodepng_error_text(err));
    constexpr unsigned kLargest = static_cast<unsigned>(std::numeric_limits<int>::max());
    if (w > kLargest || h > kLargest)
        throw std::runtime_error("cannot read PNG '" + path + "': its size does not fit an int");
    return {static_cast<int>(w), static_cast<int>(h)};
}

} // namespace gfx
