"""The game log shows, in words, only what the person at the screen may know."""

from boardgames_desktop import storage
from boardgames_desktop.ui.models.log import LogModel
from boardgames_desktop.ui.session import Session


def a_session():
    players = [storage.Player(name=n, kind="human") for n in ("Jana", "Petr", "Ema")]
    return Session.new("for_sale", players, 5)


def test_the_log_model_passes_the_model_tester_as_the_game_goes_on(qtmodeltester):
    session = a_session()
    model = LogModel(session)
    qtmodeltester.check(model)
    for _ in range(12):
        session.confirm_handover()
        session.act(session.legal_actions()[0])
        qtmodeltester.check(model)
    assert model.rowCount() >= 12


def test_every_line_is_a_sentence_for_an_event_of_the_game():
    session = a_session()
    model = LogModel(session)
    session.confirm_handover()
    session.act(session.legal_actions()[3])
    lines = [model.index(row).data() for row in range(model.rowCount())]
    assert lines[0].startswith("Round 1")
    assert "3" in lines[-1] and session.players[0].name in " ".join(lines) or lines[-1]
    assert all(isinstance(line, str) and line for line in lines)
