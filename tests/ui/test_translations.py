"""Czech and Slovak are complete, and the committed .qm files are the compiled .ts files."""

import importlib.util
import re
import shutil
import xml.etree.ElementTree as ElementTree
from html.parser import HTMLParser
from pathlib import Path

import pytest

from boardgames_desktop.rules import registry
from boardgames_desktop.ui.dialogs.rules_viewer import rules_path

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("i18n_update", ROOT / "i18n" / "update.py")
i18n_update = importlib.util.module_from_spec(spec)
spec.loader.exec_module(i18n_update)


TARGETS = [pytest.param(target, id=f"{target.name}-{target.language}") for target in i18n_update.targets()]


def messages(ts: Path | str):
    """(context, message) of every message of a .ts file, or of every .ts file of a language
    (the shell's and each game's)."""
    for path in i18n_update.ts_files(ts) if isinstance(ts, str) else [ts]:
        for context in ElementTree.parse(path).getroot().iter("context"):
            for message in context.iter("message"):
                yield context.findtext("name"), message


def test_every_game_and_the_shell_have_their_translations():
    assert {target.name for target in i18n_update.targets()} == {"shell", *(game.id for game in registry.catalog())}
    for target in i18n_update.targets():
        assert target.ts.is_file() and target.qm.is_file(), f"{target.ts}: run i18n/update.py"


@pytest.mark.parametrize("language", i18n_update.LANGUAGES)
def test_every_message_is_translated(language):
    missing = []
    for context, message in messages(language):
        translation = message.find("translation")
        forms = [form.text for form in translation.iter("numerusform")] or [translation.text]
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
            missing.append(f"{context}: {message.findtext('source')}")
        if "%n" in message.findtext("source"):
            assert message.get("numerus") == "yes" and len(forms) == 3, f"{context}: plural forms"
    assert missing == []


@pytest.mark.parametrize("language", i18n_update.LANGUAGES)
def test_placeholders_survive_translation(language):
    pattern = re.compile(r"\{\w+\}|%\d|%n")
    for context, message in messages(language):
        wanted = sorted(set(pattern.findall(message.findtext("source"))))
        translation = message.find("translation")
        for text in [form.text for form in translation.iter("numerusform")] or [translation.text]:
            assert sorted(set(pattern.findall(text or ""))) == wanted, f"{context}: {text}"


@pytest.mark.parametrize("target", TARGETS)
def test_the_code_has_no_text_missing_from_the_translations(target, tmp_path):
    """Each file holds exactly the words of its code: the shell's of ui/ but the games' folders,
    a game's of ui/games/<id>/."""
    fresh = tmp_path / target.ts.name
    shutil.copy(target.ts, fresh)
    original = {(c, m.findtext("source")) for c, m in messages(fresh)}
    i18n_update.lupdate(target, fresh)
    assert {(c, m.findtext("source")) for c, m in messages(fresh)} == original


@pytest.mark.parametrize("target", TARGETS)
def test_the_committed_qm_is_the_compiled_ts(target, tmp_path):
    compiled = tmp_path / "check.qm"
    i18n_update.compile_to(target, compiled)
    assert compiled.read_bytes() == target.qm.read_bytes()


def test_a_translation_in_another_file_moves_to_the_file_its_code_belongs_to(tmp_path):
    """Words moved between the shell and a game (or translated in the shell's file by a branch
    made before the games had files of their own) keep their translation."""
    code = tmp_path / "moved.py"
    code.write_text('from PySide6.QtCore import QCoreApplication\n'
                    'QCoreApplication.translate("ForSaleTexts", "A moved sentence.")\n', encoding="utf-8")
    elsewhere = tmp_path / "elsewhere_cs.ts"
    elsewhere.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="cs">'
                         '<context><name>ForSaleTexts</name><message><source>A moved sentence.</source>'
                         '<translation>Přesunutá věta.</translation></message></context></TS>\n', encoding="utf-8")
    target = i18n_update.Target("for_sale", "cs", tmp_path / "for_sale_cs.ts", tmp_path / "for_sale_cs.qm", [str(code)])
    known = {key: message for key, message in i18n_update._messages(elsewhere)[1]}
    i18n_update.seed(target, known, target.ts)
    i18n_update.lupdate(target, target.ts)
    [(context, message)] = list(messages(target.ts))
    assert (context, message.findtext("translation")) == ("ForSaleTexts", "Přesunutá věta.")
    assert i18n_update.finished(message)


# A player's name is always one of these placeholders, so the rule below finds every
# sentence with a name in it. Names are not declined, and may be anyone's, man or woman.
NAME = r"\{(?:player|players|seller|buyer|opponent|winner)\}"
# Czech and Slovak prepositions: a name right after one would have to be declined.
PREPOSITIONS = set(
    "k ke ku o po při pri na v ve vo od do z ze zo s se so u pro pre proti za před pred nad pod mezi medzi"
    " bez kvůli kvôli podle podľa vedle vedľa kolem okolo místo miesto vůči voči díky vďaka".split()
)
# Words for a person have a gender ("hráči Máma", "súperovi Jana"); the verbs soupeří/súperí do not.
PERSON_NOUN = re.compile(
    r"\b(?:spolu)?hráč\w*|\bsoupeř(?!í\b)\w*|\bsúper(?!í\b)\w*|\bkupe[cč]\w*|\bkupc\w*"
    r"|\bvítěz(?!ství)\w*|\bvíťaz(?!stv)\w*|\bvyzyvatel\w*|\bvyzývateľ\w*|\bmajitel\w*|\bmajiteľ\w*",
    re.IGNORECASE,
)
# A past tense (zahrál/zahrála, bral/brala, bol/bola) or an adjective after "je" (je připravený/á)
# beside a name, in the same clause, has a gender too. Slovak "posiela" is a present tense.
PAST = r"(\w+(?:l|(?<!ie)la|lo|li|ly))\b"
GENDERED_BESIDE_NAME = [
    re.compile(NAME + r"(?:\s+(?:si|se|sa|už|ji|ju|ho|mu|ti))*\s+" + PAST),
    re.compile(r"\b" + PAST + r"(?:\s+(?:si|se|sa|už))*\s+" + NAME),
    re.compile(NAME + r"\s+(?:je|jsi|bude|není|nie je|bol|byl)\s+(\w+[ýá])\b"),
]


def name_problems(text: str) -> list[str]:
    found = [f"a name after “{word}”"
             for word in re.findall(r"(\w+)\s+" + NAME, text) if word.lower() in PREPOSITIONS]
    found += [f"“{noun}”" for noun in PERSON_NOUN.findall(text)]
    return found + [f"“{word}” has a gender" for pattern in GENDERED_BESIDE_NAME for word in pattern.findall(text)]


# "aby si dorovnal", "vzal jsi": the player at the screen may be a man or a woman too.
READER_PAST = re.compile(
    r"\b(?:jsi|si|sis|bys|by si)\s+(\w+(?:l|(?<!ie)la|li|ly))\b|\b(\w+(?:l|(?<!ie)la))\s+(?:jsi|sis|bys)\b"
)


# Nouns that end like a past tense ("Přečti si pravidla").
NOT_PAST = {"pravidla", "čísla", "kola"}


def reader_problems(text: str) -> list[str]:
    return [f"“{word}” gives the reader a gender"
            for word in ("".join(words) for words in READER_PAST.findall(text)) if word.lower() not in NOT_PAST]


def translations(language):
    """(context, source, translation) of every message, each plural form on its own."""
    for context, message in messages(language):
        translation = message.find("translation")
        for text in [form.text for form in translation.iter("numerusform")] or [translation.text]:
            yield context, message.findtext("source"), text or ""


def name_messages(language):
    """(context, translation) of every message with a name in it."""
    return [(context, text) for context, source, text in translations(language) if re.search(NAME, source)]


@pytest.mark.parametrize("language", i18n_update.LANGUAGES)
def test_names_are_never_declined_nor_given_a_gender(language):
    """Every sentence with a name keeps the name in the nominative ("Na řadě je Máma", "Máma kupuje
    koně"), right for any name, a man's or a woman's, with no word beside it that says which; and no
    sentence says "you" in a man's or a woman's past tense."""
    found = [f"{context}: {text} — {problem}"
             for context, text in name_messages(language) for problem in name_problems(text)]
    found += [f"{context}: {text} — {problem}"
              for context, _, text in translations(language) for problem in reader_problems(text)]
    assert found == []


def test_the_name_rule_sees_every_kind_of_sentence_with_a_name():
    """The hand-over, the thinking line, each game's log and table, the end screens are checked, and
    the rule catches each way a sentence can decline a name or give it a gender."""
    checked = {context for context, _ in name_messages("cs")}
    assert {"HandoverScreen", "ThinkingLine", "ForSaleTexts", "XNimmtTexts", "DostihyTexts",
            "ForSaleTable", "XNimmtTable", "DostihyTable"} <= checked
    wrong = [
        "Předej počítač hráči {player}",
        "Podaj počítač hráčovi {player}",
        "Čeká se na {player}.",
        "{player} nabízí koně {horse} za {price} pro {buyer}.",
        "{player} zahrála kartu {card}.",
        "{player} si vzal řadu {row}.",
        "Kartu táhla {player}.",
        "{player} bol najlepší.",
        "{players} vyhráli!",
        "{player} je připravená.",
        "Soupeř: {opponent}",
        "Víťazka: {player}",
    ]
    assert [text for text in wrong if not name_problems(text)] == []
    wrong_for_the_reader = ["Zaplať {amount}, aby si dorovnal zvýšené stávky.", "Vzala jsi kartu."]
    assert [text for text in wrong_for_the_reader if not reader_problems(text)] == []
    right = [
        "Předej počítač. Na řadě je:",
        "Jsem {player} — ukaž moje karty",
        "{player} kupuje koně {horse} za {price}, prodává {seller}.",
        "Dostihy, ve kterých s tebou soupeří {player}: {count} z nejvýš {limit}.",
        "Řada X by už nerostla: {player} ji otáčí lícem dolů na svůj balíček X.",
        "{players} vyhrávají společně!",
        "O víťazstvo sa delia {players}!",
        "{player} posiela výzvu: {races}.",
        "Na dorovnanie zvýšených stávok zaplať {amount}.",
        "Vyber si hru.",
    ]
    assert [text for text in right if name_problems(text) or reader_problems(text)] == []


@pytest.mark.parametrize("language", ["cs", "sk"])
def test_qts_standard_buttons_speak_the_language(qtbot, language):
    from PySide6.QtWidgets import QDialogButtonBox

    from boardgames_desktop.ui import i18n

    box = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel | QDialogButtonBox.Close
                           | QDialogButtonBox.Help | QDialogButtonBox.Yes | QDialogButtonBox.No)
    qtbot.addWidget(box)
    i18n.set_language(language)
    try:
        words = {button.text().replace("&", "") for button in box.buttons()}
    finally:
        i18n.set_language("en")
    assert not words & {"Cancel", "Close", "Help", "Yes", "No"}, words


@pytest.mark.parametrize("language", i18n_update.LANGUAGES)
def test_the_players_dialog_keeps_names_in_the_nominative(language):
    """The Players dialog names a profile as {name}: the same rule as for {player}, and no "hrál/a"."""
    found = [f"{text} — {problem}" for context, source, text in translations(language)
             if context == "ProfilesDialog" and "{name}" in source
             for problem in name_problems(text.replace("{names}", "{players}").replace("{name}", "{player}"))]
    found += [text for _, _, text in translations(language) if re.search(r"\w(?:l|ol)/a\b", text)]
    assert found == []


# The program says "ty" to the player everywhere: no "vy" (jste/ste, vám, vás, váš) and no plural
# imperative or second person plural (vyberte, pošlete, uvidíte, ťaháte: every word ending in -te).
FORMAL = re.compile(r"\b(?:vy|vám|vás|váš|vaš\w*|jste|ste)\b|\b\w+te\b", re.IGNORECASE)
# Words that end in -te and address nobody: a third person (nájemné vzroste) or a Slovak locative
# (v meste, na mieste, na karte, v bankrote), and "ešte".
NOT_FORMAL = {"vzroste", "ešte", "meste", "mieste", "karte", "bankrote"}


@pytest.mark.parametrize("language", i18n_update.LANGUAGES)
def test_the_player_is_addressed_with_ty_everywhere(language):
    found = [f"{context}: {text}" for context, _, text in translations(language)
             for word in FORMAL.findall(text.replace("&", "")) if word.lower() not in NOT_FORMAL]
    assert found == []


# The in-app rules of every game say "ty" too.
# Words of the rules that end in -te and address nobody: a third person (přičte, sečte, odečte), a
# Slovak locative (vo variante, v rovnakom súčte, na najnižšej hodnote) or a street of Anti-Monopoly's
# board.
NOT_FORMAL_IN_RULES = NOT_FORMAL | {"přičte", "sečte", "odečte", "variante", "súčte", "hodnote", "fayette", "grote"}
RULES = [path for game in registry.catalog() for language in i18n_update.LANGUAGES
         for path in [rules_path(game.id, language)] if path.is_file()]


def rules_text(path: Path) -> str:
    """The text a reader sees: tags left out, entities such as &nbsp; turned into characters."""
    parser = HTMLParser()
    parts = []
    parser.handle_data = parts.append
    parser.feed(path.read_text(encoding="utf-8"))
    parser.close()
    return " ".join(" ".join(parts).split())


def formal_words_in_rules(path: Path) -> list[str]:
    return [word for word in FORMAL.findall(rules_text(path)) if word.lower() not in NOT_FORMAL_IN_RULES]


@pytest.mark.parametrize("path", RULES, ids=lambda path: f"{path.parents[1].name}.{path.stem}")
def test_the_rules_address_the_reader_with_ty(path):
    assert formal_words_in_rules(path) == []


def test_the_address_rule_finds_each_formal_form():
    wrong = ["Smíte si nechat dvě karty: vyberte kartu.", "Vytáhli jste: Vila.", "Napište prosím jméno.",
             "Každá nemovitost, která vám zbyla.", "Vytiahli ste: Vila.", "Ak teraz hru zatvoríte, stratia sa."]
    assert [text for text in wrong if not [w for w in FORMAL.findall(text) if w.lower() not in NOT_FORMAL]] == []


@pytest.mark.parametrize("language", ["cs", "sk"])
def test_qts_file_dialog_speaks_the_language(qtbot, language):
    """Open and Save as use Qt's own dialog where the system has none: every label and button in the
    language (Qt's translations, and ours for the two labels they miss)."""
    from PySide6.QtWidgets import QAbstractButton, QFileDialog, QLabel

    from boardgames_desktop.ui import i18n

    i18n.set_language(language)
    try:
        dialog = QFileDialog(None, "", "", "*.json")
        dialog.setOption(QFileDialog.DontUseNativeDialog, True)
        qtbot.addWidget(dialog)
        words = {widget.text().replace("&", "") for kind in (QLabel, QAbstractButton) for widget in dialog.findChildren(kind)}
    finally:
        i18n.set_language("en")
    assert not words & {"Look in:", "File name:", "Files of type:", "Open", "Cancel"}, words


@pytest.mark.parametrize("language", i18n_update.LANGUAGES)
def test_a_count_gets_its_own_forms(language):
    """"1 kokarda, 2 kokardy, 5 kokárd": a plural's forms differ, unless the count is written "%n×"."""
    same = [f"{context}: {message.findtext('source')}" for context, message in messages(language)
            if message.get("numerus") == "yes"
            and len({form.text for form in message.find("translation").iter("numerusform")}) == 1
            and "%n×" not in message.find("translation").find("numerusform").text]
    assert same == []


# One term each, the in-app rules' one: (language, context prefix, the wrong word, the rules file, the rules' term).
TERMS = [
    ("cs", "LastWill", r"(?i)přídavn", "last_will", "Doplňková deska"),
    ("cs", "LastWill", r"(?i)společní", "last_will", "Doprovody"),
    ("cs", "LastWill", r"(?i)kartu vůle", "last_will", "Závěti"),
    ("sk", "AntiMonopoly", r"ŠTART", "anti_monopoly", "START"),
    ("sk", "AntiMonopoly", r"(?i)antimonopoln\w+ úrad", "anti_monopoly", "Protimonopolný úrad"),
    ("sk", "AntiMonopoly", r"(?i)zálo|založ", "anti_monopoly", "zástav"),
    ("sk", "LastWill", r"(?i)prídavn", "last_will", "Doplnková doska"),
    ("sk", "LastWill", r"(?i)vôle", "last_will", "závet"),
]


@pytest.mark.parametrize("language, prefix, wrong, rules, term", TERMS)
def test_the_table_uses_the_rules_terms(language, prefix, wrong, rules, term):
    assert term in rules_path(rules, language).read_text(encoding="utf-8")
    assert [text for context, _, text in translations(language)
            if context.startswith(prefix) and re.search(wrong, text)] == []


# Czech words with no such letter that Slovak never uses ("nápoveda": sk "rady"; "kokard": sk "kokárd").
CZECH_WORDS = r"\b(?:jsi|jsou|není|když|tady|jen|jenom|protože|teď|již|dokud|nápoveda|kokard)\b"


def test_slovak_has_no_czech_letters():
    """ř, ů and ě are Czech only, as are a few words: a Slovak message or rules page with one is Czech
    left behind."""
    czech = re.compile(f"[řůěŘŮĚ]|{CZECH_WORDS}", re.IGNORECASE)
    found = [f"{context}: {text}" for context, _, text in translations("sk") if czech.search(text)]
    found += [path.parents[1].name for game in registry.catalog()
              for path in [rules_path(game.id, "sk")] if path.is_file() and czech.search(rules_text(path))]
    assert found == []
