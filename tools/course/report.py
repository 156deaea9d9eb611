"""How a lesson's result reads in the terminal (shared by check, status and watch)."""

import os
import re
import shlex
import unicodedata

from .translations import split_sections
from .catch_results import spec_for
from .language import COURSE, language_of, translated
from .lessons import ROOT

_, ngettext = COURSE.gettext, COURSE.ngettext

BAR_WIDTH = 20
SHOWN_LINES = 12          # lines of a failing case's printed output shown
SHOWN_WIDTH = 160         # characters of each


def progress_bar(passing, total):
    filled = round(BAR_WIDTH * passing / total) if total else 0
    return "[" + "#" * filled + "-" * (BAR_WIDTH - filled) + "] " + \
        ngettext("{passing} of {total} check passes", "{passing} of {total} checks pass",
                 total).format(passing=passing, total=total)


def core_heading(passing, total):
    """The line over the core checks, and the count the core bar ends with."""
    return ngettext("core: {passing} of {total} check passes",
                    "core: {passing} of {total} checks pass", total).format(
        passing=passing, total=total)


def precision_heading(passing, total):
    """The line over the precision checks."""
    return ngettext("precision: {passing} of {total} check passes",
                    "precision: {passing} of {total} checks pass", total).format(
        passing=passing, total=total)


def core_bar(result):
    """The bar of the core checks: what makes the lesson done."""
    passing, total = result.core_passing, result.core_total
    filled = round(BAR_WIDTH * passing / total) if total else 0
    return "[" + "#" * filled + "-" * (BAR_WIDTH - filled) + "] " + core_heading(passing, total)


def status_word(result):
    """The first mark of a lesson's status: its core checks (built, done, or how many fail)."""
    lesson = result.lesson
    if not result.built:
        return _("does not link") if result.link else _("does not compile")
    if result.done:
        return _("done")
    if not lesson.started():
        return _("not started")
    return ngettext("{failing} of {total} check failing", "{failing} of {total} checks failing",
                    result.core_total).format(failing=result.core_failing,
                                              total=result.core_total)


def precision_mark(result):
    """The second mark: how many precision checks remain ("2 to go"), "all pass", "none" for
    a lesson that has none, "?" when the lesson did not build and none could be listed."""
    if result.precision_total == 0:
        return "?" if not result.built and result.case_names is None else _("none")
    if result.precision_failing == 0:
        return _("all pass")
    return ngettext("{count} to go", "{count} to go", result.precision_failing).format(
        count=result.precision_failing)


def verdict(result):
    """The closing line of a check: done (with the precision mark when some remain), or the
    core count that keeps the lesson from being done."""
    lesson = result.lesson
    if result.done and result.precision_failing:
        return _("lesson {lesson} is done \u00b7 precision: {mark}").format(
            lesson=lesson.id, mark=precision_mark(result))
    if result.done:
        return _("lesson {lesson} is done.").format(lesson=lesson.id)
    return ""


def chapter_path(lesson_id, root=ROOT, language=None):
    """The chapter of lesson @p lesson_id to read, relative to @p root: the translation in the
    wanted language when there is one, else the English README.md."""
    english = os.path.join(root, "lessons", lesson_id, "README.md")
    return os.path.relpath(translated(english, language), root).replace(os.sep, "/")


def reread_place(lesson_dir, section, root=ROOT, language=None):
    """(chapter, heading): where the section @p section of the chapter in @p lesson_dir
    (relative to @p root, "lessons/03-sat") is read in the wanted language: the translated
    chapter and the heading that translates @p section when there is one, else the English."""
    english = f"{lesson_dir}/README.md"
    chapter = translated(os.path.join(root, english), language)
    heading = translated_heading(chapter, section) \
        if chapter != os.path.join(root, english) else None
    if heading:
        return os.path.relpath(chapter, root).replace(os.sep, "/"), heading
    return english, section


def chapter_title(lesson, language=None):
    """The lesson's title as its chapter in the wanted language gives it (the English
    chapter's when there is no translation)."""
    return lesson.title_in(language_of(translated(lesson.readme, language)))


def translated_heading(path, english_heading):
    """The heading, in the translated file @p path, of the section whose marker names the
    English heading @p english_heading; None when the file or such a section is missing."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError:
        return None
    for section in split_sections(text)[1:]:
        marker = section.marker()
        if marker and marker[1] == english_heading:
            return section.heading
    return None


def cells(text):
    """How many columns of a terminal @p text takes: a Hangul syllable takes two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def padded(text, width):
    """@p text followed by spaces up to @p width columns (see cells)."""
    return text + " " * max(0, width - cells(text))


def clipped(text, width):
    """@p text cut to @p width columns (see cells), ending "..." when it was cut."""
    if cells(text) <= width:
        return text
    out = ""
    for ch in text:
        if cells(out + ch) > width - 3:
            break
        out += ch
    return out + "..."


def reread_line(lesson_dir, section, root=ROOT, precision=False):
    """The pointer to the chapter's section a failing case names: the one wording of check,
    the grader's reports and Gradescope's feedback (see reread_place). @p precision: the case
    is a precision check (its section is in the chapter's Precision aside), and the line says
    so."""
    readme, heading = reread_place(lesson_dir, section, root)
    if precision:
        return _('reread "{section}" in {readme} (precision)').format(section=heading,
                                                                       readme=readme)
    return _('reread "{section}" in {readme}').format(section=heading, readme=readme)


def _reread(lesson, section, precision=False):
    return reread_line(os.path.relpath(lesson.dir, lesson.root), section, lesson.root,
                       precision)


MARK_WIDTH = 4            # columns of the word that starts a result's line: "FAIL", "ok"


def _marked(word, text):
    return f"  {padded(word, MARK_WIDTH)}  {text}"


def _failed(text):
    return _marked(_("FAIL"), text)


def _passed(text):
    return _marked(_("ok"), text)


def _printed(case):
    """The lines a failing case printed, cut to SHOWN_LINES lines of SHOWN_WIDTH characters."""
    if not case.output.strip():
        return []
    lines = case.output.splitlines()
    shown = [l if len(l) <= SHOWN_WIDTH else l[:SHOWN_WIDTH] + " ..." for l in lines[:SHOWN_LINES]]
    out = ["        " + _("your code printed:")] + [f"        | {l}" for l in shown]
    more = len(lines) - len(shown)
    if more > 0 or case.output_cut:
        if more > 0 and case.output_cut:
            extra = _("{lines} more line(s) and {bytes} more bytes not shown")
        elif more > 0:
            extra = _("{lines} more line(s) not shown")
        else:
            extra = _("{bytes} more bytes not shown")
        extra = extra.format(lines=more, bytes=case.output_cut)
        out.append(f"        | ... ({extra})")
    return out


def _build_failure(result, files):
    lesson = result.lesson
    link = result.link
    if not link:
        # The files the errors are in: with --mine, an earlier lesson's own file may be one.
        named = []
        for line in result.build_errors:
            path = line.split(":", 1)[0]
            if " error: " in line and path.endswith(".cpp") and path not in named:
                named.append(path)
        return [_failed(_("{files} does not compile:").format(
            files=", ".join(named) or files))] + \
            [f"        {l}" for l in result.build_errors]
    header = os.path.relpath(lesson.api_header, lesson.root)
    return [_failed(_("{files} compiles, but the lesson's programs do not link:").format(
        files=files))] + \
        [f"        {line}" for line in link_lines(link, header)]


def link_lines(link, header):
    """What a build.LinkProblem means for the student, a line per name (at most 5 of each
    kind): the one wording of ./course check and the grader. @p header: the lesson's API
    header, relative to the course."""
    lines = []
    needed = [n for n in link.undefined if n not in link.from_student]
    for name in needed[:5]:
        lines.append(_("the lesson needs {name}, and nothing defines it: is it missing "
                       "or misnamed in your file, or do its parameters differ from "
                       "{header}'s?").format(name=name, header=header))
    for name in [n for n in link.undefined if n in link.from_student][:5]:
        lines.append(_("your file calls {name}, which is declared but defined nowhere").format(
            name=name))
    for name in link.twice[:5]:
        lines.append(_("{name} is defined twice: your file defines something the "
                       "course already defines (or defines it twice)").format(name=name))
    return lines


def _stopped(run):
    """The line saying the tests ran too long or crashed, if they did."""
    if run.timed_out:
        stopped = _('the tests were stopped in "{case}": it ran for over {limit} s (an '
                    'endless loop, or far too much work)') if run.running else \
            _("the tests were stopped between two test cases: it ran for over {limit} s (an "
              "endless loop, or far too much work)")
        return [_failed(stopped.format(case=run.running, limit=f"{run.limit:g}"))]
    if run.crashed:
        crashed = _('the tests {crashed} in "{case}"') if run.running else \
            _("the tests {crashed}")
        return [_failed(crashed.format(crashed=run.crashed, case=run.running))]
    return []


def _case_lines(result, case, first_only):
    if case.ok:
        return [] if first_only else [_passed(case.name)]
    lines = [_failed(case.name)]
    lines += [f"        {f}" for f in case.failures[:3]]
    lines += _printed(case)
    if case.reread:
        lines.append(f"        {_reread(result.lesson, case.reread, case.precision)}")
    return lines


def _not_run_lines(names, precision):
    if not names:
        return []
    said = _("{count} precision test case(s) did not run after that:") if precision else \
        _("{count} test case(s) did not run after that:")
    lines = [_failed(said.format(count=len(names)))]
    lines += [f"        {name}" for name in names[:5]]
    if len(names) > 5:
        lines.append("        " + _("... and {count} more").format(count=len(names) - 5))
    return lines


def _output_lines(result, c, first_only):
    lesson, run = result.lesson, result.run
    if c.ok:
        return [] if first_only else [_passed(_("output {what}").format(what=c.message))]
    lines = [_failed(_("output {what}").format(what=c.message))]
    lines += [f"        {d.strip()}" for d in c.details[:4]]
    if c.diff_picture:
        lines.append("        " + _("diff picture: {path}").format(
            path=os.path.relpath(c.diff_picture, lesson.root)))
    if any(not case.ok and not case.precision for case in run.cases) or run.timed_out \
            or run.crashed:
        # The driver calls the functions the failing tests above check: their sections first.
        lines.append("        " + _("made by the functions the failing tests above check: "
                                    "fix those first"))
    else:
        lines.append(f"        {_reread(lesson, 'How to check')}")
    return lines


def _blocks(result, precision, first_only):
    """The failures (and, unless @p first_only, the passes) of one tier, a list per check."""
    blocks = [_case_lines(result, c, first_only) for c in result.run.cases
              if c.precision == precision]
    blocks.append(_not_run_lines(result.not_run_of(precision), precision))
    if not precision:
        if result.driver_problem:
            blocks.append([_failed(result.driver_problem)])
        blocks += [_output_lines(result, c, first_only) for c in result.outputs]
    return [b for b in blocks if b]


def describe(result, first_only=False):
    """Lines describing every check of a lesson, the core ones under their heading, then the
    precision ones under theirs; with @p first_only, only the first failure (a core one while
    any fails, in Catch2's order, then the outputs; else the first precision one)."""
    lesson = result.lesson
    files = ", ".join(f"lessons/{lesson.id}/starter/{f}" for f in lesson.student_files())
    if not result.built:
        return _build_failure(result, files)
    lines = _stopped(result.run)
    core, precise = _blocks(result, False, first_only), _blocks(result, True, first_only)
    if first_only:
        return lines + ((core or precise or [[]])[0])
    lines.append(core_heading(result.core_passing, result.core_total))
    for block in core:
        lines += block
    if result.precision_total:
        lines.append(precision_heading(result.precision_passing, result.precision_total))
        for block in precise:
            lines += block
    return lines


def unbuilt(lesson):
    """A line for each source file in starter/ that no build reads."""
    folder, own = f"lessons/{lesson.id}/starter", lesson.student_files()
    return [_("note: {line}").format(line=unbuilt_line(folder, name, own))
            for name in lesson.unbuilt_files()]


def unbuilt_line(folder, name, own):
    """What ./course check and the grader say of a source file @p name in the starter folder
    @p folder that no build reads (lessons.unbuilt_sources), @p own being what is built."""
    return _("{folder}/{name} is not built: only {own} is (write your helpers in it)").format(
        folder=folder, name=name, own=", ".join(own))


WARNINGS_SHOWN = 5


def warnings(result):
    """The compiler's warnings about the student's own files, a few, each on one line: they
    do not fail a check, and often point at the bug that does."""
    if not result.warnings:
        return []
    count = len(result.warnings)
    lines = [ngettext("warning in your file ({count}; the build uses -Wall -Wextra):",
                      "warnings in your file ({count}; the build uses -Wall -Wextra):",
                      count).format(count=count)]
    lines += [f"  {w}" for w in result.warnings[:WARNINGS_SHOWN]]
    if count > WARNINGS_SHOWN:
        lines.append("  " + _("... and {count} more").format(count=count - WARNINGS_SHOWN))
    return lines


def shell_word(text):
    """@p text as one shell word, in the quotes that read best."""
    if "'" in text and not re.search(r'["$`!]|\\\\', text):
        return f'"{text}"'
    return shlex.quote(text)


def run_alone(result):
    """How to run the first failing (or unfinished) case by itself, and under gdb."""
    if not result.built or not result.program:
        return []
    run = result.run
    failing = [c for c in run.cases if not c.ok]
    first = ([c for c in failing if not c.precision] or failing or [None])[0]
    name = run.running if (run.timed_out or run.crashed) and run.running else \
        (first.name if first else "")
    if not name:
        return []
    exe = os.path.relpath(result.program, result.lesson.root)
    if not exe.startswith(".."):
        exe = os.path.join(".", exe)
    cmd = f"{shell_word(exe)} {shell_word(spec_for(name))}"
    lines = [_('run "{case}" by itself:').format(case=name), f"    {cmd}"]
    if run.timed_out:
        lines += [_("in a debugger (press Ctrl-C when it hangs, then bt shows where it loops):"),
                  f"    gdb -ex run --args {cmd}"]
    else:
        lines += [_("in a debugger (stops where it crashes or at the first failed check; "
                    "bt shows the calls):"),
                  f"    gdb -ex run --args {cmd} --break"]
    return lines
