"""What every game's table widget shares: the template of its refresh (new events played out as an
animation, then the view drawn), words again on a language change, the rules' refusals shown on
its error line (a sentence naming the rule, and a link into the rules there), and its size: fonts, cards and rows grow and shrink with the table and the zoom
(see ui/scale.py)."""

import re
from html import escape, unescape
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, Qt, Signal, SignalInstance
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from ...play.change import Change, Kind
from ...rules import IllegalAction
from .. import game_folders, motion, rules_pages, theme
from ..messages import error_text
from ..widgets.players import player_name
from ..scale import SMALLEST, factor, scaled_style, zoom
from . import layout_check
from .end_page import EndPage
from ..widgets.sizes import forget_sizes


class Animation(Protocol):
    """How a table plays out what just happened (a reveal, a placing, a roll): everyone watches it,
    a click or Esc skips it, and the table draws the view at rest once it `finished`."""

    finished: SignalInstance  # once, when it ended: played out, skipped, or nothing to show

    @property
    def running(self) -> bool: ...

    def play(self, script) -> None:
        """Play `script` (what the table's `new_events` made); at once `finished` when `motion.off`
        (ui/motion.py, the one switch every animation asks) or nothing is to show."""

    def skip(self) -> None:
        """To the end at once, if running."""


class NoAnimation(QObject):
    """The animation of a table with nothing to play out: every move is drawn at once."""

    finished = Signal()
    running = False

    def play(self, script) -> None:
        self.finished.emit()

    def skip(self) -> None:
        """Nothing is ever under way."""


class Overlay(QWidget):
    """An animation, or a card to read, drawn over the whole table: a click, or Esc, Enter or Space,
    skips it (or puts the card away)."""

    def skip(self) -> None:
        raise NotImplementedError

    def present(self, focus: QWidget) -> None:
        """Show it over the whole of its table, `focus` (its button) taking the keys; it keeps the
        table's size while shown."""
        self.parentWidget().installEventFilter(self)
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        focus.setFocus(Qt.OtherFocusReason)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Resize and self.isVisible():
            self.setGeometry(watched.rect())
        return False

    def mousePressEvent(self, event) -> None:
        self.skip()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key_Escape, Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.skip()
        else:
            super().keyPressEvent(event)


class GameTable(QWidget):
    """A subclass sets `STYLE` (its style sheet, lengths in px at scale 1, under its object name),
    builds `error_label`, its pages (`set_pages`) and, if it plays moves out, `animation` (an
    Animation), then calls `follow_session()`; it defines `retranslate()`, `draw()` and `fit()`
    (cards and rows sized for the table's size and `scale`), and may define `new_events()`,
    `settled()` and `paint_felt()`."""

    STYLE = ""
    rescaled = Signal(float)  # the new scale: the log beside the table follows it
    banner_area_moved = Signal()  # banner_area() changed: a turn banner on show is placed again
    rules_wanted = Signal(str, str)  # a game and an anchor of its rules: a refusal's link was followed
    animation: Animation

    def __init__(self, session, name: str, parent=None):
        super().__init__(parent)
        self.session = session
        self.setObjectName(name)
        self._error = ""  # the last refusal, drawn again by the next drawing unless the game changed first
        self.scale = self._wanted = factor(self.size())
        self._shrinking = False
        self._told = self.scale  # the scale the log was told of
        self._laid_out = (None, 0.0)  # the size and scale it last laid out at, zoomed
        self._felt: QPixmap | None = None
        self.animation = NoAnimation(self)
        self.setStyleSheet(scaled_style(self.STYLE, self.scale))
        theme.follow(self, self._new_font_size)
        # Its own small minimum, not its layout's: the fixed sizes of cards and rows follow the table's
        # size, and the layout's minimum at the last size would keep the window from getting smaller.
        self.setMinimumSize(480, 360)

    def set_pages(self, play: QWidget, end: EndPage, across: int, down: int) -> None:
        """The play page and the end page, one at a time, `across` and `down` px from the edges."""
        self.end_page, self.results_model = end, end.results_model
        self.pages = QStackedWidget()
        self.pages.addWidget(play)
        self.pages.addWidget(end)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(across, down, across, down)
        outer.addWidget(self.pages)

    def follow_session(self) -> None:
        """Draw the table now, in the current language, and refresh it on every change of the session
        from now on; what happened before is not played."""
        self._unplayed = False  # a move whose events wait for a hand-over's confirmation to play
        # The error line says a refusal with a link into the rules, followed by a click or the keyboard
        # (Tab to it, Enter); its sentence is escaped (names are never markup).
        self.error_label.setTextFormat(Qt.RichText)
        self.error_label.setTextInteractionFlags(Qt.LinksAccessibleByMouse | Qt.LinksAccessibleByKeyboard)
        self.error_label.setOpenExternalLinks(False)
        self.error_label.linkActivated.connect(self._follow_link)
        self.error_label.installEventFilter(self)  # Enter follows the link as soon as Tab reached the line
        self.animation.finished.connect(self.settled)
        self.session.changed.connect(self.refresh)
        self.session.failed.connect(self._show_error)
        self.retranslate()

    def refresh(self, change: Change | None = None) -> None:
        """The template every table follows on the session's `change` (None: the same view drawn
        again, at another size or in another language): a move's events, once no one is being handed
        the computer, become the table's animation; then the view is drawn (at rest, or as the
        animation starts from) and the animation plays. A move taken back is drawn, not played."""
        kind = change.kind if change is not None else None
        if change is not None:
            self._error = ""  # a refusal is about the game before this change, never after it
        if kind in (Kind.ACTION, Kind.REDO):
            self._unplayed = True
        elif kind == Kind.UNDO:
            self._unplayed = False
        if not self._unplayed or self.session.handover_to is not None:
            self.draw(animating=self.animation.running)
            self.fit_again()
            self.shrink_to_fit()  # longer words, more cards
            self._tell_scale()
            return
        self._unplayed = False
        self.animation.skip()  # an earlier one still under way ends now
        # After a hand-over, the move's events as the person now at the screen may know them.
        events = change.events if kind in (Kind.ACTION, Kind.REDO) else tuple(self.session.last_events())
        script = self.new_events(events)
        animating = script is not None and not motion.off and not isinstance(self.animation, NoAnimation)
        self.draw(animating)
        self.fit_again()
        self.shrink_to_fit()
        self._tell_scale()
        if animating:
            self.animation.play(script)
        else:  # drawn once, not again when nothing played "ends"
            self.settled(redraw=False)

    def new_events(self, events):
        """What to play of `events` (a move's, as the person at the screen may know them), or None; the place to note what must wait
        until the animation ended (a card to show, a score sheet)."""
        return None

    def title_own_things(self, seat: int | None, titles) -> None:
        """Titles of a seat's own things, `titles` as (label, its words to the person at the screen,
        its words naming {player}): in a replay that shows a seat's cards, onlookers read whose they are."""
        for label, own, whose in titles:
            if not self.session.looking_on or seat is None:
                label.setText(own)
            else:
                label.setText(whose.format(player=player_name(self.session.players, seat)))

    def draw(self, animating: bool) -> None:
        """Draw the session's view; `animating`: as the animation starts from."""
        raise NotImplementedError

    def draw_page(self, view, over: bool, animating: bool) -> None:
        """The end page's results once the game is over (nothing there takes the focus), else the play
        page's words and controls (`show_end`, `show_play`); then everything sized for them."""
        if over:
            self.show_end(view)
            self.setFocusProxy(None)
        else:
            self.show_play(view, self.session.players, animating)
        self.fit()

    def settled(self, redraw: bool = True) -> None:
        """The animation ended: the view at rest, and what waited for it."""
        if redraw:
            self.draw(animating=False)

    def show_hint(self, action) -> None:
        """Point at the hinted `action` on the table (the card chosen, the bid set, the button in focus)
        without playing it. A table that cannot point at it leaves the hint's words to say it."""

    @staticmethod
    def point_at_card(view, model, value) -> None:
        """Choose the card `value` in a card line (a hand), as a click would, and give it the focus."""
        row = model.row_of(value)
        if row >= 0:
            index = model.index(row, 0)
            view.setFocus()
            view.setCurrentIndex(index)
            view.selectionModel().select(index, view.selectionModel().SelectionFlag.ClearAndSelect)

    def paint_felt(self, p: QPainter, rect: QRectF) -> None:
        """The table's cloth, wood or turf under everything: plain green cloth unless the game has its own."""
        p.fillRect(rect, QColor("#2c5e43"))

    def paintEvent(self, event) -> None:
        """The felt from a picture painted once per size: gradients afresh on every repaint cost as
        much as the cards on them."""
        ratio = self.devicePixelRatioF()
        if self._felt is None or self._felt.size() != self.size() * ratio:
            self._felt = QPixmap(self.size() * ratio)
            self._felt.setDevicePixelRatio(ratio)
            p = QPainter(self._felt)
            self.paint_felt(p, QRectF(self.rect()))
            p.end()
        p = QPainter(self)
        p.drawPixmap(0, 0, self._felt)
        p.end()

    def eventFilter(self, watched, event) -> bool:
        if (watched is self.error_label and event.type() == QEvent.KeyPress
                and event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space)):
            found = re.search(r'href="([^"]+)"', self.error_label.text())
            if found:
                self._follow_link(unescape(found.group(1)))
                return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key_Escape and self.animation.running:
            self.animation.skip()
            return
        super().keyPressEvent(event)

    def rescale(self) -> None:
        """Style and draw the table for the factor its size and the zoom give, if that changed, or the
        largest below it at which the table still lays out; then fit it."""
        wanted = factor(self.size())
        if wanted != self._wanted:
            self._wanted = wanted
            self._set_scale(wanted)
        self.fit()
        self.fit_again()
        self.shrink_to_fit()
        self._tell_scale()

    def _set_scale(self, by: float) -> None:
        if by != self.scale:
            self.scale = by
            self.setStyleSheet(scaled_style(self.STYLE, by))
            self.refresh()  # pictures drawn at the old size
            self.fit()

    def _tell_scale(self) -> None:
        """The log follows the scale settled on, never one only tried (a splitter keeps the room a
        larger log once took)."""
        if self.scale != self._told and not self._shrinking:
            self._told = self.scale
            self.rescaled.emit(self.scale)

    def shrink_to_fit(self) -> None:
        """A zoomed table whose words and cards no longer fit its window (words cut, buttons squeezed,
        parts overlapping): the largest scale, in steps of 5 %, at which it lays out (at worst the
        smallest, as a table too small for its zoomed log beside it); a zoom step in never makes it
        smaller than it was at the same size. It stays there until the window's size or the zoom
        changes."""
        if self._shrinking or zoom() <= 1.0 or self.scale <= SMALLEST or not self.isVisible() or self._lays_out():
            return
        self._shrinking = True
        try:
            # in twentieths, searched by halves from the scale it last laid out at, or the unzoomed one
            too_big = self.scale
            fits = self._laid_out[1] if self._laid_out[0] == self.size() else factor(self.size(), zoomed=False)
            fits = fits if SMALLEST < fits < too_big else SMALLEST
            while round((too_big - fits) * 20) > 1:
                middle = round((fits + too_big) * 10) / 20
                if self._lays_out_at(middle):
                    fits = middle
                else:
                    too_big = middle
            while not self._lays_out_at(fits) and fits > SMALLEST:  # a larger scale's sizes lingered in the search
                fits = round(fits * 20 - 1) / 20
        finally:
            self._shrinking = False

    def fit_again(self) -> None:
        """fit() once more after the layout pass of what the last one drew: it measured the room left
        to the cards with the sizes of parts just shown or reworded still unknown (Na prodej's first
        table after a hand-over had 30 px cards and half the felt empty until the next move)."""
        if self.isVisible():
            QCoreApplication.sendPostedEvents(None, QEvent.LayoutRequest)
            self.fit()

    def _lays_out_at(self, by: float) -> bool:
        self._set_scale(by)
        return self._lays_out()

    def _lays_out(self) -> bool:
        """Whether the page shown lays out, once fit() has sized its cards for the room this scale's
        layout passes leave (a larger scale's widths may linger for a few passes)."""
        for _ in range(4):
            self.fit_again()
            if not layout_check.problems(self.pages.currentWidget(), first_only=True):
                self._laid_out = (self.size(), self.scale)
                return True
        return False

    def _new_font_size(self) -> None:
        """The felt keeps its colours whatever the scheme; the words follow the user's font size."""
        if self.styleSheet() != scaled_style(self.STYLE, self.scale):
            self.setStyleSheet(scaled_style(self.STYLE, self.scale))
            self.rescaled.emit(self.scale)
            self.refresh()
            self.fit()

    def fit(self) -> None:
        raise NotImplementedError

    def banner_area(self) -> QRect:
        """Where the turn banner may cover the table for a moment, in its own coordinates: at the
        top of this, over the table's title (a board game offers a part of its board instead)."""
        return self.rect()

    def look_area(self) -> QRect:
        """Where the look card (a person's newly drawn cards, shown only to them) stands while they
        look, in this table's coordinates: by default where the turn banner would."""
        return self.banner_area()

    def overflow(self) -> int:
        """How much more height the play page (`pages` page 0) needs than the table gives it, with the
        sizes just set (negative: room to spare)."""
        page = self.pages.widget(0)
        layout = page.layout()
        margins = self.layout().contentsMargins()
        width = self.width() - margins.left() - margins.right()
        height = self.height() - margins.top() - margins.bottom()
        forget_sizes(layout)
        need = layout.minimumHeightForWidth(width) if layout.hasHeightForWidth() else layout.minimumSize().height()
        return need - height

    def room_for(self, views) -> int:
        """The height the play page leaves to the views `views` (those shown, of fixed heights), once
        everything else on it has the height it needs."""
        page = self.pages.widget(0)
        return sum(view.minimumHeight() for view in views if view.isVisibleTo(page)) - self.overflow()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.rescale()
        self.banner_area_moved.emit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.rescale()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def explain_refusal(self, action) -> bool:
        """The person at the screen tried `action` (a click on something the rules may refuse): if the
        rules refuse it from them now, say why on the error line, with a link to the rule; nothing is
        played either way. True if it was refused."""
        error = self.session.refusal(action)
        if error is None:
            return False
        self._show_error(error)
        return True

    def refusal_line(self, error: IllegalAction) -> str:
        """The error line's rich text for a refusal: its sentence and "Rules: <section>", a link to the
        section of the game's rules pages that the refusal's code names (none for a shared code)."""
        game = self.session.game
        return self._line(error_text(game, error), game_folders.refusal_rule(game, error.code))

    def explain(self, sentence: str, anchor: str | None = None) -> None:
        """Say on the error line why a click does nothing when it is no move at all (a card clicked
        where no card is played), with a link to the rules' section `anchor`."""
        self._say(self._line(sentence, anchor))

    def _line(self, sentence: str, anchor: str | None) -> str:
        line = escape(sentence)
        if anchor:
            game = self.session.game
            section = rules_pages.section_title(game, anchor)
            # translate(), not self.tr(): PySide looks up self.tr's words under the subclass's name
            words = (QCoreApplication.translate("GameTable", "Rules: {section}").format(section=section) if section
                     else QCoreApplication.translate("GameTable", "Rules"))
            colour = self.error_label.palette().color(self.error_label.foregroundRole()).name()
            line += (f' <a href="{escape(rules_pages.link(game, anchor))}" style="color: {colour};">'
                     f"{escape(words)}</a>")
        return line

    def _show_error(self, error) -> None:
        if isinstance(error, IllegalAction):
            self._say(self.refusal_line(error))

    def _say(self, line: str) -> None:
        if self.session.looking_on:  # a replay is watched: nothing there is refused, nothing said
            return
        self._error = line
        self.error_label.setText(line)
        self.error_label.setVisible(True)
        self.fit_again()  # the cards make room for the line

    def _follow_link(self, href: str) -> None:
        target = rules_pages.parse_link(href)
        if target is not None and target[1]:
            self.rules_wanted.emit(*target)
