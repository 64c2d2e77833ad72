"""Anti-Monopoly (Czech edition, Piatnik 2006): 2-6 players, each a competitor or a monopolist, buy
streets, transport companies and works, and collect rents by their role's rules.

The bank is the program. A turn: roll two dice, move, resolve the space; doubles give one more roll
(a double on that one is a plain roll). Between rolls the player on turn may build, sell buildings,
mortgage, redeem and offer trades. Actions and their JSON: actions.py. Rents and the other figures:
data.py (tables), economy.py (what they are in a state), both read by the view. Here: the spec,
the setup and what may be done; turns.py dice, payments and the end, moving.py a move and the
space reached, deals.py building, mortgages and trades, debts.py debts and bankruptcy.

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

from ..core import GameSpec, IllegalAction, InvalidSetup, Progress, Rng, event
from ..core.deck import stack
from ..core.dice import script_dice
from .actions import (
    ACTION_ADAPTER, AcceptTrade, Bankrupt, Build, Buy, Decline, EndByAgreement, EndByTime, EndTurn, Mortgage,
    OfferTrade, PayTax, PayToLeave, Redeem, RefuseTrade, Roll, SellBuilding,
)
from .data import (
    BOARD, DECKS, DIE_FACES, MAX_LEVEL, MONEY, PRISON, PRISON_FEE, PRISON_TRIES, ROLES, RULES_VERSION,
    RULES_VERSIONS, STARTING_CASH, TITLES,
)
from .deals import (
    _accept_trade, _build, _mortgage, _offer_trade, _redeem, _refuse_trade, _sell_building, _simple_offers,
)
from .debts import _bankrupt, _bankruptcy_refusal
from .determinize import determinize
from .economy import build_refusal
from .moving import _buy, _decline, _pay_tax, _pay_to_leave, _roll
from .options import AntiMonopolyOptions, AntiMonopolySetup
from .state import BETWEEN_MOVES, AntiMonopolyState, Player
from .turns import _at_round_start, _end_by_agreement, _end_by_time, _end_turn_early, outcome
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
    replays_on_one_copy = True  # its copy (state.py) is whole; a long save's replay copied 70 % of the time

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
