"""What a frozen build must hold: every module of the package, and a missing one said, never hidden.

Much of the program is imported by name (each game's rules, tables, texts and computer players are
found from the game's id: rules/registry.py), which PyInstaller's analysis cannot see. So the build
takes its module list from the source tree itself, `modules_in(package folder)`: the spec
(packaging/boardgames-desktop.spec) bundles all of them, writes the same list into the bundle as
MANIFEST, and `.ci/run` checks the build's PYZ table of contents against it (packaging/check_bundle.py).

An optional module (a game's computer players, bots/<id>.py) that is not found means "this game has
none" from source; in a frozen build, where the manifest lists every module the source had, a listed
one that is not found is a broken installation: `optional_module` raises MissingModule, which the
program writes to the log and tells the family (ui/app/session.py), instead of letting the computers
play at random.
"""

import sys
from functools import cache
from pathlib import Path

MANIFEST = "bundle-modules.json"  # in the bundle's root folder (sys._MEIPASS)


class MissingModule(ImportError):
    """A module this build was made with is not in it: the installation is incomplete."""

    def __init__(self, module: str):
        super().__init__(f"the module {module} is missing from this installation", name=module)
        self.module = module


def modules_in(package: Path) -> list[str]:
    """Every module of the package folder `package` (each .py file under it), by its dotted name."""
    names = (
        ".".join(path.relative_to(package.parent).with_suffix("").parts).removesuffix(".__init__")
        for path in package.rglob("*.py")
        if "__pycache__" not in path.parts
    )
    return sorted(names)


def frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


@cache
def bundled() -> frozenset[str]:
    """The modules a frozen build was made with (its manifest); empty from source."""
    if not frozen():
        return frozenset()
    path = Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent)) / MANIFEST
    try:
        import json  # not at start-up: a frozen start reads the manifest only when a module is asked for

        return frozenset(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError) as error:
        raise MissingModule(MANIFEST) from error


def optional_module(game: str, path: str):
    """registry.module(game, path, optional=True): the module, or None when the game has none; in a
    frozen build, MissingModule for a module the build was made with and that is not there."""
    from .rules import registry

    found = registry.module(game, path, optional=True)
    name = f"{registry.info(game).package}.{path}"
    if found is None and name in bundled():
        raise MissingModule(name)
    return found
