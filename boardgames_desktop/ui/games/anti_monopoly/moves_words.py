"""What the person at the screen may do now, in words ("Co teď můžu dělat?", context
"AntiMonopolyTexts"): texts.moves_text, each move with a one-line reason.
"""

from PySide6.QtCore import QCoreApplication

from ....rules.anti_monopoly.data import PRISON_TRIES
from ...widgets.players import player_name
from .names import euros, space_name, trade_words

translate = QCoreApplication.translate


def _titles_with(view, spaces, figure) -> str:
    """Titles by name, each with the sum `figure(space view)` beside it."""
    return ", ".join(f"{space_name(s).replace(chr(173), '')} ({euros(figure(view.spaces[s]))})" for s in spaces)


def moves_text(view, actions, players) -> list[tuple[str, str]]:
    """The moves open to the person at the screen now, grouped in words, each with a one-line reason,
    from the view and their legal actions only (none: not their turn). Trades with anyone (rule 21)
    and the end by agreement, which the legal actions list in part or not at all, come from the view."""
    me = view.seat if view.seat is not None else (view.to_act[0] if view.to_act else None)
    if me is None or not actions or view.phase == "over":
        return []
    kinds: dict[str, list] = {}
    for action in actions:
        kinds.setdefault(action.type, []).append(action)
    player = view.players[me]
    lines = []

    def add(title, reason):
        lines.append((title, reason))

    for words in (_answers, _turn, _titles, _any_time):  # in this order on the panel
        words(view, kinds, me, player, players, add)
    return lines


def _answers(view, kinds, me, player, players, add) -> None:
    """Accepting or refusing a trade offered, and a debt to raise money for."""
    if "accept_trade" in kinds and view.offer is not None:
        offer = view.offer
        add(translate("AntiMonopolyTexts", "Accept the trade"),
            trade_words(players, offer.proposer, offer.partner, offer.give, offer.take, offer.ask, offer.pay))
    if "refuse_trade" in kinds:
        add(translate("AntiMonopolyTexts", "Refuse the trade"),
            translate("AntiMonopolyTexts", "Nothing changes hands; the game goes on."))
    if view.phase == "distress" and view.debts and view.debts[0].seat == me:
        debt = view.debts[0]
        if "bankrupt" in kinds:
            add(translate("AntiMonopolyTexts", "Go bankrupt"),
                translate("AntiMonopolyTexts", "Even selling and mortgaging everything cannot pay {owed}: you leave the game.").format(
                    owed=euros(debt.owed)))
        else:
            add(translate("AntiMonopolyTexts", "Raise {owed}").format(owed=euros(debt.owed - player.cash)),
                translate("AntiMonopolyTexts", "You owe {owed}: sell buildings, mortgage or trade until you can pay.").format(
                    owed=euros(debt.owed)))


def _turn(view, kinds, me, player, players, add) -> None:
    """The turn's own moves: the roll, buying the title stood on, the tax, getting out of prison."""
    if "roll" in kinds:
        if player.jailed:
            add(translate("AntiMonopolyTexts", "Try for doubles"),
                translate("AntiMonopolyTexts", "Doubles set you free; you have two tries, then you pay {fee}.").format(
                    fee=euros(view.prison_fee)))
        elif view.extra_roll:
            add(translate("AntiMonopolyTexts", "Roll once more"),
                translate("AntiMonopolyTexts", "You threw doubles: you may roll again, or end the turn."))
        else:
            add(translate("AntiMonopolyTexts", "Roll the dice"),
                translate("AntiMonopolyTexts", "Your pawn moves by the total; doubles give you one more roll."))
    if "buy" in kinds or "decline" in kinds:
        space = view.spaces[player.position]
        name = space_name(space.index, "accusative").replace(chr(173), "")
        if "buy" in kinds:
            add(translate("AntiMonopolyTexts", "Buy {space} for {price}").format(space=name, price=euros(space.price)),
                translate("AntiMonopolyTexts", "Whoever lands on it later pays you rent; you keep {left}.").format(
                    left=euros(player.cash - space.price)))
        if "decline" in kinds:
            add(translate("AntiMonopolyTexts", "Do not buy it"),
                translate("AntiMonopolyTexts", "There is no auction: it stays with the bank for the next who lands there."))
    if "pay_tax" in kinds and view.tax:
        flat, percent = view.tax
        add(translate("AntiMonopolyTexts", "Pay income tax: {flat} fixed or {percent} by percentage").format(
            flat=euros(flat), percent=euros(percent)),
            translate("AntiMonopolyTexts", "You choose; {smaller} is the smaller one.").format(smaller=euros(min(flat, percent))))
    if "pay_to_leave" in kinds:
        add(translate("AntiMonopolyTexts", "Pay {fee} to get out").format(fee=euros(view.prison_fee)),
            translate("AntiMonopolyTexts", "Both tries are used up: pay and play on.")
            if view.phase == "roll" and player.tries >= PRISON_TRIES else translate("AntiMonopolyTexts", "You are free at once and play on as usual."))


def _titles(view, kinds, me, player, players, add) -> None:
    """Building, selling buildings, mortgaging and redeeming: each with the titles it is open for and
    what each costs or brings."""
    for kind, title, figure, reason in (
        ("build", translate("AntiMonopolyTexts", "Build on {titles}"), lambda s: s.house_price,
         translate("AntiMonopolyTexts", "Every building raises the rent of its street.")),
        ("sell_building", translate("AntiMonopolyTexts", "Sell a building on {titles}"), lambda s: s.building_sale,
         translate("AntiMonopolyTexts", "The bank pays half of what it cost; the rent falls.")),
        ("mortgage", translate("AntiMonopolyTexts", "Mortgage {titles}"), lambda s: s.mortgage_value,
         translate("AntiMonopolyTexts", "The bank lends you half the price; the title earns no rent until redeemed.")),
        ("redeem", translate("AntiMonopolyTexts", "Redeem {titles}"), lambda s: s.redeem_cost,
         translate("AntiMonopolyTexts", "You pay the mortgage back with 10% more, and the title earns rent again.")),
    ):
        if kind in kinds:
            add(title.format(titles=_titles_with(view, [a.space for a in kinds[kind]], figure)), reason)


def _any_time(view, kinds, me, player, players, add) -> None:
    """Trades and the ends of a turn or of the game."""
    partners = [p.seat for p in view.players if p.seat != me and not p.bankrupt]
    if "offer_trade" in kinds or (me in view.may_offer and partners):
        add(translate("AntiMonopolyTexts", "Offer a trade to {players}").format(
            players=", ".join(player_name(players, seat) for seat in partners)),
            translate("AntiMonopolyTexts", "Titles and money either way, at any time between moves; they accept or refuse."))
    if "end_turn" in kinds:
        add(translate("AntiMonopolyTexts", "End the turn"),
            translate("AntiMonopolyTexts", "You need not take the extra roll after doubles.") if view.phase == "roll"
            else translate("AntiMonopolyTexts", "The next player goes on."))
    if "end_by_time" in kinds:
        add(translate("AntiMonopolyTexts", "Settle the game now"),
            translate("AntiMonopolyTexts", "The time is up: the bank settles and the most money wins."))
    if view.may_end_by_agreement:
        add(translate("AntiMonopolyTexts", "End and count"),
            translate("AntiMonopolyTexts", "If everyone agrees, the game ends and the richest wins."))
