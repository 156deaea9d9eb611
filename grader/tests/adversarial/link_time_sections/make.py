"""Lesson 01, adversarial (link_time_sections): the student file implements nothing itself; its
top-level asm carries the sections a link-time optimizing compiler writes (.gnu.lto_*), taken
at test time from a payload compiled with the installed GCC and -flto, so the test keeps up
with the compiler. A linker plugin reading them would compile the payload at link time (an
implementation of overlap() and penetration(), and a file written at compile time), outside
the student's control; the grader must refuse the object before any link."""

import os
import subprocess
import tempfile

from grader import objects

PAYLOAD = r'''
#include <cmath>
#include <cstdio>
#include "aabb.hpp"

namespace collide {

static bool valid(const Aabb& b) {
    return !std::isnan(b.minx) && !std::isnan(b.miny) && !std::isnan(b.maxx) &&
           !std::isnan(b.maxy) && b.minx <= b.maxx && b.miny <= b.maxy;
}

bool overlap(const Aabb& a, const Aabb& b) {
    if (std::FILE* f = std::fopen("/tmp/course-lto-ran", "w")) std::fclose(f);
    if (!valid(a) || !valid(b)) return false;
    return !(a.maxx < b.minx || b.maxx < a.minx || a.maxy < b.miny || b.maxy < a.miny);
}

Vec2 penetration(const Aabb& a, const Aabb& b) {
    if (!overlap(a, b)) return {0, 0};
    return {std::fmin(a.maxx, b.maxx) - std::fmax(a.minx, b.minx),
            std::fmin(a.maxy, b.maxy) - std::fmax(a.miny, b.miny)};
}

} // namespace collide
'''


def asm_for(sections):
    """Top-level asm that puts @p sections ({name: bytes}) into the object as they are."""
    lines = []
    for name, data in sections.items():
        lines.append(f".section {name},\\\"e\\\",@progbits")
        for k in range(0, len(data), 32):
            lines.append(".byte " + ",".join(str(b) for b in data[k:k + 32]))
    lines += [".comm __gnu_lto_slim,1,1", ".text"]
    return "asm(\n" + "\n".join(f'    "{l}\\n"' for l in lines) + ");\n"


def make(sub, root):
    lesson = os.path.join(root, "lessons", "01-aabb")
    with tempfile.TemporaryDirectory() as tmp:
        src, obj = os.path.join(tmp, "payload.cpp"), os.path.join(tmp, "payload.o")
        with open(src, "w") as f:
            f.write(PAYLOAD)
        subprocess.run(["g++", "-std=c++17", "-O2", "-flto", "-c", src, "-o", obj,
                        "-I", lesson, "-I", os.path.join(root, "lessons", "common")], check=True)
        with open(obj, "rb") as f:
            sections = objects.section_bytes(f.read(), ".gnu.lto_")
    assert sections, "the installed GCC wrote no .gnu.lto_ sections with -flto"
    dest = os.path.join(sub, "lessons", "01-aabb", "starter")
    os.makedirs(dest, exist_ok=True)
    with open(os.path.join(dest, "aabb.cpp"), "w") as f:
        f.write("// Lesson 01, adversarial (link_time_sections): made by make.py.\n"
                '#include "aabb.hpp"\n\n' + asm_for(sections))
