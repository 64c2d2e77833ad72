"""The About box, the README and the package's description say which games there are: the About
box lists the registry's catalog, and the README names games of it only, with no count to go stale. The
README's documents are in the repository."""

import re
import tomllib
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from boardgames_desktop.rules import registry
from boardgames_desktop.ui import i18n, texts
from boardgames_desktop.ui.app.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def test_the_about_box_lists_the_games_of_the_catalog(qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    i18n.set_language("cs")
    window = MainWindow()
    qtbot.addWidget(window)
    window.about_action.trigger()
    [text] = shown
    assert re.findall(r"<li>(.*?)</li>", text) == [texts.game_title(game.id) for game in registry.catalog()]
    assert "Dostihy a sázky – cestovní verze" in text
    assert not re.search(r"\b(pět|tři)\b", text, re.IGNORECASE)  # no count to go stale


def test_the_readme_names_only_games_of_the_catalog_and_counts_none():
    """The README's games are among the catalog's, and no count goes stale when a game is added
    (a game is its folders and one catalog line: docs/ARCHITECTURE.md, "Adding a game")."""
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    sentence = re.search(r"The start screen lists the games it plays; among them (.*?)\. The program", readme)
    assert sentence, "the README's sentence naming the games"
    i18n.set_language("cs")
    titles = {texts.game_title(game.id) for game in registry.catalog()}
    named = re.findall(r"\*\*(.+?)\*\*", sentence.group(1))
    assert named and set(named) <= titles, set(named) - titles
    assert not re.search(r"\b(one|two|three|four|five|six|seven) are playable|všech (pět|šest)", readme, re.IGNORECASE)


def test_the_package_description_counts_no_games():
    description = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["description"]
    assert not re.search(r"\b(two|three|four|five|six)\b", description, re.IGNORECASE)


def test_the_readme_points_only_to_documents_in_the_repository():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "../" not in readme
    documents = set(re.findall(r"[\w./-]+\.md\b", readme))
    assert "docs/ARCHITECTURE.md" in documents
    for document in documents:
        assert (ROOT / document).is_file(), document
