"""The X bere! models pass Qt's model tester along a game and show only what the view holds."""

from PySide6.QtCore import Qt

from boardgames_desktop.rules.x_nimmt.data import HEADS
from boardgames_desktop.ui.games.x_nimmt.art import CardsRole, KindRole, SeatRole, ValueRole
from boardgames_desktop.ui.games.x_nimmt.models import (
    HandModel, PlayersModel, PlaysModel, ResultsModel, RoundScoreModel, RowModel, StateRole, TakenModel, XRowModel,
)


def all_views(game_views):
    seen, _, _, _ = game_views
    return [view for _, views in seen for view in views]


def test_card_models_pass_the_model_tester_along_a_game(qtmodeltester, game_views):
    views = all_views(game_views)
    models = [HandModel(), TakenModel(), *(RowModel(row) for row in range(3)), *(XRowModel(seat) for seat in range(3))]
    for model in models:
        qtmodeltester.check(model)
        for view in views:
            model.set_view(view)
            qtmodeltester.check(model)
        model.retranslate()


def test_plays_players_scores_and_results_pass_the_model_tester(qtmodeltester, game_views):
    seen, players, outcome, _ = game_views
    plays, table, results, scores = PlaysModel(), PlayersModel(), ResultsModel(), RoundScoreModel()
    for model in (plays, table, results, scores):
        qtmodeltester.check(model)
    for model in (table, results, scores):
        assert model.COLUMNS == len(model._headers())
    for view in all_views(game_views):
        plays.set_view(view, players)
        table.set_view(view, players)
        results.set_result(view, outcome if view.phase == "over" else None, players)
        if view.players[0].round_scores:
            round_ = len(view.players[0].round_scores)
            scores.set_scores({"round": round_, "points": [p.round_scores[-1] for p in view.players],
                               "hand_heads": [1] * 3, "pile_heads": [2] * 3}, view, players)
        for model in (plays, table, results, scores):
            qtmodeltester.check(model)
    assert results.rowCount() == 3
    assert results.index(0, ResultsModel.NAME).data() == players[outcome.ranking[0][0]].name
    assert scores.round == 2


def test_hand_model_holds_the_viewers_cards_and_is_selectable_only_when_choosing(game_views):
    model = HandModel()
    for view in all_views(game_views):
        model.set_view(view)
        if view.me is None:
            assert model.rowCount() == 0
            continue
        assert [model.index(r).data(ValueRole) for r in range(model.rowCount())] == view.me.hand
        assert all(model.index(r).data(KindRole) == "number" for r in range(model.rowCount()))
        choosing = view.phase == "choosing" and view.seat in view.to_act
        for r in range(model.rowCount()):
            assert bool(model.flags(model.index(r)) & Qt.ItemIsSelectable) == choosing


def test_rows_know_their_room_and_heads(game_views):
    for view in all_views(game_views):
        for row in range(3):
            model = RowModel(row)
            model.set_view(view)
            cards = view.rows[row].cards
            assert model.cards == cards
            assert model.size == view.rows[row].size == (3, 4, 5)[row]
            assert model.heads == sum(HEADS[card] for card in cards)
            assert model.room == model.size - 1 - len(cards) >= 0


def test_the_x_pile_shows_its_contents_only_to_its_owner(game_views):
    model = PlayersModel()
    seen, players, _, _ = game_views
    for _, views in seen:
        for view in views:
            model.set_view(view, players)
            for row in range(model.rowCount()):
                pile = model.index(row, PlayersModel.X_PILE)
                assert pile.data() == str(view.players[row].x_pile)
                tip = pile.data(Qt.ToolTipRole)
                if view.seat == row and view.me.x_pile:
                    assert all(str(card) in tip for card in view.me.x_pile)
                else:
                    assert not any(ch.isdigit() for ch in tip.replace(str(view.players[row].x_pile), "", 1))
                x_row = model.index(row, PlayersModel.X_ROW)
                assert x_row.data(CardsRole) == view.players[row].x_row


def test_plays_model_never_shows_another_players_face_down_card(game_views):
    model = PlaysModel()
    seen, players, _, _ = game_views
    for (phase, _), views in seen:
        for view in views:
            model.set_view(view, players)
            for row in range(model.rowCount()):
                index = model.index(row)
                if phase == "choosing" and index.data(SeatRole) != view.seat:
                    assert index.data(ValueRole) is None
                    assert index.data(KindRole) in ("back", "empty")
                if phase == "resolving":
                    assert index.data(StateRole) in ("face", "placed")


def test_taken_model_offers_the_choice_only_to_the_taker(game_views):
    model = TakenModel()
    seen, _, _, _ = game_views
    asked = 0
    for (phase, awaiting), views in seen:
        for view in views:
            model.set_view(view)
            if awaiting == "keep" and view.seat == view.awaiting.seat:
                asked += 1
                assert model.cards == view.awaiting.cards
                assert all(model.flags(model.index(r)) & Qt.ItemIsSelectable for r in range(model.rowCount()))
            else:
                assert model.rowCount() == 0
    assert asked


def test_headers_are_re_read_on_a_language_change(qtbot):
    model = PlayersModel()
    with qtbot.waitSignal(model.headerDataChanged):
        model.retranslate()
    assert model.headerData(PlayersModel.X_PILE, Qt.Horizontal) == "X pile"
