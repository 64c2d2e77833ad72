"""Numbers as people of each language write them: "12 000 $" in Czech and Slovak, "$12,000" in English."""

import re

from . import i18n


_INT64 = 2**63  # QLocale.toString takes a 64-bit integer; a larger Python int overflows it and aborts Qt


def number(value: int) -> str:
    """The rules and the save files bound every amount far below this; a number that escaped them is
    still written, digit groups and all, never handed to Qt to overflow."""
    locale = i18n.locale()
    if -_INT64 < value < _INT64:
        return locale.toString(value)
    return f"{value:,}".replace(",", locale.groupSeparator()).replace("-", locale.negativeSign())


def decimal(value: float) -> str:
    """An average with one decimal place, "2,5", and a whole number without one: "69 000", not "69 000,0"."""
    rounded = round(value, 1)
    if rounded == int(rounded):
        return number(int(rounded))
    return i18n.locale().toString(float(rounded), "f", 1)


def plural(text: str, n: int) -> str:
    """`text` from `tr(source, "", abs(n))` for the count `n`, worded for `n`: Qt fills `%n` only for
    counts of 0 or more (a negative one left "%n pounds" on the screen), so the translation is
    asked for the count's size, whose plural form is the one, and the count is written here, sign
    and digit groups as the language writes them. Its "(s)" is resolved too: English is the source
    language and has no translation of its own to give the plural forms."""
    # the count is the words' only number (tests/ui/test_format.py holds the translations to it)
    text = re.sub(rf"(?<!\d){abs(n)}(?!\d)", lambda _: number(n), text, count=1)
    return text.replace("(s)", "" if abs(n) == 1 else "s")


def dollars(value: int) -> str:
    if i18n.current() == "en":
        return f"${number(value)}"
    return f"{number(value)}\u00a0$"


def percent(share: float) -> str:
    """A share (0..1) as a whole percentage: "50%" in English, "50 %" in Czech and Slovak."""
    value = round(share * 100)
    return f"{value}%" if i18n.current() == "en" else f"{value}\u00a0%"
