"""Na prodej's "What can I do now?" words: the moves grouped, each with what it brings, from the view
and the legal actions alone."""

import random

from boardgames_desktop.rules import registry
from boardgames_desktop.rules.for_sale.actions import Bid, Pass
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.games.for_sale.texts import moves_text

SPEC = registry.get("for_sale")


def setup(houses=None, first_player=0, n=3, options=None):
    return SPEC.new_game(n, 1, options, {"houses": houses or list(range(1, 31)), "first_player": first_player})


def words(state, seat):
    return moves_text(SPEC.view(state, seat), SPEC.legal_actions(state, seat), None)


def test_the_first_bid_of_a_round_may_be_nothing_and_a_pass_costs_nothing():
    state = setup()  # houses 1, 2, 3 on the table, 28 coins each
    assert words(state, 0) == [
        ("Raise: 0 to 28 coins in all", "You may open at 0: it costs you nothing. The last one left in the auction "
                                        "pays their bid and takes house 3."),
        ("Pass", "You take the cheapest house, 1, for nothing."),
    ]
    assert words(state, 1) == []  # not their turn: the panel says whose it is


def test_a_pass_gives_half_the_pile_back_and_a_forced_pass_all_of_it():
    state = SPEC.apply(setup(), 0, Bid(amount=5))
    state = SPEC.apply(state, 1, Bid(amount=28))
    state = SPEC.apply(state, 2, Pass())
    assert words(state, 0) == [("Pass (you cannot bid more)", "You take the cheapest house, 2, and get all your 5 coins back.")]
    state = SPEC.apply(setup(), 0, Bid(amount=5))
    state = SPEC.apply(state, 1, Bid(amount=6))
    state = SPEC.apply(state, 2, Pass())
    assert words(state, 0) == [
        ("Raise: 7 to 28 coins in all", "The last one left in the auction pays their whole bid and takes the best house, 3."),
        ("Pass", "You take the cheapest house, 2, and get half of your coins back: 3 coins."),
    ]


def test_a_pass_is_forced_only_when_the_rules_leave_no_bid_not_when_the_bids_are_held_back():
    """A tutorial's card may allow only Pass (Guide.allowed filters the actions shown); the player could
    still bid, so the pass is a free choice and gives half the pile back."""
    state = SPEC.apply(setup(), 0, Bid(amount=5))
    state = SPEC.apply(state, 1, Bid(amount=6))
    state = SPEC.apply(state, 2, Pass())
    only_pass = [action for action in SPEC.legal_actions(state, 0) if action.type == "pass"]
    assert moves_text(SPEC.view(state, 0), only_pass, None) == [
        ("Pass", "You take the cheapest house, 2, and get half of your coins back: 3 coins.")]


def test_in_the_variant_the_first_to_pass_gets_no_house():
    state = setup(n=5, options={"variant": "not_everyone"})
    state = SPEC.apply(state, 0, Bid(amount=4))
    assert words(state, 1)[-1] == ("Pass", "You get no house this round and pay nothing.")


def test_selling_names_the_houses_and_the_cheques_at_stake_in_czech():
    rng = random.Random(2)
    state = setup()
    while state.phase == "buying":
        seat = state.to_act[0]
        state = SPEC.apply(state, seat, rng.choice(SPEC.legal_actions(state, seat)))
    seat = state.to_act[0]
    i18n.set_language("cs")
    try:
        [(move, reason)] = words(state, seat)
    finally:
        i18n.set_language("en")
    houses = ", ".join(map(str, sorted(SPEC.view(state, seat).me.houses)))
    assert move == f"Prodat dům: jeden z {houses}"
    assert reason.startswith("Nejvyšší dům dostane nejvyšší šek (")
