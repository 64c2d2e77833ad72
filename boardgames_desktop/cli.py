"""The games' rules from the command line, for scripts, bots and tests, without Qt.

    python -m boardgames_desktop.cli list
    python -m boardgames_desktop.cli play GAME --players N --seed S [--options JSON]
    python -m boardgames_desktop.cli replay FILE

`play` picks random legal moves to the end and prints the record as JSON; `replay` reads a record
or a save file (a JSON object whose "record" is one) and prints the outcome as JSON. A bad file of
any kind (not a regular file, too large, not JSON, nested too deep, not a record, a record that
does not replay) or an illegal action exits with status 2 and one line on stderr.
"""

import argparse
import json
import sys
from pathlib import Path

from pydantic import ValidationError

from .rules import registry
from .rules.core import GameRecord, RulesError
from .storage import files
from .storage.errors import SaveError


def _list() -> list[dict]:
    return [
        {
            "id": spec.id,
            "min_players": spec.min_players,
            "max_players": spec.max_players,
            "rules_version": spec.rules_version,
            "options": spec.options_model.model_json_schema(),
        }
        for spec in registry.games()
    ]


def _read_record(path: Path) -> GameRecord:
    # The save files' reader: regular files of a bounded size only, JSON errors as SaveError codes.
    data = files.parse_json(files.read_bytes(path))
    if isinstance(data, dict) and "record" in data:
        data = data["record"]
    return GameRecord.model_validate(data)


def _replay(path: Path) -> dict:
    record = _read_record(path)
    state = registry.replay(record)
    outcome = registry.get(record.game).outcome(state)
    return {
        "game": record.game,
        "actions": len(record.actions),
        "is_over": state.is_over,
        "outcome": outcome.model_dump(mode="json") if outcome else None,
    }


def _one_line(error: Exception) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m boardgames_desktop.cli")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("list", help="the registered games, as JSON")
    play = commands.add_parser("play", help="a seeded game of random legal moves; prints its record")
    play.add_argument("game")
    play.add_argument("--players", type=int, required=True)
    play.add_argument("--seed", type=int, required=True)
    play.add_argument("--options", type=json.loads, default=None, help="the game's options as JSON")
    replay = commands.add_parser("replay", help="replay a record or save file; prints the outcome")
    replay.add_argument("file", type=Path)
    args = parser.parse_args(argv)

    try:
        if args.command == "list":
            result = _list()
        elif args.command == "play":
            result = registry.random_game(args.game, args.players, args.seed, args.options).model_dump(mode="json")
        else:
            result = _replay(args.file)
    except (RulesError, SaveError, OSError, ValueError, ValidationError) as error:
        print(f"error: {_one_line(error)}", file=sys.stderr)
        return 2
    except Exception as error:  # nesting too deep for the validator, a corner the engine missed
        print(f"error: {args.command} failed: {type(error).__name__}", file=sys.stderr)
        return 2
    json.dump(result, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
