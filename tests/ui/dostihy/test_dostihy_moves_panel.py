"""Issue 33: F1 at the Dostihy table: the moves open to the person at the screen, in Czech, grouped,
each with its reason; the answer to a challenge says how far the stake may be raised."""

from PySide6.QtCore import Qt

from boardgames_desktop.rules.dostihy.actions import Enter, Roll, Send
from boardgames_desktop.ui import i18n
from boardgames_desktop.ui.app.session import Session

from .conftest import make_players


def test_f1_says_what_the_challenged_player_may_do(qtbot, small_window):
    session = Session.new("dostihy", make_players(2), 4)
    record = session.save.record.model_copy(update={"setup": {"dice": ["money"], "first_player": 0,
                                                              "horses": [[2, 11], [12]], "pawned": [2]}})
    session = Session(session.save.model_copy(update={"record": record}))
    small_window.start(session)
    i18n.set_language("cs")
    panel = small_window.game_page.moves_panel
    qtbot.keyClick(small_window, Qt.Key_F1)
    words = panel.body.text().replace("\xa0", " ")  # Czech thousands are kept together
    assert "Hoď kostkou se symboly" in words and "Zastav koně: Vánek (2 500 korun)" in words
    assert "Vykup zastaveného koně: Mrkvička (2 000 korun)" in words
    qtbot.keyClick(small_window, Qt.Key_F1)
    for action in (Roll(), Enter(runner=11, opponent=1, stake=7000), Send()):
        assert session.act(action)
    if session.handover_to is not None:
        session.confirm_handover()
    qtbot.waitUntil(lambda: session.viewer == 1)
    qtbot.keyClick(small_window, Qt.Key_F1)
    assert panel.isVisible()
    words = panel.body.text().replace("\xa0", " ")
    assert "Odpověz (běžet může: stáj, Jiskra): dorovnej 7 000 korun, nebo zvyš až na 14 000 korun" in words
    assert "dvojnásobek" in words
