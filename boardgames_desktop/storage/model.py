"""What a save file holds: a format header, who sits where, how far the game got, and the game record.

Everything a file brings is bounded here, so that no screen meets a value it cannot show: names are
cleaned by the rule the new-game dialog uses, dates lie in years a calendar widget can draw, and
counts and lengths are those of a real game. The game's own options and setup are checked by its
rules when the record is replayed.
"""

import secrets
from datetime import datetime, timezone
from typing import Annotated, Literal

from pydantic import AfterValidator, AwareDatetime, BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from .. import __version__
from ..rules import GameRecord
from .migrations import FORMAT, FORMAT_VERSION
from .names import MAX_LABEL_LENGTH, clean_name

FIRST_YEAR, LAST_YEAR = 1970, 9000  # in UTC; any date outside is a damaged file, not a real game


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _within_the_years(moment: datetime) -> datetime:
    try:
        year = moment.astimezone(timezone.utc).year
    except OverflowError:  # "0001-01-01T00:30:00+05:00" is before year 1 in UTC
        year = 0
    if not FIRST_YEAR <= year <= LAST_YEAR:
        raise PydanticCustomError("date_range", "a date outside {first}-{last}", {"first": FIRST_YEAR, "last": LAST_YEAR})
    return moment


def new_game_id() -> str:
    return secrets.token_hex(16)


def new_branch() -> str:
    return secrets.token_hex(4)


SaveDate = Annotated[AwareDatetime, AfterValidator(_within_the_years)]
# A colour the screen paints with: "#0072B2" or a word such as "red"; never a style sheet fragment.
Colour = Annotated[str, Field(pattern=r"^(#[0-9A-Fa-f]{6}|[A-Za-z]{1,20})$")]
Symbol = Annotated[str, AfterValidator(lambda text: clean_name(text, limit=2)), Field(max_length=40)]


class Player(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: Annotated[str, AfterValidator(clean_name)]  # "" is given the seat's number by SaveFile
    kind: Literal["human", "computer"]
    level: Literal["easy", "normal", "hard"] | None = None  # a computer player's strength
    colour: Colour | None = None
    symbol: Symbol | None = None
    # Hints ("Poradit") this person asked for, shown beside their score; None: hints are off for them.
    hints: int | None = Field(None, ge=0, le=1_000_000)


class Progress(BaseModel):
    """How far the game got when it was saved, so that lists of saves need not replay it."""

    model_config = ConfigDict(extra="forbid")

    round: int = Field(ge=0, le=100_000)
    phase: str = Field(pattern=r"^[a-z_]{1,30}$")


def _clean_label(text: str | None) -> str | None:
    return clean_name(text, limit=MAX_LABEL_LENGTH) or None if text is not None else None


class SaveFile(BaseModel):
    """One game on disk. `players[i]` sits in seat i of `record`."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["boardgames-desktop-save"] = FORMAT
    format_version: int = FORMAT_VERSION
    app_version: str = Field(__version__, max_length=40)
    # The game, from its deal on, in every file: its autosave and each copy saved under a name
    game_id: str = Field(default_factory=new_game_id, pattern=r"^[0-9a-f]{32}$")
    # Its line of play: "" as started; a copy opened and played on becomes a branch of its own
    branch: str = Field("", pattern=r"^([0-9a-f]{8})?$")
    created: SaveDate = Field(default_factory=_now)
    updated: SaveDate = Field(default_factory=_now)
    label: Annotated[str | None, AfterValidator(_clean_label)] = None  # the name given in "Save as…"
    # Whether the game is over, so that Continue and the pruning of autosaves need not replay it.
    finished: bool = False
    progress: Progress | None = None  # None in files of format 1
    # Seconds the game has been played (open in the program), for a game with a time limit
    played_seconds: float = Field(0, ge=0, le=10**8)
    players: list[Player] = Field(min_length=1, max_length=12)
    record: GameRecord

    @model_validator(mode="after")
    def _one_player_per_seat(self) -> "SaveFile":
        if len(self.players) != self.record.num_players:
            raise PydanticCustomError(
                "players_count",
                "{players} players for {num_players} seats",
                {"players": len(self.players), "num_players": self.record.num_players},
            )
        for seat, player in enumerate(self.players):
            if not player.name:  # nothing printable was left of it
                player.name = str(seat + 1)
        return self


class _RecordHeader(BaseModel):
    model_config = ConfigDict(extra="ignore")

    game: str = Field(max_length=40)
    num_players: int = Field(ge=1, le=12)


class SaveSummary(BaseModel):
    """What lists of saves show, validated by the same rules as the whole file but without the
    moves, which are most of it."""

    model_config = ConfigDict(extra="ignore")

    created: SaveDate
    updated: SaveDate
    label: Annotated[str | None, AfterValidator(_clean_label)] = None
    finished: bool = False
    progress: Progress | None = None
    players: list[Player] = Field(min_length=1, max_length=12)
    record: _RecordHeader


def _as_cleaned(text: str, cleaned: str, empty: bool = False) -> str:
    """A name the index holds must be as a save gave it, already cleaned: a save never holds another
    (nor an empty player's name, which becomes the seat's number)."""
    if text != cleaned or not (text or empty):
        raise PydanticCustomError("not_clean", "not a name a save holds")
    return text


class IndexSeat(BaseModel):
    """A seat of a finished game in the Hall of fame's index (storage.history), held to a save's rules."""

    model_config = ConfigDict(extra="forbid")

    name: Annotated[str, AfterValidator(lambda text: _as_cleaned(text, clean_name(text)))]
    kind: Literal["human", "computer"]
    level: Literal["easy", "normal", "hard"] | None
    colour: Colour | None
    symbol: Annotated[str, AfterValidator(lambda text: _as_cleaned(text, clean_name(text, limit=2), empty=True))] | None
    score: int = Field(ge=-(10**15), le=10**15)
    place: int = Field(ge=1, le=12)
    hints: int | None = Field(ge=0, le=10**6)  # None: hints were off for that person


class IndexOutcome(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game_id: str = Field(pattern=r"^[0-9a-f]{32}$")
    branch: str = Field(pattern=r"^([0-9a-f]{8})?$")
    moves: int = Field(ge=0, le=10**7)
    path: str = Field(max_length=4096)
    game: str = Field(max_length=40)
    ended: SaveDate
    seats: list[IndexSeat] = Field(min_length=1, max_length=12)


class IndexEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")

    path: str = Field(max_length=4096)
    stamp: tuple[int, int, int, int, int]  # the file's, as storage.saves remembers it
    outcome: IndexOutcome | None  # None: the file does not load, or its game is not over


class HistoryIndex(BaseModel):
    """`cache/history.json`: what the Hall of fame has replayed, only to spare the replays."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["boardgames-desktop-history-index"] = "boardgames-desktop-history-index"
    version: Literal[3] = 3  # 3: the seats' hints
    app_version: str = Field(max_length=40)
    entries: list[IndexEntry] = Field(max_length=100_000)
