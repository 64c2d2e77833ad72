"""Anti-Monopoly (Czech edition, Piatnik 2006): 2-6 players, each a competitor or a monopolist, buy
streets, transport companies and works, and collect rents by their role's rules.

The bank is the program. A turn: roll two dice, move, resolve the space; doubles give one more roll
(a double on that one is a plain roll). Between rolls the player on turn may build, sell buildings,
mortgage, redeem and offer trades. Actions and their JSON: actions.py. Rents and the other figures:
data.py (tables), economy.py (what they are in a state), both read by the view.

Readings of the booklet (ANTI-MONOPOLY-DATA.md; the in-app rules say the same):
- Rule 4: roles per seat from the options, else dealt as the booklet's roll would: a random player
  picks a random side, the others alternate clockwise (sides differ by one at most).
- Rule 14: doubles in prison / price war free the player, who rolls again and moves by that roll; a
  failed try ends the turn; on the third turn the player must pay 50, then rolls and moves. Paying
  50 at once is allowed in the turn the player was sent there and before each try.
- Rule 19: the player landing on a works rolls two dice for its rent.
- The used card goes to the bottom of its pile at once.
- A payment the player cannot make opens a debt (phase "distress"): sell buildings, mortgage, offer
  titles; bankruptcy (rule 22) only when selling every building and mortgaging every title cannot
  pay the debt (rules_version 1: at any time in a debt). Several debts at once (a card asking every
  monopolist for 25) are raised one after the other.
- Trades (rule 21, "kdykoli"): any player may offer any other a trade between moves (phases "roll"
  and "end" of anyone's turn; the debtor in a debt too), as often as they like; legal_actions lists
  the simple offers to each player once a turn, so that computers do not pester. Rules_version 1:
  only the player on turn, one offer to each other player per turn.
- Rule 7: after doubles the extra roll is offered; the player may end the turn instead
  (rules_version 1: forced).
- Rule 14: a monopolist in prison collects nothing, the card paying every monopolist included, and
  his titles' rent is 0 on the table and in the wealth (economy.earns; rules_version 1 paid the card).
- Bankruptcy (rule 22): buildings go back to the bank at half; a creditor player takes the cash and
  every title (mortgaged ones stay mortgaged); owed to the bank, the titles return to its stock
  unmortgaged and can be bought again.
- The end: variant A when one player is left; variant B when every competitor or every monopolist
  is bankrupt; in a game with a time limit (rules_version 1: in any game), `end_by_time` at the
  start of a round (round 2 on), so that every player had as many turns: the booklet's settlement (competitors keep 10% of their cash,
  monopolists 20%; the banker walks the board from START and pays each owner the rent of each
  unmortgaged title, a works with a roll of the dice, a monopolist in prison nothing).
- Without a time limit the family may stop by agreement (`end_by_agreement`, rules_version 2 on):
  ranked by rule 23's wealth, as A and B.
- Ranking: A and B by rule 23's wealth (cash + the rent of every unmortgaged title, a works at 7);
  the time limit by the settled cash. Bankrupt players come last, the later out above the earlier.
  Tie-breaks: equal wealth -> more cash ("more_cash"); equal settled cash -> more wealth before the
  settlement ("more_wealth"); still equal, the place is shared ("shared_win").

Setup override, every key optional (tests, tutorials, the booklet's examples):
    {"dice": [1..6, ...],            die results used before the seeded generator, in the order dice are
                                     rolled (the two of a move first then second, a works' two, the office's one)
     "competitor_cards": [ids],      the top of each card pile (data.COMPETITOR_TABLE / MONOPOLIST_TABLE);
     "monopolist_cards": [ids],      the rest shuffled beneath
     "roles": ["competitor" | "monopolist", ...],  one per seat, instead of the options' or the deal
     "first_player": seat,
     "cash": [euros per seat],       instead of 1,500
     "titles": [[spaces] per seat],  owned from the start
     "mortgaged": [spaces],          of those, the mortgaged ones
     "buildings": {"space": count},  on owned, unmortgaged streets (1-4 houses, the hotel 5 / 4 by role)
     "positions": [space per seat],
     "jailed": [seats]}              in prison / price war from the start (on space 10)

Events (code {params}), for the log and the animations:
    turn_started  {seat, round, turn}
    dice_rolled   {seat, dice: [a, b], purpose: "move" | "prison" | "works" | "card"}
    die_rolled    {seat, die, purpose: "office"}
    moved         {seat, path: [spaces], passed_start: bool}     path ends on the space reached
    extra_roll    {seat}                                         doubles: one more roll (offered, from rules_version 2)
    received      {seat, amount, source: "start" | "card" | "office" | "trade", from: seat | None, card?}
    paid          {seat, amount, to: seat | None, reason: "rent" | "tax" | "penalty" | "office" |
                   "prison" | "card", space?, card?}
    no_rent       {seat, space, owner, why: "mortgaged" | "prison"}
    may_buy       {seat, space, price}
    bought        {seat, space, price}
    declined      {seat, space}
    tax_due       {seat, flat, percent}
    card_drawn    {seat, deck: role, card}
    sent_to_prison {seat, role, by: "corner" | "card"}          prison for a monopolist, price war for a competitor
    sightseeing   {seat}
    prison_try    {seat, dice, freed: bool, tries}
    left_prison   {seat, how: "doubles" | "paid"}
    built         {seat, space, level, cost}                     level 5 (competitor) / 4 (monopolist): the hotel
    building_sold {seat, space, level, amount}                   level: what is left
    mortgaged     {seat, space, amount}
    redeemed      {seat, space, cost}
    trade_offered {seat, to, give, take, ask, pay}
    trade_accepted {seat, proposer, give, take, ask, pay}         as offered
    trade_refused {seat, proposer}
    distress      {seat, owed, to: seat | None, cash, can_raise}
    debt_paid     {seat, amount, to: seat | None}
    bankrupt      {seat, to: seat | None, cash, titles, buildings_sold}
    turn_ended    {seat}
    settlement    {seat, cash, kept, rents: [[space, rent]], final}   the time limit, one per player
    game_over     {reason: "last_player" | "side_bankrupt" | "time" | "agreement", winners}
"""

from ..core import GameSpec, IllegalAction, InvalidSetup, Outcome, Progress, Rng, event, money, offers, rank_by
from ..core.deck import money_effect, stack
from ..core.dice import roll, script_dice
from ..core.offers import Trade
from .actions import (
    ACTION_ADAPTER,
    AcceptTrade,
    Bankrupt,
    Build,
    Buy,
    Decline,
    EndByAgreement,
    EndByTime,
    EndTurn,
    Mortgage,
    OfferTrade,
    PayTax,
    PayToLeave,
    Redeem,
    RefuseTrade,
    Roll,
    SellBuilding,
)
from .data import (
    BOARD,
    BOARD_SIZE,
    CARD_BY_ID,
    DECKS,
    DIE_FACES,
    FLAT_TAX,
    KEPT_PERCENT,
    MAX_LEVEL,
    MONEY,
    OFFICE_BONUS,
    OFFICE_FEE,
    PENALTY,
    PRISON,
    PRISON_FEE,
    PRISON_TRIES,
    ROLES,
    RULES_VERSION,
    RULES_VERSIONS,
    START_BONUS,
    STARTING_CASH,
    TITLES,
)
from .determinize import determinize
from .economy import build_refusal, building_sale, can_raise, collects, earns, rent, tax_percent, wealth
from .options import AntiMonopolyOptions, AntiMonopolySetup
from .state import BETWEEN_MOVES, AntiMonopolyState, Charge, Player, SettlementLine
from .view import build_view

_MANAGE = BETWEEN_MOVES
_PHASES = {
    Roll: ("roll",),
    Buy: ("buy",),
    Decline: ("buy",),
    Build: _MANAGE,
    SellBuilding: (*_MANAGE, "buy", "distress"),
    Mortgage: (*_MANAGE, "buy", "distress"),
    Redeem: _MANAGE,
    PayTax: ("tax",),
    PayToLeave: _MANAGE,
    OfferTrade: (*_MANAGE, "distress"),
    AcceptTrade: ("offer",),
    RefuseTrade: ("offer",),
    Bankrupt: ("distress",),
    EndTurn: ("end", "roll"),
    EndByTime: ("roll",),
    EndByAgreement: _MANAGE,
}


class AntiMonopolySpec(GameSpec):
    id = "anti_monopoly"
    min_players = 2
    max_players = 6
    rules_version = RULES_VERSION
    older_rules_versions = tuple(version for version in RULES_VERSIONS if version != RULES_VERSION)
    unlisted_actions = frozenset({"end_by_agreement"})
    private_information = False  # all is public but the order of the card piles (see view.py)
    options_model = AntiMonopolyOptions
    setup_model = AntiMonopolySetup
    action_adapter = ACTION_ADAPTER

    def _new_game(self, num_players, seed, options, setup, rules_version):
        return _new_game(num_players, seed, options, setup, rules_version)

    def _legal_actions(self, state, seat):
        return _legal(state, seat)

    def _apply(self, state, seat, action):
        phases = _PHASES.get(type(action))
        if phases is None:
            raise IllegalAction("bad_action", {"detail": f"not an Anti-Monopoly action: {type(action).__name__}"})
        if state.phase not in phases:
            raise IllegalAction("wrong_phase", {"phase": state.phase})
        _HANDLERS[type(action)](state, seat, action)

    def unlisted(self, state, seat, action):
        # rule 21's trades at any time (legal_actions lists the simple offers to each partner once
        # a turn) and the end by agreement: any player still in (rules_version 2 on)
        if state.rules_version < 2 or not 0 <= seat < state.num_players or state.players[seat].bankrupt:
            return False
        kind = action.get("type") if isinstance(action, dict) else getattr(action, "type", None)
        return kind in ("offer_trade", "end_by_agreement")

    def contract_options(self, num_players):
        return [{"time_limit": 60}]  # end_by_time exists only in a game with a time limit

    def _view(self, state, seat):
        return build_view(state, seat)

    def _determinize(self, view, seat, rng):
        return determinize(view, seat, rng)

    def _progress(self, state):
        return Progress(round=state.round, phase=state.phase)

    def _outcome(self, state):
        return outcome(state)

    def contract_setups(self, num_players):
        """Random play of a new game mostly ends (end_by_time) before anyone is broke: a table where
        every title is owned and mortgaged, nobody has a euro and everyone is in prison / price war
        reaches pay_to_leave, distress and bankruptcy by the third round."""
        return [{
            "cash": [0] * num_players,
            "titles": [list(TITLES[seat::num_players]) for seat in range(num_players)],
            "mortgaged": list(TITLES),
            "jailed": list(range(num_players)),
        }]


# -- setup -----------------------------------------------------------------------------------------


def _bad(detail: str):
    return InvalidSetup("bad_setup", {"detail": detail})


def _roles(given, num_players: int, rng: Rng, error: str) -> list[str]:
    if given is None:
        start, side = rng.below(num_players), rng.below(2)
        roles = [""] * num_players
        for i in range(num_players):
            roles[(start + i) % num_players] = ROLES[(side + i) % 2]
        return roles
    if len(given) != num_players or abs(given.count("competitor") - given.count("monopolist")) > 1:
        raise InvalidSetup(error, {"detail": "roles: one per seat, the two sides differing by one at most (rule 4)"})
    return list(given)


def _new_game(num_players, seed, options, setup, rules_version) -> AntiMonopolyState:
    rng = Rng.from_seed(seed)
    if setup.get("roles") is not None:
        roles = _roles(setup["roles"], num_players, rng, "bad_setup")
    else:
        roles = _roles(options.roles, num_players, rng, "bad_options")
    decks = {
        role: stack([card.id for card in DECKS[role]], setup.get(f"{role}_cards"), rng, what=f"{role}_cards")
        for role in ROLES
    }
    dice = script_dice(setup.get("dice"), {"die": DIE_FACES})["die"]
    first = setup.get("first_player")
    if first is None:
        first = rng.below(num_players)
    elif first >= num_players:
        raise _bad(f"first_player: {first}")
    cash = setup.get("cash", [STARTING_CASH] * num_players)
    titles = setup.get("titles", [[] for _ in range(num_players)])
    positions = setup.get("positions", [0] * num_players)
    if len(cash) != num_players or len(titles) != num_players or len(positions) != num_players:
        raise _bad("cash, titles and positions: one entry per seat")
    flat = [space for spaces in titles for space in spaces]
    if len(set(flat)) != len(flat) or not set(flat) <= set(TITLES):
        raise _bad("titles: distinct titles (streets, transport companies, works) per seat")
    mortgaged = set(setup.get("mortgaged", []))
    if not mortgaged <= set(flat):
        raise _bad("mortgaged: titles that someone owns")
    jailed = set(setup.get("jailed", []))
    if not jailed <= set(range(num_players)):
        raise _bad("jailed: seats of the game")
    players = [
        Player(role=roles[seat], cash=cash[seat], titles=sorted(titles[seat]),
               pawned=sorted(set(titles[seat]) & mortgaged),
               position=PRISON if seat in jailed else positions[seat], jailed=seat in jailed)
        for seat in range(num_players)
    ]
    buildings = {}
    for key, level in (setup.get("buildings") or {}).items():
        space = int(key) if key.isdigit() else -1
        owner = next((seat for seat in range(num_players) if space in titles[seat]), None)
        if owner is None or BOARD[space].kind != "street" or space in mortgaged or level > MAX_LEVEL[roles[owner]]:
            raise _bad(f"buildings: {key!r} is not an owned, unmortgaged street, or too many buildings for its owner")
        buildings[space] = level
    state = AntiMonopolyState(
        num_players=num_players, options=options, rng=rng, rules_version=rules_version, players=players,
        bank_titles=[space for space in TITLES if space not in flat], buildings=buildings, decks=decks,
        dice_script=dice, first_player=first, current=first,
    )
    state.events.append(event(code="turn_started", params={"seat": first, "round": 1, "turn": 1}))
    return state


# -- what may be done now --------------------------------------------------------------------------


def _legal(state: AntiMonopolyState, seat: int) -> list:
    phase, player = state.phase, state.players[seat]
    if phase == "offer":
        return [AcceptTrade(), RefuseTrade()]
    if phase == "tax":
        return [PayTax(choice="flat"), PayTax(choice="percent")]
    if phase == "distress":
        give_up = [Bankrupt()] if _bankruptcy_refusal(state) is None else []
        return _raising(state, seat) + _simple_offers(state, seat) + give_up
    if phase == "buy":
        space = player.position
        result = [Buy()] if BOARD[space].price <= player.cash else []
        return result + [Decline()] + _raising(state, seat)
    result = []
    if phase == "roll":
        if not player.jailed or player.tries < PRISON_TRIES:
            result.append(Roll())
        if _at_round_start(state) and (state.rules_version < 2 or state.options.time_limit is not None):
            result.append(EndByTime())
        if state.extra_roll and state.rules_version >= 2:
            result.append(EndTurn())
    else:
        result.append(EndTurn())
    if player.jailed and (player.cash >= PRISON_FEE or (phase == "roll" and player.tries >= PRISON_TRIES)):
        result.append(PayToLeave())
    build = [
        Build(space=s) for s in player.titles
        if build_refusal(state, seat, s) is None and BOARD[s].house <= player.cash
    ]
    redeem = [Redeem(space=s) for s in player.pawned if MONEY.redeem_cost(s) <= player.cash]
    return result + build + _raising(state, seat) + redeem + _simple_offers(state, seat)


def _raising(state: AntiMonopolyState, seat: int) -> list:
    player = state.players[seat]
    sell = [SellBuilding(space=s) for s in player.titles if state.buildings.get(s)]
    pawn = [Mortgage(space=s) for s in player.titles if s not in player.pawned and not state.buildings.get(s)]
    return sell + pawn


def _tradable(state: AntiMonopolyState, seat: int) -> list[int]:
    return [s for s in state.players[seat].titles if not state.buildings.get(s)]


def _may_receive_titles(state: AntiMonopolyState, seat: int) -> bool:
    player = state.players[seat]
    return not (player.jailed and player.role == "competitor")


def _simple_offers(state: AntiMonopolyState, seat: int) -> list[OfferTrade]:
    """One title sold to another player at its printed price."""
    if state.options.time_limit is not None:
        return []
    mine = _tradable(state, seat)
    candidates = [OfferTrade(to=other, give=(s,), ask=BOARD[s].price)
                  for other in state.active() if other != seat and (seat, other) not in state.offered for s in mine]
    return [offer for offer in candidates if _offer_refusal(state, seat, offer) is None]


def _round_leader(state: AntiMonopolyState) -> int:
    n = state.num_players
    return next(seat for seat in ((state.first_player + i) % n for i in range(n)) if not state.players[seat].bankrupt)


def _at_round_start(state: AntiMonopolyState) -> bool:
    return state.round >= 2 and state.rolls == 0 and state.dice is None and state.current == _round_leader(state)


# -- dice and moves --------------------------------------------------------------------------------


def _die(state: AntiMonopolyState) -> int:
    return roll(state.rng, DIE_FACES, state.dice_script)


def _two_dice(state: AntiMonopolyState, seat: int, purpose: str) -> tuple[int, int]:
    dice = (_die(state), _die(state))
    state.events.append(event(code="dice_rolled", params={"seat": seat, "dice": list(dice), "purpose": purpose},
                              reveals=True))
    return dice


def _move(state: AntiMonopolyState, seat: int, target: int) -> None:
    """Forward to `target`, START money on passing or landing on START, then resolve the space."""
    player = state.players[seat]
    steps = (target - player.position) % BOARD_SIZE or BOARD_SIZE
    path = [(player.position + i) % BOARD_SIZE for i in range(1, steps + 1)]
    passed = 0 in path
    player.position = target
    state.path, state.mover = path, seat
    state.events.append(event(code="moved", params={"seat": seat, "path": path, "passed_start": passed}))
    if passed:
        _receive(state, seat, START_BONUS, "start")
    _land(state, seat)


def _receive(state, seat: int, amount: int, source: str, payer: int | None = None, **extra) -> None:
    if payer is None:
        money.receive(state, seat, amount)
    state.events.append(event(code="received", params={"seat": seat, "amount": amount, "source": source,
                                                       "from": payer, **extra}))


def _charge(state, seat: int, amount: int, to: int | None, reason: str, **extra) -> bool:
    """Pay at once (True), or open a debt for the seat to raise the money (False)."""
    if money.charge(state, seat, amount, to):
        state.events.append(event(code="paid", params={"seat": seat, "amount": amount, "to": to, "reason": reason,
                                                       **extra}))
        return True
    state.debts.append(Charge(seat=seat, owed=amount, creditor=to, reason=reason, space=extra.get("space")))
    state.events.append(event(code="distress", params={"seat": seat, "owed": amount, "to": to,
                                                       "cash": state.players[seat].cash,
                                                       "can_raise": can_raise(state, seat)}))
    return False


def _send_to_prison(state: AntiMonopolyState, seat: int, by: str) -> None:
    player = state.players[seat]
    player.position, player.jailed, player.tries = PRISON, True, 0
    state.events.append(event(code="sent_to_prison", params={"seat": seat, "role": player.role, "by": by}))


def _land(state: AntiMonopolyState, seat: int) -> None:
    """Resolve the space the seat stands on; then the move is finished unless a choice or a debt waits."""
    player = state.players[seat]
    space = player.position
    kind = BOARD[space].kind
    paid = True
    if BOARD[space].is_title:
        owner = state.owner(space)
        if owner is None:
            state.phase = "buy"
            state.events.append(event(code="may_buy", params={"seat": seat, "space": space,
                                                              "price": BOARD[space].price}))
            return
        if owner != seat:
            paid = _rent(state, seat, space, owner)
    elif kind == "card":
        _draw(state, seat)
        return
    elif kind == "tax":
        state.phase = "tax"
        state.events.append(event(code="tax_due", params={"seat": seat, "flat": FLAT_TAX,
                                                          "percent": tax_percent(state, seat)}))
        return
    elif kind == "penalty":
        paid = _charge(state, seat, PENALTY, None, "penalty")
    elif kind == "office":
        if player.role == "monopolist":
            paid = _charge(state, seat, OFFICE_FEE, None, "office")
        else:
            die = _die(state)
            state.events.append(event(code="die_rolled", params={"seat": seat, "die": die, "purpose": "office"},
                                      reveals=True))
            if die in OFFICE_BONUS:
                _receive(state, seat, OFFICE_BONUS[die], "office")
    elif kind == "prison":
        state.events.append(event(code="sightseeing", params={"seat": seat}))
    elif kind == "go_to_prison":
        _send_to_prison(state, seat, "corner")
    _after(state, paid)


def _rent(state: AntiMonopolyState, seat: int, space: int, owner: int) -> bool:
    if space in state.players[owner].pawned or not collects(state, owner):
        why = "mortgaged" if space in state.players[owner].pawned else "prison"
        state.events.append(event(code="no_rent", params={"seat": seat, "space": space, "owner": owner, "why": why}))
        return True
    if BOARD[space].kind == "utility":
        amount = rent(state, space, sum(_two_dice(state, seat, "works")))
    else:
        amount = rent(state, space)
    return _charge(state, seat, amount, owner, "rent", space=space)


def _after(state: AntiMonopolyState, paid: bool) -> None:
    """The space is resolved: on with the turn, or into distress while debts wait."""
    if state.debts:
        state.resume = "finish"
        state.phase = "distress"
    elif paid:
        _finish_move(state)


def _finish_move(state: AntiMonopolyState) -> None:
    player = state.players[state.current]
    if player.bankrupt:
        _end_turn(state)
    elif not player.jailed and state.dice is not None and state.dice[0] == state.dice[1] and state.rolls == 1:
        state.phase = "roll"
        state.extra_roll = True
        state.events.append(event(code="extra_roll", params={"seat": state.current}))
    else:
        state.phase = "end"


# -- cards -----------------------------------------------------------------------------------------


def _draw(state: AntiMonopolyState, seat: int) -> None:
    player = state.players[seat]
    deck = state.decks[player.role]
    card = CARD_BY_ID[deck.pop(0)]
    deck.append(card.id)  # rule 15: the used card goes to the bottom of its pile
    state.last_card = (seat, card.id)
    state.events.append(event(code="card_drawn", params={"seat": seat, "deck": player.role, "card": card.id},
                              reveals=True))
    groups = {role: [s for s in state.active() if state.players[s].role == role] for role in ROLES}
    payments = money_effect(card.effect, card.amount, seat, groups=groups)
    if payments is not None:
        for payment in payments:
            if payment.payer is None:
                _receive(state, payment.payee, payment.amount, "card", card=card.id)
            else:
                _charge(state, payment.payer, payment.amount, payment.payee, "card", card=card.id)
    elif card.effect == "move_to":
        _move(state, seat, card.target)
        return
    elif card.effect == "go_to_prison":
        _send_to_prison(state, seat, "card")
    elif card.effect == "roll_for_bonus":
        if sum(_two_dice(state, seat, "card")) >= card.threshold:
            _receive(state, seat, card.amount, "card", card=card.id)
    else:  # each_monopolist_receives; rule 14: not one in prison (rules_version 2 on)
        for other in groups["monopolist"]:
            if earns(state, other):
                _receive(state, other, card.amount, "card", card=card.id)
    _after(state, True)


# -- the actions -----------------------------------------------------------------------------------


def _roll(state: AntiMonopolyState, seat: int, action) -> None:
    player = state.players[seat]
    if player.jailed:
        if player.tries >= PRISON_TRIES:
            raise IllegalAction("must_pay_to_leave")
        dice = _two_dice(state, seat, "prison")
        state.dice = dice
        freed = dice[0] == dice[1]
        player.tries += 1
        state.events.append(event(code="prison_try", params={"seat": seat, "dice": list(dice), "freed": freed,
                                                             "tries": player.tries}))
        if freed:
            # rule 14's example: no move by the doubles; one more roll, whose doubles are plain
            _release(state, seat, "doubles")
            state.rolls = 1
            state.phase = "roll"
        else:
            state.phase = "end"
        return
    state.rolls += 1
    state.extra_roll = False
    state.last_card = None
    state.dice = _two_dice(state, seat, "move")
    _move(state, seat, (player.position + sum(state.dice)) % BOARD_SIZE)


def _release(state: AntiMonopolyState, seat: int, how: str) -> None:
    player = state.players[seat]
    player.jailed, player.tries = False, 0
    state.events.append(event(code="left_prison", params={"seat": seat, "how": how}))


def _pay_to_leave(state: AntiMonopolyState, seat: int, action) -> None:
    player = state.players[seat]
    if not player.jailed:
        raise IllegalAction("not_in_prison")
    forced = state.phase == "roll" and player.tries >= PRISON_TRIES
    if player.cash < PRISON_FEE and not forced:
        raise IllegalAction("cannot_afford", {"cost": PRISON_FEE, "cash": player.cash})
    if _charge(state, seat, PRISON_FEE, None, "prison"):
        _release(state, seat, "paid")
    else:
        state.resume = "released"
        state.phase = "distress"


def _buy(state: AntiMonopolyState, seat: int, action) -> None:
    player = state.players[seat]
    space = player.position
    price = BOARD[space].price
    if price > player.cash:
        raise IllegalAction("cannot_afford", {"cost": price, "cash": player.cash})
    money.pay(state, seat, price)
    state.bank_titles.remove(space)
    player.titles = sorted(player.titles + [space])
    state.events.append(event(code="bought", params={"seat": seat, "space": space, "price": price}))
    _finish_move(state)


def _decline(state: AntiMonopolyState, seat: int, action) -> None:
    state.events.append(event(code="declined", params={"seat": seat, "space": state.players[seat].position}))
    _finish_move(state)


def _pay_tax(state: AntiMonopolyState, seat: int, action: PayTax) -> None:
    amount = FLAT_TAX if action.choice == "flat" else tax_percent(state, seat)
    _after(state, _charge(state, seat, amount, None, "tax", choice=action.choice))


def _own(state: AntiMonopolyState, seat: int, space: int) -> None:
    if not 0 <= space < BOARD_SIZE or not BOARD[space].is_title:
        raise IllegalAction("not_a_title", {"space": space})
    if space not in state.players[seat].titles:
        raise IllegalAction("not_your_title", {"space": space})


def _build(state: AntiMonopolyState, seat: int, action: Build) -> None:
    space = action.space
    _own(state, seat, space)
    refusal = build_refusal(state, seat, space)
    if refusal is not None:
        raise IllegalAction("cannot_build", {"space": space, "reason": refusal})
    cost = BOARD[space].house
    if cost > state.players[seat].cash:
        raise IllegalAction("cannot_afford", {"cost": cost, "cash": state.players[seat].cash})
    money.pay(state, seat, cost)
    state.buildings[space] = state.buildings.get(space, 0) + 1
    state.events.append(event(code="built", params={"seat": seat, "space": space, "level": state.buildings[space],
                                                    "cost": cost}))


def _sell_building(state: AntiMonopolyState, seat: int, action: SellBuilding) -> None:
    space = action.space
    _own(state, seat, space)
    if not state.buildings.get(space):
        raise IllegalAction("no_buildings", {"space": space})
    amount = building_sale(space)
    money.receive(state, seat, amount)
    level = state.buildings[space] - 1
    if level:
        state.buildings[space] = level
    else:
        del state.buildings[space]
    state.events.append(event(code="building_sold", params={"seat": seat, "space": space, "level": level,
                                                            "amount": amount}))
    _settle(state)


def _mortgage(state: AntiMonopolyState, seat: int, action: Mortgage) -> None:
    space = action.space
    _own(state, seat, space)
    if state.buildings.get(space):
        raise IllegalAction("has_buildings", {"space": space})
    amount = money.pawn(state, seat, space, MONEY)
    state.events.append(event(code="mortgaged", params={"seat": seat, "space": space, "amount": amount}))
    _settle(state)


def _redeem(state: AntiMonopolyState, seat: int, action: Redeem) -> None:
    _own(state, seat, action.space)
    cost = money.redeem(state, seat, action.space, MONEY)
    state.events.append(event(code="redeemed", params={"seat": seat, "space": action.space, "cost": cost}))


# -- trades ----------------------------------------------------------------------------------------


def _trade(seat: int, action: OfferTrade) -> Trade:
    return Trade(proposer=seat, partner=action.to, give=action.give, take=action.take, money=action.ask - action.pay)


def _offer_refusal(state: AntiMonopolyState, seat: int, action: OfferTrade) -> tuple[str, dict] | None:
    """Why this offer may not be made (code, params), or None."""
    if state.options.time_limit is not None:
        return "trades_banned", {}
    if seat not in state.to_act and state.phase not in _MANAGE:
        return "not_between_moves", {}
    to = action.to
    if to == seat or not 0 <= to < state.num_players or state.players[to].bankrupt:
        return "bad_partner", {"to": to}
    if not action.give and not action.take:
        return "bad_trade", {"detail": "no title offered"}
    if action.ask and action.pay:
        return "bad_trade", {"detail": "money goes one way only"}
    for titles in (action.give, action.take):
        if list(titles) != sorted(set(titles)):
            return "bad_trade", {"detail": "titles must be ascending, each once"}
    for space, holder, code in [(s, seat, "not_your_title") for s in action.give] + \
                               [(s, to, "partner_title") for s in action.take]:
        if not 0 <= space < BOARD_SIZE or not BOARD[space].is_title:
            return "not_a_title", {"space": space}
        if space not in state.players[holder].titles:
            return code, {"space": space}
        if state.buildings.get(space):
            return "has_buildings", {"space": space}
    if (action.give and not _may_receive_titles(state, to)) or (action.take and not _may_receive_titles(state, seat)):
        return "may_not_buy", {}
    trade = _trade(seat, action)
    payer, _, amount = trade.payment()
    if amount > state.players[payer].cash:
        return "cannot_pay_trade", {"seat": payer, "amount": amount, "cash": state.players[payer].cash}
    if (seat, to) in state.offered and state.rules_version < 2:
        return "offered_this_turn", {"to": to}
    return None


def _offer_trade(state: AntiMonopolyState, seat: int, action: OfferTrade) -> None:
    refusal = _offer_refusal(state, seat, action)
    if refusal is not None:
        raise IllegalAction(*refusal)
    state.offer = _trade(seat, action)
    if (seat, action.to) not in state.offered:
        state.offered.append((seat, action.to))
    state.offer_back = state.phase
    state.phase = "offer"
    state.events.append(event(code="trade_offered", params={"seat": seat, "to": action.to, "give": list(action.give),
                                                            "take": list(action.take), "ask": action.ask,
                                                            "pay": action.pay}))


def _accept_trade(state: AntiMonopolyState, seat: int, action) -> None:
    trade = state.offer
    offers.carry_out(state, trade)
    state.offer, state.phase = None, state.offer_back
    state.events.append(event(code="trade_accepted", params={"seat": seat, "proposer": trade.proposer,
                                                             "give": list(trade.give), "take": list(trade.take),
                                                             "ask": max(trade.money, 0), "pay": max(-trade.money, 0)}))
    _settle(state)


def _refuse_trade(state: AntiMonopolyState, seat: int, action) -> None:
    trade = state.offer
    state.offer, state.phase = None, state.offer_back
    state.events.append(event(code="trade_refused", params={"seat": seat, "proposer": trade.proposer}))


# -- debts and bankruptcy --------------------------------------------------------------------------


def _settle(state: AntiMonopolyState) -> None:
    """In distress, after each step of raising money: pay the debt once the cash is there."""
    if state.phase != "distress":
        return
    debt = state.debts[0]
    if state.players[debt.seat].cash >= debt.owed:
        money.pay(state, debt.seat, debt.owed, debt.creditor)
        state.events.append(event(code="debt_paid", params={"seat": debt.seat, "amount": debt.owed,
                                                            "to": debt.creditor}))
        state.debts.pop(0)
        _debts_done(state)


def _debts_done(state: AntiMonopolyState) -> None:
    """Once no debt is left, the turn goes on where the first debt stopped it."""
    if state.debts or state.phase == "over":
        return
    if state.players[state.current].bankrupt:
        _end_turn(state)
    elif state.resume == "released":
        _release(state, state.current, "paid")
        state.phase = "roll"
    else:
        _finish_move(state)


def _bankruptcy_refusal(state: AntiMonopolyState) -> tuple[str, dict] | None:
    """Rule 22 (rules_version 2 on): bankrupt only who cannot pay even after selling every building
    and mortgaging every title; None: the debtor may declare it."""
    debt = state.debts[0]
    could = can_raise(state, debt.seat)
    if state.rules_version >= 2 and could >= debt.owed:
        return "can_pay", {"owed": debt.owed, "can_raise": could}
    return None


def _bankrupt(state: AntiMonopolyState, seat: int, action) -> None:
    refusal = _bankruptcy_refusal(state)
    if refusal is not None:
        raise IllegalAction(*refusal)
    debt = state.debts[0]
    player = state.players[seat]
    sold = 0
    for space in player.titles:
        level = state.buildings.pop(space, 0)
        if level:
            sold += level
            money.receive(state, seat, level * building_sale(space))
    cash, titles = money.bankrupt(state, seat, debt.creditor)
    player.jailed, player.tries = False, 0
    state.out.append(seat)
    state.debts.pop(0)
    state.events.append(event(code="bankrupt", params={"seat": seat, "to": debt.creditor, "cash": cash,
                                                       "titles": titles, "buildings_sold": sold}))
    if _check_end(state):
        return
    _debts_done(state)


def _check_end(state: AntiMonopolyState) -> bool:
    active = state.active()
    if state.options.victory == "B" and len({state.players[s].role for s in active}) == 1:
        _game_over(state, "side_bankrupt")
    elif len(active) <= 1:
        _game_over(state, "last_player")
    return state.phase == "over"


# -- turns and the end -----------------------------------------------------------------------------


def _end_turn_early(state: AntiMonopolyState, seat: int, action) -> None:
    """The end_turn action: in phase "roll" only instead of the extra roll after doubles."""
    if state.phase == "roll" and not (state.extra_roll and state.rules_version >= 2):
        raise IllegalAction("no_extra_roll")
    _end_turn(state)


def _end_turn(state: AntiMonopolyState, seat: int | None = None, action=None) -> None:
    was = state.current
    if not state.players[was].bankrupt:
        state.events.append(event(code="turn_ended", params={"seat": was}))
    n = state.num_players
    nxt = (was + 1) % n
    while state.players[nxt].bankrupt:
        nxt = (nxt + 1) % n
    if (nxt - state.first_player) % n <= (was - state.first_player) % n:
        state.round += 1
    state.current, state.turn, state.phase = nxt, state.turn + 1, "roll"
    state.rolls, state.dice, state.path, state.mover, state.last_card = 0, None, [], None, None
    state.extra_roll = False
    state.offered = []
    state.events.append(event(code="turn_started", params={"seat": nxt, "round": state.round, "turn": state.turn}))


def _end_by_time(state: AntiMonopolyState, seat: int, action) -> None:
    if state.rules_version >= 2 and state.options.time_limit is None:
        raise IllegalAction("no_time_limit")
    if not _at_round_start(state):
        raise IllegalAction("not_round_start")
    lines = {}
    for s in state.active():
        player = state.players[s]
        kept = player.cash * KEPT_PERCENT[player.role] // 100
        lines[s] = SettlementLine(seat=s, cash=player.cash, kept=kept, rents=[], final=0, wealth=wealth(state, s))
        money.pay(state, s, player.cash - kept)
    for space in TITLES:  # the banker's walk from START
        owner = state.owner(space)
        if owner is None or space in state.players[owner].pawned or not collects(state, owner):
            continue
        if BOARD[space].kind == "utility":
            amount = rent(state, space, sum(_two_dice(state, owner, "works")))
        else:
            amount = rent(state, space)
        money.receive(state, owner, amount)
        lines[owner].rents.append((space, amount))
    for line in lines.values():
        line.final = state.players[line.seat].cash
        state.events.append(event(code="settlement", params={
            "seat": line.seat, "cash": line.cash, "kept": line.kept,
            "rents": [list(r) for r in line.rents], "final": line.final}))
    state.settlement = list(lines.values())
    _game_over(state, "time")


def _end_by_agreement(state: AntiMonopolyState, seat: int, action) -> None:
    if state.rules_version < 2:
        raise IllegalAction("bad_action", {"detail": "no end by agreement in rules_version 1"})
    if state.options.time_limit is not None:
        raise IllegalAction("time_limit")
    _game_over(state, "agreement")


def _game_over(state: AntiMonopolyState, reason: str) -> None:
    state.phase, state.end_reason = "over", reason
    state.offer, state.debts = None, []
    state.events.append(event(code="game_over", params={"reason": reason, "winners": outcome(state).winners}))


def outcome(state: AntiMonopolyState) -> Outcome:
    n = state.num_players
    if state.end_reason == "time":
        final = {line.seat: line for line in state.settlement}
        scores = [final[s].final if s in final else 0 for s in range(n)]
        keys = [(1, scores[s], final[s].wealth) if s in final else (0, state.out.index(s), 0) for s in range(n)]
        second = "more_wealth"
    else:
        scores = [wealth(state, s) for s in range(n)]
        keys = [(0, state.out.index(s), 0) if state.players[s].bankrupt else (1, scores[s], state.players[s].cash)
                for s in range(n)]
        second = "more_cash"
    ranking = rank_by(keys)
    winners = ranking[0]
    tie_break = None
    if len(winners) > 1:
        tie_break = "shared_win"
    elif sum(1 for key in keys if key[:2] == keys[winners[0]][:2]) > 1:
        tie_break = second
    return Outcome(scores=scores, ranking=ranking, winners=winners, tie_break=tie_break)


_HANDLERS = {
    Roll: _roll,
    Buy: _buy,
    Decline: _decline,
    Build: _build,
    SellBuilding: _sell_building,
    Mortgage: _mortgage,
    Redeem: _redeem,
    PayTax: _pay_tax,
    PayToLeave: _pay_to_leave,
    OfferTrade: _offer_trade,
    AcceptTrade: _accept_trade,
    RefuseTrade: _refuse_trade,
    Bankrupt: _bankrupt,
    EndTurn: _end_turn_early,
    EndByTime: _end_by_time,
    EndByAgreement: _end_by_agreement,
}
