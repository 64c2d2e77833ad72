"""Na prodej in words (context "ForSaleTexts"): its events, refusals, phases and options, the
houses, cheques and coins, and the end."""

from PySide6.QtCore import QCoreApplication, QObject

from ...format import dollars, plural
from ...widgets.players import player_name

translate = QCoreApplication.translate


class ForSaleTexts(QObject):
    """The words with a count, by self.tr: the only call whose plural forms pyside6-lupdate keeps."""

    def coins(self, n: int) -> str:
        return plural(self.tr("%n coin(s)", "", abs(n)), n)


_WORDS = ForSaleTexts()
coins = _WORDS.coins


def house(number: int) -> str:
    return translate("ForSaleTexts", "house {number}").format(number=number)


def hint_text(action, view, players) -> str:
    """A hinted bid, pass or sale in words."""
    if action.type == "bid" and action.amount == 0:  # the first bid of a round may be nothing
        return translate("ForSaleTexts", "Open the bidding at 0: it costs you nothing.")
    if action.type == "bid":
        return translate("ForSaleTexts", "Bid {coins} in all.").format(coins=coins(action.amount))
    if action.type == "pass":
        return translate("ForSaleTexts", "Pass: take the cheapest house and half your coins back.")
    return translate("ForSaleTexts", "Sell {house}.").format(house=house(action.house))


def event_text(event, players) -> str:
    """One short sentence for one Na prodej event, or "" for an event nobody needs to read."""
    p = event.params
    who = player_name(players, p["seat"]) if "seat" in p else ""
    code = event.code
    if code == "houses_dealt":
        return translate("ForSaleTexts", "Round {round}: houses {houses} are for sale.").format(
            round=p["round"], houses=", ".join(str(h) for h in p["houses"]))
    if code == "bid" and p["amount"] == 0:
        return translate("ForSaleTexts", "{player} opens the bidding at 0.").format(player=who)
    if code == "bid":
        return translate("ForSaleTexts", "{player} bids {coins}.").format(player=who, coins=coins(p["amount"]))
    if code == "pass_no_house":
        if p["refund"]:
            return translate("ForSaleTexts", "{player} passed: no house, but got {coins} back.").format(
                player=who, coins=coins(p["refund"]))
        return translate("ForSaleTexts", "{player} passed: no house this round.").format(player=who)
    if code == "pass_took_house":
        if p["forced"] and p["refund"]:
            text = translate("ForSaleTexts", "{player} could not raise: took house {house}, got {coins} back.")
        elif p["forced"]:  # nothing comes back from an empty pile: no "0 coins back"
            text = translate("ForSaleTexts", "{player} could not raise: took house {house}.")
        elif p["refund"]:
            text = translate("ForSaleTexts", "{player} passed: took house {house}, got {coins} back.")
        else:
            text = translate("ForSaleTexts", "{player} passed: took house {house}.")
        text = text.format(player=who, house=p["house"], coins=coins(p["refund"]))
        if p["lost"]:
            text += " " + translate("ForSaleTexts", "({coins} went to the bank.)").format(coins=coins(p["lost"]))
        return text
    if code == "auction_won":
        if not p["paid"]:  # the others all passed before anyone bid: no "price: 0 coins"
            return translate("ForSaleTexts", "{player} takes house {house} for nothing.").format(
                player=who, house=p["house"])
        return translate("ForSaleTexts", "{player} bought house {house} for {coins}.").format(
            player=who, house=p["house"], coins=coins(p["paid"]))
    if code == "took_remaining_cheques":
        return translate("ForSaleTexts", "{player} takes the last cheques: {cheques}.").format(
            player=who, cheques=", ".join(dollars(c) for c in p["cheques"]))
    if code == "cheques_dealt":
        return translate("ForSaleTexts", "Round {round}: cheques {cheques} are on the table.").format(
            round=p["round"], cheques=", ".join(dollars(c) for c in p["cheques"]))
    if code == "house_chosen":
        return translate("ForSaleTexts", "{player} has chosen a house.").format(player=who)
    if code == "houses_revealed":
        parts = [
            translate("ForSaleTexts", "{player} sold house {house} for {cheque}").format(
                player=player_name(players, sale["seat"]), house=sale["house"], cheque=dollars(sale["cheque"]))
            for sale in p["sales"]
        ]
        return "; ".join(parts) + "."
    if code == "game_over":
        return translate("ForSaleTexts", "The game is over.")
    return code


# The section of the rules pages (their headings' ids, the same in cs, sk and en) each refusal names.
REFUSAL_RULES = {
    "must_pass": "passing",
    "bid_too_low": "bidding",
    "bid_too_high": "bidding",
    "house_not_in_hand": "selling",
}


def error_text(error) -> str | None:
    """One short sentence naming the rule for each of the Na prodej rules' own refusals (IllegalAction
    codes, rules/for_sale/actions.REFUSALS), or None for a code every game shares."""
    code = getattr(error, "code", str(error))
    p = getattr(error, "params", {}) or {}
    if code == "must_pass":
        return translate("ForSaleTexts", "You cannot bid more than the highest bid with the coins you have, "
                                         "so you must pass.")
    if code == "bid_too_low":
        return translate("ForSaleTexts", "Bid at least {coins}: a bid must be higher than the highest bid "
                                         "on the table.").format(coins=coins(p.get("minimum", 0)))
    if code == "bid_too_high":
        return translate("ForSaleTexts", "You can bid at most {coins}: your pile and all the coins you "
                                         "have.").format(coins=coins(p.get("maximum", 0)))
    if code == "house_not_in_hand":
        return translate("ForSaleTexts", "House {house} is not yours: you can only sell a house from your "
                                         "hand.").format(house=p.get("house", "?"))
    return None


def end_note() -> str:
    """How the end page's results are counted."""
    return translate("ForSaleTexts", "Every coin left is worth {money}.").format(money=dollars(1000))


def tie_breaks() -> dict[str, str]:
    """Words for the outcome's tie-breaks, for the end page."""
    return {
        "more_coins": translate("ForSaleTexts", "Same amount of money: more coins left wins."),
        "shared_win": translate("ForSaleTexts", "Same money and same coins: the win is shared."),
    }


def option_texts() -> dict[str, tuple[str, dict]]:
    """Words for the options of ForSaleOptions: {field: (label, {value: words})}, for the new-game dialog."""
    return {
        "variant": (
            translate("ForSaleTexts", "Variant"),
            {
                "standard": translate("ForSaleTexts", "Standard game"),
                "not_everyone": translate("ForSaleTexts", "Not everyone gets one!"),
            },
        ),
        "forced_pass_costs_half": (
            translate("ForSaleTexts", "A forced pass costs half, like any pass"),
            {},
        ),
    }


def phase_text(phase: str) -> str:
    """A phase of the game (Progress.phase), for the list of saved games."""
    phases = {
        "buying": translate("ForSaleTexts", "Buying houses"),
        "selling": translate("ForSaleTexts", "Selling houses"),
    }
    return phases.get(phase, phase)


def reason_text(reason, players) -> str:
    """Why the computer would make the hinted move (bots/for_sale.py, hint)."""
    p = reason.params
    texts = {
        "bid": translate("ForSaleTexts", "That is not too much for a chance at house {best}."),
        "pass_alike": translate("ForSaleTexts", "House {best} is not much better than house {lowest}: save your coins."),
        "pass_dear": translate("ForSaleTexts", "The others will likely bid more than house {best} is worth to you: save your coins."),
        "sell_best": translate("ForSaleTexts", "Your best house can win the {cheque} cheque now."),
        "sell_lowest": translate("ForSaleTexts", "Sell your lowest house here and keep the better ones for later rounds."),
        "sell_middle": translate("ForSaleTexts", "This house does best against these cheques; keep the others for later."),
    }
    text = texts.get(reason.code, "")
    if "cheque" in p:
        p = {**p, "cheque": dollars(p["cheque"])}
    return text.format(**p)


def moves_text(view, actions, players) -> list[tuple[str, str]]:
    """The moves open to the person at the screen, grouped, each with what it does: [(move, reason)];
    empty when it is not their turn. From their view and legal actions only."""
    bids = sorted(action.amount for action in actions if action.type == "bid")
    houses = sorted(action.house for action in actions if action.type == "sell")
    moves = []
    if bids:
        moves.append(_bid_move(view, bids))
    if any(action.type == "pass" for action in actions):
        # forced when the rules leave no bid, not when none is shown (a tutorial's card may hold them back)
        moves.append(_pass_move(view, forced=view.me is None or view.me.bid_range is None))
    if houses:
        move = (translate("ForSaleTexts", "Sell a house: one of {houses}").format(houses=", ".join(map(str, houses)))
                if len(houses) > 1 else translate("ForSaleTexts", "Sell your last house, {house}").format(house=houses[0]))
        cheques = view.cheques_on_table
        reason = translate("ForSaleTexts", "The highest house takes the highest cheque ({best}), the lowest house "
                                           "the lowest ({worst}).").format(best=dollars(max(cheques)),
                                                                           worst=dollars(min(cheques)))
        moves.append((move, reason))
    return moves


def _bid_move(view, bids: list[int]) -> tuple[str, str]:
    low, high = bids[0], bids[-1]
    if low == high:
        move = translate("ForSaleTexts", "Raise: {coins} in all").format(coins=coins(high))
    else:
        move = translate("ForSaleTexts", "Raise: {low} to {coins} in all").format(low=low, coins=coins(high))
    best = max(view.houses_on_table)
    if view.highest_bid is None:
        reason = translate("ForSaleTexts", "You may open at 0: it costs you nothing. The last one left in the "
                                           "auction pays their bid and takes house {best}.").format(best=best)
    else:
        reason = translate("ForSaleTexts", "The last one left in the auction pays their whole bid and takes the "
                                           "best house, {best}.").format(best=best)
    return move, reason


def _pass_move(view, forced: bool) -> tuple[str, str]:
    """A pass and what it brings now: the cheapest house and half the pile back (all of it on a forced
    pass by the booklet), or in the variant's first passes no house and all of it back."""
    pile = view.players[view.seat].bid or 0
    bidders = sum(not player.passed for player in view.players)
    back = pile if forced and not view.forced_pass_costs_half else -(-pile // 2)
    if len(view.houses_on_table) < bidders:
        reason = (translate("ForSaleTexts", "You get no house this round, but all your {coins} back.") if pile
                  else translate("ForSaleTexts", "You get no house this round and pay nothing."))
        back = pile
    elif not pile:
        reason = translate("ForSaleTexts", "You take the cheapest house, {house}, for nothing.")
    elif back == pile:
        reason = translate("ForSaleTexts", "You take the cheapest house, {house}, and get all your {coins} back.")
    else:
        reason = translate("ForSaleTexts", "You take the cheapest house, {house}, and get half of your coins "
                                           "back: {coins}.")
    move = (translate("ForSaleTexts", "Pass (you cannot bid more)") if forced
            else translate("ForSaleTexts", "Pass"))
    return move, reason.format(house=min(view.houses_on_table), coins=coins(back))
