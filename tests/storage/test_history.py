"""The Hall of fame's figures from finished games on disk: known wins, places, streaks, head-to-head,
against the computer levels and by month; abandoned games and copies do not count, a deleted save
drops out."""

import json
from datetime import datetime, timedelta, timezone

import pytest
from finished_saves import EVENING, scores_in_place_order, write_finished
from saved_games import make_save

from boardgames_desktop import storage
from boardgames_desktop.play import statistics
from boardgames_desktop.storage.history import finished_games


def day(month, day_):
    return datetime(2026, month, day_, 19, 0, tzinfo=timezone.utc)


@pytest.fixture
def evenings():
    paths = [
        write_finished(["Jana", "Petr", "Babička"], day(1, 10)),
        write_finished(["Jana", "Babička", "Petr"], day(1, 17)),
        write_finished(["Petr", "Jana", "Babička"], day(2, 2)),
        write_finished(["Jana", "Petr", "Babička"], day(2, 9)),
        write_finished(["Jana", "Petr", "Babička"], day(2, 16)),
        write_finished(["Robot", "Jana", "Petr"], day(3, 1), computers={"Robot": "hard"}),
    ]
    # the same game kept once more under a name, and a game nobody finished
    write_finished(["Jana", "Petr", "Babička"], day(2, 9), label="Únorová výhra")
    storage.autosave(make_save(moves=4, created=day(3, 5)))
    return paths


def rows_by_name(games):
    return {row.name: row for row in statistics.player_rows(games)}


def test_wins_places_scores_and_streaks(evenings):
    games = finished_games()
    assert len(games) == 6
    rows = rows_by_name(games)
    assert set(rows) == {"Jana", "Petr", "Babička"}  # the computer is no person
    first, second, _ = scores_in_place_order(3)
    jana, petr, babicka = rows["Jana"], rows["Petr"], rows["Babička"]
    assert (jana.played, jana.wins, jana.longest_streak) == (6, 4, 2)
    assert jana.win_share == pytest.approx(4 / 6)
    assert jana.average_place == pytest.approx(8 / 6)
    assert jana.best_score == first
    assert jana.average_score == pytest.approx((4 * first + 2 * second) / 6)
    assert (petr.played, petr.wins, petr.longest_streak, petr.average_place) == (6, 1, 1, pytest.approx(13 / 6))
    assert (babicka.played, babicka.wins, babicka.longest_streak) == (5, 0, 0)
    assert babicka.average_place == pytest.approx(2.8)
    assert statistics.people(games) == ["Jana", "Petr", "Babička"]


def test_head_to_head_and_the_computer_levels(evenings):
    games = finished_games()
    duel = statistics.head_to_head(games, "Jana", "Petr")
    assert (duel.games, duel.first_ahead, duel.second_ahead, duel.level) == (6, 5, 1, 0)
    assert statistics.head_to_head(games, "Petr", "Babička").games == 5
    levels = statistics.against_levels(games)
    assert [(row.name, row.level, row.games, row.ahead, row.wins) for row in levels] == [
        ("Jana", "hard", 1, 0, 0), ("Petr", "hard", 1, 0, 0),
    ]


def test_wins_by_month_are_running_totals(evenings):
    months, wins = statistics.wins_by_month(finished_games(), ["Jana", "Petr", "Babička"])
    assert months == [(2026, 1), (2026, 2), (2026, 3)]
    assert wins == {"Jana": [2, 4, 4], "Petr": [0, 1, 1], "Babička": [0, 0, 0]}


def test_filters_by_period_game_and_players(evenings):
    games = finished_games()
    since = statistics.Filters(since=day(2, 1)).keep(games)
    assert rows_by_name(since)["Jana"].played == 4
    assert rows_by_name(since)["Jana"].longest_streak == 2
    assert statistics.Filters(players=4).keep(games) == []
    assert statistics.Filters(game="x_nimmt").keep(games) == []
    assert len(statistics.Filters(game="for_sale", players=3).keep(games)) == 6


def test_a_deleted_save_drops_out_and_a_changed_one_is_read_again(evenings):
    storage.delete(evenings[0])
    assert rows_by_name(finished_games())["Jana"].played == 5
    data = json.loads(evenings[1].read_text(encoding="utf-8"))
    data["players"][0]["name"], data["players"][1]["name"] = data["players"][1]["name"], data["players"][0]["name"]
    evenings[1].write_text(json.dumps(data), encoding="utf-8")
    names = {seat.name for game in finished_games() for seat in game.seats}
    assert names == {"Jana", "Petr", "Babička", "Robot"}
    assert len(finished_games()) == 5


def test_a_file_that_says_finished_but_is_not_never_counts():
    unfinished = make_save(moves=4).model_copy(update={"finished": True})
    storage.save(unfinished, "Rozehraná")
    assert finished_games() == []
    assert statistics.player_rows([]) == []
    assert statistics.wins_by_month([], ["Jana"]) == ([], {"Jana": []})


def test_lower_is_better_is_read_from_the_games():
    def game(scores_by_place):
        from boardgames_desktop.storage.history import FinishedGame, Seat

        seats = tuple(Seat(f"P{at}", "human", None, None, None, score, at + 1)
                      for at, score in enumerate(scores_by_place))
        return FinishedGame(None, "x_nimmt", EVENING + timedelta(days=len(scores_by_place)), seats)

    assert statistics.lower_is_better([game([3, 10, 20])]) == {"x_nimmt": True}
    assert statistics.lower_is_better([game([30, 10, 2])]) == {"x_nimmt": False}
    rows = statistics.player_rows([game([3, 10, 20]), game([4, 9])])
    assert {row.name: row.best_score for row in rows}["P0"] == 3


def test_the_index_spares_the_replays_of_a_new_run_and_is_only_a_cache(evenings, monkeypatch):
    from boardgames_desktop.storage import history, saves

    first = finished_games()
    history._outcomes.clear()  # as in a new run of the program
    with monkeypatch.context() as patched:
        patched.setattr(saves, "load", lambda path: pytest.fail(f"{path} replayed again"))
        assert finished_games() == first

    storage.delete(evenings[0])
    history._outcomes.clear()
    assert len(finished_games()) == 5  # the index never brings back a deleted save

    history._index_path().write_text("{ damaged", encoding="utf-8")
    history._outcomes.clear()
    assert len(finished_games()) == 5


def test_every_game_together_counts_games_wins_places_and_streaks_but_no_scores():
    from boardgames_desktop.storage.history import FinishedGame, Seat

    def game(game_id, day_, order):
        seats = tuple(Seat(name, "human", None, None, None, 10 - place, place + 1) for place, name in enumerate(order))
        return FinishedGame(None, game_id, EVENING + timedelta(days=day_), seats)

    games = [game("for_sale", 0, ["Jana", "Petr"]), game("x_nimmt", 1, ["Jana", "Petr"]),
             game("for_sale", 2, ["Petr", "Jana"])]
    rows = statistics.player_rows(games, totals=True)
    every = {row.name: row for row in rows if row.game is None}
    assert rows[0].game is None and rows[0].name == "Jana"  # every game together comes first
    assert (every["Jana"].played, every["Jana"].wins, every["Jana"].longest_streak) == (3, 2, 2)
    assert every["Jana"].average_place == pytest.approx(4 / 3)
    assert every["Jana"].best_score is None and every["Jana"].average_score is None
    assert len(statistics.player_rows(games)) == 4  # without totals: per game only


@pytest.mark.parametrize("spoil", [
    lambda seat: seat.update(place="first"),
    lambda seat: seat.update(score="lots"),
    lambda seat: seat.update(name=None),
    lambda seat: seat.update(colour="red; background: url(x)"),
    lambda seat: seat.update(place=True),
], ids=["place-text", "score-text", "name-null", "colour-style", "place-bool"])
def test_an_index_of_the_right_shape_but_wrong_types_is_rebuilt_from_the_saves(evenings, spoil):
    from boardgames_desktop.storage import history

    first = finished_games()
    index = history._index_path()
    data = json.loads(index.read_text(encoding="utf-8"))
    entry = next(entry for entry in data["entries"] if entry["outcome"])
    spoil(entry["outcome"]["seats"][0])
    index.write_text(json.dumps(data), encoding="utf-8")
    history._outcomes.clear()  # as in a new run of the program

    assert finished_games() == first
    assert statistics.player_rows(finished_games())
    rebuilt = json.loads(index.read_text(encoding="utf-8"))
    assert all(seat["place"] in (1, 2, 3) for entry in rebuilt["entries"] if entry["outcome"]
               for seat in entry["outcome"]["seats"])
