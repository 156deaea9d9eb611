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

import os
import re

from .language import COURSE, ENGLISH, N_
from .lessons import all_lessons

BEGIN = "<!-- lessons: made by ./course regen from lessons/NN-name/README.md -->"
END = "<!-- end lessons -->"
_BLOCK = re.compile(re.escape(BEGIN) + r"\n.*?" + re.escape(END), re.S)


# The table's own words, said in the language of the README it is written into.
_HEADER = N_("| lesson | you write | outputs |")
_COMING = N_("coming")


def table(root, language=ENGLISH):
    """The table in @p language: each lesson's title and summary from its chapter in that
    language, linked to that chapter."""
    said = COURSE.in_language(language)
    rows = [said(_HEADER), "|---|---|---|"]
    for lesson in all_lessons(root):
        if not lesson.exists:
            rows.append(f"| {lesson.number} {lesson.name} ({said(_COMING)}) | | |")
            continue
        outputs = ", ".join(f"`{name}`" for name in lesson.expected_files())
        chapter = os.path.relpath(lesson.readme_in(language), root).replace(os.sep, "/")
        rows.append(f"| [{lesson.number} {lesson.title_in(language)}]({chapter}) "
                    f"| {lesson.summary_in(language)} | {outputs} |")
    return "\n".join(rows)


def refresh(text, root, language=ENGLISH):
    """@p text with the table between the markers made anew (unchanged when it has none)."""
    return _BLOCK.sub(lambda _m: f"{BEGIN}\n{table(root, language)}\n{END}", text)
