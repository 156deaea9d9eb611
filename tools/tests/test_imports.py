"""The course tool's modules import one another without a cycle: a module lower down (the
languages, the lessons) never needs one built on it (the docs, the translation check), so each
can be read, tested and changed from the ground floor up. An import inside a function counts:
it is a cycle put off until run time, not one taken away."""

import ast
import os
import unittest

from course.lessons import ROOT

PACKAGE = "course"
FOLDER = os.path.join(ROOT, "tools", PACKAGE)


def modules(folder=FOLDER, package=PACKAGE):
    """{dotted name: path} of the Python modules under @p folder (a package's __init__.py is
    the package)."""
    found = {}
    for dirpath, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, name), folder)[:-len(".py")]
            parts = [package] + rel.split(os.sep)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = os.path.join(dirpath, name)
    return found


def imports(name, path, known):
    """The modules of @p known that the module @p name (its file @p path) imports, anywhere in
    it: `from . import x`, `from .x import y`, `from ..x import y`, `import course.x`."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    package = name if path.endswith("__init__.py") else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in known)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module
            for alias in node.names:          # `from . import x` imports the module x
                sub = f"{target}.{alias.name}"
                out.add(sub if sub in known else target)
    # A package's __init__ runs before any module in it: importing it is no edge back.
    return {m for m in out if m in known and m != name and not name.startswith(m + ".")}


def cycles(graph):
    """The strongly connected parts of @p graph ({node: set of nodes}) with more than one
    node, each sorted: Tarjan's algorithm, without recursion."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            step = next(edges, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = counter
                    counter += 1
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(sorted(graph.get(step, ())))))
                elif step in on_stack:
                    low[node] = min(low[node], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                part = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    part.append(member)
                    if member == node:
                        break
                if len(part) > 1:
                    found.append(sorted(part))
    return found


class NoImportCycle(unittest.TestCase):
    def test_the_course_tool_has_no_import_cycle(self):
        known = modules()
        self.assertIn("course.language", known)
        graph = {name: imports(name, path, known) for name, path in known.items()}
        self.assertIn("course.language", graph["course.lessons"], "the scan sees imports")
        self.assertEqual(cycles(graph), [], "modules that import one another, directly or "
                                            "through others")

    def test_a_cycle_is_found_directly_through_others_and_inside_a_function(self):
        self.assertEqual(cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}),
                         [["a", "b", "c"]])
        self.assertEqual(cycles({"a": {"b"}, "b": set(), "c": {"b"}}), [])
        import tempfile
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "pkg", "sub"))
            files = {"__init__.py": "", "a.py": "from . import b\n",
                     "b.py": "def later():\n    from .sub.c import x\n",
                     "sub/__init__.py": "", "sub/c.py": "from ..a import y\n"}
            for rel, text in files.items():
                with open(os.path.join(tmp, "pkg", rel), "w", encoding="utf-8") as f:
                    f.write(text)
            known = modules(os.path.join(tmp, "pkg"), "pkg")
            graph = {name: imports(name, path, known) for name, path in known.items()}
            self.assertEqual(cycles(graph), [["pkg.a", "pkg.b", "pkg.sub.c"]])


if __name__ == "__main__":
    unittest.main()
