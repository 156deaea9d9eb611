// pngdiff: compares two PNG files by their decoded pixels (not their bytes: two encoders may
// choose different colour types for the same picture).
//
//   pngdiff EXPECTED ACTUAL [DIFF_PNG]
//
// Exit status: 0 same pixels, 1 different pixels, 2 a file could not be read or written,
// 3 different sizes (then the actual picture is not decoded, and no diff picture written).
// The diff picture shows the expected picture dimmed, with every differing pixel in magenta.
//
// It says facts, not sentences: one a line, a name then `key=value` fields, so that the course
// tool words them in the reader's language (tools/course/compare.py, compare_png, is the one
// place that does) and no program has to read a sentence:
//
//   same width=64 height=64
//   size_differs expected=64x64 actual=128x128
//   pixel x=35 y=20 expected=255,80,80 actual=150,150,150      (the first five at most)
//   differing count=1672 total=65536
//   diff_picture path=out/01-aabb.diff.png                      (the path is the rest of the line)
//   unreadable role=expected reason=...                       (on stderr; the reason, lodepng's
//   unwritable role=diff reason=...                            words, is the rest of the line)
#include "canvas.hpp"

#include <algorithm>
#include <cstdio>
#include <exception>
#include <string>

namespace {

constexpr int kShownPixels = 5;
constexpr gfx::Rgb kMarker = {255, 0, 255};

gfx::Rgb dimmed(gfx::Rgb c) {
    return {static_cast<std::uint8_t>(c.r / 4), static_cast<std::uint8_t>(c.g / 4),
            static_cast<std::uint8_t>(c.b / 4)};
}

/// The fact that a file could not be read or written, with the reason on the rest of the line.
int failed(const char* fact, const char* role, const std::exception& e) {
    std::fprintf(stderr, "%s role=%s reason=%s\n", fact, role, e.what());
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 3 && argc != 4) {
        std::fprintf(stderr, "usage: pngdiff EXPECTED.png ACTUAL.png [DIFF.png]\n");
        return 2;
    }
    gfx::Canvas expected(0, 0);
    try {
        expected = gfx::Canvas::read_png(argv[1]);
    } catch (const std::exception& e) {
        return failed("unreadable", "expected", e);
    }
    gfx::Canvas actual(0, 0);
    try {
        // The actual picture may come from anyone: its size is read from its header first,
        // and a picture of another size is never decoded (a small file can claim to be
        // gigapixels).
        gfx::PngSize size = gfx::png_size(argv[2]);
        if (size.width != expected.width() || size.height != expected.height()) {
            std::printf("size_differs expected=%dx%d actual=%dx%d\n", expected.width(),
                        expected.height(), size.width, size.height);
            return 3;
        }
        actual = gfx::Canvas::read_png(argv[2]);
    } catch (const std::exception& e) {
        return failed("unreadable", "actual", e);
    }
    try {
        gfx::Canvas diff(expected.width(), expected.height());
        long differing = 0;
        for (int y = 0; y < expected.height(); ++y) {
            for (int x = 0; x < expected.width(); ++x) {
                gfx::Rgb want = expected.get(x, y);
                gfx::Rgb got = actual.get(x, y);
                diff.set(x, y, want == got ? dimmed(want) : kMarker);
                if (want == got) continue;
                if (differing < kShownPixels)
                    std::printf("pixel x=%d y=%d expected=%d,%d,%d actual=%d,%d,%d\n", x, y,
                                want.r, want.g, want.b, got.r, got.g, got.b);
                ++differing;
            }
        }
        if (differing == 0) {
            std::printf("same width=%d height=%d\n", expected.width(), expected.height());
            return 0;
        }
        std::printf("differing count=%ld total=%ld\n", differing,
                    static_cast<long>(expected.width()) * expected.height());
        if (argc == 4) {
            diff.write_png(argv[3]);
            std::printf("diff_picture path=%s\n", argv[3]);
        }
        return 1;
    } catch (const std::exception& e) {
        std::fflush(stdout);
        return failed("unwritable", "diff", e);
    }
}
