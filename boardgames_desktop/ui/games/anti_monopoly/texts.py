"""Anti-Monopoly in words (context "AntiMonopolyTexts"): the roles, the cards, the events, refusals,
phases and options, and the end; the names of the board and the money are in names.py, the moves
open now in moves_words.py. Money is in euros, as in the Czech edition: `euros(1500)` is "1 500 €"
in Czech and Slovak, "€1,500" in English.
"""

from PySide6.QtCore import QCoreApplication, QObject

from ....rules.anti_monopoly.data import BOARD, CARD_BY_ID, START_BONUS
from ...format import plural
from ...widgets.players import player_name
from .moves_words import moves_text  # noqa: F401 (a game's texts word its moves: ui/game_folders.py)
from .names import city_name, euros, space_name, trade_words

translate = QCoreApplication.translate


class AntiMonopolyTexts(QObject):
    """The words with a count, by self.tr: the only call whose plural forms pyside6-lupdate keeps."""

    def houses(self, n: int) -> str:
        return plural(self.tr("%n house(s)", "", abs(n)), n)


houses = AntiMonopolyTexts().houses


# -- the board ---------------------------------------------------------------------------------


def board_title() -> str:
    return translate("AntiMonopolyTexts", "ANTI-MONOPOLY")


def rent_now(space) -> str:
    """What landing on an owned title costs now (a SpaceView), for its tooltip."""
    if space.mortgaged:
        return translate("AntiMonopolyTexts", "Mortgaged: no rent")
    if space.rent_per_pip is not None:
        return translate("AntiMonopolyTexts", "Rent now: {times} × the dice").format(times=space.rent_per_pip)
    return translate("AntiMonopolyTexts", "Rent now: {amount}").format(amount=euros(space.rent or 0))


def role_name(role: str) -> str:
    return translate("AntiMonopolyTexts", "Competitor") if role == "competitor" else translate("AntiMonopolyTexts", "Monopolist")


def jail_name(role: str) -> str:
    """Where the corner sends a player: a monopolist to prison, a competitor into a price war."""
    return translate("AntiMonopolyTexts", "in price war") if role == "competitor" else translate("AntiMonopolyTexts", "in prison")


# -- cards -------------------------------------------------------------------------------------


def card_title(card: str) -> str:
    titles = {
        "fair_price_award": translate("AntiMonopolyTexts", "Fair price award"),
        "customers_return": translate("AntiMonopolyTexts", "Customers come back"),
        "cooperative_dividend": translate("AntiMonopolyTexts", "Co-operative dividend"),
        "antitrust_win": translate("AntiMonopolyTexts", "An antitrust case won"),
        "quiet_day": translate("AntiMonopolyTexts", "A quiet day"),
        "to_electric_works": translate("AntiMonopolyTexts", "Visit the electric works"),
        "to_via_roma": translate("AntiMonopolyTexts", "A trip to Via Roma"),
        "to_nieuwstraat": translate("AntiMonopolyTexts", "A trip to Nieuwstraat"),
        "to_airport": translate("AntiMonopolyTexts", "Off to the airport"),
        "to_start": translate("AntiMonopolyTexts", "Back to START"),
        "price_war": translate("AntiMonopolyTexts", "Price war!"),
        "lucky_market": translate("AntiMonopolyTexts", "A lucky market day"),
        "repairs": translate("AntiMonopolyTexts", "Repairs"),
        "price_cut_loss": translate("AntiMonopolyTexts", "A costly price cut"),
        "legal_fees": translate("AntiMonopolyTexts", "Lawyer's fees"),
        "prison": translate("AntiMonopolyTexts", "Off to prison!"),
        "lucky_merger": translate("AntiMonopolyTexts", "A lucky merger"),
        "price_fixing": translate("AntiMonopolyTexts", "Prices fixed"),
        "lobby_gift": translate("AntiMonopolyTexts", "A gift from the lobby"),
        "cartel_bonus": translate("AntiMonopolyTexts", "Cartel bonus"),
        "tax_loophole": translate("AntiMonopolyTexts", "A tax loophole"),
        "subsidy": translate("AntiMonopolyTexts", "A state subsidy"),
        "fine_small": translate("AntiMonopolyTexts", "A small fine"),
        "fine": translate("AntiMonopolyTexts", "A fine"),
        "antitrust_fine": translate("AntiMonopolyTexts", "Antitrust fine"),
    }
    return titles.get(card[2:], card)


def card_effect(card: str, drawer: str | None = None) -> str:
    """What the card does, from its effect in data.py: said to the reader, whose card it is, or of
    `drawer` (a player's name) when someone else drew it."""
    found = CARD_BY_ID.get(card)
    if found is None:
        return ""
    effects = _own_effects(card) if drawer is None else _others_effects(card)
    text = effects.get(found.effect)
    if text is not None:
        return text.format(amount=euros(found.amount), space=space_name(found.target), bonus=euros(START_BONUS),
                           threshold=found.threshold, player=drawer)
    return translate("AntiMonopolyTexts", "Nothing happens.")


def _own_effects(card: str) -> dict[str, str]:
    return {
        "receive": translate("AntiMonopolyTexts", "The bank pays you {amount}."),
        "pay": translate("AntiMonopolyTexts", "Pay the bank {amount}."),
        "receive_from_each_monopolist": translate("AntiMonopolyTexts", "Every monopolist pays you {amount}."),
        "receive_from_each_competitor": translate("AntiMonopolyTexts", "Every competitor pays you {amount}."),
        "each_monopolist_receives": translate("AntiMonopolyTexts", "The bank pays every monopolist {amount}."),
        "move_to": translate("AntiMonopolyTexts", "Go to {space}. If you pass START, take {bonus}."),
        "roll_for_bonus": translate("AntiMonopolyTexts",
                                    "Roll two dice: {threshold} or more, and the bank pays you {amount}."),
        "go_to_prison": translate("AntiMonopolyTexts", "Go straight into the price war, without passing START.")
        if card.startswith("c_") else translate("AntiMonopolyTexts", "Go straight to prison, without passing START."),
    }


def _others_effects(card: str) -> dict[str, str]:
    return {
        "receive": translate("AntiMonopolyTexts", "{player} gets {amount} from the bank."),
        "pay": translate("AntiMonopolyTexts", "{player} pays the bank {amount}."),
        "receive_from_each_monopolist": translate("AntiMonopolyTexts", "{player} gets {amount} from every monopolist."),
        "receive_from_each_competitor": translate("AntiMonopolyTexts", "{player} gets {amount} from every competitor."),
        "each_monopolist_receives": translate("AntiMonopolyTexts", "The bank pays every monopolist {amount}."),
        "move_to": translate("AntiMonopolyTexts", "{player} goes to {space} and takes {bonus} if passing START."),
        "roll_for_bonus": translate("AntiMonopolyTexts",
                                    "{player} rolls two dice: {threshold} or more, and the bank pays {amount}."),
        "go_to_prison": translate("AntiMonopolyTexts", "{player} goes straight into the price war, without passing START.")
        if card.startswith("c_") else translate("AntiMonopolyTexts", "{player} goes straight to prison, without passing START."),
    }


# -- events ------------------------------------------------------------------------------------


def _space(p: dict, case: str = "nominative") -> str:
    return space_name(p["space"], case) if p.get("space") is not None else ""


def _paid(p: dict, players, who: str) -> str:
    amount = euros(p["amount"])
    reason = p.get("reason")
    if p.get("to") is not None and p.get("space") is not None:
        return translate("AntiMonopolyTexts", "{player} pays {owner} {amount} rent for {space}.").format(
            player=who, owner=player_name(players, p["to"]), amount=amount, space=_space(p, "accusative"))
    if p.get("to") is not None:  # a card's payment to another player: no rent, no title
        return translate("AntiMonopolyTexts", "{player} pays {amount} to {owner}.").format(
            player=who, owner=player_name(players, p["to"]), amount=amount)
    texts = {
        "tax": translate("AntiMonopolyTexts", "{player} pays {amount} income tax."),
        "penalty": translate("AntiMonopolyTexts", "{player} pays a penalty of {amount}."),
        "office": translate("AntiMonopolyTexts", "{player} pays the anti-monopoly office {amount}."),
        "prison": translate("AntiMonopolyTexts", "{player} pays {amount} to get out."),
        "card": translate("AntiMonopolyTexts", "{player} pays {amount} to the bank."),
    }
    return texts.get(reason, translate("AntiMonopolyTexts", "{player} pays {amount} to the bank.")).format(player=who, amount=amount)


def _received(p: dict, players, who: str) -> str:
    amount = euros(p["amount"])
    if p.get("from") is not None:
        return translate("AntiMonopolyTexts", "{player} gets {amount} from {payer}.").format(
            player=who, amount=amount, payer=player_name(players, p["from"]))
    texts = {
        "start": translate("AntiMonopolyTexts", "{player} passes START and gets {amount}."),
        "office": translate("AntiMonopolyTexts", "The anti-monopoly office pays {player} {amount}."),
    }
    return texts.get(p.get("source"), translate("AntiMonopolyTexts", "The bank pays {player} {amount}.")).format(player=who, amount=amount)


def event_text(event, players) -> str:
    """One short sentence for one Anti-Monopoly event, or "" for an event nobody needs to read."""
    p = event.params
    who = player_name(players, p["seat"]) if "seat" in p else ""
    code = event.code
    simple = {
        "turn_started": lambda: translate("AntiMonopolyTexts", "Round {round}: {player} to play.").format(round=p["round"], player=who),
        "dice_rolled": lambda: translate("AntiMonopolyTexts", "{player} rolls {a} and {b}.").format(player=who, a=p["dice"][0], b=p["dice"][1])
        if p.get("purpose") in ("move", "works", "card") else "",
        "die_rolled": lambda: translate("AntiMonopolyTexts", "{player} rolls {die} at the office.").format(player=who, die=p["die"]),
        "moved": lambda: translate("AntiMonopolyTexts", "{player} moves to {space}.").format(player=who, space=space_name(p["path"][-1])),
        "extra_roll": lambda: translate("AntiMonopolyTexts", "Doubles: {player} rolls once more.").format(player=who),
        "received": lambda: _received(p, players, who),
        "paid": lambda: _paid(p, players, who),
        "no_rent": lambda: translate("AntiMonopolyTexts", "{space} is mortgaged: {player} pays no rent.").format(
            space=_space(p), player=who) if p.get("why") == "mortgaged"
        else translate("AntiMonopolyTexts", "{owner} is in prison: {player} pays no rent for {space}.").format(
            space=_space(p, "accusative"), player=who, owner=player_name(players, p["owner"])),
        "may_buy": lambda: translate("AntiMonopolyTexts", "{player} may buy {space} for {price}.").format(
            player=who, space=_space(p, "accusative"), price=euros(p["price"])),
        "bought": lambda: translate("AntiMonopolyTexts", "{player} buys {space} for {price}.").format(
            player=who, space=_space(p, "accusative"), price=euros(p["price"])),
        "declined": lambda: translate("AntiMonopolyTexts", "{player} does not buy {space}.").format(player=who, space=_space(p, "accusative")),
        "tax_due": lambda: translate("AntiMonopolyTexts", "{player} must pay income tax: {flat} or {percent}.").format(
            player=who, flat=euros(p["flat"]), percent=euros(p["percent"])),
        "card_drawn": lambda: translate("AntiMonopolyTexts", "{player} draws a card: {card}.").format(player=who, card=card_title(p["card"])),
        "sent_to_prison": lambda: (translate("AntiMonopolyTexts", "{player} goes into the price war.") if p["role"] == "competitor"
                                   else translate("AntiMonopolyTexts", "{player} goes to prison.")).format(player=who),
        "sightseeing": lambda: translate("AntiMonopolyTexts", "{player} is just sightseeing at the prison.").format(player=who),
        "prison_try": lambda: (translate("AntiMonopolyTexts", "{player} rolls {a} and {b}: doubles, free!") if p["freed"]
                               else translate("AntiMonopolyTexts", "{player} rolls {a} and {b}: no doubles.")).format(
            player=who, a=p["dice"][0], b=p["dice"][1]),
        "left_prison": lambda: translate("AntiMonopolyTexts", "{player} is free again.").format(player=who),
        "built": lambda: translate("AntiMonopolyTexts", "{player} builds on {space} for {cost}.").format(
            player=who, space=_space(p), cost=euros(p["cost"])),
        "building_sold": lambda: translate("AntiMonopolyTexts", "{player} sells a building on {space} for {amount}.").format(
            player=who, space=_space(p), amount=euros(p["amount"])),
        "mortgaged": lambda: translate("AntiMonopolyTexts", "{player} mortgages {space} for {amount}.").format(
            player=who, space=_space(p, "accusative"), amount=euros(p["amount"])),
        "redeemed": lambda: translate("AntiMonopolyTexts", "{player} redeems {space} for {cost}.").format(
            player=who, space=_space(p, "accusative"), cost=euros(p["cost"])),
        "trade_offered": lambda: translate("AntiMonopolyTexts", "{player} offers a trade to {partner}.").format(
            player=who, partner=player_name(players, p["to"])) + " " + trade_words(
            players, p["seat"], p["to"], p["give"], p["take"], p["ask"], p["pay"]),
        "trade_accepted": lambda: translate("AntiMonopolyTexts", "{player} accepts the trade.").format(player=who),
        "trade_refused": lambda: translate("AntiMonopolyTexts", "{player} refuses the trade.").format(player=who),
        "distress": lambda: translate("AntiMonopolyTexts", "{player} must pay {owed} but has only {cash}.").format(
            player=who, owed=euros(p["owed"]), cash=euros(p["cash"])),
        "debt_paid": lambda: translate("AntiMonopolyTexts", "{player} has paid the debt of {amount}.").format(player=who, amount=euros(p["amount"])),
        "bankrupt": lambda: (translate("AntiMonopolyTexts", "{player} is bankrupt; everything goes to the bank.") if p.get("to") is None
                             else translate("AntiMonopolyTexts", "{player} is bankrupt; everything goes to {creditor}.")).format(
            player=who, creditor=player_name(players, p["to"]) if p.get("to") is not None else ""),
        "settlement": lambda: translate("AntiMonopolyTexts", "{player} keeps {kept} of {cash} and ends with {final}.").format(
            player=who, kept=euros(p["kept"]), cash=euros(p["cash"]), final=euros(p["final"])),
        "game_over": lambda: end_reason(p.get("reason")),
    }
    make = simple.get(code)
    return make() if make is not None else ""


def end_reason(reason: str | None) -> str:
    texts = {
        "last_player": translate("AntiMonopolyTexts", "The game is over: only one player is left."),
        "side_bankrupt": translate("AntiMonopolyTexts", "The game is over: one whole side is bankrupt."),
        "time": translate("AntiMonopolyTexts", "The game is over: the time is up."),
        "agreement": translate("AntiMonopolyTexts", "The game is over: everyone agreed to end it and count."),
    }
    return texts.get(reason, translate("AntiMonopolyTexts", "The game is over."))


# The section of the rules each own refusal code names (ids of the rules pages, the same in cs, sk, en)
REFUSAL_RULES: dict[str, str] = {
    "not_a_title": "buying-and-rent",
    "not_your_title": "mortgages",
    "cannot_afford": "mortgages",
    "already_pawned": "mortgages",
    "not_pawned": "mortgages",
    "has_buildings": "mortgages",
    "cannot_build": "building",
    "no_buildings": "building",
    "may_not_buy": "prison",
    "bad_partner": "trades",
    "bad_trade": "trades",
    "partner_title": "trades",
    "cannot_pay_trade": "trades",
    "trades_banned": "time-limit",
    "offered_this_turn": "trades",
    "not_between_moves": "trades",
    "can_pay": "debts",
    "no_extra_roll": "turn",
    "no_time_limit": "time-limit",
    "time_limit": "end-by-agreement",
    "not_in_prison": "prison",
    "must_pay_to_leave": "prison",
    "not_round_start": "time-limit",
    "changed_this_turn": "mortgages",
}


def error_text(error) -> str | None:
    """One short sentence naming the rule for each of the Anti-Monopoly rules' own refusals
    (IllegalAction codes), or None for a shared code."""
    code = getattr(error, "code", str(error))
    p = getattr(error, "params", {}) or {}
    texts = {
        "not_a_title": translate("AntiMonopolyTexts", "Only streets, transport companies and works can be owned."),
        "not_your_title": translate("AntiMonopolyTexts",
                                    "{space} is not yours: you build on, mortgage and trade only your own titles."),
        "cannot_afford": translate("AntiMonopolyTexts",
                                   "That costs {cost} and you have {cash}: mortgage or sell something first."),
        "already_pawned": translate("AntiMonopolyTexts", "{space} is mortgaged already: the bank lends on it only once."),
        "not_pawned": translate("AntiMonopolyTexts", "{space} is not mortgaged, so there is nothing to redeem."),
        "has_buildings": translate("AntiMonopolyTexts",
                                   "Sell the buildings on {space} first: a street with buildings cannot be "
                                   "mortgaged or traded."),
        "no_buildings": translate("AntiMonopolyTexts", "There is no building on {space} to sell."),
        "may_not_buy": translate("AntiMonopolyTexts", "A competitor in a price war may not buy anything, not even in a trade."),
        "bad_partner": translate("AntiMonopolyTexts", "Trades are made with another player who is still in the game."),
        "partner_title": translate("AntiMonopolyTexts", "{space} is not theirs: ask only for the other player's own titles."),
        "cannot_pay_trade": translate("AntiMonopolyTexts",
                                      "That trade asks for {amount}, and only {cash} is there: players never lend "
                                      "each other money."),
        "trades_banned": translate("AntiMonopolyTexts",
                                   "In a game against the clock players trade only with the bank, not with each other."),
        "offered_this_turn": translate("AntiMonopolyTexts",
                                       "Under the rules this game began with, one offer to each player a turn: "
                                       "you made it already."),
        "not_between_moves": translate("AntiMonopolyTexts", "Trades are made between moves: wait until this move is finished."),
        "can_pay": translate("AntiMonopolyTexts",
                             "Selling and mortgaging everything makes {can_raise} in all, so the {owed} must be "
                             "paid: bankruptcy is only for who cannot."),
        "no_extra_roll": translate("AntiMonopolyTexts",
                                   "Roll the dice first: only after doubles may you end the turn instead of rolling."),
        "no_time_limit": translate("AntiMonopolyTexts", "This game has no time limit, so the clock does not settle it."),
        "time_limit": translate("AntiMonopolyTexts", "This game has a time limit: the clock ends it, not an agreement."),
        "not_in_prison": translate("AntiMonopolyTexts", "You are not in prison or a price war, so there is nothing to pay."),
        "must_pay_to_leave": translate("AntiMonopolyTexts",
                                       "Both tries for doubles are used up: on the third turn you pay to get out."),
        "changed_this_turn": translate("AntiMonopolyTexts", "{space} has changed once this turn already: try again next turn."),
        "not_round_start": translate("AntiMonopolyTexts",
                                     "The clock settles the game only at the start of a round, so everyone had as "
                                     "many turns."),
        "bad_options": translate("AntiMonopolyTexts", "The two sides may differ by one player at most: choose the roles again."),
    }
    if code == "cannot_build":
        return build_refusal(p.get("reason"), p.get("space"))
    if code == "bad_trade":
        return (translate("AntiMonopolyTexts", "Money goes one way only in a trade: either you pay or the other player pays.")
                if p.get("detail") == "money goes one way only"
                else translate("AntiMonopolyTexts", "A trade needs at least one title, each named once."))
    text = texts.get(code)
    if text is None:
        return None
    values = _Known({key: euros(value) if key in ("cost", "cash", "amount", "owed", "can_raise") and isinstance(value, int)
                     else value
                     for key, value in p.items()})
    values["space"] = _space(p)
    return text.format_map(values)


class _Known(dict):
    """A refusal's parameters for its sentence; one the rules did not give reads "?"."""

    def __missing__(self, key: str) -> str:
        return "?"


def build_refusal(reason: str | None, space: int | None = None) -> str:
    """Why no building may go up on a street now (view.build_blocked, the cannot_build refusal)."""
    texts = {
        "not_street": translate("AntiMonopolyTexts", "Only streets get houses and hotels, not companies."),
        "mortgaged": translate("AntiMonopolyTexts", "{space} is mortgaged: redeem it before you build on it."),
        "no_monopoly": translate("AntiMonopolyTexts", "A monopolist builds only in a city where they own two streets (a monopoly)."),
        "city_mortgaged": translate("AntiMonopolyTexts",
                                    "A street of this city is mortgaged: a monopolist builds here again once it is redeemed."),
        "top_level": translate("AntiMonopolyTexts", "{space} has its hotel already: nothing more goes up there."),
        "price_war": translate("AntiMonopolyTexts", "In a price war a competitor may not buy anything, buildings included."),
    }
    text = texts.get(reason, translate("AntiMonopolyTexts", "No building here now."))
    return text.format(space=space_name(space) if space is not None else "")


def end_note() -> str:
    """The words under the results: what counts."""
    return translate("AntiMonopolyTexts", "Wealth: cash plus the rent every title not mortgaged would earn "
                                          "(the gas and electric works at a roll of 7). After the time limit, "
                                          "the cash after the settlement decides.")


def tie_breaks() -> dict[str, str]:
    """Words for the outcome's tie-breaks, for the end page."""
    return {
        "more_cash": translate("AntiMonopolyTexts", "The same wealth: more cash wins."),
        "more_wealth": translate("AntiMonopolyTexts", "The same money after the settlement: more wealth before it wins."),
        "shared_win": translate("AntiMonopolyTexts", "Exactly the same: the win is shared."),
    }


def option_texts() -> dict[str, tuple[str, dict]]:
    return {
        "victory": (translate("AntiMonopolyTexts", "End of the game"), {
            "A": translate("AntiMonopolyTexts", "A: the last player left wins"),
            "B": translate("AntiMonopolyTexts", "B: when one side is bankrupt, the richest of the other wins"),
        }),
        "time_limit": (translate("AntiMonopolyTexts", "Time limit"), {
            None: translate("AntiMonopolyTexts", "No time limit"), 45: translate("AntiMonopolyTexts", "45 minutes"), 60: translate("AntiMonopolyTexts", "60 minutes"), 90: translate("AntiMonopolyTexts", "90 minutes"),
        }),
        "roles": (translate("AntiMonopolyTexts", "Roles"), {
            None: translate("AntiMonopolyTexts", "Dealt at random"), "chosen": translate("AntiMonopolyTexts", "Chosen for each player"),
            "competitor": translate("AntiMonopolyTexts", "Competitor"), "monopolist": translate("AntiMonopolyTexts", "Monopolist"),
        }),
    }


def phase_text(phase: str) -> str:
    """A phase of the game (Progress.phase), for the list of saved games."""
    phases = {
        "roll": translate("AntiMonopolyTexts", "Rolling the dice"),
        "buy": translate("AntiMonopolyTexts", "Buying a title"),
        "tax": translate("AntiMonopolyTexts", "Income tax"),
        "end": translate("AntiMonopolyTexts", "Ending the turn"),
        "offer": translate("AntiMonopolyTexts", "A trade offered"),
        "distress": translate("AntiMonopolyTexts", "Raising money"),
        "over": translate("AntiMonopolyTexts", "Game over"),
    }
    return phases.get(phase, phase)


def reason_text(reason, players) -> str:
    """Why the computer would make the hinted move (bots/anti_monopoly.py, hint)."""
    p = dict(reason.params)
    texts = {
        "trade_good": translate("AntiMonopolyTexts", "The trade makes you richer."),
        "trade_bad": translate("AntiMonopolyTexts", "The trade would not make you richer."),
        "tax_smaller": translate("AntiMonopolyTexts", "{amount} is the smaller tax."),
        "buy_keeps": translate("AntiMonopolyTexts", "You can buy it and still keep {left}."),
        "buy_city": translate("AntiMonopolyTexts", "It goes with your other street in {city}."),
        "decline": translate("AntiMonopolyTexts", "Buying it would leave you less than {reserve}."),
        "build": translate("AntiMonopolyTexts", "On {space} the rent rises most for the money."),
        "redeem": translate("AntiMonopolyTexts", "You have plenty of cash: pay off the mortgage on {space}."),
        "pay_to_leave": translate("AntiMonopolyTexts", "You can afford {fee}: pay and play on."),
        "roll_out": translate("AntiMonopolyTexts", "Keep your cash: paying {fee} would leave you too little."),
        "sell_title": translate("AntiMonopolyTexts", "{to} can pay the full price for {space}."),
        "mortgage": translate("AntiMonopolyTexts", "{space} brings the least rent for its price."),
        "sell_building": translate("AntiMonopolyTexts", "On {space} the rent falls least."),
    }
    if "space" in p:
        if reason.code == "buy_city":
            p["city"] = city_name(BOARD[p["space"]].city)
        p["space"] = space_name(p["space"]).replace(chr(173), "")
    for key in ("amount", "left", "reserve", "fee"):
        if key in p:
            p[key] = euros(p[key])
    if "to" in p:
        p["to"] = player_name(players, p["to"])
    return texts.get(reason.code, "").format(**p)


def hint_text(action, view, players) -> str:
    """A hinted move in words, said to the player ("Kup Elektrárnu"), never of them."""
    kind = action.type
    if kind == "offer_trade":
        return translate("AntiMonopolyTexts", "Offer a trade: {trade}").format(trade=trade_words(
            players, view.to_act[0], action.to, action.give, action.take, action.ask, action.pay))
    if kind == "pay_tax" and view.tax:
        return translate("AntiMonopolyTexts", "Pay {amount} income tax.").format(
            amount=euros(view.tax[0] if action.choice == "flat" else view.tax[1]))
    with_space = {
        "build": translate("AntiMonopolyTexts", "Build on {space}."),
        "sell_building": translate("AntiMonopolyTexts", "Sell a building on {space}."),
        "mortgage": translate("AntiMonopolyTexts", "Mortgage {space}."),
        "redeem": translate("AntiMonopolyTexts", "Redeem {space}."),
    }
    if kind in with_space:
        return with_space[kind].format(space=space_name(action.space, "accusative"))
    simple = {
        "roll": translate("AntiMonopolyTexts", "Roll the dice."),
        "buy": translate("AntiMonopolyTexts", "Buy the title you stand on."),
        "decline": translate("AntiMonopolyTexts", "Do not buy it."),
        "pay_to_leave": translate("AntiMonopolyTexts", "Pay to get out."),
        "accept_trade": translate("AntiMonopolyTexts", "Accept the trade."),
        "refuse_trade": translate("AntiMonopolyTexts", "Refuse the trade."),
        "bankrupt": translate("AntiMonopolyTexts", "Declare bankruptcy."),
        "end_turn": translate("AntiMonopolyTexts", "End your turn."),
    }
    return simple.get(kind, "")
