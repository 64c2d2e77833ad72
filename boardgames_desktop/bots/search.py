"""Information-set Monte Carlo: deal many states consistent with the view (spec.determinize),
play each candidate action in them, let every seat go on with the normal rules of thumb, and keep
the candidate that did best on average. The real state is never needed: the search starts from
the view, and every state it touches is one it dealt itself.
"""

import time

from ..rules.core import GameSpec, Rng

MAX_CANDIDATES = 8
ROLLOUT_DEPTH = 400  # actions; past this a game's `value` of the view guesses the result
ROLLOUTS_CAP = 400
CONFIDENCE = 0.15  # the default move's head start, shrinking with the number of rollouts  # per candidate: enough to stop early in easy positions


def choose(spec: GameSpec, view, legal: list, rng: Rng, policy, value=None, budget: float = 0.8,
           iterations: int | None = None, candidates=None, depth: int | None = None):
    seat = view.seat
    depth = ROLLOUT_DEPTH if depth is None else min(depth, ROLLOUT_DEPTH)
    default = policy(spec, view, legal, rng)
    options = _candidates(spec, view, legal, rng, default, candidates)
    if len(options) == 1:
        return options[0]
    totals = [0.0] * len(options)
    counts = [0] * len(options)
    deadline = time.perf_counter() + budget
    cap = iterations if iterations is not None else ROLLOUTS_CAP
    done = False
    while counts[0] < cap and not done:
        # The same dealt state and the same luck for every candidate: only the move differs.
        dealt = spec.determinize(view, seat, rng)
        luck = rng.next64()
        for index, action in enumerate(options):
            state = spec.apply(dealt, seat, action)
            totals[index] += rollout(spec, state, seat, Rng(luck), policy, value, depth)
            counts[index] += 1
            # Past the deadline, stop as soon as every candidate has been tried once.
            if iterations is None and counts[-1] and time.perf_counter() >= deadline:
                done = True
                break
    means = [total / count if count else 0.0 for total, count in zip(totals, counts)]
    # The rule of thumb keeps its move unless another one did clearly better: with few rollouts
    # the noise alone would otherwise pick a worse move than the normal bot's.
    means[0] += CONFIDENCE / max(1, counts[0]) ** 0.5
    best = max(range(len(options)), key=lambda i: (means[i], i == 0))
    return options[best]


def rollout(spec: GameSpec, state, seat: int, rng: Rng, policy, value, depth: int) -> float:
    """Play on with `policy` for every seat; the result for `seat` in [0, 1]."""
    for _ in range(depth):
        if state.is_over:
            return utility(spec.outcome(state), seat)
        actor = state.to_act[0]
        legal = spec.legal_actions(state, actor)
        action = legal[0] if len(legal) == 1 else policy(spec, spec.view(state, actor), legal, rng)
        state = spec.apply(state, actor, action)
    if state.is_over:
        return utility(spec.outcome(state), seat)
    return value(spec.view(state, seat), seat) if value is not None else 0.5


def utility(outcome, seat: int) -> float:
    """A win counts most (shared: split); the margin to the best other player a little, so that
    a close game and a lost cause are told apart."""
    places, scores = outcome.ranking, outcome.scores
    share = 1.0 / len(places[0]) if seat in places[0] else 0.0
    others = [score for i, score in enumerate(scores) if i != seat]
    if not others:
        return share
    # Whether a higher score is better in this game, read from who placed first and last.
    higher = scores[places[0][0]] >= scores[places[-1][0]]
    best_other = max(others) if higher else min(others)
    margin = (scores[seat] - best_other) if higher else (best_other - scores[seat])
    scale = max(abs(score) for score in scores) + 1
    return 0.6 * share + 0.4 * (1 + max(-1.0, min(1.0, margin / scale))) / 2


def _candidates(spec, view, legal, rng, default, candidates) -> list:
    """The default move first, then a few others: the game's own short list if it has one,
    else a random sample."""
    pool = candidates(view, legal, rng) if candidates is not None else list(legal)
    others = [action for action in pool if action != default]
    if len(others) > MAX_CANDIDATES - 1:
        picked = []
        while len(picked) < MAX_CANDIDATES - 1:
            action = others.pop(rng.below(len(others)))
            picked.append(action)
        others = picked
    return [default, *others]
