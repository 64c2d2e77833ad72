"""The in-app rules pages as files: where a game's are, reading them, the title of a section, and the
links that point into them (`rules:<game>#<anchor>`, in a table's error line or a tutorial's card).

A page is `ui/games/<game id>/rules/<language>.html` under the root package of the game's catalog
line (rules/registry.py). A section a link points at is a heading with an `id`, the same id in every
language. The dialog that shows them is ui/dialogs/rules_viewer.py.
"""

import re
from html import unescape
from pathlib import Path

from ..rules import registry
from ..rules.core import InvalidSetup
from . import i18n

FALLBACK_LANGUAGE = "en"
SCHEME = "rules:"


def rules_path(game_id: str, language: str) -> Path:
    """Where the rules of `game_id` (a game of the catalog) in `language` (cs, sk, en) are, whether
    or not the file exists."""
    return registry.folder(game_id, f"ui/games/{game_id}/rules") / f"{language}.html"


def read_rules(game_id: str, language: str) -> tuple[str, str] | None:
    """The HTML of the rules and the language it is in: `language` if there is such a file,
    else English; None if the game has no readable rules file at all."""
    for candidate in dict.fromkeys((language, FALLBACK_LANGUAGE)):
        try:
            return rules_path(game_id, candidate).read_text(encoding="utf-8"), candidate
        except (OSError, UnicodeDecodeError, InvalidSetup):  # InvalidSetup: not a game of the catalog
            continue
    return None


def anchors(html: str) -> dict[str, str]:
    """The sections of a page a link may point at: {id: the heading's words}."""
    found = {}
    for match in re.finditer(r"<h([1-6])\b([^>]*)>(.*?)</h\1>", html, re.S | re.I):
        anchor = re.search(r"""\bid\s*=\s*["']([^"']+)["']""", match.group(2))
        if anchor:
            words = unescape(re.sub(r"<[^>]+>", "", match.group(3)))
            found[anchor.group(1)] = " ".join(words.replace("\u00a0", " ").split())
    return found


def section_title(game_id: str, anchor: str) -> str | None:
    """The heading of the section `anchor` in the rules shown in the current language, if there is one."""
    found = read_rules(game_id, i18n.current())
    return None if found is None else anchors(found[0]).get(anchor)


def link(game_id: str, anchor: str) -> str:
    return f"{SCHEME}{game_id}#{anchor}"


def parse_link(href: str) -> tuple[str, str | None] | None:
    """(game, anchor or None) of a `rules:` link, None for any other."""
    if not href.startswith(SCHEME):
        return None
    game, _, anchor = href[len(SCHEME):].partition("#")
    return game, anchor or None
