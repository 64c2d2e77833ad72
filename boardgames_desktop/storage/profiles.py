"""The family's players: a profile each (name, colour and symbol, a picture the program draws),
kept in `profiles.json` in the user's data folder beside `saves/`.

Saves keep plain names, so the saved games themselves are never rewritten: a profile lists the
names it was known by before (`former_names`), and `person_of` maps a name in any save, old or
new, to its profile. So a rename keeps the history (the old name maps to the new), a merge of two
spellings of one child joins their histories, and a deleted profile leaves its games under the
plain name they were played with. The functions here return a new list and never change the one
given; `write` saves it, the old file kept as `.bak`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError

from . import files, saves
from .errors import SaveError
from .model import Colour, Symbol
from .names import clean_name

FORMAT = "boardgames-desktop-profiles"
PICTURES = ("cat", "dog", "rabbit", "bear", "fox", "mouse")  # drawn by ui/widgets/avatars.py
Name = Annotated[str, AfterValidator(clean_name), Field(min_length=1)]


class ProfileError(Exception):
    """A change that cannot be made, as a code the UI words: `name_taken` {name} (another profile
    has that name or was known by it), `empty_name`, `no_such_profile` {name}."""

    def __init__(self, code: str, name: str = ""):
        self.code, self.name = code, name
        super().__init__(code, name)


class Profile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: Name
    colour: Colour
    symbol: Symbol
    picture: Literal[PICTURES] = "cat"  # type: ignore[valid-type]
    former_names: tuple[Name, ...] = ()

    def known_as(self, name: str) -> bool:
        wanted = name.casefold()
        return any(known.casefold() == wanted for known in (self.name, *self.former_names))


class _Book(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["boardgames-desktop-profiles"] = FORMAT
    format_version: Literal[1] = 1
    profiles: list[Profile] = Field(default_factory=list, max_length=200)


def path() -> Path:
    return saves.saves_dir().parent / "profiles.json"


def read() -> list[Profile]:
    """The profiles on disk; none before the first is made. A damaged file raises SaveError and is
    left as it is (the next `write` keeps it as `.bak`)."""
    try:
        data = files.parse_json(files.read_bytes(path()))
    except SaveError as error:
        if error.code == "not_found":
            return []
        raise
    try:
        return _Book.model_validate(data).profiles
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        raise SaveError("invalid", {"loc": list(first["loc"]), "type": first["type"]}) from None


def write(profiles: list[Profile]) -> None:
    files.write_keeping_backup(path(), _Book(profiles=profiles).model_dump_json(indent=2).encode("utf-8"))


def find(profiles: list[Profile], name: str) -> Profile | None:
    """The profile known by `name` now or before, if any."""
    return next((profile for profile in profiles if profile.known_as(name)), None)


def person_of(profiles: list[Profile], name: str) -> str:
    """The name a save's player counts under: their profile's, or the plain name without one."""
    profile = find(profiles, name)
    return profile.name if profile is not None else name


def create(profiles: list[Profile], name: str, colour: str, symbol: str, picture: str = "cat") -> list[Profile]:
    name = _free_name(profiles, name)
    return [*profiles, Profile(name=name, colour=colour, symbol=symbol, picture=picture)]


def change(profiles: list[Profile], name: str, **values) -> list[Profile]:
    """The profile `name` with new `values` (colour, symbol, picture)."""
    profile = _existing(profiles, name)
    return [p.model_copy(update=values) if p is profile else p for p in profiles]


def rename(profiles: list[Profile], old: str, new: str) -> list[Profile]:
    """`old` is called `new` from now on; games played as `old` stay theirs."""
    profile = _existing(profiles, old)
    new = _free_name([p for p in profiles if p is not profile], new)
    former = tuple(dict.fromkeys(n for n in (*profile.former_names, profile.name) if n.casefold() != new.casefold()))
    renamed = profile.model_copy(update={"name": new, "former_names": former})
    return [renamed if p is profile else p for p in profiles]


def merge(profiles: list[Profile], keep: str, absorb: str) -> list[Profile]:
    """Two profiles of one person: `absorb`'s names and games become `keep`'s."""
    kept, gone = _existing(profiles, keep), _existing(profiles, absorb)
    if kept is gone:
        return list(profiles)
    former = tuple(dict.fromkeys((*kept.former_names, gone.name, *gone.former_names)))
    joined = kept.model_copy(update={"former_names": former})
    return [joined if p is kept else p for p in profiles if p is not gone]


def delete(profiles: list[Profile], name: str) -> list[Profile]:
    """The profile goes; its games stay in the saves under the names they were played with."""
    profile = _existing(profiles, name)
    return [p for p in profiles if p is not profile]


def _existing(profiles: list[Profile], name: str) -> Profile:
    profile = next((p for p in profiles if p.name.casefold() == name.casefold()), None)
    if profile is None:
        raise ProfileError("no_such_profile", name)
    return profile


def _free_name(profiles: list[Profile], name: str) -> str:
    name = clean_name(name)
    if not name:
        raise ProfileError("empty_name")
    if find(profiles, name) is not None:
        raise ProfileError("name_taken", name)
    return name
