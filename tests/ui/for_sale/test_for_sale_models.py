"""The Na prodej models pass Qt's model tester in every phase and show only what the view holds."""

from PySide6.QtCore import Qt

from boardgames_desktop.ui.games.for_sale.art import KindRole, ValueRole
from boardgames_desktop.ui.games.for_sale.models import (
    ChequesModel, HandModel, PlayersModel, ResultsModel, TableCardsModel,
)


def test_card_models_pass_the_model_tester_along_a_game(qtmodeltester, game_views):
    views, _, _ = game_views
    for model_class in (HandModel, ChequesModel, TableCardsModel):
        model = model_class()
        qtmodeltester.check(model)
        for view in views:
            model.set_view(view)
            qtmodeltester.check(model)
        model.retranslate()


def test_players_and_results_pass_the_model_tester(qtmodeltester, game_views):
    views, players, outcome = game_views
    model = PlayersModel()
    results = ResultsModel()
    qtmodeltester.check(model)
    qtmodeltester.check(results)
    for view in views:
        model.set_view(view, players)
        qtmodeltester.check(model)
        results.set_result(view, outcome if view.final else None, players)
        qtmodeltester.check(results)
    assert results.rowCount() == 3
    assert results.index(0, ResultsModel.NAME).data() == players[outcome.ranking[0][0]].name


def test_hand_model_holds_the_viewers_houses_and_is_selectable_only_when_choosing(game_views):
    views, _, _ = game_views
    model = HandModel()
    for view in views:
        model.set_view(view)
        if view.me is None:
            assert model.rowCount() == 0
            continue
        assert [model.index(r).data(ValueRole) for r in range(model.rowCount())] == view.me.houses
        assert all(model.index(r).data(KindRole) == "house" for r in range(model.rowCount()))
        choosing = view.phase == "selling" and view.seat in view.to_act
        for r in range(model.rowCount()):
            assert bool(model.flags(model.index(r)) & Qt.ItemIsSelectable) == choosing


def test_players_model_shows_coins_only_to_their_owner(game_views):
    views, players, _ = game_views
    model = PlayersModel()
    for view in views:
        if view.final is not None:
            continue
        model.set_view(view, players)
        for row in range(model.rowCount()):
            coins = model.index(row, PlayersModel.COINS).data()
            if row == view.seat:
                assert coins == str(view.me.coins)
            else:
                assert coins == "?"


def test_headers_are_re_read_on_a_language_change(qtbot):
    model = PlayersModel()
    with qtbot.waitSignal(model.headerDataChanged):
        model.retranslate()
    assert model.headerData(PlayersModel.COINS, Qt.Horizontal) == "Coins"
