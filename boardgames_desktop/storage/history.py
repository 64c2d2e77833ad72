"""The family's finished games, read from the saves folder: who sat where and how each game ended.

The files are the truth: each finished game is replayed once and its outcome remembered by the
file's stamp (as `list_saves` remembers summaries), so a changed file is read again and a deleted
one drops out. What was remembered is also kept between runs in `cache/history.json` beside
`saves/`, an index that only spares the replays: it is rebuilt whenever it is missing, damaged or
written by another version of the program, and a file whose stamp changed is read again. A game counts only when its file says it is finished and its replay agrees;
an abandoned game never counts. A game is told by its `game_id` and `branch`: kept twice (its
autosave and a copy saved under a name, or a copy saved before the end and never played on) it
counts once, the file with the most moves; a copy that was opened and played on is a branch, a game
of its own (the family played it), counted beside the game it was copied from.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import NamedTuple

from .. import __version__
from ..rules import registry
from . import files, saves
from .errors import SaveError


class Seat(NamedTuple):
    name: str
    kind: str  # "human" or "computer"
    level: str | None
    colour: str | None
    symbol: str | None
    score: int
    place: int  # 1 for the winners; tied seats share a place, the next place skips as many
    hints: int | None = None  # how many hints the person asked for; None: hints were off for them


class FinishedGame(NamedTuple):
    path: Path
    game: str
    ended: datetime  # when it was last saved, i.e. when its last move was made
    seats: tuple[Seat, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, sitting in enumerate(self.seats) if sitting.place == 1)


_outcomes: dict[Path, tuple] = {}


def finished_games() -> list[FinishedGame]:
    """Every finished game in the saves folder, oldest first. Files that do not load are passed over
    (the saved-games list shows them with the reason)."""
    if not _outcomes:
        _outcomes.update(_read_index())
    known = dict(_outcomes)
    found: dict[tuple, tuple[int, FinishedGame]] = {}
    for entry in saves.list_saves():
        summary = entry.summary
        if summary is None or not summary.finished:
            continue
        read = saves._remembered(_outcomes, entry.path, _read)
        if read is None:
            continue
        identity, moves, game = read
        if identity not in found or moves > found[identity][0]:
            found[identity] = (moves, game)
    if _outcomes != known:
        _write_index()
    return sorted((game for _, game in found.values()), key=lambda game: (game.ended, game.path.name))


def _read(path: Path):
    """(the game's identity, its number of moves, the FinishedGame), or None when the file does not
    load or its game is not over after all."""
    try:
        loaded = saves.load(path)
    except SaveError:
        return None
    save_file, state = loaded
    if not state.is_over:
        return None
    record = save_file.record
    outcome = registry.get(record.game).outcome(state)
    places = {}
    for group in outcome.ranking:
        place = len(places) + 1
        places.update((seat, place) for seat in group)
    seats = tuple(
        Seat(player.name, player.kind, player.level, player.colour, player.symbol, outcome.scores[seat], places[seat],
             player.hints)
        for seat, player in enumerate(save_file.players)
    )
    identity = (save_file.game_id, save_file.branch)
    return identity, len(record.actions), FinishedGame(path, record.game, save_file.updated, seats)


def _index_path() -> Path:
    return saves.saves_dir().parent / "cache" / "history.json"


def _read_index() -> dict[Path, tuple]:
    """The outcomes remembered by an earlier run, by path: (stamp, what `_read` gave); nothing if
    the index is missing, damaged, of another version, or holds anything a save could not (it is
    validated as strictly as a save: a place "first" or a name null throws the whole index away,
    and the games are replayed from the saves)."""
    from pydantic import ValidationError

    from .model import HistoryIndex

    try:
        index = HistoryIndex.model_validate_json(files.read_bytes(_index_path()), strict=True)
    except (SaveError, ValidationError, RecursionError, MemoryError):
        return {}
    if index.app_version != __version__:
        return {}
    return {Path(entry.path): (tuple(entry.stamp), _from_index(entry.outcome)) for entry in index.entries}


def _write_index() -> None:
    from .model import HistoryIndex

    entries = [{"path": str(path), "stamp": list(stamp), "outcome": _to_index(value)}
               for path, (stamp, value) in _outcomes.items()]
    try:
        data = HistoryIndex(app_version=__version__, entries=entries).model_dump_json().encode("utf-8")
        files.write_keeping_backup(_index_path(), data)
    except (SaveError, ValueError):
        pass  # only a cache: the next run replays the games again


def _to_index(value) -> dict | None:
    if value is None:
        return None
    (game_id, branch), moves, finished = value
    seats = [seat._asdict() for seat in finished.seats]
    return {"game_id": game_id, "branch": branch, "moves": moves, "path": str(finished.path),
            "game": finished.game, "ended": finished.ended, "seats": seats}


def _from_index(outcome) -> tuple | None:
    if outcome is None:
        return None
    seats = tuple(Seat(**seat.model_dump()) for seat in outcome.seats)
    finished = FinishedGame(Path(outcome.path), outcome.game, outcome.ended, seats)
    return (outcome.game_id, outcome.branch), outcome.moves, finished


def by_profile(games: list[FinishedGame], profiles) -> list[FinishedGame]:
    """`games` with each person's seat under their profile's name, colour and symbol (storage.profiles):
    a renamed or merged profile gathers the games of all its names. Computers and names without a
    profile stay as they were played."""
    from .profiles import find

    def person(seat: Seat) -> Seat:
        profile = find(profiles, seat.name) if seat.kind == "human" else None
        if profile is None:
            return seat
        return seat._replace(name=profile.name, colour=profile.colour, symbol=profile.symbol)

    return [game._replace(seats=tuple(person(seat) for seat in game.seats)) for game in games]
