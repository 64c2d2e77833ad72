"""A computer level as it is now against the same level at an earlier commit, in whole games with no
stop of the benchmark's (issue 31): a change tuned on style_grid.py's cells must not lose the real game.

    .venv/bin/python benchmarks/head_to_head.py --game anti_monopoly --rev main --players 2 --deals 40

Seats alternate deal by deal (at 2 players: now, before; before, now; ...). A game that has not ended
after --cap rounds (Anti-Monopoly between two savers) is stopped by agreement, as a family would,
and rule 23 ranks it; those are counted. Deal k is seed 5000 + k. Prints the now-level's share of
the wins against the share of seats it held, with a 95 % interval.
"""

import argparse
import importlib.util
import math
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from boardgames_desktop import bots  # noqa: E402
from boardgames_desktop.rules import registry  # noqa: E402


def level_at(game: str, rev: str, level: str):
    """The policy `level` of bots/<game>.py as it was at `rev`, beside the package's other modules."""
    source = subprocess.run(["git", "show", f"{rev}:boardgames_desktop/bots/{game}.py"], cwd=ROOT,
                            check=True, capture_output=True, text=True).stdout
    path = Path(tempfile.mkdtemp()) / f"{game}_before.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(f"boardgames_desktop.bots.{game}_before", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, level)


def play(spec, seed: int, seats: list[bool], now, before, cap: int) -> tuple[float, bool]:
    """The now-seats' share of the win, and whether the game was stopped at the cap."""
    state = spec.new_game(len(seats), seed)
    ply, capped = 0, False
    while not state.is_over:
        if cap and getattr(state, "round", 0) > cap and spec.id == "anti_monopoly" and state.phase == "roll" \
                and state.rolls == 0 and state.dice is None:
            from boardgames_desktop.rules.anti_monopoly.actions import EndByAgreement
            state, capped = spec.apply(state, state.current, EndByAgreement()), True
            break
        seat = state.to_act[0]
        legal = spec.legal_actions(state, seat)
        policy = now if seats[seat] else before
        action = policy(spec.view(state, seat), legal, bots.decision_rng(seed, seat, ply))
        state = spec.apply(state, seat, action)
        ply += 1
    winners = spec.outcome(state).winners
    return sum(1 / len(winners) for seat in winners if seats[seat]), capped


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True)
    parser.add_argument("--rev", default="main", help="the commit to play against (git revision)")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--cap", type=int, default=300, help="rounds before an agreed stop (Anti-Monopoly)")
    args = parser.parse_args()
    spec = registry.get(args.game)
    now = getattr(importlib.import_module(f"boardgames_desktop.bots.{args.game}"), args.level)
    before = level_at(args.game, args.rev, args.level)
    diffs, capped = [], 0
    for deal in range(args.deals):
        seats = [(seat + deal) % 2 == 0 for seat in range(args.players)]
        share, stopped = play(spec, 5000 + deal, seats, now, before, args.cap)
        diffs.append(share - sum(seats) / args.players)
        capped += stopped
    mean = sum(diffs) / len(diffs)
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1))
    print(f"{args.game} {args.level}, {args.players} players, {args.deals} deals, now against {args.rev}: "
          f"share of wins - share of seats {mean:+.3f} ± {1.96 * spread / math.sqrt(len(diffs)):.3f}"
          f" ({capped} games stopped at round {args.cap})")


if __name__ == "__main__":
    main()
