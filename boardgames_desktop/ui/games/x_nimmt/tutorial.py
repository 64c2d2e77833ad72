"""X bere!'s guided first game: the learner and three computers, the first round dealt so that the key
ideas come up in the first turns whatever the learner plays.

Round 1 (the setup's first deck): the rows start with 20, 40 and 70. Each computer holds cards of
one row only: 21-39 (row 3), 41-69 (row 4), 71-100 (row 5); the learner holds 5, lower than every
row, three cards for row 4 (46, 52, 58), and cards for rows 4 and 5. The first card, played from
46, 52 or 58, puts a third card into row 4 beside the computer's, so on turn 2 the next card there
takes the row: the learner is at risk, and row 3 (two cards after turn 1) fills under a computer.
A computer's card lower than the row it would join is too low for every row soon after. Round 2
is an ordinary shuffle.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ....play.tutorial import Card, Tutorial
from ....rules.core import Rng
from ....rules.x_nimmt.data import CARDS

LEARNER = 0
ROWS = (20, 40, 70)
HANDS = (
    (5, 46, 52, 58, 63, 77, 84, 93),  # the learner's
    (22, 24, 27, 29, 31, 34, 36, 38),  # all for row 3
    (41, 44, 49, 51, 55, 57, 61, 67),  # all for row 4
    (72, 74, 79, 81, 86, 89, 91, 97),  # all for row 5
)
FIRST_CARDS = (46, 52, 58)


def _first_deck() -> list[int]:
    named = [*ROWS, *(card for hand in HANDS for card in hand)]
    return named + [card for card in CARDS if card not in named]


# -- what a moment shows -----------------------------------------------------------------------


def _first_card(action) -> bool:
    """The first steps: the first card is one that makes row 4 full for the next turn."""
    return action.type == "play" and action.card in FIRST_CARDS


def _first_turn(m) -> bool:
    return _kind(m) == "play" and m.view.round == 1 and m.view.turn == 1


def _kind(m) -> str | None:
    """The kind of the move of the person at the screen now: "play", "take_row", "keep", or None."""
    return m.actions[0].type if m.actions else None


def _target(rows, card: int) -> int | None:
    """The row a card would go to now (the row whose last card is the highest below it), or None."""
    below = [index for index, row in enumerate(rows) if row.cards[-1] < card]
    return max(below, key=lambda index: rows[index].cards[-1]) if below else None


def _at_risk(m) -> bool:
    """One of the cards of the person at the screen would go to a row whose next card takes it."""
    if _kind(m) != "play":
        return False
    rows = m.view.rows
    return any((row := _target(rows, action.card)) is not None and len(rows[row].cards) + 1 == rows[row].size
               for action in m.actions)


def _holds_too_low(m) -> bool:
    return _kind(m) == "play" and any(_target(m.view.rows, action.card) is None for action in m.actions)


def _by_others(m, code: str) -> bool:
    return any(event.code == code and event.params.get("seat") != m.view.seat for event in m.events)


def _escaped(m) -> bool:
    """The card of the person at the screen went into a row just after someone else's lower card took it
    (filled it, or was too low and took it): the row starts with that card, theirs comes next."""
    mine = {event.params["row"]: event.params["card"] for event in m.events
            if event.code == "card_placed" and event.params.get("seat") == m.view.seat}
    theirs = {play.card for play in m.view.revealed if play.seat != m.view.seat}
    return any(cards[0] in theirs and cards[1:2] == [mine[row]]
               for row, cards in ((row, m.view.rows[row].cards) for row in mine))


def _keeping(m, x_row_broken: bool) -> bool:
    """The person at the screen chooses a taken card for the X row; whether some choice would send it to
    the X pile."""
    if _kind(m) != "keep":
        return False
    x_row = m.view.players[m.view.seat].x_row
    return bool(x_row and any(action.card < x_row[-1] for action in m.actions)) == x_row_broken


CARDS_OF_THE_TUTORIAL = (
    Card("welcome", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "Welcome to X Takes! These are your 8 cards, numbered from 1 to 100. The cow heads on the cards are "
        "bad points: whoever collects the fewest of them wins."),
        when=_first_turn, points_at="hand", rule="goal", only=lambda m, action: _first_card(action)),
    Card("choose", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "Everyone now picks one card in secret and lays it face down; when all have chosen, the cards are "
        "turned over together. For your first card, pick 46, 52 or 58: click it, then press Play card."),
        when=lambda m: _first_turn(m) and any(_first_card(action) for action in m.actions),
        points_at="hand", rule="playing-cards", only=lambda m, action: _first_card(action)),
    Card("placing", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "All the cards were turned over at once and went into the rows one by one, the lowest card first. "
        "Each card went after the row end that was the highest number still below it."),
        when=lambda m: m.happened("cards_revealed"),
        points_at="rows", rule="where-a-card-goes"),
    Card("rival_fills", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "A row just filled up! The row card tells when: in row 3 the third card takes all the cards before it, "
        "in row 4 the fourth, in row 5 the fifth. Its player had to take those cards, and the card that "
        "filled the row starts it again."),
        when=lambda m: _by_others(m, "row_filled"),
        points_at="rows", rule="where-a-card-goes"),
    Card("you_fill", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "Your card filled a row, so the cards before it are yours now. Your card starts that row again."),
        when=lambda m: m.happened("row_filled", seat=m.view.seat),
        points_at="rows", rule="where-a-card-goes"),
    Card("escaped", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "Phew! Someone else's lower card took that row just before yours, so your card went in after it, "
        "safe. Lower cards are always placed first."),
        when=_escaped,
        points_at="rows", rule="playing-cards"),
    Card("at_risk", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "Careful: the words beside the rows tell you which row takes the next card. If one of your cards goes "
        "there, you take that row, unless someone else's lower card gets there first. The ? button (or F1) "
        "shows where each of your cards would go."),
        when=_at_risk,
        points_at="rows", rule="where-a-card-goes"),
    Card("too_low", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "Your card is lower than the last card of every row, so it fits nowhere. Choose a row to take: the one "
        "with the fewest cow heads costs you least. Your card then starts that row."),
        when=lambda m: _kind(m) == "take_row",
        points_at="rows", rule="where-a-card-goes"),
    Card("rival_too_low", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "That card is lower than the end of every row, so its player must choose a row and take all of it. "
        "The same happens to you if you play such a low card."),
        when=lambda m: _by_others(m, "too_low") and "too_low" not in m.shown,
        points_at="rows", rule="where-a-card-goes"),
    Card("holds_too_low", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "One of your cards is lower than the end of every row. If you play it, you choose which row to take: "
        "when a row holds few cow heads, that can even be a good deal."),
        when=lambda m: _holds_too_low(m) and m.view.turn >= 3 and not {"too_low", "rival_too_low"} & m.shown,
        points_at="hand", rule="where-a-card-goes"),
    Card("keep", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "You take these cards. Click the one that goes to your X row: cards there cost nothing. The others go "
        "into your hand, and you can play them again."),
        when=lambda m: _keeping(m, x_row_broken=False),
        points_at="taken", rule="taking-cards"),
    Card("keep_lower", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "Your X row must rise from left to right. A card lower than its last card sends the whole X row face "
        "down onto your X pile, where every cow head counts twice. Choose carefully!"),
        when=lambda m: _keeping(m, x_row_broken=True),
        points_at="taken", rule="taking-cards"),
    Card("one_taken", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "You took just one card, so it went straight to your X row. Cards in your X row cost nothing at the end "
        "of the round."),
        when=lambda m: m.happened("card_kept", seat=m.view.seat, automatic=True),
        points_at="x_row", rule="taking-cards"),
    Card("x_pile", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "Your X row could not rise any more, so it went face down onto your X pile. Each cow head there counts "
        "two points at the end of the round!"),
        when=lambda m: m.happened("x_row_collapsed", seat=m.view.seat),
        points_at="x_row", rule="taking-cards"),
    Card("round_end", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "The round is over: someone has no card left to play. Each cow head in your hand counts 1 point, in "
        "your X pile 2 points, in your X row nothing. Now comes the second and last round, and the points "
        "add up."),
        when=lambda m: m.happened("round_scored", round=1) or m.view.round == 2,
        points_at="scores", rule="round-end"),
    Card("game_over", QT_TRANSLATE_NOOP(
        "XNimmtTutorial",
        "The game is over after two rounds, and whoever has the fewest points wins. Well done: now you know "
        "everything to play X Takes! with your family."),
        at_end=True, points_at="results", rule="game-end"),
)

TUTORIAL = Tutorial(
    players=4, seed=33,
    setup={"decks": [_first_deck(), Rng.from_seed(2033).shuffled(CARDS)]},
    learner=LEARNER, levels=("easy", "normal", "easy"),
    cards=CARDS_OF_THE_TUTORIAL)
