"""The cards, dice and numbers of Dostihy a sázky (travel edition), each table with its source.

The booklet prints the kinds of things but lost many numbers to the OCR, and it never lists the
horses' names or the chance cards; RULES-NOTES.md (section "Dostihy a sázky") says how each gap is
filled. Everything marked `source: reconstructed` is the program's own and is named as such on the
rules screen.
"""

from dataclasses import dataclass
from typing import Literal

from ..core.deck import Entry, deck_of
from ..core.money import MoneyRules

Colour = Literal["green", "red"]
Effect = Literal["receive", "pay", "receive_per_runner", "pay_per_runner", "colic", "race_roll"]


@dataclass(frozen=True)
class Horse:
    id: int
    name: str
    rosettes: int  # points added to the race roll, unless the horse is pawned
    price: int  # crowns; pawn, redemption and the bank's buying price are fractions of it


@dataclass(frozen=True)
class ChanceCard:
    """One card of the chance deck. The UI words it from `id`; the rules read only the effect.

    The money kit's effects (core/deck.py):
    receive / pay                     `amount` from / to the bank, once
    receive_per_runner / pay_per_runner  `amount` for every horse card the player holds (pawned
                                      ones too) plus one for the stable
    This game's own:
    colic                             one horse of the player's choice goes back to the bank
    race_roll                         kept face up until the holder's next race, then `amount` is
                                      added to each of the holder's rolls in that race (may be < 0)
    """

    id: str
    colour: Colour  # green: good for the player, red: bad
    effect: Effect
    amount: int = 0


# -- horses ----------------------------------------------------------------------------------------

# Groups: counts, prices and rosettes. source: booklet ("10 koní v hodnotě 2 500", "7 koní v hodnotě
# 5 000 ... po 1 kokardě", "5 koní ... se 2 kokardami"); the champions' price is lost in the OCR:
# 10,000 is source: reconstructed (RULES-NOTES.md).
# Names: source: reconstructed (made up for this program, not the commercial game's names).
_NAMES_PLAIN = ("Kulíšek", "Mrkvička", "Fousek", "Pampeliška", "Drobek",
                "Sedmikráska", "Čmelák", "Rošťák", "Knoflík", "Ťapka")
_NAMES_ROSETTE = ("Vánek", "Jiskra", "Kometa", "Rarášek", "Meteor", "Bouřka", "Skřivánek")
_NAMES_CHAMPION = ("Zlatá hříva", "Král větru", "Polární záře", "Hromobití", "Bílá paní")

HORSES: tuple[Horse, ...] = (
    *(Horse(1 + i, name, 0, 2500) for i, name in enumerate(_NAMES_PLAIN)),
    *(Horse(11 + i, name, 1, 5000) for i, name in enumerate(_NAMES_ROSETTE)),
    *(Horse(18 + i, name, 2, 10000) for i, name in enumerate(_NAMES_CHAMPION)),
)
HORSE_BY_ID: dict[int, Horse] = {horse.id: horse for horse in HORSES}

# source: booklet ("Za zastavení koně vyplatí banka hráči 50% ... vykoupit zpět za 80%"); the bank's
# fixed buying price ("za pevnou cenu", the figure is lost) is source: reconstructed (RULES-NOTES.md:
# 75% of the purchase price). Every price divides exactly.
MONEY = MoneyRules(
    price=lambda horse: HORSE_BY_ID[horse].price,
    pawn_percent=50,
    redeem_percent=80,
    sale_percent=75,
    not_owned="not_your_horse",
    asset_key="horse",
)


# Prices a horse may be offered at to another player: steps of a fifth of its purchase price, up to
# double. source: reconstructed (the booklet says "za smluvenou cenu"; the program offers a short
# list so that every offer can be listed and chosen from)
OFFER_PRICE_STEPS = 10


def offer_prices(horse: int) -> tuple[int, ...]:
    price = HORSE_BY_ID[horse].price
    return tuple(price * k // 5 for k in range(1, OFFER_PRICE_STEPS + 1))


# -- money -----------------------------------------------------------------------------------------

# Starting cash per player. source: reconstructed (the booklet's list of notes lost its big values;
# RULES-NOTES.md: 30,000, changeable in the options)
STARTING_CASH = 30000

# The stakes a race may be entered for: whole thousands up to 10,000, then steps of 5,000 up to
# 100,000. source: reconstructed (the booklet allows any sum; the program uses these steps so that
# every bet can be listed; its example, 2,000 raised to 4,000, is among them). An answer may raise
# to any multiple of the smallest stake (see Rules.free_raise).
STAKES: tuple[int, ...] = (*range(1000, 10001, 1000), *range(15000, 100001, 5000))
STAKE_SET = frozenset(STAKES)
# source: booklet ("zvýšit maximálně na dvojnásobek původní částky")
RAISE_LIMIT = 2

# -- dice ------------------------------------------------------------------------------------------

Symbol = Literal["horse", "money", "question", "star"]
SYMBOLS: tuple[str, ...] = ("horse", "money", "question", "star")
# The symbol die's six faces. source: reconstructed (the booklet names the four symbols, not how
# many faces each has; RULES-NOTES.md: horse head x1, money x2, question mark x2, star x1)
SYMBOL_FACES: tuple[str, ...] = ("horse", "money", "money", "question", "question", "star")
# source: booklet ("bodová kostka")
POINTS_FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)

# -- the chance decks ------------------------------------------------------------------------------

# 26 cards a deck. source: booklet for the count and the kinds (green/red; receive or pay; per horse +
# stable; colic; betting cards kept until the next race); source: reconstructed for every card.
# One table for both decks; a card id means the same card in every deck. `copies` says which decks
# hold a card: {1: 1} only the first, {2: 1} only the second, BOTH both of them.
#
# The first deck (rules_version 1), kept for the games begun under it: 13 green and 13 red, few and
# small bills. In play it handed out about 22,000 crowns a game, financial distress came up in few
# games, and its -3 card left the holder a 9% chance in an even race (benchmarks/dostihy_deck.py).
# The deck of new games (rules_version 2): penalties no worse than -2 and fewer of them, less money
# from the bank and larger bills, so that financial distress comes up in a fair share of games
# (RULES-NOTES.md: roughly a third at 4 players) and no card decides a race. Measured by
# benchmarks/dostihy_deck.py (figures in benchmarks/LOG.md, "The Dostihy a sázky chance deck").
BOTH = {1: 1, 2: 1}
FIRST_ONLY = {1: 1}
SECOND_ONLY = {2: 1}
CHANCE_TABLE: tuple[Entry, ...] = (
    # green: money from the bank
    Entry(ChanceCard("derby_prize", "green", "receive", 5000), BOTH),
    Entry(ChanceCard("sponsor", "green", "receive", 4000), BOTH),
    Entry(ChanceCard("lottery", "green", "receive", 3000), BOTH),
    Entry(ChanceCard("jubilee", "green", "receive", 2500), BOTH),
    Entry(ChanceCard("photo_shoot", "green", "receive", 2000), BOTH),
    Entry(ChanceCard("open_day", "green", "receive", 1500), BOTH),
    Entry(ChanceCard("lost_wallet_returned", "green", "receive", 1000), BOTH),
    # green: per horse + stable
    Entry(ChanceCard("breeders_award", "green", "receive_per_runner", 500), BOTH),
    Entry(ChanceCard("good_harvest", "green", "receive_per_runner", 1000), BOTH),
    Entry(ChanceCard("tv_rights", "green", "receive_per_runner", 1500), FIRST_ONLY),
    # green: betting cards
    Entry(ChanceCard("lucky_horseshoe", "green", "race_roll", 1), BOTH),
    Entry(ChanceCard("new_jockey", "green", "race_roll", 1), BOTH),
    Entry(ChanceCard("home_crowd", "green", "race_roll", 1), SECOND_ONLY),
    Entry(ChanceCard("fresh_oats", "green", "race_roll", 2), BOTH),
    # red: money to the bank
    Entry(ChanceCard("fine", "red", "pay", 1000), BOTH),
    Entry(ChanceCard("parking_ticket", "red", "pay", 500), BOTH),
    Entry(ChanceCard("vet_bill", "red", "pay", 2000), SECOND_ONLY),
    # red: per horse + stable; a stable can pawn or sell its horses to pay these, so they bring
    # distress without ending games the way bills to players with nothing left would
    Entry(ChanceCard("farrier", "red", "pay_per_runner", 500), BOTH),
    Entry(ChanceCard("feed_prices", "red", "pay_per_runner", 1000), BOTH),
    Entry(ChanceCard("vet_checkup", "red", "pay_per_runner", 1000), SECOND_ONLY),
    Entry(ChanceCard("horse_tax", "red", "pay_per_runner", 1500), SECOND_ONLY),
    Entry(ChanceCard("stable_rent", "red", "pay_per_runner", 2000), SECOND_ONLY),
    # red: colic
    Entry(ChanceCard("colic_spoiled_hay", "red", "colic"), BOTH),
    Entry(ChanceCard("colic_cold_water", "red", "colic"), BOTH),
    # red: betting cards; the second deck keeps three of the seven, none below -2
    Entry(ChanceCard("lost_shoe", "red", "race_roll", -1), BOTH),
    Entry(ChanceCard("nervous_start", "red", "race_roll", -1), BOTH),
    Entry(ChanceCard("tight_saddle", "red", "race_roll", -1), FIRST_ONLY),
    Entry(ChanceCard("heavy_track", "red", "race_roll", -2), BOTH),
    Entry(ChanceCard("jockey_flu", "red", "race_roll", -2), FIRST_ONLY),
    Entry(ChanceCard("thunderstorm", "red", "race_roll", -2), FIRST_ONLY),
    Entry(ChanceCard("false_start", "red", "race_roll", -3), FIRST_ONLY),
)
CHANCE_CARDS_1: tuple[ChanceCard, ...] = deck_of(CHANCE_TABLE, 1)
CHANCE_CARDS_2: tuple[ChanceCard, ...] = deck_of(CHANCE_TABLE, 2)

CARD_BY_ID: dict[str, ChanceCard] = {entry.card.id: entry.card for entry in CHANCE_TABLE}


# -- what changed between the rules' versions ------------------------------------------------------


@dataclass(frozen=True)
class Rules:
    """The rules of one rules_version. A game is played to its end under the rules it began with
    (its record's rules_version), so that a change never breaks a family's saved games."""

    deck: tuple[ChanceCard, ...]
    # An answer may name any multiple of STAKES[0] up to double the stake (source: booklet,
    # "maximálně na dvojnásobek", read so in RULES-NOTES.md); version 1 allowed only the STAKES.
    free_raise: bool
    # A horse offered in distress may go to the same player again at another price (RULES-NOTES.md);
    # version 1 allowed one offer of each horse to each player per distress.
    offer_again: bool


RULES: dict[int, Rules] = {
    1: Rules(CHANCE_CARDS_1, free_raise=False, offer_again=False),
    2: Rules(CHANCE_CARDS_2, free_raise=True, offer_again=True),
}
RULES_VERSION = 2  # new games
CHANCE_CARDS = RULES[RULES_VERSION].deck


def answer_stakes(stake: int, highest: int, rules: Rules) -> list[int]:
    """The stakes an answer to a race run for `stake` may name, up to `highest` (already within
    double the stake and the cash limits)."""
    if rules.free_raise:
        return list(range(stake, highest + 1, STAKES[0]))
    return [s for s in STAKES if stake <= s <= highest]
