"""The data tables against the booklet and RULES-NOTES.md, the options, the setup override, and
records replaying exactly (also through the command line)."""

import json
from collections import Counter

import pytest

from boardgames_desktop.rules import GameRecord, InvalidSetup, registry
from boardgames_desktop.cli import main as cli_main
from boardgames_desktop.rules.dostihy import data

from .helpers import CHAMPION, PLAIN, PRICE, ROSETTE, ROSETTES, SPEC, START, Buy, Roll, act, new, play


def test_the_horses():
    """"22 karet koní": 10 at 2,500 without rosette, 7 at 5,000 with one, 5 champions with two."""
    assert [h.id for h in data.HORSES] == list(range(1, 23))
    assert {h.id: h.price for h in data.HORSES} == PRICE
    assert {h.id: h.rosettes for h in data.HORSES} == ROSETTES
    assert (len(PLAIN), len(ROSETTE), len(CHAMPION)) == (10, 7, 5)
    names = [h.name for h in data.HORSES]
    assert len(set(names)) == 22 and all(name.strip() == name and name for name in names)


def test_the_dice():
    assert Counter(data.SYMBOL_FACES) == {"horse": 1, "money": 2, "question": 2, "star": 1}  # RULES-NOTES
    assert data.POINTS_FACES == (1, 2, 3, 4, 5, 6)


@pytest.mark.parametrize("cards", [data.CHANCE_CARDS_1, data.CHANCE_CARDS_2])
def test_the_chance_deck(cards):
    """26 cards of the booklet's kinds: green good, red bad; money from or to the bank, once or per
    horse + stable; colic; betting cards."""
    assert len(cards) == 26 and len({c.id for c in cards}) == 26
    for card in cards:
        good = card.effect in ("receive", "receive_per_runner") or (card.effect == "race_roll" and card.amount > 0)
        assert (card.colour == "green") == good, card
        if card.effect == "colic":
            assert card.amount == 0
        else:
            assert card.amount != 0 and (card.amount > 0 or card.effect == "race_roll")
    kinds = Counter(c.effect for c in cards)
    assert set(kinds) == {"receive", "pay", "receive_per_runner", "pay_per_runner", "colic", "race_roll"}


def test_the_decks_of_each_rules_version():
    """New games get the second deck; a card id means the same card in both; the second one has no
    betting card below -2 and fewer red ones (RULES-NOTES.md, issue 11)."""
    assert data.CHANCE_CARDS == data.RULES[SPEC.rules_version].deck == data.CHANCE_CARDS_2
    assert data.RULES[1].deck == data.CHANCE_CARDS_1
    for card in data.CHANCE_CARDS_1 + data.CHANCE_CARDS_2:
        assert data.CARD_BY_ID[card.id] == card
    penalties = [c.amount for c in data.CHANCE_CARDS_2 if c.effect == "race_roll" and c.amount < 0]
    assert min(penalties) == -2 and len(penalties) < sum(
        c.effect == "race_roll" and c.amount < 0 for c in data.CHANCE_CARDS_1)
    assert sorted(new(3).deck) == sorted(c.id for c in data.CHANCE_CARDS_2)
    assert sorted(new(3, rules_version=1).deck) == sorted(c.id for c in data.CHANCE_CARDS_1)


def test_stakes_and_prices():
    assert 2000 in data.STAKES and 4000 in data.STAKES  # the booklet's example
    assert list(data.STAKES) == sorted(set(data.STAKES)) and all(s % 1000 == 0 for s in data.STAKES)
    assert data.STAKES[0] == 1000 and data.RAISE_LIMIT == 2
    for horse in (PLAIN[0], ROSETTE[0], CHAMPION[0]):
        prices = data.offer_prices(horse)
        assert prices[0] == PRICE[horse] // 5 and prices[-1] == 2 * PRICE[horse]
        assert all(p % 500 == 0 for p in prices)


def test_starting_cash_option():
    assert [p.cash for p in SPEC.new_game(3, 1).players] == [START] * 3
    assert [p.cash for p in SPEC.new_game(3, 1, {"starting_cash": 50000}).players] == [50000] * 3
    for bad in ({"starting_cash": 5000}, {"starting_cash": 30500}, {"starting_cash": "lots"}, {"cash": 1}):
        with pytest.raises(InvalidSetup) as info:
            SPEC.new_game(3, 1, bad)
        assert info.value.code == "bad_options"


@pytest.mark.parametrize("setup", [
    {"chance": ["sponsor", "sponsor"]}, {"chance": ["no_such_card"]}, {"chance": "sponsor"},
    {"dice": [7]}, {"dice": ["moon"]}, {"dice": [True]}, {"dice": "money"},
    {"first_player": 3}, {"first_player": -1}, {"first_player": True},
    {"cash": [1000]}, {"cash": [1000, -1, 0]}, {"cash": [1.5, 1, 1]},
    {"horses": [[1], [1], []]}, {"horses": [[23], [], []]}, {"horses": [[1], []]}, {"horses": [[True], [], []]},
    {"pawned": [1]}, {"horses": [[1], [], []], "pawned": [2]},
])
def test_bad_setups(setup):
    with pytest.raises(InvalidSetup) as info:
        SPEC.new_game(3, 1, None, setup)
    assert info.value.code == "bad_setup" and isinstance(info.value.params["detail"], str)


def test_the_setup_override():
    state = new(3, first_player=2, cash=[1000, 2000, 3000], horses=[[1, 18], [], [11]], pawned=[18],
                chance=["sponsor", "fine"], dice=["horse", 3, "money"])
    assert state.current == 2 and [p.cash for p in state.players] == [1000, 2000, 3000]
    assert state.players[0].horses == [1, 18] and state.players[0].pawned == [18]
    assert state.bank_horses == [h for h in range(1, 23) if h not in (1, 18, 11)]
    assert state.deck[:2] == ["sponsor", "fine"] and sorted(state.deck) == sorted(c.id for c in data.CHANCE_CARDS)
    assert state.symbol_script == ["horse", "money"] and state.points_script == [3]
    # The cards not named are shuffled by the seed.
    assert new(3, seed=1, chance=["sponsor"]).deck != new(3, seed=2, chance=["sponsor"]).deck
    # A script runs out into the seeded dice.
    state = act(act(state, 2, Roll()), 2, Buy(horse=2))
    assert state.symbol_script == ["money"]


def record_of(players, seed, actions, setup=None, options=None):
    return GameRecord(
        game=SPEC.id, rules_version=SPEC.rules_version, num_players=players, seed=seed,
        options=SPEC.parse_options(options).model_dump(mode="json"), setup=setup,
        actions=[(seat, action.model_dump(mode="json")) for seat, action in actions],
    )


def test_the_registry_serves_this_spec():
    assert registry.get("dostihy") is SPEC
    assert (SPEC.min_players, SPEC.max_players, SPEC.rules_version, SPEC.older_rules_versions) == (2, 6, 2, (1,))


@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_record_with_setup_and_options_replays_exactly(players):
    setup = {"chance": ["fresh_oats", "colic_cold_water"], "dice": ["star", "money", 6, 1, "question"],
             "first_player": players - 1}
    options = {"starting_cash": 40000}
    states, actions = play(players, 3, "family", options, setup)
    record = GameRecord.model_validate_json(record_of(players, 3, actions, setup, options).model_dump_json())
    assert registry.start(record) == states[0]
    assert registry.replay(record) == states[-1]
    for cut in (1, 5, len(actions) // 2):
        assert registry.replay(record.model_copy(update={"actions": record.actions[:cut]})) == states[cut]


def test_the_command_line_plays_and_replays(capsys, tmp_path):
    assert cli_main(["play", "dostihy", "--players", "4", "--seed", "9"]) == 0
    out = capsys.readouterr().out
    record = GameRecord.model_validate_json(out)
    final = registry.replay(record)
    assert final.is_over
    path = tmp_path / "game.json"
    path.write_text(out, encoding="utf-8")
    assert cli_main(["replay", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["outcome"] == SPEC.outcome(final).model_dump(mode="json")


def test_progress_counts_rounds_from_the_first_player():
    states, _ = play(3, 12)
    rounds = [SPEC.progress(s).round for s in states]
    assert rounds == sorted(rounds) and rounds[0] == 1
    assert SPEC.progress(states[-1]).phase == "over"
