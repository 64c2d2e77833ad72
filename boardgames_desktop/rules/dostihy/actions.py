"""The actions of Dostihy a sázky, as stable JSON. A runner is "stable" (the stable card, no bonus)
or a horse id (1..22, see data.HORSES); a seat is 0-based; money is in crowns.

The player on turn
    {"type": "pawn", "horse": H}          before rolling: the bank pays 50% of the horse's price; a
                                          pawned horse still races, without its rosettes
    {"type": "redeem", "horse": H}        before rolling: buy back a pawned horse for 80% of its price
                                          (before one roll, each horse is pawned or redeemed once at most)
    {"type": "roll"}                      roll the symbol die
    {"type": "choose_symbol", "symbol": S}   after a star: "horse", "money" or "question"
                                          ("money" only when a race can be run)
    {"type": "buy", "horse": H}           after a horse head: buy one horse from the bank
    {"type": "skip_buy"}                  ... or buy none
    {"type": "return_horse", "horse": H}  colic: which horse goes back to the bank (asked only
                                          with two horses or more; a single horse goes by itself)
Betting, after money: the challenger enters races one by one, then sends them
    {"type": "enter", "runner": R, "opponent": S, "stake": N}
    {"type": "send"}                      at least one race entered
the challenged players answer, from the challenger's left, each race against them in the order
entered (to_act names who answers now)
    {"type": "answer", "runner": R, "stake": N}   N from the challenger's stake up to double it, in
                                          steps of 1,000 (games of rules_version 1: a value of STAKES)
and the challenger, shown the answers,
    {"type": "match"}                     pays what was raised; the races are run at once
Entered stakes are values of data.STAKES (whole thousands up to 10,000, then steps of 5,000 up to
100,000).

Financial distress (a chance card to pay and too little cash): the debtor, until the debt is paid
    {"type": "pawn", "horse": H}          as above
    {"type": "sell_to_bank", "horse": H}  75% of its price; not a pawned horse
    {"type": "offer", "horse": H, "to": S, "price": N}   N from data.offer_prices(H), at most the
                                          buyer's cash; a refused horse may be offered to the same
                                          player again at another price (rules_version 1: each
                                          horse once to each player per distress)
    {"type": "declare_bankruptcy"}        only when no un-pawned horse is left
and the player offered a horse, on their own screen
    {"type": "accept_offer"}
    {"type": "refuse_offer"}

Codes of IllegalAction raised by this game, besides the shared ones in core.errors:
    wrong_phase        {phase}       this kind of action does not belong to the current phase
    horse_not_available {horse}      buy: the bank does not have it
    cannot_afford      {cost, cash}  buy, redeem
    not_your_horse     {horse}       redeem, return_horse, pawn, sell_to_bank, offer
    not_pawned         {horse}       redeem
    already_pawned     {horse}       pawn
    changed_this_turn  {horse}       pawn, redeem before the roll of a horse pawned or redeemed
                                     since the turn began
    pawned_to_bank     {horse}       sell_to_bank of a pawned horse
    symbol_not_allowed {symbol}      choose_symbol: "star", or "money" when no race can be run
    not_your_runner    {runner}      enter, answer: not the stable nor a horse of this player
    runner_used_twice  {runner}      enter, answer: each runner once per betting round
    bad_opponent       {opponent}    enter: not another player still in the game
    too_many_against   {opponent, limit}   enter: more races against a player than their horses + 1
    bad_stake          {stake}       enter (and answer under rules_version 1): not one of the stakes
    stake_not_in_steps {stake, step}   answer: not a multiple of the smallest stake
    stake_over_cash    {stake, available}  enter: more than the challenger's cash in hand;
                                     answer: more than the answerer's cash in hand less the
                                     challenger's stakes of their races still to be answered
    stake_over_opponent_cash {opponent, total, cash}   enter: the stakes against a player may total
                                     at most that player's cash
    no_races           {}            send before any race is entered
    stake_below_challenge {minimum}  answer: less than the challenger's stake
    raise_over_double  {maximum}     answer: more than double the challenger's stake
    raise_over_challenger_cash {maximum}   answer: the challenger could not match the raises
    bad_buyer          {to}          offer: not another player still in the game
    bad_price          {price}       offer: not one of data.offer_prices for the horse
    buyer_cannot_afford {price, cash}  offer
    offered_at_this_price {horse, to, price}   offer: made and refused in this distress already
    already_offered    {horse, to, price}   offer (rules_version 1): this horse was offered to
                                     that player in this distress
    has_unpawned_horses {}           declare_bankruptcy while a horse can still be pawned or sold
"""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

Runner = Literal["stable"] | int


class _Action(BaseModel):
    # strict: "5" or true is not a horse, a seat or a sum; saves and scripts must send real numbers
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class Roll(_Action):
    type: Literal["roll"] = "roll"


class Redeem(_Action):
    type: Literal["redeem"] = "redeem"
    horse: int


class ChooseSymbol(_Action):
    type: Literal["choose_symbol"] = "choose_symbol"
    symbol: Literal["horse", "money", "question", "star"]


class Buy(_Action):
    type: Literal["buy"] = "buy"
    horse: int


class SkipBuy(_Action):
    type: Literal["skip_buy"] = "skip_buy"


class ReturnHorse(_Action):
    type: Literal["return_horse"] = "return_horse"
    horse: int


class Enter(_Action):
    type: Literal["enter"] = "enter"
    runner: Runner
    opponent: int
    stake: int


class Send(_Action):
    type: Literal["send"] = "send"


class Answer(_Action):
    type: Literal["answer"] = "answer"
    runner: Runner
    stake: int


class Match(_Action):
    type: Literal["match"] = "match"


class Pawn(_Action):
    type: Literal["pawn"] = "pawn"
    horse: int


class SellToBank(_Action):
    type: Literal["sell_to_bank"] = "sell_to_bank"
    horse: int


class Offer(_Action):
    type: Literal["offer"] = "offer"
    horse: int
    to: int
    price: int


class AcceptOffer(_Action):
    type: Literal["accept_offer"] = "accept_offer"


class RefuseOffer(_Action):
    type: Literal["refuse_offer"] = "refuse_offer"


class DeclareBankruptcy(_Action):
    type: Literal["declare_bankruptcy"] = "declare_bankruptcy"


Action = Annotated[
    Roll
    | Redeem
    | ChooseSymbol
    | Buy
    | SkipBuy
    | ReturnHorse
    | Enter
    | Send
    | Answer
    | Match
    | Pawn
    | SellToBank
    | Offer
    | AcceptOffer
    | RefuseOffer
    | DeclareBankruptcy,
    Field(discriminator="type"),
]
ACTION_ADAPTER: TypeAdapter = TypeAdapter(Action)

# Every IllegalAction code this game's rules (and the money kit's parts they use) can raise, besides
# the shared ones of core.errors; the codes of the list above.
REFUSALS: frozenset[str] = frozenset({
    "horse_not_available", "cannot_afford", "not_your_horse", "not_pawned", "already_pawned",
    "changed_this_turn", "pawned_to_bank", "symbol_not_allowed", "not_your_runner", "runner_used_twice",
    "bad_opponent", "too_many_against", "bad_stake", "stake_not_in_steps", "stake_over_cash",
    "stake_over_opponent_cash", "no_races", "stake_below_challenge", "raise_over_double",
    "raise_over_challenger_cash", "bad_buyer", "bad_price", "buyer_cannot_afford", "offered_at_this_price",
    "already_offered", "has_unpawned_horses",
})
