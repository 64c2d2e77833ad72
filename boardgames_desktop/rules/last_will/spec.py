"""Poslední vůle (Last Will) by Vladimír Suchý: spend the uncle's money first. 2-5 players.

At most seven rounds of five phases: the card offer is laid out (round 1: everyone keeps 2 of the
3 helpers and 3 properties drawn), day plans are chosen in turn order (two players block two with
neutral markers first) and their cards drawn from the decks the player names, errand boys are sent
in plan order, then each player takes all their actions in plan order, and the round ends (hand
limit, houses decay, the offer cleared, the start player passes left). Actions: actions.py.

Setup override, all keys optional: {"decks": {deck: [ids from the top], ...} for experiences,
helpers, properties, companions and specials (a deck given in part has the rest shuffled beneath;
specials by crowns), "market": [farm, summer, residence, villa tokens] (a permutation of -3, -2, +1,
+3), "will": 70..130 (everybody's starting money), "start_player": seat, "hands": [[ids], ...] each
seat's starting hand instead of drawing 3 helpers and 3 properties, "money": [pounds per seat]}.

Readings of the booklet (the in-app rules say so):
- A helper's lower part is optional: a payment may include or leave out each cost_plus,
  maintain_plus or price_adjust (so `pay` names the sum chosen among those listed).
- A free activation, a free trade and a valet's saved action are used as soon as they apply; a
  Flám played with the valet pays for the actions chosen, one of which the valet saves.
- The extra player board's errand space is closed once the 12 boards are gone; an errand boy with
  no space open at all stays home.
- The wild party's steps may go on any house at the table; the animal show's tokens on own farms.
- A black card leaves the board only to make room for a new one (properties never: they are sold).
- The first start player is drawn at random (the booklet: whoever last paid for something).
- Discard piles are face down: a view shows only their sizes. So are specials discarded from a hand
  (rules_version 2 on: the view shows their backs' crowns; version 1 showed them to all).
- A helper discarded to make room for a property does not serve that purchase (rules_version 2 on):
  neither its free trade nor its price change ("kartu odhodit a tím pozici uvolnit", then place).
- Every game is played under the rules it began with (its record's rules_version); version 2 put
  Letní sídlo 3's corrected track in the box (data.box).
- The game ends after the round in which someone has 0 pounds or less and owns no property.

Event codes (params), for the log; `you_drew` is shown only to its seat (and left out when no card was drawn):
    round_started {round, start_player, offer}     keep / discard phases: discarded {seat, back}
    plan_blocked {seat, position}   plan_chosen {seat, position}   deck_named {seat, deck}
    cards_drawn {seat, backs, for}  you_drew {seat, cards}   deck_reshuffled {deck}
    errand_took {seat, space, card}  errand_opera {seat}  errand_market {seat, tokens}
    errand_extra_board {seat}  errand_idle {seat}   actions_started {actions}
    card_played {seat, card, actions, companions, targets}   card_placed {seat, card}
    board_card_discarded {seat, card}   activated {seat, card, free}
    companion_placed {seat, card, companion, happy_day}   property_sold {seat, card, price}
    spent {seat, amount, for: a card id or "opera"}   turn_ended {seat}   happy_day_returned {seat}
    property_decayed {seat, card, value}   round_ended {round}   game_over {spent_all, scores}
Error codes: actions.py.
"""

from collections import Counter

from ..core import GameSpec, IllegalAction, InvalidSetup, Outcome, Progress, Rng, rank_by
from ..core.deck import stack
from ..core.views import trusted
from . import effects, rules
from .actions import (
    ACTION_ADAPTER, PHASE_OF, Activate, ChoosePlan, Companion, Discard, Draw, DrawAny, ExtraBoard, Market, Opera,
    Place, Play, Sell, Take,
)
from .data import (
    CARD, EXTRA_BOARD_SPACES, EXTRA_BOARDS, FIRST_GAME_MONEY, GROUP_ERRANDS, MARKET_SPACES, MARKET_TOKENS, OFFER,
    OPERA_SPACES, REGULAR_DECKS, RULES_VERSION, RULES_VERSIONS, START_DRAW, WILLS, deck_cards,
)
from .determinize import determinize
from .options import LastWillOptions, LastWillSetup
from .state import BLOCKER, LastWillState, Player
from .view import BoardCardView, DeclaringView, LastWillView, PlanView, PlayerView, PrivateView


class LastWillSpec(GameSpec):
    id = "last_will"
    min_players = 2
    max_players = 5
    rules_version = RULES_VERSION
    older_rules_versions = tuple(version for version in RULES_VERSIONS if version != RULES_VERSION)
    options_model = LastWillOptions
    setup_model = LastWillSetup
    action_adapter = ACTION_ADAPTER
    replays_on_one_copy = True  # its copy (state.py) is whole

    def _new_game(self, num_players, seed, options, setup, rules_version):
        return new_game(num_players, seed, options, setup, rules_version)

    def _legal_actions(self, state, seat):
        return rules.legal(state, seat)

    def _apply(self, state, seat, action):
        if type(action) not in PHASE_OF:
            raise IllegalAction("bad_action", {"detail": f"not a Poslední vůle action: {type(action).__name__}"})
        if state.phase not in PHASE_OF[type(action)]:
            raise IllegalAction("wrong_phase", {"phase": state.phase})
        if action not in rules.legal(state, seat):
            raise _why_not(state, seat, action)
        rules.carry_out(state, seat, action)

    def _view(self, state, seat):
        return view(state, seat)

    def _determinize(self, view, seat, rng):
        return determinize(view, seat, rng)

    def _progress(self, state):
        return Progress(round=state.round, phase=state.phase)

    def _outcome(self, state):
        scores = rules.scores(state)
        # the lowest total wins (the deepest debt, else the least money); a tie goes to the day
        # plan further left in the last round
        ranking = rank_by([(-score, -(p.last_plan or 0)) for score, p in zip(scores, state.players)])
        tie_break = "day_plan_further_left" if scores.count(min(scores)) > 1 else None
        return Outcome(scores=scores, ranking=ranking, winners=ranking[0], tie_break=tie_break)


def _why_not(state: LastWillState, seat: int, action) -> IllegalAction:
    """The rule an action the rules do not list breaks, as precisely as the state tells (the table
    says it to the person who tried). Only names the refusal: what is legal is `rules.legal`."""
    player = state.players[seat]
    card = getattr(action, "card", None)
    if isinstance(action, (Discard, Play, Place)) and card not in player.hand:
        return IllegalAction("not_in_hand", {"card": card})
    if isinstance(action, (Activate, Companion, Sell)) and player.on_board(card) is None:
        return IllegalAction("not_on_board", {"card": card})
    refusal = _broken_rule(state, player, action)
    return IllegalAction(*refusal)


def _broken_rule(state: LastWillState, player: Player, action) -> tuple[str, dict]:
    def short(needed: int) -> tuple[str, dict] | None:
        return ("no_actions", {"needed": needed, "left": player.actions}) if needed > player.actions else None

    def dear(pay: int) -> tuple[str, dict] | None:
        return None if effects.may_pay(player, pay) else ("will_forbids", {"pay": pay, "money": player.money})

    card = CARD.get(getattr(action, "card", None) or "")
    if isinstance(action, ChoosePlan) and action.position in state.plans:
        return "plan_taken", {"position": action.position}
    if isinstance(action, (Draw, DrawAny)) and not rules.available(state, action.deck):
        return "deck_empty", {"deck": action.deck}
    if isinstance(action, DrawAny) and player.drew_any:
        return "drew_any_used", {}
    if isinstance(action, Take):
        group = any(space.name == action.space and space.group for space in OFFER[state.num_players])
        if state.offer.get(action.space) is None or group and state.group_taken >= GROUP_ERRANDS:
            return "space_empty", {"space": action.space}
    if isinstance(action, (Opera, Market, ExtraBoard)):
        place = {Opera: "opera", Market: "market", ExtraBoard: "extra_board"}[type(action)]
        room = {"opera": OPERA_SPACES, "market": MARKET_SPACES, "extra_board": EXTRA_BOARD_SPACES[state.num_players]}
        if state.taken.get(place, 0) >= room[place] or place == "extra_board" and state.extra_boards_left <= 0:
            return "space_taken", {"space": place}
        if isinstance(action, Opera):
            return dear(action.pay) or ("not_allowed", {"type": action.type})
    if isinstance(action, Play):
        if card.kind in ("companion", "happy_day"):
            return "companion_alone", {"card": action.card}
        if card.kind == "white":
            less = 1 if effects.discount(player) else 0
            return short(max(0, action.actions - less)) or dear(action.pay) or ("not_allowed", {"type": action.type})
    if isinstance(action, Place) and card.kind in ("black", "property"):
        if action.replace is None and len(player.board) >= player.spaces:
            return "board_full", {"card": action.card}
        if card.kind == "black":
            return short(card.actions) or ("not_allowed", {"type": action.type})
        free = effects.allowance(player, "free_trade", card.family)
        return (None if free else short(1)) or dear(action.pay) or ("not_allowed", {"type": action.type})
    if isinstance(action, Activate):
        board = player.on_board(action.card)
        if not card.activate:
            return "no_activation", {"card": action.card}
        if board.activated:
            return "already_activated", {"card": action.card}
        return short(rules.activation_cost(player, board)[0]) or dear(action.pay) or ("not_allowed", {"type": action.type})
    if isinstance(action, Companion):
        board = player.on_board(action.card)
        if len(board.tokens) >= len(card.slots):
            return "slots_full", {"card": action.card}
        kind = card.slots[len(board.tokens)][0]
        if not any(CARD[c].companion == kind or action.happy and CARD[c].kind == "happy_day" for c in player.hand):
            return "no_companion", {"card": action.card, "companion": kind}
        return short(1) or ("not_allowed", {"type": action.type})
    if isinstance(action, Sell):
        if card.kind != "property":
            return "not_allowed", {"type": action.type}
        return (None if effects.allowance(player, "free_trade", card.family, action.card) else short(1)) \
            or ("not_allowed", {"type": action.type})
    return "not_allowed", {"type": action.type}


# -- a new game --------------------------------------------------------------------------------------


def new_game(num_players: int, seed: int, options: LastWillOptions, setup: dict,
             rules_version: int = RULES_VERSION) -> LastWillState:
    rng = Rng.from_seed(seed)
    box = deck_cards(rules_version)
    given = setup.get("decks") or {}
    unknown = sorted(set(given) - {*REGULAR_DECKS, "specials"})
    if unknown:
        raise InvalidSetup("bad_setup", {"detail": f"decks: no such deck {unknown}"})
    hands = setup.get("hands")
    if hands is not None and len(hands) != num_players:
        raise InvalidSetup("bad_setup", {"detail": "hands: one list per seat"})
    in_hands = [card for hand in hands or [] for card in hand]
    if any(card not in box[CARD[card].deck] if card in CARD else True for card in in_hands) \
            or len(set(in_hands)) != len(in_hands):
        raise InvalidSetup("bad_setup", {"detail": "hands: unknown or repeated cards"})
    decks = {}
    for deck in (*REGULAR_DECKS, "specials"):
        cards = [card for card in box[deck] if card not in in_hands]
        decks[deck] = stack(cards, given.get(deck), rng, f"decks.{deck}")
    decks["specials"] = _by_crowns(decks["specials"], len(given.get("specials", [])))
    market = setup.get("market")
    if market is None:
        market = rng.shuffled(MARKET_TOKENS)
    elif sorted(market) != sorted(MARKET_TOKENS):
        raise InvalidSetup("bad_setup", {"detail": f"market: a permutation of {list(MARKET_TOKENS)}"})
    will = setup.get("will")
    if will is None:
        will = WILLS[rng.below(len(WILLS))] if options.will_cards else FIRST_GAME_MONEY
    elif will not in WILLS:
        raise InvalidSetup("bad_setup", {"detail": f"will: one of {list(WILLS)}"})
    money = setup.get("money") or [will] * num_players
    start = setup.get("start_player")
    if start is None:
        start = rng.below(num_players)  # "the player who last paid for something": the program draws
    if len(money) != num_players or not 0 <= start < num_players:
        raise InvalidSetup("bad_setup", {"detail": "money or start_player does not fit the players"})
    state = LastWillState(
        num_players=num_players, options=options, rng=rng, starting_money=will,
        players=[Player(money=m) for m in money],
        decks=decks, discards={deck: [] for deck in REGULAR_DECKS}, market=list(market), start_player=start,
        beside=[card for card in box["happy_days"] if card not in in_hands], extra_boards_left=EXTRA_BOARDS,
        rules_version=rules_version,
    )
    for seat, player in enumerate(state.players):
        if hands is not None:
            rules.to_hand(player, hands[seat])
        else:
            rules.to_hand(player, [rules.draw(state, deck) for deck, count in START_DRAW for _ in range(count)])
    rules.start_round(state)
    return state


def _by_crowns(deck: list[str], given: int) -> list[str]:
    """The specials stacked one crown on top, then two, then three (a setup's own top kept)."""
    return deck[:given] + sorted(deck[given:], key=lambda card: CARD[card].crowns)


# -- views ------------------------------------------------------------------------------------------


def view(state: LastWillState, seat: int | None) -> LastWillView:
    """Built without validation (core.views.trusted): the state is the rules' own, and a view is made for
    every move drawn and every step of a computer's search."""
    me = None
    if seat is not None:
        me = trusted(PrivateView, hand=list(state.players[seat].hand), drawn=list(state.players[seat].drawn))
    step = state.queue[0][0] if state.phase == "plan" and state.queue and state.declaring is None else None
    return trusted(LastWillView, 
        rules_version=state.rules_version,
        seat=seat,
        num_players=state.num_players,
        will_cards=state.options.will_cards,
        starting_money=state.starting_money,
        round=state.round,
        phase=state.phase,
        step=step,
        start_player=state.start_player,
        to_act=list(state.to_act),
        queue=list(state.queue),
        plans=[trusted(PlanView, position=p.position, cards=p.cards, errands=p.errands, actions=p.actions,
                        seat=None if state.plans.get(p.position, BLOCKER) == BLOCKER else state.plans[p.position],
                        blocked=state.plans.get(p.position) == BLOCKER)
               for p in rules.PLANS[state.side]],
        offer=dict(state.offer),
        group_taken=state.group_taken,
        taken=dict(state.taken),
        market=list(state.market),
        extra_boards_left=state.extra_boards_left,
        decks={deck: len(state.decks[deck]) for deck in REGULAR_DECKS},
        specials=[CARD[card].crowns for card in state.decks["specials"]],
        discards={deck: len(state.discards[deck]) for deck in REGULAR_DECKS},
        boxed=list(state.boxed),
        buried=[CARD[card].crowns for card in state.buried],
        beside=len(state.beside),
        declaring=None if state.declaring is None else trusted(DeclaringView, 
            seat=state.declaring.seat, count=state.declaring.count, decks=list(state.declaring.decks)),
        spent=state.spent,
        paid_out=state.paid_out,
        players=[_player_view(state, i, p) for i, p in enumerate(state.players)],
        me=me,
        scores=rules.scores(state) if state.is_over else None,
    )


def _player_view(state: LastWillState, seat: int, player: Player) -> PlayerView:
    return trusted(PlayerView, 
        seat=seat,
        money=player.money,
        hand=dict(sorted(Counter(CARD[card].back for card in player.hand).items())),
        board=[trusted(BoardCardView, card=b.card, tokens=list(b.tokens), activated=b.activated, step=b.step,
                             value=b.value if CARD[b.card].kind == "property" else None) for b in player.board],
        spaces=player.spaces,
        extra_boards=player.extra_boards,
        plan=player.plan,
        last_plan=player.last_plan,
        errands=player.errands,
        drew_any=player.drew_any,
        actions=player.actions,
        used=dict(player.used),
        traded=list(player.traded),
        hand_limit=state.limit(seat),
    )

