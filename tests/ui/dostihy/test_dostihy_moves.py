"""Issue 33, "Co teď můžu dělat?": Dostihy a sázky's moves in words, grouped, each with its reason."""

import random

from boardgames_desktop.rules import registry
from boardgames_desktop.ui.games.dostihy import texts

from .conftest import make_players, pick

# How the line of each kind of action begins (English, the source language).
BEGINS = {
    "roll": "Roll the symbol die", "pawn": "Pawn a horse:", "redeem": "Buy back a pawned horse:",
    "choose_symbol": "Choose:", "buy": "Buy a horse from the bank:", "skip_buy": "Buy no horse",
    "return_horse": "Give a horse back to the bank:", "enter": "Enter a race:", "send": "Send the challenge",
    "answer": "Answer with", "match": "Match the raises", "sell_to_bank": "Sell a horse to the bank:",
    "offer": "Offer a horse to", "declare_bankruptcy": "Declare bankruptcy", "accept_offer": "Buy ",
    "refuse_offer": "Refuse the offer",
}


def test_every_kind_of_move_of_random_games_is_worded_with_a_reason():
    spec = registry.get("dostihy")
    players = make_players(3)
    seen = set()
    for seed in range(40):
        rng = random.Random(seed)
        state = spec.new_game(3, seed)
        while not state.is_over:
            seat = state.to_act[0]
            legal = spec.legal_actions(state, seat)
            lines = texts.moves_text(spec.view(state, seat), legal, players)
            kinds = {action.type for action in legal}
            assert len(lines) <= len(kinds) + 2  # grouped: never a line per stake or per horse
            for title, reason in lines:
                assert title and reason and "{" not in title + reason
            for kind in kinds:
                assert any(title.startswith(BEGINS[kind]) for title, _ in lines), (kind, lines)
            seen |= kinds
            waiting = next(other for other in range(3) if other not in state.to_act)
            assert texts.moves_text(spec.view(state, waiting), [], players) == []
            state = spec.apply(state, seat, pick(legal, rng))
    assert seen == set(BEGINS) - {"declare_bankruptcy"} or seen == set(BEGINS)


def test_a_raise_is_worded_up_to_double_and_pawning_with_its_sums():
    spec = registry.get("dostihy")
    players = make_players(2)
    state = spec.new_game(2, 4, setup={"dice": ["money"], "first_player": 0, "horses": [[1], [12]]})
    lines = texts.moves_text(spec.view(state, 0), spec.legal_actions(state, 0), players)
    assert ("Pawn a horse: Little Owl (1,250 crowns)") in [title for title, _ in lines]
    state = spec.apply(state, 0, spec.parse_action({"type": "roll"}))
    state = spec.apply(state, 0, spec.parse_action({"type": "enter", "runner": 1, "opponent": 1, "stake": 7000}))
    state = spec.apply(state, 0, spec.parse_action({"type": "send"}))
    lines = texts.moves_text(spec.view(state, 1), spec.legal_actions(state, 1), players)
    assert [title for title, _ in lines] == [
        "Answer with the stable, Spark: match 7,000 crowns or raise up to 14,000 crowns"]
