"""Computer players. A bot decides from exactly what a human in its seat would have: that seat's
view, the actions legal for it (public knowledge for that seat, computed by the caller), the game's
spec and its own random generator. It never receives the game state.

    action = bots.choose(spec, view, legal, level, rng)

Levels: "easy" (simple rules and much chance, a child can beat it), "normal" (good rules of thumb
for each game), "hard" (Monte Carlo over states dealt from the view, normal play as the rollout,
within a time budget). Games without heuristics of their own are played at random by easy and
normal, and searched by hard.
"""

import time
from typing import Literal

from ..rules.core import GameSpec, Rng
from . import dostihy, for_sale, search, x_nimmt

Level = Literal["easy", "normal", "hard"]
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
DEFAULT_BUDGET = 0.8  # seconds for a hard decision, leaving room under the 1 s target

_GAMES = {"for_sale": for_sale, "x_nimmt": x_nimmt, "dostihy": dostihy}


def choose(spec: GameSpec, view, legal: list, level: str, rng: Rng, budget: float | None = None,
           iterations: int | None = None):
    """One legal action for the seat whose `view` this is. `budget` (seconds) bounds a hard
    search; `iterations` (rollouts per candidate), if given, replaces the clock for repeatable
    results."""
    if not legal:
        raise ValueError("a bot is asked to act with no legal action")
    if len(legal) == 1:
        return legal[0]
    if level == "hard":
        heuristics = _GAMES.get(spec.id)
        return search.choose(spec, view, legal, rng, policy=normal_policy, value=_value(spec.id),
                             budget=DEFAULT_BUDGET if budget is None else budget, iterations=iterations,
                             candidates=_candidates(spec.id), depth=getattr(heuristics, "ROLLOUT_DEPTH", None))
    if level == "normal":
        return normal_policy(spec, view, legal, rng)
    if level == "easy":
        heuristics = _GAMES.get(spec.id)
        return heuristics.easy(view, legal, rng) if heuristics else random_policy(spec, view, legal, rng)
    raise ValueError(f"unknown level {level!r}")


def random_policy(spec, view, legal, rng: Rng):
    return legal[rng.below(len(legal))]


def normal_policy(spec, view, legal, rng: Rng):
    heuristics = _GAMES.get(spec.id)
    if heuristics is None:
        return random_policy(spec, view, legal, rng)
    return heuristics.normal(view, legal, rng)


def decision_rng(seed: int, seat: int, ply: int) -> Rng:
    """The generator of one decision: a function of the game's seed, the seat and how many actions
    were played, so a saved game with computer seats goes on exactly the same after loading."""
    mixer = Rng.from_seed(seed)
    mixer.state ^= (seat + 1) * 0x9E3779B97F4A7C15 ^ (ply + 1) * 0xC2B2AE3D27D4EB4F
    return Rng.from_seed(mixer.next64())


def _value(game: str):
    heuristics = _GAMES.get(game)
    return getattr(heuristics, "value", None)


def _candidates(game: str):
    heuristics = _GAMES.get(game)
    return getattr(heuristics, "candidates", None)


def timed_choose(*args, **kwargs):
    """choose() and how long it took, in seconds (for benchmarks)."""
    start = time.perf_counter()
    action = choose(*args, **kwargs)
    return action, time.perf_counter() - start
