"""The dice tumble, written once (ui/widgets/dice_tumble.py), as both rolling games play it."""

from PySide6.QtCore import QSequentialAnimationGroup

from boardgames_desktop.ui import motion
from boardgames_desktop.ui.games.dostihy.board import DiceBox, RollAnimation
from boardgames_desktop.ui.widgets.dice_tumble import TUMBLES, DiceTumble


def test_a_tumble_shows_each_random_throw_once_then_finishes(qtbot):
    throws = []
    tumble = DiceTumble(lambda rng: throws.append(rng.randint(1, 6)))
    with qtbot.waitSignal(tumble.finished, timeout=5000):
        tumble.start()
    assert len(throws) == TUMBLES
    with qtbot.waitSignal(tumble.finished, timeout=5000):
        tumble.start()  # again from its first throw
    assert len(throws) == 2 * TUMBLES


def test_in_a_group_each_tumble_ends_before_the_next_begins(qtbot):
    seen = []
    group = QSequentialAnimationGroup()
    for name in "ab":
        tumble = DiceTumble(lambda rng, name=name: seen.append(name), group)
        tumble.finished.connect(lambda name=name: seen.append(name.upper()))
        group.addAnimation(tumble)
    with qtbot.waitSignal(group.finished, timeout=5000):
        group.start()
    assert seen == ["a"] * TUMBLES + ["A"] + ["b"] * TUMBLES + ["B"]


def test_a_roll_settles_race_by_race_and_skipping_lands_the_last(qtbot, monkeypatch):
    monkeypatch.setattr(motion, "off", False)
    box = DiceBox()
    qtbot.addWidget(box)
    roll = RollAnimation(box)
    settled = []
    roll.step_settled.connect(settled.append)
    steps = [("horse", (None, None), (None, None), "first", None), ("horse", (2, 5), (0, 1), "race", 0)]
    roll.play(steps)
    assert roll.running
    qtbot.waitUntil(lambda: settled == [-1], timeout=5000)  # the first step settled alone
    assert box.symbol == "horse" and roll.caption == "first"
    roll.skip()
    assert not roll.running and settled[-1] == 0
    assert (box.symbol, tuple(box.points), roll.caption) == ("horse", (2, 5), "race")
