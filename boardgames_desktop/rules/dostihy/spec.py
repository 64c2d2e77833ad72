"""Dostihy a sázky, cestovní verze (Dino Toys): buy horses, bet against the other stables. 2-6 players.

The bank is the program. Turn: pawn or redeem horses if you like, roll the symbol die, do what it
shows; the turn passes by itself when that is done. The game ends the moment the last chance card
has been carried out (or when only one player is left in the game). Here: the spec, the setup, the
turn and the chance cards; turns.py the end of a turn and of the game, debts.py financial distress,
races.py the betting.

Readings of the booklet (RULES-NOTES.md, "Dostihy a sázky"; the in-app rules say the same):
- Stakes leave the player's cash when placed; the winner of a race takes both. An answer may raise
  only as far as the challenger can match from the cash still in hand (all answers together), and
  must leave the answerer enough to at least match their other races in the same challenge.
- Betting cards held count in the holder's first race of the next betting round they take part in
  (all cards held at once) and are then discarded.
- Money with no race possible (the challenger, or every opponent, has less than the smallest stake)
  does nothing; a star then offers only the horse head and the question mark.
- Races are run in the order the challenger entered them; that order decides which race a held
  betting card counts in. An answer may raise to any multiple of 1,000 up to double the stake.
- Pawning and redeeming: before the roll on one's own turn (each horse once per turn), and pawning
  in distress. Selling (to the bank, or offers to players) only in distress; a refused horse may
  be offered to the same player again, at another price. Bankruptcy comes by itself with no horse
  card left, and may be declared once no un-pawned horse is left. Cash and horses of a bankrupt go
  to the bank.
- With one player left the game ends (the booklet's alternative ending); bankrupt players rank
  last, the later out above the earlier.
- Every game is played under the rules it began with (data.RULES, by the record's rules_version):
  games of version 1 keep the first chance deck, answers limited to the STAKES and one offer of
  each horse to each player per distress.

Setup override, all keys optional (for tests and tutorials):
    {"chance": [card ids],        the top of the chance deck (cards of the deck of the game's rules);
                                  the cards not named are shuffled beneath
     "dice": [results],           die results used before the seeded generator: each string
                                  ("horse", "money", "question", "star") is the next roll of the
                                  symbol die, each integer 1..6 the next roll of the points die
     "first_player": seat,
     "cash": [crowns per seat],   instead of the options' starting cash
     "horses": [[ids] per seat],  horses owned from the start (the bank keeps the rest)
     "pawned": [ids]}             of those, the ones lying pawned
"""

from ..core import GameSpec, IllegalAction, InvalidSetup, Outcome, Progress, Rng, event, money, rank_by
from ..core.deck import money_effect, stack
from ..core.dice import roll, script_dice
from .actions import (
    ACTION_ADAPTER, AcceptOffer, Answer, Buy, ChooseSymbol, DeclareBankruptcy, Enter, Match, Offer, Pawn, Redeem,
    RefuseOffer, ReturnHorse, Roll, SellToBank, SkipBuy, Send,
)
from .data import CARD_BY_ID, HORSE_BY_ID, HORSES, MONEY, POINTS_FACES, RULES, RULES_VERSION, STAKES, SYMBOL_FACES
from .debts import _accept_offer, _bankrupt, _charge, _offer, _offer_options, _pawn, _refuse_offer, _sell_to_bank
from .determinize import determinize
from .options import DostihyOptions, DostihySetup
from .races import _answer, _answer_options, _enter, _enter_options, _match_and_run, _most_races, _send
from .state import Challenge, DostihyState, Player
from .turns import _card_done, _end_turn, _is_int, _score
from .view import build_view


# The phase each kind of action belongs to.
# The actions without a choice of amount, made once: pydantic models are slow to build, and a
# search asks for the legal actions thousands of times a decision.
_ROLL, _SKIP_BUY, _SEND, _MATCH = Roll(), SkipBuy(), Send(), Match()


_ACCEPT, _REFUSE, _BANKRUPTCY = AcceptOffer(), RefuseOffer(), DeclareBankruptcy()


_SYMBOLS = {symbol: ChooseSymbol(symbol=symbol) for symbol in ("horse", "money", "question")}


_PAWNS = {horse: Pawn(horse=horse) for horse in HORSE_BY_ID}


_REDEEMS = {horse: Redeem(horse=horse) for horse in HORSE_BY_ID}


_BUYS = {horse: Buy(horse=horse) for horse in HORSE_BY_ID}


_RETURNS = {horse: ReturnHorse(horse=horse) for horse in HORSE_BY_ID}


_SELLS_TO_BANK = {horse: SellToBank(horse=horse) for horse in HORSE_BY_ID}


_PHASES = {
    Roll: ("roll",),
    Redeem: ("roll",),
    ChooseSymbol: ("choose",),
    Buy: ("buy",),
    SkipBuy: ("buy",),
    ReturnHorse: ("colic",),
    Enter: ("challenge",),
    Send: ("challenge",),
    Answer: ("answer",),
    Match: ("match",),
    Pawn: ("roll", "distress"),
    SellToBank: ("distress",),
    Offer: ("distress",),
    DeclareBankruptcy: ("distress",),
    AcceptOffer: ("offer",),
    RefuseOffer: ("offer",),
}


class DostihySpec(GameSpec):
    id = "dostihy"
    min_players = 2
    max_players = 6
    rules_version = RULES_VERSION
    older_rules_versions = tuple(version for version in RULES if version != RULES_VERSION)
    private_information = False  # all at the table is public (see view.py)
    options_model = DostihyOptions
    setup_model = DostihySetup
    action_adapter = ACTION_ADAPTER

    def _new_game(self, num_players, seed, options, setup, rules_version):
        rng = Rng.from_seed(seed)
        deck = stack([card.id for card in RULES[rules_version].deck], setup.get("chance"), rng, what="chance")
        dice = script_dice(setup.get("dice"), {"symbol": SYMBOL_FACES, "points": POINTS_FACES})
        cash = _cash(setup.get("cash"), num_players, options.starting_cash)
        owned = _owned(setup.get("horses"), num_players)
        pawned = _pawned(setup.get("pawned"), owned)
        first = setup.get("first_player")
        if first is None:
            first = rng.below(num_players)
        elif not _is_int(first) or not 0 <= first < num_players:
            raise InvalidSetup("bad_setup", {"detail": f"first_player: {first!r}"})
        taken = {horse for horses in owned for horse in horses}
        state = DostihyState(
            num_players=num_players,
            options=options,
            rng=rng,
            players=[
                Player(cash=cash[seat], horses=sorted(owned[seat]), pawned=sorted(set(owned[seat]) & pawned))
                for seat in range(num_players)
            ],
            bank_horses=[horse.id for horse in HORSES if horse.id not in taken],
            deck=deck,
            symbol_script=dice["symbol"],
            points_script=dice["points"],
            first_player=first,
            rules_version=rules_version,
            current=first,
        )
        state.events.append(event(code="turn_started", params={"seat": first, "turn": 1, "round": 1}))
        return state

    # -- what may be done now --------------------------------------------------------------------

    def _legal_actions(self, state, seat):
        phase = state.phase
        player = state.players[seat]
        if phase == "roll":
            pawn = [_PAWNS[h] for h in player.horses if h not in player.pawned and h not in state.changed]
            redeem = [
                _REDEEMS[h] for h in player.pawned if h not in state.changed and MONEY.redeem_cost(h) <= player.cash
            ]
            return [_ROLL, *pawn, *redeem]
        if phase == "choose":
            return [_SYMBOLS[s] for s in _choosable(state)]
        if phase == "buy":
            buy = [_BUYS[h] for h in state.bank_horses if HORSE_BY_ID[h].price <= player.cash]
            return [*buy, _SKIP_BUY]
        if phase == "colic":
            return [_RETURNS[h] for h in player.horses]
        if phase == "challenge":
            return _enter_options(state) + ([_SEND] if state.challenge.races else [])
        if phase == "answer":
            return _answer_options(state)
        if phase == "match":
            return [_MATCH]
        if phase == "distress":
            free = money.free_assets(player)
            result = [_PAWNS[h] for h in free] + [_SELLS_TO_BANK[h] for h in free]
            result += _offer_options(state)
            if money.may_declare_bankruptcy(player):
                result.append(_BANKRUPTCY)
            return result
        if phase == "offer":
            return [_ACCEPT, _REFUSE]
        return []

    # -- doing it --------------------------------------------------------------------------------

    def _apply(self, state, seat, action):
        phases = _PHASES.get(type(action))
        if phases is None:
            raise IllegalAction("bad_action", {"detail": f"not a Dostihy a sázky action: {type(action).__name__}"})
        if state.phase not in phases:
            raise IllegalAction("wrong_phase", {"phase": state.phase})
        kind = type(action)  # not isinstance: pydantic's metaclass makes that several times slower
        if kind is Roll:
            _roll(state)
        elif kind is Redeem:
            _redeem(state, seat, action.horse)
        elif kind is ChooseSymbol:
            if action.symbol not in _choosable(state):
                raise IllegalAction("symbol_not_allowed", {"symbol": action.symbol})
            state.chosen = action.symbol
            state.events.append(event(code="symbol_chosen", params={"seat": seat, "symbol": action.symbol}))
            _carry_out(state, action.symbol)
        elif kind is Buy:
            _buy(state, seat, action.horse)
        elif kind is SkipBuy:
            state.events.append(event(code="buy_skipped", params={"seat": seat}))
            _end_turn(state)
        elif kind is ReturnHorse:
            if action.horse not in state.players[seat].horses:
                raise IllegalAction("not_your_horse", {"horse": action.horse})
            _return_horse(state, seat, action.horse, automatic=False)
            _card_done(state)
        elif kind is Enter:
            _enter(state, seat, action)
        elif kind is Send:
            _send(state, seat)
        elif kind is Answer:
            _answer(state, seat, action)
        elif kind is Match:
            _match_and_run(state)
        elif kind is Pawn:
            _pawn(state, seat, action.horse)
        elif kind is SellToBank:
            _sell_to_bank(state, seat, action.horse)
        elif kind is Offer:
            _offer(state, seat, action)
        elif kind is DeclareBankruptcy:
            if not money.may_declare_bankruptcy(state.players[seat]):
                raise IllegalAction("has_unpawned_horses")
            _bankrupt(state, seat)
        elif kind is AcceptOffer:
            _accept_offer(state)
        else:
            _refuse_offer(state)

    # -- what is shown ---------------------------------------------------------------------------

    def _view(self, state, seat):
        seats = range(state.num_players)
        most_races = [_most_races(state, i) for i in seats] if state.challenge else []
        return build_view(state, seat, [_score(state, i) for i in seats], most_races)

    def _determinize(self, view, seat, rng):
        return determinize(view, seat, rng)

    def _progress(self, state):
        return Progress(round=state.round, phase=state.phase)

    def _outcome(self, state):
        scores = [_score(state, seat) for seat in range(state.num_players)]
        keys = [_rank_key(state, seat, scores[seat]) for seat in range(state.num_players)]
        ranking = rank_by(keys)
        winners = ranking[0]
        best = keys[winners[0]]
        tied = [seat for seat in range(state.num_players) if keys[seat][:2] == best[:2]]
        tie_break = None
        if len(winners) > 1:
            tie_break = "shared_win"
        elif len(tied) > 1:
            most_others = max(keys[seat][2] for seat in tied if seat not in winners)
            tie_break = "more_horses" if best[2] > most_others else "more_valuable_horses"
        return Outcome(scores=scores, ranking=ranking, winners=winners, tie_break=tie_break)


# -- setup -----------------------------------------------------------------------------------------


def _cash(given, num_players: int, default: int) -> list[int]:
    if given is None:
        return [default] * num_players
    if not isinstance(given, list) or len(given) != num_players or not all(_is_int(c) and c >= 0 for c in given):
        raise InvalidSetup("bad_setup", {"detail": "cash must be one whole number of crowns per seat"})
    return list(given)


def _owned(given, num_players: int) -> list[list[int]]:
    if given is None:
        return [[] for _ in range(num_players)]
    ok = isinstance(given, list) and len(given) == num_players and all(isinstance(hs, list) for hs in given)
    flat = [h for hs in given for h in hs] if ok else []
    if not ok or not all(_is_int(h) and h in HORSE_BY_ID for h in flat) or len(set(flat)) != len(flat):
        raise InvalidSetup("bad_setup", {"detail": "horses must be one list of distinct horse ids per seat"})
    return [list(hs) for hs in given]


def _pawned(given, owned: list[list[int]]) -> set[int]:
    if given is None:
        return set()
    flat = {h for hs in owned for h in hs}
    if not isinstance(given, list) or not all(_is_int(h) and h in flat for h in given):
        raise InvalidSetup("bad_setup", {"detail": "pawned must list horses that someone owns"})
    return set(given)


def _rank_key(state: DostihyState, seat: int, score: int) -> tuple:
    """The booklet: more money; on a tie more horses, then the more valuable horses. Bankrupt players
    come last, those who went out later above those who went out earlier."""
    player = state.players[seat]
    if player.bankrupt:
        return (0, 0, 0, (), state.out.index(seat))
    prices = sorted((HORSE_BY_ID[h].price for h in player.horses if h not in player.pawned), reverse=True)
    return (1, score, len(prices), tuple(prices), 0)


# -- the turn --------------------------------------------------------------------------------------


def _race_possible(state: DostihyState, seat: int) -> bool:
    least = STAKES[0]
    return state.players[seat].cash >= least and any(
        other != seat and state.players[other].cash >= least for other in state.active()
    )


def _choosable(state: DostihyState) -> list[str]:
    return [s for s in ("horse", "money", "question") if s != "money" or _race_possible(state, state.current)]


def _roll(state: DostihyState) -> None:
    seat = state.current
    state.challenge = None
    state.changed = []
    symbol = roll(state.rng, SYMBOL_FACES, state.symbol_script)
    state.symbol = symbol
    state.events.append(event(code="symbol_rolled", params={"seat": seat, "symbol": symbol}, reveals=True))
    if symbol == "star":
        state.phase = "choose"
    else:
        _carry_out(state, symbol)


def _carry_out(state: DostihyState, symbol: str) -> None:
    seat = state.current
    player = state.players[seat]
    if symbol == "horse":
        if any(HORSE_BY_ID[h].price <= player.cash for h in state.bank_horses):
            state.phase = "buy"
        else:
            state.events.append(event(code="nothing_to_buy", params={"seat": seat}))
            _end_turn(state)
    elif symbol == "money":
        if _race_possible(state, seat):
            state.challenge = Challenge(challenger=seat)
            state.phase = "challenge"
        else:
            state.events.append(event(code="no_race_possible", params={"seat": seat}))
            _end_turn(state)
    else:
        _draw_chance(state)


def _redeem(state: DostihyState, seat: int, horse: int) -> None:
    cost = money.redeem(state, seat, horse, MONEY, locked=state.changed)
    state.changed.append(horse)
    state.events.append(event(code="redeemed", params={"seat": seat, "horse": horse, "amount": cost}))


def _buy(state: DostihyState, seat: int, horse: int) -> None:
    if horse not in state.bank_horses:
        raise IllegalAction("horse_not_available", {"horse": horse})
    price = HORSE_BY_ID[horse].price
    money.buy_from_bank(state, seat, horse, price)
    state.events.append(event(code="horse_bought", params={"seat": seat, "horse": horse, "price": price}))
    _end_turn(state)


# -- chance cards ----------------------------------------------------------------------------------


def _draw_chance(state: DostihyState) -> None:
    seat = state.current
    player = state.players[seat]
    card = CARD_BY_ID[state.deck.pop(0)]
    state.events.append(
        event(code="chance_drawn", params={"seat": seat, "card": card.id, "left": len(state.deck)}, reveals=True)
    )
    if card.effect == "race_roll":
        player.held.append(card.id)
        state.events.append(event(code="card_kept", params={"seat": seat, "card": card.id}))
        _card_done(state)
        return
    state.discard.append(card.id)
    payments = money_effect(card.effect, card.amount, seat, units={"runner": len(player.runners())})
    if payments is not None:
        (payment,) = payments  # this deck's money cards are all one payment to or from the bank
        if payment.payee == seat:
            money.receive(state, seat, payment.amount)
            state.events.append(
                event(code="money_received", params={"seat": seat, "amount": payment.amount, "card": card.id})
            )
            _card_done(state)
        else:
            _charge(state, seat, payment.amount, card.id)
    else:  # colic
        if not player.horses:
            state.events.append(event(code="colic_no_horse", params={"seat": seat}))
            _card_done(state)
        elif len(player.horses) == 1:
            _return_horse(state, seat, player.horses[0], automatic=True)
            _card_done(state)
        else:
            state.phase = "colic"


def _return_horse(state: DostihyState, seat: int, horse: int, automatic: bool) -> None:
    was_pawned = money.hand_over(state, seat, None, horse)
    state.events.append(
        event(
            code="horse_returned",
            params={"seat": seat, "horse": horse, "pawned": was_pawned, "automatic": automatic},
        )
    )
