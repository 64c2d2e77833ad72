"""Computer players, for every registered game and level: only legal actions, the same choices
for the same seed, and never the game state (only a view and the legal actions)."""

import copy
import inspect
import random

import pytest

from boardgames_desktop import bots
from boardgames_desktop.bots import search
from boardgames_desktop.rules import registry
from boardgames_desktop.rules.core import Rng

SPECS = registry.games()
# Decisions of a whole game checked at most: a long game (Anti-Monopoly between computers, which
# never stop it by the clock) is checked this far; the other games end well before.
MAX_DECISIONS = 500
by_spec = pytest.mark.parametrize("spec", SPECS, ids=[spec.id for spec in SPECS])


@pytest.fixture
def short_search(monkeypatch):
    """Hard bots with a tiny budget: one rollout per candidate, a few actions deep."""
    monkeypatch.setattr(search, "ROLLOUT_DEPTH", 12)
    monkeypatch.setattr(search, "MAX_CANDIDATES", 4)


def play(spec, players, seed, levels, limit=MAX_DECISIONS, iterations=1):
    """A game with a bot in every seat, to its end or `limit` decisions: [(seat, action)], each
    checked to be legal."""
    state = spec.new_game(players, seed)
    actions = []
    while not state.is_over and len(actions) < limit:
        seat = state.to_act[0]
        legal = spec.legal_actions(state, seat)
        rng = bots.decision_rng(seed, seat, len(actions))
        action = bots.choose(spec, spec.view(state, seat), legal, levels[seat], rng, iterations=iterations)
        assert action in legal, f"{spec.id} {levels[seat]}: {action!r} is not legal"
        state = spec.apply(state, seat, action)
        actions.append((seat, action))
    return actions


def test_the_bot_api_has_no_state_parameter():
    for fn in (bots.choose, bots.normal_policy, bots.random_policy, search.choose):
        assert "state" not in inspect.signature(fn).parameters, fn
    assert list(inspect.signature(bots.choose).parameters)[:5] == ["spec", "view", "legal", "level", "rng"]
    for module in (bots.heuristics(spec.id) for spec in SPECS):
        for name in ("easy", "normal"):
            assert list(inspect.signature(getattr(module, name)).parameters) == ["view", "legal", "rng"]


@by_spec
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_easy_and_normal_bots_only_play_legal_actions(spec, level):
    decisions = 0
    for players in range(spec.min_players, spec.max_players + 1):
        for seed in range(6):
            levels = [level if (seat + seed) % 2 else random.Random(seed).choice(bots.LEVELS[:2])
                      for seat in range(players)]
            decisions += len(play(spec, players, 100 + seed, levels))
    assert decisions >= 1000


@by_spec
def test_hard_bots_only_play_legal_actions(spec, short_search):
    decisions = 0
    for players in (spec.min_players, spec.max_players):
        levels = ["hard", "normal", "easy", "hard", "normal", "easy"][:players]
        for seed in (7 + players, 17 + players):  # two games: one may end early (a bankruptcy)
            decisions += len(play(spec, players, seed, levels, limit=120))
    assert decisions >= 150


@by_spec
@pytest.mark.parametrize("level", bots.LEVELS)
def test_the_same_seed_gives_the_same_choices(spec, level, short_search):
    players = spec.min_players + 1 if spec.min_players < spec.max_players else spec.min_players
    limit = 60 if level == "hard" else MAX_DECISIONS
    first = play(spec, players, 42, [level] * players, limit=limit)
    assert first == play(spec, players, 42, [level] * players, limit=limit)


def test_decision_generators_differ_by_seat_and_ply():
    draws = {bots.decision_rng(5, seat, ply).next64() for seat in range(4) for ply in range(50)}
    assert len(draws) == 200
    assert bots.decision_rng(5, 1, 3).next64() == bots.decision_rng(5, 1, 3).next64()


@by_spec
@pytest.mark.parametrize("level", bots.LEVELS)
def test_the_real_state_never_reaches_a_bot(spec, level, short_search, monkeypatch):
    """Every verb of the engine refuses the real states while a bot is deciding: a bot that
    reached for the state (directly or through the spec) would fail here."""
    real: list = []
    deciding = [False]

    def guard(verb):
        original = getattr(spec, verb)

        def checked(state, *args, **kwargs):
            if deciding[0] and any(state is seen for seen in real):
                raise AssertionError(f"the real game state reached bot code through spec.{verb}")
            return original(state, *args, **kwargs)
        return checked

    for verb in ("apply", "_apply", "legal_actions", "view", "outcome", "events", "progress"):
        monkeypatch.setattr(spec, verb, guard(verb))
    state = spec.new_game(spec.min_players, 3)
    for ply in range(40):
        if state.is_over:
            break
        real.append(state)
        seat = state.to_act[0]
        view, legal = spec.view(state, seat), spec.legal_actions(state, seat)
        deciding[0] = True
        try:
            action = bots.choose(spec, view, legal, level, bots.decision_rng(3, seat, ply), iterations=1)
        finally:
            deciding[0] = False
        state = spec.apply(state, seat, action)


def test_the_clock_only_cuts_a_search_short(monkeypatch):
    """With no time left, a search still tries every candidate once and answers legally; the
    fixed number of rollouts is what normally ends it."""
    spec = registry.get("x_nimmt")
    state = spec.new_game(4, 9)
    view, legal = spec.view(state, 0), spec.legal_actions(state, 0)
    calls = []
    original = search.rollout
    monkeypatch.setattr(search, "rollout", lambda *args: calls.append(1) or original(*args))
    action = bots.choose(spec, view, legal, "hard", Rng.from_seed(1), budget=0.0)
    shortlist = bots.heuristics("x_nimmt").candidates(view, legal, Rng.from_seed(1))
    assert action in legal and len(calls) == min(len(shortlist), search.MAX_CANDIDATES)
    calls.clear()
    bots.choose(spec, view, legal, "hard", Rng.from_seed(1), budget=60.0, rollouts=40)
    assert len(calls) >= 40


# -- rollouts on dealt states ----------------------------------------------------------------------


def positions(spec, games=3, every=3):
    """(state, seat, rng) along games of normal and random play, for every player count."""
    for players in range(spec.min_players, spec.max_players + 1):
        for seed in range(games):
            state, ply = spec.new_game(players, seed), 0
            while not state.is_over:
                seat = state.to_act[0]
                legal = spec.legal_actions(state, seat)
                rng = bots.decision_rng(seed, seat, ply)
                if ply % every == 0:
                    yield state, seat, rng
                mover = bots.normal_policy if ply % 4 else bots.random_policy
                state = spec.apply(state, seat, mover(spec, spec.view(state, seat), legal, Rng(rng.state)))
                ply += 1


@by_spec
def test_the_rollout_policy_plays_the_normal_move_from_the_state(spec):
    """A rollout plays every seat as the normal bot would from that seat's view: the same legal
    action for the same generator, read from the state without building a view."""
    heuristics = bots.heuristics(spec.id)
    checked = 0
    for state, seat, rng in positions(spec):
        legal = spec.legal_actions(state, seat)
        fast = heuristics.rollout_policy(spec, copy.deepcopy(state), seat, Rng(rng.state))
        assert fast in legal
        assert fast == heuristics.normal(spec.view(state, seat), legal, Rng(rng.state)), (state, seat)
        checked += 1
    assert checked >= 250


@by_spec
def test_playing_in_place_is_apply_without_the_copy(spec):
    for state, seat, rng in positions(spec, games=2, every=5):
        action = random.Random(rng.state).choice(spec.legal_actions(state, seat))
        mine = copy.deepcopy(state)
        search.play_in_place(spec, mine, seat, action)
        applied = spec.apply(state, seat, action)
        mine.events = applied.events = []
        assert mine == applied


@by_spec
def test_rollouts_from_dealt_states_end_with_a_result_in_range(spec):
    heuristics = bots.heuristics(spec.id)
    cut = getattr(heuristics, "rollout_cut", None)
    depth = getattr(heuristics, "ROLLOUT_DEPTH", search.ROLLOUT_DEPTH)
    for state, seat, rng in list(positions(spec, games=1, every=7)):
        view = spec.view(state, seat)
        dealt = spec.determinize(view, seat, rng)
        assert spec.view(dealt, seat) == view
        for policy in (heuristics.rollout_policy, search.random_rollout_policy):
            result = search.rollout(spec, copy.deepcopy(dealt), seat, Rng(rng.state), policy,
                                    getattr(heuristics, "state_value", None), depth,
                                    None if cut is None else (lambda now, dealt=dealt: cut(dealt, now)))
            assert 0.0 <= result <= 1.0


@by_spec
def test_the_search_s_candidates_and_opponent_styles_are_legal(spec):
    """What hard searches (the game's short list of candidates) and how it plays the others in
    its rollouts (each opponent style, from a state) are legal moves wherever a game goes."""
    heuristics = bots.heuristics(spec.id)
    candidates = getattr(heuristics, "candidates", None)
    named = getattr(heuristics, "opponent_policies", [])
    for state, seat, rng in positions(spec, games=2):
        legal = spec.legal_actions(state, seat)
        styles = named(spec.view(state, seat)) if callable(named) else named  # for where the search starts
        if candidates is not None:
            picked = candidates(spec.view(state, seat), legal, Rng(rng.state))
            assert picked and all(action in legal for action in picked), (state, seat)
        for style in styles:
            assert style(spec, copy.deepcopy(state), seat, Rng(rng.state)) in legal, (state, seat, style)


@by_spec
def test_a_hard_decision_at_the_shipped_rollout_count_is_repeatable(spec):
    """No clock in the way (a generous cap): the fixed count of rollouts and the seed decide."""
    state = spec.new_game(spec.max_players, 11)
    for ply in range(12):  # a position a little into the game
        seat = state.to_act[0]
        legal = spec.legal_actions(state, seat)
        state = spec.apply(state, seat, bots.normal_policy(spec, spec.view(state, seat), legal, Rng.from_seed(ply)))
    seat = state.to_act[0]
    view, legal = spec.view(state, seat), spec.legal_actions(state, seat)
    first = bots.choose(spec, view, legal, "hard", bots.decision_rng(11, seat, 12), budget=600.0)
    assert first in legal
    assert first == bots.choose(spec, view, legal, "hard", bots.decision_rng(11, seat, 12), budget=600.0)


@pytest.mark.parametrize("level", bots.LEVELS)
def test_dostihy_bots_answer_when_a_raise_may_be_any_thousand_up_to_double(level, short_search):
    """Issue 11: an answer to 7,000 may name any thousand up to 14,000 (in a game saved under
    rules_version 1, only the listed stakes up to 10,000); every level answers legally in both."""
    spec = registry.get("dostihy")
    for version, stakes in ((spec.rules_version, range(7000, 14001, 1000)), (1, (7000, 8000, 9000, 10000))):
        state = spec.new_game(2, 5, None, {"dice": ["money"], "first_player": 0, "horses": [[18], [11]]}, version)
        for data in ({"type": "roll"}, {"type": "enter", "runner": 18, "opponent": 1, "stake": 7000},
                     {"type": "send"}):
            state = spec.apply(state, 0, data)
        legal = spec.legal_actions(state, 1)
        assert {a.stake for a in legal} == set(stakes)
        action = bots.choose(spec, spec.view(state, 1), legal, level, bots.decision_rng(5, 1, 3), iterations=1)
        assert action in legal


def test_easy_never_stakes_all_its_coins_in_na_prodej():
    """Easy stays beatable, not absurd: a bid of an easy bot never puts its whole purse on the
    table (issue 16), whatever houses are up."""
    spec = registry.get("for_sale")
    bids = 0
    for players in range(spec.min_players, spec.max_players + 1):
        for seed in range(8):
            state, ply = spec.new_game(players, seed), 0
            while not state.is_over:
                seat = state.to_act[0]
                legal = spec.legal_actions(state, seat)
                view = spec.view(state, seat)
                level = "easy" if seat % 2 == 0 else "normal"
                action = bots.choose(spec, view, legal, level, bots.decision_rng(seed, seat, ply))
                if level == "easy" and action.type == "bid":
                    pile = view.players[seat].bid or 0
                    assert action.amount - pile < view.me.coins or view.me.coins <= 1, (view, action)
                    bids += 1
                state = spec.apply(state, seat, action)
                ply += 1
    assert bids >= 50


def test_na_prodej_rollout_opponents_sell_by_normals_belief():
    """Hard's rollouts (from a sale) give each opponent a way of selling drawn from normal's belief
    about it, kept for the whole rollout: every draw lays a legal house for every seat."""
    from boardgames_desktop.bots import for_sale

    spec = registry.get("for_sale")
    state, ply = spec.new_game(4, 3), 0
    while state.phase != "selling":
        seat = state.to_act[0]
        legal = spec.legal_actions(state, seat)
        state = spec.apply(state, seat, bots.normal_policy(spec, spec.view(state, seat), legal, Rng(ply)))
        ply += 1
    seat = state.to_act[0]
    sellers = for_sale.opponent_policies(spec.view(state, seat))
    assert len(sellers) == for_sale.SELLER_DRAWS
    for seller in sellers:
        for other in state.to_act:
            assert seller(spec, state, other, Rng(2)) in spec.legal_actions(state, other)


def test_dostihy_hard_searches_normal_s_race_and_its_bolder_stakes():
    """Wherever a race may be entered, hard's candidates hold normal's own move and, against
    normal's opponent, the stakes nearest half and all of the cash, within the search's cap."""
    spec = registry.get("dostihy")
    heuristics = bots.heuristics(spec.id)
    races = 0
    for state, seat, rng in positions(spec, games=2, every=1):
        legal = spec.legal_actions(state, seat)
        if not any(type(a).__name__ == "Enter" for a in legal):
            continue
        view = spec.view(state, seat)
        chosen = heuristics.normal(view, legal, Rng(rng.state))
        picked = heuristics.candidates(view, legal, Rng(rng.state))
        assert picked[0] == chosen and len(picked) <= search.MAX_CANDIDATES
        if type(chosen).__name__ == "Enter":
            races += 1
            cash = view.players[seat].cash
            stakes = {a.stake for a in picked if getattr(a, "opponent", None) == chosen.opponent}
            for target in (max(1000, cash // 2), cash):
                offered = [a.stake for a in legal if type(a).__name__ == "Enter"
                           and a.runner == chosen.runner and a.opponent == chosen.opponent]
                assert min(offered, key=lambda s: abs(s - target)) in stakes
    assert races >= 20
