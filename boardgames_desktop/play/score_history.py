"""A finished game's scores over its course, for the Hall of fame's chart, without Qt.

The record is played again from the deal, and everyone's score (as the rules would count it if the
game ended there: `GameSpec.scores`) is taken at the deal, at the start of each new round (the
score after the round before) and at the end. So the points are "after round 0, 1, 2 ...", the last
one the end, even when the game ended during a round.
"""

from __future__ import annotations

from typing import NamedTuple

from ..rules import registry


class ScoreHistory(NamedTuple):
    scores: tuple[tuple[int, ...], ...]  # per seat: at the deal, after each round, at the end
    lower_wins: bool  # the game's winners have the lowest score (X bere!, Poslední vůle)

    @property
    def rounds(self) -> int:
        """How many rounds the points cover (the deal is point 0)."""
        return len(self.scores[0]) - 1 if self.scores else 0


def score_history(record) -> ScoreHistory:
    """The history of a GameRecord; raises ReplayError if the record does not replay."""
    spec = registry.get(record.game)
    state = registry.start(record.model_copy(update={"actions": []}))
    points = [spec.scores(state)]
    round_ = spec.progress(state).round
    ended_round = True  # the last point was taken where a round began
    for seat, data in record.actions:
        state = spec.apply(state, seat, spec.parse_action(data))
        now = spec.progress(state).round
        ended_round = now != round_
        if ended_round:
            points.append(spec.scores(state))
            round_ = now
    if not ended_round:
        points.append(spec.scores(state))
    outcome = spec.outcome(state)
    final = points[-1]
    lower_wins = outcome is not None and min(final) < max(final) and all(final[w] == min(final) for w in outcome.winners)
    return ScoreHistory(tuple(zip(*points)), lower_wins)
