"""The deck and dice of the money kit: versioned card tables, a scripted top of the deck, scripted
dice, Rng.dice and the card effects the kit pays out."""

from collections import Counter
from dataclasses import dataclass

import pytest

from boardgames_desktop.rules.core import InvalidSetup, Rng
from boardgames_desktop.rules.core.deck import Entry, Payment, deck_of, money_effect, stack
from boardgames_desktop.rules.core.dice import roll, script_dice


@dataclass(frozen=True)
class Card:
    id: str


TABLE = (
    Entry(Card("a"), {1: 1, 2: 2}),
    Entry(Card("b"), {1: 1}),
    Entry(Card("c"), {2: 1}),
)


def test_one_table_makes_each_versions_deck_in_its_order():
    assert [c.id for c in deck_of(TABLE, 1)] == ["a", "b"]
    assert [c.id for c in deck_of(TABLE, 2)] == ["a", "a", "c"]
    assert deck_of(TABLE, 3) == ()


def test_stack_puts_the_scripted_top_over_the_shuffled_rest():
    cards = ["a", "a", "b", "c", "d"]
    deck = stack(cards, ["a", "c"], Rng.from_seed(4))
    assert deck[:2] == ["a", "c"] and Counter(deck) == Counter(cards)
    assert deck[2:] == Rng.from_seed(4).shuffled(["a", "b", "d"])
    assert stack(cards, None, Rng.from_seed(4)) == Rng.from_seed(4).shuffled(cards)


@pytest.mark.parametrize("top", [["e"], ["b", "b"], ["a", "a", "a"], "abc", [1]])
def test_stack_refuses_a_top_the_deck_does_not_hold(top):
    with pytest.raises(InvalidSetup) as info:
        stack(["a", "a", "b"], top, Rng.from_seed(0), what="chance")
    assert info.value.code == "bad_setup" and info.value.params["detail"].startswith("chance")


def test_rng_dice():
    rng = Rng.from_seed(9)
    rolls = rng.dice(600)
    assert set(rolls) == {1, 2, 3, 4, 5, 6} and len(rolls) == 600
    copy = Rng.from_seed(9)
    assert rolls[:3] == [copy.below(6) + 1 for _ in range(3)]
    assert set(Rng.from_seed(1).dice(50, ("x", "x", "y"))) == {"x", "y"}


def test_scripted_dice_come_first_each_to_its_die():
    faces = {"symbol": ("horse", "money", "money", "star"), "points": (1, 2, 3, 4, 5, 6)}
    scripts = script_dice(["money", 6, 2, "star"], faces)
    assert scripts == {"symbol": ["money", "star"], "points": [6, 2]}
    rng, fresh = Rng.from_seed(3), Rng.from_seed(3)
    assert [roll(rng, faces["points"], scripts["points"]) for _ in range(3)] == [6, 2, fresh.dice(1)[0]]
    assert script_dice(None, faces) == {"symbol": [], "points": []}


@pytest.mark.parametrize("given", [["moon"], [7], [True], "money"])
def test_a_result_no_die_shows_is_refused(given):
    with pytest.raises(InvalidSetup):
        script_dice(given, {"points": (1, 2, 3, 4, 5, 6), "symbol": ("horse", "star")})


def test_money_effects():
    assert money_effect("receive", 50, 1) == [Payment(None, 1, 50)]
    assert money_effect("pay", 50, 1) == [Payment(1, None, 50)]
    assert money_effect("receive_per_house", 25, 0, units={"house": 3}) == [Payment(None, 0, 75)]
    assert money_effect("pay_per_runner", 500, 2, units={"runner": 2}) == [Payment(2, None, 1000)]
    groups = {"monopolist": [0, 2, 3], "competitor": [1]}
    assert money_effect("receive_from_each_monopolist", 25, 1, groups=groups) == [
        Payment(0, 1, 25), Payment(2, 1, 25), Payment(3, 1, 25)]
    assert money_effect("pay_to_each_monopolist", 25, 2, groups=groups) == [Payment(2, 0, 25), Payment(2, 3, 25)]
    assert money_effect("nothing", 0, 0) == []
    assert money_effect("colic", 0, 0) is None  # the game's own


def test_an_effect_on_a_unit_or_group_the_game_does_not_count_is_a_mistake_in_its_data():
    with pytest.raises(KeyError):
        money_effect("pay_per_hotel", 10, 0, units={"house": 1})
