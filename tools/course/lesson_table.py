"""The README's table of lessons, made from the lessons themselves (`./course regen` writes it;
a test checks that it is current). It stands between two marker lines in README.md:

    <!-- lessons: made by ./course regen from lessons/NN-name/README.md -->
    | lesson | you write | outputs |
    ...
    <!-- end lessons -->

One row per lessons/NN-name folder, in number order: the number and title (the README's
first heading) linked to the chapter, its `<!-- summary: ... -->` line, and the files of its
expected/ folder. A folder without a CMakeLists.txt is a lesson still to come.
"""

import re

from .lessons import all_lessons

BEGIN = "<!-- lessons: made by ./course regen from lessons/NN-name/README.md -->"
END = "<!-- end lessons -->"
_BLOCK = re.compile(re.escape(BEGIN) + r"\n.*?" + re.escape(END), re.S)


def table(root):
    rows = ["| lesson | you write | outputs |", "|---|---|---|"]
    for lesson in all_lessons(root):
        if not lesson.exists:
            rows.append(f"| {lesson.number} {lesson.name} (coming) | | |")
            continue
        outputs = ", ".join(f"`{name}`" for name in lesson.expected_files())
        rows.append(f"| [{lesson.number} {lesson.title}](lessons/{lesson.id}/README.md) "
                    f"| {lesson.summary} | {outputs} |")
    return "\n".join(rows)


def refresh(text, root):
    """@p text with the table between the markers made anew (unchanged when it has none)."""
    return _BLOCK.sub(lambda _m: f"{BEGIN}\n{table(root)}\n{END}", text)
