"""Poslední vůle in words: every event of seeded games and every choice offered along the way is
worded (no code, no placeholder left), in English, Czech and Slovak; every card has a name."""

import random
import re
from pathlib import Path

import pytest

from boardgames_desktop.rules import registry
from boardgames_desktop.rules.core.events import Event
from boardgames_desktop.rules.last_will.actions import Activate, Opera
from boardgames_desktop.rules.last_will.data import CARD, CARDS, DECK_CARDS
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.games.last_will import names, texts
from boardgames_desktop.ui.widgets.players import TOKENS
from boardgames_desktop import storage
from boardgames_desktop.ui.dialogs.rules_viewer import rules_path

ROOT = Path(__file__).resolve().parents[3]

PLAYERS = [storage.Player(name=name, kind="human", colour=token.colour, symbol=token.symbol)
           for name, token in zip(("Jana", "Petr", "Eva", "Ota", "Ema"), TOKENS)]


def played(players: int, seed: int):
    """(events, (action, view) pairs) of a seeded random game played to its end."""
    spec = registry.get("last_will")
    state = spec.new_game(players, seed)
    rng = random.Random(seed)
    events, offered = spec.events(state), []
    while not state.is_over:
        seat = state.to_act[0]
        legal = spec.legal_actions(state, seat)
        view = spec.view(state, seat)
        offered += [(action, view) for action in rng.sample(legal, min(6, len(legal)))]
        state = spec.apply(state, seat, rng.choice(legal))
        events += spec.events(state)
    return events, offered


@pytest.mark.parametrize("language", ["en", "cs", "sk"])
def test_every_event_and_choice_of_whole_games_is_worded(language):
    i18n.set_language(language)
    codes = set()
    for players, seed in ((2, 1), (3, 2), (5, 3)):
        events, offered = played(players, seed)
        for event in events:
            words = texts.event_text(event, PLAYERS)
            codes.add(event.code)
            assert words and words != event.code and "{" not in words, (event.code, words)
        for action, view in offered:
            words = texts.action_text(action, view)
            assert words and words != action.type and "{" not in words, (action, words)
    assert {"round_started", "plan_chosen", "cards_drawn", "errand_took", "card_placed", "spent",
            "property_decayed", "round_ended", "game_over"} <= codes


@pytest.mark.parametrize("language", ["cs", "sk"])
def test_every_card_has_a_name_in_the_language(language):
    i18n.set_language("en")
    english = {card.id: names.card_name(card.id) for card in CARDS}
    i18n.set_language(language)
    for card in CARDS:
        assert names.card_name(card.id) not in ("", english[card.id]), card
    assert names.card_name(DECK_CARDS["experiences"][0]) == ("Projížďka kočárem" if language == "cs" else
                                                              "Jazda kočiarom")


def test_companions_that_share_an_initial_get_two_letters():
    i18n.set_language("cs")
    assert names.companion_mark("horse") == "Ků" and names.companion_mark("cook") == "Ku"
    assert names.companion_mark("dog") == "P" and names.companion_mark("lady") == "D"


@pytest.mark.parametrize("language", ["cs", "sk"])
def test_a_hint_names_the_entry_to_pick_without_a_second_colon(language):
    """"Rada: Odhodit: Vila" read as a list of labels: the hint says which entry of the move list to
    pick, in its own words and quoted ("Rada: Vyber „Odhodit: Vila“.")."""
    i18n.set_language(language)
    try:
        _, offered = played(3, 2)
        hints = {texts.hint_text(action, view, PLAYERS): texts.action_text(action, view) for action, view in offered}
    finally:
        i18n.set_language("en")
    for words, entry in hints.items():
        assert words in (f"Vyber „{entry}“.", f"Klikni na „{entry}“."), words
        assert ":" not in words.split("„")[0], words


@pytest.mark.parametrize("language", ["en", "cs"])
def test_the_first_round_says_that_everyone_keeps_cards_first(language):
    """Its first hand-over goes to whoever keeps cards first, not to the start player: the line under
    it must not say the start player is on turn."""
    from boardgames_desktop.rules.core import Event

    i18n.set_language(language)
    first = texts.event_text(Event(code="round_started", params={"round": 1, "start_player": 2, "offer": {}}), PLAYERS)
    later = texts.event_text(Event(code="round_started", params={"round": 2, "start_player": 2, "offer": {}}), PLAYERS)
    assert "Eva" in first and "2" in first and first != later
    assert ("keeps" in first) if language == "en" else ("nechá" in first and "Na řadě" not in first)


@pytest.mark.parametrize("language, spent", [
    ("cs", ["Aktivovat: Statek, utratit 1 libru", "Aktivovat: Statek, utratit 2 libry",
            "Aktivovat: Statek, utratit 5 liber"]),
    ("sk", ["Aktivovať: Statok, minúť 1 libru", "Aktivovať: Statok, minúť 2 libry",
            "Aktivovať: Statok, minúť 5 libier"]),
])
def test_money_spent_is_declined_as_an_object(language, spent):
    """ "utratit 1 libru", not "utratit 1 libra": the amount spent or paid takes the accusative,
    while the amount someone has stays in the nominative."""
    i18n.set_language(language)
    assert [texts.action_text(Activate(card="P01", pay=n), None) for n in (1, 2, 5)] == spent
    assert texts.action_text(Opera(pay=1), None).endswith(" 1 libru")
    assert texts.pounds(1) == "1 libra"
    sold = Event(code="property_sold", params={"seat": 0, "card": "P01", "price": 1})
    decayed = Event(code="property_decayed", params={"seat": 0, "card": "P01", "value": 1})
    assert texts.event_text(sold, PLAYERS).endswith(" za 1 libru.")
    assert texts.event_text(decayed, PLAYERS).endswith(": 1 libra.")


@pytest.mark.parametrize("language, escort, other", [("cs", "doprovod", "společník"), ("sk", "spoločník", "sprievod")])
def test_the_escort_deck_has_the_rules_name_everywhere(language, escort, other):
    """The move list, the events and the hints call the escort deck what the language's in-app rules
    call it: "Doprovody" in Czech (the booklet's word), "Spoločníci" in Slovak."""
    rules = rules_path("last_will", language).read_text(encoding="utf-8")
    assert escort in rules.lower() and other not in rules.lower()
    i18n.set_language(language)
    assert texts.deck_name("companions").lower().startswith(escort[:-1])
    shell = (ROOT / "i18n" / f"boardgames_{language}.ts").read_text(encoding="utf-8")
    ts = (rules_path("last_will", language).parents[1] / "i18n" / f"last_will_{language}.ts").read_text(encoding="utf-8")
    word = re.compile(rf"\b{other}(?!c)", re.IGNORECASE)  # "sprievodca", the tutorial's guide, is another word
    assert not word.search(shell) and not word.search(ts)
    assert len(re.findall(escort[:-1], ts, re.IGNORECASE)) >= 5


@pytest.mark.parametrize("language", ["en", "cs", "sk"])
def test_what_can_i_do_now_words_every_kind_of_move_in_a_line_of_its_own(language):
    """moves_text: one line per kind of move open (buying and laying a card apart), each with its
    reason, worded in every language; nothing when it is not the seat's turn."""
    i18n.set_language(language)
    spec = registry.get("last_will")
    kinds = set()
    for players, seed in ((2, 4), (3, 5), (5, 6)):
        state = spec.new_game(players, seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.to_act[0]
            legal = spec.legal_actions(state, seat)
            view = spec.view(state, seat)
            grouped = {"buy" if a.type == "place" and CARD[a.card].kind == "property" else
                       "lay" if a.type == "place" else a.type for a in legal}
            lines = texts.moves_text(view, legal, PLAYERS)
            assert len(lines) == len(grouped), (grouped, lines)
            for what, why in lines:
                assert what and why and "{" not in what + why and what != why, (what, why)
            kinds |= grouped
            state = spec.apply(state, seat, rng.choice(legal))
        assert texts.moves_text(spec.view(state, 0), [], PLAYERS) == []
    assert kinds == {"discard", "plan", "draw", "take", "opera", "market", "extra_board", "draw_any", "play", "lay",
                     "buy", "activate", "companion", "sell", "end_turn"}


@pytest.mark.parametrize("language", ["en", "cs", "sk"])
def test_every_refusal_has_one_sentence_naming_its_rule_and_a_section_of_the_rules(language):
    from boardgames_desktop.rules import IllegalAction
    from boardgames_desktop.rules.last_will.actions import REFUSALS

    i18n.set_language(language)
    params = {"card": "E01", "needed": 2, "left": 1, "pay": 5, "money": 3, "companion": "cook", "position": 3,
              "deck": "experiences", "space": "A", "type": "play"}
    page = rules_path("last_will", language).read_text(encoding="utf-8")
    assert set(texts.REFUSAL_RULES) == REFUSALS
    for code in REFUSALS:
        words = texts.error_text(IllegalAction(code, params))
        assert words and "{" not in words and words.count(". ") == 0, (code, words)
        assert f'id="{texts.REFUSAL_RULES[code]}"' in page, code
