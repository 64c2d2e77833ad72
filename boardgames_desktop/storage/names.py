"""The rule for names people type (players, saved games), applied when typed and when a file is read.

A name is shown as plain text on every screen, so it keeps only printable characters (no control
or format characters, such as U+202E that shows the text backwards, and no lone surrogates, which
cannot even be written back as UTF-8), single spaces, and a bounded length.
"""

MAX_NAME_LENGTH = 20  # a player's name: it must fit the hand-over title and the table's columns
MAX_LABEL_LENGTH = 80  # a saved game's name, as long as its file name may be


def clean_name(text: str, limit: int = MAX_NAME_LENGTH) -> str:
    """`text` as it will be shown: no unprintable characters, single spaces, at most `limit` characters."""
    printable = "".join(char if char.isprintable() else " " for char in text)
    return " ".join(printable.split())[:limit].strip()
