"""Shared helpers for the Na prodej tests: decks for setup overrides, scripted and random play,
and the invariants every state must keep.

The numbers here are copied from the booklet (and RULES-NOTES.md), not imported from the engine's
data module, so a wrong table in the engine cannot make its own test pass.
"""

import math
import random
from collections import Counter
from collections.abc import Iterator

from boardgames_desktop.rules import GameRecord, registry
from boardgames_desktop.rules.for_sale.actions import Pass, Sell
from boardgames_desktop.rules.for_sale.view import ForSaleView

SPEC = registry.get("for_sale")

# Booklet: 30 houses numbered 1..30; two cheques of each $2,000..$15,000 and two $0 cheques.
ALL_HOUSES = list(range(1, 31))
ALL_CHEQUES = sorted([0, 0] + [1000 * v for v in range(2, 16)] * 2)
# Booklet (repaired 28): coins per player.
STARTING_COINS = {3: 28, 4: 21, 5: 16, 6: 14}
# Cards removed unseen from each deck: standard (page 2) and "Na každého se nedostane!" (page 8).
REMOVED = {
    "standard": {3: 0, 4: 2, 5: 0, 6: 0},
    "not_everyone": {3: 10, 4: 0, 5: 3, 6: 0},
}
PLAYER_COUNTS = (3, 4, 5, 6)
VARIANTS = ("standard", "not_everyone")


def deck(top: list[int], full: list[int]) -> list[int]:
    """A whole deck whose first cards are `top`, the rest of `full` following in ascending order."""
    rest = Counter(full)
    rest.subtract(Counter(top))
    assert all(n >= 0 for n in rest.values()), f"{top} is not part of the deck"
    return list(top) + sorted(rest.elements())


def setup(houses_top=(), cheques_top=(), first_player: int | None = 0) -> dict:
    result = {"houses": deck(list(houses_top), ALL_HOUSES), "cheques": deck(list(cheques_top), ALL_CHEQUES)}
    if first_player is not None:
        result["first_player"] = first_player
    return result


def new(num_players=3, *, variant="standard", seed=0, houses_top=(), cheques_top=(), first_player=0,
        **options):
    return SPEC.new_game(
        num_players, seed, {"variant": variant, **options}, setup(houses_top, cheques_top, first_player)
    )


def act(state, seat, action):
    """Apply one action, checking first that it is this seat's turn and that it is listed as legal."""
    assert seat in state.to_act, f"seat {seat} is not to act (to_act={state.to_act})"
    assert action in SPEC.legal_actions(state, seat), f"{action!r} not legal for seat {seat}"
    return SPEC.apply(state, seat, action)


def codes(state) -> list[str]:
    return [event.code for event in SPEC.events(state)]


def event(state, code: str):
    found = [e for e in SPEC.events(state) if e.code == code]
    assert len(found) == 1, f"expected one {code!r} event, got {SPEC.events(state)}"
    return found[0]


def finish_buying_by_passing(state):
    """Every seat to act passes until the houses are all bought (the last one left in pays 0)."""
    while state.phase == "buying":
        state = act(state, state.to_act[0], Pass())
    return state


def finish_buying_round_by_passing(state):
    """Every seat to act passes until the current auction round is over."""
    round_ = state.round
    while state.round == round_ and state.phase == "buying":
        state = act(state, state.to_act[0], Pass())
    return state


def sell_lowest_until_round_ends(state):
    """Every seat still holding houses lays its lowest house: one selling round."""
    for seat in list(state.to_act):
        state = act(state, seat, Sell(house=state.seats[seat].houses[0]))
    return state


def sell_lowest_until_over(state):
    """Selling rounds of lowest houses until the game ends."""
    while not state.is_over:
        state = sell_lowest_until_round_ends(state)
    return state


# -- random play ---------------------------------------------------------------------------------


def choose(rng: random.Random, state) -> tuple[int, object]:
    """A seat among those to act and one of its legal actions, chosen by `rng`.

    Uniform choice among bids would bid everything at once; this policy passes often, usually
    raises a little and sometimes jumps, so forced passes, empty purses and long auctions all occur.
    """
    seat = state.to_act[0] if len(state.to_act) == 1 else rng.choice(state.to_act)
    legal = SPEC.legal_actions(state, seat)
    if state.phase == "buying":
        bids = legal[:-1]
        roll = rng.random()
        if not bids or roll < 0.3:
            return seat, legal[-1]
        if roll < 0.9:
            return seat, bids[min(len(bids) - 1, int(rng.expovariate(0.7)))]
    return seat, rng.choice(legal)


def step_bound(num_players: int, variant: str) -> int:
    """Most actions a game can take: per auction round at most one pass per seat and one bid per
    coin in the game (+1 for a first bid of 0); then at most one sale per house."""
    houses = 30 - REMOVED[variant][num_players]
    per_round = num_players - (1 if variant == "not_everyone" else 0)
    rounds = math.ceil(houses / per_round)
    coins = num_players * STARTING_COINS[num_players]
    return rounds * (num_players + coins + 1) + houses


def random_steps(num_players, seed, options=None, game_setup=None) -> Iterator[tuple]:
    """Yield (state_before, seat, action, state_after) for a whole random game."""
    rng = random.Random(seed)
    state = SPEC.new_game(num_players, seed, options, game_setup)
    while not state.is_over:
        seat, action = choose(rng, state)
        after = SPEC.apply(state, seat, action)
        yield state, seat, action, after
        state = after


def play_random(num_players, seed, options=None, game_setup=None):
    """A whole random game: (list of states from the start, list of (seat, action))."""
    states = [SPEC.new_game(num_players, seed, options, game_setup)]
    actions = []
    for _before, seat, action, after in random_steps(num_players, seed, options, game_setup):
        states.append(after)
        actions.append((seat, action))
    return states, actions


def record_of(state0, num_players, seed, options, actions, game_setup=None) -> GameRecord:
    return GameRecord(
        game="for_sale",
        rules_version=SPEC.rules_version,
        num_players=num_players,
        seed=seed,
        options=SPEC.parse_options(options).model_dump(mode="json"),
        setup=game_setup,
        actions=[(seat, action.model_dump(mode="json")) for seat, action in actions],
    )


# -- invariants ----------------------------------------------------------------------------------


def check_invariants(state) -> None:
    """What must hold after every step of every game."""
    n = state.num_players
    start = STARTING_COINS[n]
    seats = state.seats
    # Coins are conserved: purses + piles on the table + coins paid out of the game.
    assert sum(s.coins for s in seats) + sum(s.bid or 0 for s in seats) + state.coins_in_box == n * start
    assert all(s.coins >= 0 for s in seats)
    assert all(s.bid is None or s.bid >= 0 for s in seats)
    # The 30 houses and the 30 cheques are all somewhere, each exactly once.
    houses = (state.house_deck + state.removed_houses + state.houses_on_table + state.sold_houses
              + [h for s in seats for h in s.houses])
    assert sorted(houses) == ALL_HOUSES
    cheques = (state.cheque_deck + state.removed_cheques + state.cheques_on_table
               + [c for s in seats for c in s.cheques])
    assert sorted(cheques) == ALL_CHEQUES
    assert len(state.removed_houses) == len(state.removed_cheques) == REMOVED[state.options.variant][n]
    # Hands are kept ascending (and the table too).
    for s in seats:
        assert s.houses == sorted(s.houses)
        assert s.chosen is None or s.chosen in s.houses
    assert state.houses_on_table == sorted(state.houses_on_table)
    # Whose turn it is follows the phase.
    if state.phase == "buying":
        assert len(state.to_act) == 1 and not seats[state.to_act[0]].passed
        in_auction = [s for s in seats if not s.passed]
        assert len(in_auction) >= 2
        assert len(state.houses_on_table) == min(state.houses_this_round, len(in_auction))
        bids = [s.bid for s in in_auction if s.bid is not None]
        assert len(bids) == len(set(bids)), "two equal bids on the table"
        assert all(s.bid is None for s in seats if s.passed)
        assert not state.cheques_on_table
    elif state.phase == "selling":
        holders = [i for i, s in enumerate(seats) if s.houses]
        assert len(holders) >= 2
        assert len(state.cheques_on_table) == len(holders)
        assert state.to_act == [i for i in holders if seats[i].chosen is None]
        assert not state.houses_on_table and not state.house_deck
    else:
        assert state.is_over and state.to_act == []
        assert not state.house_deck and not state.cheque_deck and not state.cheques_on_table
        assert sum(1 for s in seats if s.houses) <= 1
    for seat in range(n):
        legal = SPEC.legal_actions(state, seat)
        assert bool(legal) == (seat in state.to_act)


def check_views(state, seats=None) -> None:
    """Each view (default: every seat and the public table) serialises to JSON and back unchanged."""
    for seat in seats if seats is not None else [None, *range(state.num_players)]:
        view = SPEC.view(state, seat)
        again = ForSaleView.model_validate_json(view.model_dump_json())
        assert again == view
        assert (view.me is None) == (seat is None)


def check_outcome(state) -> None:
    outcome = SPEC.outcome(state)
    n = state.num_players
    assert sorted(seat for place in outcome.ranking for seat in place) == list(range(n))
    assert all(place == sorted(place) and place for place in outcome.ranking)
    scores = [sum(s.cheques) + 1000 * s.coins for s in state.seats]
    assert outcome.scores == scores
    keys = [(scores[i], state.seats[i].coins) for i in range(n)]
    for better, worse in zip(outcome.ranking, outcome.ranking[1:]):
        assert keys[better[0]] > keys[worse[0]]
    for place in outcome.ranking:
        assert len({keys[i] for i in place}) == 1
    assert outcome.winners == outcome.ranking[0]
    top = max(scores)
    if scores.count(top) == 1:
        assert outcome.tie_break is None
    else:
        assert outcome.tie_break == ("shared_win" if len(outcome.winners) > 1 else "more_coins")
