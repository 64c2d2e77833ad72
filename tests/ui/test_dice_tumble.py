"""The dice tumble, written once (ui/widgets/dice_tumble.py), as both rolling games play it. A busy
machine may show fewer throws (the animation skips ticks), never more, and always in order."""

from PySide6.QtCore import QObject, QSequentialAnimationGroup

from boardgames_desktop.ui import motion
from boardgames_desktop.ui.games.dostihy.board import DiceBox, RollAnimation
from boardgames_desktop.ui.widgets.dice_tumble import TUMBLES, DiceTumble


def test_a_tumble_shows_random_throws_then_finishes_and_starts_over(qtbot):
    owner = QObject()
    throws = []
    tumble = DiceTumble(owner)
    tumble.thrown.connect(lambda rng: throws.append(rng.randint(1, 6)))
    with qtbot.waitSignal(tumble.finished, timeout=5000):
        tumble.start()
    first = len(throws)
    assert 1 <= first <= TUMBLES and all(1 <= face <= 6 for face in throws)
    with qtbot.waitSignal(tumble.finished, timeout=5000):
        tumble.start()  # again from its first throw
    assert first + 1 <= len(throws) <= first + TUMBLES


def test_in_a_group_each_tumble_ends_before_the_next_begins(qtbot):
    owner = QObject()
    seen = []
    group = QSequentialAnimationGroup(owner)
    for name in "ab":
        tumble = DiceTumble(group)
        tumble.thrown.connect(lambda rng, name=name: seen.append(name))
        tumble.finished.connect(lambda name=name: seen.append(name.upper()))
        group.addAnimation(tumble)
    with qtbot.waitSignal(group.finished, timeout=5000):
        group.start()
    text = "".join(seen)
    assert text.index("A") == text.count("a") and text.endswith("B") and text.count("A") == 1
    assert 1 <= text.count("a") <= TUMBLES and 1 <= text.count("b") <= TUMBLES and text.rindex("b") < text.index("B")


def test_a_roll_settles_race_by_race_and_skipping_lands_the_last(qtbot, monkeypatch):
    monkeypatch.setattr(motion, "off", False)
    box = DiceBox()
    qtbot.addWidget(box)
    roll = RollAnimation(box, box)
    settled = []
    roll.step_settled.connect(settled.append)
    steps = [("horse", (None, None), (None, None), "first", None), ("horse", (2, 5), (0, 1), "race", 0)]
    roll.play(steps)
    assert roll.running
    qtbot.waitUntil(lambda: bool(settled), timeout=5000)
    assert settled[0] == -1  # the first step settled first
    roll.skip()
    assert not roll.running and settled[-1] == 0
    assert (box.symbol, tuple(box.points), roll.caption) == ("horse", (2, 5), "race")
