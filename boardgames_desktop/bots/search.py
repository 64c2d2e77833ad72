"""Information-set Monte Carlo: deal many states consistent with the view (spec.determinize),
play each candidate action in them, let every seat go on with the normal rules of thumb, and keep
the candidate that did best on average. The real state is never needed: the search starts from
the view, and every state it touches is one it dealt itself.

Because the search owns those dealt states, a rollout plays on them directly: the game's rollout
policy reads the state (the same rules of thumb as the normal bot, without building a view or the
list of legal actions), and each action changes the rollout's own copy in place instead of copying
the state at every step. That is what makes five to ten times more rollouts fit in a decision.

The number of rollouts is fixed, so a seed always gives the same decision on any machine; the
clock only stops a search that runs far over time (a very slow machine), as a safety net.
"""

import time

from ..rules.core import GameSpec, Rng

MAX_CANDIDATES = 8
ROLLOUT_DEPTH = 400  # actions; past this a game's `value` of the state guesses the result
ROLLOUTS = 400  # per decision, shared out evenly among the candidates, unless a game says otherwise
CONFIDENCE = 0.15  # the default move's head start, shrinking with the number of rollouts


def choose(spec: GameSpec, view, legal: list, rng: Rng, policy, rollout_policy=None, value=None,
           budget: float = 1.0, iterations: int | None = None, candidates=None, depth: int | None = None,
           rollouts: int | None = None, cut=None):
    """`policy(spec, view, legal, rng)` gives the default move; `rollout_policy(spec, state, seat,
    rng)` plays every seat in the rollouts (default: a random legal action); `value(state, seat)`
    guesses the result of a rollout cut off after `depth` actions or when `cut(dealt, state)`
    says so. `rollouts` per decision (default ROLLOUTS) are shared out evenly among the
    candidates, unless `iterations` per candidate is given; `budget` (seconds) is only a safety
    cap."""
    seat = view.seat
    depth = ROLLOUT_DEPTH if depth is None else min(depth, ROLLOUT_DEPTH)
    rollout_policy = rollout_policy or random_rollout_policy
    default = policy(spec, view, legal, rng)
    options = _candidates(spec, view, legal, rng, default, candidates)
    if len(options) == 1:
        return options[0]
    if iterations is None:
        iterations = max(1, -(-(ROLLOUTS if rollouts is None else rollouts) // len(options)))
    totals = [0.0] * len(options)
    count = 0
    deadline = time.perf_counter() + budget
    while count < iterations and (count == 0 or time.perf_counter() < deadline):
        # The same dealt state and the same luck for every candidate: only the move differs.
        dealt = spec.determinize(view, seat, rng)
        luck = rng.next64()
        for index, action in enumerate(options):
            state = spec.apply(dealt, seat, action)
            totals[index] += rollout(spec, state, seat, Rng(luck), rollout_policy, value, depth,
                                     None if cut is None else lambda now: cut(dealt, now))
        count += 1
    means = [total / count for total in totals]
    # The rule of thumb keeps its move unless another one did clearly better: with few rollouts
    # the noise alone would otherwise pick a worse move than the normal bot's.
    means[0] += CONFIDENCE / count ** 0.5
    best = max(range(len(options)), key=lambda i: (means[i], i == 0))
    return options[best]


def rollout(spec: GameSpec, state, seat: int, rng: Rng, policy, value, depth: int, cut=None) -> float:
    """Play on with `policy` for every seat; the result for `seat` in [0, 1]. `state` must be the
    search's own copy: it is changed in place."""
    for _ in range(depth):
        if state.is_over:
            return utility(spec.outcome(state), seat)
        if cut is not None and cut(state):
            break
        actor = state.to_act[0]
        play_in_place(spec, state, actor, policy(spec, state, actor, rng))
    if state.is_over:
        return utility(spec.outcome(state), seat)
    return value(state, seat) if value is not None else 0.5


def play_in_place(spec: GameSpec, state, seat: int, action) -> None:
    """spec.apply without the copy, for states the search dealt itself and owns: the game's own
    transition (with all its checks) changes `state`. The log of events is not needed here."""
    state.events.clear()
    spec._apply(state, seat, action)


def random_rollout_policy(spec: GameSpec, state, seat: int, rng: Rng):
    """For games without rules of thumb of their own."""
    legal = spec.legal_actions(state, seat)
    return legal[rng.below(len(legal))]


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
