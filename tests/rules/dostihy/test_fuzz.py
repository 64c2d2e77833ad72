"""Thousands of seeded games of Dostihy a sázky for 2-6 players: every step keeps the invariants, a
ledger rebuilt from the events alone (cash of every player, stakes on the table, the bank's payments
and takings, where every horse is) agrees with the state after every action, nobody's cash is ever
negative, every game ends within a bound, and records replay exactly.

Two kinds of players share the games: "uniform" picks any legal action at random (reckless: it stakes
everything as readily as 1,000 and offers horses at any price), "family" plays as a cautious family
would (helpers.family). The balance figures of the chance deck and the dice come from these games;
test_balance_figures prints them (run with -s) and holds them to what the data was tuned for.

Each player count runs GAMES games. The first REPLAYED of them also check every view after every
action and replay their record from JSON, compared with the original state after every action; the
others check one view per action in turn.

GAMES and REPLAYED are the full counts (--fuzz-scale 1); a run plays them times --fuzz-scale
(tests/conftest.py), by default a share.
"""

import random
from collections import Counter, defaultdict

import pytest

from boardgames_desktop.rules import GameRecord, registry

from .helpers import PLAYER_COUNTS, POLICIES, PRICE, SPEC, check_invariants, on_table

GAMES = 400
BALANCE_SAMPLE = 100  # games of one player count and policy, at least, before their shares are judged
REPLAYED = 25
MAX_TURNS = 400  # expected about 65; 26 question marks among 400 rolls of a die showing one on 2 or 3 faces of 6
MAX_ACTIONS_PER_TURN = 400  # pawn/redeem, 7 entries, 7 answers, distress: pawn, sell, offers to everyone

pytestmark = pytest.mark.fuzz

FIGURES: dict[tuple[int, str], Counter] = defaultdict(Counter)


class Ledger:
    """The table as the log tells it: cash, stakes on the table, the bank's flows, horses."""

    def __init__(self, state):
        self.cash = [p.cash for p in state.players]
        self.table = 0
        self.paid = self.received = 0
        self.owner = {h: None for h in range(1, 23)}
        self.pawned = set()
        for seat, p in enumerate(state.players):
            for h in p.horses:
                self.owner[h] = seat
            self.pawned |= set(p.pawned)

    def follow(self, state, stats):
        for event in SPEC.events(state):
            p, code = event.params, event.code
            stats[code] += 1
            assert event.visible_to is None  # nothing at this table is private
            if code in ("symbol_rolled", "chance_drawn", "race_rolled"):
                assert event.reveals
            if code == "horse_bought":
                assert self.owner[p["horse"]] is None and p["price"] == PRICE[p["horse"]]
                self.owner[p["horse"]] = p["seat"]
                self.take(p["seat"], p["price"])
            elif code == "redeemed":
                assert p["horse"] in self.pawned and p["amount"] == PRICE[p["horse"]] * 4 // 5
                self.pawned.discard(p["horse"])
                self.take(p["seat"], p["amount"])
            elif code == "pawned":
                assert p["horse"] not in self.pawned and p["amount"] == PRICE[p["horse"]] // 2
                self.pawned.add(p["horse"])
                self.give(p["seat"], p["amount"])
            elif code == "sold":
                assert p["horse"] not in self.pawned and p["amount"] == PRICE[p["horse"]] * 3 // 4
                self.owner[p["horse"]] = None
                self.give(p["seat"], p["amount"])
            elif code == "money_received":
                self.give(p["seat"], p["amount"])
            elif code == "money_paid":
                self.take(p["seat"], p["amount"])
            elif code == "bankrupt":
                assert p["cash"] == self.cash[p["seat"]]
                self.take(p["seat"], p["cash"])
                assert sorted(p["horses"]) == sorted(h for h, o in self.owner.items() if o == p["seat"])
                for h in p["horses"]:
                    self.owner[h] = None
                    self.pawned.discard(h)
            elif code == "horse_returned":
                assert self.owner[p["horse"]] == p["seat"] and (p["horse"] in self.pawned) == p["pawned"]
                self.owner[p["horse"]] = None
                self.pawned.discard(p["horse"])
            elif code in ("race_entered", "race_answered"):
                self.stake(p["seat"], p["stake"])
            elif code == "raise_matched":
                self.stake(p["seat"], p["amount"])
            elif code == "race_won":
                self.table -= p["pot"]
                self.cash[p["winner"]] += p["pot"]
                stats["crowns_won_at_races"] += p["pot"] // 2
            elif code == "offer_accepted":
                assert self.owner[p["horse"]] == p["seller"]
                self.owner[p["horse"]] = p["seat"]
                self.cash[p["seat"]] -= p["price"]
                self.cash[p["seller"]] += p["price"]
        assert self.cash == [pl.cash for pl in state.players]
        assert min(self.cash) >= 0
        assert self.table == on_table(state)
        assert (self.paid, self.received) == (state.bank_paid, state.bank_received)
        for seat, pl in enumerate(state.players):
            assert pl.horses == sorted(h for h, o in self.owner.items() if o == seat)
        assert sorted(self.pawned) == sorted(h for pl in state.players for h in pl.pawned)

    def give(self, seat, amount):
        self.cash[seat] += amount
        self.paid += amount

    def take(self, seat, amount):
        self.cash[seat] -= amount
        self.received += amount

    def stake(self, seat, amount):
        self.cash[seat] -= amount
        self.table += amount


def check_views(state, seats, same_for_all=False):
    public = SPEC.view(state, None) if same_for_all else None
    for seat in seats:
        view = SPEC.view(state, seat)
        assert type(view).model_validate_json(view.model_dump_json()) == view
        assert view.seat == seat and view.chance_left == len(state.deck)
        assert [p.cash for p in view.players] == [p.cash for p in state.players]
        if same_for_all:  # everything is public: every seat sees the public table
            assert view.model_copy(update={"seat": None}) == public


def play_checked(players, seed, policy, stats, keep_states):
    rng = random.Random(seed)
    choose = POLICIES[policy]
    state = SPEC.new_game(players, seed)
    start_total = sum(p.cash for p in state.players)
    ledger = Ledger(state)
    check_invariants(state, start_total)
    check_views(state, [None, *range(players)], same_for_all=True)
    states = [state] if keep_states else None
    actions = []
    turn_actions = 0
    while not state.is_over:
        assert state.turn <= MAX_TURNS, f"seed {seed}: no end after {MAX_TURNS} turns"
        seat = rng.choice(state.to_act)
        legal = SPEC.legal_actions(state, seat)
        assert legal, f"seed {seed}: seat {seat} is to act with nothing to do"
        action = choose(rng, state, seat, legal)
        turn = state.turn
        state = SPEC.apply(state, seat, action)
        actions.append((seat, action))
        turn_actions = turn_actions + 1 if state.turn == turn else 0
        assert turn_actions <= MAX_ACTIONS_PER_TURN, f"seed {seed}: a turn of {turn_actions} actions"
        ledger.follow(state, stats)
        check_invariants(state, start_total)
        if keep_states:
            states.append(state)
            check_views(state, [None, *range(players)], same_for_all=True)
        else:
            turn_of_view = len(actions) % (players + 1)
            check_views(state, [None if turn_of_view == players else turn_of_view])
    check_views(state, [None, *range(players)], same_for_all=True)
    return state, states, actions


def record_of(players, seed, actions):
    return GameRecord(
        game=SPEC.id, rules_version=SPEC.rules_version, num_players=players, seed=seed,
        options=SPEC.options_model().model_dump(mode="json"), setup=None,
        actions=[(seat, action.model_dump(mode="json")) for seat, action in actions],
    )


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_fuzz(players, fuzz_games):
    replayed = fuzz_games(REPLAYED)
    for index in range(fuzz_games(GAMES)):
        seed = 100_003 * players + index
        policy = "uniform" if index % 2 == 0 else "family"
        stats = FIGURES[(players, policy)]
        keep = index < replayed
        distress_before = stats["distress"]
        final, states, actions = play_checked(players, seed, policy, stats, keep)
        outcome = SPEC.outcome(final)
        assert sorted(s for place in outcome.ranking for s in place) == list(range(players))
        assert outcome.scores == [p.cash + sum(PRICE[h] for h in p.horses if h not in p.pawned)
                                  for p in final.players]
        stats["games"] += 1
        stats["turns"] += final.turn
        stats["actions"] += len(actions)
        stats["max_turns"] = max(stats["max_turns"], final.turn)
        stats[f"end_{final.end_reason}"] += 1
        stats["games_with_bankruptcy"] += bool(final.out)
        stats["games_with_distress"] += stats["distress"] > distress_before
        stats["bankruptcies"] += len(final.out)
        stats["bank_net_paid"] += final.bank_paid - final.bank_received
        if keep:
            record = GameRecord.model_validate_json(record_of(players, seed, actions).model_dump_json())
            state = registry.start(record)
            assert state == states[0]
            for i, (seat, data) in enumerate(record.actions):
                state = SPEC.apply(state, seat, SPEC.parse_action(data))
                assert state == states[i + 1], f"seed {seed}: replay differs after action {i}"
            assert registry.replay(record) == final


def test_balance_figures():
    """Runs after the fuzz (same module, collected later) and reports what the games looked like."""
    if not FIGURES:
        pytest.skip("the fuzz games did not run")
    lines = ["players policy   turns(avg/max) actions  distress-games  bankrupt-games  last-player  bet/game  "
             "bank-net/game"]
    for (players, policy), s in sorted(FIGURES.items()):
        n = s["games"]
        lines.append(
            f"{players:7} {policy:8} {s['turns'] / n:6.1f}/{s['max_turns']:<4} {s['actions'] / n:8.0f} "
            f"{s['games_with_distress'] / n:14.0%} {s['games_with_bankruptcy'] / n:15.0%} "
            f"{s['end_last_player'] / n:12.0%} {s['crowns_won_at_races'] / n:9.0f} {s['bank_net_paid'] / n:14.0f}"
        )
    print("\n" + "\n".join(lines))
    if min(s["games"] for s in FIGURES.values()) < BALANCE_SAMPLE:
        pytest.skip(f"shares of fewer than {BALANCE_SAMPLE} games a row are too rough to judge the balance by: "
                    "--fuzz-scale 0.5 or more (.ci/run plays the full count)")
    for (players, policy), s in FIGURES.items():
        n = s["games"]
        assert s["crowns_won_at_races"] / n > 20000, "money moves at the races"
        assert 40 <= s["turns"] / n <= 90, "about 45 minutes"
        if players >= 3:
            # Reckless players stake everything and, since the second deck asks for more money, go
            # out more often (a fifth of 3-player games); most of their games still run to the end.
            share = 0.95 if policy == "family" else 0.75
            assert s["end_deck_empty"] / n > share, "games end on the last chance card, not by elimination"
    # "nobody should be eliminated in most 4-player games before the deck runs out", yet financial
    # distress comes up in a fair share of them (RULES-NOTES.md: roughly a third)
    family = FIGURES[(4, "family")]
    assert family["games_with_bankruptcy"] / family["games"] < 0.2
    assert 0.15 < family["games_with_distress"] / family["games"] < 0.5
    assert FIGURES[(4, "uniform")]["games_with_bankruptcy"] / FIGURES[(4, "uniform")]["games"] < 0.6
