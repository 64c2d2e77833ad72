"""Dostihy a sázky's guided first game (play/tutorial.py): three stables, the learner's first.

The deal is fixed so that the game's ideas come up in the learner's first turns: each stable starts
with two or three horses and 12,000 crowns (the learner's best horse pawned, so that pawning and
buying back are on the screen before the first roll); the symbol die is scripted for three rounds:
the learner rolls a horse head (buying), then money (a challenge: bets, the others' answers, a raise
matched, the races and their payout), then a question mark whose card, Stable rent, asks for more
than the learner is likely to have (money going short, and how to raise it), then a colic, then a
star; both computers roll money in the first round and race the weakest stable, the learner's,
unless a horse with rosettes was bought (an answer, and a raise up to double). The cards follow
what happened: a horse bought or not, a raise made, a race won or lost, a raise against the
learner, the bill paid or a bankruptcy, the last chance cards and the end.

No card speaks of a horse offered to the learner: a computer offers one only when it cannot pay with
every horse pawned (bots/dostihy.py), in about one game in forty of this deal, too seldom for the
tests' sixteen games to meet a card.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ....play.tutorial import Card, Moment, Tutorial

# The symbol die for the first rounds, seat by seat (the learner, then the two computers); the rest
# is the seeded die.
_DICE = ["horse", "money", "money",
         "money", "question", "horse",
         "question", "money", "question",
         "question", "horse", "money",
         "star"]
# The chance cards from the top: the first computer's, the learner's (a bill they can hardly pay),
# the second computer's, the learner's colic; the rest are shuffled beneath.
_CHANCE = ["lottery", "stable_rent", "fine", "colic_spoiled_hay"]
# Each stable worth about the same: the learner's Breeze (Vánek, 1 rosette) lies pawned.
VANEK = 11  # Breeze: the card names it, only the stable whose Breeze lies pawned gets it
_SETUP = {"dice": _DICE, "chance": _CHANCE, "first_player": 0, "cash": [12000, 12000, 12000],
          "horses": [[2, 5, VANEK], [3, 12], [4, 13]], "pawned": [VANEK]}


def _me(m: Moment):
    return m.view.players[m.view.seat]


def _phase(m: Moment, phase: str) -> bool:
    return m.my_turn and m.view.phase == phase


def _mine(m: Moment, code: str, key: str = "seat") -> bool:
    return any(e.code == code and e.params.get(key) == m.view.seat for e in m.events)


def _i_raised(m: Moment) -> bool:
    return any(e.code == "race_answered" and e.params["seat"] == m.view.seat and e.params["raise"] > 0
               for e in m.events)


def _raised_against_me(m: Moment) -> bool:
    return _phase(m, "match") and m.view.challenge.raised > 0


def _paid_after_trouble(m: Moment) -> bool:
    return "money_short" in m.shown and _mine(m, "money_paid") and m.view.phase != "over"


CARDS = (
    Card("welcome", QT_TRANSLATE_NOOP("DostihyTutorial",
         "Welcome to Horse Races and Bets! This is your stable with its racehorses. You race them against "
         "the others' horses and bet money on them, and the richest stable at the end wins."),
         points_at="my_stable", rule="goal"),
    Card("pawned_horse", QT_TRANSLATE_NOOP("DostihyTutorial",
         "Your horse Breeze is pawned: the bank lent you half its price. A pawned horse races without its "
         "rosettes and counts nothing at the end. On your turn, before you roll, you may buy it back for "
         "80% of its price, or pawn another horse for half of its price."),
         when=lambda m: _phase(m, "roll") and any(h.pawned and h.id == VANEK for h in _me(m).horses),
         points_at="before_roll", rule="money-trouble"),
    Card("roll", QT_TRANSLATE_NOOP("DostihyTutorial",
         "Roll the symbol die. A horse head lets you buy a horse, money starts a race with bets, a question "
         "mark draws a chance card, and a star lets you choose."),
         when=lambda m: _phase(m, "roll"), points_at="roll", rule="turn"),
    Card("horse_head", QT_TRANSLATE_NOOP("DostihyTutorial",
         "A horse head: you may buy one horse from the bank. Each rosette adds a point to your roll in a "
         "race, so a dearer horse wins more often. You may also buy none and keep your money."),
         when=lambda m: _phase(m, "buy"), points_at="buy", rule="turn"),
    Card("bought", QT_TRANSLATE_NOOP("DostihyTutorial",
         "The horse is yours: it stands in your stable. Each horse, and the stable itself, can run one race "
         "when you bet, so more horses mean more races."),
         when=lambda m: _mine(m, "horse_bought"), points_at="my_stable", rule="horses"),
    Card("no_horse_bought", QT_TRANSLATE_NOOP("DostihyTutorial",
         "You kept your money. That is fine too: cash pays your stakes and the bills of red chance cards."),
         when=lambda m: _mine(m, "buy_skipped"), points_at="my_stable", rule="horses"),
    Card("challenged", QT_TRANSLATE_NOOP("DostihyTutorial",
         "You are challenged to a race! Choose your horse or the stable to run against theirs. Match their "
         "stake, or raise it up to exactly double: the challenger must then add the difference."),
         when=lambda m: _phase(m, "answer"), points_at="answer", rule="answering"),
    Card("raised", QT_TRANSLATE_NOOP("DostihyTutorial",
         "You raised the stake. The challenger has to match it, and the winner of the race takes both "
         "stakes."),
         when=_i_raised, points_at="races", rule="answering"),
    Card("challenger", QT_TRANSLATE_NOOP("DostihyTutorial",
         "Money: now you are the challenger! Choose a runner, a player to race against and a stake, then "
         "press Enter the race. Your stake leaves your cash at once."),
         when=lambda m: _phase(m, "challenge") and not m.view.challenge.races, points_at="enter",
         rule="entering"),
    Card("send", QT_TRANSLATE_NOOP("DostihyTutorial",
         "The race is entered. You may enter another one with a different runner, or press Send the "
         "challenge: then the others answer with their runners and stakes."),
         when=lambda m: _phase(m, "challenge") and bool(m.view.challenge.races), points_at="send",
         rule="betting-steps"),
    Card("raise_against_me", QT_TRANSLATE_NOOP("DostihyTutorial",
         "They raised your stake! A stake may be raised up to double. Press Match and run the races: you add "
         "the difference, and the races are run."),
         when=_raised_against_me, points_at="match", rule="answering"),
    Card("match", QT_TRANSLATE_NOOP("DostihyTutorial",
         "All the answers are in. Press Match and run the races: each side rolls the points die and adds its "
         "rosettes."),
         when=lambda m: _phase(m, "match"), points_at="match", rule="race"),
    Card("race_won", QT_TRANSLATE_NOOP("DostihyTutorial",
         "You won a race! Your total, the roll plus the rosettes, was higher, so you took both stakes."),
         when=lambda m: _mine(m, "race_won", "winner"), points_at="races", rule="race"),
    Card("race_lost", QT_TRANSLATE_NOOP("DostihyTutorial",
         "You lost a race, and both stakes went to the other stable. A horse with more rosettes, or a "
         "green betting card, gives you better chances."),
         when=lambda m: _mine(m, "race_won", "loser"), points_at="races", rule="race"),
    Card("chance", QT_TRANSLATE_NOOP("DostihyTutorial",
         "A chance card! Green cards help you, red cards cost you. The game ends when the last card of the "
         "pile has been carried out, so watch how many are left."),
         when=lambda m: _mine(m, "chance_drawn"), points_at="deck", rule="chance-cards"),
    Card("money_short", QT_TRANSLATE_NOOP("DostihyTutorial",
         "You must pay more than you have! Raise the money: pawn a horse for half its price, sell one to the "
         "bank for 75%, or offer it to a player. The bill is paid as soon as you have enough."),
         when=lambda m: _phase(m, "distress"), points_at="distress", rule="money-trouble"),
    Card("paid", QT_TRANSLATE_NOOP("DostihyTutorial",
         "The bill is paid. Buy your pawned horses back on a later turn, before you roll: at the end a "
         "pawned horse counts nothing."),
         when=_paid_after_trouble, points_at="my_stable", rule="money-trouble"),
    Card("bankrupt", QT_TRANSLATE_NOOP("DostihyTutorial",
         "You could not raise enough money, so you are bankrupt: your stable goes back to the bank and you "
         "are out of the game. Watch how the others finish it."),
         when=lambda m: _mine(m, "bankrupt"), points_at="my_stable", rule="money-trouble"),
    Card("colic", QT_TRANSLATE_NOOP("DostihyTutorial",
         "Colic: one of your horses must go back to the bank. You choose which one; the cheapest hurts "
         "least."),
         when=lambda m: _phase(m, "colic"), points_at="colic", rule="chance-cards"),
    Card("star", QT_TRANSLATE_NOOP("DostihyTutorial",
         "A star: you choose what the die shows. Buy a horse, race with money, or draw a chance card."),
         when=lambda m: _phase(m, "choose"), points_at="choose", rule="turn"),
    Card("last_cards", QT_TRANSLATE_NOOP("DostihyTutorial",
         "Only a few chance cards are left. At the end your cash and the full price of your horses that are "
         "not pawned are added up, so buy back pawned horses while you can."),
         when=lambda m: m.view.chance_left <= 3, points_at="deck", rule="end"),
    Card("end", QT_TRANSLATE_NOOP("DostihyTutorial",
         "The game is over! Cash and horses that are not pawned are added up, and the richest stable wins. "
         "Now you know Horse Races and Bets: start a real game whenever you like."),
         at_end=True, points_at="results", rule="end"),
)

TUTORIAL = Tutorial(players=3, seed=33, setup=_SETUP, learner=0, levels=("normal", "easy"), cards=CARDS)
