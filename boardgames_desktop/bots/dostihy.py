"""Dostihy a sázky rules of thumb.

Buy horses while the cash lasts (most rosettes for the price first, keeping a reserve that is
smaller at a bigger table), bet with the strongest runner against the opponent with the weakest
one, for a part of the cash that grows with the runner's edge (rosettes and betting cards), answer
with the strongest runner, raising to the most allowed when it has the edge, and in distress part
with the cheapest horse first.
"""

import bisect

from ..rules.core import Rng
from ..rules.dostihy.actions import (
    AcceptOffer, Answer, Buy, ChooseSymbol, DeclareBankruptcy, Enter, Match, Offer, Pawn, Redeem,
    RefuseOffer, ReturnHorse, Roll, SellToBank, Send, SkipBuy,
)
from ..rules.dostihy.data import CARD_BY_ID, HORSE_BY_ID, RULES, STAKES, offer_prices
from . import Reason, search

RESERVE = {2: 0.3, 3: 0.25, 4: 0.2, 5: 0.15, 6: 0.1}  # of the starting cash, kept after buying, by table size
ROLLOUTS = 400  # per hard decision (bots.hard_rollouts)
ROLLOUT_DEPTH = 60  # actions a hard bot plays ahead; the game is long, so `value` judges the rest


def normal(view, legal, rng: Rng):
    return _decide(view, legal, rng, careful=True)


def hint(view, legal, rng: Rng):
    """normal()'s choice, and the rule of thumb of _decide() that made it."""
    action = normal(view, legal, rng)
    me = view.players[view.seat]
    reserve = _reserve(view.starting_cash, len(view.players))
    kind = type(action)
    if kind is Roll:
        reason = Reason("roll_keep_cash") if any(isinstance(a, Redeem) for a in legal) else None
    elif kind is ChooseSymbol:
        reason = Reason("symbol_" + action.symbol, {"reserve": reserve})
    elif kind is Buy:
        reason = Reason("buy", {"horse": action.horse, "left": me.cash - HORSE_BY_ID[action.horse].price})
    elif kind is SkipBuy:
        reason = Reason("skip_buy", {"reserve": reserve})
    elif kind is Enter:
        edge = _enter_edge(view, action.runner, action.opponent)
        code = "enter_stronger" if edge > 0 else "enter" if edge == 0 else "enter_weaker"
        reason = Reason(code, {"runner": action.runner, "opponent": action.opponent, "stake": action.stake})
    elif kind is Answer:
        raised = _answer_edge(view, action.runner) >= RAISE_EDGE
        reason = Reason("answer_raise" if raised else "answer", {"runner": action.runner, "stake": action.stake})
    elif kind is AcceptOffer:
        reason = Reason("accept_offer", {"price": view.offer.price, "horse": view.offer.horse})
    elif kind is RefuseOffer:
        dear = view.offer is None or view.offer.price > HORSE_BY_ID[view.offer.horse].price
        reason = Reason("refuse_dear" if dear else "refuse_cash", {"reserve": reserve})
    elif kind in (Redeem, ReturnHorse, Pawn, SellToBank):
        reason = Reason(action.type, {"horse": action.horse})
    else:  # send, match, an offer or bankruptcy in distress: nothing to weigh worth telling
        reason = Reason("send") if kind is Send else None
    return action, reason


def easy(view, legal, rng: Rng):
    if rng.below(2) == 0:
        safe = [a for a in legal if not isinstance(a, (DeclareBankruptcy, Offer, Pawn, Redeem))]
        pool = safe or legal
        return pool[rng.below(len(pool))]
    return _decide(view, legal, rng, careful=False)


def candidates(view, legal, rng: Rng) -> list:
    """The moves worth searching, few so that the rollouts go to real choices: horses of one kind
    are alike, so one of each; normal's race and the same runner against normal's opponent at
    stakes from a twentieth of the cash to all of it, and against the next weakest opponent at
    normal's stake by the edge; an answer with the strongest runner from matching to doubling
    (and the next runner, matching); rolling or redeeming, never pawning for nothing; in distress,
    no offer a normal buyer would refuse."""
    me = view.players[view.seat]
    first = legal[0]
    if isinstance(first, (Enter, Send)):
        return _race_candidates(view, legal, me, normal(view, legal, rng))
    if isinstance(first, Answer):
        return _answer_candidates(legal, me)
    if isinstance(first, Roll):
        return [a for a in legal if not isinstance(a, Pawn)]
    if isinstance(first, (Buy, SkipBuy, ReturnHorse)):
        pawned = {h.id for h in me.horses if h.pawned}
        kinds = {}
        for action in legal:
            horse = getattr(action, "horse", None)
            key = None if horse is None else (HORSE_BY_ID[horse].rosettes, horse in pawned)
            kinds.setdefault(key, action)
        return list(kinds.values())
    if view.phase == "distress":
        return _distress_candidates(view, legal)
    kinds: dict[type, list] = {}
    for action in legal:
        kinds.setdefault(type(action), []).append(action)
    picked = []
    for group in kinds.values():
        picked += [group[0], group[-1], group[len(group) // 2]]
    return list(dict.fromkeys(picked))


def _distress_candidates(view, legal) -> list:
    """Pawning or selling a horse of each price, offering each horse at its price (a fair offer,
    which normal buyers take) to the richest buyer who can pay it, and bankruptcy if allowed;
    not all the dearer offers, which normal buyers refuse."""
    kinds = {}
    fair = {}
    for action in legal:
        if isinstance(action, (Pawn, SellToBank)):
            kinds.setdefault((type(action), HORSE_BY_ID[action.horse].price), action)
        elif isinstance(action, Offer):
            if action.price == HORSE_BY_ID[action.horse].price:
                best = fair.get(action.horse)
                if best is None or view.players[action.to].cash > view.players[best.to].cash:
                    fair[action.horse] = action
        else:
            kinds.setdefault(type(action), action)
    return [*kinds.values(), *fair.values()]


RACE_SHARES = (20, 6, 3, 2, 1)  # stakes searched against normal's opponent, as parts of the cash (all of it: 1)


def _race_candidates(view, legal, me, chosen) -> list:
    """Normal's own move first, then at most seven more: no more than the search's cap
    (search.MAX_CANDIDATES), so that none is left out at random."""
    enters = [a for a in legal if isinstance(a, Enter)]
    picked = [chosen, *(a for a in legal if isinstance(a, Send))]
    if not enters:
        return list(dict.fromkeys(picked))
    strength = _runner_rosettes(me)
    runner = max(dict.fromkeys(a.runner for a in enters), key=strength)  # normal's: the first of the strongest
    # The two opponents whose best horse is weakest, normal's own first: the likeliest races to win.
    opponents = sorted(dict.fromkeys(a.opponent for a in enters), key=lambda seat: _best_horse(view, seat))[:2]
    if isinstance(chosen, Enter) and chosen.opponent in opponents:
        opponents.remove(chosen.opponent)
        opponents.insert(0, chosen.opponent)

    def near(opponent: int, share: int) -> Enter:
        stakes = [a.stake for a in enters if a.runner == runner and a.opponent == opponent]
        target = max(1000, me.cash // share)
        return Enter(runner=runner, opponent=opponent, stake=min(stakes, key=lambda s: abs(s - target)))

    edge = _stake_share(_enter_edge(view, runner, opponents[0]))
    picked += [near(opponents[0], share) for share in sorted({edge, *RACE_SHARES}, reverse=True)]
    if len(opponents) > 1:
        picked.append(near(opponents[1], _stake_share(_enter_edge(view, runner, opponents[1]))))
    return list(dict.fromkeys(picked))[:search.MAX_CANDIDATES]


def _answer_candidates(legal, me) -> list:
    runners = sorted(dict.fromkeys(a.runner for a in legal), key=_runner_rosettes(me), reverse=True)
    stakes = sorted({a.stake for a in legal})
    picked = [Answer(runner=runners[0], stake=stake) for stake in (stakes[0], stakes[len(stakes) // 2], stakes[-1])]
    if len(runners) > 1:
        picked.append(Answer(runner=runners[1], stake=stakes[0]))
    return list(dict.fromkeys(picked))


def _best_horse(view, seat: int) -> int:
    return max((h.rosettes for h in view.players[seat].horses if not h.pawned), default=-1)


def _runner_rosettes(me):
    pawned = {h.id for h in me.horses if h.pawned}
    return lambda runner: -1 if runner == "stable" else (-1 if runner in pawned else HORSE_BY_ID[runner].rosettes)


# -- the same rules of thumb on a state the search dealt (rollouts) ---------------------------
# Everything at this table is public, so the state shows a seat nothing its view would not.

_ROLL, _SEND, _MATCH, _SKIP = Roll(), Send(), Match(), SkipBuy()
_ACCEPT, _REFUSE = AcceptOffer(), RefuseOffer()
_SYMBOLS = {symbol: ChooseSymbol(symbol=symbol) for symbol in ("horse", "money", "question")}


def rollout_policy(spec, state, seat: int, rng: Rng):
    """normal(), read straight from a dealt state."""
    phase = state.phase
    me = state.players[seat]
    keep = _reserve(state.options.starting_cash, len(state.players))
    if phase == "roll":
        for horse in me.pawned:
            if horse not in state.changed and me.cash > 2 * HORSE_BY_ID[horse].price:
                return Redeem(horse=horse)
        return _ROLL
    if phase == "choose":
        if any(HORSE_BY_ID[h].price <= me.cash - keep for h in state.bank_horses):
            return _SYMBOLS["horse"]
        return _SYMBOLS["money" if _race_possible(state, seat) else "question"]
    if phase == "buy":
        buys = [h for h in state.bank_horses if me.cash - HORSE_BY_ID[h].price >= keep]
        if buys:
            return Buy(horse=max(buys, key=lambda h: (HORSE_BY_ID[h].rosettes, -HORSE_BY_ID[h].price)))
        return _SKIP
    if phase == "colic":
        return ReturnHorse(horse=min(me.horses, key=lambda h: (HORSE_BY_ID[h].price, h)))
    if phase == "challenge":
        return _SEND if state.challenge.races else _first_race(state, seat, me)
    if phase == "answer":
        return _raise(spec, state, seat, _answer_race(state, seat, me))
    if phase == "match":
        return _MATCH
    if phase == "offer":
        offer = state.offer
        fair = offer.price <= HORSE_BY_ID[offer.horse].price
        return _ACCEPT if fair and me.cash - offer.price >= keep else _REFUSE
    # Distress: pawn the cheapest horse; with all pawned, offer one at the highest price a buyer
    # can pay (refused, normal goes down the prices); with no offer left, bankruptcy. Worked out
    # here, not picked from the legal actions: up to a hundred offers, built at every step.
    free = [h for h in me.horses if h not in me.pawned]
    if free:
        return Pawn(horse=min(free, key=lambda h: (HORSE_BY_ID[h].price, h)))
    offer = _dearest_offer(state, seat, me)
    return offer or spec.legal_actions(state, seat)[0]


def _dearest_offer(state, seat: int, me) -> Offer | None:
    """The first of the dearest offers in the order of the legal actions (horse, buyer, price)."""
    offered = state.distress.offered
    again = RULES[state.rules_version].offer_again
    best = None
    for horse in me.horses:
        prices = offer_prices(horse)
        for buyer in state.active():
            if buyer == seat:
                continue
            if not again and any(o[0] == horse and o[1] == buyer for o in offered):
                continue
            cash = state.players[buyer].cash
            price = next((p for p in reversed(prices) if p <= cash and (horse, buyer, p) not in offered), None)
            if price is not None and (best is None or price > best[2]):
                best = (horse, buyer, price)
    return None if best is None else Offer(horse=best[0], to=best[1], price=best[2])


def _bold(spec, state, seat: int, rng: Rng):
    """A style of opponent for the rollouts: the rule of thumb, but racing for a fifth of the
    cash, and doubling an answer when its runner is the stronger one."""
    phase = state.phase
    if phase == "challenge" and not state.challenge.races:
        return _first_race(state, seat, state.players[seat], share=5)
    if phase == "answer":
        race = state.challenge.races[state.next_answer()]
        answer = _answer_race(state, seat, state.players[seat])
        if _strength(answer.runner) > _strength(race.runner):
            stakes = [a.stake for a in spec.legal_actions(state, seat) if a.runner == answer.runner]
            return Answer(runner=answer.runner, stake=max(stakes))
        return answer
    return rollout_policy(spec, state, seat, rng)


# Opponents in hard's rollouts: mostly the rule of thumb, sometimes a bold bettor.
opponent_policies = [rollout_policy, rollout_policy, _bold]


def state_value(state, seat: int) -> float:
    """A guess of the result from the worth of each stable, on the scale of search.utility."""
    if state.players[seat].bankrupt:
        return 0.0
    worths = [_worth(p) for p in state.players]
    if state.distress is not None:  # a rollout cut off in distress still owes the debt
        worths[state.distress.seat] -= state.distress.owed
    active = state.active()
    if len(active) == 1:
        return 1.0
    best_other = max(worths[i] for i in active if i != seat)
    lead = (worths[seat] - best_other) / (max(worths[i] for i in active) + 1)
    return min(1.0, max(0.0, 0.5 + 0.5 * lead))


def _worth(player) -> int:
    return player.cash + sum(HORSE_BY_ID[h].price for h in player.horses if h not in player.pawned)


def _race_possible(state, seat: int) -> bool:
    least = STAKES[0]
    return state.players[seat].cash >= least and any(
        other != seat and state.players[other].cash >= least for other in state.active())


def _first_race(state, seat: int, me, share: int | None = None):
    """_enter() on a state: the strongest runner against the weakest opponent, for a part of the
    cash by the runner's edge (normal play enters one race and sends it)."""
    runner = max(me.runners(), key=lambda r: -1 if r in me.pawned else _strength(r))  # the first of the strongest
    mine = -1 if runner in me.pawned else _strength(runner)
    best = None
    for opponent in state.active():
        if opponent == seat:
            continue
        other = state.players[opponent]
        room = min(me.cash, other.cash)
        if room < STAKES[0]:
            continue
        weakest = max((HORSE_BY_ID[h].rosettes for h in other.horses if h not in other.pawned), default=-1)
        edge = _bonus(mine, me.held) - _bonus(weakest, other.held)
        target = max(1000, me.cash // (share or _stake_share(edge)))
        stake = _nearest_stake(target, room)
        key = (-mine + weakest, abs(stake - target), opponent)
        if best is None or key < best[0]:
            best = (key, stake)
    (_, _, opponent), stake = best
    return Enter(runner=runner, opponent=opponent, stake=stake)


def _nearest_stake(target: int, room: int) -> int:
    """The stake nearest to `target` among those up to `room` (of two as near, the lower)."""
    top = bisect.bisect_right(STAKES, room)
    index = bisect.bisect_left(STAKES, target, 0, top)
    if index == top:
        return STAKES[top - 1]
    if index == 0:
        return STAKES[0]
    below, above = STAKES[index - 1], STAKES[index]
    return below if target - below <= above - target else above


def _answer_race(state, seat: int, me):
    """The lowest stake (the challenger's), with the strongest runner not yet answering."""
    race = state.challenge.races[state.next_answer()]
    used = {r.answer for r in state.challenge.races if r.opponent == seat and r.answer is not None}
    runners = [r for r in me.runners() if r not in used]
    return Answer(runner=max(runners, key=lambda r: -1 if r in me.pawned else _strength(r)), stake=race.stake)


def _raise(spec, state, seat: int, answer):
    """_answer() on a state: raising to the most allowed when the runner has the edge."""
    race = state.challenge.races[state.next_answer()]
    me, challenger = state.players[seat], state.players[state.challenge.challenger]
    mine = -1 if answer.runner in me.pawned else _strength(answer.runner)
    theirs = -1 if race.runner in challenger.pawned else _strength(race.runner)
    if _bonus(mine, me.held) - _bonus(theirs, challenger.held) < RAISE_EDGE:
        return answer
    stakes = [a.stake for a in spec.legal_actions(state, seat) if a.runner == answer.runner]
    return Answer(runner=answer.runner, stake=max(stakes))


def _strength(runner) -> int:
    return -1 if runner == "stable" else HORSE_BY_ID[runner].rosettes


def _decide(view, legal, rng: Rng, careful: bool):
    me = view.players[view.seat]
    keep = _reserve(view.starting_cash, len(view.players))
    by_type: dict[type, list] = {}
    for action in legal:
        by_type.setdefault(type(action), []).append(action)

    if Roll in by_type:
        redeem = [a for a in by_type.get(Redeem, []) if me.cash > 2 * HORSE_BY_ID[a.horse].price]
        return redeem[0] if redeem and careful else by_type[Roll][0]
    if ChooseSymbol in by_type:
        symbols = {a.symbol: a for a in by_type[ChooseSymbol]}
        affordable = [h for h in view.bank_horses if HORSE_BY_ID[h].price <= me.cash - keep]
        if affordable and "horse" in symbols:
            return symbols["horse"]
        return symbols.get("money") or symbols.get("question") or by_type[ChooseSymbol][0]
    if Buy in by_type or SkipBuy in by_type:
        buys = [a for a in by_type.get(Buy, []) if me.cash - HORSE_BY_ID[a.horse].price >= keep]
        if buys:
            return max(buys, key=lambda a: (HORSE_BY_ID[a.horse].rosettes, -HORSE_BY_ID[a.horse].price))
        return by_type[SkipBuy][0] if SkipBuy in by_type else legal[0]
    if ReturnHorse in by_type:
        return min(by_type[ReturnHorse], key=lambda a: (HORSE_BY_ID[a.horse].price, a.horse))
    if Enter in by_type or Send in by_type:
        if Send in by_type:
            return by_type[Send][0]
        return _enter(view, by_type[Enter], me, careful)
    if Answer in by_type:
        return _answer(view, by_type[Answer]) if careful else min(by_type[Answer], key=lambda a: (a.stake, -_strength(a.runner)))
    if Match in by_type:
        return by_type[Match][0]
    if AcceptOffer in by_type or RefuseOffer in by_type:
        offer = view.offer
        fair = offer is not None and offer.price <= HORSE_BY_ID[offer.horse].price
        if fair and me.cash - offer.price >= keep and AcceptOffer in by_type:
            return by_type[AcceptOffer][0]
        return by_type.get(RefuseOffer, legal)[0]
    # Distress: pawn, then sell to the bank, then bankruptcy.
    for kind in (Pawn, SellToBank):
        if kind in by_type:
            return min(by_type[kind], key=lambda a: (HORSE_BY_ID[a.horse].price, a.horse))
    if Offer in by_type:
        return max(by_type[Offer], key=lambda a: a.price)
    return legal[0]


def _reserve(start: int, players: int) -> int:
    return int(RESERVE[players] * start)


def _answer(view, answers: list):
    """The strongest runner; matching the stake, or raising to the most allowed (up to double)
    when that runner and its betting cards beat the challenger's."""
    strength = _runner_rosettes(view.players[view.seat])
    runner = max(answers, key=lambda a: (strength(a.runner), -a.stake)).runner
    stakes = [a.stake for a in answers if a.runner == runner]
    return Answer(runner=runner, stake=max(stakes) if _answer_edge(view, runner) >= RAISE_EDGE else min(stakes))


RAISE_EDGE = 1  # points of edge (rosettes and betting cards) from which an answer raises


def _answer_edge(view, runner) -> int:
    race = view.challenge.races[view.challenge.answering]
    me, challenger = view.players[view.seat], view.players[view.challenge.challenger]
    return _bonus(_runner_rosettes(me)(runner), me.held) - _bonus(_runner_rosettes(challenger)(race.runner), challenger.held)


def _bonus(rosettes: int, held) -> int:
    return max(0, rosettes) + sum(CARD_BY_ID[card].amount for card in held)


def _enter_edge(view, runner, opponent: int) -> int:
    me = view.players[view.seat]
    return _bonus(_runner_rosettes(me)(runner), me.held) - _bonus(_best_horse(view, opponent), view.players[opponent].held)


def _enter(view, enters: list, me, careful: bool):
    """The strongest runner against the opponent whose best horse is weakest, for a part of the
    cash that grows with the runner's edge (rosettes and betting cards) over that horse."""
    strength = _runner_rosettes(me)

    def target(a):
        share = _stake_share(_enter_edge(view, a.runner, a.opponent)) if careful else 5
        return max(1000, me.cash // share)

    return min(
        enters,
        key=lambda a: (-strength(a.runner) + _best_horse(view, a.opponent), abs(a.stake - target(a)), a.opponent),
    )


STAKE_SHARES = {-1: 20, 0: 6, 1: 2, 2: 1}  # a race's stake as a part of the cash, by the runner's edge (clamped)


def _stake_share(edge: int) -> int:
    return STAKE_SHARES[max(-1, min(2, edge))]
