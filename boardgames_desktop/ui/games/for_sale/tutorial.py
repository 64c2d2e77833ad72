"""Na prodej's guided first game (play/tutorial.py): four players, the learner first to bid.

The deal is fixed (booklet decks in a chosen order, the two cards removed unseen for four players
first): the second auction's houses are 25 to 28, almost alike, so passing at once takes one for
nothing ("passing pays"); the first sale's cheques are 0, $14,000, $15,000 and $15,000, so any house
but the lowest sells for a big cheque ("the middle house wins"). The cards follow what the learner
did: a won auction, a pass that cost half the bid or nothing, a sale that got the best cheque, the
smallest, or a big one for a middle house.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ....play.tutorial import Card, Moment, Tutorial
from ....rules.for_sale.actions import Bid

_HOUSES = [7, 18,  # removed unseen
           4, 13, 21, 30,  25, 26, 27, 28,  1, 9, 16, 22,  2, 11, 19, 29,  5, 14, 20, 24,  3, 10, 17, 23,  6, 8, 12, 15]
_CHEQUES = [k * 1000 for k in (3, 9,  # removed unseen
                               0, 14, 15, 15,  0, 2, 8, 12,  4, 7, 10, 13,  2, 5, 11, 14,  3, 6, 9, 12,  4, 6, 10, 13,
                               5, 7, 8, 11)]
BIG_CHEQUE = 13_000  # the first sale's cheques but the zero are at least this


def _buying(m: Moment) -> bool:
    return m.view.phase == "buying"


def _selling(m: Moment) -> bool:
    return m.view.phase == "selling"


def _my_bid(m: Moment) -> int | None:
    return m.view.players[m.view.seat].bid


def _others_bid(m: Moment) -> bool:
    return any(e.code == "bid" and e.params["seat"] != m.view.seat for e in m.events)


def _outbid(m: Moment) -> bool:
    mine = _my_bid(m)
    return (m.my_turn and _buying(m) and mine is not None and (m.view.highest_bid or 0) > mine
            and m.view.me.bid_range is not None)


def _cannot_raise(m: Moment) -> bool:
    return (m.my_turn and _buying(m) and m.view.me.bid_range is None and m.view.highest_bid is not None
            and not m.view.forced_pass_costs_half)


def _houses_alike(m: Moment) -> bool:
    houses = m.view.houses_on_table
    return m.my_turn and _buying(m) and _my_bid(m) is None and len(houses) >= 2 and houses[-1] - houses[0] <= 4


def _my_pass(m: Moment, paid: bool) -> bool:
    return any(e.code == "pass_took_house" and e.params["seat"] == m.view.seat and (e.params["lost"] > 0) == paid
               for e in m.events)


def _small_bid(action) -> bool:
    """The first card's bid: 1 or 2 coins (0 too), so that the first auction teaches passing."""
    return isinstance(action, Bid) and action.amount <= 2


def _my_sale(m: Moment):
    """The learner's house and cheque in the sale just shown, or None."""
    for event in m.events:
        if event.code == "houses_revealed":
            return next(((s["house"], s["cheque"], [o["cheque"] for o in event.params["sales"]])
                         for s in event.params["sales"] if s["seat"] == m.view.seat), None)
    return None


def _sold(m: Moment, how: str) -> bool:
    sale = _my_sale(m)
    if sale is None or m.view.me is None:
        return False
    house, cheque, cheques = sale
    if how == "best":
        return cheque == max(cheques)
    if how == "lowest":
        return cheque == min(cheques)
    kept_better = any(other > house for other in m.view.me.houses)
    return how == "middle" and cheque >= BIG_CHEQUE and kept_better


def _first_sale_cheques(m: Moment) -> bool:
    cheques = sorted(m.view.cheques_on_table)
    return m.my_turn and _selling(m) and len(cheques) >= 3 and cheques[0] == 0 and cheques[1] >= BIG_CHEQUE


CARDS = (
    Card("welcome", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "Welcome to For Sale! First you buy houses with your coins, then you sell them for cheques. "
         "Whoever has the most money at the end wins."),
         points_at="table_cards", rule="goal"),
    Card("coins", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "These are your coins. You bid with them for the houses on the table. "
         "Coins you keep count at the end too: each is worth $1,000."),
         when=lambda m: _buying(m) and m.view.round == 1, points_at="coins", rule="setup"),
    Card("first_bid", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "It is your turn. Set 1 or 2 coins with the arrows and press Raise. "
         "Each bid must be higher than the one before."),
         when=lambda m: m.my_turn and _buying(m) and m.view.round == 1 and _my_bid(m) is None
         and any(_small_bid(action) for action in m.actions),
         points_at="bid", only=lambda m, action: _small_bid(action), rule="bidding"),
    Card("won", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "You won the auction! The last one left takes the most expensive house, "
         "but pays all the coins of the bid."),
         when=lambda m: m.happened("auction_won", seat=m.view.seat), points_at="hand", rule="buying"),
    Card("passed_free", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "You got a house without paying a single coin. Sometimes the best bid is no bid at all."),
         when=lambda m: _my_pass(m, paid=False), points_at="hand", rule="passing"),
    Card("passed_half", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "You passed: you took the cheapest house and got half of your coins back. "
         "The other half is gone."),
         when=lambda m: _my_pass(m, paid=True), points_at="coins", rule="passing"),
    Card("others_bid", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "Now the others bid, one after another. Watch the highest bid: "
         "whoever stays in the auction longest gets the best house."),
         when=lambda m: _buying(m) and not m.my_turn and _others_bid(m), points_at="highest_bid", rule="bidding"),
    Card("outbid", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "Someone bid more than you. Raise again, or pass: if you pass, you take the cheapest house "
         "on the table and get half of your coins back."),
         when=_outbid, points_at="pass_button", rule="passing"),
    Card("cannot_raise", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "You do not have enough coins to bid more than that. So you pass: you take the cheapest house "
         "and get all your coins back."),
         when=_cannot_raise, points_at="pass_button", rule="passing"),
    Card("passing_pays", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "Look at these houses: they are almost the same! If you pass now, before you bid, "
         "you get the cheapest one and pay nothing. Here, passing pays."),
         when=_houses_alike, points_at="pass_button", rule="passing"),
    Card("new_round", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "New houses are on the table. Whoever won the last auction starts the bidding this time."),
         when=lambda m: _buying(m) and m.view.round >= 2 and m.happened("houses_dealt"),
         points_at="table_cards", rule="buying"),
    Card("last_auction", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "This is the last auction: the pile of houses is empty. After it, the houses are sold."),
         when=lambda m: _buying(m) and m.view.houses_in_deck == 0, points_at="table_cards", rule="buying"),
    Card("selling", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "All the houses are bought. Now there are cheques on the table, one for each player. "
         "Everyone secretly chooses one house to sell."),
         when=_selling, points_at="table_cards", rule="selling"),
    Card("sale_shown", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "The chosen houses are turned over. Here you see who sold which house and which cheque they got."),
         when=lambda m: m.happened("houses_revealed"), points_at="last_sale", rule="selling"),
    Card("middle_won", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "Your middle house got a big cheque, and you still have better houses for later. Clever selling!"),
         when=lambda m: _sold(m, "middle"), points_at="cheques", rule="selling"),
    Card("sold_best", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "Your house was the highest, so it took the best cheque on the table."),
         when=lambda m: _sold(m, "best"), points_at="cheques", rule="selling"),
    Card("sold_lowest", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "Your house was the lowest this time, so it got the smallest cheque. "
         "A low house is best sold when all the cheques are small."),
         when=lambda m: _sold(m, "lowest"), points_at="cheques", rule="selling"),
    Card("cheques", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "Your cheques are kept here until the end. Together with your coins they make your money."),
         when=lambda m: _selling(m) and m.view.me is not None and bool(m.view.me.cheques),
         points_at="cheques", rule="end"),
    Card("middle_wins", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "Look at the cheques: only one is worth nothing, the others are big. "
         "A middle house is enough to win a big cheque, so keep your best houses for later!"),
         when=_first_sale_cheques, points_at="table_cards", rule="selling"),
    Card("choose_house", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "Click one of your houses, then press Sell. "
         "The highest house takes the highest cheque, the lowest house the lowest."),
         when=lambda m: m.my_turn and _selling(m), points_at="hand", rule="selling"),
    Card("end", QT_TRANSLATE_NOOP("ForSaleTutorial",
         "The game is over! Everyone adds up their cheques and coins, and the richest player wins. "
         "Now you know For Sale: start a real game whenever you like."),
         at_end=True, points_at="results", rule="end"),
)

TUTORIAL = Tutorial(players=4, seed=33, setup={"houses": _HOUSES, "cheques": _CHEQUES, "first_player": 0},
                    learner=0, levels=("easy", "normal", "easy"), cards=CARDS)
