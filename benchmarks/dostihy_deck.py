"""The balance of the Dostihy a sázky chance deck, for each rules_version, from seeded games.

    .venv/bin/python benchmarks/dostihy_deck.py                       400 games per player count and player
    .venv/bin/python benchmarks/dostihy_deck.py --games 100 --players 4 --versions 2

The players are those of the rules fuzz (tests/rules/dostihy/test_fuzz.py, the same seeds):
"uniform" picks any legal action, "family" plays as a cautious family would, and the shipped
normal bot ("bot") plays every seat. For each rules_version, player count and player it reports:

  deck/game    crowns the chance deck hands out per game (paid by the bank less paid to it)
  distress     the share of games in which someone had to pay a card without the cash for it
  bankrupt     the share of games in which someone went bankrupt
  red races    races run with cards below zero held: how many per game, the holders' share of wins

and, for each deck, the chance of a player holding its worst card in an even race (the same
rosettes on both sides, ties rolled again), worked out exactly.
"""

import argparse
import random
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from boardgames_desktop import bots  # noqa: E402
from boardgames_desktop.rules import registry  # noqa: E402
from boardgames_desktop.rules.dostihy.data import POINTS_FACES, RULES  # noqa: E402
from rules.dostihy.helpers import POLICIES  # noqa: E402  (the fuzz's players)

SPEC = registry.get("dostihy")


def bot(rng: random.Random, state, seat: int, legal: list):
    return bots.choose(SPEC, SPEC.view(state, seat), legal, "normal", bots.decision_rng(rng.getrandbits(32), seat, 0))


PLAYERS = {**POLICIES, "bot": bot}


def win_chance(bonus: int) -> Fraction:
    """The chance that a runner with `bonus` more (or less) on each roll wins, ties rolled again."""
    pairs = [(a + bonus, b) for a in POINTS_FACES for b in POINTS_FACES]
    wins = sum(a > b for a, b in pairs)
    return Fraction(wins, len(pairs) - sum(a == b for a, b in pairs))


def play(rules_version: int, players: int, seed: int, policy: str, stats: Counter) -> None:
    rng = random.Random(seed)
    choose = PLAYERS[policy]
    state = SPEC.new_game(players, seed, rules_version=rules_version)
    distress = False
    while not state.is_over:
        seat = rng.choice(state.to_act)
        state = SPEC.apply(state, seat, choose(rng, state, seat, SPEC.legal_actions(state, seat)))
        red = {}  # race -> the seat whose cards counted below zero
        for event in SPEC.events(state):
            p = event.params
            if event.code == "money_received":
                stats["deck_crowns"] += p["amount"]
            elif event.code == "money_paid":
                stats["deck_crowns"] -= p["amount"]
            elif event.code == "distress":
                distress = True
            elif event.code == "cards_applied" and p["amount"] < 0:
                red[p["race"]] = p["seat"]
            elif event.code == "race_won" and p["race"] in red:
                stats["red_races"] += 1
                stats["red_races_won"] += p["winner"] == red[p["race"]]
    stats["games"] += 1
    stats["distress_games"] += distress
    stats["bankrupt_games"] += bool(state.out)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=400, help="per rules_version, player count and player")
    parser.add_argument("--players", default="2,3,4,5,6")
    parser.add_argument("--policies", default=",".join(PLAYERS))
    parser.add_argument("--versions", default=",".join(map(str, sorted(RULES))))
    args = parser.parse_args(argv)
    versions = [int(v) for v in args.versions.split(",")]
    for version in versions:
        worst = min(card.amount for card in RULES[version].deck if card.effect == "race_roll")
        print(f"rules_version {version}: worst card {worst:+d}, its holder wins an even race "
              f"{float(win_chance(worst)):.0%}")
    print()
    print("| rules | N | player | deck/game | distress | bankrupt | red races/game | holders won |")
    print("|---|---|---|---|---|---|---|---|")
    for version in versions:
        for players in map(int, args.players.split(",")):
            for policy in args.policies.split(","):
                stats = Counter()
                for index in range(args.games):
                    play(version, players, 100_003 * players + index, policy, stats)
                n = stats["games"]
                won = stats["red_races_won"] / stats["red_races"] if stats["red_races"] else 0
                print(f"| {version} | {players} | {policy} | {stats['deck_crowns'] / n:,.0f} "
                      f"| {stats['distress_games'] / n:.0%} | {stats['bankrupt_games'] / n:.0%} "
                      f"| {stats['red_races'] / n:.1f} | {won:.0%} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
