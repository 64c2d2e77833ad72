"""Every game, reached by its id through the same verbs."""

from .core import GameRecord, GameSpec, IllegalAction, InvalidSetup, ReplayError
from .dostihy import spec as dostihy
from .for_sale import spec as for_sale
from .x_nimmt import spec as x_nimmt

_SPECS: dict[str, GameSpec] = {spec.id: spec for spec in (for_sale, x_nimmt, dostihy)}


def get(game_id: str) -> GameSpec:
    try:
        return _SPECS[game_id]
    except KeyError:
        raise InvalidSetup("unknown_game", {"game": game_id}) from None


def games() -> list[GameSpec]:
    return list(_SPECS.values())


def start(record: GameRecord):
    """The state a record begins from, before any of its actions."""
    spec = get(record.game)
    if record.rules_version != spec.rules_version:
        raise ReplayError("rules_version", {"found": record.rules_version, "expected": spec.rules_version})
    try:
        return spec.new_game(record.num_players, record.seed, record.options, record.setup)
    except InvalidSetup as error:
        raise ReplayError(error.code, error.params) from None


def replay(record: GameRecord):
    """The state after every action of the record. Raises ReplayError naming the failing index."""
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
