"""The actions of X bere!, as stable JSON:

    {"type": "play", "card": N}      the card chosen face down; all players at once
    {"type": "take_row", "row": R}   R = 0, 1, 2 for rows "3", "4", "5"; only for a card too low
                                     for every row, asked of its player during the placing
    {"type": "keep", "card": N}      which of the taken cards goes to the X row; the rest go to
                                     the hand. A single taken card goes to the X row by itself,
                                     with no action (event card_kept with automatic=true).

Codes of IllegalAction raised by this game, besides the shared ones in core.errors:
    wrong_phase       {phase}   e.g. a play while cards are being placed
    card_not_in_hand  {card}
    not_too_low       {}        take_row when no such choice is asked
    bad_row           {row}
    card_not_taken    {card}    keep of a card that was not among the taken ones
"""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class _Action(BaseModel):
    # strict: "5" or true is not a card number; saves and scripts must send real numbers
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class Play(_Action):
    type: Literal["play"] = "play"
    card: int


class TakeRow(_Action):
    type: Literal["take_row"] = "take_row"
    row: int


class Keep(_Action):
    type: Literal["keep"] = "keep"
    card: int


Action = Annotated[Play | TakeRow | Keep, Field(discriminator="type")]
ACTION_ADAPTER: TypeAdapter = TypeAdapter(Action)

REFUSALS: frozenset[str] = frozenset({"card_not_in_hand", "not_too_low", "bad_row", "card_not_taken"})
