/// @file text.hpp
/// @brief A tiny fixed font for labels on the canvas: axis names and numbers on a plot.
#pragma once

#include <string>

#include "canvas.hpp"

namespace gfx {
/// @addtogroup api_shared
/// @{

/// Each character is 5 pixels wide and 7 high, and advances the pen by this many columns.
constexpr int kGlyphAdvance = 6;
/// The height of a line of text in pixels.
constexpr int kGlyphHeight = 7;

/// Writes @p text with its top-left corner at (@p x, @p y), one pixel per font dot, in
/// @p colour. Letters a-z are drawn as capitals (A-Z the same); digits, space and the marks
/// `. , - + = : / ( ) %` are known. Any other character is drawn as a hollow box, so a missing
/// glyph shows instead of vanishing. Pixels outside the canvas are skipped, as by Canvas::set.
void draw_text(Canvas& canvas, int x, int y, const std::string& text, Rgb colour);

/// The width in pixels that draw_text() gives @p text (the last column of dots included).
int text_width(const std::string& text);

/// @}

} // namespace gfx
