"""Thousands of seeded random games of X bere!: every step keeps the invariants, the log (the events)
tells exactly what happened by the booklet's rules, every view serialises, every outcome ranks all
seats, and records replay exactly.

Each player count runs GAMES games. The first REPLAYED of them also go through record -> JSON ->
replay, compared with the original state after every single action, and check every view (each seat
and the public table) after every action; the other games check one view per action in turn.

GAMES and REPLAYED are the full counts (--fuzz-scale 1); a run plays them times --fuzz-scale
(tests/conftest.py), by default a share.
"""

import random
from collections import Counter

import pytest

from boardgames_desktop.rules import GameRecord, registry
from boardgames_desktop.rules.x_nimmt.actions import Keep, Play, TakeRow

from .helpers import (
    PLAYER_COUNTS,
    ROW_SIZES,
    SPEC,
    check_invariants,
    check_outcome,
    check_views,
    choose,
    heads_of,
    record_of,
)

GAMES = 1000
REPLAYED = 100

pytestmark = pytest.mark.fuzz


def max_turns(num_players: int) -> int:
    """Most turns a round can last. Each take moves one card out of play for good (to an X row) and
    the hands and rows start with 8n + 3 cards, the rows never fewer than 3: at most 8n takes, each
    putting at most 3 cards back into a hand. Each turn moves n cards from the hands to the rows,
    which hold 3 to 9 cards between turns: n * turns <= 6 + 3 * 8n."""
    return 24 + 6 // num_players


def target_row(rows, card):
    """Rules 1 and 2: after the highest last card below it; None when it is below them all."""
    below = [(row[-1], i) for i, row in enumerate(rows) if row[-1] < card]
    return max(below)[1] if below else None


class Table:
    """The table as the log tells it, rebuilt from each action's events by the booklet's rules alone
    and compared with the engine's state after every action."""

    def __init__(self, state):
        self.n = state.num_players
        self.deal(state)

    def deal(self, state):
        self.rows = [list(row) for row in state.rows]
        self.hands = [list(s.hand) for s in state.seats]
        self.x_rows = [[] for _ in range(self.n)]
        self.piles = [[] for _ in range(self.n)]
        self.pending = []  # revealed, not yet placed: (seat, card)
        self.taken = None  # (seat, cards) waiting for a keep choice
        self.collapse = None  # seat whose X row was just announced to go down
        self.chosen = set()
        self.scored = None  # the points of the round just scored
        self.emptied = False  # someone laid their last card in the turn being placed
        self.placing = False  # cards are revealed and not yet all placed

    def follow(self, state, seat, action, stats):
        """Check the events of `state` (the state after `seat` took `action`) and update the table."""
        dealt = scored_now = False
        for event in SPEC.events(state):
            p, code = event.params, event.code
            assert event.visible_to is None
            stats[code] += 1
            if code == "card_chosen":
                assert p == {"seat": seat} and isinstance(action, Play) and seat not in self.chosen
                assert not event.reveals
                self.chosen.add(seat)
            elif code == "cards_revealed":
                assert event.reveals and len(self.chosen) == self.n and not self.pending
                plays = [(play["seat"], play["card"]) for play in p["plays"]]
                assert sorted(s for s, _ in plays) == list(range(self.n))
                assert [c for _, c in plays] == sorted(c for _, c in plays), "lowest card first"
                for s, c in plays:
                    self.hands[s].remove(c)
                self.emptied = any(not hand for hand in self.hands)
                self.placing = True
                assert (seat, action.card) in plays
                self.pending, self.chosen = plays, set()
            elif code in ("card_placed", "row_filled"):
                s, c = self.pending.pop(0)
                assert (p["seat"], p["card"]) == (s, c) and self.taken is None
                row = target_row(self.rows, c)
                assert p["row"] == row is not None
                if code == "card_placed":
                    assert len(self.rows[row]) + 1 < ROW_SIZES[row]
                    self.rows[row].append(c)
                else:
                    assert len(self.rows[row]) + 1 == ROW_SIZES[row]
                    assert p["cards"] == self.rows[row]
                    self.taken = (s, list(self.rows[row]))
                    self.rows[row] = [c]
            elif code == "too_low":
                s, c = self.pending[0]
                assert p == {"seat": s, "card": c} and target_row(self.rows, c) is None
            elif code == "row_taken":
                s, c = self.pending.pop(0)
                assert isinstance(action, TakeRow) and seat == s
                assert p == {"seat": s, "card": c, "row": action.row, "cards": self.rows[action.row]}
                assert target_row(self.rows, c) is None
                self.taken = (s, list(self.rows[action.row]))
                self.rows[action.row] = [c]
                stats[f"took_row_{action.row}"] += 1
            elif code == "x_row_collapsed":
                assert self.taken and p == {"seat": self.taken[0], "count": len(self.x_rows[self.taken[0]])}
                self.collapse = self.taken[0]
            elif code == "card_kept":
                s, cards = self.taken
                assert p["seat"] == s and p["card"] in cards
                assert p["to_hand"] == [c for c in cards if c != p["card"]]
                assert p["automatic"] is (len(cards) == 1)
                if not p["automatic"]:
                    assert isinstance(action, Keep) and action.card == p["card"] and seat == s
                x_row = self.x_rows[s]
                must_collapse = bool(x_row) and p["card"] < x_row[-1]
                assert (self.collapse == s) is must_collapse
                if must_collapse:
                    self.piles[s] += x_row
                    self.x_rows[s] = []
                self.x_rows[s].append(p["card"])
                self.hands[s] = sorted(self.hands[s] + p["to_hand"])
                self.taken = self.collapse = None
                stats[f"kept_automatic={p['automatic']}"] += 1
            elif code == "round_scored":
                assert not self.pending and self.taken is None
                assert any(not hand for hand in self.hands), "a round ends only when someone is out"
                hand_heads = [heads_of(hand) for hand in self.hands]
                pile_heads = [heads_of(pile) for pile in self.piles]
                points = [h + 2 * x for h, x in zip(hand_heads, pile_heads)]
                assert p == {"round": state.round - (0 if state.is_over else 1), "hand_heads": hand_heads,
                             "pile_heads": pile_heads, "points": points}
                self.scored = p["points"]
                scored_now = True
            elif code == "round_dealt":
                assert event.reveals and self.scored is not None
                assert p == {"round": state.round, "rows": state.rows}
                dealt = True
            elif code == "game_over":
                assert state.is_over and self.scored is not None
            else:
                raise AssertionError(f"an event the log does not know: {code}")
        if self.placing and not self.pending and self.taken is None:
            # The whole turn is placed: the round ends now exactly when someone holds no card.
            self.placing = False
            if not scored_now:
                assert all(self.hands), "the turn is placed, someone has no card, yet the round goes on"
                if self.emptied:  # laid their last card, but a take gave them cards back
                    stats["hand_refilled_on_the_last_turn"] += 1
        else:
            assert not scored_now, "a round scored before the whole turn was placed"
        if dealt:
            self.deal(state)
        self.compare(state)
        if self.pending or self.taken:
            assert state.phase == "resolving"
            who = self.taken[0] if self.taken else self.pending[0][0]
            assert state.to_act == [who]

    def compare(self, state):
        assert [list(row) for row in state.rows] == self.rows
        assert [s.hand for s in state.seats] == self.hands
        assert [s.x_row for s in state.seats] == self.x_rows
        assert [s.x_pile for s in state.seats] == self.piles
        assert state.pending == self.pending
        if self.taken:
            assert state.awaiting.kind == "keep" and list(state.awaiting.cards) == self.taken[1]
        if state.phase == "choosing":
            assert {i for i, s in enumerate(state.seats) if s.chosen is not None} == self.chosen


def play_checked(players: int, seed: int, stats: Counter, keep_states: bool):
    """One random game with the checks after every step. Returns (states or None, actions)."""
    rng = random.Random(seed)
    state = SPEC.new_game(players, seed)
    check_invariants(state)
    check_views(state)
    table = Table(state)
    states = [state] if keep_states else None
    actions = []
    while not state.is_over:
        assert state.turn <= max_turns(players), f"seed {seed}: round {state.round} runs on"
        seat, action = choose(rng, state)
        state = SPEC.apply(state, seat, action)
        actions.append((seat, action))
        if keep_states:
            states.append(state)
        check_invariants(state)
        table.follow(state, seat, action, stats)
        if keep_states:
            check_views(state)
        else:
            turn = len(actions) % (players + 1)
            check_views(state, [None if turn == players else turn])
        stats["max_turn"] = max(stats["max_turn"], state.turn)
    assert state.round == 2 and all(len(s.round_scores) == 2 for s in state.seats)
    check_views(state)
    check_outcome(state)
    outcome = SPEC.outcome(state)
    stats[f"tie_break={outcome.tie_break}"] += 1
    view = SPEC.view(state, None)
    assert [p.total for p in view.players] == outcome.scores
    assert [p.round_scores for p in view.players] == [s.round_scores for s in state.seats]
    return states, actions


def check_replay(players, seed, states, actions):
    """record -> JSON -> replay gives the same state after every action."""
    record = record_of(players, seed, actions)
    loaded = GameRecord.model_validate_json(record.model_dump_json())
    assert loaded == record
    state = registry.start(loaded)
    assert state == states[0]
    for index, (seat, data) in enumerate(loaded.actions):
        state = SPEC.apply(state, seat, SPEC.parse_action(data))
        assert state == states[index + 1], f"seed {seed}: replay differs after action {index}"
    assert registry.replay(loaded) == states[-1]


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_random_games(players, fuzz_games):
    stats = Counter()
    games, replayed = fuzz_games(GAMES), fuzz_games(REPLAYED)
    base = 100_000 * players
    for seed in range(base, base + games):
        keep = seed - base < replayed
        states, actions = play_checked(players, seed, stats, keep)
        if keep:
            check_replay(players, seed, states, actions)
    # The random players reach every corner of the rules.
    assert stats["game_over"] == games
    assert stats["round_dealt"] == games  # round 2's; new_game deals round 1
    assert stats["round_scored"] == 2 * games
    for code in ("too_low", "row_filled", "row_taken", "x_row_collapsed", "card_placed"):
        assert stats[code] > 0, code
    assert stats["kept_automatic=True"] > 0 and stats["kept_automatic=False"] > 0
    assert stats["hand_refilled_on_the_last_turn"] > 0
    assert all(stats[f"took_row_{row}"] > 0 for row in range(3))
    assert stats["tie_break=None"] < games and stats["tie_break=shared_win"] > 0
    print(players, dict(stats))
