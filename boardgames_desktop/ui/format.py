"""Numbers as people of each language write them: "12 000 $" in Czech and Slovak, "$12,000" in English."""

from . import i18n


def number(value: int) -> str:
    return i18n.locale().toString(value)


def dollars(value: int) -> str:
    if i18n.current() == "en":
        return f"${number(value)}"
    return f"{number(value)}\u00a0$"
