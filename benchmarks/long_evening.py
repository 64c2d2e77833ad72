"""A long evening: many games played one after another in one window, and the memory it keeps.

    .venv/bin/python benchmarks/long_evening.py                 300 games (about 10 minutes on 2 cores)
    .venv/bin/python benchmarks/long_evening.py --games 30      a quicker look

The five games take turns, four players each, each started in the main
window, played with seeded random legal moves through the session while the window repaints and
every animation runs to its end, for at most --moves actions, then closed as "Back to the start"
closes it. After game 1, after one game of each kind, and at 100 and at the last game, it reads the
process's resident memory (VmRSS) and its peak so far (VmHWM), each beside the peak of a bare
PySide6 window (benchmarks/bare_window.py) measured in the same run. Runs offscreen with a
temporary saves folder; Linux only (it reads /proc). The figures are in benchmarks/LOG.md.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAMES = ("for_sale", "x_nimmt", "dostihy", "anti_monopoly", "last_will")


def memory_kib() -> dict:
    """VmRSS (now) and VmHWM (the peak so far) of this process, in KiB."""
    figures = {}
    with open("/proc/self/status") as status:
        for line in status:
            name, _, value = line.partition(":")
            if name in ("VmRSS", "VmHWM"):
                figures[name] = int(value.split()[0])
    return {"rss_kib": figures["VmRSS"], "peak_kib": figures["VmHWM"]}


def bare_peak_kib(env: dict) -> int:
    out = subprocess.run([sys.executable, str(HERE / "bare_window.py"), "--rss"], env=env,
                         capture_output=True, text=True, timeout=120, check=True).stdout
    return int(out.strip().splitlines()[-1])


def play(window, app, game: str, seed: int, max_moves: int) -> int:
    """One game from the main window to its closing; the number of actions played."""
    from run import finish_animations, players_for, wait

    from boardgames_desktop.rules import registry
    from boardgames_desktop.ui.app.session import Session

    window.start(Session.new(game, players_for(registry.get(game), 4), seed))
    session, chooser, moves, idle = window.session, random.Random(seed), 0, 0
    wait(20)
    while not session.is_over and moves < max_moves:
        if session.handover_to is not None:
            session.confirm_handover()
        actions = session.legal_actions()
        if not actions:  # the clock's action due: it comes on a timer, as in run.py
            idle += 1
            if idle > 500:  # ten seconds and still nothing to play: this game is left
                break
            wait(20)
            continue
        idle = 0
        session.act(chooser.choice(actions))
        moves += 1
        app.processEvents()
        finish_animations(window.game_page)
    window.close_game()
    wait(5)  # the closed game's deleteLater
    return moves


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--moves", type=int, default=80, help="at most this many actions a game")
    parser.add_argument("--json", help="also write the figures here")
    args = parser.parse_args()

    scratch = Path(tempfile.mkdtemp(prefix="long-evening-"))
    os.environ.update(QT_QPA_PLATFORM="offscreen", BOARDGAMES_DESKTOP_DATA_DIR=str(scratch / "data"),
                      XDG_CONFIG_HOME=str(scratch / "config"))
    bare = bare_peak_kib(dict(os.environ))
    sys.path.insert(0, str(HERE))
    sys.path.insert(0, str(HERE.parent))
    from run import application, wait

    from boardgames_desktop.ui.app.main_window import MainWindow

    app = application()
    window = MainWindow()
    window.resize(1180, 760)
    window.show()
    wait(50)
    marks = {1, len(GAMES), 100, args.games}
    rows, actions, started = [], 0, time.perf_counter()
    for number in range(1, args.games + 1):
        actions += play(window, app, GAMES[(number - 1) % len(GAMES)], number, args.moves)
        if number in marks:
            figures = memory_kib()
            rows.append({"after_game": number, **figures,
                         "rss_ratio": round(figures["rss_kib"] / bare, 2), "peak_ratio": round(figures["peak_kib"] / bare, 2)})
            print(f"after game {number:3}: RSS {figures['rss_kib'] / 1024:6.1f} MiB ({rows[-1]['rss_ratio']:.2f} x bare), "
                  f"peak {figures['peak_kib'] / 1024:6.1f} MiB ({rows[-1]['peak_ratio']:.2f} x bare)", flush=True)
    print(f"bare window peak {bare / 1024:.1f} MiB; {args.games} games, {actions} actions, "
          f"{time.perf_counter() - started:.0f} s")
    if args.json:
        Path(args.json).write_text(json.dumps({"bare_kib": bare, "games": args.games, "actions": actions, "marks": rows},
                                              indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
