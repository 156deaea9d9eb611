"""What a student's object file may hold before it is linked: read as data, in Python.

The compiler runs in the box, but what it wrote is still the student's: top-level `asm` can put
any section into the object. Some sections are instructions to the linker rather than code or
data: `.gnu.lto_*` makes the linker's plugin run the compiler again on bytes and options taken
from the object, `.gnu.warning*` prints the student's text, `.note.GNU-split-stack` changes how
calls are linked, `.deplibs` and `.llvm*` pull in other files. So an object is linked only
when it is an ELF relocatable object of the same kind as the trusted ones and every section is
one that GCC writes for ordinary C++ code (the list below); anything else is refused with the
section's name. The check reads only the ELF header and the section headers, bounds-checked.
"""

import re
import struct

from . import shown

# Section names GCC writes for C++ (with -O2 -g, and COMDAT groups): the name, or the name
# followed by a dot and anything. The relocation sections of those, .rela<name>, too.
ALLOWED = ("text", "data", "bss", "rodata", "tbss", "tdata", "init_array", "fini_array",
           "gcc_except_table", "eh_frame", "group", "symtab", "strtab", "shstrtab", "comment",
           "note.GNU-stack", "note.gnu.property", "ctors", "dtors")
_ALLOWED = re.compile(r"(?:\.rela?)?\.(?:" + "|".join(map(re.escape, ALLOWED)) +
                      r"|debug_[a-z_]+)(?:\..*)?", re.S)
# Section types: null, progbits, symtab, strtab, rela, note, nobits, rel, init/fini arrays,
# group, symtab_shndx, and x86-64's unwind tables.
_TYPES = {0, 1, 2, 3, 4, 7, 8, 9, 14, 15, 17, 18, 0x70000001}
_ET_REL = 1
MAX_SECTIONS = 1 << 16


class Refused(ValueError):
    """The object may not be linked; the message says why (names escaped)."""


def _header(data):
    if len(data) < 64 or data[:4] != b"\x7fELF":
        raise Refused("it is not an ELF object file")
    cls, order = data[4], data[5]
    if cls != 2 or order not in (1, 2):
        raise Refused("it is not a 64-bit ELF object")
    end = "<" if order == 1 else ">"
    e_type, machine = struct.unpack_from(end + "HH", data, 16)
    shoff, = struct.unpack_from(end + "Q", data, 40)
    shentsize, shnum, shstrndx = struct.unpack_from(end + "HHH", data, 58)
    return end, e_type, machine, shoff, shentsize, shnum, shstrndx


def kind(data):
    """(class, byte order, type, machine) of an ELF file: what two objects must share."""
    end, e_type, machine, *_ = _header(data)
    return (data[4], end, e_type, machine)


def sections(data):
    """[(name, type)] of an ELF file's sections; raises Refused when the file is malformed."""
    end, _, _, shoff, shentsize, shnum, shstrndx = _header(data)
    if shentsize != 64:
        raise Refused("its section headers have an unexpected size")

    def header(i):
        at = shoff + i * 64
        if at < 64 or at + 64 > len(data):
            raise Refused("a section header lies outside the file")
        name, typ, _, _, offset, size, link = struct.unpack_from(end + "IIQQQQI", data, at)
        return name, typ, offset, size, link

    if shnum == 0 and shoff:                 # more sections than fit: the count is in #0
        shnum = header(0)[3]
    if shstrndx == 0xFFFF:
        shstrndx = header(0)[4]
    if shnum > MAX_SECTIONS:
        raise Refused(f"it has {shnum} sections")
    if shnum == 0:
        return []
    if shstrndx >= shnum:
        raise Refused("its section name table is missing")
    _, _, str_off, str_size, _ = header(shstrndx)
    if str_off + str_size > len(data):
        raise Refused("its section name table lies outside the file")
    names = data[str_off:str_off + str_size]
    out = []
    for i in range(shnum):
        name_at, typ, _, _, _ = header(i)
        if name_at >= len(names):
            raise Refused("a section name lies outside the name table")
        stop = names.find(b"\0", name_at)
        raw = names[name_at:stop if stop >= 0 else len(names)]
        out.append((raw.decode("utf-8", errors="surrogateescape"), typ))
    return out


def section_bytes(data, wanted):
    """{name: contents} of the sections whose name starts with @p wanted (used by the tests
    to take the sections a compiler wrote, to hand them to a hostile submission)."""
    end, _, _, shoff, _, shnum, shstrndx = _header(data)
    out = {}
    for i, (name, _) in enumerate(sections(data)):
        if name.startswith(wanted):
            at = shoff + i * 64
            _, _, _, _, offset, size, _ = struct.unpack_from(end + "IIQQQQI", data, at)
            out[name] = data[offset:offset + size]
    return out


def check(data, like):
    """Raises Refused unless @p data is an object of the same kind as @p like (the trusted
    object's kind()) whose every section is allowed."""
    if kind(data) != like:
        raise Refused("it is not an object file of the kind the course builds "
                      "(ELF class, byte order, type or machine differ)")
    if kind(data)[2] != _ET_REL:
        raise Refused("it is not a relocatable object")
    for name, typ in sections(data):
        if name == "" and typ == 0:
            continue
        if name.startswith((".gnu.lto_", ".gnu.offload_lto_", ".gnu.debuglto_")):
            raise Refused(f"it holds the link-time optimization section {shown.name(name)}: "
                          "link-time optimization is not allowed (the grader links without it)")
        if not _ALLOWED.fullmatch(name):
            raise Refused(f"it holds the section {shown.name(name)}, which the compiler does "
                          "not write for ordinary code (a section made with asm or "
                          "__attribute__((section)))")
        if typ not in _TYPES:
            raise Refused(f"its section {shown.name(name)} has the unexpected type {typ:#x}")
