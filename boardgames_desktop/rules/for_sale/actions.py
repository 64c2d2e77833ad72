"""The actions of Na prodej, as stable JSON:

    {"type": "bid", "amount": N}    N = the new total of this player's bid pile on the table
    {"type": "pass"}
    {"type": "sell", "house": H}    the house chosen face down in a selling round

Codes of IllegalAction raised by this game, besides the shared ones in core.errors:
    wrong_phase   {phase}           a bid or pass while selling, or a sale while buying
    must_pass     {}                no coins, or not enough to out-bid: only a pass is possible
    bid_too_low   {minimum}         the new total must be at least `minimum`
    bid_too_high  {maximum}         the new total can be at most pile + purse
    house_not_in_hand {house}
"""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class _Action(BaseModel):
    # strict: "5" or true is not a card number; saves and scripts must send real numbers
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class Bid(_Action):
    type: Literal["bid"] = "bid"
    amount: int = Field(ge=0)


class Pass(_Action):
    type: Literal["pass"] = "pass"


class Sell(_Action):
    type: Literal["sell"] = "sell"
    house: int


Action = Annotated[Bid | Pass | Sell, Field(discriminator="type")]
ACTION_ADAPTER: TypeAdapter = TypeAdapter(Action)

REFUSALS: frozenset[str] = frozenset({"must_pass", "bid_too_low", "bid_too_high", "house_not_in_hand"})
