"""Every Dostihy a sázky event, error code, chance card and tie-break has its own words."""

import re

import pytest

from boardgames_desktop.rules import IllegalAction, registry
from boardgames_desktop.rules.dostihy import actions
from boardgames_desktop.rules.dostihy.data import CARD_BY_ID, CHANCE_CARDS
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.format import number
from boardgames_desktop.ui.games.dostihy import texts
from boardgames_desktop.ui.messages import error_text
from boardgames_desktop.ui.dialogs.rules_viewer import rules_path

from .conftest import make_players, pick


def test_every_event_of_random_games_is_put_into_words():
    import random

    spec = registry.get("dostihy")
    seen = set()
    for seed in range(4):
        rng = random.Random(seed)
        state = spec.new_game(3, seed)
        for event in spec.events(state):
            seen.add(event.code)
        while not state.is_over:
            seat = state.to_act[0]
            state = spec.apply(state, seat, pick(spec.legal_actions(state, seat), rng))
            for event in spec.events(state):
                seen.add(event.code)
                text = texts.event_text(event, make_players(3))
                assert text and "{" not in text, event
    assert {"race_won", "chance_drawn", "turn_started", "game_over"} <= seen


def test_every_error_code_of_the_engine_has_its_own_words():
    codes = re.findall(r"^    (\w+) +\{", actions.__doc__, re.MULTILINE)
    assert len(codes) > 20
    generic = error_text("dostihy", IllegalAction("no_such_code", {}))
    params = {"horse": 1, "cost": 2500, "cash": 1000, "limit": 2, "available": 1000, "minimum": 2000,
              "maximum": 4000, "price": 500, "total": 3000, "opponent": 1, "stake": 1000, "to": 1, "phase": "roll",
              "symbol": "star", "runner": "stable", "step": 1000}
    for code in codes:
        text = error_text("dostihy", IllegalAction(code, params))
        assert text != generic and "{" not in text, code


def test_every_chance_card_has_a_title_and_its_effect():
    """Of every deck: games begun under older rules still draw theirs."""
    titles = set()
    for card in CARD_BY_ID.values():
        title = texts.card_title(card.id)
        assert title != card.id
        titles.add(title)
        assert texts.card_effect(card.id)
    assert len(titles) == len(CARD_BY_ID)


def test_tie_breaks_are_told_in_words():
    assert set(texts.tie_breaks()) == {"shared_win", "more_horses", "more_valuable_horses"}
    assert all(texts.tie_breaks().values())


def test_money_and_plurals():
    assert texts.crowns(12000) == "12,000 crowns"
    assert texts.horses(1) == "1 horse" and texts.horses(3) == "3 horses"
    assert texts.races(2) == "2 races"


@pytest.mark.parametrize("language", ["en", "cs", "sk"])
def test_the_rules_list_every_card_of_the_deck_as_the_table_words_it(qapp, language):
    """Issue 11: the in-app rules list all 26 cards of new games exactly, by the titles the table
    shows and with their amounts."""
    try:
        i18n.set_language(language)
        html = rules_path("dostihy", language).read_text(encoding="utf-8").replace("&nbsp;", " ")
        rows = re.findall(r"<tr><td>(?:green|red|zelená|červená)</td><td>(.*?)</td><td>(.*?)</td></tr>", html)
        assert [title for title, _ in rows] == [texts.card_title(card.id) for card in CHANCE_CARDS]
        for (title, effect), card in zip(rows, CHANCE_CARDS):
            if card.effect == "race_roll":
                assert f"{card.amount:+d}".replace("-", "−") in effect, title
            elif card.effect != "colic":
                assert number(card.amount).replace("\u00a0", " ") in effect, title
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["cs", "sk", "en"])
def test_a_chance_card_someone_else_drew_tells_of_them_never_to_you(language):
    i18n.set_language(language)
    for card in CARD_BY_ID:
        other = texts.card_effect(card, "Petr")
        assert "Petr" in other and other != texts.card_effect(card), card
        assert "{" not in other and " ti " not in other and "you" not in other.lower(), other


@pytest.mark.parametrize("language, horse, stable", [("cs", "posílá do dostihu koně Kulíšek", "posílá do dostihu stáj"),
                                                     ("sk", "prihlasuje do dostihu koňa Kuvičok", "prihlasuje do dostihu stajňu")])
def test_a_runner_after_a_verb_is_in_the_accusative(language, horse, stable):
    from boardgames_desktop.rules.core.events import Event

    i18n.set_language(language)
    players = make_players(2)
    entered = [texts.event_text(Event(code="race_entered", params={"seat": 0, "runner": runner, "opponent": 1,
                                                                   "stake": 1000}), players) for runner in (1, "stable")]
    assert horse in entered[0] and stable in entered[1]


def test_every_horse_is_named_in_the_language_of_the_screen():
    """The horses' names are words ("Zlatá hříva"): Slovak on a Slovak screen, English on an English one,
    each name once, on the cards as in the sentences."""
    from boardgames_desktop.rules.dostihy.data import HORSES

    names = {}
    for language in ("cs", "sk", "en"):
        i18n.set_language(language)
        names[language] = [texts.horse_name(horse.id) for horse in HORSES]
    assert names["cs"] == [horse.name for horse in HORSES]
    assert not [name for name in names["sk"] if re.search("[řůěŘŮĚ]", name)]
    assert not [name for name in names["en"] if re.search(r"[^\x00-\x7f]", name)]
    assert all(len(set(words)) == len(HORSES) for words in names.values())


def test_every_own_refusal_is_listed_with_its_rule_section_in_every_language():
    """Issue 33: REFUSALS names the codes of the list in actions.py, each with a sentence of its own and
    a section of the rules that exists in the cs, sk and en pages."""
    codes = set(re.findall(r"^    (\w+) +\{", actions.__doc__, re.MULTILINE)) - {"wrong_phase"}
    assert actions.REFUSALS == codes
    assert set(texts.REFUSAL_RULES) == actions.REFUSALS
    for language in ("cs", "sk", "en"):
        ids = set(re.findall(r'<h[23] id="([\w-]+)"', rules_path("dostihy", language).read_text(encoding="utf-8")))
        assert set(texts.REFUSAL_RULES.values()) <= ids, language
    sentences = {texts.error_text(IllegalAction(code, {"horse": 1, "runner": 2, "symbol": "money"}))
                 for code in actions.REFUSALS}
    assert len(sentences) == len(actions.REFUSALS)


def test_a_refused_symbol_names_the_rule_it_breaks():
    assert "money" in texts.error_text(IllegalAction("symbol_not_allowed", {"symbol": "money"}))
    assert "star" in texts.error_text(IllegalAction("symbol_not_allowed", {"symbol": "star"}))
    assert texts.error_text(IllegalAction("runner_used_twice", {"runner": "stable"})).startswith("The stable")
