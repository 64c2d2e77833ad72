"""The Dostihy a sázky models pass Qt's model tester along a game and show what the view holds."""

import pytest
from PySide6.QtCore import Qt

from boardgames_desktop.ui.games.dostihy.models import RacesModel, ResultsModel, StableRole, StablesModel

from .conftest import views_of_a_game


@pytest.fixture(scope="module")
def game():
    return views_of_a_game(n=3, seed=3)


def test_every_model_passes_the_model_tester_along_a_game(qtmodeltester, game):
    seen, players, outcome = game
    stables, races, results = StablesModel(), RacesModel(), ResultsModel()
    for model in (stables, races, results):
        qtmodeltester.check(model)
    assert races.COLUMNS == len(races._headers())
    assert results.COLUMNS == len(results._headers())
    for views in seen[::3] + seen[-1:]:
        for view in views[:2]:
            stables.set_view(view, players)
            races.set_view(view, players)
            results.set_result(view, outcome if view.phase == "over" else None, players)
            for model in (stables, races, results):
                qtmodeltester.check(model)
            races.show_results_up_to(0)
            qtmodeltester.check(races)
    for model in (stables, races, results):
        model.retranslate()
    assert results.rowCount() == 3


def test_stables_hold_each_players_horses_and_cash(game):
    seen, players, _ = game
    model = StablesModel()
    for views in seen[::5]:
        view = views[0]
        model.set_view(view, players)
        assert model.rowCount() == view.num_players
        for seat in range(view.num_players):
            player = model.index(seat).data(StableRole)
            assert player == view.players[seat]
            text = model.index(seat).data(Qt.DisplayRole)
            assert players[seat].name in text


def test_races_show_who_runs_against_whom_and_hold_back_results(game):
    seen, players, _ = game
    model = RacesModel()
    finished = [views[0] for views in seen if views[0].challenge is not None and views[0].challenge.finished]
    assert finished
    view = finished[0]
    model.set_view(view, players)
    assert model.rowCount() == len(view.challenge.races)
    race = view.challenge.races[0]
    assert players[race.opponent].name in model.index(0, RacesModel.OPPONENT).data()
    assert players[race.winner].name in model.index(0, RacesModel.WINNER).data()
    model.show_results_up_to(0)  # while the dice still roll, nobody has won yet
    assert model.index(0, RacesModel.WINNER).data() == ""
    assert model.index(0, RacesModel.ROLLS).data() == ""


def test_results_rank_by_worth(game):
    seen, players, outcome = game
    model = ResultsModel()
    model.set_result(seen[-1][0], outcome, players)
    first = outcome.ranking[0][0]
    assert players[first].name in model.index(0, ResultsModel.NAME).data()
