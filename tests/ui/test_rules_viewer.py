"""The in-app rules: every text in all three languages, readable, stating the program's readings,
and the dialog that shows them in the current language."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re  # noqa: E402
from collections import defaultdict  # noqa: E402
from html.parser import HTMLParser  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

import boardgames_desktop  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEvent, Qt  # noqa: E402
from PySide6.QtGui import QTextDocument  # noqa: E402
from PySide6.QtWidgets import QDialogButtonBox  # noqa: E402

from boardgames_desktop.rules import registry  # noqa: E402
from boardgames_desktop.ui import i18n  # noqa: E402
from boardgames_desktop.ui import rules_pages  # noqa: E402
from boardgames_desktop.ui.dialogs.rules_viewer import RulesDialog, read_rules, rules_path  # noqa: E402

GAME_IDS = {game.id for game in registry.catalog()}
LANGUAGES = ("cs", "sk", "en")
RULES_FILES = [pytest.param(game, path.stem, id=f"{game}.{path.stem}") for game in sorted(GAME_IDS)
               for path in sorted(rules_path(game, "en").parent.glob("*.html"))]


def rules_by_game() -> dict[str, set[str]]:
    found: dict[str, set[str]] = defaultdict(set)
    for param in RULES_FILES:
        game, language = param.values
        found[game].add(language)
    return found


def text_of(game: str, language: str) -> str:
    document = QTextDocument()
    document.setHtml(rules_path(game, language).read_text(encoding="utf-8"))
    return " ".join(document.toPlainText().replace("\u00a0", " ").split())


@pytest.fixture
def language():
    """Switch the interface language for one test; English again afterwards."""
    yield i18n.set_language
    i18n.set_language("en")


# -- the files -------------------------------------------------------------------------------


def test_every_game_has_its_rules_in_all_three_languages():
    found = rules_by_game()
    for game in GAME_IDS:
        assert found[game] == set(LANGUAGES), f"{game}: has {sorted(found[game])} in {rules_path(game, 'en').parent}"


def test_rules_path_names_the_file_of_a_game_and_language():
    path = rules_path("for_sale", "sk")
    assert path == Path(boardgames_desktop.__file__).parent / "ui" / "games" / "for_sale" / "rules" / "sk.html"
    assert path.is_file()


class _Checker(HTMLParser):
    """Tags must nest and close (void tags excepted); nothing is loaded from outside."""

    VOID = {"meta", "br", "hr", "img", "link", "input"}

    def __init__(self):
        super().__init__()
        self.open: list[str] = []
        self.problems: list[str] = []
        self.tags: list[str] = []
        self.title = ""
        self._in_title = False

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        attributes = dict(attrs)
        if tag in ("img", "link", "script", "style", "iframe"):
            self.problems.append(f"<{tag}> at line {self.getpos()[0]}")
        if "style" in attributes:
            self.problems.append(f"inline style at line {self.getpos()[0]}")
        for name in ("src", "href"):
            if re.match(r"\w+:", attributes.get(name) or ""):
                self.problems.append(f"outside link {attributes[name]}")
        if tag == "meta" and "charset" in attributes:
            assert attributes["charset"].lower() == "utf-8"
        if tag not in self.VOID:
            self.open.append(tag)
        self._in_title = tag == "title"

    def handle_endtag(self, tag):
        if not self.open or self.open[-1] != tag:
            self.problems.append(f"</{tag}> at line {self.getpos()[0]} closes {self.open[-1:]}")
        else:
            self.open.pop()
        self._in_title = False

    def handle_data(self, data):
        if self._in_title:
            self.title += data


@pytest.mark.parametrize("game, language", RULES_FILES)
def test_each_rules_file_is_well_formed_and_renders(game, language):
    raw = rules_path(game, language).read_bytes()
    html = raw.decode("utf-8")  # UTF-8, or this raises
    checker = _Checker()
    checker.feed(html)
    checker.close()
    assert checker.problems == []
    assert checker.open == []
    assert checker.title.strip()
    assert checker.tags.count("h1") == 1 and "h2" in checker.tags
    text = text_of(game, language)
    assert len(text) > 3000
    assert "\ufffd" not in text


HEADINGS = {
    "cs": ["3–6 hráčů", "Cíl hry", "Příprava", "Fáze 1: nákup domů", "Příklad", "Fáze 2: prodej domů",
           "Konec hry a vítěz", "Varianta „Na každého se nedostane!“", "Jak to dělá program"],
    "sk": ["3–6 hráčov", "Cieľ hry", "Príprava", "Fáza 1: nákup domov", "Príklad", "Fáza 2: predaj domov",
           "Koniec hry a víťaz", "Variant „Na každého sa neujde!“", "Ako to robí program"],
    "en": ["3–6 players", "Goal of the game", "Setting up", "Phase 1: buying houses", "Example",
           "Phase 2: selling houses", "End of the game and the winner", "Not Everyone Gets One!",
           "How the program does it"],
}

# The program's readings (docs/RULES-NOTES.md) must be stated in every language.
READINGS = {
    "cs": ["zaokrouhl", "polovin", "nový součet", "0 mincí", "Kdo nemá žádné mince, může jen pasovat",
           "Vynucený pas", "celou hromádku", "vynucený pas stojí polovinu, jako každý pas",
           "první dva", "víc mincí", "společn", "předávací obrazovk", "svůj vlastní poslední tah"],
    "sk": ["zaokrúhl", "polovic", "nový súčet", "0 mincí", "Kto nemá žiadne mince, môže iba pasovať",
           "Vynútený pas", "celú kôpku", "vynútený pas stojí polovicu ako každý pas",
           "prví dvaja", "viac mincí", "spoločn", "odovzdávac", "svoj vlastný posledný ťah"],
    "en": ["rounded up", "half", "new total of your pile", "0 coins", "A player with no coins can only pass",
           "Forced pass", "whole pile back", "a forced pass costs half, like any pass",
           "first two", "more coins", "share", "hand-over screen", "your own last move"],
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_for_sale_rules_have_the_headings_and_state_the_programs_readings(language):
    text = text_of("for_sale", language)
    for needle in HEADINGS[language] + READINGS[language]:
        assert needle in text, f"{language}: missing {needle!r}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_for_sale_setup_table_has_the_repaired_coin_counts(language):
    text = text_of("for_sale", language)
    for players, coins in ((3, 28), (4, 21), (5, 16), (6, 14)):
        assert f"{players} {coins}" in text


def test_slovak_rules_are_slovak_not_czech():
    text = text_of("for_sale", "sk")
    text = text.replace("Na každého se nedostane!", "").replace("Na prodej", "")  # the Czech names
    assert not set("řůěŘŮĚ") & set(text)
    czech_words = ["když", "také", "může", "který", "která", "hráčů", "peníze", "peněz", "polovina",
                   "vyhrává", "jsou", "nebo", "pouze", "zpátky", "dům"]
    found = [word for word in czech_words if re.search(rf"\b{word}\b", text, re.IGNORECASE)]
    assert found == []
    for word in ["hráč", "kolo", "mince", "šek", "domy", "prihodí", "pasuje", "vyhráva", "keď", "tiež",
                 "môže", "ktor", "peňazí"]:
        assert word in text


# Poslední vůle: the rules the engine must match (booklet 002 and LAST-WILL-DATA.md), in every language.
LAST_WILL_RULES = {
    "cs": ["70 liber", "sedm kol", "5 liber", "největším dluhem", "nejmenším součtem", "víc vlevo",
           "nesmíš zaplatit víc, než máš hotovosti", "prodat všechny", "bez omezení", "dvě karty",
           "Statky nechátrají nikdy", "jednou za kolo", "neutrálním žetonem", "Co je v programu naše vlastní",
           "140 karet", "kolik karet kdo má", "pořadí karet ve všech balíčcích", "−3, −2, +1, +3"],
    "sk": ["70 libier", "sedem kôl", "5 libier", "najväčším dlhom", "najmenším súčtom", "viac vľavo",
           "nesmieš zaplatiť viac, než máš hotovosti", "predať všetky", "bez obmedzenia", "dve karty",
           "Statky nechátrajú nikdy", "raz za kolo", "neutrálnym žetónom", "Čo je v programe naše vlastné",
           "140 kariet", "koľko kariet kto má", "poradie kariet vo všetkých balíčkoch", "−3, −2, +1, +3"],
    "en": ["70 pounds", "seven rounds", "5 pounds", "deepest debt", "lowest total", "further left",
           "you may not pay more than the cash you have", "sell all", "without limit", "two cards",
           "Farms never decay", "once a round", "neutral marker", "What is the program's own",
           "140 cards", "how many cards each player holds", "order of the cards in every deck", "−3, −2, +1, +3"],
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_last_will_rules_state_the_rules_the_engine_follows(language):
    text = text_of("last_will", language)
    for needle in LAST_WILL_RULES[language]:
        assert needle in text, f"{language}: missing {needle!r}"
    assert DAY_PLAN_ROWS in text


# The day-plan board of LAST-WILL-DATA.md, as the table reads row by row: plan, then cards / errand
# boys / actions at 2-3 players and at 4-5 players (plans 7 and 8 exist only at 4-5).
_DAY_PLANS_2_3 = [(5, 2, 1), (2, 2, 2), (0, 2, 3), (7, 1, 2), (1, 1, 4), (2, 2, 3)]
_DAY_PLANS_4_5 = [(1, 2, 1), (1, 1, 2), (6, 2, 1), (3, 2, 2), (0, 2, 3), (6, 2, 2), (0, 1, 4), (2, 2, 3)]
DAY_PLAN_ROWS = " ".join(
    " ".join(map(str, (plan, *(_DAY_PLANS_2_3[plan - 1] if plan <= 6 else ("–",) * 3), *gives)))
    for plan, gives in enumerate(_DAY_PLANS_4_5, start=1)
)


def test_last_will_slovak_rules_have_no_czech_letters():
    text = text_of("last_will", "sk").replace("Vladimíra Suchého", "")
    assert not set("řůěŘŮĚ") & set(text)


# -- the dialog ------------------------------------------------------------------------------


def test_the_dialog_shows_the_rules_in_czech_when_czech_is_chosen(qtbot, language):
    language("cs")
    dialog = RulesDialog("for_sale")
    qtbot.addWidget(dialog)
    assert dialog.shown_language == "cs"
    assert "zaokrouhleno nahoru" in dialog.browser.toPlainText()
    assert "Na prodej" in dialog.windowTitle()
    assert not dialog.notice.isVisibleTo(dialog)


def test_the_dialog_has_a_sensible_size_and_closes_with_esc_or_the_button(qtbot):
    dialog = RulesDialog("for_sale")
    qtbot.addWidget(dialog)
    assert (dialog.width(), dialog.height()) == (720, 640)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    dialog.show()
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Close), Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_the_dialog_reloads_when_the_language_changes(qtbot, language):
    dialog = RulesDialog("for_sale")
    qtbot.addWidget(dialog)
    assert dialog.shown_language == "en"
    assert "rounded up" in dialog.browser.toPlainText()
    language("sk")
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.shown_language == "sk"
    assert "po zaokrúhlení nahor" in dialog.browser.toPlainText()


def test_a_missing_translation_falls_back_to_english_with_a_notice(qtbot, language, tmp_path, monkeypatch):
    (tmp_path / "demo.en.html").write_text(
        "<html><head><title>Demo</title></head><body><h1>Demo</h1><p>English rules.</p></body></html>",
        encoding="utf-8",
    )
    monkeypatch.setattr(rules_pages, "rules_path", lambda game, lang: tmp_path / f"{game}.{lang}.html")
    language("cs")
    assert read_rules("demo", "cs")[1] == "en"
    dialog = RulesDialog("demo")
    qtbot.addWidget(dialog)
    assert dialog.shown_language == "en"
    assert "English rules." in dialog.browser.toPlainText()
    assert dialog.notice.isVisibleTo(dialog)
    assert dialog.notice.text()


def test_a_game_without_rules_gets_a_friendly_message(qtbot, language):
    language("sk")
    assert read_rules("no_such_game", "sk") is None
    dialog = RulesDialog("no_such_game")
    qtbot.addWidget(dialog)
    assert dialog.shown_language is None
    sorry = dialog.tr("Sorry, the rules of this game are not available yet.")
    assert sorry != "Sorry, the rules of this game are not available yet."  # said in Slovak
    assert sorry in dialog.browser.toPlainText()
    assert dialog.windowTitle() == dialog.tr("Rules")
    assert not dialog.notice.isVisibleTo(dialog)
