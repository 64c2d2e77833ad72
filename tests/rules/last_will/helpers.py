"""Scripted play of Poslední vůle for the booklet's examples: set-ups that fix the decks, and a
driver that walks a game through the phases with chosen plans, draws and errands.

Card ids are found by their printed figures, which the tests then check against the booklet's
numbers, so a wrong entry in the data file cannot make its own example pass."""

from boardgames_desktop.rules import registry
from boardgames_desktop.rules.last_will.actions import ChoosePlan, Discard, Draw, EndTurn, ExtraBoard, Market, Take
from boardgames_desktop.rules.last_will.data import CARDS

HORSE, DOG, COOK, LADY = "C01", "C06", "C11", "C16"  # the first card of each companion
HORSES, DOGS, COOKS, LADIES = (["C%02d" % i for i in range(start, start + 5)] for start in (1, 6, 11, 16))


def spec():
    return registry.get("last_will")


def card(name: str, **fields) -> str:
    """The id of the first card of this Czech name whose fields are as given."""
    for c in CARDS:
        if c.name == name and all(getattr(c, key) == value for key, value in fields.items()):
            return c.id
    raise LookupError(f"no {name} with {fields}")


def new(players=2, *, hands=None, decks=None, market=(-3, -2, 1, 3), money=None, start_player=0, seed=1,
        rules_version=None):
    setup = {"market": list(market), "start_player": start_player,
             "hands": hands if hands is not None else [[] for _ in range(players)]}
    if decks:
        setup["decks"] = decks
    if money:
        setup["money"] = money
    return spec().new_game(players, seed, None, setup, rules_version)


def act(state, seat, action):
    assert action in spec().legal_actions(state, seat), (action, spec().legal_actions(state, seat)[:20])
    return spec().apply(state, seat, action)


def neutral_errand(state, seat):
    """An errand that changes nothing a test looks at: the market left as it is, an extra board,
    or the first card on offer."""
    legal = spec().legal_actions(state, seat)
    for wanted in (Market(tokens=list(state.market)), ExtraBoard()):
        if wanted in legal:
            return wanted
    return next(action for action in legal if isinstance(action, Take))


def to_actions(state, plans: dict, draws: dict | None = None, errands: dict | None = None):
    """From the day-plan phase (or the start) to the actions phase: each seat takes the plan at the
    position given (two players block the lowest free positions not wanted), names the decks in
    `draws[seat]` (experiences when not told) and sends the errands of `errands[seat]`, in order
    (neutral ones when not told)."""
    draws, errands = dict(draws or {}), {seat: list(e) for seat, e in (errands or {}).items()}
    while state.phase in ("keep", "plan", "errands"):
        seat = state.to_act[0]
        if state.phase == "keep":
            state = act(state, seat, Discard(card=state.players[seat].hand[-1]))
        elif state.phase == "plan" and state.declaring is not None:
            named = draws.get(seat) or ["experiences"]
            deck = named[len(state.declaring.decks)] if len(state.declaring.decks) < len(named) else "experiences"
            state = act(state, seat, Draw(deck=deck))
        elif state.phase == "plan":
            if state.queue[0][0] == "block":
                free = [p for p in range(1, 7) if p not in state.plans and p not in plans.values()]
                state = act(state, seat, ChoosePlan(position=free[0]))
            else:
                state = act(state, seat, ChoosePlan(position=plans[seat]))
        else:
            mine = errands.get(seat)
            state = act(state, seat, mine.pop(0) if mine else neutral_errand(state, seat))
    return state


def end_turns(state):
    """Every seat still to act in this actions phase ends its turn; keeps the first cards of
    hands over the limit."""
    while state.phase == "actions":
        state = act(state, state.to_act[0], EndTurn())
    while state.phase == "discard":
        seat = state.to_act[0]
        state = act(state, seat, Discard(card=state.players[seat].hand[-1]))
    return state


def pays(state, seat, kind, card_id, **fields) -> list[int]:
    """The amounts the legal actions of this kind offer for a card (with these fields)."""
    return sorted({getattr(a, "pay", getattr(a, "price", None)) for a in spec().legal_actions(state, seat)
                   if a.type == kind and a.card == card_id and all(getattr(a, k) == v for k, v in fields.items())})
