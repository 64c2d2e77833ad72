"""Dice with a script: a prepared setup (tests, tutorials, the rules' examples) names the results
to come, and each die uses its scripted results before the seeded generator.

    scripts = script_dice(setup.get("dice"), {"symbol": SYMBOL_FACES, "points": POINTS_FACES})
    roll(state.rng, POINTS_FACES, scripts["points"])   # keep the scripts in the state: they are secret

Each scripted result belongs to the die whose faces show it, so dice with different faces can share
one list in the order the game rolls them.
"""

from collections.abc import Mapping, Sequence

from .errors import InvalidSetup
from .rng import Rng


def _is_face(value, faces: Sequence) -> bool:
    return any(type(value) is type(face) and value == face for face in faces)


def script_dice(given, dice: Mapping[str, Sequence]) -> dict[str, list]:
    """The setup's list of results, split by die (each key of `dice` names a die and its faces)."""
    scripts: dict[str, list] = {name: [] for name in dice}
    if given is None:
        return scripts
    if not isinstance(given, list):
        raise InvalidSetup("bad_setup", {"detail": "dice must be a list of die results"})
    for result in given:
        name = next((name for name, faces in dice.items() if _is_face(result, faces)), None)
        if name is None:
            raise InvalidSetup("bad_setup", {"detail": f"dice: {result!r} is no result of any die"})
        scripts[name].append(result)
    return scripts


def roll(rng: Rng, faces: Sequence, script: list):
    """One roll: the next scripted result, taken off the script, or a seeded one."""
    if script:
        return script.pop(0)
    return rng.dice(1, faces)[0]
