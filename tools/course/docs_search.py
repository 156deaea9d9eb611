"""Every word of a translated page's headings in Doxygen's search.

Doxygen's search (SEARCHENGINE, in the browser) finds an entry by the start of its name, and its
entries are the API's names and the pages' titles: a Korean reader typing 분리축 finds the page
whose title starts with it, but not 밀어내는, the second word, nor any section. So after the
translated run, each section heading goes into the index once for each of its words (the entry
shows the heading, under its page's title, and leads to the section).

The index is Doxygen 1.9's: search/searchdata.js lists, per index ("all", "pages" ...), the
first characters its entries start with; the entries starting with the N-th are in
search/INDEX_N.js (N in hex), `var searchData=[[id, [name, [url, 1, scope]]], ...];`, shown
by search/INDEX_N.html. An id is the lower-cased name with other characters than letters,
digits and non-ASCII ones written as _XX (search.js, convertToId).
"""

import html
import json
import os
import re

INDICES = ("all", "pages")      # the indices a heading goes in
_STRING = re.compile(r"'((?:[^'\\]|\\.)*)'")
_BLOCK = re.compile(r"var (\w+) =\s*\{(.*?)\};", re.S)
_ITEM = re.compile(r'(\d+): "((?:[^"\\]|\\.)*)"')
_HEADING = re.compile(r"^#{2,4} (.+?) \{#(\w+)\}$")


def search_id(text):
    """The id search.js matches a search against: its convertToId of the lower-cased text."""
    out = []
    for c in text.lower():
        out.append(c if re.match(r"[a-z0-9\u0080-\uffff]", c) else f"_{ord(c):02x}")
    return "".join(out)


def headings(page, title):
    """(key word, heading, address, title) for each word of each section heading of a page
    (its Doxygen Markdown text), and for each word but the first of its title (Doxygen indexes
    the title by its first), for the index."""
    words = title.split()
    out = [(" ".join(words[i:]), title, f"../{page.label}.html", "") for i in range(1, len(words))]
    for line in page.text.split("\n"):
        m = _HEADING.match(line.strip())
        if m:
            words = m.group(1).split()
            for i in range(len(words)):
                out.append((" ".join(words[i:]), m.group(1), f"../{page.label}.html#{m.group(2)}",
                            title))
    return out


def _parse(js):
    """The entries of a search/INDEX_N.js file."""
    body = js[js.index("["):js.rindex("]") + 1]
    body = _STRING.sub(lambda m: json.dumps(re.sub(r"\\(.)", r"\1", m.group(1))), body)
    return json.loads(body)


def _js(value):
    if isinstance(value, str):
        return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"
    if isinstance(value, list):
        return "[" + ",".join(_js(v) for v in value) + "]"
    return json.dumps(value)


def _blocks(text):
    return {name: dict(_ITEM.findall(body)) for name, body in _BLOCK.findall(text)}


def entries(folder, index="all"):
    """{first character: entries} of one index of a built folder's search."""
    path = os.path.join(folder, "search", "searchdata.js")
    if not os.path.isfile(path):
        return {}
    with open(path, encoding="utf-8") as f:
        blocks = _blocks(f.read())
    number = next((k for k, v in blocks["indexSectionNames"].items() if v == index), None)
    chars = blocks["indexSectionsWithContent"].get(number, "")
    found = {}
    for i, c in enumerate(chars):
        with open(os.path.join(folder, "search", f"{index}_{i:x}.js"), encoding="utf-8") as f:
            found[c] = _parse(f.read())
    return found


def add(folder, words):
    """Adds @p words (from headings()) to the "all" and "pages" indices of a built folder."""
    data = os.path.join(folder, "search", "searchdata.js")
    with open(data, encoding="utf-8") as f:
        text = f.read()
    blocks = _blocks(text)
    for number, index in blocks["indexSectionNames"].items():
        if index not in INDICES:
            continue
        if not os.path.isfile(os.path.join(folder, "search", f"{index}_0.html")):
            continue
        groups = entries(folder, index)
        stub = _stub(folder, index)
        for n, (key, heading, address, title) in enumerate(words):
            groups.setdefault(key[0].lower(), []).append(
                [f"{search_id(key)}_h{n}", [html.escape(heading), [address, 1, title]]])
        chars = "".join(sorted(groups))
        for i, c in enumerate(chars):
            name = f"{index}_{i:x}"
            with open(os.path.join(folder, "search", f"{name}.js"), "w", encoding="utf-8") as f:
                f.write("var searchData=\n[\n" + ",\n".join(f"  {_js(e)}" for e in groups[c])
                        + "\n];\n")
            with open(os.path.join(folder, "search", f"{name}.html"), "w", encoding="utf-8") as f:
                f.write(stub.replace("@INDEX_JS@", f"{name}.js"))
        text = re.sub(rf'(var indexSectionsWithContent =\s*\{{.*?\b{number}: ")[^"]*(")',
                      lambda m: m.group(1) + chars.replace("\\", "\\\\") + m.group(2), text,
                      count=1, flags=re.S)
    with open(data, "w", encoding="utf-8") as f:
        f.write(text)


def _stub(folder, index):
    """The page that shows one file of an index, with @INDEX_JS@ where it names the file."""
    with open(os.path.join(folder, "search", f"{index}_0.html"), encoding="utf-8") as f:
        return f.read().replace(f'src="{index}_0.js"', 'src="@INDEX_JS@"')


def page_title(page):
    return page.text.partition("\n")[0].lstrip("#").split("{#")[0].strip()


def index_pages(folder, pages):
    """Adds the headings of @p pages ((lesson, Page) pairs) to the folder's search."""
    add(folder, [w for _lesson, page in pages for w in headings(page, page_title(page))])


def problems(folder, pages):
    """What a reader typing a word would not find: the first word of each page's title, and
    the last word of each of its headings, must each start an entry of the "all" index."""
    ids = {e[0] for group in entries(folder).values() for e in group}
    found = []
    for _lesson, page in pages:
        wanted = page_title(page).split()[:1]
        wanted += [w[1].split()[-1] for w in headings(page, "") if w[0] == w[1]]
        wanted += page_title(page).split()[-1:]
        for word in wanted:
            if not any(i.startswith(search_id(word)) for i in ids):
                found.append(f"{os.path.basename(folder)}/search: '{word}' of {page.label} "
                             "is not in the search index")
    return found
