"""Poslední vůle in words (context "LastWillTexts"): the cards' names as the in-app rules name them,
the decks, the events, refusals, phases and options, every choice a player may make, and the end."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from ....rules.last_will.data import CARD, COMPANIONS, FAMILIES, START_KEEP
from ...format import plural
from ...widgets.players import player_name
from .names import card_name, companion_name, family_name

translate = QCoreApplication.translate
_C = "LastWillTexts"


class LastWillTexts(QObject):
    """The words with a count, by self.tr: the only call whose plural forms pyside6-lupdate keeps."""

    def pounds(self, n: int) -> str:
        return plural(self.tr("%n pound(s)", "", abs(n)), n)

    def pounds_object(self, n: int) -> str:
        """The amount spent or paid ("spend 1 pound", "for 1 pound"): Czech and Slovak decline it
        there, "utratit 1 libru", "za 1 libru"."""
        return plural(self.tr("%n pound(s)", "spent or paid: accusative", abs(n)), n)

    def actions(self, n: int) -> str:
        return plural(self.tr("%n action(s)", "", abs(n)), n)

    def cards(self, n: int) -> str:
        return plural(self.tr("%n card(s)", "", abs(n)), n)

    def errand_boys(self, n: int) -> str:
        return plural(self.tr("%n errand boy(s)", "", abs(n)), n)


_WORDS = LastWillTexts()
pounds, pounds_object, actions, cards, errand_boys = (_WORDS.pounds, _WORDS.pounds_object, _WORDS.actions,
                                                      _WORDS.cards, _WORDS.errand_boys)

_DECKS = {
    "experiences": QT_TRANSLATE_NOOP("LastWillTexts", "experiences"),
    "helpers": QT_TRANSLATE_NOOP("LastWillTexts", "helpers and rentals"),
    "properties": QT_TRANSLATE_NOOP("LastWillTexts", "properties"),
    "companions": QT_TRANSLATE_NOOP("LastWillTexts", "companions"),
    "specials": QT_TRANSLATE_NOOP("LastWillTexts", "special cards"),
    "happy_days": QT_TRANSLATE_NOOP("LastWillTexts", "Happy Days"),
}


def deck_name(deck: str) -> str:
    """A deck, or a special card's back ("specials_2": a special card with two crowns)."""
    if deck.startswith("specials_"):
        return translate("LastWillTexts", "special cards with {crowns} crown(s)").format(crowns=deck.rpartition("_")[2])
    return translate(_C, _DECKS[deck])


def card_list(ids) -> str:
    return ", ".join(card_name(card) for card in ids)


def backs_text(backs: dict[str, int]) -> str:
    """Cards by their backs: "2 × experiences, 1 × companions"."""
    return ", ".join(f"{count}\u00a0\u00d7 {deck_name(back)}" for back, count in backs.items())


def market_text(tokens) -> str:
    return ", ".join(f"{family_name(family)} {token:+d}".replace("-", "\u2212")
                     for family, token in zip(FAMILIES, tokens))


def event_text(event, players, looking_on: bool = False) -> str:
    """One short sentence for one Poslední vůle event, or "" for an event nobody needs to read;
    `looking_on`: onlookers see the seat's own cards (a replay), so they are named by its player."""
    p = event.params
    who = player_name(players, p["seat"]) if "seat" in p else ""
    code = event.code
    if code == "round_started":
        if p["round"] == 1:  # everyone keeps cards first, all at once: nobody is "on turn" yet
            return translate("LastWillTexts", "Round 1 begins. First everyone keeps {keep} of their cards. "
                             "Then the day plans, beginning with: {player}.").format(
                keep=START_KEEP, player=player_name(players, p["start_player"]))
        return translate("LastWillTexts", "Round {round} begins. {player} starts.").format(
            round=p["round"], player=player_name(players, p["start_player"]))
    if code == "discarded":
        return translate("LastWillTexts", "{player} discarded a card ({deck}).").format(player=who, deck=deck_name(p["back"]))
    if code == "plan_blocked":
        return translate("LastWillTexts", "{player} blocked day plan {plan}.").format(player=who, plan=p["position"])
    if code == "plan_chosen":
        return translate("LastWillTexts", "{player} chose day plan {plan}.").format(player=who, plan=p["position"])
    if code == "deck_named":
        return translate("LastWillTexts", "{player} names a card from: {deck}.").format(player=who, deck=deck_name(p["deck"]))
    if code == "cards_drawn":
        if not p["backs"]:
            return translate("LastWillTexts", "{player} draws nothing.").format(player=who)
        return translate("LastWillTexts", "{player} drew {cards}.").format(player=who, cards=backs_text(p["backs"]))
    if code == "you_drew":
        if looking_on:
            return translate("LastWillTexts", "New cards of {player}: {cards}.").format(
                player=who, cards=card_list(p["cards"]))
        return translate("LastWillTexts", "You drew: {cards}.").format(cards=card_list(p["cards"]))
    if code == "deck_reshuffled":
        return translate("LastWillTexts", "The discarded {deck} are shuffled into a new deck.").format(deck=deck_name(p["deck"]))
    if code == "errand_took":
        return translate("LastWillTexts", "{player}'s errand boy took {card}.").format(player=who, card=card_name(p["card"]))
    if code == "errand_opera":
        return translate("LastWillTexts", "{player}'s errand boy went to the Opera.").format(player=who)
    if code == "errand_market":
        return translate("LastWillTexts", "{player} set the market: {tokens}.").format(player=who, tokens=market_text(p["tokens"]))
    if code == "errand_extra_board":
        return translate("LastWillTexts", "{player} took an extra player board.").format(player=who)
    if code == "errand_idle":
        return translate("LastWillTexts", "{player}'s errand boy stays at home: no space is free.").format(player=who)
    if code == "actions_started":
        return translate("LastWillTexts", "Everybody takes their actions, in day-plan order.")
    if code == "card_played":
        return translate("LastWillTexts", "{player} played {card}.").format(player=who, card=card_name(p["card"]))
    if code == "card_placed":
        return translate("LastWillTexts", "{player} laid {card} on their board.").format(player=who, card=card_name(p["card"]))
    if code == "board_card_discarded":
        return translate("LastWillTexts", "{player} discarded {card} from their board.").format(
            player=who, card=card_name(p["card"]))
    if code == "activated":
        return translate("LastWillTexts", "{player} activated {card}.").format(player=who, card=card_name(p["card"]))
    if code == "companion_placed":
        if p["happy_day"]:
            return translate("LastWillTexts", "{player} put a Happy Day on {card} as a {companion}.").format(
                player=who, card=card_name(p["card"]), companion=companion_name(p["companion"]))
        return translate("LastWillTexts", "{player} put a {companion} on {card}.").format(
            player=who, card=card_name(p["card"]), companion=companion_name(p["companion"]))
    if code == "property_sold":
        return translate("LastWillTexts", "{player} sold {card} for {pounds}.").format(
            player=who, card=card_name(p["card"]), pounds=pounds_object(p["price"]))
    if code == "spent":
        return translate("LastWillTexts", "{player} spent {pounds}.").format(player=who, pounds=pounds(p["amount"]))
    if code == "turn_ended":
        return translate("LastWillTexts", "{player} has finished this round.").format(player=who)
    if code == "happy_day_returned":
        return translate("LastWillTexts", "{player}'s Happy Day goes back beside the board.").format(player=who)
    if code == "property_decayed":
        return translate("LastWillTexts", "{player}'s {card} was not maintained and decays: now worth {pounds}.").format(
            player=who, card=card_name(p["card"]), pounds=pounds(p["value"]))
    if code == "round_ended":
        return translate("LastWillTexts", "Round {round} is over.").format(round=p["round"])
    if code == "game_over":
        broke = ", ".join(player_name(players, seat) for seat in p["spent_all"])
        if broke:
            return translate("LastWillTexts", "The game is over: {players} spent everything.").format(players=broke)
        return translate("LastWillTexts", "The game is over after the seventh round.")
    return code


def error_text(error) -> str | None:
    """The rule a refused move breaks, in one short sentence (the rules' own IllegalAction codes,
    actions.REFUSALS, and wrong_phase), or None for another shared code."""
    code = getattr(error, "code", str(error))
    p = getattr(error, "params", {}) or {}
    card = p.get("card")
    named = card_name(card) if card in CARD else "?"
    if code == "wrong_phase":
        return translate("LastWillTexts", "That cannot be done in this part of the round.")
    if code == "not_in_hand":
        return translate("LastWillTexts", "{card} is not in your hand.").format(card=named)
    if code == "not_on_board":
        return translate("LastWillTexts", "{card} is not on your board.").format(card=named)
    if code == "no_actions":
        return translate("LastWillTexts", "This needs {needed}, and you have only {left} left this round.").format(
            needed=actions(p.get("needed", 1)), left=actions(p.get("left", 0)))
    if code == "will_forbids":
        return translate("LastWillTexts", "While you own a property you may not pay more than your {money}: "
                                          "sell the property first.").format(money=pounds(p.get("money", 0)))
    if code == "companion_alone":
        return translate("LastWillTexts", "A companion card is played only together with an experience, "
                                          "or onto a card on your board.")
    if code == "board_full":
        return translate("LastWillTexts", "Your board is full: lay the card in place of one of your cards "
                                          "that is not a property.")
    if code == "already_activated":
        return translate("LastWillTexts", "{card} has been used this round already: a card on the board works "
                                          "once a round.").format(card=named)
    if code == "no_activation":
        return translate("LastWillTexts", "{card} has nothing to activate: its help works by itself.").format(card=named)
    if code == "slots_full":
        return translate("LastWillTexts", "Every companion place on {card} is taken already.").format(card=named)
    if code == "no_companion":
        return translate("LastWillTexts", "The next place on {card} is for this companion: {companion}; you have "
                                          "no such card and no Happy Day.").format(
            card=named, companion=companion_name(p["companion"]) if p.get("companion") in COMPANIONS else "?")
    if code == "plan_taken":
        return translate("LastWillTexts", "Day plan {plan} is taken already: choose a free one.").format(
            plan=p.get("position", "?"))
    if code == "deck_empty":
        return translate("LastWillTexts", "That deck has no cards left.")
    if code == "drew_any_used":
        return translate("LastWillTexts", "You have drawn a card on your own errand space this round already.")
    if code == "space_empty":
        return translate("LastWillTexts", "No errand boy can take the card of space {space} any more.").format(
            space=p.get("space", "?"))
    if code == "space_taken":
        return translate("LastWillTexts", "Another errand boy stands there this round already.")
    if code == "not_allowed":
        return translate("LastWillTexts", "The rules do not allow that now: the list shows what you may do.")
    return None


REFUSAL_RULES: dict[str, str] = {
    "not_in_hand": "actions", "not_on_board": "black-cards", "no_actions": "actions", "will_forbids": "spending",
    "companion_alone": "companions", "board_full": "black-cards", "already_activated": "black-cards",
    "no_activation": "helpers", "slots_full": "companions", "no_companion": "companions", "plan_taken": "day-plan",
    "deck_empty": "day-plan", "drew_any_used": "errand-boys", "space_empty": "errand-boys",
    "space_taken": "errand-boys", "not_allowed": "actions",
}
"""Each of the game's own refusal codes -> the section of its rules pages (an id in cs, sk and en)."""


def end_note() -> str:
    """How the end page's results are counted."""
    return translate("LastWillTexts", "Each property left counts its value + 5. The lowest total wins: "
                                      "the deepest debt, else the least money.")


def tie_breaks() -> dict[str, str]:
    """Words for the outcome's tie-breaks, for the end page."""
    return {"day_plan_further_left": translate(
        "LastWillTexts", "Same total: the day plan further left in the last round wins.")}


def option_texts() -> dict[str, tuple[str, dict]]:
    """Words for the options of LastWillOptions, for the new-game dialog."""
    return {"will_cards": (translate("LastWillTexts", "Draw a Will card for the starting money (70 to 130 pounds)"), {})}


def phase_text(phase: str) -> str:
    """A phase of the game (Progress.phase), for the list of saved games."""
    phases = {
        "keep": translate("LastWillTexts", "Keeping two cards"),
        "plan": translate("LastWillTexts", "Choosing day plans"),
        "errands": translate("LastWillTexts", "Sending errand boys"),
        "actions": translate("LastWillTexts", "Taking actions"),
        "discard": translate("LastWillTexts", "End of the round"),
        "over": translate("LastWillTexts", "Game over"),
    }
    return phases.get(phase, phase)


# -- the choices a player has, as the action bar lists them --------------------------------------


def action_text(action, view) -> str:
    """One legal action in words, short enough for the action bar's list."""
    kind = action.type
    if kind == "discard":
        return translate("LastWillTexts", "Discard {card}").format(card=card_name(action.card))
    if kind == "plan":
        plan = view.plans[action.position - 1]
        if view.step == "block":
            return translate("LastWillTexts", "Block day plan {plan}").format(plan=plan.position)
        return translate("LastWillTexts", "Day plan {plan}: {cards}, {errands}, {actions}").format(
            plan=plan.position, cards=cards(plan.cards), errands=errand_boys(plan.errands), actions=actions(plan.actions))
    if kind == "draw":
        return translate("LastWillTexts", "A card from: {deck}").format(deck=deck_name(action.deck))
    if kind == "take":
        return translate("LastWillTexts", "Take {card} (space {space})").format(
            card=card_name(view.offer[action.space]), space=action.space)
    if kind == "opera":
        return translate("LastWillTexts", "Opera: spend {pounds}").format(pounds=pounds_object(action.pay))
    if kind == "market":
        return translate("LastWillTexts", "Market: {tokens}").format(tokens=market_text(action.tokens))
    if kind == "extra_board":
        return translate("LastWillTexts", "Take an extra player board")
    if kind == "draw_any":
        return translate("LastWillTexts", "Draw one card: {deck}").format(deck=deck_name(action.deck))
    if kind == "play":
        return _play_text(action)
    if kind == "place":
        text = translate("LastWillTexts", "Lay {card} on your board").format(card=card_name(action.card))
        if CARD[action.card].kind == "property":
            text = translate("LastWillTexts", "Buy {card} for {pounds}").format(card=card_name(action.card),
                                                                   pounds=pounds_object(action.pay))
        if action.replace is not None:
            text += translate("LastWillTexts", ", discarding {card}").format(card=card_name(action.replace))
        return text
    if kind == "activate":
        if action.pay:
            return translate("LastWillTexts", "Activate {card}: spend {pounds}").format(
                card=card_name(action.card), pounds=pounds_object(action.pay))
        return translate("LastWillTexts", "Activate {card}").format(card=card_name(action.card))
    if kind == "companion":
        slot = _next_slot(view, action.card)
        if action.happy:
            return translate("LastWillTexts", "Happy Day on {card} as a {companion}").format(
                card=card_name(action.card), companion=companion_name(slot))
        return translate("LastWillTexts", "{companion} on {card}").format(companion=companion_name(slot), card=card_name(action.card))
    if kind == "sell":
        return translate("LastWillTexts", "Sell {card} for {pounds}").format(card=card_name(action.card), pounds=pounds_object(action.price))
    if kind == "end_turn":
        return translate("LastWillTexts", "End my turn")
    return kind


def _play_text(action) -> str:
    card = CARD[action.card]
    text = translate("LastWillTexts", "Play {card}: {actions}, spend {pounds}").format(
        card=card_name(action.card), actions=actions(action.actions), pounds=pounds_object(action.pay))
    withs = [companion_name(card.slots[slot][0]) for slot in action.companions]
    withs += [translate("LastWillTexts", "Happy Day") for _ in action.happy]
    if withs:
        text += translate("LastWillTexts", ", with {companions}").format(companions=", ".join(withs))
    if action.targets:
        text += translate("LastWillTexts", ", on {cards}").format(cards=card_list(action.targets))
    return text


def _next_slot(view, card: str) -> str:
    """The companion the next free slot of a board card shows (the card's slots, in order)."""
    board = next(b for player in view.players for b in player.board if b.card == card)
    return CARD[card].slots[len(board.tokens)][0]



# -- "What can I do now?": the moves open, grouped, each with its reason ------------------------


def _names(ids) -> str:
    """The cards' names, each name once (two Dinners are one choice to the reader)."""
    return ", ".join(dict.fromkeys(card_name(card) for card in ids))


def _amounts(values) -> str:
    """Pounds as a range: "3 pounds", "2–11 pounds"."""
    low, high = min(values), max(values)
    return pounds(low) if low == high else f"{low}\u2013{pounds(high)}"


def moves_text(view, actions, players) -> list[tuple[str, str]]:
    """The moves open to the person at the screen, grouped in words, each with a one-line reason:
    from their view and legal actions only (empty when it is not their turn)."""
    by: dict[str, list] = {}
    for action in actions:
        kind = action.type
        if kind == "place":
            kind = "buy" if CARD[action.card].kind == "property" else "lay"
        by.setdefault(kind, []).append(action)
    me = view.players[view.seat] if view.seat is not None else None
    words = {
        "discard": lambda moves: (
            translate("LastWillTexts", "Discard a card: keep {keep}").format(keep=cards(me.hand_limit)),
            translate("LastWillTexts", "Only so many cards stay in your hand; the others go face down.")),
        "plan": lambda moves: (
            translate("LastWillTexts", "Block a day plan: {plans}").format(plans=", ".join(str(a.position) for a in moves)),
            translate("LastWillTexts", "With two players a neutral marker takes a plan away from the other player."),
        ) if view.step == "block" else (
            translate("LastWillTexts", "Choose a day plan: {plans}").format(plans=", ".join(str(a.position) for a in moves)),
            translate("LastWillTexts", "It gives cards at once, errand boys and actions; plans further left go first.")),
        "draw": lambda moves: (
            translate("LastWillTexts", "Name a deck for your next card: {decks}").format(
                decks=", ".join(deck_name(a.deck) for a in moves)),
            translate("LastWillTexts", "You name every deck first; all the cards come at once.")),
        "take": lambda moves: (
            translate("LastWillTexts", "Take a card of the offer: {cards}").format(
                cards=_names(view.offer[a.space] for a in moves)),
            translate("LastWillTexts", "An errand boy brings that card into your hand.")),
        "opera": lambda moves: (
            translate("LastWillTexts", "Opera: spend {pounds}").format(pounds=_amounts([a.pay for a in moves])),
            translate("LastWillTexts", "Money spent at once, without an action.")),
        "market": lambda moves: (
            translate("LastWillTexts", "Rearrange the property market"),
            translate("LastWillTexts", "Put +3 on what you will buy and \u22123 on what you will sell.")),
        "extra_board": lambda moves: (
            translate("LastWillTexts", "Take an extra player board"),
            translate("LastWillTexts", "One more space for cards on your board.")),
        "draw_any": lambda moves: (
            translate("LastWillTexts", "Draw one card: {decks}").format(decks=", ".join(deck_name(a.deck) for a in moves)),
            translate("LastWillTexts", "Your own errand space, once a round.")),
        "play": lambda moves: (
            translate("LastWillTexts", "Play an experience: {cards}").format(cards=_names(a.card for a in moves)),
            translate("LastWillTexts", "It costs actions and spends its money once; companions make it spend more.")),
        "lay": lambda moves: (
            translate("LastWillTexts", "Lay a card on your board: {cards}").format(cards=_names(a.card for a in moves)),
            translate("LastWillTexts", "It stays there: activate it every round to spend again.")),
        "buy": lambda moves: (
            translate("LastWillTexts", "Buy a property: {cards} ({pounds})").format(
                cards=_names(a.card for a in moves), pounds=_amounts([a.pay for a in moves])),
            translate("LastWillTexts", "Its price is spent; but you must sell it again before you can finish your money.")),
        "activate": lambda moves: (
            translate("LastWillTexts", "Activate a card on your board: {cards}").format(cards=_names(a.card for a in moves)),
            translate("LastWillTexts", "It spends money once this round; an activated house does not lose value.")),
        "companion": lambda moves: (
            translate("LastWillTexts", "Put a companion on a card of your board: {cards}").format(
                cards=_names(a.card for a in moves)),
            translate("LastWillTexts", "From then on that card can spend more every round.")),
        "sell": lambda moves: (
            translate("LastWillTexts", "Sell a property: {cards} ({pounds})").format(
                cards=_names(a.card for a in moves), pounds=_amounts([a.price for a in moves])),
            translate("LastWillTexts", "Money comes back, less the lower its value; to finish your money you must own none.")),
        "end_turn": lambda moves: (
            translate("LastWillTexts", "End your turn ({left} left)").format(left=_WORDS.actions(me.actions)),
            translate("LastWillTexts", "Actions you do not use are lost at the end of the round.")),
    }
    return [words[kind](by[kind]) for kind in words if kind in by]

def reason_text(reason, players) -> str:
    """Why the computer would make the hinted move (bots/last_will.py, hint). The aim is to get rid
    of money, so spending is the good news."""
    p = dict(reason.params)
    texts = {
        "sell_last": translate("LastWillTexts", "The game can end this round: sell every property first."),
        "sell_cash": translate("LastWillTexts", "Your cash cannot pay for the actions you have left."),
        "sell_no_loss": translate("LastWillTexts", "{card} will not lose more value before the end: sell it now."),
        "buy_property": translate("LastWillTexts", "{card} costs {pay}, and much less comes back when you sell it."),
        "place_helper": translate("LastWillTexts", "{card} helps you spend money in the rounds to come."),
        "plan": translate("LastWillTexts", "This day plan gives you the most useful actions and cards."),
        "block_most": translate("LastWillTexts", "The others would like this day plan most."),
        "block_least": translate("LastWillTexts", "This day plan is the least useful to you."),
        "draw": translate("LastWillTexts", "The {deck} deck is the most useful now."),
        "take": translate("LastWillTexts", "{card} is the most useful card you can get now."),
        "spend": translate("LastWillTexts", "It spends {pay}: the most money for your actions."),
        "use": translate("LastWillTexts", "{card} is the best use of your actions now."),
        "companion": translate("LastWillTexts", "A companion makes {card} spend more."),
        "discard": translate("LastWillTexts", "{card} is the least useful card in your hand."),
        "market": translate("LastWillTexts", "This market suits your properties best."),
        "extra_board": translate("LastWillTexts", "Your board is getting full."),
        "end_turn": translate("LastWillTexts", "Nothing else is worth an action now."),
    }
    if "card" in p:
        p["card"] = card_name(p["card"]) if p["card"] else ""
    if "pay" in p:
        p["pay"] = pounds_object(p["pay"])  # "stojí 1 libru", "utratíš 1 libru"
    if "deck" in p:
        p["deck"] = deck_name(p["deck"])
    return texts.get(reason.code, "").format(**p)


def hint_text(action, view, players) -> str:
    """A hinted move as the entry to pick, in the move list's own words (Vyber „Koupit: Vila za 3
    libry“.), never of the player."""
    if action.type == "end_turn":
        return translate("LastWillTexts", "Press “{move}”.").format(move=action_text(action, view))
    return translate("LastWillTexts", "Choose “{move}”.").format(move=action_text(action, view))
