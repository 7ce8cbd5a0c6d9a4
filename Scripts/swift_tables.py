"""What the scripts that write Swift tables from Data/ share: the repository root, the civil-day
numbering, the error exit, numeric arrays written a fixed number of values a line, and an enum's
literal arrays.

Plain Python 3, no packages; imported by Scripts/gen_hijri_tables.py,
Scripts/gen_moon_calendar_tables.py, Scripts/country_table.py, Scripts/gen_l10n_tables.py,
Scripts/gen_jakim_zones.py and Scripts/gen_place_elevations.py (run from anywhere: each finds the
root from its own path).
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORDINAL_TO_JDN = 1721425  # date.toordinal() + 1721425 = JDN
PER_LINE = 12


def failing(script):
    """A function that exits with `script: error: message`."""
    def fail(msg):
        sys.exit(f"{script}: error: {msg}")
    return fail


def write_or_check(swift_out, text, fail):
    """Writes `text` to `swift_out` (relative to the root), or with --check on the command line
    fails (by `fail(message)`) if the file differs from it."""
    path = os.path.join(ROOT, swift_out)
    if "--check" in sys.argv[1:]:
        with open(path, encoding="utf-8") as f:
            if f.read() != text:
                fail(f"{swift_out} differs from what the script generates")
    else:
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)


def value_lines(values, fmt, comment=None):
    """Indented lines of PER_LINE values each, every line ending in a comma (and
    `  // comment(i, n)` when given: i the first value's index, n the line's count)."""
    lines = []
    for i in range(0, len(values), PER_LINE):
        chunk = values[i:i + PER_LINE]
        tail = f",  // {comment(i, len(chunk))}\n" if comment else ",\n"
        lines.append("    " + ", ".join(fmt(v) for v in chunk) + tail)
    return lines


def literal_array(name, kind, values, per_line=8):
    """`  static let name: [kind] = [ … ]` with `per_line` literals a line (the Swift of an enum's
    arrays, read without parsing: Scripts/gen_jakim_zones.py, Scripts/gen_place_elevations.py)."""
    body = "".join(f"    {', '.join(values[i:i + per_line])},\n" for i in range(0, len(values), per_line))
    return f"  static let {name}: [{kind}] = [\n{body}  ]\n"
