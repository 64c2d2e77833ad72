"""The five phases of a round of Poslední vůle: what each seat may do, and what doing it changes.

`legal(state, seat)` lists every action the rules allow; `carry_out` does one of them (the spec has
already checked it is listed), and moves the game on through the phases.
"""

from dataclasses import replace

from ..core import event
from . import effects
from .actions import (
    Activate, ChoosePlan, Companion, Discard, Draw, DrawAny, EndTurn, ExtraBoard, Market, Opera, Place, Play, Sell,
    Take,
)
from .data import (
    CARD, EXTRA_BOARD_SPACES, GROUP_ERRANDS, HOUSES, MARKET_SPACES, OFFER, OPERA, OPERA_SPACES, PLANS,
    PROPERTY_BONUS, REGULAR_DECKS, ROUNDS,
)
from .state import BLOCKER, Declaring, LastWillState, OnBoard, Player

# -- cards moving --------------------------------------------------------------------------------


def available(state: LastWillState, deck: str) -> int:
    return len(state.decks[deck]) + len(state.discards[deck])


def draw(state: LastWillState, deck: str) -> str | None:
    """The top card of a regular deck; an empty deck is first made again from its discards."""
    if not state.decks[deck] and state.discards[deck]:
        state.decks[deck] = state.rng.shuffled(state.discards[deck])
        state.discards[deck] = []
        state.events.append(event(code="deck_reshuffled", params={"deck": deck}))
    return state.decks[deck].pop(0) if state.decks[deck] else None


def throw_away(state: LastWillState, card: str, face_down: bool = False) -> None:
    """A card leaves play: a regular one to its discard pile, a special out of the game (face down
    from a hand, rules_version 2 on), a Happy Day back beside the board."""
    deck = CARD[card].deck
    if deck == "specials" and face_down and state.rules_version >= 2:
        state.buried.append(card)
    elif deck == "specials":
        state.boxed.append(card)
    elif deck == "happy_days":
        state.beside.append(card)
    else:
        state.discards[deck].append(card)


def to_hand(player: Player, cards) -> None:
    player.hand = sorted(player.hand + [c for c in cards if c is not None])


def out_of_hand(player: Player, card: str) -> None:
    player.hand.remove(card)


def take_companion(state: LastWillState, player: Player, kind: str) -> None:
    """The first companion card of this kind in the hand goes to its discard pile."""
    card = next(c for c in player.hand if CARD[c].companion == kind)
    out_of_hand(player, card)
    throw_away(state, card)


def take_happy_day(state: LastWillState, player: Player) -> None:
    card = next(c for c in player.hand if CARD[c].kind == "happy_day")
    out_of_hand(player, card)
    throw_away(state, card)


def spend(state: LastWillState, seat: int, amount: int, why: str) -> None:
    state.players[seat].money -= amount
    state.spent += amount
    state.events.append(event(code="spent", params={"seat": seat, "amount": amount, "for": why}))


def drew(state: LastWillState, seat: int, cards: list[str | None], why: str) -> None:
    cards = [c for c in cards if c is not None]
    player = state.players[seat]
    to_hand(player, cards)
    backs: dict[str, int] = {}
    for card in cards:
        backs[CARD[card].back] = backs.get(CARD[card].back, 0) + 1
    state.events.append(event(code="cards_drawn", params={"seat": seat, "backs": backs, "for": why}))
    if cards:  # nothing drawn (a plan of no cards, empty decks) shows the drawer nothing
        state.events.append(event(code="you_drew", params={"seat": seat, "cards": cards}, visible_to=[seat],
                                  reveals=True))


# -- round set-up -------------------------------------------------------------------------------


def start_round(state: LastWillState) -> None:
    offer = {}
    for space in OFFER[state.num_players]:
        deck = space.decks[state.round - 1]
        if deck == "happy_days":
            offer[space.name] = state.beside.pop(0) if state.beside else None
        elif deck == "specials":
            offer[space.name] = state.decks["specials"].pop(0) if state.decks["specials"] else None
        else:
            offer[space.name] = draw(state, deck)
    state.offer = offer
    state.group_taken = 0
    state.taken = {}
    state.plans = {}
    state.events.append(event(code="round_started", params={"round": state.round, "start_player": state.start_player,
                                                          "offer": dict(offer)}, reveals=True))
    if state.round == 1 and state.to_act:
        state.phase = "keep"
    else:
        start_plans(state)


def start_plans(state: LastWillState) -> None:
    state.phase = "plan"
    n, first = state.num_players, state.start_player
    if n == 2:
        second = 1 - first
        state.queue = [("block", first), ("block", second), ("choose", second), ("choose", first)]
    else:
        state.queue = [("choose", (first + i) % n) for i in range(n)]


# -- the phases, one action at a time --------------------------------------------------------------


def legal(state: LastWillState, seat: int) -> list:
    if state.phase in ("keep", "discard"):
        return [Discard(card=card) for card in dict.fromkeys(state.players[seat].hand)]
    if state.phase == "plan":
        if state.declaring is not None:
            return [Draw(deck=deck) for deck in REGULAR_DECKS if _undeclared(state, deck) > 0]
        return [ChoosePlan(position=plan.position) for plan in _plans(state) if plan.position not in state.plans]
    if state.phase == "errands":
        return errands(state, seat)
    return deeds(state, seat)


def _plans(state: LastWillState):
    return PLANS[state.side]


def _undeclared(state: LastWillState, deck: str) -> int:
    return available(state, deck) - state.declaring.decks.count(deck)


def carry_out(state: LastWillState, seat: int, action) -> None:
    player = state.players[seat]
    if isinstance(action, Discard):
        out_of_hand(player, action.card)
        throw_away(state, action.card, face_down=True)
        state.events.append(event(code="discarded", params={"seat": seat, "back": CARD[action.card].back}))
        if state.to_act:
            return
        if state.phase == "keep":
            start_plans(state)
        else:
            end_round(state)
    elif isinstance(action, ChoosePlan):
        _choose_plan(state, seat, action.position)
    elif isinstance(action, Draw):
        state.declaring.decks.append(action.deck)
        state.events.append(event(code="deck_named", params={"seat": seat, "deck": action.deck}))
        if len(state.declaring.decks) == state.declaring.count or not any(
                _undeclared(state, deck) > 0 for deck in REGULAR_DECKS):
            _draw_declared(state)
    elif state.phase == "errands":
        _send_errand(state, seat, action)
    else:
        _deed(state, seat, action)


def _choose_plan(state: LastWillState, seat: int, position: int) -> None:
    step, _ = state.queue.pop(0)
    if step == "block":
        state.plans[position] = BLOCKER
        state.events.append(event(code="plan_blocked", params={"seat": seat, "position": position}))
        return _next_plan(state)
    plan = state.plan(position)
    player = state.players[seat]
    state.plans[position] = seat
    player.plan, player.errands = position, plan.errands
    state.events.append(event(code="plan_chosen", params={"seat": seat, "position": position}))
    count = plan.cards + sum(p["count"] for _, p in player.passives("extra_draws") if p["deck"] == "any")
    state.declaring = Declaring(seat, count)
    if count == 0 or not any(available(state, deck) for deck in REGULAR_DECKS):
        _draw_declared(state)


def _draw_declared(state: LastWillState) -> None:
    declared, state.declaring = state.declaring, None
    player = state.players[declared.seat]
    extras = [deck for _, p in player.passives("extra_draws") if p["deck"] != "any" for deck in [p["deck"]] * p["count"]]
    cards = [draw(state, deck) for deck in declared.decks + extras]
    player.drawn = sorted(c for c in cards if c is not None)
    drew(state, declared.seat, cards, "plan")
    _next_plan(state)


def _next_plan(state: LastWillState) -> None:
    if state.queue:
        return
    state.phase = "errands"
    order = state.plan_order()
    state.queue = [("errand", s) for s in order] + [("errand", s) for s in order if state.players[s].errands > 1]
    _skip_idle_errands(state)


# -- errand boys ------------------------------------------------------------------------------------


def errands(state: LastWillState, seat: int) -> list:
    player = state.players[seat]
    result = []
    group = {space.name for space in OFFER[state.num_players] if space.group}
    for space, card in state.offer.items():
        if card is not None and (space not in group or state.group_taken < GROUP_ERRANDS):
            result.append(Take(space=space))
    if state.taken.get("opera", 0) < OPERA_SPACES:
        result += [Opera(pay=amount) for amount in effects.payments(player, [OPERA], effects.surcharges(player, "theatre"))]
    if state.taken.get("market", 0) < MARKET_SPACES:
        result += [Market(tokens=order) for order in effects.market_orders(state.market)]
    if state.taken.get("extra_board", 0) < EXTRA_BOARD_SPACES[state.num_players] and state.extra_boards_left > 0:
        result.append(ExtraBoard())
    if not player.drew_any:
        result += [DrawAny(deck=deck) for deck in REGULAR_DECKS if available(state, deck)]
    return result


def _send_errand(state: LastWillState, seat: int, action) -> None:
    player = state.players[seat]
    state.queue.pop(0)
    player.errands -= 1
    if isinstance(action, Take):
        card = state.offer[action.space]
        state.offer[action.space] = None
        if any(space.name == action.space and space.group for space in OFFER[state.num_players]):
            state.group_taken += 1
        to_hand(player, [card])
        state.events.append(event(code="errand_took", params={"seat": seat, "space": action.space, "card": card}))
    elif isinstance(action, Opera):
        state.taken["opera"] = state.taken.get("opera", 0) + 1
        state.events.append(event(code="errand_opera", params={"seat": seat}))
        spend(state, seat, action.pay, "opera")
    elif isinstance(action, Market):
        state.taken["market"] = state.taken.get("market", 0) + 1
        state.market = list(action.tokens)
        state.events.append(event(code="errand_market", params={"seat": seat, "tokens": list(action.tokens)}))
    elif isinstance(action, ExtraBoard):
        state.taken["extra_board"] = state.taken.get("extra_board", 0) + 1
        state.extra_boards_left -= 1
        player.extra_boards += 1
        state.events.append(event(code="errand_extra_board", params={"seat": seat}))
    elif isinstance(action, DrawAny):
        player.drew_any = True
        drew(state, seat, [draw(state, action.deck)], "errand")
    _skip_idle_errands(state)


def _skip_idle_errands(state: LastWillState) -> None:
    while state.queue and not errands(state, state.queue[0][1]):
        _, seat = state.queue.pop(0)
        state.players[seat].errands -= 1
        state.events.append(event(code="errand_idle", params={"seat": seat}))
    if not state.queue:
        start_actions(state)


# -- actions -----------------------------------------------------------------------------------------


def start_actions(state: LastWillState) -> None:
    state.phase = "actions"
    for player in state.players:
        extra = sum(p["amount"] for _, p in player.passives("extra_actions"))
        player.actions = state.plan(player.plan).actions + extra
        player.used, player.traded = {}, []
    state.queue = [("act", seat) for seat in state.plan_order()]
    state.events.append(event(code="actions_started", params={
        "actions": [p.actions for p in state.players]}))


def deeds(state: LastWillState, seat: int) -> list:
    player = state.players[seat]
    result = []
    for card in dict.fromkeys(player.hand):
        kind = CARD[card].kind
        if kind == "white":
            result += _white_plays(state, player, card)
        elif kind in ("black", "property"):
            result += _placings(state, player, card)
    for board in player.board:
        result += _board_deeds(state, player, board)
    result.append(EndTurn())
    return result


def _white_plays(state: LastWillState, player: Player, card_id: str) -> list:
    card = CARD[card_id]
    less = 1 if effects.discount(player) else 0
    sizes = sorted(card.params["table"]) if card.play == "spend_by_actions" else [card.actions]
    result = []
    for size in sizes:
        if max(0, size - less) > player.actions:
            continue
        if card.play == "spend":
            for companions, happy, coins in effects.companion_fills(player, card):
                for amount in effects.payments(player, [card.spend + coins], effects.surcharges(player, card.symbol)):
                    result.append(Play(card=card_id, actions=size, pay=amount, companions=companions, happy=happy))
        elif card.play == "spend_by_actions":
            for amount in effects.payments(player, [card.params["table"][size]], effects.surcharges(player, card.symbol)):
                result.append(Play(card=card_id, actions=size, pay=amount))
        elif card.play == "gain_actions":
            if effects.may_pay(player, card.spend):
                result.append(Play(card=card_id, actions=size, pay=card.spend))
        elif card.play == "place_animals":
            result += [Play(card=card_id, actions=size, pay=0, targets=t)
                       for t in effects.animal_targets(player, card.params["tokens"])]
        elif card.play == "decay_steps":
            result += [Play(card=card_id, actions=size, pay=0, targets=t)
                       for t in effects.decay_targets(state, card.params["steps"])]
    return result


def _placings(state: LastWillState, player: Player, card_id: str) -> list:
    card = CARD[card_id]
    full = len(player.board) >= player.spaces
    spaces = [b.card for b in player.board if CARD[b.card].kind != "property"] if full else [None]
    if card.kind != "property":
        return [Place(card=card_id, pay=0, replace=space) for space in spaces] if player.actions >= card.actions else []
    if state.rules_version < 2:
        prices = _buying_prices(state, player, card_id)
        return [Place(card=card_id, pay=price, replace=space) for space in spaces for price in prices]
    # the card discarded for room leaves the board before the purchase: it serves it no more
    return [Place(card=card_id, pay=price, replace=space) for space in spaces
            for price in _buying_prices(state, _without(player, space), card_id)]


def _without(player: Player, card: str | None) -> Player:
    """The player as they are once `card` has left their board (None: as they are)."""
    if card is None:
        return player
    return replace(player, board=[b for b in player.board if b.card != card])


def _buying_prices(state: LastWillState, player: Player, card_id: str) -> list[int]:
    """The prices a property may be bought for now: none without an action or a free trade."""
    helper = effects.allowance(player, "free_trade", CARD[card_id].family)
    if helper is None and player.actions < 1:
        return []
    return [p for p in effects.trade_prices(state, player, card_id, CARD[card_id].values[0], helper)
            if effects.may_pay(player, p)]


def _board_deeds(state: LastWillState, player: Player, board: OnBoard) -> list:
    card = CARD[board.card]
    result = []
    if card.activate and not board.activated and activation_cost(player, board)[0] <= player.actions:
        result += [Activate(card=board.card, pay=amount) for amount in effects.activation_payments(player, board)]
    if len(board.tokens) < len(card.slots) and player.actions >= 1:
        kind = card.slots[len(board.tokens)][0]
        if any(CARD[c].companion == kind for c in player.hand):
            result.append(Companion(card=board.card))
        if any(CARD[c].kind == "happy_day" for c in player.hand):
            result.append(Companion(card=board.card, happy=True))
    if card.kind == "property":
        helper = effects.allowance(player, "free_trade", card.family, board.card)
        if helper is not None or player.actions >= 1:
            result += [Sell(card=board.card, price=price)
                       for price in effects.trade_prices(state, player, board.card, board.value, helper)]
    return result


def activation_cost(player: Player, board: OnBoard) -> tuple[int, str | None]:
    """(actions, helper giving it free): properties take one action unless a helper frees them."""
    card = CARD[board.card]
    if card.kind == "property":
        helper = effects.allowance(player, "free_activation", card.family)
        return (0, helper) if helper else (1, None)
    return card.activation_actions, None


def _deed(state: LastWillState, seat: int, action) -> None:
    player = state.players[seat]
    if isinstance(action, EndTurn):
        state.queue.pop(0)
        state.events.append(event(code="turn_ended", params={"seat": seat}))
        if not state.queue:
            _start_discarding(state)
    elif isinstance(action, Play):
        _play_white(state, seat, action)
    elif isinstance(action, Place):
        _place(state, seat, action)
    elif isinstance(action, Activate):
        board = player.on_board(action.card)
        cost, helper = activation_cost(player, board)
        player.actions -= cost
        if helper:
            player.used[helper] = player.used.get(helper, 0) + 1
        board.activated = True
        state.events.append(event(code="activated", params={"seat": seat, "card": action.card, "free": cost == 0}))
        spend(state, seat, action.pay, action.card)
    elif isinstance(action, Companion):
        board = player.on_board(action.card)
        kind = CARD[action.card].slots[len(board.tokens)][0]
        if action.happy:
            take_happy_day(state, player)
        else:
            take_companion(state, player, kind)
        board.tokens.append(kind)
        player.actions -= 1
        state.events.append(event(code="companion_placed", params={
            "seat": seat, "card": action.card, "companion": kind, "happy_day": action.happy}))
    elif isinstance(action, Sell):
        _trade(player, action.card)
        board = player.on_board(action.card)
        player.board.remove(board)
        throw_away(state, action.card)
        player.money += action.price
        state.paid_out += action.price
        state.events.append(event(code="property_sold", params={"seat": seat, "card": action.card, "price": action.price}))


def _trade(player: Player, card: str) -> None:
    """A property bought or sold: a free trade's use if a helper gives one, else an action."""
    helper = effects.allowance(player, "free_trade", CARD[card].family, card)
    if helper is None:
        player.actions -= 1
    else:
        player.used[helper] = player.used.get(helper, 0) + 1
        player.traded.append(card)


def _play_white(state: LastWillState, seat: int, action: Play) -> None:
    player = state.players[seat]
    card = CARD[action.card]
    helper = effects.discount(player)
    cost = action.actions
    if helper and cost > 0:
        player.used[helper] = 1
        cost -= 1
    player.actions -= cost
    out_of_hand(player, action.card)
    for slot in action.companions:
        take_companion(state, player, card.slots[slot][0])
    for _ in action.happy:
        take_happy_day(state, player)
    throw_away(state, action.card)
    state.events.append(event(code="card_played", params={
        "seat": seat, "card": action.card, "actions": cost, "companions": sorted(action.companions + action.happy),
        "targets": list(action.targets)}))
    if card.play == "gain_actions":
        player.actions += card.params["gain"]
    elif card.play == "place_animals":
        for farm in action.targets:
            board = player.on_board(farm)
            board.tokens.append(CARD[farm].slots[len(board.tokens)][0])
    elif card.play == "decay_steps":
        for house in action.targets:
            board = next(b for p in state.players for b in p.board if b.card == house)
            board.step += 1
    if action.pay:
        spend(state, seat, action.pay, action.card)


def _place(state: LastWillState, seat: int, action: Place) -> None:
    player = state.players[seat]
    card = CARD[action.card]
    if action.replace is not None:
        player.board.remove(player.on_board(action.replace))
        throw_away(state, action.replace)
        state.events.append(event(code="board_card_discarded", params={"seat": seat, "card": action.replace}))
    out_of_hand(player, action.card)
    if card.kind == "property":
        _trade(player, action.card)
    else:
        player.actions -= card.actions
    player.board.append(OnBoard(action.card))
    player.actions += sum(p["amount"] for k, p in card.passive if k == "extra_actions")
    state.events.append(event(code="card_placed", params={"seat": seat, "card": action.card}))
    if action.pay:
        spend(state, seat, action.pay, action.card)


# -- end of round ---------------------------------------------------------------------------------


def _start_discarding(state: LastWillState) -> None:
    """Happy Days can never be kept; then everyone over the hand limit discards, all at once."""
    for seat, player in enumerate(state.players):
        for card in [c for c in player.hand if CARD[c].kind == "happy_day"]:
            out_of_hand(player, card)
            throw_away(state, card)
            state.events.append(event(code="happy_day_returned", params={"seat": seat}))
    state.phase = "discard"
    state.queue = []
    if not state.to_act:
        end_round(state)


def end_round(state: LastWillState) -> None:
    for seat, player in enumerate(state.players):
        for board in player.board:
            values = CARD[board.card].values
            if CARD[board.card].family in HOUSES and not board.activated and board.step < len(values) - 1:
                board.step += 1
                state.events.append(event(code="property_decayed", params={
                    "seat": seat, "card": board.card, "value": board.value}))
            board.activated = False
    for card in state.offer.values():
        if card is not None:
            throw_away(state, card)
    state.offer = {}
    for player in state.players:
        player.last_plan, player.plan = player.plan, None
        player.errands, player.drew_any, player.actions = 0, False, 0
        player.used, player.traded, player.drawn = {}, [], []
    broke = [seat for seat, p in enumerate(state.players) if p.money <= 0 and not p.owns_property()]
    state.events.append(event(code="round_ended", params={"round": state.round}))
    if broke or state.round == ROUNDS:
        state.phase = "over"
        state.queue = []
        state.events.append(event(code="game_over", params={"spent_all": broke, "scores": scores(state)}))
        return
    state.round += 1
    state.start_player = (state.start_player + 1) % state.num_players
    start_round(state)


def scores(state: LastWillState) -> list[int]:
    """Money left plus each property's current value + 5 (the market and helpers do not count)."""
    return [p.money + sum(b.value + PROPERTY_BONUS for b in p.board if CARD[b.card].kind == "property")
            for p in state.players]
