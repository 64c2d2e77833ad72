"""The actions of Poslední vůle, as stable JSON. Card ids are the data file's ("E01", "H12", "P03"...).

Round 1 set-up and end of round (every seat over its hand limit at once):
    {"type": "discard", "card": C}             put a card of the hand on its discard pile
Day plan (in turn order; with two players each first blocks a plan with a neutral marker):
    {"type": "plan", "position": N}            block or choose the plan at position N (1 = leftmost)
    {"type": "draw", "deck": D}                name the deck of the next card of the plan's draw
                                               (D one of experiences, helpers, properties,
                                               companions); all are drawn once all are named
Errand boys (in plan order, one each, then the second ones):
    {"type": "take", "space": S}               the card on offer space S ("A".."H", "1".."9")
    {"type": "opera", "pay": P}                spend P at the Opera (2, more with a tailor)
    {"type": "market", "tokens": [f, s, r, v]} rearrange the price tokens (farm, summer house,
                                               residence, villa)
    {"type": "extra_board"}                    take an extra player board
    {"type": "draw_any", "deck": D}            draw one card of deck D (once a round)
Actions (in plan order, each player all of theirs):
    {"type": "play", "card": C, "actions": N, "pay": P, "companions": [i...], "happy": [i...],
     "targets": [id...]}
        a white card: N actions (the card's, or a Flám's chosen length; a valet may save one),
        companion cards of the hand on slots i, Happy Days on slots i, targets for animal shows
        (own farms) and wild parties (houses anywhere, one per decay step); P the sum paid
    {"type": "place", "card": C, "pay": P, "replace": B or null}
        a black card or a property onto the board, freeing the space of board card B first;
        P the purchase price of a property (else 0)
    {"type": "activate", "card": B, "pay": P}  activate a board card once this round, paying P
    {"type": "companion", "card": B, "happy": bool}  a companion (or a Happy Day) on B's next slot
    {"type": "sell", "card": B, "price": P}    sell a property for P
    {"type": "end_turn"}                       no more actions this round

Codes of IllegalAction raised by this game (REFUSALS), besides the shared ones in core.errors
(wrong_phase {phase}: not an action of this phase):
    not_in_hand       {card}               the card is not in the hand
    not_on_board      {card}               the card is not on the own board
    no_actions        {needed, left}       more actions than are left this round
    will_forbids      {pay, money}         a payment above the cash while owning a property
    companion_alone   {card}               a companion or Happy Day card goes only with another card
    board_full        {card}               no free space: a card of the board must make room
    already_activated {card}               a board card works once a round
    no_activation     {card}               the card has nothing to activate
    slots_full        {card}               every companion slot of the card is filled
    no_companion      {card, companion}    no card in the hand for the card's next companion slot
    plan_taken        {position}           the day plan is taken or blocked
    deck_empty        {deck}               the deck and its discards are used up
    drew_any_used     {}                   the own "draw any card" space is used this round
    space_empty       {space}              the offer space's card is gone (A-C: both errand spaces used)
    space_taken       {space}              the Opera, the market or the extra boards are taken this round
    not_allowed       {type}               anything else the rules do not allow now
"""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from .data import REGULAR_DECKS

CardId = Annotated[str, Field(pattern=r"^[EHPCDS][0-9]{2}$")]
RegularDeck = Literal[REGULAR_DECKS]
Slot = Annotated[int, Field(ge=0, le=5)]


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)


class Discard(_Action):
    type: Literal["discard"] = "discard"
    card: CardId


class ChoosePlan(_Action):
    type: Literal["plan"] = "plan"
    position: int = Field(ge=1, le=8)


class Draw(_Action):
    type: Literal["draw"] = "draw"
    deck: RegularDeck


class Take(_Action):
    type: Literal["take"] = "take"
    space: Literal["A", "B", "C", "D", "E", "F", "G", "H", "1", "2", "3", "4", "5", "6", "7", "8", "9"]


class Opera(_Action):
    type: Literal["opera"] = "opera"
    pay: int = Field(ge=0)


class Market(_Action):
    type: Literal["market"] = "market"
    tokens: list[int] = Field(min_length=4, max_length=4)


class ExtraBoard(_Action):
    type: Literal["extra_board"] = "extra_board"


class DrawAny(_Action):
    type: Literal["draw_any"] = "draw_any"
    deck: RegularDeck


class Play(_Action):
    type: Literal["play"] = "play"
    card: CardId
    actions: int = Field(ge=0)
    pay: int = Field(ge=0)
    companions: list[Slot] = Field(default=[], max_length=6)
    happy: list[Slot] = Field(default=[], max_length=2)
    targets: list[CardId] = Field(default=[], max_length=3)


class Place(_Action):
    type: Literal["place"] = "place"
    card: CardId
    pay: int = Field(0, ge=0)
    replace: CardId | None = None


class Activate(_Action):
    type: Literal["activate"] = "activate"
    card: CardId
    pay: int = Field(ge=0)


class Companion(_Action):
    type: Literal["companion"] = "companion"
    card: CardId
    happy: bool = False


class Sell(_Action):
    type: Literal["sell"] = "sell"
    card: CardId
    price: int = Field(ge=0)


class EndTurn(_Action):
    type: Literal["end_turn"] = "end_turn"


Action = Annotated[
    Discard | ChoosePlan | Draw | Take | Opera | Market | ExtraBoard | DrawAny | Play | Place | Activate
    | Companion | Sell | EndTurn,
    Field(discriminator="type"),
]
ACTION_ADAPTER: TypeAdapter = TypeAdapter(Action)

PHASE_OF: dict[type, tuple[str, ...]] = {
    Discard: ("keep", "discard"),
    ChoosePlan: ("plan",), Draw: ("plan",),
    Take: ("errands",), Opera: ("errands",), Market: ("errands",), ExtraBoard: ("errands",), DrawAny: ("errands",),
    Play: ("actions",), Place: ("actions",), Activate: ("actions",), Companion: ("actions",), Sell: ("actions",),
    EndTurn: ("actions",),
}

REFUSALS: frozenset[str] = frozenset({
    "not_in_hand", "not_on_board", "no_actions", "will_forbids", "companion_alone", "board_full",
    "already_activated", "no_activation", "slots_full", "no_companion", "plan_taken", "deck_empty",
    "drew_any_used", "space_empty", "space_taken", "not_allowed",
})
