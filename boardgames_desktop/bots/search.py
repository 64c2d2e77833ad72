"""Information-set Monte Carlo: deal many states consistent with the view (spec.determinize),
play candidate actions in them, let every seat go on by a rollout policy, and keep the candidate
that did best on average. The real state is never needed: the search starts from the view, and
every state it touches is one it dealt itself.

Because the search owns those dealt states, a rollout plays on them directly: the game's rollout
policy reads the state (the same rules of thumb as the normal bot, without building a view or the
list of legal actions), and each action changes the rollout's own copy in place instead of copying
the state at every step.

Where the rollouts go: every candidate is first played on the same few deals (the same dealt
state and the same luck, so only the move differs); after that a bandit (UCB1) gives each next
rollout to the candidate whose upper confidence bound is highest, so the rollouts go to the close
calls and a candidate clearly worse than the best soon gets none. A candidate's n-th rollout is
always on the n-th deal, so candidates stay compared on the same deals as far as they go.

Opponents in the rollouts are not all alike: a game may name other styles of play
(`opponent_policies`), and each deal gives every other seat one of them at random, the normal
rules of thumb (or a cheaper likeness of them) among them; the searching seat plays on by the
normal rules of thumb.

The number of rollouts is fixed, so a seed always gives the same decision on any machine; the
clock only stops a search that runs far over time, as a safety net. It counts the search thread's
CPU time, not the wall clock, so that other programs busy on the machine do not cut the search
short and change its strength; a wall-clock cap of a few times the budget still guards against a
machine too busy to give the search any time at all.
"""

import math
import time

from ..rules.core import GameSpec, Rng

MAX_CANDIDATES = 8
ROLLOUT_DEPTH = 400  # actions; past this a game's `value` of the state guesses the result
ROLLOUTS = 400  # per decision, unless a game says otherwise
WARM_UP = 4  # deals every candidate is played on before the bandit takes over
EXPLORATION = 0.35  # UCB1's constant, on the scale of search.utility (0..1)
CONFIDENCE = 0.15  # the default move's head start, shrinking with the number of rollouts
WALL_CAP = 3.0  # times the budget: the wall clock's own safety cap


def choose(spec: GameSpec, view, legal: list, rng: Rng, policy, rollout_policy=None, value=None,
           budget: float = 1.0, iterations: int | None = None, candidates=None, depth: int | None = None,
           rollouts: int | None = None, cut=None, opponent_policies=None):
    """`policy(spec, view, legal, rng)` gives the default move; `rollout_policy(spec, state, seat,
    rng)` plays on in the rollouts (default: a random legal action), and the other seats by one
    of `opponent_policies` each (a list, or a function of the view giving one; default: the
    rollout policy); `value(state, seat)` guesses the
    result of a rollout cut off after `depth` actions or when `cut(dealt, state)` says so.
    `rollouts` per decision (default ROLLOUTS) are given out by the bandit, unless `iterations`
    per candidate is given (then every candidate gets that many, on the same deals); `budget`
    (seconds of the thread's CPU time) is only a safety cap."""
    seat = view.seat
    depth = ROLLOUT_DEPTH if depth is None else min(depth, ROLLOUT_DEPTH)
    rollout_policy = rollout_policy or random_rollout_policy
    styles = list((opponent_policies(view) if callable(opponent_policies) else opponent_policies) or [rollout_policy])
    default = policy(spec, view, legal, rng)
    options = _candidates(spec, view, legal, rng, default, candidates)
    if len(options) == 1:
        return options[0]
    deals: list = []

    def deal(index: int):
        while len(deals) <= index:
            dealt = spec.determinize(view, seat, rng)
            seats = [rollout_policy if i == seat else styles[rng.below(len(styles))] for i in range(view.num_players)]
            deals.append((dealt, rng.next64(), seats))
        return deals[index]

    totals = [0.0] * len(options)
    counts = [0] * len(options)

    def play(index: int) -> None:
        dealt, luck, seats = deal(counts[index])
        state = spec.apply(dealt, seat, options[index])
        totals[index] += rollout(spec, state, seat, Rng(luck), rollout_policy, value, depth,
                                 None if cut is None else lambda now: cut(dealt, now), seats)
        counts[index] += 1

    cpu_deadline, wall_deadline = time.thread_time() + budget, time.perf_counter() + WALL_CAP * budget

    def out_of_time() -> bool:
        return time.thread_time() > cpu_deadline or time.perf_counter() > wall_deadline

    total = len(options) * iterations if iterations is not None else (ROLLOUTS if rollouts is None else rollouts)
    paired = iterations if iterations is not None else max(1, min(WARM_UP, total // len(options)))
    for round_ in range(paired):
        if round_ and out_of_time():
            break
        for index in range(len(options)):
            play(index)
    done = sum(counts)
    while done < total and not out_of_time():
        log_done = math.log(done)
        play(max(range(len(options)), key=lambda i: totals[i] / counts[i] + EXPLORATION * math.sqrt(log_done / counts[i])))
        done += 1
    means = [totals[i] / counts[i] for i in range(len(options))]
    # The rule of thumb keeps its move unless another one did clearly better: with few rollouts
    # the noise alone would otherwise pick a worse move than the normal bot's.
    means[0] += CONFIDENCE / counts[0] ** 0.5
    best = max(range(len(options)), key=lambda i: (means[i], counts[i], i == 0))
    return options[best]


def rollout(spec: GameSpec, state, seat: int, rng: Rng, policy, value, depth: int, cut=None, seats=None) -> float:
    """Play on with `policy` for every seat, or with `seats[i]` for seat i if given; the result
    for `seat` in [0, 1]. `state` must be the search's own copy: it is changed in place."""
    for _ in range(depth):
        if state.is_over:
            return utility(spec.outcome(state), seat)
        if cut is not None and cut(state):
            break
        actor = state.to_act[0]
        play_in_place(spec, state, actor, (policy if seats is None else seats[actor])(spec, state, actor, rng))
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
