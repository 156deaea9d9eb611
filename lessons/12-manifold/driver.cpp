// Lesson 12 driver: writes OUT_DIR/12-manifold.txt, the manifold of every documented case
// (manifold_cases.hpp). (A first version: the picture comes with the chapter.)
#include <ostream>
#include <string>

#include "driver.hpp"
#include "manifold.hpp"
#include "manifold_cases.hpp"
#include "stack_film.hpp"

namespace {

std::string id_text(const collide::ContactId& id) {
    return std::string(id.reference_on_b ? "b" : "a") + std::to_string(id.reference_edge) + "/" +
           std::to_string(id.incident_edge) + "/" + std::to_string(id.clipped_by) + "/" +
           std::to_string(id.incident_end);
}

void write_table(std::ostream& out) {
    out << "# 12-manifold: the manifold of each case; id = reference polygon and edge / "
           "incident edge / clipped_by / incident_end\n";
    for (const collide::ManifoldCase& c : collide::lesson_cases()) {
        collide::Manifold m = collide::manifold_of(c);
        out << c.name << "  count=" << m.count << "  normal=" << course::vec_text(m.normal);
        for (int k = 0; k < m.count; ++k)
            out << "  point=" << course::vec_text(m.points[k].point)
                << "  depth=" << course::fixed6(m.points[k].depth)
                << "  id=" << id_text(m.points[k].id);
        out << '\n';
    }
}

} // namespace

int main(int argc, char** argv) {
    return course::run_driver(argc, argv, [](const std::string& dir) {
        course::write_text_file(dir + "/12-manifold.txt", write_table);
        // The stack and the pyramid with your manifold and with its deepest point only:
        // 12-stack.png and 12-stack.txt.
        collide::write_stack_outputs(dir, collide::polygon_manifold);
    });
}
