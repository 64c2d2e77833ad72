from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictInt

from .data import CARDS, MARKET_TOKENS, REGULAR_DECKS, WILLS

_CardId = Annotated[str, Field(pattern=r"^[EHPCDS][0-9]{2}$")]


class LastWillOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    will_cards: bool = Field(
        False,
        description="Draw a Will card for everybody's starting money (70..130) instead of the first game's 70.",
    )


class LastWillSetup(BaseModel):
    """A prepared deal (tests, tutorials, the booklet's examples). Decks are given from the top; a
    deck given in part has the rest shuffled beneath (specials: by their crowns, one crown on top)."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    decks: dict[str, Annotated[list[_CardId], Field(max_length=len(CARDS))]] | None = Field(
        None, max_length=len(REGULAR_DECKS) + 1)
    market: list[StrictInt] | None = Field(None, min_length=len(MARKET_TOKENS), max_length=len(MARKET_TOKENS))
    will: StrictInt | None = Field(None, ge=min(WILLS), le=max(WILLS))
    start_player: StrictInt | None = Field(None, ge=0, lt=5)
    # each seat's starting hand instead of drawing 3 helpers and 3 properties
    hands: list[Annotated[list[_CardId], Field(max_length=len(CARDS))]] | None = Field(None, max_length=5)
    money: list[Annotated[StrictInt, Field(ge=-1000, le=1000)]] | None = Field(None, max_length=5)
