"""Shared helpers for the Dostihy a sázky tests: games set up by the setup override, scripted and
random play, and the invariants every state must keep.

The booklet's figures are written out here (prices, rosettes, 50% / 80%), not imported from the
engine's data module, so that a wrong table in the engine cannot make its own tests pass. The figures
the booklet lost are taken from RULES-NOTES.md (champions 10,000; the bank buys at 75%; 30,000 to
start).
"""

import pickle
import random
from collections import defaultdict

import pytest

from boardgames_desktop.rules import IllegalAction, registry
from boardgames_desktop.rules.dostihy.actions import (
    AcceptOffer,
    Answer,
    Buy,
    ChooseSymbol,
    DeclareBankruptcy,
    Enter,
    Match,
    Offer,
    Pawn,
    Redeem,
    RefuseOffer,
    ReturnHorse,
    Roll,
    SellToBank,
    Send,
    SkipBuy,
)

PLAYER_COUNTS = (2, 3, 4, 5, 6)
START = 30000

# Booklet: 10 horses at 2,500 with no rosette, 7 at 5,000 with one, 5 champions with two (their price
# lost; 10,000 by RULES-NOTES). The engine numbers them 1-10, 11-17, 18-22.
PLAIN = list(range(1, 11))
ROSETTE = list(range(11, 18))
CHAMPION = list(range(18, 23))
PRICE = {**{h: 2500 for h in PLAIN}, **{h: 5000 for h in ROSETTE}, **{h: 10000 for h in CHAMPION}}
ROSETTES = {**{h: 0 for h in PLAIN}, **{h: 1 for h in ROSETTE}, **{h: 2 for h in CHAMPION}}

SPEC = registry.get("dostihy")


def pawn_value(horse):  # booklet: 50% of the purchase price
    return PRICE[horse] // 2


def redeem_cost(horse):  # booklet: 80% of the purchase price
    return PRICE[horse] * 4 // 5


def bank_price(horse):  # RULES-NOTES: the bank buys at 75%
    return PRICE[horse] * 3 // 4


__all__ = [
    "AcceptOffer", "Answer", "Buy", "ChooseSymbol", "DeclareBankruptcy", "Enter", "Match", "Offer", "Pawn",
    "Redeem", "RefuseOffer", "ReturnHorse", "Roll", "SellToBank", "Send", "SkipBuy",
]


# -- setting up and acting -------------------------------------------------------------------------


def new(players=2, seed=0, options=None, rules_version=None, **setup):
    """A game with the setup override: chance=[...], dice=[...], first_player, cash, horses, pawned.
    The first player is seat 0 unless told otherwise; the rules are the current ones unless an
    older rules_version is named."""
    setup.setdefault("first_player", 0)
    return SPEC.new_game(players, seed, options, setup, rules_version)


def act(state, seat, action):
    """Apply one action after checking it is this seat's turn and that it is listed as legal."""
    assert seat in state.to_act, f"seat {seat} is not to act (to_act={state.to_act}, phase={state.phase})"
    legal = SPEC.legal_actions(state, seat)
    assert action in legal, f"{action!r} not legal for seat {seat} in {state.phase}: {legal[:12]}"
    return SPEC.apply(state, seat, action)


def frozen(state):
    return pickle.loads(pickle.dumps(state))


def refused(state, who, action, code, **params):
    """The action of seat `who` is refused with `code` (and these params, if given), the state is
    untouched, and the action is not among the legal ones."""
    before = frozen(state)
    with pytest.raises(IllegalAction) as info:
        SPEC.apply(state, who, action)
    assert info.value.code == code, info.value
    for key, value in params.items():
        assert info.value.params.get(key) == value, info.value
    assert state == before
    assert action not in SPEC.legal_actions(state, who)
    return info.value


def codes(state) -> list[str]:
    return [event.code for event in SPEC.events(state)]


def events_of(state, code: str) -> list[dict]:
    return [event.params for event in SPEC.events(state) if event.code == code]


def event(state, code: str) -> dict:
    found = events_of(state, code)
    assert len(found) == 1, f"expected one {code!r} event, got {codes(state)}"
    return found[0]


def cash(state) -> list[int]:
    return [player.cash for player in state.players]


def bet(state, challenger, races, answers):
    """A whole betting round from the challenge phase: `races` is [(runner, opponent, stake)],
    `answers` [(runner, stake)] in the order the engine asks for them. Returns the state after the
    challenger's match (the races run)."""
    assert state.phase == "challenge"
    for runner, opponent, stake in races:
        state = act(state, challenger, Enter(runner=runner, opponent=opponent, stake=stake))
    state = act(state, challenger, Send())
    for runner, stake in answers:
        state = act(state, state.to_act[0], Answer(runner=runner, stake=stake))
    assert state.phase == "match"
    return act(state, challenger, Match())


# -- random play -----------------------------------------------------------------------------------


def uniform(rng, state, seat, legal):
    return rng.choice(legal)


def family(rng, state, seat, legal):
    """A cautious family player: keeps a reserve when buying, stakes up to about 15% of its cash,
    raises when its runner is the better one, pawns before selling, buys offered horses below price,
    and sometimes rolls at once; otherwise picks at random among what is sensible."""
    by = defaultdict(list)
    for action in legal:
        by[action.type].append(action)
    me = state.players[seat]
    phase = state.phase
    if phase == "roll":
        if by["redeem"] and me.cash > 15000 and rng.random() < 0.5:
            return rng.choice(by["redeem"])
        return by["roll"][0]
    if phase == "buy":
        sensible = [a for a in by["buy"] if me.cash - PRICE[a.horse] >= 8000]
        return rng.choice(sensible) if sensible else by["skip_buy"][0]
    if phase == "colic":
        return min(legal, key=lambda a: (a.horse not in me.pawned, PRICE[a.horse]))
    if phase == "challenge":
        if by["send"] and (not by["enter"] or rng.random() < 0.4):
            return by["send"][0]
        modest = [a for a in by["enter"] if a.stake <= max(1000, me.cash * 0.15)]
        return rng.choice(modest or by["enter"])
    if phase == "answer":
        race = state.challenge.races[state.next_answer()]
        theirs = _bonus(state.players[state.challenge.challenger], race.runner)
        best = max(legal, key=lambda a: (_bonus(me, a.runner), -a.stake))
        same = [a for a in legal if a.runner == best.runner]
        if _bonus(me, best.runner) > theirs and rng.random() < 0.7:
            return max(same, key=lambda a: a.stake)
        return min(same, key=lambda a: a.stake)
    if phase == "distress":
        if by["pawn"]:
            return min(by["pawn"], key=lambda a: PRICE[a.horse])
        if by["sell_to_bank"]:
            return rng.choice(by["sell_to_bank"])
        if by["offer"] and rng.random() < 0.7:
            return min(by["offer"], key=lambda a: a.price)
        return (by["declare_bankruptcy"] or legal)[0]
    if phase == "offer":
        offer = state.offer
        if offer.price <= PRICE[offer.horse] * 0.8 and me.cash - offer.price >= 5000:
            return by["accept_offer"][0]
        return by["refuse_offer"][0]
    return rng.choice(legal)


def _bonus(player, runner):
    if runner == "stable" or runner in player.pawned:
        return 0
    return ROSETTES[runner]


POLICIES = {"uniform": uniform, "family": family}


def play(players, seed, policy="uniform", options=None, setup=None, bound=5000):
    """A whole seeded game: (states from the start, [(seat, action)])."""
    rng = random.Random(seed)
    choose = POLICIES[policy]
    state = SPEC.new_game(players, seed, options, setup)
    states, actions = [state], []
    while not state.is_over:
        assert len(actions) < bound, f"seed {seed}: no end after {bound} actions"
        seat = rng.choice(state.to_act)
        action = choose(rng, state, seat, SPEC.legal_actions(state, seat))
        state = SPEC.apply(state, seat, action)
        states.append(state)
        actions.append((seat, action))
    return states, actions


# -- invariants ------------------------------------------------------------------------------------


def on_table(state) -> int:
    """Crowns lying on the race cards (staked, not yet won)."""
    challenge = state.challenge
    if challenge is None or challenge.finished:
        return 0
    return sum(race.stake + (race.answer_stake or 0) for race in challenge.races)


def check_invariants(state, start_total: int) -> None:
    n = state.num_players
    players = state.players
    # Money: what the players hold and what lies on the table is the start plus the bank's flows.
    assert all(p.cash >= 0 for p in players), [p.cash for p in players]
    assert sum(p.cash for p in players) + on_table(state) == start_total + state.bank_paid - state.bank_received
    # Every horse is somewhere, once.
    owned = [h for p in players for h in p.horses]
    assert sorted(owned + state.bank_horses) == list(range(1, 23))
    assert state.bank_horses == sorted(state.bank_horses)
    for p in players:
        assert p.horses == sorted(p.horses) and set(p.pawned) <= set(p.horses) and p.pawned == sorted(p.pawned)
        if p.bankrupt:
            assert p.cash == 0 and not p.horses and not p.held
    # Every chance card is in the deck, the discard pile or a player's hand, once.
    cards = state.deck + state.discard + [c for p in players for c in p.held]
    assert len(cards) == 26 and len(set(cards)) == 26
    assert sorted(state.out) == [i for i, p in enumerate(players) if p.bankrupt]
    # Who acts.
    if state.is_over:
        assert state.to_act == [] and state.end_reason in ("deck_empty", "last_player")
        if state.end_reason == "deck_empty":
            assert not state.deck and len(state.active()) >= 2
        else:
            assert len(state.active()) == 1
        return
    # The game goes on while chance cards are left, or while the last one is being carried out.
    assert state.deck or state.phase in ("colic", "distress", "offer")
    assert len(state.active()) >= 2
    assert not players[state.current].bankrupt
    assert len(state.to_act) == 1
    seat = state.to_act[0]
    assert not players[seat].bankrupt
    if state.phase == "answer":
        race = state.challenge.races[state.next_answer()]
        assert seat == race.opponent
    elif state.phase == "offer":
        assert seat == state.offer.buyer != state.offer.seller == state.current
    else:
        assert seat == state.current
    assert (state.distress is not None) == (state.phase in ("distress", "offer"))
    if state.distress is not None:
        assert state.distress.seat == state.current
        assert players[state.current].cash < state.distress.owed and players[state.current].horses
    if state.phase in ("challenge", "answer", "match"):
        challenge = state.challenge
        assert challenge.challenger == state.current and not challenge.finished
        runners = [race.runner for race in challenge.races]
        assert len(runners) == len(set(runners))
        for opponent in {race.opponent for race in challenge.races}:
            against = [race for race in challenge.races if race.opponent == opponent]
            assert len(against) <= len(players[opponent].horses) + 1
            answers = [race.answer for race in against if race.answer is not None]
            assert len(answers) == len(set(answers))
        for race in challenge.races:
            if race.answer_stake is not None:
                assert race.stake <= race.answer_stake <= 2 * race.stake
        raised = sum(race.answer_stake - race.stake for race in challenge.races if race.answer_stake is not None)
        assert raised == challenge.raised <= players[challenge.challenger].cash
    for other in range(n):  # the seat to act is checked where its actions are listed to choose from
        if other not in state.to_act:
            assert SPEC.legal_actions(state, other) == []
