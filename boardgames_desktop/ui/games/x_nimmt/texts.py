"""X bere! in words (context "XNimmtTexts"): its events, refusals, phases and options, the rows,
cards and cow heads, and the end."""

from PySide6.QtCore import QCoreApplication, QObject

from ....rules.x_nimmt.data import HEADS, ROW_SIZES
from ...format import number, plural
from ...widgets.players import player_name

translate = QCoreApplication.translate


class XNimmtTexts(QObject):
    """The words with a count, by self.tr: the only call whose plural forms pyside6-lupdate keeps."""

    def cards(self, n: int) -> str:
        return plural(self.tr("%n card(s)", "", abs(n)), n)

    def heads(self, n: int) -> str:
        return plural(self.tr("%n cow head(s)", "", abs(n)), n)

    def points(self, n: int) -> str:
        return plural(self.tr("%n point(s)", "", abs(n)), n)

    def room(self, n: int) -> str:
        """What a row still holds before the card that takes it: "Room for 2 more cards"."""
        return plural(self.tr("Room for %n more card(s)", "", abs(n)), n)

    def safe(self, n: int) -> str:
        return plural(self.tr("Safe for now: {row} has room for %n more card(s), but the others' lower cards go "
                              "in first.", "", abs(n)), n)

    def collapsed(self, n: int) -> str:
        return plural(self.tr("{player}'s X row would no longer rise, so it goes face down onto the X pile "
                               "(%n card(s)).", "", abs(n)), n)


_WORDS = XNimmtTexts()
cards, heads, points, room = _WORDS.cards, _WORDS.heads, _WORDS.points, _WORDS.room


def row_name(size: int) -> str:
    """A row by its row card: "row 4"."""
    return translate("XNimmtTexts", "row {size}").format(size=size)


def row_description(size: int, cards, heads_count: int) -> str:
    return translate("XNimmtTexts", "Row {size}: {cards} ({heads})").format(
        size=size, cards=card_list(cards), heads=heads(heads_count))


def card_list(values) -> str:
    return ", ".join(str(value) for value in values)


def _row(index: int) -> str:
    return row_name(ROW_SIZES[index]) if 0 <= index < len(ROW_SIZES) else str(index)


def hint_text(action, view, players) -> str:
    """A hinted card or row in words, said to the player."""
    if action.type == "play":
        return translate("XNimmtTexts", "Play card {card}.").format(card=action.card)
    if action.type == "keep":
        return translate("XNimmtTexts", "Keep card {card}.").format(card=action.card)
    if action.type == "take_row":
        return translate("XNimmtTexts", "Take {row}.").format(row=_row(action.row))
    return ""


def event_text(event, players) -> str:
    """One short sentence for one X bere! event, or "" for an event nobody needs to read."""
    p = event.params
    who = player_name(players, p["seat"]) if "seat" in p else ""
    code = event.code
    if code == "round_dealt":
        return translate("XNimmtTexts", "Round {round}: 8 cards each; the rows start with {cards}.").format(
            round=p["round"], cards=card_list(row[0] for row in p["rows"]))
    if code == "card_chosen":
        return translate("XNimmtTexts", "{player} has chosen a card.").format(player=who)
    if code == "cards_revealed":
        return translate("XNimmtTexts", "The cards are turned over: {plays}.").format(plays=", ".join(
            f"{player_name(players, play['seat'])} {play['card']}" for play in p["plays"]))
    if code == "card_placed":
        return translate("XNimmtTexts", "{player}'s {card} goes to {row}.").format(
            player=who, card=p["card"], row=_row(p["row"]))
    if code == "row_filled":
        return translate("XNimmtTexts", "{player}'s {card} fills {row}: {player} takes {cards}, and {card} starts "
                                        "the row again.").format(
            player=who, card=p["card"], row=_row(p["row"]), cards=card_list(p["cards"]))
    if code == "too_low":
        return translate("XNimmtTexts", "{player}'s {card} is lower than every row: {player} must take a row.").format(
            player=who, card=p["card"])
    if code == "row_taken":
        return translate("XNimmtTexts", "{player} takes {row} ({cards}); {card} starts the row again.").format(
            player=who, row=_row(p["row"]), cards=card_list(p["cards"]), card=p["card"])
    if code == "card_kept":
        if not p["to_hand"]:
            return translate("XNimmtTexts", "{card} goes to {player}'s X row.").format(card=p["card"], player=who)
        return translate("XNimmtTexts", "{player} puts {card} in the X row and {cards} in the hand.").format(
            player=who, card=p["card"], cards=card_list(p["to_hand"]))
    if code == "x_row_collapsed":
        return _WORDS.collapsed(p["count"]).format(player=who)
    if code == "round_scored":
        scores = ", ".join(f"{player_name(players, seat)} {number(points)}" for seat, points in enumerate(p["points"]))
        return translate("XNimmtTexts", "Round {round} is over. Points: {scores}.").format(
            round=p["round"], scores=scores)
    if code == "game_over":
        return translate("XNimmtTexts", "The game is over.")
    return code


def error_text(error) -> str | None:
    """One sentence naming the rule behind an X bere! refusal (its own IllegalAction codes), or None
    for a code every game shares."""
    code = getattr(error, "code", str(error))
    p = getattr(error, "params", {}) or {}
    if code == "card_not_in_hand":
        return translate("XNimmtTexts", "You can play only a card from your hand, and {card} is not in it.").format(
            card=p.get("card", "?"))
    if code == "not_too_low":
        return translate("XNimmtTexts", "You choose a row to take only when your card is lower than the end of "
                                        "every row (rule 4); any other card goes to its row by itself.")
    if code == "bad_row":
        return translate("XNimmtTexts", "There are only three rows: row 3, row 4 and row 5.")
    if code == "card_not_taken":
        return translate("XNimmtTexts", "Only one of the cards you have just taken goes to your X row, and {card} "
                                        "is not one of them.").format(card=p.get("card", "?"))
    return None


# Where in the rules pages each refusal's rule is explained (the pages' section ids).
REFUSAL_RULES: dict[str, str] = {
    "card_not_in_hand": "playing-cards",
    "not_too_low": "where-a-card-goes",
    "bad_row": "where-a-card-goes",
    "card_not_taken": "taking-cards",
}


def either(values) -> str:
    """Cards to choose from: "52", "52 or 60", "12, 20 or 33"."""
    values = [str(value) for value in values]
    if len(values) < 2:
        return "".join(values)
    return translate("XNimmtTexts", "{cards} or {last}").format(cards=", ".join(values[:-1]), last=values[-1])


def moves_text(view, actions, players) -> list[tuple[str, str]]:
    """The moves open to the player at the screen, grouped in words, each with why it is (un)wise;
    from their view and legal actions only, [] when nothing is theirs to do."""
    if view.me is None or not actions:
        return []
    kind = actions[0].type
    if kind == "play":
        return _play_moves(view, sorted(action.card for action in actions))
    if kind == "take_row":
        return _take_moves(view)
    return _keep_moves(view, sorted(action.card for action in actions))


def _heads_in(cards) -> int:
    return sum(HEADS[card] for card in cards)


def _play_moves(view, hand: list[int]) -> list[tuple[str, str]]:
    """Your cards grouped by where each would go if it were placed now: the others' lower cards may
    change that, which the reasons say."""
    lines = [(translate("XNimmtTexts", "Choose a card and press Play card"),
              translate("XNimmtTexts", "Everyone chooses in secret; then all the cards are turned over together "
                                       "and placed lowest first."))]
    ends = [row.cards[-1] for row in view.rows]
    by_row: dict[int, list[int]] = {}
    too_low = []
    for card in hand:
        below = [index for index, end in enumerate(ends) if end < card]
        if below:
            by_row.setdefault(max(below, key=ends.__getitem__), []).append(card)
        else:
            too_low.append(card)
    for index in sorted(by_row):
        row = view.rows[index]
        name, room = row_name(row.size), row.size - 1 - len(row.cards)
        if room > 0:
            lines.append((translate("XNimmtTexts", "{cards}: to {row}, after {end}").format(
                cards=either(by_row[index]), row=name, end=ends[index]), _WORDS.safe(room).format(row=name)))
        else:
            lines.append((translate("XNimmtTexts", "{cards}: would fill {row}").format(
                cards=either(by_row[index]), row=name),
                translate("XNimmtTexts", "You would take the cards of {row} ({heads}), unless someone else's "
                                         "lower card fills it first.").format(row=name, heads=heads(_heads_in(row.cards)))))
    if too_low:
        cheapest = min(view.rows, key=lambda row: _heads_in(row.cards))
        lines.append((translate("XNimmtTexts", "{cards}: lower than every row").format(cards=either(too_low)),
                      translate("XNimmtTexts", "You would choose a row to take; the cheapest now is {row} "
                                               "({heads}).").format(row=row_name(cheapest.size),
                                                                    heads=heads(_heads_in(cheapest.cards)))))
    return lines


def _take_moves(view) -> list[tuple[str, str]]:
    costs = [_heads_in(row.cards) for row in view.rows]
    cheapest = min(costs)
    cheapest_row = row_name(view.rows[costs.index(cheapest)].size)
    lines = []
    for row, cost in zip(view.rows, costs):
        what = translate("XNimmtTexts", "Take {row}: {cards} ({heads})").format(
            row=row_name(row.size), cards=card_list(row.cards), heads=heads(cost))
        if cost == cheapest:
            why = translate("XNimmtTexts", "Your {card} is lower than every row and starts the row you take; this "
                                           "one has the fewest cow heads.").format(card=view.awaiting.card)
        else:
            why = translate("XNimmtTexts", "{heads} more than {row}.").format(heads=heads(cost - cheapest),
                                                                              row=cheapest_row)
        lines.append((what, why))
    return lines


def _keep_moves(view, taken: list[int]) -> list[tuple[str, str]]:
    x_row = view.players[view.seat].x_row
    if not x_row:
        return [(translate("XNimmtTexts", "Put {cards} in your X row").format(cards=either(taken)),
                 translate("XNimmtTexts", "It starts your X row, where cards cost nothing; the others go to your "
                                          "hand. A low card leaves room for more."))]
    last = x_row[-1]
    higher = [card for card in taken if card > last]
    lower = [card for card in taken if card < last]
    lines = []
    if higher:
        lines.append((translate("XNimmtTexts", "Put {cards} in your X row").format(cards=either(higher)),
                      translate("XNimmtTexts", "Higher than {card}: your X row grows, and cards in it cost nothing. "
                                               "The others go to your hand.").format(card=last)))
    if lower:
        lines.append((translate("XNimmtTexts", "Put {cards} in your X row").format(cards=either(lower)),
                      translate("XNimmtTexts", "Lower than {card}: your X row ({heads}) goes face down onto your X "
                                               "pile, where every cow head counts twice.").format(
                          card=last, heads=heads(_heads_in(x_row)))))
    return lines


def end_note() -> str:
    """How the end page's results are counted."""
    return translate("XNimmtTexts", "Fewest points win. Each cow head in the hand costs 1 point, "
                                    "each cow head in the X pile 2 points.")


def tie_breaks() -> dict[str, str]:
    """Words for the outcome's tie-breaks, for the end page."""
    return {"shared_win": translate("XNimmtTexts", "The same lowest score: the win is shared.")}


def option_texts() -> dict[str, tuple[str, dict]]:
    """X bere! has no variants, so the new-game dialog shows no settings for it."""
    return {}


def phase_text(phase: str) -> str:
    """A phase of the game (Progress.phase), for the list of saved games."""
    phases = {
        "choosing": translate("XNimmtTexts", "Choosing cards"),
        "resolving": translate("XNimmtTexts", "Placing cards"),
    }
    return phases.get(phase, phase)


def reason_text(reason, players) -> str:
    """Why the computer would make the hinted move (bots/x_nimmt.py, hint)."""
    p = dict(reason.params)
    texts = {
        "take_fewest": translate("XNimmtTexts", "That row has the fewest cow heads: {heads}."),
        "keep_lowest": translate("XNimmtTexts", "Card {card} is the lowest that fits your X row: the lower your X row "
                                                "ends, the less likely a card you take later sends it onto your X pile."),
        "keep_breaks": translate("XNimmtTexts", "Every card is lower than your X row; card {card} is the lowest, "
                                                "so your new X row starts low."),
        "play_too_low": translate("XNimmtTexts", "Card {card} is lower than every row, so you would take the "
                                                 "cheapest one ({heads}); your other cards risk more."),
        "play_fills": translate("XNimmtTexts", "Card {card} takes {row} ({heads}); your other cards risk more."),
        "play_safe": translate("XNimmtTexts", "Card {card} is safe in {row}: the others are unlikely to fill it first."),
        "play_safe_cows": translate("XNimmtTexts", "Card {card} is safe in {row}, and it gets rid of {heads}."),
        "play_least_risky": translate("XNimmtTexts", "Card {card} in {row} is the least risky of your cards."),
    }
    if "row" in p:
        p["row"] = _row(p["row"])
    if "heads" in p:
        p["heads"] = heads(p["heads"])
    return texts.get(reason.code, "").format(**p)
