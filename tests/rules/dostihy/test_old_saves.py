"""Saves made before the rules changed (rules_version 1, in fixtures/, see its README) still load,
replay to the very states the old code reached, and play on to the end under the rules they began
with: the first chance deck and answers limited to the listed stakes. (One offer of each horse to
each player per distress, the third difference, is in test_limits.)"""

import hashlib
import json
from pathlib import Path

import pytest

from boardgames_desktop import storage
from boardgames_desktop.rules import IllegalAction, registry
from boardgames_desktop.rules.core import Rng
from boardgames_desktop.rules.dostihy.data import CHANCE_CARDS, CHANCE_CARDS_1, STAKES

from .helpers import SPEC, Answer

FIXTURES = Path(__file__).parent / "fixtures"
EXPECTED = json.loads((FIXTURES / "expected.json").read_text(encoding="utf-8"))
OLD_CARDS = {card.id for card in CHANCE_CARDS_1}


def fingerprint(state) -> str:
    """What the game is at one moment, in the form the fixtures were made with (keep it so)."""
    c = state.challenge
    d = {
        "players": [[p.cash, p.horses, p.pawned, p.held, p.bankrupt] for p in state.players],
        "bank_horses": state.bank_horses, "deck": state.deck, "discard": state.discard,
        "phase": state.phase, "current": state.current, "turn": state.turn, "round": state.round,
        "symbol": state.symbol, "chosen": state.chosen, "changed": state.changed,
        "challenge": None if c is None else [
            c.challenger, c.sent, c.raised, c.finished,
            [[r.runner, r.opponent, r.stake, r.answer, r.answer_stake, r.bonuses, r.rolls, r.winner] for r in c.races],
        ],
        # (horse, buyer) of each offer: the price was remembered only from rules_version 2 on
        "distress": None if state.distress is None else [
            state.distress.seat, state.distress.owed, state.distress.card,
            [list(offer[:2]) for offer in state.distress.offered],
        ],
        "offer": None if state.offer is None else [state.offer.seller, state.offer.buyer, state.offer.horse,
                                                   state.offer.price],
        "bank": [state.bank_paid, state.bank_received], "out": state.out, "end": state.end_reason,
    }
    return hashlib.sha256(json.dumps(d, sort_keys=True).encode()).hexdigest()[:16]


@pytest.fixture(params=sorted(EXPECTED))
def old_save(request):
    return request.param, storage.load(FIXTURES / f"{request.param}.json"), EXPECTED[request.param]


def test_an_old_save_loads_and_replays_to_the_same_states(old_save):
    name, loaded, expected = old_save
    record = loaded.save_file.record
    assert record.rules_version == 1 < SPEC.rules_version
    assert len(record.actions) == expected["saved_after"]
    state = registry.start(record)
    assert state.rules_version == 1 and set(state.deck) == OLD_CARDS
    assert fingerprint(state) == expected["states"][0]
    for index, (seat, data) in enumerate(record.actions):
        state = SPEC.apply(state, seat, SPEC.parse_action(data))
        assert fingerprint(state) == expected["states"][index + 1], f"{name}: differs after action {index}"
    assert fingerprint(loaded.state) == fingerprint(state)
    assert loaded.save_file.finished == state.is_over


def test_an_old_save_plays_on_under_its_own_rules(old_save):
    """The moves the old code played after the save give the same states today, card for card."""
    name, loaded, expected = old_save
    state = loaded.state
    drawn = []
    for index, (seat, data) in enumerate(expected["play_on"], start=expected["saved_after"]):
        assert SPEC.parse_action(data) in SPEC.legal_actions(state, seat)
        state = SPEC.apply(state, seat, SPEC.parse_action(data))
        drawn += [e.params["card"] for e in SPEC.events(state) if e.code == "chance_drawn"]
        assert fingerprint(state) == expected["states"][index + 1], f"{name}: differs after action {index}"
    assert state.is_over and SPEC.view(state, None).rules_version == 1
    assert set(drawn) <= OLD_CARDS


def test_the_old_deck_is_not_the_new_one():
    """Else the tests above would prove nothing about keeping it."""
    assert {card.id for card in CHANCE_CARDS} != OLD_CARDS
    assert "false_start" in OLD_CARDS and min(card.amount for card in CHANCE_CARDS if card.effect == "race_roll") >= -2


def test_the_old_false_start_card_still_counts_minus_three_in_an_old_game():
    loaded = storage.load(FIXTURES / "two_players_mid_game.json")
    state = loaded.state
    assert "false_start" in state.deck
    play_on = EXPECTED["two_players_mid_game"]["play_on"]
    applied = []
    for seat, data in play_on:
        state = SPEC.apply(state, seat, SPEC.parse_action(data))
        applied += [e.params for e in SPEC.events(state) if e.code == "cards_applied"]
    assert any("false_start" in p["cards"] and p["amount"] <= -3 for p in applied)


def test_an_old_game_answers_with_the_old_stakes_and_the_new_rules_would_not():
    """The 4-player save waits for an answer to a 6,000 race: under its rules only the listed stakes
    (up to 10,000, as 12,000 is not listed); a new game allows every thousand up to 12,000."""
    state = storage.load(FIXTURES / "four_players_answering.json").state
    race = state.challenge.races[state.next_answer()]
    seat = state.to_act[0]
    stakes = sorted({a.stake for a in SPEC.legal_actions(state, seat) if isinstance(a, Answer)})
    assert race.stake == 6000 and set(stakes) <= set(STAKES) and stakes[-1] <= 10000
    with pytest.raises(IllegalAction) as refused:
        SPEC.apply(state, seat, Answer(runner="stable", stake=6500))
    assert refused.value.code == "bad_stake"



def test_a_computer_player_of_an_old_game_deals_the_old_deck_when_it_searches():
    """The hard bot searches states dealt from its view: those of an old game hold the old deck."""
    state = storage.load(FIXTURES / "two_players_mid_game.json").state
    for seat in range(state.num_players):
        view = SPEC.view(state, seat)
        dealt = SPEC.determinize(view, seat, Rng(seat + 1))
        assert dealt.rules_version == 1 and sorted(dealt.deck) == sorted(state.deck)
        assert SPEC.view(dealt, seat) == view
