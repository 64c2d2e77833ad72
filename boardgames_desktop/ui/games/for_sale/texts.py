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


def error_text(error) -> str | None:
    """Words for the Na prodej rules' own refusals (IllegalAction codes), or None for a code every game shares."""
    code = getattr(error, "code", str(error))
    p = getattr(error, "params", {}) or {}
    if code == "must_pass":
        return translate("ForSaleTexts", "You cannot raise any more. Please pass.")
    if code == "bid_too_low":
        return translate("ForSaleTexts", "Bid at least {coins}.").format(coins=coins(p.get("minimum", 0)))
    if code == "bid_too_high":
        return translate("ForSaleTexts", "You can bid at most {coins}.").format(coins=coins(p.get("maximum", 0)))
    if code == "house_not_in_hand":
        return translate("ForSaleTexts", "You do not have house {house}.").format(house=p.get("house", "?"))
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
