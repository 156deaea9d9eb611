// pngdiff: compares two PNG files by their decoded pixels (not their bytes: two encoders may
// choose different colour types for the same picture).
//
//   pngdiff EXPECTED ACTUAL [DIFF_PNG]
//
// Exit status: 0 same pixels, 1 different pixels, 2 a file could not be read or written,
// 3 different sizes (then the actual picture is not decoded, and no diff picture written).
// The diff picture shows the expected picture dimmed, with every differing pixel in magenta.
#include "canvas.hpp"

#include <algorithm>
#include <cstdio>
#include <exception>

namespace {

constexpr int kShownPixels = 5;
constexpr gfx::Rgb kMarker = {255, 0, 255};

gfx::Rgb dimmed(gfx::Rgb c) {
    return {static_cast<std::uint8_t>(c.r / 4), static_cast<std::uint8_t>(c.g / 4),
            static_cast<std::uint8_t>(c.b / 4)};
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 3 && argc != 4) {
        std::fprintf(stderr, "usage: pngdiff EXPECTED.png ACTUAL.png [DIFF.png]\n");
        return 2;
    }
    try {
        gfx::Canvas expected = gfx::Canvas::read_png(argv[1]);
        // The actual picture may come from anyone: its size is read from its header first,
        // and a picture of another size is never decoded (a small file can claim to be
        // gigapixels).
        gfx::PngSize size = gfx::png_size(argv[2]);
        if (size.width != expected.width() || size.height != expected.height()) {
            std::printf("size differs: expected %dx%d, got %dx%d\n", expected.width(),
                        expected.height(), size.width, size.height);
            return 3;
        }
        gfx::Canvas actual = gfx::Canvas::read_png(argv[2]);
        gfx::Canvas diff(expected.width(), expected.height());
        long differing = 0;
        for (int y = 0; y < expected.height(); ++y) {
            for (int x = 0; x < expected.width(); ++x) {
                gfx::Rgb want = expected.get(x, y);
                gfx::Rgb got = actual.get(x, y);
                diff.set(x, y, want == got ? dimmed(want) : kMarker);
                if (want == got) continue;
                if (differing < kShownPixels)
                    std::printf("  pixel (%d,%d): expected (%d,%d,%d), got (%d,%d,%d)\n", x, y,
                                want.r, want.g, want.b, got.r, got.g, got.b);
                ++differing;
            }
        }
        if (differing == 0) {
            std::printf("same pixels (%dx%d)\n", expected.width(), expected.height());
            return 0;
        }
        if (differing > kShownPixels)
            std::printf("  ... and %ld more\n", differing - kShownPixels);
        std::printf("%ld of %ld pixels differ\n", differing,
                    static_cast<long>(expected.width()) * expected.height());
        if (argc == 4) {
            diff.write_png(argv[3]);
            std::printf("diff picture: %s\n", argv[3]);
        }
        return 1;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "pngdiff: %s\n", e.what());
        return 2;
    }
}
