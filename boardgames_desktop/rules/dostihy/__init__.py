"""Dostihy a sázky, cestovní verze (horse racing and betting, travel edition).

`spec` is the game (`registry.get("dostihy")`). It is built when first asked for, so that the game's
data can be imported (by its pictures, say) without its rules and pydantic.
"""


def __getattr__(name: str):
    if name != "spec":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from .spec import DostihySpec

    # Importing the submodule .spec has just bound the name to that module; the game replaces it.
    globals()["spec"] = game = DostihySpec()
    return game
