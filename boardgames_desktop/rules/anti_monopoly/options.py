from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

from .data import BOARD_SIZE, DECKS, TITLES

MAX_CASH = 10_000_000  # euros a setup may deal a seat: far above any game
RoleChoice = Literal["competitor", "monopolist"]


class AntiMonopolyOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    victory: Literal["A", "B"] = Field(
        "B",
        description="Rule 1. A: the last player not bankrupt wins. B: once one side (all competitors "
        "or all monopolists) is bankrupt, the richest player of the other side wins (rule 23).",
    )
    time_limit: Annotated[int, Field(ge=1, le=24 * 60)] | None = Field(
        None,
        description="Minutes of the time-limit variant, or None for no limit. With a limit players "
        "trade only with the bank; the program's clock plays end_by_time when it runs out.",
    )
    roles: list[RoleChoice] | None = Field(
        None, max_length=6,
        description="Each seat's role, or None to deal them at random (rule 4). Sides may differ by one.",
    )


class AntiMonopolySetup(BaseModel):
    """A prepared game (tests, tutorials, the booklet's examples); every key optional."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    dice: list[Annotated[StrictInt, Field(ge=1, le=6)]] | None = Field(None, max_length=10_000)
    competitor_cards: list[Annotated[StrictStr, Field(max_length=40)]] | None = Field(
        None, max_length=len(DECKS["competitor"]))
    monopolist_cards: list[Annotated[StrictStr, Field(max_length=40)]] | None = Field(
        None, max_length=len(DECKS["monopolist"]))
    roles: list[RoleChoice] | None = Field(None, max_length=6)
    first_player: Annotated[StrictInt, Field(ge=0, lt=6)] | None = None
    cash: list[Annotated[StrictInt, Field(ge=0, le=MAX_CASH)]] | None = Field(None, max_length=6)
    titles: list[Annotated[list[StrictInt], Field(max_length=len(TITLES))]] | None = Field(None, max_length=6)
    mortgaged: list[StrictInt] | None = Field(None, max_length=len(TITLES))
    # street -> buildings (1-4 houses, the hotel: 5 for a competitor, 4 for a monopolist); JSON keys are strings
    buildings: dict[StrictStr, Annotated[StrictInt, Field(ge=1, le=5)]] | None = Field(None, max_length=len(TITLES))
    positions: list[Annotated[StrictInt, Field(ge=0, lt=BOARD_SIZE)]] | None = Field(None, max_length=6)
    jailed: list[Annotated[StrictInt, Field(ge=0, lt=6)]] | None = Field(None, max_length=6)
