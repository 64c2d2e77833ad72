"""Fixed styles of Dostihy a sázky opponents for benchmarks/style_grid.py (issue 31): each plays
from its seat's view and legal actions, with no search, the way families play: buy whatever they
can pay for, buy only one kind of horse (a stable of champions, of plain horses), keep a reserve,
bet big or as little as allowed, raise every answer to double, pawn horses to keep buying, sell to
the bank in distress, ...

A style is a handful of simple rules (`Style`): how much cash to keep when buying and which horse,
what to take on a star, the stake as a part of the cash and how many races, whom to race, how to
answer, when to pawn and redeem, which offers to accept and what to give up in distress.

The held-out half is fixed by a rule nobody chooses: the half of the styles whose names have the
higher CRC-32 (`held_out`; X bere!'s odd CRC-32 would hold out only 5 of these 16). Tune only on
the other half.
"""

import zlib
from dataclasses import dataclass

from boardgames_desktop.rules.dostihy.actions import (
    AcceptOffer, Answer, Buy, ChooseSymbol, DeclareBankruptcy, Enter, Match, Pawn, Redeem, RefuseOffer,
    ReturnHorse, Roll, SellToBank, Send, SkipBuy,
)
from boardgames_desktop.rules.dostihy.data import HORSE_BY_ID


@dataclass(frozen=True)
class Style:
    reserve: float = 0.3  # of the starting cash, kept after buying a horse
    kinds: tuple[int, ...] = (0, 1, 2)  # rosettes of the horses bought (0: plain, 1: one rosette, 2: champion)
    pick: str = "best"  # which horse: "best" (most rosettes, then cheapest), "cheapest", "dearest"
    star: tuple[str, ...] = ("horse", "money", "question")  # preference after a star
    buy_star: bool = True  # on a star, "horse" only when a horse of the style is affordable
    stake: float = 0.1  # a race's stake as a part of the cash in hand
    races: int = 1  # races entered in one challenge (one runner each)
    target: str = "weakest"  # whom to race: "weakest" best horse, "richest", "poorest"
    answer: str = "match"  # "match", "double", "double_if_stronger"
    redeem_above: float | None = 2.0  # redeem a pawned horse when cash > this x its price (None: never)
    pawn_below: int | None = None  # before rolling, pawn the cheapest horse while cash < this
    accept: str = "fair"  # offers: "fair" (price <= the horse's, the reserve kept), "any" affordable, "never"
    distress: str = "pawn"  # "pawn" cheapest first, then sell; "sell" to the bank, dearest first


def _rosettes(runner) -> int:
    return -1 if runner == "stable" else HORSE_BY_ID[runner].rosettes


def _strength(me, runner) -> int:
    pawned = {h.id for h in me.horses if h.pawned}
    return -1 if runner in pawned else _rosettes(runner)


def _best_horse(view, seat: int) -> int:
    return max((h.rosettes for h in view.players[seat].horses if not h.pawned), default=-1)


def _wanted(style: Style, view, cash: int) -> list[int]:
    """The bank's horses of the style's kinds that leave the reserve."""
    keep = style.reserve * view.starting_cash
    return [h for h in view.bank_horses
            if HORSE_BY_ID[h].rosettes in style.kinds and cash - HORSE_BY_ID[h].price >= keep]


def _pick_horse(style: Style, horses: list[int]) -> int:
    if style.pick == "cheapest":
        return min(horses, key=lambda h: (HORSE_BY_ID[h].price, h))
    if style.pick == "dearest":
        return max(horses, key=lambda h: (HORSE_BY_ID[h].price, -h))
    return max(horses, key=lambda h: (HORSE_BY_ID[h].rosettes, -HORSE_BY_ID[h].price, -h))


def _target_key(style: Style, view, seat: int):
    if style.target == "richest":
        return -view.players[seat].cash
    if style.target == "poorest":
        return view.players[seat].cash
    return _best_horse(view, seat)


def _enter(style: Style, view, me, enters: list[Enter]) -> Enter:
    """The strongest runner left against the style's target, the stake nearest its part of the cash."""
    wanted = max(1000, int(me.cash * style.stake))
    runner = max({a.runner for a in enters}, key=lambda r: (_strength(me, r), str(r)))
    mine = [a for a in enters if a.runner == runner]
    opponent = min({a.opponent for a in mine}, key=lambda s: (_target_key(style, view, s), s))
    return min((a for a in mine if a.opponent == opponent), key=lambda a: (abs(a.stake - wanted), a.stake))


def _answer(style: Style, view, me, answers: list[Answer]) -> Answer:
    runner = max({a.runner for a in answers}, key=lambda r: (_strength(me, r), str(r)))
    stakes = sorted(a.stake for a in answers if a.runner == runner)
    double = style.answer == "double"
    if style.answer == "double_if_stronger":
        race = view.challenge.races[view.challenge.answering]
        double = _strength(me, runner) > _strength(view.players[view.challenge.challenger], race.runner)
    return Answer(runner=runner, stake=stakes[-1] if double else stakes[0])


def _style(style: Style):
    def policy(view, legal, rng):
        me = view.players[view.seat]
        kinds: dict[type, list] = {}
        for action in legal:
            kinds.setdefault(type(action), []).append(action)
        if Roll in kinds:
            if style.redeem_above is not None:
                for a in kinds.get(Redeem, []):
                    if me.cash > style.redeem_above * HORSE_BY_ID[a.horse].price:
                        return a
            if style.pawn_below is not None and me.cash < style.pawn_below and Pawn in kinds:
                return min(kinds[Pawn], key=lambda a: (HORSE_BY_ID[a.horse].price, a.horse))
            return kinds[Roll][0]
        if ChooseSymbol in kinds:
            allowed = {a.symbol: a for a in kinds[ChooseSymbol]}
            for symbol in style.star:
                if symbol == "horse" and style.buy_star and not _wanted(style, view, me.cash):
                    continue
                if symbol in allowed:
                    return allowed[symbol]
            return kinds[ChooseSymbol][0]
        if Buy in kinds or SkipBuy in kinds:
            horses = _wanted(style, view, me.cash)
            return Buy(horse=_pick_horse(style, horses)) if horses else SkipBuy()
        if ReturnHorse in kinds:
            return min(kinds[ReturnHorse], key=lambda a: (HORSE_BY_ID[a.horse].price, a.horse))
        if Enter in kinds or Send in kinds:
            entered = len(view.challenge.races) if view.challenge else 0
            if Send in kinds and (entered >= style.races or Enter not in kinds):
                return kinds[Send][0]
            return _enter(style, view, me, kinds[Enter])
        if Answer in kinds:
            return _answer(style, view, me, kinds[Answer])
        if Match in kinds:
            return kinds[Match][0]
        if AcceptOffer in kinds:
            offer = view.offer
            fair = offer.price <= HORSE_BY_ID[offer.horse].price
            keep = style.reserve * view.starting_cash
            take = style.accept == "any" or (style.accept == "fair" and fair and me.cash - offer.price >= keep)
            return AcceptOffer() if take else RefuseOffer()
        # distress: pawn or sell to the bank; bankruptcy when nothing is left (never an offer)
        order = (Pawn, SellToBank) if style.distress == "pawn" else (SellToBank, Pawn)
        for kind in order:
            if kind in kinds:
                chosen = sorted(kinds[kind], key=lambda a: (HORSE_BY_ID[a.horse].price, a.horse))
                return chosen[0] if style.distress == "pawn" else chosen[-1]
        if DeclareBankruptcy in kinds:
            return kinds[DeclareBankruptcy][0]
        return legal[0]  # only offers left and no bankruptcy allowed: the first of them
    return policy


STYLES = {
    # buyers
    "ds_buy_everything": _style(Style(reserve=0.0)),
    "ds_buy_cheapest_first": _style(Style(reserve=0.0, pick="cheapest")),
    "ds_champions_stable": _style(Style(reserve=0.0, kinds=(2,))),
    "ds_plain_horses_stable": _style(Style(reserve=0.0, kinds=(0,))),
    "ds_rosette_stable": _style(Style(reserve=0.1, kinds=(1,), pick="dearest")),
    # savers
    "ds_saver_half": _style(Style(reserve=0.5, stake=0.05)),
    "ds_miser": _style(Style(reserve=0.8, stake=0.0, star=("question", "horse", "money"))),
    # bettors
    "ds_heavy_bettor": _style(Style(reserve=0.3, stake=1 / 3, races=3, star=("money", "horse", "question"))),
    "ds_all_in_richest": _style(Style(reserve=0.2, stake=0.5, target="richest", answer="double")),
    "ds_never_bet": _style(Style(stake=0.0, star=("horse", "question", "money"), buy_star=False)),
    "ds_race_everyone": _style(Style(stake=0.1, races=5, target="poorest")),
    "ds_doubler": _style(Style(answer="double")),
    "ds_double_when_stronger": _style(Style(reserve=0.2, answer="double_if_stronger", stake=0.2)),
    # pawners and sellers
    "ds_pawner": _style(Style(reserve=0.0, pawn_below=10000, redeem_above=None)),
    "ds_quick_redeemer": _style(Style(reserve=0.4, redeem_above=1.0, accept="never")),
    "ds_bank_seller": _style(Style(reserve=0.0, distress="sell", accept="any")),
}


def held_out(name: str) -> bool:
    """The rule that splits the grid, fixed before any grid was run: the half of the names with
    the higher CRC-32."""
    ranked = sorted(STYLES, key=lambda style: zlib.crc32(style.encode()))
    return name in ranked[len(ranked) // 2:]


HELD_OUT = [name for name in STYLES if held_out(name)]
TUNING = [name for name in STYLES if not held_out(name)]
