"""Computer players. A bot decides from exactly what a human in its seat would have: that seat's
view, the actions legal for it (public knowledge for that seat, computed by the caller), the game's
spec and its own random generator. It never receives the game state.

    action = bots.choose(spec, view, legal, level, rng)
    action, reason = bots.hint(spec, view, legal, rng)   # the normal choice, and why
    bots.forget()                                        # a game closed: the heuristics' caches emptied

Levels: "easy" (simple rules and much chance, a child can beat it), "normal" (good rules of thumb
for each game), "hard" (Monte Carlo over states dealt from the view, played on by the normal rules
of thumb for itself and a mix of styles for the others, a bandit giving the rollouts to the close
calls, a fixed number of rollouts so that a seed always gives the same move, with a time cap as a
safety net: bots/search.py). Games without heuristics of their own are played at random by easy and
normal, and searched by hard.

A game's heuristics are the module `bots/<id>.py` beside this one (under the root package the
catalog names: rules/registry.py), imported when first asked for; a game without one uses the
shared fallback above. In a frozen build a module the build was made with and that is missing is
never taken for "no heuristics": bundle.MissingModule is raised instead. What such a module may define: easy and normal (view, legal, rng); hint
(view, legal, rng), normal's choice with a Reason for it, for a person's hint; and for the search
rollout_policy, opponent_policies, state_value, candidates, rollout_cut, ROLLOUT_DEPTH, ROLLOUTS
(a number, or a dict of them by the count of players).
"""

import sys
from contextlib import contextmanager
from functools import cache
from types import ModuleType
from typing import Any, Literal, NamedTuple

from ..bundle import optional_module
from ..rules import registry
from ..rules.core import GameSpec, Rng
from . import search

Level = Literal["easy", "normal", "hard"]
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
DEFAULT_BUDGET = 1.0  # seconds of CPU time: a safety cap only; the fixed number of rollouts ends sooner
_fixed_rollouts: int | None = None  # set by fixed_hard_search



@cache
def heuristics(game: str) -> ModuleType | None:
    """The game's own module of heuristics, bots/<id>.py, or None if it has none."""
    return optional_module(game, f"bots.{game}")


def choose(spec: GameSpec, view, legal: list, level: str, rng: Rng, budget: float | None = None,
           iterations: int | None = None, rollouts: int | None = None):
    """One legal action for the seat whose `view` this is. A hard search plays `rollouts` per
    decision (default search.ROLLOUTS), or `iterations` per candidate if given; `budget` (seconds
    of CPU time) cuts it short on a machine too slow for that."""
    if not legal:
        raise ValueError("a bot is asked to act with no legal action")
    if len(legal) == 1:
        return legal[0]
    if level == "hard":
        own = heuristics(spec.id)
        return search.choose(spec, view, legal, rng, policy=normal_policy,
                             rollout_policy=getattr(own, "rollout_policy", None),
                             value=getattr(own, "state_value", None),
                             budget=hard_budget() if budget is None else budget, iterations=iterations,
                             rollouts=hard_rollouts(spec.id, view.num_players) if rollouts is None else rollouts, candidates=getattr(own, "candidates", None),
                             depth=getattr(own, "ROLLOUT_DEPTH", None),
                             cut=getattr(own, "rollout_cut", None),
                             opponent_policies=getattr(own, "opponent_policies", None))
    if level == "normal":
        return normal_policy(spec, view, legal, rng)
    if level == "easy":
        own = heuristics(spec.id)
        return own.easy(view, legal, rng) if own else random_policy(spec, view, legal, rng)
    raise ValueError(f"unknown level {level!r}")


class Reason(NamedTuple):
    """Why a bot chose a move, as a code and its numbers, read from its own rules of thumb: the
    game's texts word it (ui/games/<id>/texts.py, reason_text)."""

    code: str
    params: dict[str, Any] = {}


def forget() -> None:
    """Empty the caches of the games' heuristics already imported (a closed game's positions are
    not met again). A search still running for the closed game only computes again what it
    needs: cache_clear is safe beside it."""
    imported = (sys.modules.get(f"{game.package}.bots.{game.id}") for game in registry.catalog())
    for module in filter(None, imported):
        for function in vars(module).values():
            if hasattr(function, "cache_clear"):
                function.cache_clear()


def hint(spec: GameSpec, view, legal: list, rng: Rng) -> tuple[Any, Reason | None]:
    """The normal level's choice for the seat whose `view` this is, and why where the game's rules
    of thumb can tell (None: no reason, e.g. with only one legal action)."""
    if not legal:
        raise ValueError("a hint is asked for with no legal action")
    own = heuristics(spec.id)
    if len(legal) == 1 or not hasattr(own, "hint"):
        return choose(spec, view, legal, "normal", rng), None
    return own.hint(view, legal, rng)


@contextmanager
def fixed_hard_search(rollouts: int):
    """Within it, the hard level searches `rollouts` a decision in every game with no time cap, so
    that any machine, however slow or busy, makes the same moves (the self-test's cheap hard level:
    ui/app/self_test.py); after it, each game's own count again, capped by DEFAULT_BUDGET."""
    global _fixed_rollouts
    before, _fixed_rollouts = _fixed_rollouts, rollouts
    try:
        yield
    finally:
        _fixed_rollouts = before


def hard_budget() -> float:
    return DEFAULT_BUDGET if _fixed_rollouts is None else float("inf")


def hard_rollouts(game: str, players: int) -> int:
    """Rollouts per hard decision: each game's count (a number, or one for each count of
    players) keeps the decision time's p95 well under 1 s on the 2-core machine of
    benchmarks/LOG.md, "How long a family waits for hard"."""
    if _fixed_rollouts is not None:
        return _fixed_rollouts
    count = getattr(heuristics(game), "ROLLOUTS", search.ROLLOUTS)
    return count[players] if isinstance(count, dict) else count


def random_policy(spec, view, legal, rng: Rng):
    return legal[rng.below(len(legal))]


def normal_policy(spec, view, legal, rng: Rng):
    own = heuristics(spec.id)
    if own is None:
        return random_policy(spec, view, legal, rng)
    return own.normal(view, legal, rng)


def decision_rng(seed: int, seat: int, ply: int) -> Rng:
    """The generator of one decision: a function of the game's seed, the seat and how many actions
    were played, so a saved game with computer seats goes on exactly the same after loading."""
    mixer = Rng.from_seed(seed)
    mixer.state ^= (seat + 1) * 0x9E3779B97F4A7C15 ^ (ply + 1) * 0xC2B2AE3D27D4EB4F
    return Rng.from_seed(mixer.next64())
