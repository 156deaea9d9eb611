"""The course's Python runs on Python 3.10 (Ubuntu 22.04's, Gradescope's newest base image) as
well as on newer ones: every .py file of the repository (and ./course) parses as 3.10 syntax,
and none uses a module, function or keyword that came later or one removed since (3.12, 3.13).
A failure names the file and line."""

import ast
import os
import shutil
import subprocess
import unittest

from course.lessons import ROOT, STUDENT_FOLDER

OLDEST = (3, 10)
SKIP_DIRS = {".git", "build", "__pycache__", ".course", "node_modules"}

# Modules new after 3.10, or removed in 3.12 and 3.13 (the course must run on both ends).
MODULES = {
    "tomllib": "new in 3.11", "wsgiref.types": "new in 3.11",
    "distutils": "removed in 3.12", "imp": "removed in 3.12", "asynchat": "removed in 3.12",
    "asyncore": "removed in 3.12", "smtpd": "removed in 3.12",
    **{m: "removed in 3.13" for m in (
        "aifc", "audioop", "cgi", "cgitb", "chunk", "crypt", "imghdr", "mailcap", "msilib",
        "nis", "nntplib", "ossaudiodev", "pipes", "sndhdr", "spwd", "sunau", "telnetlib", "uu",
        "xdrlib", "lib2to3")},
}

# module: {name: when}, for `module.name` and `from module import name`.
NAMES = {
    "datetime": {"UTC": "3.11"},
    "enum": {n: "3.11" for n in ("StrEnum", "ReprEnum", "EnumCheck", "FlagBoundary", "verify",
                                 "member", "nonmember", "global_enum", "show_flag_values")},
    "asyncio": {"TaskGroup": "3.11", "timeout": "3.11", "timeout_at": "3.11",
                "Runner": "3.11", "Barrier": "3.11", "eager_task_factory": "3.12"},
    "typing": {**{n: "3.11" for n in ("Self", "LiteralString", "Never", "assert_never",
                                      "assert_type", "reveal_type", "dataclass_transform",
                                      "Required", "NotRequired", "TypeVarTuple", "Unpack",
                                      "get_overloads", "clear_overloads")},
               "override": "3.12", "TypeAliasType": "3.12", "ReadOnly": "3.13",
               "TypeIs": "3.13", "NoDefault": "3.13"},
    "hashlib": {"file_digest": "3.11"},
    "contextlib": {"chdir": "3.11"},
    "operator": {"call": "3.11"},
    "math": {"cbrt": "3.11", "exp2": "3.11", "sumprod": "3.12", "fma": "3.13"},
    "logging": {"getLevelNamesMapping": "3.11", "getHandlerByName": "3.12",
                "getHandlerNames": "3.12"},
    "inspect": {"getmembers_static": "3.11", "markcoroutinefunction": "3.12"},
    "re": {"NOFLAG": "3.11"},
    "sys": {"exception": "3.11", "activate_stack_trampoline": "3.12",
            "_is_gil_enabled": "3.13"},
    "itertools": {"batched": "3.12"},
    "os": {"unshare": "3.12", "setns": "3.12", "splitroot": "3.12", "process_cpu_count": "3.13",
           "grantpt": "3.13", "posix_openpt": "3.13", "ptsname": "3.13", "unlockpt": "3.13"},
    "os.path": {"splitroot": "3.12", "isjunction": "3.12", "isreserved": "3.13"},
    "copy": {"replace": "3.13"},
    "warnings": {"deprecated": "3.13"},
    "wsgiref": {"types": "3.11"},
}
BUILTINS = {"ExceptionGroup": "3.11", "BaseExceptionGroup": "3.11",
            "PythonFinalizationError": "3.13"}
METHODS = {"add_note": "3.11 (BaseException.add_note)"}
# Keyword arguments added after 3.10 to functions the course may call.
KEYWORDS = {"onexc": "3.12 (shutil.rmtree)", "include_hidden": "3.11 (glob)",
            "delete_on_close": "3.12 (tempfile.NamedTemporaryFile)"}


def python_files(root=ROOT):
    """Every .py file of the repository, and the scripts whose first line names Python."""
    found = []
    for dirpath, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and d != STUDENT_FOLDER)
        for f in sorted(files):
            path = os.path.join(dirpath, f)
            if f.endswith(".py"):
                found.append(path)
            elif "." not in f and os.access(path, os.X_OK) and not os.path.islink(path):
                with open(path, "rb") as fh:
                    if b"python" in fh.readline()[:80]:
                        found.append(path)
    return found


def _aliases(tree):
    """{local name: module} of every `import module [as name]` in @p tree."""
    names = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                names[a.asname or a.name.split(".")[0]] = a.name if a.asname else \
                    a.name.split(".")[0]
    return names


def _dotted(node):
    """"a.b.c" for the expression a.b.c, else None."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        return ".".join([node.id] + parts[::-1])
    return None


def problems_in(source, name="<source>"):
    """["NAME:LINE: what"] for what in @p source does not run on Python 3.10 (or is gone in a
    later Python)."""
    try:
        tree = ast.parse(source, name, feature_version=OLDEST)
    except SyntaxError as e:
        return [f"{name}:{e.lineno}: not Python 3.10 syntax: {e.msg}"]
    found = []

    def say(node, what):
        found.append(f"{name}:{node.lineno}: {what}")

    aliases = _aliases(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                for m in (a.name, a.name.split(".")[0]):
                    if m in MODULES:
                        say(node, f"module {m}: {MODULES[m]}")
                        break
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            top = node.module.split(".")[0]
            if node.module in MODULES or top in MODULES:
                m = node.module if node.module in MODULES else top
                say(node, f"module {m}: {MODULES[m]}")
            for a in node.names:
                when = NAMES.get(node.module, {}).get(a.name)
                if when:
                    say(node, f"{node.module}.{a.name}: new in {when}")
        elif isinstance(node, ast.Attribute):
            dotted = _dotted(node)
            if dotted and "." in dotted:
                head, attr = dotted.rsplit(".", 1)
                first, _, rest = head.partition(".")
                module = aliases.get(first)
                if module:
                    module = module + ("." + rest if rest else "")
                    when = NAMES.get(module, {}).get(attr)
                    if when:
                        say(node, f"{module}.{attr}: new in {when}")
            if node.attr in METHODS:
                say(node, f".{node.attr}: new in {METHODS[node.attr]}")
        elif isinstance(node, ast.Name) and node.id in BUILTINS:
            say(node, f"{node.id}: new in {BUILTINS[node.id]}")
        elif isinstance(node, ast.keyword) and node.arg in KEYWORDS:
            say(node.value, f"keyword {node.arg}=: new in {KEYWORDS[node.arg]}")
    return sorted(set(found), key=lambda s: (s.split(":")[0], int(s.split(":")[1])))


class Python310(unittest.TestCase):
    def test_every_file_runs_on_python_310(self):
        files = python_files()
        self.assertGreater(len(files), 50, "the scan found too few Python files to be right")
        found = []
        for path in files:
            with open(path, encoding="utf-8") as f:
                found += problems_in(f.read(), os.path.relpath(path, ROOT))
        self.assertEqual(found, [], "\n" + "\n".join(found))

    def test_the_scan_catches_what_it_looks_for(self):
        cases = {
            "import tomllib\n": "module tomllib",
            "from distutils import core\n": "module distutils",
            "import datetime as dt\nx = dt.UTC\n": "datetime.UTC",
            "from enum import StrEnum\n": "enum.StrEnum",
            "import asyncio\nasync def f():\n    async with asyncio.TaskGroup():\n        pass\n":
                "asyncio.TaskGroup",
            "from typing import Self\n": "typing.Self",
            "import hashlib\nhashlib.file_digest(f, 'sha256')\n": "hashlib.file_digest",
            "import contextlib\nwith contextlib.chdir('/'):\n    pass\n": "contextlib.chdir",
            "raise ExceptionGroup('x', [])\n": "ExceptionGroup",
            "try:\n    pass\nexcept* ValueError:\n    pass\n": "not Python 3.10 syntax",
            "import os.path\nos.path.splitroot('/a')\n": "os.path.splitroot",
            "import shutil\nshutil.rmtree('x', onexc=None)\n": "keyword onexc=",
            "e = Exception()\ne.add_note('x')\n": ".add_note",
        }
        for source, says in cases.items():
            found = problems_in(source, "case.py")
            self.assertTrue(found and says in found[0] and found[0].startswith("case.py:"),
                            f"{source!r}: {found}")
        fine = ("import datetime\nx = datetime.timezone.utc\n"
                "from enum import Enum\nimport typing\ny: typing.Optional[int] = None\n"
                "match x:\n    case 1:\n        pass\n")
        self.assertEqual(problems_in(fine), [])
        self.assertEqual(problems_in("\n\nimport tomllib\n", "f.py"),
                         ["f.py:3: module tomllib: new in 3.11"])

    def test_python_310_itself_parses_every_file(self):
        """Where the machine has a Python 3.10 (python3.10 on PATH), its own parser too."""
        python310 = shutil.which("python3.10")
        works = python310 and subprocess.run(
            [python310, "-c", "import sys; assert sys.version_info[:2] == (3, 10)"],
            capture_output=True).returncode == 0     # a pyenv shim may name one it lacks
        if not works:
            self.skipTest("no working python3.10 on PATH (the scan above still ran)")
        run = subprocess.run(
            [python310, "-c", "import ast, sys\n"
             "for p in sys.argv[1:]:\n"
             "    ast.parse(open(p, encoding='utf-8').read(), p)\n", *python_files()],
            capture_output=True, text=True, timeout=300)
        self.assertEqual(run.returncode, 0, run.stderr[-2000:])


if __name__ == "__main__":
    unittest.main()
