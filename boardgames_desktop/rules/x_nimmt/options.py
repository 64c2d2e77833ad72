from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from .data import ROUNDS


class XNimmtOptions(BaseModel):
    """X bere! has no variants in its booklet."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class XNimmtSetup(BaseModel):
    """A prepared deal: each round's order of the cards."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    decks: list[Annotated[list[StrictInt], Field(max_length=104)]] | None = Field(None, max_length=ROUNDS)
