// Lesson 01, adversarial (huge_object): the placeholders, in an object file made huge by
// top-level asm: 300 MB of zeros in .data (the assembler writes them all), and a .bss of 64 GB
// (no bytes in the file, but a program that cannot be loaded). The compiler's file-size limit
// stops the first: the lesson is a compile error that says why, the disk is not filled, and
// nothing is linked.
#include "aabb.hpp"

asm(".data\n.skip 300000000\n.bss\n.skip 68719476736\n.text\n");

namespace collide {

bool overlap(const Aabb&, const Aabb&) { return false; }
Vec2 penetration(const Aabb&, const Aabb&) { return {0, 0}; }

} // namespace collide
