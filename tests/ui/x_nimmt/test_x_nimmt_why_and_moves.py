"""X bere!'s "why not?" sentences and its "what can I do now?" lines (issue 33)."""

import random
import re
from pathlib import Path

import pytest

from boardgames_desktop.rules import registry
from boardgames_desktop.rules.core import IllegalAction
from boardgames_desktop.rules.x_nimmt.actions import REFUSALS, Keep, Play, TakeRow
from boardgames_desktop.rules.x_nimmt.state import Choice
from boardgames_desktop.ui.games.x_nimmt import texts

from .conftest import make_players

SPEC = registry.get("x_nimmt")
RULES = Path(texts.__file__).parent / "rules"


def test_every_own_refusal_has_one_sentence_and_a_rules_section_in_every_language():
    assert set(texts.REFUSAL_RULES) == REFUSALS
    for code in REFUSALS:
        sentence = texts.error_text(IllegalAction(code, {"card": 42, "row": 7}))
        assert sentence and sentence.endswith(".") and sentence.count(". ") == 0, (code, sentence)
        assert "{" not in sentence
        for language in ("cs", "sk", "en"):
            page = (RULES / f"{language}.html").read_text(encoding="utf-8")
            assert f'id="{texts.REFUSAL_RULES[code]}"' in page, (code, language)


def test_the_rules_raise_only_the_codes_they_list():
    """What the rules can raise at the table: a row asked for while choosing, a card not held, a
    keep of a card not taken, a row that does not exist."""
    state = SPEC.new_game(2, 3)
    found = set()
    for action in (TakeRow(row=0), Play(card=next(c for c in range(1, 101) if c not in state.seats[0].hand))):
        with pytest.raises(IllegalAction) as refused:
            SPEC.apply(state, 0, action)
        found.add(refused.value.code)
    assert found == {"not_too_low", "card_not_in_hand"}


def random_moments(games=12, players=(2, 3, 4)):
    """(view, legal actions) of the seat to act, along seeded random games."""
    for seed in range(games):
        n = players[seed % len(players)]
        rng = random.Random(seed)
        state = SPEC.new_game(n, seed)
        while not state.is_over:
            seat = state.to_act[0]
            actions = SPEC.legal_actions(state, seat)
            yield SPEC.view(state, seat), actions
            state = SPEC.apply(state, seat, rng.choice(actions))


def test_every_kind_of_move_is_worded_with_a_reason_and_every_card_is_named():
    players = make_players(4)
    kinds = {"play": set(), "take_row": set(), "keep": set()}
    for view, actions in random_moments():
        lines = texts.moves_text(view, actions, players)
        assert lines and all(what and why and "{" not in what + why for what, why in lines)
        kind = actions[0].type
        kinds[kind].add(len(lines))
        named = set()
        for what, _ in lines:
            named |= {int(number) for number in re.findall(r"\d+", what.split(":")[0])}
        if kind == "play":  # every card of the hand is in one group, and the groups are few
            assert {action.card for action in actions} <= named
            assert len(lines) <= 5
        elif kind == "keep":
            assert {action.card for action in actions} <= named
            assert len(lines) <= 2
        else:
            assert len(lines) == 3
    assert all(kinds.values()), kinds


def test_nothing_to_do_gives_no_lines():
    state = SPEC.new_game(3, 1)
    state = SPEC.apply(state, 0, SPEC.legal_actions(state, 0)[0])
    assert texts.moves_text(SPEC.view(state, 0), [], make_players(3)) == []
    assert texts.moves_text(SPEC.view(state, None), [], make_players(3)) == []


def decks(rows, *hands):
    named = [*rows, *(card for hand in hands for card in hand)]
    deck = named + [card for card in range(1, 101) if card not in named]
    return [deck, list(deck)]


def test_a_hand_is_grouped_by_where_its_cards_would_go():
    # rows end 20, 40, 60; row 3 already holds two cards, so the next card there takes it
    state = SPEC.new_game(2, 1, setup={"decks": decks((20, 40, 60), (3, 21, 22, 45, 61, 62, 63, 64),
                                                      (90, 91, 92, 93, 94, 95, 96, 97))})
    state.rows = [[10, 20], [40], [60]]
    lines = texts.moves_text(SPEC.view(state, 0), SPEC.legal_actions(state, 0), make_players(2))
    words = [what for what, _ in lines]
    assert words[1:] == ["21 or 22: would fill row 3", "45: to row 4, after 40",
                         "61, 62, 63 or 64: to row 5, after 60", "3: lower than every row"]
    assert "6 cow heads" in lines[1][1]  # 10 and 20: 3 + 3
    assert "room for 2 more cards" in lines[2][1]


def test_taking_a_row_names_the_cheapest_and_keeping_warns_of_the_x_pile():
    state = SPEC.new_game(2, 1, setup={"decks": decks((21, 40, 60), (3, 4, 5, 6, 7, 8, 9, 11),
                                                      (90, 91, 92, 93, 94, 95, 96, 97))})
    state = SPEC.apply(state, 0, Play(card=3))
    state = SPEC.apply(state, 1, Play(card=90))
    lines = texts.moves_text(SPEC.view(state, 0), SPEC.legal_actions(state, 0), make_players(2))
    assert [what for what, _ in lines] == ["Take row 3: 21 (1 cow head)", "Take row 4: 40 (3 cow heads)",
                                           "Take row 5: 60 (3 cow heads)"]
    assert "fewest" in lines[0][1] and lines[2][1] == "2 cow heads more than row 3."

    # Jana, X row 20, has taken 15 and 33 and chooses the one for her X row
    state = SPEC.apply(state, 0, TakeRow(row=0))
    state.seats[0].x_row = [20]
    state.awaiting, state.to_act, state.phase = Choice("keep", 0, None, (15, 33)), [0], "resolving"
    lines = texts.moves_text(SPEC.view(state, 0), SPEC.legal_actions(state, 0), make_players(2))
    assert [what for what, _ in lines] == ["Put 33 in your X row", "Put 15 in your X row"]
    assert "X pile" in lines[1][1]
    assert SPEC.legal_actions(state, 0) == [Keep(card=15), Keep(card=33)]
