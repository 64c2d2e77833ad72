"""Poslední vůle rules of thumb.

Everything is priced in pounds got rid of. An action left at the end of a round is lost, so a move
in the actions phase is judged by the money it spends, now or later, per action it takes; cards,
day plans and errands by the spending they make possible, an action being worth about RATE
pounds. Properties are bought early, dear, and left to decay: what counts is the price paid less
what their sale will bring back, when the market token is turned down. Cash is kept for the next
round while property is owned (it cannot be paid beyond the cash), and a property is sold when the
cash runs short. In the last round (the seventh, or one in which someone, this seat included, can
spend everything and so end the game) every property is sold first, cheapest first, because a
player who owns none may spend beyond the cash: the plan is to end with no property and the
deepest debt. Helpers are worth what they let the player spend in each round still to come.

The same code decides from a seat's view (normal, easy) and from a state the hard search dealt
(rollout_policy): it only reads what both have under the same names, and the seat's own hand.
"""

import math

from ..rules.core import Rng
from ..rules.last_will import rules
from ..rules.last_will.actions import (
    Activate, ChoosePlan, Companion, Discard, Draw, DrawAny, EndTurn, ExtraBoard, Market, Opera, Place, Play, Sell,
    Take,
)
from ..rules.last_will.data import CARD, FAMILIES, HOUSES, PLANS, PROPERTY_BONUS, ROUNDS, side
from . import Reason

RATE = 3.0  # pounds an action spends, roughly
ROUND_SPEND = 12  # pounds a round's actions spend, roughly
SALE_TOKEN = -1.5  # the market token expected when a property is sold (the bot turns it down)
CARD_WORTH = 1.5  # pounds a card in hand is worth beyond what it spends (it gives the actions a use)
ROLLOUTS = 20  # per hard decision (bots.hard_rollouts)
ROLLOUT_DEPTH = 40  # actions a rollout plays at most; then state_value judges
CANDIDATES = 5  # moves a hard decision compares (the normal one among them)
ROUND_SPREAD = 8.0  # pounds; how far apart a round's end leaves the players, roughly


def normal(view, legal, rng: Rng):
    return _best(_Table(view, view.seat, view.me.hand), legal)


def hint(view, legal, rng: Rng):
    """normal()'s choice (the move it scores highest), and what its score was made of."""
    table = _Table(view, view.seat, view.me.hand)
    action = _best(table, legal)
    return action, table.reason(action)


def easy(view, legal, rng: Rng):
    """Half the time any legal move; otherwise the normal one, though it never looks at the end."""
    if rng.below(2):
        return legal[rng.below(len(legal))]
    return normal(view, legal, rng)


def candidates(view, legal, rng: Rng) -> list:
    """The moves the rules of thumb like best: the best two of each kind, the best few of those."""
    table = _Table(view, view.seat, view.me.hand)
    ranked = sorted(legal, key=lambda action: -table.score(action))
    kinds: dict[type, list] = {}
    for action in ranked:
        kinds.setdefault(type(action), []).append(action)
    picked = [action for group in kinds.values() for action in group[:2]]
    return sorted(picked, key=lambda action: -table.score(action))[:CANDIDATES]


def rollout_policy(spec, state, seat: int, rng: Rng):
    """normal(), read straight from a dealt state: only the seat's own hand of all that is hidden."""
    legal = rules.legal(state, seat)
    return legal[0] if len(legal) == 1 else _best(_Table(state, seat, state.players[seat].hand), legal)


def rollout_cut(dealt, state) -> bool:
    """A rollout stops when the round it began in is over: playing the later rounds out would take
    several times as long, and state_value judges what the round left behind."""
    return state.round > dealt.round


def state_value(state, seat: int) -> float:
    """A guess of the result at the start of a round, on the scale of search.utility: each player's
    money, what their properties will bring back at the end, less what their board and hand will
    still spend."""
    left = ROUNDS - state.round + 1
    expected = [_expected_score(player, left) for player in state.players]
    lead = min(e for i, e in enumerate(expected) if i != seat) - expected[seat]
    chance = 1 / (1 + math.exp(-lead / ROUND_SPREAD))
    scale = max(abs(e) for e in expected) + 1
    return 0.6 * chance + 0.4 * (1 + max(-1.0, min(1.0, lead / scale))) / 2


def _expected_score(player, rounds_left: int) -> float:
    score = player.money - CARD_WORTH * len(player.hand)
    for board in player.board:
        c = CARD[board.card]
        if c.kind == "property":
            values = c.values
            score += values[min(len(values) - 1, board.step + rounds_left)] + SALE_TOKEN
        else:
            score -= _helper_round_value(player, c, board) * 0.8 * rounds_left
    return score


def _best(table: "_Table", legal: list):
    best, best_score = legal[0], table.score(legal[0])
    for action in legal[1:]:
        score = table.score(action)
        if score > best_score:
            best, best_score = action, score
    return best


def _owns_property(player) -> bool:
    return any(CARD[b.card].kind == "property" for b in player.board)


def _helper_round_value(player, c, board, hand=()) -> float:
    """What a black card on the player's board gives in one round, in pounds: helpers for
    properties and symbols count for those the player has on the board or in `hand`."""
    cards = [CARD[b.card] for b in player.board] + [CARD[card] for card in hand]
    families = {card.family for card in cards if card.family}
    symbols = {card.symbol for card in cards if card.symbol}
    value = 0.0
    if c.activate == "spend":
        levels = [c.spend] + [coin for _, coin in c.slots[:len(board.tokens) if board else 0]]
        value += max(levels) - RATE * c.activation_actions
    elif c.activate == "spend_per":
        value += sum(per * _unit_count(player, unit) for unit, per in c.params["units"].items()) + 1
    for kind, params in c.passive:
        if kind == "extra_actions":
            value += RATE * params["amount"]
        elif kind == "cost_plus":
            value += (0.8 if params["symbol"] in symbols else 0.2) * params["amount"]
        elif kind in ("free_activation", "free_trade"):
            useful = len(families & set(params["families"]))
            value += RATE * 0.5 * min(useful, params["times"]) if useful else 0.3
        elif kind == "white_discount":
            value += RATE * 0.7
        elif kind == "extra_draws":
            value += 0.8 * params["count"]
        elif kind == "hand_limit":
            value += 1.0
        elif kind in ("price_adjust", "maintain_plus"):
            value += 1.0 if families & set(params["families"]) else 0.2
    return value


def _unit_count(player, unit: str) -> int:
    farms = [b for b in player.board if CARD[b.card].family == "farm"]
    return len(farms) if unit == "farm" else sum(b.tokens.count(unit) for b in farms)


class _Table:
    """One decision: the game (a view or a state), the seat and its hand, and what follows from them."""

    def __init__(self, game, seat: int, hand: list[str]):
        self.game, self.seat, self.hand = game, seat, hand
        self.me = game.players[seat]
        self.rounds_left = ROUNDS - game.round  # after this one
        self.owns = _owns_property(self.me)
        self.final = self._final_round()
        self.passives = {}
        for board in self.me.board:
            for kind, params in CARD[board.card].passive:
                self.passives.setdefault(kind, []).append((board.card, params))

    def _final_round(self) -> bool:
        """The last round: the seventh, or someone (this seat too) can spend everything in this
        one, which ends the game tonight."""
        if self.rounds_left == 0:
            return True
        acting = self.game.phase == "actions"
        for seat, player in enumerate(self.game.players):
            can_spend = RATE * (player.actions if acting else 3) + 2
            if seat == self.seat:  # after selling every property, an action each
                properties = [b for b in player.board if CARD[b.card].kind == "property"]
                can_spend -= RATE * len(properties) + sum(b.value for b in properties)
            elif _owns_property(player):
                continue
            if player.money <= can_spend:
                return True
        return False

    def horizon(self) -> float:
        """Rounds a card laid now still works, this one included, the far ones counted less."""
        return 1 + 0.8 * min(self.rounds_left, 4)

    # -- scores ------------------------------------------------------------------------------------

    def reason(self, action) -> Reason | None:
        """Why `action` scored highest, from the same rules of thumb as its score."""
        kind = action.type
        card = getattr(action, "card", None)
        if kind == "sell":
            return self.sale_reason(action)
        if kind == "place":
            if CARD[card].kind == "property":
                return Reason("buy_property", {"card": card, "pay": action.pay})
            return Reason("place_helper", {"card": card})
        if kind == "plan":
            if self.game.queue and self.game.queue[0][0] == "block":
                choosers = [seat for step, seat in self.game.queue if step == "choose"]
                most = choosers and choosers[-1] == self.seat
                return Reason("block_most" if most else "block_least", {"position": action.position})
            return Reason("plan", {"position": action.position})
        if kind in ("draw", "draw_any"):
            return Reason("draw", {"deck": action.deck})
        if kind == "take":
            return Reason("take", {"card": self.game.offer[action.space]})
        if kind in ("play", "activate", "opera"):
            if not action.pay:
                return Reason("use", {"card": card})
            return Reason("spend", {"card": card, "pay": action.pay} if card else {"pay": action.pay})
        if kind in ("companion", "discard", "market", "extra_board", "end_turn"):
            return Reason(kind, {"card": card} if card else {})
        return None

    def sale_reason(self, action: Sell) -> Reason | None:
        """The case of _sell() that made the sale worth it."""
        if self.final:
            return Reason("sell_last", {"card": action.card})
        board = next(b for b in self.me.board if b.card == action.card)
        values = CARD[action.card].values
        spare = self.me.actions - (0 if self.helper_for("free_trade", action.card) else 1)
        if spare >= 1 and self.me.money < RATE * spare:
            return Reason("sell_cash", {"card": action.card})
        if self.rounds_left == 1 and spare >= 1 and values[board.step] == values[min(len(values) - 1, board.step + 1)]:
            return Reason("sell_no_loss", {"card": action.card})
        return None

    def score(self, action) -> float:
        method = getattr(self, "_" + action.type)
        return method(action)

    def _discard(self, action: Discard) -> float:
        return -self.card_value(action.card)

    def _plan(self, action: ChoosePlan) -> float:
        plan = PLANS[side(self.game.num_players)][action.position - 1]
        value = self.plan_value(plan)
        if self.game.queue and self.game.queue[0][0] == "block":
            # Block the plan the others would like most when they choose before me, else the least useful.
            choosers = [seat for step, seat in self.game.queue if step == "choose"]
            return value if choosers and choosers[-1] == self.seat else -value
        return value

    def plan_value(self, plan) -> float:
        """Actions count while the hand, the board and the plan's cards give them a use; cards
        beyond that are mostly discarded at night."""
        actions = plan.actions + sum(p["amount"] for _, p in self.passives.get("extra_actions", ()))
        uses = self.action_uses() + plan.cards * 0.8
        useful = min(actions, uses)
        return (useful * RATE * 1.3 + (actions - useful) * 0.8 + min(plan.cards, 3) * 0.7 + plan.errands * 1.5
                - plan.position * 0.05)

    def action_uses(self) -> float:
        """How many actions the hand and board can use this round."""
        uses = 0.0
        for card in self.hand:
            c = CARD[card]
            if c.kind == "white":
                uses += c.actions
            elif c.kind == "black":
                uses += c.actions
            elif c.kind == "property" and not self.final:
                uses += 1
        for board in self.me.board:
            c = CARD[board.card]
            if c.activate and c.activation_actions and c.kind != "property":
                uses += 1
            elif c.kind == "property" and (c.family == "farm" or board.tokens):
                uses += 0.5
        return uses

    def _draw(self, action: Draw) -> float:
        named = self.game.declaring.decks.count(action.deck)
        return self.deck_value(action.deck) - 1.0 * named

    def deck_value(self, deck: str) -> float:
        round_ = self.game.round
        if deck == "properties":
            return 3.5 if round_ <= 3 else (1.0 if round_ <= 5 else -1.0)
        if deck == "helpers":
            return 3.0 if round_ <= 3 else (1.5 if round_ <= 5 else 0.0)
        if deck == "companions":
            return 1.0 + 0.8 * self.open_slots()
        return 2.5

    def open_slots(self) -> int:
        """Companion slots the board and the white cards in hand could still fill."""
        have = sum(CARD[c].kind == "companion" for c in self.hand)
        slots = sum(len(CARD[b.card].slots) - len(b.tokens) for b in self.me.board)
        slots += sum(len(CARD[c].slots) for c in self.hand if CARD[c].kind == "white")
        return max(0, min(3, slots - have))

    def card_value(self, card_id: str) -> float:
        """What a card in hand is worth, in pounds beyond what playing it costs in actions."""
        c = CARD[card_id]
        if c.kind == "white":
            return self.white_value(c) - 0.6 * RATE * c.actions + CARD_WORTH
        if c.kind == "black":
            return _helper_round_value(self.me, c, None, self.hand) * self.horizon() - RATE * c.actions + CARD_WORTH
        if c.kind == "property":
            if self.final:
                return -1.0
            return self.property_gain(card_id, c.values[0] + 1) - RATE + CARD_WORTH
        if c.kind == "companion":
            return 0.5 + (1.5 if self.slot_for(c.companion) else 0.0)
        return 1.0  # a Happy Day: any companion, this round only

    def slot_for(self, kind: str) -> bool:
        return any(CARD[b.card].slots[len(b.tokens)][0] == kind for b in self.me.board
                   if len(b.tokens) < len(CARD[b.card].slots)) or any(
            kind == slot for c in self.hand if CARD[c].kind == "white" for slot, _ in CARD[c].slots)

    def white_value(self, c) -> float:
        if c.play == "spend":
            return c.spend + 0.5 * sum(coin for _, coin in c.slots)
        if c.play == "spend_by_actions":
            return max(pay - RATE * 0.6 * n for n, pay in c.params["table"].items()) + RATE * 0.6 * c.actions
        if c.play == "gain_actions":
            return RATE * c.params["gain"] + c.spend
        if c.play == "place_animals":
            return 2.0 * c.params["tokens"] if any(CARD[b.card].family == "farm" for b in self.me.board) else 0.5
        return 2.0 * c.params["steps"] if self.owns else 0.5

    def property_gain(self, card_id: str, price: float) -> float:
        """Pounds a property bought now for `price` will have cost by its sale at the end."""
        c = CARD[card_id]
        sold_for = c.values[min(len(c.values) - 1, self.rounds_left + 1)]  # houses left to decay; farms never do
        return price - max(0.0, sold_for + SALE_TOKEN) - RATE

    # -- errands ------------------------------------------------------------------------------------

    def _take(self, action: Take) -> float:
        return self.card_value(self.game.offer[action.space]) + 0.5

    def _opera(self, action: Opera) -> float:
        return action.pay

    def _market(self, action: Market) -> float:
        gain = 0.0
        soon = self.final or self.rounds_left <= 1
        for board in self.me.board:
            family = CARD[board.card].family
            if family is not None:
                index = FAMILIES.index(family)
                gain += (self.game.market[index] - action.tokens[index]) * (1.0 if soon else 0.3)
        if not self.final:
            for card in self.hand:
                family = CARD[card].family
                if family is not None:
                    index = FAMILIES.index(family)
                    gain += (action.tokens[index] - self.game.market[index]) * 0.6
        return gain - 0.5

    def _extra_board(self, action: ExtraBoard) -> float:
        crowded = len(self.me.board) + sum(CARD[c].kind in ("black", "property") for c in self.hand)
        return 2.0 if crowded >= self.me.spaces and self.rounds_left >= 2 else 0.2

    def _draw_any(self, action: DrawAny) -> float:
        return self.deck_value(action.deck) - 0.5

    # -- actions ------------------------------------------------------------------------------------
    # An action left at the end of the round is lost, so a move is judged by what it spends per
    # action it takes; a move that takes none counts as taking half a one.

    def _end_turn(self, action: EndTurn) -> float:
        return 0.0

    @staticmethod
    def per_action(worth: float, used: float) -> float:
        return worth / max(0.5, used)

    def helper_for(self, kind: str, card_id: str) -> bool:
        """Whether a helper on the board has a free activation or trade of this property left."""
        if card_id in self.me.traded:
            return False
        family = CARD[card_id].family
        return any(family in params["families"] and self.me.used.get(helper, 0) < params["times"]
                   for helper, params in self.passives.get(kind, ()))

    def _play(self, action: Play) -> float:
        c = CARD[action.card]
        used = action.actions - (1 if "white_discount" in self.passives and action.actions else 0)
        worth = action.pay - 0.8 * len(action.companions) + 0.2 * len(action.happy) - 0.5
        if c.play == "gain_actions":
            worth += RATE * c.params["gain"]
        elif c.play == "place_animals":
            worth += 2.0 * len(action.targets) if self.rounds_left else -1
        elif c.play == "decay_steps":
            worth += sum(self.decay_drop(card) for card in action.targets)
        return self.per_action(worth, used)

    def decay_drop(self, card_id: str) -> float:
        """A step down on this house: good on one's own (less comes back from the sale), bad on others'."""
        for seat, player in enumerate(self.game.players):
            for board in player.board:
                if board.card == card_id:
                    values = CARD[card_id].values
                    drop = values[board.step] - values[min(board.step + 1, len(values) - 1)]
                    return drop if seat == self.seat else -drop
        return 0.0

    def _place(self, action: Place) -> float:
        c = CARD[action.card]
        lost = 0.0
        if action.replace is not None:
            lost = self.board_card_value(action.replace) + 1
        if c.kind != "property":
            return self.per_action(_helper_round_value(self.me, c, None, self.hand) * self.horizon() - lost, c.actions)
        if self.final:
            return -10.0
        used = 0 if self.helper_for("free_trade", action.card) else 1
        # The cash left must pay for this round's other actions and the next round's.
        short = RATE * (self.me.actions - used) + ROUND_SPEND - (self.me.money - action.pay)
        return self.per_action(self.property_gain(action.card, action.pay) - lost - 0.8 * max(0, short), used)

    def board_card_value(self, card_id: str) -> float:
        board = next(b for b in self.me.board if b.card == card_id)
        return _helper_round_value(self.me, CARD[card_id], board, self.hand) * self.horizon()

    def _activate(self, action: Activate) -> float:
        c = CARD[action.card]
        if c.kind != "property":
            return self.per_action(action.pay, c.activation_actions)
        if self.final:
            return -1.0  # rather sell it
        used = 0 if self.helper_for("free_activation", action.card) else 1
        worth = action.pay
        if c.family in HOUSES:
            worth -= self.decay_drop(action.card)  # maintained: it will not lose value tonight
        return self.per_action(worth, used)

    def _companion(self, action: Companion) -> float:
        c = CARD[action.card]
        board = next(b for b in self.me.board if b.card == action.card)
        coin = c.slots[len(board.tokens)][1]
        now = max([c.spend] + [coin for _, coin in c.slots[:len(board.tokens)]])
        rounds = 0.0 if c.kind == "property" and self.final else self.horizon() - 0.5
        return self.per_action(max(0.0, coin - now) * rounds - (0.3 if action.happy else 1.0), 1)

    def _sell(self, action: Sell) -> float:
        board = next(b for b in self.me.board if b.card == action.card)
        if self.final:
            return 100.0 + board.value + PROPERTY_BONUS - action.price
        values = CARD[action.card].values
        drop = values[board.step] - values[min(len(values) - 1, board.step + self.rounds_left)]
        spare = self.me.actions - (0 if self.helper_for("free_trade", action.card) else 1)
        # Sell when the cash cannot pay for the actions left (the money must go before the end),
        # and in the round before the last whatever will not lose more value by then.
        if spare >= 1 and self.me.money < RATE * spare:
            return 50.0 - drop - 0.05 * action.price
        if self.rounds_left == 1 and spare >= 1 and drop == 0:
            return 50.0 - 0.05 * action.price
        return -action.price - 5.0
