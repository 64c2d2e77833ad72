"""The X bere! table: the three rows, this turn's cards, the players with their X rows, your hand.

Everything on it is drawn from `session.view()` after each `session.changed`; a click or a key
becomes `session.act(...)`. While a hand-over is pending the view is the public table, so nothing
private can show. After the cards are revealed, the placing is played out card by card
(reveal.PlacingAnimation) on the public table, for all to watch, and after a round its score sheet
waits for Continue.
"""

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QAbstractItemView, QGridLayout, QHBoxLayout, QPushButton, QSizePolicy, QStackedWidget, QVBoxLayout, QWidget,
)

from ... import theme
from ....rules.x_nimmt.actions import Keep, Play, TakeRow
from ...widgets.players import player_name
from ...scale import scaled
from ...texts import still_choosing
from ...table import table_parts as parts
from ...table.end_page import EndPage
from ...table.game_table import GameTable
from . import texts
from .art import CardDelegate, paint_wood, picture
from .board import MiniCardsDelegate, MiniCardsView, PlaysView, RowView
from .clicks import TableClicks
from .models import (
    CardListModel, HandModel, PlayersModel, PlaysModel, ResultsModel, RowModel, TakenModel, XRowModel, heads_of,
)
from .panels import RoundScorePanel
from .reveal import PlacingAnimation, placing_script
from . import palette

STYLE = palette.style("""
#XNimmtTable QLabel { color: @label; font-size: 13px; }
#XNimmtTable PlaysView { font-size: 12px; }
#XNimmtTable QLabel[role="title"] { font-size: 15px; font-weight: bold; color: @title_text; }
#XNimmtTable QLabel[role="big"] { font-size: 24px; font-weight: bold; }
#XNimmtTable QLabel[role="room"] { font-size: 13px; }
#XNimmtTable QLabel[role="room"][full="true"] { color: @room_full_text; font-weight: bold; }
#XNimmtTable QLabel[role="status"] { background: rgba(40, 22, 8, 110); border-radius: 8px; padding: 5px 10px;
    font-size: 13px; }
#XNimmtTable QLabel[role="error"] { color: @error_text; font-weight: bold; }
#XNimmtTable QLabel[role="hint"] { font-size: 14px; }
#XNimmtTable QListView { background: rgba(40, 22, 8, 60); border: 1px solid rgba(255, 240, 210, 50);
    border-radius: 12px; }
#XNimmtTable QListView:focus { border: 2px solid @focus; }
#XNimmtTable QTableView { background: @table; color: @ink; border-radius: 10px; border: none;
    gridline-color: @table_grid; font-size: 13px; selection-background-color: @table; selection-color: @ink; }
#XNimmtTable QTableView#results { font-size: 15px; }
#XNimmtTable QTableView#results::item { padding: 2px 12px; }
#XNimmtTable QHeaderView { font-size: 12px; }
#XNimmtTable QHeaderView::section { background: @header; color: @ink; border: none; padding: 4px 6px;
    font-weight: bold; }
#XNimmtTable QPushButton { font-size: 15px; font-weight: bold; padding: 5px 14px; border-radius: 10px;
    min-height: 26px; background: @button; color: @ink; border: 2px solid @button_border; }
#XNimmtTable QPushButton[compact="true"] { padding: 5px 4px; }
#XNimmtTable QPushButton:hover { background: @button_hover; }
#XNimmtTable QPushButton:focus { border: 3px solid @focus; }
#XNimmtTable QPushButton:disabled, #XNimmtTable QPushButton[refused="true"] { background: @disabled;
    color: @disabled_text; border-color: @disabled_border; }
#XNimmtTable QPushButton[refused="true"]:focus { border-color: @focus; }
#XNimmtTable QFrame#panel { background: rgba(40, 22, 8, 85); border-radius: 14px; }
""")

ROOM_WIDTH = 104  # the words beside each row, on two or three lines in any of the languages


class XNimmtTable(TableClicks, GameTable):
    """The table of one game of X bere!, redrawn from the session's view after every change."""

    STYLE = STYLE

    def __init__(self, session, parent=None):
        super().__init__(session, "XNimmtTable", parent)
        self.room_width = ROOM_WIDTH  # of the words beside each row, at the table's scale
        self._mode = ""  # what the viewer is asked to do now: "play", "take", "keep" or nothing
        self._round_scores: dict | None = None  # a round's score sheet to show after the placing

        self.set_pages(self._build_play_page(), EndPage(
            ResultsModel(self), ResultsModel.NAME,
            texts.end_note, picture(150)), 16, 10)

        self.animation = PlacingAnimation(self)
        self.round_panel = RoundScorePanel(self)
        self.round_panel.closed.connect(lambda: self.draw(animating=False))

        for first, second in zip(self.take_buttons, self.take_buttons[1:]):
            self.setTabOrder(first, second)
        self.follow_session()

    # -- building --------------------------------------------------------------------------------

    def _build_play_page(self) -> QWidget:
        page, grid = parts.play_grid(16, 7)

        top, self.phase_label, self.turn_label = parts.heading()
        grid.addLayout(top, 0, 0, 1, 2)
        # the three rows, each with the words on how much room it has left
        self.row_models = [RowModel(row, self) for row in range(3)]
        self.row_views = []
        self.room_labels = []
        self.rows_panel = parts.panel()
        rows = QGridLayout(self.rows_panel)
        rows.setContentsMargins(8, 6, 12, 6)
        rows.setHorizontalSpacing(8)
        rows.setVerticalSpacing(2)
        for row, model in enumerate(self.row_models):
            view = RowView(model)
            view.clicked.connect(self.take_row)
            label = parts.label("room")
            label.setWordWrap(True)
            for signal in (model.modelReset, model.dataChanged, model.rowsInserted, model.rowsRemoved):
                signal.connect(self._update_room_labels)
            rows.addWidget(view, row, 0)
            rows.addWidget(label, row, 1)
            self.row_views.append(view)
            self.room_labels.append(label)
        rows.setColumnStretch(2, 1)
        grid.addWidget(self.rows_panel, 1, 0)
        grid.addLayout(self._build_side(), 1, 1)
        # the players: hands, X rows, X piles and points
        self.players_model = PlayersModel(self)
        self.players_view, names, self.players_columns = parts.players_table(
            self.players_model, PlayersModel.NAME, PlayersModel.X_ROW, self)
        view = self.players_view  # not self: the columns would hold the table in a cycle (test_long_evening)
        self.players_columns.yield_to_heading(PlayersModel.NAME, lambda: names.least_width(view, PlayersModel.NAME))
        self.players_view.setObjectName("players")
        self.x_row_delegate = MiniCardsDelegate(20, self)
        self.players_view.setItemDelegateForColumn(PlayersModel.X_ROW, self.x_row_delegate)
        grid.addWidget(self.players_view, 2, 0, 1, 2)

        self.status_label = parts.label("status")
        self.status_label.setWordWrap(True)
        # Room for two lines, kept when empty: a line of news one or two lines long, or none, must
        # not shift the whole table (a jump to the eye, and all of the table repainted).
        policy = self.status_label.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.status_label.setSizePolicy(policy)
        grid.addWidget(self.status_label, 3, 0, 1, 2)

        grid.addLayout(self._build_hand(), 4, 0, 1, 2)

        grid.setColumnStretch(0, 1)
        grid.setRowStretch(1, 1)
        return page

    def _build_side(self) -> QVBoxLayout:
        """This turn's cards (or those just taken, while their taker chooses one), and what you may do."""
        self.plays_title = parts.label("title")
        self.plays_model = PlaysModel(self)
        self.plays_view = PlaysView(self.plays_model, self.session.players)
        self.hint_label = parts.label("hint")
        self.hint_label.setWordWrap(True)
        self.hint_label.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        self.error_label = parts.label("error")
        self.error_label.setWordWrap(True)

        self.play_button = parts.button("play", self.play_selected)
        play_line = QWidget()
        play_layout = QHBoxLayout(play_line)
        play_layout.setContentsMargins(0, 0, 0, 0)
        play_layout.addStretch(1)
        play_layout.addWidget(self.play_button)

        self.take_buttons = []
        self.take_line = take_line = QWidget()
        take_layout = QHBoxLayout(take_line)
        take_layout.setContentsMargins(0, 0, 0, 0)
        take_layout.setSpacing(6)
        for row in range(3):
            button = QPushButton()
            button.setObjectName(f"take{row}")
            button.setProperty("compact", True)
            button.setAutoDefault(True)
            button.clicked.connect(lambda checked=False, row=row: self.take_row(row))
            take_layout.addWidget(button)
            self.take_buttons.append(button)

        self.taken_model = TakenModel(self)
        self.taken_delegate = CardDelegate(50, self, padding=(5, 10, 4))
        self.taken_view = parts.card_line(self.taken_model, self.taken_delegate)
        self.taken_view.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.taken_view.clicked.connect(self._keep_index)
        self.taken_view.activated.connect(self._keep_index)
        # the cards just taken stand where this turn's cards lie, while their taker chooses one
        self.middle = QStackedWidget()
        self.middle.addWidget(self.plays_view)
        self.middle.addWidget(self.taken_view)

        self.controls = QStackedWidget()
        self.controls.addWidget(QWidget())  # nothing to do
        self.controls.addWidget(play_line)
        self.controls.addWidget(take_line)
        self.controls.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Maximum)

        self.action_panel = parts.panel()
        self.action_panel.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Expanding)
        action = QVBoxLayout(self.action_panel)
        action.setContentsMargins(12, 8, 12, 8)
        action.setSpacing(6)
        action.addWidget(self.hint_label, 1)
        action.addWidget(self.controls)
        action.addWidget(self.error_label)

        side = QVBoxLayout()
        side.setSpacing(4)
        side.addWidget(self.plays_title)
        side.addWidget(self.middle)
        side.addSpacing(4)
        side.addWidget(self.action_panel, 1)
        return side

    def _build_hand(self) -> QHBoxLayout:
        """Your hand, and your X row and X pile beside it."""
        self.hand_title = parts.label("title")
        self.empty_hand_label = parts.label()
        self.hand_model = HandModel(self)
        self.hand_delegate = CardDelegate(70, self)
        self.hand_view = parts.card_line(self.hand_model, self.hand_delegate)
        self.hand_view.selectionModel().selectionChanged.connect(lambda *_: self._update_play_button())
        self.hand_view.activated.connect(self._play_index)
        self.hand_view.clicked.connect(self._hand_clicked)
        hand_top = parts.hand_top(self.hand_title, self.empty_hand_label)
        hand = QVBoxLayout()
        hand.setSpacing(2)
        hand.addLayout(hand_top)
        hand.addWidget(self.hand_view)

        self.x_row_title = parts.label("title")
        self.x_row_model = XRowModel(None, self)  # the viewer's
        self.x_row_view = MiniCardsView(self.x_row_model)
        self.pile_title = parts.label("title")
        self.pile_points = parts.label("title")
        self.pile_points.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.pile_model = CardListModel(self)
        self.pile_view = MiniCardsView(self.pile_model)
        self.pile_box, pile = parts.column(self.x_row_title, self.x_row_view)
        pile.addSpacing(4)
        pile_top = QHBoxLayout()
        pile_top.addWidget(self.pile_title)
        pile_top.addStretch(1)
        pile_top.addWidget(self.pile_points)
        pile.addLayout(pile_top)
        pile.addWidget(self.pile_view)
        pile.addStretch(1)
        bottom = QHBoxLayout()
        bottom.setSpacing(14)
        bottom.addLayout(hand, 1)
        bottom.addWidget(self.pile_box)
        return bottom

    # -- texts -----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Re-read every word, e.g. after the language was switched."""
        self.empty_hand_label.setText(self.tr("no cards"))
        for model in (*self.row_models, self.hand_model, self.taken_model, self.pile_model, self.x_row_model,
                      self.plays_model, self.players_model):
            model.retranslate()
        self.refresh()

    # -- drawing from the view ---------------------------------------------------------------------

    def new_events(self, events):
        """The placing of the cards just turned, if any; a round's score sheet waits until it ended."""
        self.round_panel.hide()  # an earlier placing's score sheet ends too
        self._round_scores = next((e.params for e in events if e.code == "round_scored"), None)
        if any(e.code == "game_over" for e in events):
            self._round_scores = None  # the end page shows both rounds
        script = placing_script(self.session.log(), events)
        return None if script is None or not script[1] else (*script, self.session.players)

    def _view(self, animating: bool):
        """The placing is watched by everyone: it plays on the public table, with no hand on it."""
        return self.session.public_view() if animating else self.session.view()

    def settled(self, redraw: bool = True) -> None:
        self.plays_view.flip = 1.0
        super().settled(redraw)
        if self._round_scores is not None and self.session.handover_to is None:
            scores, self._round_scores = self._round_scores, None
            self.round_panel.show_scores(scores, self.session.view(), self.session.players)
            self.setFocusProxy(self.round_panel)

    def draw(self, animating: bool) -> None:
        view = self._view(animating)
        players = self.session.players
        over = view.phase == "over" and not animating
        self.pages.setCurrentIndex(1 if over else 0)
        self.players_model.set_view(view, players)
        self.players_columns.fit()
        for model in self.row_models:
            model.set_view(view)
        self.x_row_model.seat = view.seat
        self.x_row_model.set_view(view)
        self.plays_model.set_view(view, players)
        self.hand_model.set_view(view)
        self.taken_model.set_view(view)
        self.pile_model.set_cards([] if view.me is None else view.me.x_pile)
        self.draw_page(view, over, animating)
        if animating:
            self.pages.currentWidget().layout().activate()  # the animation reads where things lie now

    def show_play(self, view, players, animating: bool) -> None:
        if animating:  # the view is already past the turn whose cards are being placed
            self.phase_label.setText(texts.phase_text("resolving"))
        else:
            self.phase_label.setText(self.tr("Round {round} \u00b7 turn {turn}").format(
                round=view.round, turn=view.turn))
        waiting = [player_name(players, seat) for seat in view.to_act]
        if animating:
            self.turn_label.set_texts("")
        elif view.phase == "choosing" and waiting:
            self.turn_label.set_texts(self.tr("Still choosing: {players}").format(players=", ".join(waiting)),
                                      still_choosing(len(waiting)))
        elif view.awaiting is not None:
            self.turn_label.set_texts(self.tr("Deciding: {player}").format(player=waiting[0]))
        else:
            self.turn_label.set_texts("")
        events = [texts.event_text(event, players) for event in self.session.last_events()]
        events = [text for text in events if text][-3:]
        self.status_label.setText(" ".join(events))
        self.status_label.setVisible(bool(events))

        me = view.me
        mine = me is not None
        for widget in (self.hand_title, self.hand_view, self.pile_box):
            # The placing is drawn on the public table, but where the hand lay: nothing moves when it ends.
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(animating)
            widget.setSizePolicy(policy)
            widget.setVisible(mine)
        self.empty_hand_label.setVisible(mine and not me.hand)
        self.title_own_things(self.session.viewer, (
            (self.hand_title, self.tr("Your hand"), self.tr("Hand: {player}")),
            (self.x_row_title, self.tr("Your X row"), self.tr("X row: {player}")),
            (self.pile_title, self.tr("Your X pile"), self.tr("X pile: {player}")),
        ))
        if mine:
            pile_heads = heads_of(me.x_pile)
            self.pile_points.setText(texts.points(2 * pile_heads))
            self.pile_points.setToolTip(self.tr("{heads} in your X pile, each counts twice").format(
                heads=texts.heads(pile_heads)))
        waiting_row = (view.awaiting is not None and view.awaiting.kind == "take_row"
                       and not animating and view.awaiting.seat in view.to_act)
        highlight = None
        if waiting_row:
            highlight = next((i for i, play in enumerate(view.revealed)
                              if play.seat == view.awaiting.seat and play.card == view.awaiting.card), None)
        self.plays_view.set_highlight(highlight)
        for row_view in self.row_views:
            row_view.set_highlight(False)
        self.plays_view.players = players
        self._show_controls(view, players, animating)

    def _show_controls(self, view, players, animating: bool) -> None:
        me = view.me
        acting = me is not None and view.seat in view.to_act and not animating
        awaiting = view.awaiting
        choosing = acting and view.phase == "choosing" and me.chosen is None
        taking = acting and awaiting is not None and awaiting.kind == "take_row"
        keeping = acting and awaiting is not None and awaiting.kind == "keep"
        self._mode = "play" if choosing else "take" if taking else "keep" if keeping else ""
        # Hidden controls keep their page: switching pages shows and hides whole rows of styled
        # buttons, and most moves go from choosing to nothing to do and back.
        if choosing or taking:
            self.controls.setCurrentIndex(1 if choosing else 2)
        self.controls.setVisible(choosing or taking)
        self.middle.setCurrentIndex(1 if keeping else 0)
        if keeping:
            self.plays_title.setText(self.tr("The cards you take"))
        else:
            self.plays_title.setText(self.tr("On the table this turn"))
        self.hand_view.setSelectionMode(QAbstractItemView.SingleSelection if choosing
                                        else QAbstractItemView.NoSelection)
        self.hand_view.setFocusPolicy(Qt.StrongFocus if choosing else Qt.NoFocus)
        self.taken_view.setFocusPolicy(Qt.StrongFocus if keeping else Qt.NoFocus)
        for row, (row_view, button) in enumerate(zip(self.row_views, self.take_buttons)):
            row_view.set_choosable(taking)
            model = self.row_models[row]
            button.setText(self.tr("Row {size}").format(size=model.size))
            button.setToolTip(self.tr("Take row {size}: {cards}, {heads} (key {key})").format(
                size=model.size, cards=texts.card_list(model.cards), heads=texts.heads(model.heads), key=model.size))
        self._update_play_button()

        if animating:
            self.hint_label.setText(self.tr("The cards go to the rows, lowest first."))
        else:
            self.hint_label.setText(self._hint(view, players, choosing, taking, keeping))
        self.error_label.setText(self._error)
        self.error_label.setVisible(bool(self._error))
        self._error = ""
        if animating:
            return
        if choosing:
            self._focus(self.hand_view)
            if not self.hand_view.currentIndex().isValid() and self.hand_model.rowCount():
                self.hand_view.setCurrentIndex(self.hand_model.index(0))
                self.hand_view.clearSelection()
        elif taking:
            self._focus(self.take_buttons[0])
        elif keeping:
            self._focus(self.taken_view)
            if not self.taken_view.currentIndex().isValid() and self.taken_model.rowCount():
                self.taken_view.setCurrentIndex(self.taken_model.index(0))
        else:
            self.setFocusProxy(None)

    def _focus(self, widget) -> None:
        """Give the keyboard to the control that matters now, also when the window focuses the table."""
        if self.round_panel.isVisible():
            return
        self.setFocusProxy(widget)
        if not widget.hasFocus():
            widget.setFocus(Qt.OtherFocusReason)

    def _hint(self, view, players, choosing: bool, taking: bool, keeping: bool) -> str:
        awaiting = view.awaiting
        if choosing:
            return self.tr("Choose the card you play: click it, then press Play card. "
                           "Arrow keys and Enter work too.")
        if taking:
            return self.tr("Your {card} is lower than every row. Choose a row to take: click it, "
                           "or press its number: 3, 4 or 5.").format(card=awaiting.card)
        if keeping:
            hint = self.tr("Click the card that goes to your X row; the others go to your hand.")
            x_row = view.players[view.seat].x_row
            if x_row:
                hint += " " + self.tr("A card lower than {card} sends your X row face down onto your X pile.").format(
                    card=x_row[-1])
            return hint
        if view.seat is None:
            return self.tr("Waiting for the next player.")
        if awaiting is not None:
            who = player_name(players, awaiting.seat)
            if awaiting.kind == "take_row":
                return self.tr("{player} chooses a row to take.").format(player=who)
            return self.tr("{player} chooses the card for the X row.").format(player=who)
        return self.tr("Wait for the others.")

    def _update_room_labels(self) -> None:
        for model, label in zip(self.row_models, self.room_labels):
            full = model.room == 0
            label.setText(self.tr("The next card takes this row!") if full else texts.room(model.room))
            if label.property("full") != full:
                label.setProperty("full", full)
                label.style().unpolish(label)
                label.style().polish(label)

    def show_end(self, view) -> None:
        self.end_page.show_result(view, self.session.outcome(), self.session.players,
                                  self.tr("{player} wins with the fewest points!"), texts.tie_breaks())

    # -- what the placing animation needs ------------------------------------------------------------

    def show_moment(self, moment, highlight_row: int | None, highlight_play: int | None) -> None:
        """A moment in the middle of placing: the rows and this turn's cards as they were then."""
        if moment.rows is not None:
            for model, cards in zip(self.row_models, moment.rows):
                model.set_cards(cards)
        state = "face" if moment.face_up else "chosen"
        self.plays_model.set_plays([(seat, card, "placed" if (seat, card) in moment.placed else state)
                                    for seat, card in moment.plays])
        for row, view in enumerate(self.row_views):
            view.set_highlight(row == highlight_row)
        self.plays_view.set_highlight(highlight_play)

    def row_slot_rect(self, row: int, slot: int) -> QRectF:
        view = self.row_views[row]
        return view.slot_rect(slot).translated(QPointF(view.mapTo(self, view.rect().topLeft())))

    def plays_rect(self, index: int | None) -> QRectF:
        rect = self.plays_view.card_rect(index or 0)
        return rect.translated(QPointF(self.plays_view.mapTo(self, self.plays_view.rect().topLeft())))

    def player_rect(self, seat: int) -> QRectF:
        view = self.players_view
        cell = view.visualRect(self.players_model.index(seat, PlayersModel.X_ROW))
        return QRectF(cell).translated(QPointF(view.viewport().mapTo(self, view.viewport().rect().topLeft())))

    def caption_rect(self) -> QRectF:
        """Where the animation tells what happens: over the line that tells it when all is still."""
        label = self.status_label
        return QRectF(label.rect()).translated(QPointF(label.mapTo(self, label.rect().topLeft())))

    # -- moves (by click and key: clicks.py) ---------------------------------------------------------

    def show_hint(self, action) -> None:
        if isinstance(action, Play):
            self.point_at_card(self.hand_view, self.hand_model, action.card)
        elif isinstance(action, Keep):
            self.point_at_card(self.taken_view, self.taken_model, action.card)
        elif isinstance(action, TakeRow) and 0 <= action.row < len(self.take_buttons):
            self.take_buttons[action.row].setFocus()

    # -- the tutorial's pointer ---------------------------------------------------------------------

    def control(self, name: str):
        """What a tutorial card points at (ui/games/x_nimmt/tutorial.py): a widget, a rect of several
        in the table's coordinates, or None for a name it does not know."""
        if name == "rows":  # the rows and the words on the room each has left
            return self.rows_panel
        if name == "x_row":  # the viewer's X row and X pile
            return self.pile_box
        if name == "scores":  # a round's score sheet while it is up, else the players' points
            return self.round_panel.view if self.round_panel.isVisible() else self.players_view
        widgets = {"hand": self.hand_view, "play_button": self.play_button, "plays": self.middle, "taken": self.taken_view, "players": self.players_view,
                   "results": self.end_page.results_view}
        return widgets.get(name)

    # -- size, background ----------------------------------------------------------------------------

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.animation.running:
            self.animation.skip()
        if self.round_panel.isVisible():
            self.round_panel.setGeometry(self.rect())

    def fit(self) -> None:
        """Words and rows for the table's scale; the cards as big as the height allows (smaller while
        the page would not fit), the side beside the rows takes the width they leave, and every card
        of the hand on one line."""
        by = self.scale
        self.room_width = scaled(ROOM_WIDTH, by)
        for label in self.room_labels:
            label.setFixedWidth(self.room_width)
        # wide enough for its title beside the points at any font size
        words = self.pile_title.sizeHint().width() + 16 + self.pile_points.sizeHint().width()
        self.pile_box.setFixedWidth(max(scaled(230, by), words, self.x_row_title.sizeHint().width()))
        for view in (self.x_row_view, self.pile_view):
            view.set_card_height(scaled(30, by))
        row_height = scaled(24, by)
        self.x_row_delegate.card_height = scaled(20, by)
        self.players_view.verticalHeader().setDefaultSectionSize(row_height)
        self.players_view.setIconSize(QSize(scaled(18, by), scaled(18, by)))
        rows = max(2, self.players_model.rowCount())
        header = self.players_view.horizontalHeader().sizeHint().height()
        self.players_view.setFixedHeight(header + row_height * rows + 2)
        self.players_columns.fit()
        self.status_label.setMinimumHeight(scaled(40, by))
        share = 1.0
        for _ in range(16):
            self._fit_cards(share)
            if self.overflow() <= 0:
                break
            share *= 0.93

    def _fit_cards(self, share: float) -> None:
        """Cards `share` of the size the table's height gives them, or smaller if the width asks."""
        h, by = self.height(), self.scale
        inner = self.width() - 32  # the page, inside the table's margins
        beside_rows = 8 + 12 + 8 + self.room_width
        row_width = max(24, int(h * 0.068 * share))
        while row_width > 24 and inner - 16 - beside_rows - RowView.width_for(row_width) < scaled(270, by):
            row_width -= 1
        side = min(scaled(420, by), int(inner - 16 - beside_rows - RowView.width_for(row_width)))
        self.middle.setFixedWidth(side)
        self.action_panel.setFixedWidth(side)
        for view in self.row_views:
            view.set_card_width(row_width)
        self.plays_view.set_card_width(min(row_width, int((side - 8) / 4 / 1.3)))
        self.middle.setFixedHeight(self.plays_view.sizeHint().height())
        hand_room = inner - self.pile_box.width() - 14 - 6
        count = max(8, self.hand_model.rowCount())
        side_padding = 2 * self.hand_delegate.padding[0]
        hand_width = max(30, min(int(h * 0.09 * share), int(hand_room / count) - side_padding))
        # Only a new card size needs the cards laid out again (and all of them repainted).
        changed = self.hand_delegate.set_card_width(hand_width)
        self.hand_view.setFixedHeight(self.hand_delegate.sizeHint().height() + 6)
        if changed:
            self.hand_view.doItemsLayout()
        _, above, below = self.taken_delegate.padding
        taken_by_height = (self.plays_view.sizeHint().height() - above - below - 6) / 1.4
        taken_by_width = (side - 8) / 4 - 2 * self.taken_delegate.padding[0]
        if self.taken_delegate.set_card_width(max(30, int(min(taken_by_height, taken_by_width)))):
            self.taken_view.doItemsLayout()

    def paint_felt(self, p: QPainter, rect: QRectF) -> None:
        paint_wood(p, rect)
