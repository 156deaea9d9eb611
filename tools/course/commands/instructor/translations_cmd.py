"""`./course translations`: which translated sections are stale or do not correspond to the
English, with the English diff since each was translated; `--mark` records a translation as
up to date."""

import os

from ... import translation_check, translations
from ...errors import UsageError
from ...language import COURSE, LANGUAGES, TRANSLATIONS, english_path
from ...lessons import ROOT

_ = COURSE.gettext


def register(sub):
    p = sub.add_parser("translations", help=_("list stale or mismatched sections of the "
                                              "translations, or --mark one as up to date "
                                              "(authors)"))
    p.add_argument("--lang", default=TRANSLATIONS[0], choices=TRANSLATIONS,
                   help=_("the language whose translations to check"))
    p.add_argument("--mark", metavar="FILE", help=_("a translation (NAME.ko.md) whose markers "
                                                    "to set to the English as it is now"))
    p.add_argument("--section", action="append", metavar="HEADING",
                   help=_("with --mark: only this English heading (repeatable)"))
    p.set_defaults(run=run)


def run(args, root=ROOT):
    if args.mark:
        return _mark(root, args.mark, args.section)
    problems = translation_check.check_course(root, args.lang)
    for problem in problems:
        print(problem)
        if problem.english_diff:
            print("    " + problem.english_diff.replace("\n", "\n    "))
    files = len(translations.translated_files(root, args.lang))
    print(_("translations: {problems} problems in {files} files ({language})").format(
        problems=len(problems), files=files, language=LANGUAGES[args.lang].name))
    return 1 if problems else 0


def _mark(root, path, sections):
    path = os.path.relpath(os.path.abspath(path), root)
    try:
        english_rel = english_path(path)
    except ValueError as e:
        raise UsageError(str(e))
    for rel in (path, english_rel):
        if not os.path.exists(os.path.join(root, rel)):
            raise UsageError(_("{file} does not exist").format(file=rel))
    with open(os.path.join(root, english_rel), encoding="utf-8") as f:
        english = f.read()
    with open(os.path.join(root, path), encoding="utf-8") as f:
        translated = f.read()
    try:
        marked = translations.mark(translated, english, set(sections) if sections else None)
    except ValueError as e:
        raise UsageError(f"{path}: {e}")
    with open(os.path.join(root, path), "w", encoding="utf-8") as f:
        f.write(marked)
    print(_("{path}: marked as translating {english} as it is now").format(
        path=path, english=english_rel))
    return 0
