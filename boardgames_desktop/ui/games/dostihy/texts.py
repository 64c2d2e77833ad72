"""Dostihy a sázky in words (context "DostihyTexts"): its events, refusals, phases and options,
horses, races, chance cards and the end. Money is the booklet's "dostihové koruny":
`crowns(12000)` is "12 000 crowns" in words, `number` alone where a coin is drawn beside it.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from ....rules.dostihy.data import CARD_BY_ID, HORSE_BY_ID
from ...format import number, plural
from .horses import horse_name
from ...widgets.players import player_name

translate = QCoreApplication.translate


class DostihyTexts(QObject):
    """The words with a count, by self.tr: the only call whose plural forms pyside6-lupdate keeps."""

    def horses(self, n: int) -> str:
        return plural(self.tr("%n horse(s)", "", abs(n)), n)

    def rosettes(self, n: int) -> str:
        return plural(self.tr("%n rosette(s)", "", abs(n)), n)

    def races(self, n: int) -> str:
        return plural(self.tr("%n race(s)", "", abs(n)), n)

    def cards_left(self, n: int) -> str:
        return plural(self.tr("%n chance card(s) left", "", abs(n)), n)

    def tie_rolls(self, n: int) -> str:
        return plural(self.tr("%n tie(s), rolled again", "", abs(n)), n)


_WORDS = DostihyTexts()
horses, rosettes, races, cards_left, tie_rolls = (
    _WORDS.horses, _WORDS.rosettes, _WORDS.races, _WORDS.cards_left, _WORDS.tie_rolls)


def crowns(amount: int) -> str:
    """A sum of the game's money in words: "12 000 crowns"."""
    return translate("DostihyTexts", "{amount} crowns").format(amount=number(amount))


def runner_name(runner, case: str = "nominative") -> str:
    """A horse or the stable in a race; `case` "accusative" after a verb ("posílá koně Kulíšek": the
    horses' names are not declined, the word for a horse before them is)."""
    if case == "accusative":
        if runner == "stable":
            return translate("DostihyTexts", "the stable", "accusative")
        return translate("DostihyTexts", "{horse}", "accusative").format(horse=horse_name(runner))
    if runner == "stable":
        return translate("DostihyTexts", "the stable")
    return horse_name(runner)


def horse_description(horse: int, pawned: bool = False) -> str:
    found = HORSE_BY_ID[horse]
    text = translate("DostihyTexts", "{name}, {rosettes}, price {price}").format(
        name=horse_name(horse), rosettes=rosettes(found.rosettes), price=crowns(found.price)
    )
    if pawned:
        text += translate("DostihyTexts", " (pawned: races without rosettes)")
    return text


def symbol_name(symbol: str | None) -> str:
    names = {
        "horse": translate("DostihyTexts", "Horse head"),
        "money": translate("DostihyTexts", "Money"),
        "question": translate("DostihyTexts", "Question mark"),
        "star": translate("DostihyTexts", "Star"),
    }
    return names.get(symbol, "")


def symbol_meaning(symbol: str) -> str:
    meanings = {
        "horse": translate("DostihyTexts", "You may buy one horse from the bank."),
        "money": translate("DostihyTexts", "Race and bet against the other stables."),
        "question": translate("DostihyTexts", "Draw a chance card."),
        "star": translate("DostihyTexts", "Choose one of the three."),
    }
    return meanings.get(symbol, "")


def card_title(card: str) -> str:
    titles = {
        "derby_prize": translate("DostihyTexts", "Derby prize"),
        "sponsor": translate("DostihyTexts", "A new sponsor"),
        "lottery": translate("DostihyTexts", "Lottery win"),
        "jubilee": translate("DostihyTexts", "Club jubilee"),
        "photo_shoot": translate("DostihyTexts", "Photo shoot"),
        "open_day": translate("DostihyTexts", "Open day"),
        "lost_wallet_returned": translate("DostihyTexts", "Wallet returned"),
        "breeders_award": translate("DostihyTexts", "Breeders' award"),
        "good_harvest": translate("DostihyTexts", "Good harvest"),
        "tv_rights": translate("DostihyTexts", "TV rights"),
        "lucky_horseshoe": translate("DostihyTexts", "Lucky horseshoe"),
        "new_jockey": translate("DostihyTexts", "New jockey"),
        "fresh_oats": translate("DostihyTexts", "Fresh oats"),
        "fine": translate("DostihyTexts", "A fine"),
        "parking_ticket": translate("DostihyTexts", "Parking ticket"),
        "farrier": translate("DostihyTexts", "The farrier calls"),
        "feed_prices": translate("DostihyTexts", "Feed gets dearer"),
        "colic_spoiled_hay": translate("DostihyTexts", "Colic: spoiled hay"),
        "colic_cold_water": translate("DostihyTexts", "Colic: cold water"),
        "lost_shoe": translate("DostihyTexts", "A lost shoe"),
        "nervous_start": translate("DostihyTexts", "Nervous start"),
        "tight_saddle": translate("DostihyTexts", "Tight saddle"),
        "heavy_track": translate("DostihyTexts", "Heavy track"),
        "jockey_flu": translate("DostihyTexts", "Jockey has flu"),
        "thunderstorm": translate("DostihyTexts", "Thunderstorm"),
        "false_start": translate("DostihyTexts", "False start"),
        "home_crowd": translate("DostihyTexts", "Home crowd"),
        "vet_bill": translate("DostihyTexts", "The vet's bill"),
        "vet_checkup": translate("DostihyTexts", "Check-up at the vet's"),
        "horse_tax": translate("DostihyTexts", "Horse tax"),
        "stable_rent": translate("DostihyTexts", "Stable rent"),
    }
    return titles.get(card, card)


def card_effect(card: str, drawer: str | None = None) -> str:
    """What the card does, from its effect in data.py: said to the reader, whose card it is, or of
    `drawer` (a player's name) when someone else drew it."""
    found = CARD_BY_ID.get(card)
    if found is None:
        return ""
    own = drawer is None
    texts = {
        "receive": translate("DostihyTexts", "The bank pays you {amount}.") if own
        else translate("DostihyTexts", "{player} gets {amount} from the bank."),
        "pay": translate("DostihyTexts", "Pay the bank {amount}.") if own
        else translate("DostihyTexts", "{player} pays the bank {amount}."),
        "receive_per_runner": translate(
            "DostihyTexts", "The bank pays you {amount} for each of your horses (pawned ones too) and for the stable.")
        if own else translate(
            "DostihyTexts", "{player} gets {amount} from the bank for each of their horses (pawned ones too) and for the stable."),
        "pay_per_runner": translate(
            "DostihyTexts", "Pay the bank {amount} for each of your horses (pawned ones too) and for the stable.")
        if own else translate(
            "DostihyTexts", "{player} pays the bank {amount} for each of their horses (pawned ones too) and for the stable."),
        "colic": translate(
            "DostihyTexts", "Choose one of your horses to go back to the bank. Without a horse, nothing happens.")
        if own else translate(
            "DostihyTexts", "{player} chooses one of their horses to go back to the bank. Without a horse, nothing happens."),
    }
    if found.effect in texts:
        return texts[found.effect].format(amount=crowns(found.amount), player=drawer)
    if found.amount > 0:
        text = translate("DostihyTexts", "Keep this card: +{points} to each of your rolls in your next race.") if own \
            else translate("DostihyTexts", "{player} keeps this card: +{points} to each of their rolls in their next race.")
    else:
        text = translate("DostihyTexts", "Keep this card: {points} to each of your rolls in your next race.") if own \
            else translate("DostihyTexts", "{player} keeps this card: {points} to each of their rolls in their next race.")
    return text.format(points=found.amount, player=drawer)


# Each event's sentence, by its code (and the way it went, after a "/"); its placeholders are filled
# from the event's params by _EVENT_WORDS.
_EVENT_TEXTS = {
    "turn_started": QT_TRANSLATE_NOOP("DostihyTexts", "Turn {turn}: {player} to play."),
    "symbol_rolled": QT_TRANSLATE_NOOP("DostihyTexts", "{player} rolls: {symbol}."),
    "symbol_chosen": QT_TRANSLATE_NOOP("DostihyTexts", "{player} chooses: {symbol}."),
    "horse_bought": QT_TRANSLATE_NOOP("DostihyTexts", "{player} buys {horse} for {price}."),
    "buy_skipped": QT_TRANSLATE_NOOP("DostihyTexts", "{player} buys no horse."),
    "nothing_to_buy": QT_TRANSLATE_NOOP("DostihyTexts", "{player} cannot buy a horse."),
    "no_race_possible": QT_TRANSLATE_NOOP("DostihyTexts", "{player} cannot run a race."),
    "chance_drawn": QT_TRANSLATE_NOOP("DostihyTexts", "{player} draws a chance card: {card}."),
    "card_kept": QT_TRANSLATE_NOOP("DostihyTexts", "{player} keeps {card} for the next race."),
    "money_received": QT_TRANSLATE_NOOP("DostihyTexts", "{player} receives {amount}."),
    "money_paid": QT_TRANSLATE_NOOP("DostihyTexts", "{player} pays {amount}."),
    "colic_no_horse": QT_TRANSLATE_NOOP("DostihyTexts", "{player} has no horse, so the colic does nothing."),
    "horse_returned": QT_TRANSLATE_NOOP("DostihyTexts", "{horse} goes back to the bank."),
    "distress": QT_TRANSLATE_NOOP("DostihyTexts", "{player} must pay {owed} but has only {cash}."),
    "pawned": QT_TRANSLATE_NOOP("DostihyTexts", "{player} pawns {horse} for {amount}."),
    "redeemed": QT_TRANSLATE_NOOP("DostihyTexts", "{player} redeems {horse} for {amount}."),
    "sold": QT_TRANSLATE_NOOP("DostihyTexts", "{player} sells {horse} to the bank for {amount}."),
    "offer_made": QT_TRANSLATE_NOOP("DostihyTexts", "{player} offers {horse} to {buyer} for {price}."),
    "offer_accepted": QT_TRANSLATE_NOOP("DostihyTexts", "{player} buys {horse} from {seller} for {price}."),
    "offer_refused": QT_TRANSLATE_NOOP("DostihyTexts", "{player} does not buy {horse}."),
    "bankrupt": QT_TRANSLATE_NOOP("DostihyTexts", "{player} is bankrupt and hands in the stable."),
    "race_entered": QT_TRANSLATE_NOOP("DostihyTexts", "{player} enters {runner} against {opponent} for {stake}."),
    "challenge_sent": QT_TRANSLATE_NOOP("DostihyTexts", "{player} challenges: {races}."),
    "race_answered/raise": QT_TRANSLATE_NOOP("DostihyTexts", "{player} answers with {runner} and raises to {stake}."),
    "race_answered": QT_TRANSLATE_NOOP("DostihyTexts", "{player} answers with {runner} for {stake}."),
    "raise_matched": QT_TRANSLATE_NOOP("DostihyTexts", "{player} matches the raise: {amount}."),
    "cards_applied": QT_TRANSLATE_NOOP("DostihyTexts", "{player}'s kept cards count {points:+d} in this race."),
    "race_rolled": QT_TRANSLATE_NOOP("DostihyTexts", "Race {race}: {first} against {second}."),
    "race_won": QT_TRANSLATE_NOOP("DostihyTexts", "{winner} wins race {race} and takes {pot}."),
    "game_over/last_player": QT_TRANSLATE_NOOP("DostihyTexts", "The game is over: only one stable is left."),
    "game_over": QT_TRANSLATE_NOOP("DostihyTexts", "The game is over: the last chance card has been drawn."),
}

# The words a sentence may ask for, from the event's params and the players.
_EVENT_WORDS = {
    "player": lambda p, players: player_name(players, p["seat"]),
    "buyer": lambda p, players: player_name(players, p["to"]),
    "seller": lambda p, players: player_name(players, p["seller"]),
    "opponent": lambda p, players: player_name(players, p["opponent"]),
    "winner": lambda p, players: player_name(players, p["winner"]),
    "symbol": lambda p, _: symbol_name(p["symbol"]),
    "horse": lambda p, _: horse_name(p["horse"]),
    "runner": lambda p, _: runner_name(p["runner"], "accusative"),
    "card": lambda p, _: card_title(p["card"]),
    "races": lambda p, _: races(p["races"]),
    "price": lambda p, _: crowns(p["price"]),
    "amount": lambda p, _: crowns(p["amount"]),
    "owed": lambda p, _: crowns(p["owed"]),
    "cash": lambda p, _: crowns(p["cash"]),
    "stake": lambda p, _: crowns(p["stake"]),
    "pot": lambda p, _: crowns(p["pot"]),
    "points": lambda p, _: p["amount"],
    "turn": lambda p, _: p["turn"],
    "race": lambda p, _: p["race"] + 1,
    "first": lambda p, _: p["totals"][0],
    "second": lambda p, _: p["totals"][1],
}


class _Words(dict):
    """An event's words, each worked out when its sentence asks for it."""

    def __init__(self, params, players):
        super().__init__()
        self.params, self.players = params, players

    def __missing__(self, key: str):
        return _EVENT_WORDS[key](self.params, self.players)


def event_text(event, players) -> str:
    """One short sentence for one Dostihy a sázky event, or "" for an event nobody needs to read."""
    p = event.params
    key = event.code
    if key == "race_answered" and p["raise"] or key == "game_over" and p.get("reason") == "last_player":
        key += "/raise" if key == "race_answered" else "/last_player"
    text = _EVENT_TEXTS.get(key)
    return "" if text is None else translate("DostihyTexts", text).format_map(_Words(p, players))


def error_text(error) -> str | None:
    """One short sentence naming the rule a Dostihy refusal (IllegalAction code) comes from, or None
    for a code every game shares."""
    code = getattr(error, "code", str(error))
    p = getattr(error, "params", {}) or {}
    if code == "symbol_not_allowed" and p.get("symbol") == "star":
        code = "symbol_not_allowed/star"
    texts = {
        "horse_not_available": translate(
            "DostihyTexts", "{horse} is not in the bank: you can buy only a horse the bank still has."),
        "cannot_afford": translate(
            "DostihyTexts", "That costs {cost} and you have {cash}: you pay only with the cash in your hand."),
        "not_your_horse": translate("DostihyTexts", "{horse} is not yours: you can use only your own horses."),
        "not_pawned": translate("DostihyTexts", "{horse} is not pawned, so there is nothing to buy back."),
        "already_pawned": translate(
            "DostihyTexts", "{horse} is pawned already: the bank lends on a horse only once, until it is bought back."),
        "changed_this_turn": translate(
            "DostihyTexts", "{horse} was pawned or bought back this turn already: each horse only once before the roll."),
        "pawned_to_bank": translate(
            "DostihyTexts", "The bank does not buy a pawned horse like {horse}; offer it to a player instead."),
        "symbol_not_allowed": translate(
            "DostihyTexts", "Nobody can race now (a stake is at least 1,000 crowns), so after a star you cannot choose money."),
        "symbol_not_allowed/star": translate(
            "DostihyTexts", "After a star choose the horse head, money or the question mark."),
        "not_your_runner": translate(
            "DostihyTexts", "{runner} does not run for you: only your own horses and your stable can."),
        "runner_used_twice": translate(
            "DostihyTexts", "{runner} runs already: each horse and the stable run once in a round of betting."),
        "bad_opponent": translate("DostihyTexts", "You can race only against another player still in the game."),
        "too_many_against": translate(
            "DostihyTexts", "At most {limit} races against that player: as many as their horses and the stable."),
        "bad_stake": translate(
            "DostihyTexts", "Stakes go in whole thousands up to 10,000 crowns, then in steps of 5,000."),
        "stake_not_in_steps": translate("DostihyTexts", "Raise in steps of {step}: stakes are whole thousands."),
        "stake_over_cash": translate(
            "DostihyTexts", "You have only {available} for this stake: nobody bets more than the cash they have."),
        "stake_over_opponent_cash": translate(
            "DostihyTexts", "The stakes against that player may add up to at most {cash}, the cash they have."),
        "no_races": translate(
            "DostihyTexts", "Money means racing: enter at least one race before you send the challenge."),
        "stake_below_challenge": translate(
            "DostihyTexts", "Bet at least {minimum}: an answer matches the challenger's stake or raises it."),
        "raise_over_double": translate(
            "DostihyTexts", "Raise at most to {maximum}: a stake may be raised to double, no more."),
        "raise_over_challenger_cash": translate(
            "DostihyTexts", "Raise at most to {maximum}: the challenger must be able to match your raise."),
        "bad_buyer": translate("DostihyTexts", "Offer the horse to another player still in the game."),
        "bad_price": translate(
            "DostihyTexts", "Choose a price from the list: a fifth of the horse's price, two fifths, and so on up to double."),
        "buyer_cannot_afford": translate(
            "DostihyTexts", "The buyer has only {cash}: a horse is offered for at most the buyer's cash."),
        "offered_at_this_price": translate(
            "DostihyTexts", "That player refused {horse} at {price} already: offer it at another price."),
        "already_offered": translate(
            "DostihyTexts", "{horse} was offered to that player already: in a game begun under the older rules, once per money trouble."),
        "has_unpawned_horses": translate(
            "DostihyTexts", "Declare bankruptcy only when no horse of yours is left unpawned: pawn or sell one first."),
    }
    text = texts.get(code)
    if text is None:
        return None
    values = _Unknown({
        key: crowns(value)
        if key in ("cost", "cash", "available", "minimum", "maximum", "price", "step") and isinstance(value, int)
        else value
        for key, value in p.items()
    })
    if "horse" in p:
        values["horse"] = horse_name(p["horse"])
    if "runner" in p:
        runner = runner_name(p["runner"])
        values["runner"] = runner[:1].upper() + runner[1:]  # "the stable" may start it
    try:
        return text.format_map(values)
    except (IndexError, ValueError):
        return text


class _Unknown(dict):
    """A refusal's words; one its parameters lack (never from these rules) reads "…", never "{cost}"."""

    def __missing__(self, key: str) -> str:
        return "…"


# The section of the rules each refusal comes from: its id in the rules pages (rules/<language>.html).
REFUSAL_RULES: dict[str, str] = {
    "horse_not_available": "turn",
    "cannot_afford": "turn",
    "not_your_horse": "horses",
    "not_pawned": "money-trouble",
    "already_pawned": "money-trouble",
    "changed_this_turn": "program-turn",
    "pawned_to_bank": "money-trouble",
    "symbol_not_allowed": "program-turn",
    "not_your_runner": "horses",
    "runner_used_twice": "horses",
    "bad_opponent": "entering",
    "too_many_against": "entering",
    "bad_stake": "reconstructed",
    "stake_not_in_steps": "betting-steps",
    "stake_over_cash": "entering",
    "stake_over_opponent_cash": "entering",
    "no_races": "turn",
    "stake_below_challenge": "answering",
    "raise_over_double": "answering",
    "raise_over_challenger_cash": "betting-steps",
    "bad_buyer": "distress",
    "bad_price": "reconstructed",
    "buyer_cannot_afford": "distress",
    "offered_at_this_price": "distress",
    "already_offered": "older-rules",
    "has_unpawned_horses": "distress",
}


def end_note() -> str:
    """How the end page's results are counted."""
    return translate("DostihyTexts", "Worth: money plus the price of every horse that is not pawned. "
                                     "Pawned horses count nothing.")


def tie_breaks() -> dict[str, str]:
    """Words for the outcome's tie-breaks, for the end page."""
    return {
        "shared_win": translate("DostihyTexts", "The same money, horses and horse values: the win is shared."),
        "more_horses": translate("DostihyTexts", "The same money: the one with more horses wins."),
        "more_valuable_horses": translate(
            "DostihyTexts", "The same money and as many horses: the more valuable horses win."),
    }


def option_texts() -> dict[str, tuple[str, dict]]:
    return {"starting_cash": (translate("DostihyTexts", "Starting money"), {})}


def phase_text(phase: str) -> str:
    """A phase of the game (Progress.phase), for the list of saved games."""
    phases = {
        "roll": translate("DostihyTexts", "Rolling the die"),
        "choose": translate("DostihyTexts", "Choosing a symbol"),
        "buy": translate("DostihyTexts", "Buying a horse"),
        "colic": translate("DostihyTexts", "Colic"),
        "challenge": translate("DostihyTexts", "Entering races"),
        "answer": translate("DostihyTexts", "Answering the challenge"),
        "match": translate("DostihyTexts", "Matching the raises"),
        "distress": translate("DostihyTexts", "Raising money"),
        "offer": translate("DostihyTexts", "A horse offered"),
    }
    return phases.get(phase, phase)


def reason_text(reason, players) -> str:
    """Why the computer would make the hinted move (bots/dostihy.py, hint)."""
    p = dict(reason.params)
    texts = {
        "roll_keep_cash": translate("DostihyTexts", "Buying back a pawned horse would leave you too little cash."),
        "redeem": translate("DostihyTexts", "You have plenty of cash: buy back {horse}."),
        "symbol_horse": translate("DostihyTexts", "You can buy a horse and still keep {reserve}."),
        "symbol_money": translate("DostihyTexts", "No horse fits your cash now: take the money instead."),
        "symbol_question": translate("DostihyTexts", "No horse fits your cash now, and no race can be run."),
        "buy": translate("DostihyTexts", "{horse} has the most rosettes you can afford, and you keep {left}."),
        "skip_buy": translate("DostihyTexts", "Keep at least {reserve}: every horse here would leave you less."),
        "return_horse": translate("DostihyTexts", "{horse} is your cheapest horse."),
        "enter": translate("DostihyTexts", "{runner} is your strongest runner against {opponent}'s weakest, "
                                           "for a small part of your cash."),
        "enter_stronger": translate("DostihyTexts", "{runner} has better chances than {opponent}'s best horse: "
                                                    "stake a big part of your cash."),
        "enter_weaker": translate("DostihyTexts", "Even {opponent} has better chances than {runner}: risk only a little."),
        "send": translate("DostihyTexts", "One race at a time is enough."),
        "answer": translate("DostihyTexts", "{runner} is your strongest runner, and the lowest stake risks least."),
        "answer_raise": translate("DostihyTexts", "{runner} has better chances than the challenger's horse: "
                                                  "raise the stake as high as you may."),
        "accept_offer": translate("DostihyTexts", "A fair price for {horse}, and you keep enough cash."),
        "refuse_dear": translate("DostihyTexts", "The price is more than the horse is worth."),
        "refuse_cash": translate("DostihyTexts", "You would have less than {reserve} left."),
        "pawn": translate("DostihyTexts", "{horse} is your cheapest horse: pawn it first."),
        "sell_to_bank": translate("DostihyTexts", "{horse} is your cheapest horse: sell it first."),
    }
    for key, word in (("horse", horse_name), ("runner", runner_name), ("reserve", crowns), ("left", crowns)):
        if key in p:
            p[key] = word(p[key])
    if "opponent" in p:
        p["opponent"] = player_name(players, p["opponent"])
    text = texts.get(reason.code, "").format(**p)
    return text[:1].upper() + text[1:]  # "the stable" may start it


def hint_text(action, view, players) -> str:
    """A hinted move in words, said to the player ("Kup koně Fantome"), never of them."""
    kind = action.type
    if kind == "enter":
        return translate("DostihyTexts", "Enter {runner} against {opponent} for {stake}.").format(
            runner=runner_name(action.runner, "accusative"), opponent=player_name(players, action.opponent), stake=crowns(action.stake))
    if kind == "answer":
        return translate("DostihyTexts", "Answer with {runner} for {stake}.").format(
            runner=runner_name(action.runner, "accusative"), stake=crowns(action.stake))
    if kind == "offer":
        return translate("DostihyTexts", "Offer {horse} for {price}; {buyer} decides.").format(
            horse=horse_name(action.horse), price=crowns(action.price), buyer=player_name(players, action.to))
    with_horse = {
        "redeem": translate("DostihyTexts", "Buy back {horse}."),
        "buy": translate("DostihyTexts", "Buy {horse}."),
        "return_horse": translate("DostihyTexts", "Give {horse} back to the bank."),
        "pawn": translate("DostihyTexts", "Pawn {horse}."),
        "sell_to_bank": translate("DostihyTexts", "Sell {horse} to the bank."),
    }
    if kind in with_horse:
        return with_horse[kind].format(horse=horse_name(action.horse))
    if kind == "choose_symbol":
        return translate("DostihyTexts", "Choose: {symbol}.").format(symbol=symbol_name(action.symbol))
    simple = {
        "roll": translate("DostihyTexts", "Roll the die."),
        "skip_buy": translate("DostihyTexts", "Buy no horse now."),
        "send": translate("DostihyTexts", "Send the challenge."),
        "match": translate("DostihyTexts", "Match the stakes and run the races."),
        "accept_offer": translate("DostihyTexts", "Buy the horse offered."),
        "refuse_offer": translate("DostihyTexts", "Refuse the offer."),
        "declare_bankruptcy": translate("DostihyTexts", "Declare bankruptcy."),
    }
    return simple.get(kind, "")


def _horse_list(horses, amount=None) -> str:
    """Horses by name, each with a sum of the view beside it ("Kulíšek (1,250 crowns)")."""
    if amount is None:
        return ", ".join(horse_name(h) for h in horses)
    return ", ".join(f"{horse_name(h.id)} ({crowns(amount(h))})" for h in horses)


def _span(low: int, high: int) -> str:
    if low == high:
        return crowns(low)
    return translate("DostihyTexts", "{low} to {high}").format(low=crowns(low), high=crowns(high))


def moves_text(view, actions, players) -> list[tuple[str, str]]:
    """What the person at the screen may do now, grouped in words, each with a one-line reason: from
    the view and the legal actions only; none when it is not their turn."""
    kinds: dict[str, list] = {}
    for action in actions:
        kinds.setdefault(action.type, []).append(action)
    if not kinds or view.seat is None:
        return []
    me = view.players[view.seat]
    mine = {h.id: h for h in me.horses}
    lines = []
    if "roll" in kinds:
        lines.append((translate("DostihyTexts", "Roll the symbol die"),
                      translate("DostihyTexts", "It says what you do this turn: buy a horse, race and bet, "
                                                "or draw a chance card.")))
    if "pawn" in kinds:
        owned = [mine[a.horse] for a in kinds["pawn"]]
        lines.append((translate("DostihyTexts", "Pawn a horse: {horses}").format(
                          horses=_horse_list(owned, lambda h: h.pawn_value)),
                      translate("DostihyTexts", "The bank lends you half its price; the horse races without "
                                                "rosettes and counts nothing at the end until you buy it back.")))
    if "redeem" in kinds:
        owned = [mine[a.horse] for a in kinds["redeem"]]
        lines.append((translate("DostihyTexts", "Buy back a pawned horse: {horses}").format(
                          horses=_horse_list(owned, lambda h: h.redeem_cost)),
                      translate("DostihyTexts", "It costs 80% of its price; the horse races with its rosettes "
                                                "again and counts at the end.")))
    for action in kinds.get("choose_symbol", []):
        lines.append((translate("DostihyTexts", "Choose: {symbol}").format(symbol=symbol_name(action.symbol)),
                      symbol_meaning(action.symbol)))
    if "buy" in kinds:
        prices = sorted(HORSE_BY_ID[a.horse].price for a in kinds["buy"])
        lines.append((translate("DostihyTexts", "Buy a horse from the bank: {horses}, for {prices}").format(
                          horses=horses(len(prices)), prices=_span(prices[0], prices[-1])),
                      translate("DostihyTexts", "Each rosette adds a point to your rolls in races, and a horse "
                                                "counts its full price at the end.")))
    if "skip_buy" in kinds:
        lines.append((translate("DostihyTexts", "Buy no horse"),
                      translate("DostihyTexts", "Keep your cash for stakes and for red chance cards.")))
    if "return_horse" in kinds:
        lines.append((translate("DostihyTexts", "Give a horse back to the bank: {horses}").format(
                          horses=_horse_list(a.horse for a in kinds["return_horse"])),
                      translate("DostihyTexts", "Colic: one of your horses must go; the cheapest hurts least.")))
    lines += _race_moves(view, kinds, players)
    if "sell_to_bank" in kinds:
        owned = [mine[a.horse] for a in kinds["sell_to_bank"]]
        lines.append((translate("DostihyTexts", "Sell a horse to the bank: {horses}").format(
                          horses=_horse_list(owned, lambda h: h.sale_price)),
                      translate("DostihyTexts", "The bank pays 75% of its price; the horse is gone for good.")))
    if "offer" in kinds:
        offers = kinds["offer"]
        buyers = ", ".join(player_name(players, b) for b in dict.fromkeys(a.to for a in offers))
        lines.append((translate("DostihyTexts", "Offer a horse to {buyers} at a price").format(buyers=buyers),
                      translate("DostihyTexts", "They say yes or no on their screen; a horse refused may be "
                                                "offered again at another price.")))
    if "declare_bankruptcy" in kinds:
        lines.append((translate("DostihyTexts", "Declare bankruptcy"),
                      translate("DostihyTexts", "No horse is left to pawn: you hand in your stable and leave "
                                                "the game.")))
    if "accept_offer" in kinds:
        offer = view.offer
        lines.append((translate("DostihyTexts", "Buy {horse} for {price}").format(
                          horse=horse_name(offer.horse), price=crowns(offer.price)),
                      translate("DostihyTexts", "A horse adds rosettes to your races and counts its price at the "
                                                "end (a pawned one only once bought back).")))
    if "refuse_offer" in kinds:
        lines.append((translate("DostihyTexts", "Refuse the offer"),
                      translate("DostihyTexts", "Keep your cash; the seller may offer again at another price.")))
    return lines


def _race_moves(view, kinds, players) -> list[tuple[str, str]]:
    """Entering races, sending the challenge, answering it and matching the raises."""
    lines = []
    if "enter" in kinds:
        enters = kinds["enter"]
        runners = ", ".join(runner_name(r) for r in dict.fromkeys(a.runner for a in enters))
        opponents = ", ".join(player_name(players, o) for o in dict.fromkeys(a.opponent for a in enters))
        stakes = sorted({a.stake for a in enters})
        lines.append((translate("DostihyTexts", "Enter a race: {runners} against {opponents}, for {stakes}").format(
                          runners=runners, opponents=opponents, stakes=_span(stakes[0], stakes[-1])),
                      translate("DostihyTexts", "Your stake leaves your cash now; whoever wins the race takes "
                                                "both stakes. Rosettes add points to the rolls.")))
    if "send" in kinds:
        lines.append((translate("DostihyTexts", "Send the challenge ({races} entered)").format(
                          races=races(len(view.challenge.races))),
                      translate("DostihyTexts", "The others answer, you match their raises, and the races are run.")))
    if "answer" in kinds:
        answers = kinds["answer"]
        race = view.challenge.races[view.challenge.answering]
        stakes = sorted({a.stake for a in answers})
        runners = ", ".join(runner_name(r) for r in dict.fromkeys(a.runner for a in answers))
        if stakes[-1] > race.stake:
            title = translate("DostihyTexts", "Answer with {runners}: match {low} or raise up to {high}")
        else:
            title = translate("DostihyTexts", "Answer with {runners}: match {low}")
        lines.append((title.format(runners=runners, low=crowns(stakes[0]), high=crowns(stakes[-1])),
                      translate("DostihyTexts", "A stake may be raised up to double, and the challenger must match "
                                                "it: raise when your runner has more rosettes.")))
    if "match" in kinds:
        lines.append((translate("DostihyTexts", "Match the raises ({amount}) and run the races").format(
                          amount=crowns(view.challenge.raised)),
                      translate("DostihyTexts", "The points die is rolled for both sides; the higher total "
                                                "takes both stakes.")))
    return lines
