"""The Hall of fame's figures, from the finished games (storage.history), without Qt.

People are told apart by their name (the same name in two games is the same person); computer
seats are never people here, but the levels they played at are what people are measured against.
Whether a game's score is better high or low is read from the games themselves: in a game where
the winners' scores are mostly below the others', the lowest score is the best.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class Filters:
    """Which games count: ended at or after `since` (None: all), of `game` (None: every game), with
    `players` seats (None: any number)."""

    since: datetime | None = None
    game: str | None = None
    players: int | None = None

    def keep(self, games: Iterable) -> list:
        return [
            game for game in games
            if (self.since is None or game.ended >= self.since)
            and (self.game is None or game.game == self.game)
            and (self.players is None or len(game.seats) == self.players)
        ]


@dataclass(frozen=True)
class PlayerRow:
    """One person's record at one game."""

    name: str
    game: str | None  # None: every game together (no scores then: each game counts its own way)
    colour: str | None
    symbol: str | None
    played: int
    wins: int
    average_place: float
    best_score: int | None
    average_score: float | None
    longest_streak: int  # the most wins in a row in this game (in any games, for every game together)
    hints: int | None = None  # the hints asked for in these games; None: hints were off in every one

    @property
    def win_share(self) -> float:
        return self.wins / self.played


@dataclass(frozen=True)
class HeadToHead:
    """Two people in the games they both played: how often each finished ahead, and level."""

    games: int
    first_ahead: int
    second_ahead: int

    @property
    def level(self) -> int:
        return self.games - self.first_ahead - self.second_ahead


@dataclass(frozen=True)
class AgainstLevel:
    """One person against the computers of one level: the games with such a computer at the table,
    those in which the person finished ahead of every computer of that level, and the person's wins."""

    name: str
    level: str
    games: int
    ahead: int
    wins: int


def people(games: Iterable) -> list[str]:
    """Everyone who played as a person, most games first, then by name."""
    count: dict[str, int] = defaultdict(int)
    for game in games:
        for name in {seat.name for seat in game.seats if seat.kind == "human"}:
            count[name] += 1
    return sorted(count, key=lambda name: (-count[name], name.casefold()))


def lower_is_better(games: Sequence) -> dict[str, bool]:
    """Per game id, whether its best score is the lowest (see the module's docstring)."""
    votes: dict[str, int] = defaultdict(int)
    for game in games:
        winners = [seat.score for seat in game.seats if seat.place == 1]
        others = [seat.score for seat in game.seats if seat.place != 1]
        if winners and others:
            votes[game.game] += (max(winners) < min(others)) - (min(winners) > max(others))
    return {game: votes[game] > 0 for game in {game.game for game in games}}


def player_rows(games: Sequence, totals: bool = False) -> list[PlayerRow]:
    """A row per person and game they played (`games` oldest first), by game id, most wins first
    within a game; with `totals`, first a row per person for every game together."""
    lower = lower_is_better(games)
    seats: dict[tuple[str | None, str], list] = defaultdict(list)
    for game in games:
        for seat in game.seats:
            if seat.kind == "human":
                seats[(game.game, seat.name)].append(seat)
                if totals:
                    seats[(None, seat.name)].append(seat)
    rows = []
    for (game, name), played in seats.items():
        scores = [seat.score for seat in played] if game is not None else None
        rows.append(PlayerRow(
            name=name,
            game=game,
            colour=played[-1].colour,
            symbol=played[-1].symbol,
            played=len(played),
            wins=sum(seat.place == 1 for seat in played),
            average_place=sum(seat.place for seat in played) / len(played),
            best_score=None if scores is None else min(scores) if lower[game] else max(scores),
            average_score=None if scores is None else sum(scores) / len(scores),
            longest_streak=longest_streak([seat.place == 1 for seat in played]),
            hints=hints_used(played),
        ))
    return sorted(rows, key=lambda row: (row.game or "", -row.wins, -row.win_share, row.name.casefold()))


def hints_used(seats: Iterable) -> int | None:
    """The hints asked for at these seats, or None when hints were off at every one."""
    asked = [seat.hints for seat in seats if seat.hints is not None]
    return sum(asked) if asked else None


def longest_streak(won: Iterable[bool]) -> int:
    best = run = 0
    for win in won:
        run = run + 1 if win else 0
        best = max(best, run)
    return best


def head_to_head(games: Iterable, first: str, second: str) -> HeadToHead:
    together = ahead_first = ahead_second = 0
    for game in games:
        places = {seat.name: seat.place for seat in game.seats if seat.kind == "human"}
        if first == second or first not in places or second not in places:
            continue
        together += 1
        ahead_first += places[first] < places[second]
        ahead_second += places[second] < places[first]
    return HeadToHead(together, ahead_first, ahead_second)


def duels(games: Sequence, names: Sequence[str]) -> list[tuple[str, str, HeadToHead]]:
    """Each two of `names` who played a game together, once, in the order of `names`."""
    rows = []
    for at, first in enumerate(names):
        for second in names[at + 1:]:
            duel = head_to_head(games, first, second)
            if duel.games:
                rows.append((first, second, duel))
    return rows


def against_levels(games: Iterable) -> list[AgainstLevel]:
    """A row per person and computer level they played against, by name then level (easy first)."""
    counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0])
    for game in games:
        best_computer: dict[str, int] = {}
        for seat in game.seats:
            if seat.kind == "computer":
                level = seat.level or "normal"
                best_computer[level] = min(best_computer.get(level, seat.place), seat.place)
        for seat in game.seats:
            if seat.kind != "human":
                continue
            for level, place in best_computer.items():
                count = counts[(seat.name, level)]
                count[0] += 1
                count[1] += seat.place < place
                count[2] += seat.place == 1
    order = {"easy": 0, "normal": 1, "hard": 2}
    return [
        AgainstLevel(name, level, *count)
        for (name, level), count in sorted(counts.items(), key=lambda item: (item[0][0].casefold(), order[item[0][1]]))
    ]


def wins_by_month(games: Sequence, names: Sequence[str]) -> tuple[list[tuple[int, int]], dict[str, list[int]]]:
    """The months from the first game's to the last's, as (year, month), and for each of `names`
    their wins up to the end of each month (a running total: the line that climbs fastest wins)."""
    if not games:
        return [], {name: [] for name in names}
    local = [game.ended.astimezone() for game in games]
    year, month = local[0].year, local[0].month
    months = []
    while (year, month) <= (local[-1].year, local[-1].month):
        months.append((year, month))
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    column = {when: at for at, when in enumerate(months)}
    wins = {name: [0] * len(months) for name in names}
    for game, moment in zip(games, local):
        for seat in game.seats:
            if seat.kind == "human" and seat.place == 1 and seat.name in wins:
                wins[seat.name][column[(moment.year, moment.month)]] += 1
    for name, counts in wins.items():
        for at in range(1, len(counts)):
            counts[at] += counts[at - 1]
    return months, wins
