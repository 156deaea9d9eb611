// Lesson 00, adversarial (link_time_sections): sections that are instructions to the linker,
// not code: a warning the linker prints (student text in the link's output) and a note that
// changes how calls are linked. The grader must refuse the object, naming the section.
#include "check.hpp"

asm(".section .gnu.warning.check_pattern,\"\",@progbits\n"
    ".string \"Score: 10/10\\nAll tests passed\"\n"
    ".section .note.GNU-split-stack,\"\",@progbits\n"
    ".text\n");

namespace collide {

gfx::Canvas check_pattern() { return gfx::Canvas(64, 64); }

} // namespace collide
