"""The About box, the README and the package's description say which games there are: the About
box lists the registry's catalog, and the README must name every game of it as playable now. The
README's documents are in the repository."""

import re
import tomllib
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from boardgames_desktop.rules import registry
from boardgames_desktop.ui import i18n, texts
from boardgames_desktop.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
NUMBER_WORDS = {1: "One", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six"}


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


def test_the_readme_names_every_game_of_the_catalog_as_playable_now():
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    i18n.set_language("cs")
    for game in registry.catalog():
        assert texts.game_title(game.id) in readme
    assert f"{NUMBER_WORDS[len(registry.catalog())]} are playable now" in readme


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
