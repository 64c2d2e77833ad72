"""Where a move's time goes: cProfile around session.act() and the repaint, as run.py times them.

    .venv/bin/python benchmarks/profile_moves.py x_nimmt [--games 3] [--sort tottime] [--lines 40]

Plays seeded games in a shown main window (offscreen, temporary saves folder), profiles only the
timed span of each move (the hand-overs and animations in between are not), prints the table.
"""

import argparse
import cProfile
import os
import pstats
import random
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--sort", default="cumulative")
    parser.add_argument("--lines", type=int, default=45)
    parser.add_argument("--callers", help="also print who calls the functions matching this")
    args = parser.parse_args()
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["BOARDGAMES_DESKTOP_DATA_DIR"] = tempfile.mkdtemp(prefix="boardgames-profile-")

    from run import application, finish_animations, handle_posted, players_for, wait

    from boardgames_desktop.rules import registry
    from boardgames_desktop.ui.app.main_window import MainWindow
    from boardgames_desktop.ui.app.session import Session

    app = application()
    spec = registry.get(args.game)
    window = MainWindow()
    window.resize(1180, 760)
    window.show()
    wait(50)
    profile = cProfile.Profile()
    moves = 0
    for seed in range(7, 7 + args.games):
        session = Session.new(spec.id, players_for(spec, 4), seed)
        window.start(session)
        wait(30)
        chooser = random.Random(seed)
        while not session.is_over:
            if session.handover_to is not None:
                session.confirm_handover()
                app.processEvents()
            action = chooser.choice(session.legal_actions())
            profile.enable()
            session.act(action)
            handle_posted(app)
            profile.disable()
            moves += 1
            wait(5)
            finish_animations(window.game_page)
        window.close_game()
    print(f"{moves} moves of {args.game}")
    stats = pstats.Stats(profile).strip_dirs().sort_stats(args.sort)
    stats.print_stats(args.lines)
    if args.callers:
        stats.print_callers(args.callers)
    return 0


if __name__ == "__main__":
    sys.exit(main())
