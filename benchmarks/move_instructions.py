"""What moves cost in instructions, not time: Valgrind's count does not swing with the machine's load,
so two versions of the code can be compared to a percent where run.py's milliseconds blur by tens.

    valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file=/tmp/moves.out \\
        .venv/bin/python benchmarks/move_instructions.py last_will SPANS [--kinds Discard,Place]

Plays seed 7's game (4 human seats, 1180x760, offscreen) as run.py's `measure_moves` does and
counts only the chosen spans; valgrind's last line "Collected : N" is their instructions, this script
prints how many spans they were.
    moves     every move: session.act and the events it posts, the repaint among them
    slow      the moves of the `--kinds` action types that end without a hand-over screen (in
              Poslední vůle, Discard and Place: most of its p95 moves)
    slow-act  the same moves, session.act alone
    handover  the moves that end on a hand-over screen
    repaint   the yardstick: every visible widget of the table updated, the events handled
`callgrind_annotate --inclusive=yes /tmp/moves.out | head -80` shows where they go in Qt (Python shows
as the interpreter's own functions). Needs valgrind and a C compiler with valgrind's headers (the
switch that turns counting on and off is a macro of callgrind.h); runs in about two minutes.
Repeated runs of the same code differ by up to 2 %: Python's garbage collector and Qt's font cache
(which drops fonts unused for 10 s) land in other spans; compare versions run side by side.
"""

import argparse
import ctypes
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

TOGGLE = "#include <valgrind/callgrind.h>\nvoid toggle(void) { CALLGRIND_TOGGLE_COLLECT; }\n"


def counting_switch():
    """The function that turns valgrind's counting on and off, compiled once into a temporary folder."""
    folder = Path(tempfile.mkdtemp(prefix="boardgames-instructions-"))
    (folder / "toggle.c").write_text(TOGGLE)
    try:
        subprocess.run(["cc", "-shared", "-fPIC", "-o", str(folder / "toggle.so"), str(folder / "toggle.c")],
                       check=True, capture_output=True)
    except (OSError, subprocess.CalledProcessError) as error:
        raise SystemExit(f"cannot build the counting switch (a C compiler and valgrind's headers are needed): {error}")
    return ctypes.CDLL(str(folder / "toggle.so")).toggle


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("spans", choices=["moves", "slow", "slow-act", "handover", "repaint"])
    parser.add_argument("--kinds", default="Discard,Place", help="the action types of the slow moves")
    parser.add_argument("--list", action="store_true", help=argparse.SUPPRESS)  # the moves of each kind, as JSON
    args = parser.parse_args()
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["BOARDGAMES_DESKTOP_DATA_DIR"] = tempfile.mkdtemp(prefix="boardgames-instructions-")
    toggle = (lambda: None) if args.list else counting_switch()

    from PySide6.QtWidgets import QWidget
    from run import application, finish_animations, handle_posted, players_for, wait

    from boardgames_desktop.rules import registry
    from boardgames_desktop.ui.app.main_window import MainWindow
    from boardgames_desktop.ui.app.session import Session

    app = application()
    spec = registry.get(args.game)
    kinds = set(args.kinds.split(","))
    window = MainWindow()
    window.resize(1180, 760)
    window.show()
    wait(50)

    def play(counted) -> tuple[int, set[int], set[int]]:
        """One game; `counted(n)` says whether move n is counted. Returns how many spans were, and
        which moves were slow and which ended on a hand-over."""
        session = Session.new(spec.id, players_for(spec, 4), 7)
        window.start(session)
        wait(30)
        chooser = random.Random(7)
        spans, slow, handovers = 0, set(), set()
        n = 0
        while not session.is_over:
            if session.handover_to is not None:
                session.confirm_handover()
                handle_posted(app)
                finish_animations(window.game_page)
            action = chooser.choice(session.legal_actions())
            on = counted(n)
            if on:
                toggle()
            session.act(action)
            if on and args.spans == "slow-act":
                toggle()
            handle_posted(app)
            if on and args.spans != "slow-act":
                toggle()
            spans += on
            if session.handover_to is not None:
                handovers.add(n)
            elif type(action).__name__ in kinds:
                slow.add(n)
            wait(5)
            finish_animations(window.game_page)
            if args.spans == "repaint":
                table = window.game_page.table
                toggle()
                for widget in [table, *table.findChildren(QWidget)]:
                    if widget.isVisible():
                        widget.update()
                handle_posted(app)
                toggle()
                spans += 1
            n += 1
        window.close_game()
        return spans, slow, handovers

    if args.list:
        _, slow, handovers = play(lambda n: False)
        print(json.dumps({"slow": sorted(slow), "handover": sorted(handovers)}))
        return 0
    if args.spans in ("slow", "slow-act", "handover"):
        # Which moves they are is known only once played: a first game in a child process (valgrind
        # does not follow it), so that this one plays from the same cold start as run.py's.
        listed = subprocess.run([sys.executable, __file__, args.game, args.spans, "--kinds", args.kinds, "--list"],
                                check=True, capture_output=True, text=True).stdout.splitlines()[-1]
        picked = set(json.loads(listed)["handover" if args.spans == "handover" else "slow"])
        spans, _, _ = play(lambda n: n in picked)
    else:
        spans, _, _ = play(lambda n: args.spans == "moves")
    print(f"{args.game} {args.spans}: {spans} spans counted")
    return 0


if __name__ == "__main__":
    sys.exit(main())
