"""Every game, reached by its id through the same verbs.

The catalog below is the one place a game is registered. It says what the start screen and the
lists of saved games need before anything is played (id and player counts) and which package
under `rules/` holds the game's spec class; that module is imported when the game is first asked
for, so starting the program loads no game's rules.
"""

from importlib import import_module
from typing import NamedTuple

from .core import IllegalAction, InvalidSetup, ReplayError


class GameInfo(NamedTuple):
    """A game as the catalog knows it, without its rules. Agrees with its spec (a test checks).

    (A NamedTuple, as the start screen's other records: importing dataclasses and building the
    classes took ~5 ms of the start-up.)"""

    id: str
    min_players: int
    max_players: int
    spec: str  # "module:Class" under boardgames_desktop.rules: the game's GameSpec


_CATALOG: dict[str, GameInfo] = {
    info.id: info
    for info in (
        GameInfo("for_sale", 3, 6, "for_sale.spec:ForSaleSpec"),
        GameInfo("x_nimmt", 2, 4, "x_nimmt.spec:XNimmtSpec"),
        GameInfo("dostihy", 2, 6, "dostihy.spec:DostihySpec"),
    )
}
_SPECS: dict = {}  # GameSpec by id, once imported


def catalog() -> list[GameInfo]:
    """Every game, in the order the start screen shows them, without importing any rules."""
    return list(_CATALOG.values())


def info(game_id: str) -> GameInfo:
    try:
        return _CATALOG[game_id]
    except KeyError:
        raise InvalidSetup("unknown_game", {"game": game_id}) from None


def get(game_id: str):
    """The game's GameSpec, its rules imported on first use."""
    spec = _SPECS.get(game_id)
    if spec is None:
        module, _, name = info(game_id).spec.partition(":")
        spec = _SPECS[game_id] = getattr(import_module(f"{__package__}.{module}"), name)()
    return spec


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
    spec = get(record.game)
    state = start(record)
    for index, (seat, data) in enumerate(record.actions):
        try:
            state = spec.apply(state, seat, spec.parse_action(data))
        except IllegalAction as error:
            raise ReplayError(
                "illegal_action", {"index": index, "code": error.code, "params": error.params}
            ) from None
    return state
