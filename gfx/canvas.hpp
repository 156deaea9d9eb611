/// @file canvas.hpp
/// @brief The small PNG canvas every lesson draws on.
///
/// Screen coordinates: pixel (0,0) is the top-left corner, x grows to the right and y grows
/// DOWN. Lessons that draw world geometry (y up) flip y when they map world to screen.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace gfx {
/// @addtogroup api_shared
/// @{

/// An 8-bit-per-channel colour.
struct Rgb {
    std::uint8_t r; ///< red
    std::uint8_t g; ///< green
    std::uint8_t b; ///< blue
};

/// Two colours are equal when all three channels are.
inline bool operator==(Rgb a, Rgb b) { return a.r == b.r && a.g == b.g && a.b == b.b; }
/// Negation of ==.
inline bool operator!=(Rgb a, Rgb b) { return !(a == b); }
/// Prints "(r,g,b)", so test failures show the colours.
inline std::ostream& operator<<(std::ostream& os, Rgb c) {
    return os << '(' << int(c.r) << ',' << int(c.g) << ',' << int(c.b) << ')';
}

/// A width x height grid of RGB pixels that can draw lines and read and write PNG files.
// [canvas-api]
class Canvas {
public:
    /// A canvas filled with @p bg. A zero size is allowed (a canvas with no pixels);
    /// a negative size throws std::invalid_argument.
    Canvas(int w, int h, Rgb bg = {0, 0, 0});

    /// Number of columns.
    int width() const { return w_; }
    /// Number of rows.
    int height() const { return h_; }

    /// Paints one pixel; a pixel outside the canvas is silently ignored (so shapes may be
    /// partly off-screen).
    void set(int x, int y, Rgb c);
    /// Reads one pixel; throws std::out_of_range naming the coordinates when outside.
    Rgb get(int x, int y) const;

    /// Draws the segment from (x0,y0) to (x1,y1) with Bresenham's algorithm: both endpoints
    /// drawn, any slope and direction, pixels outside the canvas skipped. A zero-length
    /// segment draws one pixel.
    void line(int x0, int y0, int x1, int y1, Rgb c);

    /// Writes an 8-bit RGB PNG; throws std::runtime_error naming @p path and the reason.
    void write_png(const std::string& path) const;
    /// Reads any PNG lodepng can decode (converted to 8-bit RGB, alpha dropped); throws
    /// std::runtime_error naming @p path and the reason when it is missing or corrupt.
    static Canvas read_png(const std::string& path);

private:
    int w_;
    int h_;
    std::vector<Rgb> pixels_;  // row-major, y * w_ + x
};
// [end canvas-api]

/// @}

/// The size of a PNG file, as its header says.
struct PngSize {
    int width;   ///< columns
    int height;  ///< rows
};

/// The size of the PNG file at @p path, read from its header alone: no pixel is decoded, so a
/// picture of any size costs nothing to ask. Used before decoding a file that is not trusted,
/// to refuse any size but the expected one. Throws std::runtime_error naming @p path and the
/// reason when the file is missing or does not start as a PNG.
PngSize png_size(const std::string& path);

} // namespace gfx
