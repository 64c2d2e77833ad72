"""Computer players. A bot decides from exactly what a human in its seat would have: that seat's
view, the actions legal for it (public knowledge for that seat, computed by the caller), the game's
spec and its own random generator. It never receives the game state.

    action = bots.choose(spec, view, legal, level, rng)

Levels: "easy" (simple rules and much chance, a child can beat it), "normal" (good rules of thumb
for each game), "hard" (Monte Carlo over states dealt from the view, normal play as the rollout,
a fixed number of rollouts so that a seed always gives the same move, with a time cap as a safety
net). Games without heuristics of their own are played at random by easy and
normal, and searched by hard.
"""

import time
from typing import Literal

from ..rules.core import GameSpec, Rng
from . import dostihy, for_sale, search, x_nimmt

Level = Literal["easy", "normal", "hard"]
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
DEFAULT_BUDGET = 1.0  # seconds: a safety cap only; the fixed number of rollouts normally ends sooner

_GAMES = {"for_sale": for_sale, "x_nimmt": x_nimmt, "dostihy": dostihy}


def choose(spec: GameSpec, view, legal: list, level: str, rng: Rng, budget: float | None = None,
           iterations: int | None = None, rollouts: int | None = None):
    """One legal action for the seat whose `view` this is. A hard search plays `rollouts` per
    decision (default search.ROLLOUTS), or `iterations` per candidate if given; `budget` (seconds)
    cuts it short on a machine too slow for that."""
    if not legal:
        raise ValueError("a bot is asked to act with no legal action")
    if len(legal) == 1:
        return legal[0]
    if level == "hard":
        heuristics = _GAMES.get(spec.id)
        return search.choose(spec, view, legal, rng, policy=normal_policy,
                             rollout_policy=getattr(heuristics, "rollout_policy", None),
                             value=getattr(heuristics, "state_value", None),
                             budget=DEFAULT_BUDGET if budget is None else budget, iterations=iterations,
                             rollouts=hard_rollouts(spec.id) if rollouts is None else rollouts, candidates=getattr(heuristics, "candidates", None),
                             depth=getattr(heuristics, "ROLLOUT_DEPTH", None),
                             cut=getattr(heuristics, "rollout_cut", None))
    if level == "normal":
        return normal_policy(spec, view, legal, rng)
    if level == "easy":
        heuristics = _GAMES.get(spec.id)
        return heuristics.easy(view, legal, rng) if heuristics else random_policy(spec, view, legal, rng)
    raise ValueError(f"unknown level {level!r}")


def hard_rollouts(game: str) -> int:
    """Rollouts per hard decision: each game's count keeps the decision time's p95 well under 1 s
    on the 2-core machine of benchmarks/README.md."""
    return getattr(_GAMES.get(game), "ROLLOUTS", search.ROLLOUTS)


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


def timed_choose(*args, **kwargs):
    """choose() and how long it took, in seconds (for benchmarks)."""
    start = time.perf_counter()
    action = choose(*args, **kwargs)
    return action, time.perf_counter() - start
