"""Every game, reached by its id through the same verbs.

The catalog below is the one place a game is registered: one line per game. It says what the
start screen and the lists of saved games need before anything is played (id and player counts)
and which module under `rules/<id>/` holds the game's spec class; that module is imported when the
game is first asked for, so starting the program loads no game's rules. Everything else of a game
is found from its id under the same root package: its table, pictures and words in
`ui/games/<id>/`, its computer player in `bots/<id>.py` (docs/ARCHITECTURE.md, "Adding a game").
`register` adds a game from another root package (tests' games, later perhaps plug-ins).
"""

from importlib import import_module
from pathlib import Path
from typing import NamedTuple

from .core import InvalidSetup, ReplayError


class GameInfo(NamedTuple):
    """A game as the catalog knows it, without its rules. Agrees with its spec (a test checks).

    (A NamedTuple, as the start screen's other records: importing dataclasses and building the
    classes took ~5 ms of the start-up.)"""

    id: str
    min_players: int
    max_players: int
    spec: str  # "module:Class" under <package>.rules: the game's GameSpec
    package: str = __package__.rpartition(".")[0]  # the root holding rules/<id>, ui/games/<id>, bots/<id>.py


_CATALOG: dict[str, GameInfo] = {
    info.id: info
    for info in (
        GameInfo("for_sale", 3, 6, "for_sale.spec:ForSaleSpec"),
        GameInfo("x_nimmt", 2, 4, "x_nimmt.spec:XNimmtSpec"),
        GameInfo("dostihy", 2, 6, "dostihy.spec:DostihySpec"),
        GameInfo("anti_monopoly", 2, 6, "anti_monopoly.spec:AntiMonopolySpec"),
        GameInfo("last_will", 2, 5, "last_will.spec:LastWillSpec"),
    )
}
_SPECS: dict = {}  # GameSpec by id, once imported


def catalog() -> list[GameInfo]:
    """Every game, in the order the start screen shows them, without importing any rules."""
    return list(_CATALOG.values())


def register(game: GameInfo) -> None:
    """Add a game to the catalog, after the others (or replace the game of the same id)."""
    _CATALOG[game.id] = game
    _SPECS.pop(game.id, None)


def unregister(game_id: str) -> None:
    """Take a game added by `register` out of the catalog again."""
    _CATALOG.pop(game_id, None)
    _SPECS.pop(game_id, None)


def info(game_id: str) -> GameInfo:
    try:
        return _CATALOG[game_id]
    except KeyError:
        raise InvalidSetup("unknown_game", {"game": game_id}) from None


def get(game_id: str):
    """The game's GameSpec, its rules imported on first use."""
    spec = _SPECS.get(game_id)
    if spec is None:
        game = info(game_id)
        module, _, name = game.spec.partition(":")
        spec = _SPECS[game_id] = getattr(import_module(f"{game.package}.rules.{module}"), name)()
    return spec


def module(game_id: str, path: str, optional: bool = False):
    """The module `path` (as "ui.games.<id>.texts") under the game's root package; with `optional`,
    None when the game has no such module (a game without a bot of its own, say)."""
    name = f"{info(game_id).package}.{path}"
    try:
        return import_module(name)
    except ModuleNotFoundError as error:
        if not optional or not (name == error.name or name.startswith(f"{error.name}.")):
            raise
        return None


def folder(game_id: str, path: str) -> Path:
    """The folder `path` ("ui/games/<id>") under the game's root package, whether or not it
    exists: where a game keeps what is not code (its rules pages, its translations). Imports only
    the root package (in a frozen build, its folder inside the bundle)."""
    return Path(import_module(info(game_id).package).__file__).parent / path


def games() -> list:
    """Every game's GameSpec (this imports every game's rules; `catalog()` does not)."""
    return [get(game.id) for game in catalog()]


def start(record):
    """The state a record begins from, before any of its actions, under the rules it was made by."""
    spec = get(record.game)
    try:
        return spec.new_game(record.num_players, record.seed, record.options, record.setup, record.rules_version)
    except InvalidSetup as error:
        raise ReplayError(error.code, error.params) from None


def replay(record):
    """The state after every action of the record (a GameRecord). Raises ReplayError naming the failing index."""
    return get(record.game).replay(start(record), record.actions)


def random_game(game: str, players: int, seed: int, options: dict | None = None):
    """A GameRecord of a whole game of random legal moves; the choices come from the same seed as
    the deal (the command line's `play`, the tests' and the screenshots' games)."""
    from .core import GameRecord, Rng

    spec = get(game)
    state = spec.new_game(players, seed, options)
    chooser = Rng.from_seed(seed ^ 0x5EED)
    actions = []
    while not state.is_over:
        seat = state.to_act[chooser.below(len(state.to_act))]
        legal = spec.legal_actions(state, seat)
        action = legal[chooser.below(len(legal))]
        state = spec.apply(state, seat, action)
        actions.append((seat, action.model_dump(mode="json")))
    return GameRecord(
        game=game,
        rules_version=spec.rules_version,
        num_players=players,
        seed=seed,
        options=spec.parse_options(options).model_dump(mode="json"),
        actions=actions,
    )
