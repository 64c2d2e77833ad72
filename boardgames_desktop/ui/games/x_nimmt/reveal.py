"""The placing of a turn, played out card by card: the chosen cards turn over, then each, lowest
first, flies to its row; a filled or taken row's cards fly to their taker.

`placing_script` reads the moments in between from the events alone (the log before the last
action gives the rows it started from), so nothing is taken from the state. `PlacingAnimation` is a
see-through overlay on the table that plays the script; a click or any of Esc, Enter and Space
skips it; with `motion.off` it ends at once.
"""

from dataclasses import dataclass, field

from PySide6.QtCore import (
    QEasingCurve, QParallelAnimationGroup, QPauseAnimation, QPoint, QPropertyAnimation, QRect, QRectF,
    QSequentialAnimationGroup, Qt, Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QWidget

from ... import motion, theme
from . import texts
from ...table.game_table import Overlay
from .art import paint_card, paint_shadow
from . import palette

_COLOURS = palette.PALETTE

PLACING = ("card_placed", "row_filled", "row_taken")
SHOWN = ("cards_revealed", *PLACING, "too_low", "card_kept", "x_row_collapsed")


@dataclass
class Moment:
    """The middle of the table at one moment: the rows, this turn's plays and which are placed."""

    rows: list[list[int]] | None = None
    plays: list[tuple[int, int]] = field(default_factory=list)  # (seat, card), lowest first
    placed: set[tuple[int, int]] = field(default_factory=set)
    face_up: bool = True

    def copy(self) -> "Moment":
        rows = None if self.rows is None else [list(row) for row in self.rows]
        return Moment(rows, list(self.plays), set(self.placed), self.face_up)

    def advance(self, event) -> None:
        code, p = event.code, event.params
        if code == "round_dealt":
            self.rows, self.plays, self.placed = [list(row) for row in p["rows"]], [], set()
        elif code == "cards_revealed":
            self.plays = [(play["seat"], play["card"]) for play in p["plays"]]
            self.placed, self.face_up = set(), True
        elif self.rows is None:
            return
        elif code == "card_placed":
            self.rows[p["row"]].append(p["card"])
            self.placed.add((p["seat"], p["card"]))
        elif code in ("row_filled", "row_taken"):
            self.rows[p["row"]] = [p["card"]]
            self.placed.add((p["seat"], p["card"]))


@dataclass
class Step:
    event: object  # the Event this step shows
    before: Moment
    after: Moment


def placing_script(log: list, last: list) -> tuple[Moment, list[Step]] | None:
    """The moment before the last action and a step for each of its events worth showing, up to
    the end of the round; None when the last action placed no card."""
    if not any(event.code in ("cards_revealed", *PLACING, "too_low") for event in last):
        return None
    moment = Moment()
    for event in log[: len(log) - len(last)]:
        moment.advance(event)
    if moment.rows is None:
        return None
    start = moment.copy()
    if last and any(event.code == "cards_revealed" for event in last):
        start.face_up = False
    steps = []
    for event in last:
        if event.code == "round_scored":
            break
        before = moment.copy()
        moment.advance(event)
        if event.code in SHOWN:
            steps.append(Step(event, before, moment.copy()))
    if start.face_up is False:  # the reveal itself shows the cards, still unplaced, face down first
        start.plays = next(step.after.plays for step in steps if step.event.code == "cards_revealed")
        start.placed = set()
    return start, steps


class FlyingCard(QWidget):
    """A card moving over the table."""

    def __init__(self, card: int, rect: QRectF, parent: QWidget):
        super().__init__(parent)
        self.card = card
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setGeometry(QRect(0, 0, round(rect.width()) + 8, round(rect.height()) + 8))
        self.move(self.position_for(rect))
        self.hide()

    @staticmethod
    def position_for(rect: QRectF) -> QPoint:
        return QPoint(round(rect.left()) - 2, round(rect.top()) - 2)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(2, 2, self.width() - 8, self.height() - 8)
        paint_shadow(p, rect, 1.8)
        paint_card(p, rect, "number", self.card)
        p.end()


class PlacingAnimation(Overlay):
    """A see-through overlay on the table that plays a placing script, then emits `finished`.

    `table` must offer: show_moment(moment, highlight_row, highlight_play), plays_view (with its
    `flip` property and `card_rect`), row_slot_rect(row, slot), player_rect(seat), all in the
    table's own coordinates.
    """

    finished = Signal()
    flip_ms = 650
    fly_ms = 480
    hold_ms = 260
    note_ms = 900

    def __init__(self, table: QWidget):
        super().__init__(table)
        self.setFocusPolicy(Qt.NoFocus)  # StrongFocus while a placing plays
        # Always shown, see-through and clicked through while idle: showing a widget over the whole
        # table made Qt repaint all of the table beneath it when a placing began.
        self.setAttribute(Qt.WA_TransparentForMouseEvents, True)
        self._running = False
        self._painted: list[QRectF] = []  # where the caption and the hint were drawn last
        self._group: QSequentialAnimationGroup | None = None
        self._beats: dict = {}
        self._flyers: list[FlyingCard] = []
        self._caption = ""
        self._hint = ""

    @property
    def table(self) -> QWidget:
        # The parent, not an attribute: the table holds this overlay, and an attribute back would
        # make a reference cycle keeping a closed game's table in memory until Python's collector runs.
        return self.parentWidget()

    @property
    def running(self) -> bool:
        return self._running

    def play(self, script) -> None:
        """Play `script`: placing_script's (start, steps) and the players; at once `finished` when
        animations are off or nothing is to show."""
        self.skip()
        start, steps, players = script
        if motion.off or not steps:
            self.finished.emit()
            return
        if self.geometry() != self.table.rect():
            self.setGeometry(self.table.rect())
        self._players = players
        self._hint = self.tr("Click or press Esc to skip")
        group = QSequentialAnimationGroup(self)
        self._add_beat(group, QPauseAnimation(200), start, None)
        for step in steps:
            self._add_step(group, step)
        group.addAnimation(QPauseAnimation(self.hold_ms * 2))
        group.currentAnimationChanged.connect(self._enter)
        group.finished.connect(self.skip)
        self._group = group
        self._running = True
        self.setAttribute(Qt.WA_TransparentForMouseEvents, False)
        self.setFocusPolicy(Qt.StrongFocus)
        siblings = [child for child in self.table.children() if isinstance(child, QWidget) and child.isVisible()]
        if siblings and siblings[-1] is not self:
            self.raise_()
        self.show()
        self._update_texts()
        self.setFocus(Qt.OtherFocusReason)
        group.start()
        self._enter(group.currentAnimation())  # the group chose its first beat before anyone listened

    def skip(self) -> None:
        """Jump to the end and uncover the table."""
        if self._group is not None:
            group, self._group = self._group, None
            group.currentAnimationChanged.disconnect(self._enter)
            group.finished.disconnect(self.skip)
            group.stop()
            group.deleteLater()
        self._beats = {}
        for flyer in self._flyers:
            flyer.hide()
            flyer.deleteLater()
        self._flyers = []
        self._caption = ""
        if self._running:
            self._running = False
            self.setAttribute(Qt.WA_TransparentForMouseEvents, True)
            self.setFocusPolicy(Qt.NoFocus)
            if self.hasFocus():  # as hiding it would: the keyboard goes on to the next control
                self.focusNextChild()
            self._update_texts()
            self.finished.emit()

    # -- building the beats --------------------------------------------------------------------

    def _add_beat(self, group, animation, moment: Moment, text: str | None, highlight_row=None,
                  highlight_play=None, show=(), flip=None) -> None:
        group.addAnimation(animation)
        self._beats[animation] = (moment, text, highlight_row, highlight_play, list(show), flip)

    def _fly(self, card: int, start: QRectF, end: QRectF, ms: int) -> tuple[FlyingCard, QPropertyAnimation]:
        flyer = FlyingCard(card, start, self)
        self._flyers.append(flyer)
        move = QPropertyAnimation(flyer, b"pos", self)
        move.setDuration(ms)
        move.setStartValue(FlyingCard.position_for(start))
        move.setEndValue(FlyingCard.position_for(end))
        move.setEasingCurve(QEasingCurve.InOutCubic)
        return flyer, move

    def _add_step(self, group, step: Step) -> None:
        event, before, after = step.event, step.before, step.after
        p = event.params
        text = texts.event_text(event, self._players)
        table = self.table
        if event.code == "cards_revealed":
            turn = QPropertyAnimation(table.plays_view, b"flip", self)
            turn.setDuration(self.flip_ms)
            turn.setStartValue(0.0)
            turn.setEndValue(1.0)
            turn.setEasingCurve(QEasingCurve.InOutQuad)
            self._add_beat(group, turn, after, text, flip=0.0)
            group.addAnimation(QPauseAnimation(self.hold_ms))
            return
        if event.code in ("too_low", "card_kept", "x_row_collapsed"):
            play = _index(after.plays, p["seat"], p.get("card")) if event.code == "too_low" else None
            self._add_beat(group, QPauseAnimation(self.note_ms), after, text, highlight_play=play)
            return
        row, card, seat = p["row"], p["card"], p["seat"]
        origin = table.plays_rect(_index(before.plays, seat, card))
        flying = before.copy()
        flying.placed.add((seat, card))
        if event.code == "card_placed":
            flyer, move = self._fly(card, origin, table.row_slot_rect(row, len(before.rows[row])), self.fly_ms)
            self._add_beat(group, move, flying, text, highlight_row=row, show=[flyer])
            self._add_beat(group, QPauseAnimation(self.hold_ms), after, text, highlight_row=row)
            return
        # a full row or a row taken: the taken cards fly to the taker, the card starts the row
        taken = p["cards"]
        emptied = flying.copy()
        emptied.rows[row] = []
        target = table.player_rect(seat)
        sweep = QParallelAnimationGroup(self)
        flyers = []
        for slot, taken_card in enumerate(taken):
            rect = table.row_slot_rect(row, slot)
            end = QRectF(target.left() + slot * rect.width() * 0.3, target.center().y() - rect.height() / 2,
                         rect.width(), rect.height())
            flyer, move = self._fly(taken_card, rect, end, self.fly_ms)
            sweep.addAnimation(move)
            flyers.append(flyer)
        if event.code == "row_filled":
            landing, move = self._fly(card, origin, table.row_slot_rect(row, len(taken)), self.fly_ms)
            self._add_beat(group, move, flying, text, highlight_row=row, show=[landing])
            parked = FlyingCard(card, table.row_slot_rect(row, len(taken)), self)
            self._flyers.append(parked)
            self._add_beat(group, sweep, emptied, text, highlight_row=row, show=[*flyers, parked])
        else:
            self._add_beat(group, sweep, emptied, text, highlight_row=row, show=flyers)
            flyer, move = self._fly(card, origin, table.row_slot_rect(row, 0), self.fly_ms)
            self._add_beat(group, move, emptied, text, highlight_row=row, show=[flyer])
        self._add_beat(group, QPauseAnimation(self.hold_ms), after, text, highlight_row=row)

    def _enter(self, animation) -> None:
        beat = self._beats.get(animation)
        if beat is None:
            return
        moment, text, highlight_row, highlight_play, show, flip = beat
        for flyer in self._flyers:
            flyer.setVisible(flyer in show)
        if flip is not None:
            self.table.plays_view.flip = flip
        self.table.show_moment(moment, highlight_row, highlight_play)
        if text is not None:
            self._caption = text
        self._update_texts()

    # -- drawing and input ---------------------------------------------------------------------

    def _caption_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(15)
        font.setBold(True)
        return font

    def _hint_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(13)
        return font

    def _text_rects(self) -> list[QRectF]:
        """Where the caption (if any) and the hint go, over the table's own lines that tell the same."""
        rects = []
        if self._caption:  # over the table's own line of news, which is the same news at the end
            area = self.table.caption_rect()
            box = QFontMetrics(self._caption_font()).boundingRect(
                QRect(0, 0, round(area.width()) - 24, 400), Qt.TextWordWrap | Qt.AlignCenter, self._caption)
            rects.append(QRectF(area.left(), area.top(), area.width(), max(area.height(), box.height() + 10)))
        width = QFontMetrics(self._hint_font()).horizontalAdvance(self._hint) + 24
        rects.append(QRectF(self.width() - width - 16, 12, width, 24))  # where the turn is told when all is still
        return rects

    def _update_texts(self) -> None:
        """Repaint where the texts were and where they go now; the flying cards repaint themselves."""
        rects = self._text_rects() if self._running else []
        for rect in self._painted + rects:
            self.update(rect.toAlignedRect().adjusted(-2, -2, 2, 2))
        self._painted = rects

    def paintEvent(self, event) -> None:
        if not self._running:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        rects = self._text_rects()
        if self._caption:
            back = rects[0]
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(46, 26, 10))
            p.drawRoundedRect(back, 8, 8)
            p.setFont(self._caption_font())
            p.setPen(_COLOURS.caption)
            p.drawText(back.adjusted(12, 0, -12, 0), Qt.TextWordWrap | Qt.AlignCenter, self._caption)
        pill = rects[-1]
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(30, 20, 10, 200))
        p.drawRoundedRect(pill, 10, 10)
        p.setFont(self._hint_font())
        p.setPen(_COLOURS.hint)
        p.drawText(pill, Qt.AlignCenter, self._hint)
        p.end()

    def focusInEvent(self, event) -> None:
        pass  # QWidget's own repaints the whole widget, here all of the table, for nothing to show

    def focusOutEvent(self, event) -> None:
        pass


def _index(plays, seat: int, card: int | None) -> int | None:
    for i, play in enumerate(plays):
        if play[0] == seat and (card is None or play[1] == card):
            return i
    return None
