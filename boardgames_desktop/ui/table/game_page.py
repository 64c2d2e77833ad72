"""A game in progress: the game's table, the log beside it (with a filter box above it: one player's
lines, one round's), and the hand-over screen over both (or, in a game with nothing to hide, a
banner naming the next person)."""

import weakref

from PySide6.QtCore import QEvent, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QIcon, QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QSplitter,
                               QToolButton, QVBoxLayout, QWidget)

from ... import storage
from ...bundle import MissingModule
from ...rules import registry
from ...play.change import Kind
from .. import game_folders, theme
from .hints import hint_text
from ..messages import error_text
from ..models.log import LogFilter, LogModel
from ..widgets.players import token_pixmap
from ..scale import scaled
from ..widgets import cards
from . import table_parts
from .handover import HandoverScreen
from .log_view import LogView
from .game_table import Overlay
from .look_card import LookCard
from .moves_panel import MovesPanel
from .thinking import ThinkingLine
from .turn_banner import TurnBanner

RECENT_EVENTS_ON_HANDOVER = 4
THINKING_DELAY_MS = 300  # a computer quicker than this moves without "… is thinking": no flicker


class GamePage(QWidget):
    play_again = Signal()
    back_to_start = Signal()

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        # Other games' card pictures are not drawn while this one is on the table.
        others = {game.id for game in registry.catalog()} - {session.game}
        cards.cache.discard(lambda key: key[0] in others)
        self.table = game_folders.table_for(session, self)
        self.table.rescaled.connect(self._rescale_log)
        self.table.banner_area_moved.connect(self._place_banner)

        self._build_log()
        side = self._build_side()

        splitter = QSplitter(Qt.Horizontal)
        splitter.addWidget(self.table)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([860, 260])
        splitter.setChildrenCollapsible(False)

        self._build_messages()
        self._build_end_bar()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.save_warning)
        layout.addWidget(self.message)
        layout.addWidget(self.end_bar)

        self.handover = HandoverScreen(self)
        self.handover.confirmed.connect(session.confirm_handover)
        self.handover.hide()
        self.turn_banner = TurnBanner(self)
        self._banner_waits: int | None = None  # the seat a banner will name once the card shown big is put away
        self.look_card = LookCard(self)
        self.look_card.done.connect(session.done_looking)
        self._build_moves_panel()
        self._eyes = None  # the person the screen was last given to, by a hand-over or a banner

        session.changed.connect(self._update_handover)
        session.changed.connect(self._update_hint)
        session.changed.connect(self.update_moves)
        session.changed.connect(self._hide_thinking)  # the move landed, or was undone
        session.thinking.connect(self._thinking_started)
        # Weakly: a session holding the page would make a reference cycle that only Python's
        # garbage collector frees, late, keeping every closed game's table in memory until then.
        animating = weakref.WeakMethod(self._animating)
        session.wait_for = lambda: bool(animating() and animating()())
        self.log_model.waits = session.wait_for  # a move's lines once the table has played it out
        self.table.animation.finished.connect(self.log_model.release)
        session.failed.connect(self.show_error)
        session.save_problem.connect(self._update_save_warning)
        self._rescale_log(self.table.scale)
        self._retranslate()
        self._update_handover()

    def _build_log(self) -> None:
        """The game's log: its title, the filters by player and round, and the lines, following the
        newest."""
        self.log_title = QLabel()
        self.log_title.setObjectName("LogTitle")
        self.log_model = LogModel(self.session, self)
        self.log_filter = LogFilter(self.log_model, self)
        self.log_view = LogView(self.log_filter)
        self.log_view.setObjectName("Log")
        self.log_view.setFocusPolicy(Qt.NoFocus)
        self._log_follows = True  # the newest line stays in view, until the reader scrolls up
        self.log_filter.modelReset.connect(self._log_to_end)
        self.log_filter.rowsInserted.connect(self._log_grew)
        self._rounds_offered: list[int] | None = None  # those the round box offers, in its language
        self.log_player = QComboBox(objectName="LogPlayer")
        self.log_round = QComboBox(objectName="LogRound")
        for box in (self.log_player, self.log_round):
            box.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(6)
            box.currentIndexChanged.connect(self._filter_log)
        self.log_model.rowsInserted.connect(self._fill_rounds)
        self.log_model.rowsRemoved.connect(self._fill_rounds)
        self.log_model.modelReset.connect(self._fill_rounds)
        self.log_view.verticalScrollBar().actionTriggered.connect(self._log_scrolled)
        # The lines' heights are known only once the view has laid them out: follow the range.
        self.log_view.verticalScrollBar().rangeChanged.connect(self._log_range_changed)

    def _build_side(self) -> QWidget:
        """Beside the table: the hint button and its words, the thinking line, and the log."""
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 6, 6, 6)
        self.thinking = ThinkingLine()
        # connect(), not timeout=, which PySide never frees (see Session)
        self._thinking_timer = QTimer(self, singleShot=True, interval=THINKING_DELAY_MS)
        self._thinking_timer.timeout.connect(self._show_thinking)
        self.hint_button = QPushButton(objectName="Hint")
        self.hint_button.clicked.connect(self.give_hint)
        self.hint_key = QShortcut(QKeySequence("F2"), self)
        self.hint_key.activated.connect(self.give_hint)
        # The hint's words, under its button and beside the table: shown, they shorten the log, never
        # move the table (a child's mouse stays on the button pointed at). Gone at the next change,
        # whoever looks next, or when put away.
        self.hint_box = QFrame(objectName="HintBox")
        self.hint_words = QLabel(textFormat=Qt.PlainText, wordWrap=True, objectName="HintWords")
        self.hint_close = QToolButton(objectName="HintClose", text="\u00d7", autoRaise=True)
        self.hint_close.clicked.connect(self._hide_hint)
        hint_layout = QHBoxLayout(self.hint_box)
        hint_layout.setContentsMargins(8, 6, 4, 6)
        hint_layout.addWidget(self.hint_words, 1)
        hint_layout.addWidget(self.hint_close, 0, Qt.AlignTop)
        theme.apply(self.hint_box, "#HintBox { background: @note; border: 1px solid @note_border; border-radius: 8px; }"
                                   "#HintWords, #HintClose { color: @note_text; font-size: 11pt; }")
        self.hint_box.hide()
        self._hinted = None  # (seat, action, reason) of the hint shown
        self.moves_button = QToolButton(objectName="MovesButton", text="?")
        self.moves_button.setFocusPolicy(Qt.StrongFocus)
        self.moves_button.clicked.connect(self.toggle_moves)
        theme.apply(self.moves_button, "#MovesButton { font-weight: bold; font-size: 13pt; min-width: 30px; min-height: 30px;"
                                       " border-radius: 15px; background: @note; color: @note_text;"
                                       " border: 1px solid @note_border; }"
                                       "#MovesButton:focus { border: 2px solid @note_text; }")
        buttons = QHBoxLayout()
        buttons.addWidget(self.hint_button, 1)
        buttons.addWidget(self.moves_button, 0, Qt.AlignRight)
        side_layout.addLayout(buttons)
        side_layout.addWidget(self.hint_box)
        side_layout.addWidget(self.thinking)
        side_layout.addWidget(self.log_title)
        side_layout.addWidget(self.log_player)  # one under the other: a long name has the panel's width
        side_layout.addWidget(self.log_round)
        side_layout.addWidget(self.log_view)
        return side

    def _build_moves_panel(self) -> None:
        """"What can I do now?" over the table's top right corner, opened by F1 (the window's Help menu)
        or the "?" beside the hint; only for a game whose texts word the moves (`moves_text`)."""
        self.moves_panel = MovesPanel(self)
        self.moves_panel.closed.connect(self._moves_closed)
        self.moves_key = QShortcut(QKeySequence("Esc"), self.moves_panel)  # from the table too, while it is up
        self.moves_key.setContext(Qt.WindowShortcut)
        self.moves_key.activated.connect(self.moves_panel.put_away)
        self.moves_button.setVisible(game_folders.has_moves_text(self.session.game))

    def can_show_moves(self) -> bool:
        """Whether a person is at the screen to be told their moves: someone's eyes, and no hand-over
        or look card up."""
        session = self.session
        return (self.moves_button.isVisibleTo(self) and session.viewer is not None and session.handover_to is None
                and session.looking is None)

    def toggle_moves(self) -> None:
        if self.moves_panel.isVisible():
            self.moves_panel.put_away()
        elif self.can_show_moves():
            self.moves_panel.open(self.session, self._on_page(self.table.rect()))

    def update_moves(self, _change=None) -> None:
        """The panel follows the game: worded again after each change (and a tutorial's card: it may hold
        moves back), closed at a hand-over."""
        self.moves_button.setEnabled(self.can_show_moves())
        if not self.moves_panel.isVisible():
            return
        if self.can_show_moves():
            self.moves_panel.show_moves(self.session)
            self.moves_panel.place(self._on_page(self.table.rect()))
        else:
            self.moves_panel.hide()

    def _moves_closed(self) -> None:
        if self.can_show_moves():
            self.table.setFocus()

    def _build_messages(self) -> None:
        """The messages under the table: one that goes after a while, and the autosave's warning that
        stays."""
        self.message = QLabel(textFormat=Qt.PlainText)
        self.message.setObjectName("Message")
        self.message.setWordWrap(True)
        theme.apply(
            self.message,
            "#Message { background: @note; color: @note_text; border: 1px solid @note_border;"
            " border-radius: 8px; padding: 8px 12px; font-size: 12pt; }"
            '#Message[problem="true"] { background: @problem; color: @problem_text; border-color: @problem_border; }',
        )
        self.message.hide()
        # While the autosave fails: why, until a save succeeds again (the message above goes after 7 s)
        self.save_warning = QLabel(textFormat=Qt.PlainText)
        self.save_warning.setObjectName("Message")
        self.save_warning.setProperty("problem", True)
        self.save_warning.setWordWrap(True)
        theme.apply(
            self.save_warning,
            "#Message { background: @problem; color: @problem_text; border: 1px solid @problem_border;"
            " border-radius: 8px; padding: 8px 12px; font-size: 12pt; }",
        )
        self.save_warning.hide()
        self._message_timer = QTimer(self, singleShot=True, interval=7000)
        self._message_timer.timeout.connect(self.message.hide)

    def _build_end_bar(self) -> None:
        """The bar under a finished game: play again, or back to the start."""
        self.again_button = QPushButton()
        self.again_button.clicked.connect(self.play_again)
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.back_to_start)
        self.end_bar = QWidget()
        self.end_bar.setObjectName("EndBar")
        self.end_bar.setAttribute(Qt.WA_StyledBackground, True)
        theme.apply(
            self.end_bar, "#EndBar { background: @end_bar; } #EndBar QPushButton { font-size: 13pt; padding: 6px 22px; }"
        )
        end_layout = QHBoxLayout(self.end_bar)
        end_layout.addStretch(1)
        for button in (self.again_button, self.start_button):
            button.setMinimumHeight(44)
            end_layout.addWidget(button)
        end_layout.addStretch(1)

    def _rescale_log(self, by: float) -> None:
        """The log's words grow and shrink with the table's."""
        for widget, pixels in ((self.log_view, 13), (self.log_title, 14)):
            font = widget.font()
            font.setPixelSize(scaled(pixels * theme.table_text_ratio(), by))
            widget.setFont(font)

    def _thinking_started(self, seat: int) -> None:
        self._thinking_timer.start()

    def _show_thinking(self) -> None:
        seat = self.session.computer_thinking
        if seat is None or self.session.is_over:
            return
        player = self.session.players[seat]
        self.thinking.show_for(player.name, player.colour or theme.colour("no_colour"), player.symbol or "")

    def _hide_thinking(self) -> None:
        self._thinking_timer.stop()
        self.thinking.hide()

    def stop_game(self) -> None:
        """The game is being closed: stop the computers (an answer still being searched is
        dropped) and wait for the last autosave."""
        self._hide_thinking()
        self.session.stop()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self.handover.isHidden():  # its button has the keyboard, not the first box in the tab order
            self.handover.setFocus()

    def _log_to_end(self) -> None:
        self._log_follows = True
        self.log_view.scrollToBottom()

    def _log_grew(self, _parent, first: int, _last: int) -> None:
        if first > 0:  # new lines at the end; older ones brought back at the top stay where they are
            # Not scrollToBottom(): it lays every line out at once, and the view lays them out
            # again at its own time; the bar follows the range that layout gives (_log_range_changed).
            self._log_follows = True
            bar = self.log_view.verticalScrollBar()
            bar.setValue(bar.maximum())

    def _log_range_changed(self, _minimum: int, maximum: int) -> None:
        if self._log_follows:
            self.log_view.verticalScrollBar().setValue(maximum)

    def _log_scrolled(self, _action) -> None:
        """The reader scrolled to the top of the lines shown: bring older ones back above them."""
        bar = self.log_view.verticalScrollBar()
        self._log_follows = bar.sliderPosition() >= bar.maximum()
        if bar.sliderPosition() > bar.minimum() or not self.log_model.earlier:
            return
        came = self.log_model.show_earlier()
        self.log_view.scrollTo(self.log_filter.mapFromSource(self.log_model.index(came)), QAbstractItemView.PositionAtTop)

    def _fill_rounds(self) -> None:
        """The round box offers every round the log has lines of."""
        rounds = self.log_model.rounds()
        if rounds == self._rounds_offered:  # most moves bring no new round
            return
        self._rounds_offered = rounds
        items = [(self.tr("All rounds"), None)]
        items += [(self.tr("Round {number}").format(number=number), number) for number in rounds]
        if table_parts.refill(self.log_round, items):
            self._filter_log()

    def _fill_players(self) -> None:
        box = self.log_player
        chosen = box.currentIndex()
        box.blockSignals(True)
        box.clear()
        box.addItem(self.tr("Everyone"), None)
        for seat, player in enumerate(self.session.players):
            box.addItem(QIcon(token_pixmap(player.colour or theme.colour("no_colour"), player.symbol or "", 32)), player.name, seat)
        box.setCurrentIndex(max(0, chosen))
        box.blockSignals(False)

    def _filter_log(self) -> None:
        self.log_filter.show_only(self.log_player.currentData(), self.log_round.currentData())
        self._log_to_end()

    def _animating(self) -> bool:
        """The table's animation (a reveal, a placing, a roll) still running: computers wait for it to end."""
        return self.table.animation.running

    def show_error(self, error: Exception) -> None:
        """Saving problems, and a part of the program missing. An illegal move is told by the table,
        beside the control that made it; a failed autosave by the save warning, as long as it lasts."""
        if isinstance(error, storage.SaveError) and error is not self.session.save_error:
            self.show_message(error_text(self.session.game, error), problem=True)
        elif isinstance(error, MissingModule):
            self.show_message(self.tr(
                "A part of the program is missing from this installation ({module}): the computer players and "
                "hints of this game cannot work. Install the program again; your saved games stay where they are."
            ).format(module=error.module), problem=True)
            self._message_timer.stop()  # it stays: nothing goes on until the program is installed again

    def _update_save_warning(self, _error=None) -> None:
        """Under the table and on the hand-over card: the last moves are not saved, and why."""
        from ..messages import reason

        error = self.session.save_error
        text = "" if error is None else self.tr("The last moves are not saved. {reason} Each move tries again.").format(
            reason=reason(error))
        self.save_warning.setText(text)
        self.save_warning.setVisible(bool(text))
        self.handover.set_warning(text)

    def show_message(self, text: str, problem: bool = False) -> None:
        self.message.setProperty("problem", problem)
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)
        self.message.setText(text)
        self.message.show()
        self._message_timer.start()

    def resizeEvent(self, event) -> None:
        self.handover.setGeometry(self.rect())
        self._place_banner()
        if self.moves_panel.isVisible():
            self.moves_panel.place(self._on_page(self.table.rect()))
        super().resizeEvent(event)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.log_title.setText(self.tr("What happened"))
        self.again_button.setText(self.tr("Play &again"))
        self.start_button.setText(self.tr("&Back to the start"))
        self.log_player.setToolTip(self.tr("Show only the lines of one player"))
        self.log_player.setAccessibleName(self.tr("Player"))
        self.log_round.setToolTip(self.tr("Show only the lines of one round"))
        self.log_round.setAccessibleName(self.tr("Round"))
        self.moves_button.setToolTip(self.tr("What can I do now? (F1)"))
        self.moves_button.setAccessibleName(self.tr("What can I do now?"))
        self.hint_close.setToolTip(self.tr("Put the hint away"))
        self.hint_close.setAccessibleName(self.hint_close.toolTip())
        self._fill_players()
        self._rounds_offered = None
        self.log_model.refresh()  # the round box is filled again with it
        self._update_handover()
        if self._hinted is not None:
            self._word_hint()
        self._update_hint()
        self.update_moves()
        self._update_save_warning()

    def give_hint(self) -> None:
        """The normal computer player's move for the person on turn: pointed at on the table and said
        in words under it; counted in the save."""
        hinted = self.session.hint()
        if hinted is None:
            return
        self.table.show_hint(hinted[1])
        self._hinted = hinted
        self._word_hint()
        self.hint_box.show()
        self._update_hint()

    def _word_hint(self) -> None:
        """The hint shown, in words of the language now (worded again after a switch, not asked again)."""
        seat, action, reason = self._hinted
        words = hint_text(self.session.game, seat, action, self.session.view(), self.session.players)
        if not words:
            words = (self.tr("There is only one thing to do now.") if len(self.session.legal_actions()) == 1
                     else self.tr("The move is shown on the table."))
        message = self.tr("Hint: {hint}").format(hint=words)
        why = game_folders.reason_text(self.session.game, reason, self.session.players) if reason else ""
        self.hint_words.setText(f"{message}\n{why}" if why else message)  # the bot's own reason, a line of its own

    def _hide_hint(self) -> None:
        self._hinted = None
        self.hint_box.hide()
        self.hint_words.clear()

    def _update_hint(self, change=None) -> None:
        if change is not None and self._hinted is not None:
            seat, action, _ = self._hinted
            # Another seat's move while the person still chooses (a computer's secret card) leaves it.
            others = change.kind == Kind.ACTION and change.seat != seat and self.session.acting_seat() == seat
            if not (others and action in self.session.legal_actions()):
                self._hide_hint()
        on = self.session.can_hint()
        self.hint_button.setVisible(on)
        self.hint_key.setEnabled(on)
        if on:
            used = self.session.players[self.session.acting_seat()].hints
            self.hint_button.setText(self.tr("&Hint (F2)") if not used
                                     else self.tr("&Hint (F2) · used: {used}").format(used=used))

    def _update_handover(self) -> None:
        self.end_bar.setVisible(self.session.is_over)
        seat = self.session.handover_to
        looking = self.session.looking
        if looking is None:
            self.look_card.hide()
        else:
            self.look_card.show_for(self.session.players[looking].name)
            self._place_banner()
        if seat is None:
            self.handover.hide()
            self._announce_turn()
            if looking is None:
                self.table.setFocus()
            return
        self._eyes = seat
        self._dismiss_banner()
        player = self.session.players[seat]
        # The log's own lines, worded once: the log model has already taken in this change.
        recent = self.log_model.lines(RECENT_EVENTS_ON_HANDOVER)
        change = self.session.change
        if change.kind == Kind.UNDO:  # why the computer goes back to the one who just played
            recent.append(self.tr("Move taken back: {player}").format(player=self.session.players[change.seat].name))
        self.handover.setGeometry(self.rect())
        self.handover.show_for(player.name, player.colour or theme.colour("no_colour"), player.symbol or "", recent)

    def _announce_turn(self) -> None:
        """The screen went to another person without a hand-over (the game has nothing to hide):
        the banner names them, so that everyone knows whose turn it is."""
        viewer = self.session.viewer
        if viewer == self._eyes:
            return
        self._eyes = viewer
        if (viewer is None or self.session.is_over or len(self.session.humans) < 2
                or self.session.spec.private_information):  # there, the hand-over names the person
            self._dismiss_banner()
            return
        self._show_banner(viewer)

    def _show_banner(self, seat: int) -> None:
        self._banner_waits = None
        player = self.session.players[seat]
        self.turn_banner.show_for(player.name, player.colour or theme.colour("no_colour"), player.symbol or "")
        self._place_banner()

    def _dismiss_banner(self) -> None:
        self._banner_waits = None
        self.turn_banner.dismiss()

    def _card_up(self) -> bool:
        """A card to read (an Overlay) lies over the table: Anti-Monopoly's card drawn."""
        return any(overlay.isVisible() for overlay in self.table.findChildren(Overlay, options=Qt.FindDirectChildrenOnly))

    def _place_banner(self) -> None:
        if not self.turn_banner.isHidden() or self._banner_waits is not None:
            fits = self.turn_banner.place(self._on_page(self.table.banner_area())) or not self._card_up()
            if not fits and self._banner_waits is None:  # never over a card's words: named once it is put away
                self.turn_banner.dismiss()
                self._banner_waits = self._eyes
            elif fits and self._banner_waits is not None:  # the card was put away (or the room grew)
                self._show_banner(self._banner_waits)
        if not self.look_card.isHidden():
            self.look_card.place(self._on_page(self.table.look_area()))

    def _on_page(self, area: QRect) -> QRect:
        """`area` of the table in this page's coordinates."""
        return QRect(self.table.mapTo(self, area.topLeft()), area.size())
