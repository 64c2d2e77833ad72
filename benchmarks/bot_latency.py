"""How long a family waits for a hard computer player, on a quiet machine and with other work running.

    .venv/bin/python benchmarks/bot_latency.py                       every game, 60 decisions each
    .venv/bin/python benchmarks/bot_latency.py --only for_sale --decisions 200 --competitors 2

Hard decisions are taken from seeded games (hard in a rotating seat among normal bots) and called
as the program calls them (`bots.choose` with the shipped budget and wall-clock cap). Each game's
decisions are timed twice, on the same positions with the same seeds, so the moves are the same:
first while `--competitors` busy processes (default: one per core) run beside the bot at the same
priority, as another program would, then with the machine as it is. The figure is the loaded p95
on the wall clock (target <= 1 s); the quiet run is its yardstick, and the load average is printed
so that a run on a machine busy with something else can be told apart.
"""

import argparse
import os
import platform
import subprocess
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardgames_desktop import bots  # noqa: E402
from boardgames_desktop.rules import registry  # noqa: E402

BUSY = "while True: pass"


def positions(spec, players: int, wanted: int) -> list:
    """(view, legal, rng) of `wanted` hard decisions that have a choice, from seeded games."""
    found, seed = [], 0
    while len(found) < wanted:
        hero = seed % players
        state, ply = spec.new_game(players, 5000 + seed), 0
        while not state.is_over and len(found) < wanted:
            seat = state.to_act[0]
            legal, view = spec.legal_actions(state, seat), spec.view(state, seat)
            rng = bots.decision_rng(5000 + seed, seat, ply)
            if seat == hero and len(legal) > 1:
                found.append((view, legal, rng.state))
            state = spec.apply(state, seat, bots.choose(spec, view, legal, "normal", rng))
            ply += 1
        seed += 1
    return found


def timed(spec, decisions: list) -> list[tuple[float, float]]:
    from boardgames_desktop.rules.core import Rng

    times = []
    for view, legal, rng_state in decisions:
        rng = Rng(rng_state)
        wall, cpu = time.perf_counter(), time.thread_time()
        bots.choose(spec, view, legal, "hard", rng)
        times.append((time.perf_counter() - wall, time.thread_time() - cpu))
    return times


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", default="", help="comma-separated game ids")
    parser.add_argument("--decisions", type=int, default=60, help="hard decisions per game")
    parser.add_argument("--players", type=int, default=4, help="players at the table (within the game's range)")
    parser.add_argument("--competitors", type=int, default=os.cpu_count() or 2,
                        help="busy processes beside the bot in the loaded run (default: one per core)")
    args = parser.parse_args(argv)
    only = set(filter(None, args.only.split(",")))
    print(f"# Hard decisions, {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, "
          f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
          f"load average {os.getloadavg()[0]:.1f} at the start")
    print(f"{args.decisions} decisions a game; loaded: {args.competitors} busy processes beside the bot\n")
    print("| game | N | quiet p50 / p95 s wall | p95 s CPU | loaded p50 / p95 s wall | p95 s CPU | loaded / quiet p95 | target |")
    print("|---|---|---|---|---|---|---|---|")
    worst = 0.0
    for spec in registry.games():
        if only and spec.id not in only:
            continue
        players = min(max(args.players, spec.min_players), spec.max_players)
        decisions = positions(spec, players, args.decisions)
        # Loaded first: the bots' own caches (Na prodej's expected cheques) then help the quiet
        # run, never the figure.
        competitors = [subprocess.Popen([sys.executable, "-c", BUSY]) for _ in range(args.competitors)]
        try:
            time.sleep(0.2)
            loaded = timed(spec, decisions)
        finally:
            for process in competitors:
                process.kill()
                process.wait()
        quiet = timed(spec, decisions)
        q_wall, q_cpu = [t[0] for t in quiet], [t[1] for t in quiet]
        l_wall, l_cpu = [t[0] for t in loaded], [t[1] for t in loaded]
        worst = max(worst, p95(l_wall))
        verdict = "met" if p95(l_wall) <= 1.0 and p95(l_cpu) <= 0.5 else "MISSED"
        print(f"| {spec.id} | {players} | {sorted(q_wall)[len(q_wall) // 2]:.2f} / {p95(q_wall):.2f} | {p95(q_cpu):.2f} | "
              f"{sorted(l_wall)[len(l_wall) // 2]:.2f} / {p95(l_wall):.2f} | {p95(l_cpu):.2f} | "
              f"{p95(l_wall) / p95(q_wall):.2f} | {verdict} |", flush=True)
    print(f"\nworst loaded p95 {worst:.2f} s wall (target <= 1 s); load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
