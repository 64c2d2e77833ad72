"""Poslední vůle's guided first game (play/tutorial.py): three players, the learner first to choose a
day plan, 50 pounds each (a shorter first game than the booklet's 70).

The deal is fixed: the learner's three cards are two Villas and a Carriage with a place for a lady,
so whichever two they keep, they can buy a house in the first round; the decks' tops give whoever
draws first (the learner) a Dinner for two ladies, a Spree and a Cruise, and a Lady, a Dog and a
Cook; the offer holds an Old Friend, a School Chum, a Private Room for cooks, a Summer House, a farm
and a Happy Day. So the day plan, the errand boys, spending, maintaining or letting a house decay,
companions and selling all come up in the first two rounds. Each kind of move has its card before or when it is first open to the learner
(tests/ui/last_will/test_last_will_tutorial.py); the cards follow what happened: a house that
decayed or one that was maintained, a round ended with the most money left or not, a sale.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ....play.tutorial import Card, Moment, Tutorial
from ....rules.last_will.data import CARD, HOUSES

LEARNER = 0
MONEY = 50
_SETUP = {
    "money": [MONEY] * 3,
    "start_player": LEARNER,
    "market": [1, -2, -3, 3],  # farm +1, summer house -2, residence -3, villa +3
    "hands": [["P24", "P21", "H09"],  # two Villas (10-9-7-5, 8-6 with a place for a lady), a Carriage (+lady)
              ["H03", "P20", "E22"], ["H05", "P18", "E17"]],
    "decks": {
        "experiences": ["E31", "E19", "E10", "E27"],  # Dinner (two ladies), Spree, Cruise, Dinner (dog)
        "companions": ["C16", "C06", "C11", "C17"],  # Lady, Dog, Cook, Lady
        "helpers": ["H27", "H07", "H12"],  # offer E and F: School Chum, Private Room (cooks); then a Carriage
        "properties": ["P12", "P03", "P19"],  # offer D and H: Summer House, Farm (dog); then a Residence
        "specials": ["S02", "S06", "S01"],  # offer A-C: Old Friend, Steward, Breeders' Show
    },
}


def _me(m: Moment):
    """The person at the screen's seat: the learner, or a family member learning along."""
    return m.view.players[m.view.seat]


def _kinds(m: Moment) -> set[str]:
    """The kinds of the learner's moves open now: "buy" and "lay" for the two ways of placing a card."""
    return {("buy" if CARD[a.card].kind == "property" else "lay") if a.type == "place" else a.type
            for a in m.actions}


def _mine(m: Moment, code: str) -> bool:
    return m.happened(code, seat=m.view.seat)


def _owns(m: Moment, kind: str) -> bool:
    return any(CARD[b.card].kind == kind for b in _me(m).board)


def _houses(m: Moment) -> list:
    return [b for b in _me(m).board if CARD[b.card].family in HOUSES]


def _round_over(m: Moment) -> bool:
    return m.happened("round_ended")


def _kept_a_house(m: Moment) -> bool:
    """A round ended and a house of the learner's that could still lose value did not."""
    decayed = {e.params["card"] for e in m.events if e.code == "property_decayed"}
    return _round_over(m) and any(b.card not in decayed and b.step < len(CARD[b.card].values) - 1
                                  for b in _houses(m))


def _others_money(m: Moment) -> list[int]:
    return [p.money for p in m.view.players if p.seat != m.view.seat]


def _last_round(m: Moment) -> bool:
    """The game ends after this round: the seventh, or someone has spent everything and owns no property."""
    done = any(p.money <= 0 and not any(b.value is not None for b in p.board) for p in m.view.players)
    return m.view.phase in ("plan", "errands", "actions") and (m.view.round == 7 or done)


CARDS = (
    Card("welcome", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "Your rich uncle has left each of you 50 pounds, and whoever spends it all first "
                            "inherits his whole fortune! First keep two of your three cards: choose the one "
                            "to discard in the list."),
         lambda m: m.my_turn and m.view.phase == "keep", points_at="hand", rule="goal"),
    Card("day_plan", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "Choose your day plan up here. It says how many cards you draw now, how many errand "
                            "boys you send and how many actions you get to spend money with. Plans further left "
                            "go first in everything this round."),
         lambda m: "plan" in _kinds(m), points_at="day_plans", rule="day-plan"),
    Card("name_decks", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "Name the deck of each card you draw; they all come at once when all are named. "
                            "Experiences spend money, helpers and rentals stay on your board, properties cost "
                            "a lot, and companions go with other cards."),
         lambda m: "draw" in _kinds(m), points_at="choices", rule="day-plan"),
    Card("new_cards", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "Your new cards stand a little higher in your hand. Only you see them: the others "
                            "see how many cards of each deck you hold."),
         lambda m: _mine(m, "you_drew"), points_at="hand", rule="day-plan"),
    Card("errands", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "Now send an errand boy, one space each: take a card of the offer, go to the Opera "
                            "to spend 2 pounds at once, change the prices on the property market, take an extra "
                            "board or draw a card. Whoever's plan is further left sends first."),
         lambda m: bool(_kinds(m) & {"take", "opera", "market", "extra_board", "draw_any"}), points_at="offer",
         rule="errand-boys"),
    Card("actions", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "Now spend! An experience spends its money once, a card laid on your board can spend "
                            "again every round, and buying a property spends its price; companion cards go with "
                            "them to spend more. Each costs actions: when yours are used up, end your turn."),
         lambda m: bool(_kinds(m) & {"play", "lay", "buy", "companion", "end_turn"}), points_at="choices",
         rule="actions"),
    # the two cards of what is newly open after a card is laid: before any other card that may come up then
    Card("bought", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "You own a property. A house loses value at each round's end unless you maintain it "
                            "(activate it; a farm never does), and you can sell it again for what it is worth "
                            "then. To finish your "
                            "money you must own no property, so sell it in time: for less than you paid, and that "
                            "is good!"),
         lambda m: _owns(m, "property") and m.view.phase == "actions", points_at="my_board", rule="properties"),
    Card("laid", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "Each card on your board can be activated once a round to spend its money: click it. "
                            "A companion placed on it for good lets it spend more from then on."),
         lambda m: "activate" in _kinds(m) or "companion" in _kinds(m), points_at="my_board", rule="black-cards"),
    Card("prices", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "A property's price is its value plus the market token of its kind, at the top right: "
                            "a +3 makes buying dearer, which is good for you. When you sell, the token counts "
                            "too, so a \u22123 brings back less."),
         lambda m: "buy" in _kinds(m) or "sell" in _kinds(m), points_at="market", rule="properties"),
    Card("specials", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "Cards with crowns are special cards from the offer: stronger experiences and helpers, "
                            "and a few of their own, like a Busy Day that gives actions or a Wild Party that makes "
                            "houses lose value."),
         lambda m: m.view.me is not None and any(CARD[c].deck == "specials" for c in m.view.me.hand),
         points_at="hand", rule="special-cards"),
    Card("spent", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "Well done, your money went down! Everyone's money is shown beside their name: you want "
                            "yours to reach nothing first."),
         lambda m: _mine(m, "spent"), points_at="my_money", rule="spending"),
    Card("happy_day", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "A Happy Day stands in for any companion. Use it this round: at the round's end it "
                            "goes back beside the board."),
         lambda m: m.view.me is not None and any(CARD[c].kind == "happy_day" for c in m.view.me.hand),
         points_at="hand", rule="companions"),
    Card("decayed", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "Nobody maintained your house at the round's end, so it lost value. That is fine for "
                            "you: selling it will bring back less money."),
         lambda m: any(b.step > 0 for b in _houses(m)), points_at="my_board", rule="round-end"),
    Card("maintained", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "Your house was maintained, so it kept its value. Maintaining spends money now; a "
                            "house left to decay brings back less money when you sell it. Both help you!"),
         _kept_a_house, points_at="my_board", rule="round-end"),
    Card("behind", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "You have more money left than anyone else. Next round choose a day plan with more "
                            "actions, or send an errand boy to the Opera: every pound spent brings you closer to "
                            "the fortune."),
         lambda m: _round_over(m) and _me(m).money > max(_others_money(m)), points_at="day_plans", rule="actions"),
    Card("ahead", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "You have less money left than someone else: a good start! Keep your actions busy "
                            "and let your houses lose value."),
         lambda m: _round_over(m) and _me(m).money < max(_others_money(m)), points_at="my_money", rule="goal"),
    Card("round_end", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "A new round has begun, with a new offer. At each round's end unused actions are lost, "
                            "everyone keeps at most two cards, houses not maintained lose value, and the next "
                            "player starts."),
         lambda m: m.view.round >= 2, points_at="offer", rule="round-end"),
    Card("hand_limit", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "At the end of a round you may keep only two cards (a School Chum lets you keep more). "
                            "Choose the ones to discard."),
         lambda m: m.my_turn and m.view.phase == "discard", points_at="hand", rule="round-end"),
    Card("sold", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "You sold a property: less money came back than you paid for it, which is just what "
                            "you want. Once you own no property, you may even spend more than you have."),
         lambda m: _mine(m, "property_sold"), points_at="my_money", rule="spending"),
    Card("little_left", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "You have little money left! While you own a property you cannot pay more than you "
                            "have, so sell it first; without property you may go into debt, and the deeper the "
                            "better."),
         lambda m: m.my_turn and m.view.phase == "actions" and _me(m).money <= 12, points_at="my_money",
         rule="spending"),
    Card("last_round", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "This is the last round: the game ends after a round in which someone has spent "
                            "everything and owns no property, or after round seven. Spend what you can and sell "
                            "your properties!"),
         _last_round, points_at="boards", rule="game-end"),
    Card("over", QT_TRANSLATE_NOOP(
        "LastWillTutorial", "The game is over. Each player counts the money left plus each property's value and 5 "
                            "more; the lowest total wins, so the deepest debt is best."),
         at_end=True, rule="game-end"),
)

TUTORIAL = Tutorial(players=3, seed=33, setup=_SETUP, learner=LEARNER, levels=("easy", "normal"), cards=CARDS)
