"""The actions of Anti-Monopoly, as stable JSON. A space is its index on the board (0 = START,
data.BOARD); a seat is 0-based; money is in euros.

The player on turn, before a roll (phase "roll") and after the turn's last move (phase "end"):
    {"type": "build", "space": S}          one building on an own street: a house, or the hotel
                                           in place of the last houses (costs the street's house price)
    {"type": "sell_building", "space": S}  the top building back to the bank at half its price
                                           (a hotel goes back to 4 / 3 houses)
    {"type": "mortgage", "space": S}       the bank pays half the price; no buildings on the title
    {"type": "redeem", "space": S}         buy it back: half the price + 10%, rounded up
    {"type": "offer_trade", "to": P, "give": [S...], "take": [S...], "ask": N, "pay": M}
                                           titles (no buildings on them, mortgaged or not) each way,
                                           ascending; N euros paid by P to the proposer, or M euros
                                           paid by the proposer to P (not both). Not in the time-limit
                                           variant. From rules_version 2 any player may offer, in
                                           phases "roll" and "end" of anyone's turn (rule 21:
                                           "kdykoli"), as often as they like.
    {"type": "roll"}                       (phase "roll") roll the two dice and move; in prison or
                                           price war: try for doubles
    {"type": "pay_to_leave"}               (phase "roll" in prison / price war, and phase "end" of
                                           the turn that sent the player there) pay 50 and be free
    {"type": "end_turn"}                   (phase "end"; from rules_version 2 also phase "roll" after
                                           doubles: the extra roll is offered, not forced)
    {"type": "end_by_time"}                (phase "roll", the first turn of a round from round 2 on,
                                           before its roll) the time is up: the game is settled by
                                           the booklet's time-limit variant. The program's clock plays
                                           it. Under rules_version 1 also in a game without a time
                                           limit; from version 2 only in a game started with one.
Any player still in a game without a time limit, in phases "roll" and "end" (rules_version 2 on):
    {"type": "end_by_agreement"}           the people at the table agreed to stop (the program asks
                                           each of them; computers agree): ranked by rule 23's wealth
On an unowned title (phase "buy"; mortgage and sell_building also allowed, to raise the price):
    {"type": "buy"}, {"type": "decline"}   (no auction: a declined title stays with the bank)
On the income tax space (phase "tax"):
    {"type": "pay_tax", "choice": "flat" | "percent"}   200, or the role's percentage (view.tax)
The partner of an offer, on their own screen (phase "offer"):
    {"type": "accept_trade"}, {"type": "refuse_trade"}
A player who owes more than their cash (phase "distress"): sell_building, mortgage, offer_trade,
or give up:
    {"type": "bankrupt"}                   everything goes to the creditor (the bank or a player);
                                           from rules_version 2 only when selling every building and
                                           mortgaging every title cannot pay the debt (rule 22)

legal_actions lists every action the rules allow to the seat to act except offers and the end by
agreement: of offers it lists the simple ones (one title sold to another player at its printed
price), to each player once a turn (so that a computer does not pester); apply accepts every offer
the rules allow, any titles and any sum (the trade dialog composes them), from any player between
moves (view.may_offer). The end by agreement is the family's to decide (view.may_end_by_agreement).

Codes of IllegalAction raised by this game, besides the shared ones in core.errors:
    wrong_phase          {phase}          this kind of action does not belong to the current phase
    not_a_title          {space}          buy, mortgage, redeem, offer_trade: not a street, transport or utility
    not_your_title       {space}          build, sell_building, mortgage, redeem, offer_trade (give)
    cannot_afford        {cost, cash}     buy, build, redeem, pay_to_leave (outside a debt)
    already_pawned       {space}          mortgage of a mortgaged title
    not_pawned           {space}          redeem of a title not mortgaged
    has_buildings        {space}          mortgage, offer_trade of a street with buildings
    cannot_build         {space, reason}  reason: "not_street", "mortgaged", "no_monopoly",
                                          "city_mortgaged", "top_level", "price_war"
    no_buildings         {space}          sell_building
    may_not_buy          {}               buy, offer_trade: a competitor in price war buys nothing
    bad_partner          {to}             offer_trade: not another player still in the game
    bad_trade            {detail}         offer_trade: no title, titles not ascending or repeated, money both ways
    partner_title        {space}          offer_trade (take): not the partner's title
    cannot_pay_trade     {seat, amount, cash}   offer_trade: a side cannot pay its money
    trades_banned        {}               offer_trade in the time-limit variant (bank only)
    offered_this_turn    {to}             offer_trade (rules_version 1): one offer to each player per turn
    not_between_moves    {}               offer_trade, end_by_agreement by a seat not to act, during a
                                          move (buying, the tax, a debt, an offer)
    can_pay              {owed, can_raise}     bankrupt (rules_version 2): the debt can be paid
    no_extra_roll        {}               end_turn in phase "roll" without doubles to roll again after
    no_time_limit        {}               end_by_time in a game without a time limit (rules_version 2)
    time_limit           {}               end_by_agreement in a game with a time limit: the clock ends it
    not_in_prison        {}               pay_to_leave
    must_pay_to_leave    {}               roll on the third turn in prison / price war
    not_round_start      {}               end_by_time elsewhere than at the start of a round (from round 2)
"""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, TypeAdapter


class _Action(BaseModel):
    # strict: "5" or true is not a space, a seat or a sum
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class Roll(_Action):
    type: Literal["roll"] = "roll"


class Buy(_Action):
    type: Literal["buy"] = "buy"


class Decline(_Action):
    type: Literal["decline"] = "decline"


class Build(_Action):
    type: Literal["build"] = "build"
    space: int


class SellBuilding(_Action):
    type: Literal["sell_building"] = "sell_building"
    space: int


class Mortgage(_Action):
    type: Literal["mortgage"] = "mortgage"
    space: int


class Redeem(_Action):
    type: Literal["redeem"] = "redeem"
    space: int


class PayTax(_Action):
    type: Literal["pay_tax"] = "pay_tax"
    choice: Literal["flat", "percent"]


class PayToLeave(_Action):
    type: Literal["pay_to_leave"] = "pay_to_leave"


class OfferTrade(_Action):
    type: Literal["offer_trade"] = "offer_trade"
    to: int
    # JSON lists, kept as tuples so that actions stay hashable
    give: tuple[StrictInt, ...] = Field((), max_length=28, strict=False)
    take: tuple[StrictInt, ...] = Field((), max_length=28, strict=False)
    ask: int = Field(0, ge=0)  # euros the partner pays the proposer
    pay: int = Field(0, ge=0)  # euros the proposer pays the partner (one of the two is 0)


class AcceptTrade(_Action):
    type: Literal["accept_trade"] = "accept_trade"


class RefuseTrade(_Action):
    type: Literal["refuse_trade"] = "refuse_trade"


class Bankrupt(_Action):
    type: Literal["bankrupt"] = "bankrupt"


class EndTurn(_Action):
    type: Literal["end_turn"] = "end_turn"


class EndByTime(_Action):
    type: Literal["end_by_time"] = "end_by_time"


class EndByAgreement(_Action):
    type: Literal["end_by_agreement"] = "end_by_agreement"


Action = Annotated[
    Roll | Buy | Decline | Build | SellBuilding | Mortgage | Redeem | PayTax | PayToLeave | OfferTrade
    | AcceptTrade | RefuseTrade | Bankrupt | EndTurn | EndByTime | EndByAgreement,
    Field(discriminator="type"),
]
ACTION_ADAPTER: TypeAdapter = TypeAdapter(Action)

# Every IllegalAction code this game raises besides core.errors' shared ones (the docstring's list;
# the money kit raises cannot_afford, already_pawned, not_pawned and, by MONEY, not_your_title; its
# pawn and redeem also name changed_this_turn, which this game, locking no title, never meets)
REFUSALS: frozenset[str] = frozenset({
    "not_a_title", "not_your_title", "cannot_afford", "already_pawned", "not_pawned", "has_buildings",
    "cannot_build", "no_buildings", "may_not_buy", "bad_partner", "bad_trade", "partner_title",
    "cannot_pay_trade", "trades_banned", "offered_this_turn", "not_between_moves", "can_pay", "no_extra_roll",
    "no_time_limit", "time_limit", "not_in_prison", "must_pay_to_leave", "not_round_start", "changed_this_turn",
})
