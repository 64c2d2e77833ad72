from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from .data import CHEQUES, HOUSES


class ForSaleOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    variant: Literal["standard", "not_everyone"] = Field(
        "standard", description="'not_everyone' is the booklet's variant 'Na každého se nedostane!'"
    )
    forced_pass_costs_half: bool = Field(
        False,
        description="A player who cannot out-bid gets back only half the bid, like any pass "
        "(the booklet returns the whole bid).",
    )


class ForSaleSetup(BaseModel):
    """A prepared deal: the decks from the top, and who starts."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    houses: list[StrictInt] | None = Field(None, max_length=len(HOUSES))
    cheques: list[StrictInt] | None = Field(None, max_length=len(CHEQUES))
    first_player: StrictInt | None = Field(None, ge=0, lt=6)
