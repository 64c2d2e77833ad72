"""What loading a long save costs in instructions, not time (see move_instructions.py for why).

    valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file=/tmp/load.out \\
        .venv/bin/python benchmarks/load_instructions.py anti_monopoly load

Makes run.py's long game of the game (2,000 random actions, or the longest of 40 seeded games) and
saves it, in a child process (valgrind does not follow it: minutes saved), loads it once uncounted (imports and pydantic's schemas warm), then counts one span:
    load   storage.load: reading, validating and replaying the file
    open   what opening it in the window adds: the session's own replay (Session(save_file))
valgrind's last line "Collected : N" is the span's instructions. `callgrind_annotate
--inclusive=yes /tmp/load.out | head -60` shows where they go (Python shows as the interpreter's
own functions; cProfile names the Python functions, at its own cost).
"""

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("span", choices=["load", "open", "make"])  # make: the child's part
    args = parser.parse_args()
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("BOARDGAMES_DESKTOP_DATA_DIR", tempfile.mkdtemp(prefix="boardgames-instructions-"))

    from boardgames_desktop import storage

    if args.span == "make":
        from run import longest_record, players_for

        from boardgames_desktop.rules import registry

        spec = registry.get(args.game)
        record = longest_record(spec, 40)
        print(storage.save(storage.SaveFile(players=players_for(spec, record.num_players), record=record), "long game"))
        return 0
    from move_instructions import counting_switch
    from run import application

    toggle = counting_switch()
    made = subprocess.run([sys.executable, __file__, args.game, "make"], check=True, capture_output=True, text=True)
    path = Path(made.stdout.splitlines()[-1])
    loaded = storage.load(path)
    if args.span == "load":
        toggle()
        storage.load(path)
        toggle()
    else:
        from boardgames_desktop.ui.app.session import Session

        application()
        Session(loaded.save_file).deleteLater()
        toggle()
        Session(loaded.save_file)
        toggle()
    print(f"{args.game} {args.span}: {len(loaded.save_file.record.actions)} actions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
