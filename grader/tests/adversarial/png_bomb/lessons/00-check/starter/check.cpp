// Lesson 00, adversarial (png_bomb): check_pattern() is the placeholder. When the driver has
// written its picture, an exit handler replaces it with a decompression bomb: a valid PNG of
// 16000 x 16000 pixels (768 MB decoded) in 4.8 MB, one deflate block of back-references. A
// decoder that reads it whole needs gigabytes; pngdiff must read its header, see the size, and
// refuse it without decoding a pixel.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "check.hpp"

namespace {

constexpr std::uint32_t kSide = 16000;
const char* const kPicture = "/box/out/00-check.png";

std::uint32_t crc32(const unsigned char* p, std::size_t n, std::uint32_t c = 0xffffffffu) {
    for (std::size_t i = 0; i < n; ++i) {
        c ^= p[i];
        for (int k = 0; k < 8; ++k) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
    }
    return c;
}

struct Bits {  // deflate's bit order: values LSB first, Huffman codes MSB first
    std::vector<unsigned char> out;
    unsigned acc = 0;
    int n = 0;
    void put(unsigned value, int count) {
        for (int i = 0; i < count; ++i) bit((value >> i) & 1u);
    }
    void code(unsigned value, int count) {
        for (int i = count - 1; i >= 0; --i) bit((value >> i) & 1u);
    }
    void bit(unsigned b) {
        acc |= b << n;
        if (++n == 8) {
            out.push_back(static_cast<unsigned char>(acc));
            acc = 0;
            n = 0;
        }
    }
    void flush() {
        if (n) out.push_back(static_cast<unsigned char>(acc));
        acc = 0;
        n = 0;
    }
};

void be32(std::vector<unsigned char>& v, std::uint32_t x) {
    for (int s = 24; s >= 0; s -= 8) v.push_back(static_cast<unsigned char>(x >> s));
}

void chunk(std::FILE* f, const char* type, const std::vector<unsigned char>& data) {
    std::vector<unsigned char> head;
    be32(head, static_cast<std::uint32_t>(data.size()));
    std::fwrite(head.data(), 1, 4, f);
    std::uint32_t c = crc32(reinterpret_cast<const unsigned char*>(type), 4);
    c = crc32(data.data(), data.size(), c) ^ 0xffffffffu;
    std::fwrite(type, 1, 4, f);
    std::fwrite(data.data(), 1, data.size(), f);
    std::vector<unsigned char> tail;
    be32(tail, c);
    std::fwrite(tail.data(), 1, 4, f);
}

void bomb() {
    std::FILE* check = std::fopen(kPicture, "rb");
    if (!check) return;  // not the driver, or it wrote nothing
    std::fclose(check);
    std::uint64_t raw = std::uint64_t(kSide) * (1 + 3 * kSide);  // a filter byte per row
    Bits z;
    z.out = {0x78, 0x01};
    z.put(1, 1);                 // the final block
    z.put(1, 2);                 // fixed Huffman codes
    z.code(0x30, 8);             // literal 0
    std::uint64_t left = raw - 1;
    for (; left >= 258; left -= 258) {
        z.code(0xc5, 8);         // length 258 (code 285)
        z.code(0, 5);            // distance 1
    }
    for (; left > 0; --left) z.code(0x30, 8);
    z.code(0, 7);                // end of block
    z.flush();
    std::uint32_t b = static_cast<std::uint32_t>(raw % 65521), a = 1;  // adler32 of zeros
    be32(z.out, (b << 16) | a);
    std::vector<unsigned char> ihdr;
    be32(ihdr, kSide);
    be32(ihdr, kSide);
    ihdr.insert(ihdr.end(), {8, 2, 0, 0, 0});  // 8 bits, RGB
    std::FILE* f = std::fopen(kPicture, "wb");
    if (!f) return;
    const unsigned char signature[] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    std::fwrite(signature, 1, 8, f);
    chunk(f, "IHDR", ihdr);
    chunk(f, "IDAT", z.out);
    chunk(f, "IEND", {});
    std::fclose(f);
}

struct Arm {
    Arm() { std::atexit(bomb); }
} arm;

} // namespace

namespace collide {

gfx::Canvas check_pattern() { return gfx::Canvas(64, 64); }

} // namespace collide
