"""The Dostihy a sázky table: the stables on the turf, the dice, the races, and what you may do now.

Everything on it is drawn from `session.view()` after each `session.changed`; a click or a key
becomes `session.act(...)`, through the page of controls for the phase (controls.py), whose every
choice comes from `session.legal_actions()`. Everything at this table is public except the chance
deck's order.
The dice of the last move tumble for a moment (board.RollAnimation, skippable), and a chance card
drawn is shown big until it is read.
"""

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QAbstractItemView, QHBoxLayout, QHeaderView, QListView, QSizePolicy, QTableView, QVBoxLayout, QWidget,
)

from ... import theme
from ...widgets.players import player_name
from ...scale import scaled
from ...table import table_parts as parts
from ...widgets.card_list import CardList
from ...table.end_page import EndPage
from ...table.game_table import GameTable
from ...table.tutorial_overlay import united
from . import texts
from .art import paint_turf, picture
from .board import DiceBox, RollAnimation, StableDelegate
from .chance import DostihyChancePanel
from .controls import DostihyControls
from .models import RacesModel, ResultsModel, StablesModel
from . import palette

STYLE = palette.style("""
#DostihyTable QLabel { color: @label; font-size: 13px; }
#DostihyTable QLabel[role="title"] { font-size: 15px; font-weight: bold; color: @title_text; }
#DostihyTable QLabel[role="big"] { font-size: 22px; font-weight: bold; }
#DostihyTable QLabel[role="status"] { background: rgba(10, 40, 12, 120); border-radius: 8px; padding: 4px 10px;
    font-size: 13px; }
#DostihyTable QLabel[role="error"] { color: @error_text; font-weight: bold; }
#DostihyTable QLabel[role="hint"] { font-size: 14px; }
#DostihyTable QLabel[role="limit"] { font-size: 12px; color: @limit_text; }
#DostihyTable QListView { background: transparent; border: none; }
#DostihyTable QTableView { background: @table; color: @ink; border-radius: 8px; border: none;
    gridline-color: @table_grid; font-size: 13px; selection-background-color: @table; selection-color: @ink; }
#DostihyTable QTableView#results::item { padding: 2px 10px; }
#DostihyTable QHeaderView { font-size: 12px; }
#DostihyTable QHeaderView::section { background: @header; color: @ink; border: none; padding: 3px 6px;
    font-weight: bold; }
#DostihyTable QPushButton { font-size: 14px; font-weight: bold; padding: 4px 12px; border-radius: 9px;
    min-height: 24px; background: @button; color: @ink; border: 2px solid @button_border; }
#DostihyTable QPushButton:hover { background: @button_hover; }
#DostihyTable QPushButton:focus { border: 3px solid @focus; }
#DostihyTable QPushButton:disabled, #DostihyTable QPushButton[refused="true"] { background: @disabled;
    color: @disabled_text; border-color: @disabled_border; }
#DostihyTable QPushButton[refused="true"]:focus { border-color: @focus; }
#DostihyTable QComboBox { font-size: 13px; padding: 2px 6px; min-height: 22px; background: @combo; color: @ink;
    border: 1px solid @button_border; border-radius: 6px; }
#DostihyTable QComboBox:focus { border: 2px solid @focus; }
#DostihyTable QComboBox::drop-down { border: none; width: 20px; }
#DostihyTable QSpinBox { font-size: 13px; min-height: 26px; }
#DostihyTable QFrame#panel { background: rgba(10, 40, 12, 110); border-radius: 14px; }
#DostihyTable QFrame#chance { background: rgba(0, 0, 0, 120); }
#DostihyTable QFrame#chance QLabel { color: @ink; }
""")

class DostihyTable(GameTable):
    """The table of one game of Dostihy a sázky, redrawn from the session's view after every change."""

    STYLE = STYLE

    def __init__(self, session, parent=None):
        super().__init__(session, "DostihyTable", parent)

        end = EndPage(ResultsModel(self), ResultsModel.NAME,
                      texts.end_note,
                      picture(150), row_height=38, icon_size=22, spacing=12)
        self.set_pages(self._build_play_page(), end, 14, 12)

        self.animation = RollAnimation(self.dice_box, self)
        self.animation.step_settled.connect(self._race_settled)
        self.chance_panel = DostihyChancePanel(self)
        self._pending_card: tuple[str, str] | None = None

        self.follow_session()

    # -- building --------------------------------------------------------------------------------

    def _build_play_page(self) -> QWidget:
        page, grid = parts.play_grid(12, 6)

        self.phase_label = parts.label("big", wrap=True)
        self.phase_label.setWordWrap(False)
        self.deck_label = parts.label("title", wrap=True)
        self.deck_label.setWordWrap(False)
        self.deck_label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        top = QHBoxLayout()
        top.addWidget(self.phase_label, 1)
        top.addWidget(self.deck_label)
        grid.addLayout(top, 0, 0, 1, 2)

        grid.addWidget(self._build_stables(), 1, 0)
        grid.addWidget(self._build_races(), 2, 0)

        # the dice and what you may do
        side = parts.panel()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(12, 8, 12, 10)
        side_layout.setSpacing(6)
        self.dice_box = DiceBox()
        self.dice_box.players = self.session.players
        self.dice_caption = parts.label("title", wrap=True)
        self.dice_caption.setMinimumHeight(20)
        self.hint_label = parts.label("hint", wrap=True)
        self.hint_label.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        self.controls = DostihyControls(self.session)
        self.controls.acted.connect(self._act)
        self.error_label = parts.label("error", wrap=True)
        side_layout.addWidget(self.dice_box, 0, Qt.AlignHCenter)
        side_layout.addWidget(self.dice_caption)
        side_layout.addWidget(self.hint_label)
        side_layout.addWidget(self.controls)
        side_layout.addWidget(self.error_label)
        side_layout.addStretch(1)
        self.side_panel = side
        side.setFixedWidth(320)
        grid.addWidget(side, 1, 1, 2, 1)

        self.status_label = parts.label("status", wrap=True)
        self.status_label.setMinimumHeight(28)
        grid.addWidget(self.status_label, 3, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        grid.setRowStretch(1, 1)
        return page

    def _build_stables(self) -> CardList:
        """The stables, one card each, wrapping by width."""
        self.stables_model = StablesModel(self)
        self.stable_delegate = StableDelegate(self.session, self)
        self.stables_view = CardList()
        self.stables_view.setObjectName("stables")
        self.stables_view.setModel(self.stables_model)
        self.stables_view.setItemDelegate(self.stable_delegate)
        self.stables_view.setFlow(QListView.LeftToRight)
        self.stables_view.setWrapping(True)
        self.stables_view.setResizeMode(QListView.Adjust)
        self.stables_view.setUniformItemSizes(True)
        self.stables_view.setSelectionMode(QAbstractItemView.NoSelection)
        self.stables_view.setFocusPolicy(Qt.NoFocus)
        self.stables_view.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.stables_view.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)  # the cards shrink to fit instead
        self.stables_view.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        # The stables keep their places when the races below them take more or less height (they
        # wrap by width only): a move that grows the races repaints only the area uncovered, not all.
        for widget in (self.stables_view, self.stables_view.viewport()):
            widget.setAttribute(Qt.WA_StaticContents)
        return self.stables_view

    def _build_races(self) -> QWidget:
        """The races of this turn's challenge."""
        self.races_title = parts.label("title", wrap=True)
        self.races_model = RacesModel(self)
        self.races_view = QTableView()
        self.races_view.setObjectName("races")
        self.races_view.setModel(self.races_model)
        self.races_view.setSelectionMode(QAbstractItemView.NoSelection)
        self.races_view.setFocusPolicy(Qt.NoFocus)
        self.races_view.verticalHeader().hide()
        self.races_view.setShowGrid(False)
        self.races_view.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        header = self.races_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        # the winner's column takes the rest, and no more: the last section stretched kept 100 px at least,
        # and the races scrolled in a narrow replay
        header.setSectionResizeMode(RacesModel.WINNER, QHeaderView.Stretch)
        self.races_view.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.races_box, _ = parts.column(self.races_title, self.races_view)
        return self.races_box

    def retranslate(self) -> None:
        """Re-read every word, e.g. after the language was switched."""
        self.races_title.setText(self.tr("This turn's races"))
        self.controls.retranslate()
        for model in (self.stables_model, self.races_model):
            model.retranslate()
        self.refresh()

    # -- drawing from the view ---------------------------------------------------------------------

    def new_events(self, events):
        """The dice just rolled, to tumble; a chance card drawn is shown once they settled."""
        self.chance_panel.close_panel()
        drawn = next((e for e in events if e.code == "chance_drawn"), None)
        self._pending_card = (drawn.params["card"], drawn.params["seat"]) if drawn is not None else None
        return self._roll_steps(events) or None

    def _roll_steps(self, events) -> list:
        # the races' seats from the view, built only for a move that ran races
        view = self.session.view() if any(event.code == "race_rolled" for event in events) else None
        players = self.session.players
        steps = []
        for event in events:
            p = event.params
            if event.code == "symbol_rolled":
                caption = self.tr("{player} rolls: {symbol}").format(
                    player=player_name(players, p["seat"]), symbol=texts.symbol_name(p["symbol"]))
                steps.append((p["symbol"], (None, None), (None, None), caption, None))
            elif event.code == "race_rolled" and view.challenge is not None:
                race = view.challenge.races[p["race"]]
                seats = (view.challenge.challenger, race.opponent)
                totals = p["totals"]
                caption = self.tr("Race {race}: {player} {a} : {b} {opponent}").format(
                    race=p["race"] + 1, player=player_name(players, seats[0]), a=totals[0], b=totals[1],
                    opponent=player_name(players, seats[1]))
                steps.append((view.symbol, tuple(p["rolls"]), seats, caption, p["race"]))
        return steps

    def _race_settled(self, race: int) -> None:
        if race >= 0:
            self.races_model.show_results_up_to(race + 1)
        self.dice_caption.setText(self.animation.caption)

    def settled(self, redraw: bool = True) -> None:
        super().settled(redraw)
        if self._pending_card is not None and self.session.is_over:
            self._pending_card = None  # the card that ended the game is told on the end page, not over it
        if self._pending_card is not None and self.session.handover_to is None:
            card, seat = self._pending_card
            self._pending_card = None
            self.chance_panel.show_card(card, player_name(self.session.players, seat), seat == self.session.viewer)

    def draw(self, animating: bool) -> None:
        view = self.session.view()
        players = self.session.players
        over = view.phase == "over" and not animating
        self.pages.setCurrentIndex(1 if over else 0)
        self.stables_model.set_view(view, players)
        self.races_model.set_view(view, players, shown=0 if animating else None)
        if not animating:
            last = view.challenge.races[-1] if view.challenge and view.challenge.finished else None
            points = tuple(last.rolls[-1]) if last is not None and last.rolls else (None, None)
            seats = (view.challenge.challenger, last.opponent) if last is not None else (None, None)
            self.dice_box.set_dice(view.chosen or view.symbol, points, seats)
            self.dice_caption.setText(self._dice_words(view, players))
        self.draw_page(view, over, animating)

    def _dice_words(self, view, players) -> str:
        if view.symbol is None:
            return ""
        text = texts.symbol_name(view.symbol)
        if view.chosen:
            text += " \u2192 " + texts.symbol_name(view.chosen)
        return text

    def show_play(self, view, players, animating: bool) -> None:
        current = player_name(players, view.current)
        self.phase_label.setText(self.tr("Round {round} \u00b7 {player}'s turn").format(round=view.round,
                                                                                      player=current))
        self.deck_label.setText(texts.cards_left(view.chance_left))
        events = [texts.event_text(event, players) for event in self.session.last_events()]
        events = [text for text in events if text][-3:]
        self.status_label.setText(" ".join(events))
        self.status_label.setVisible(bool(events))
        self.controls.show_choices(view, players, [] if animating else self.session.legal_actions())
        self.hint_label.setText(self.controls.hint(view, players, animating))
        self.error_label.setText(self._error)
        self.error_label.setVisible(bool(self._error))
        self._error = ""
        if not animating and not self.chance_panel.isVisible():
            self._focus_first()

    def _focus_first(self) -> None:
        child = self.controls.first_control()
        self.setFocusProxy(child)
        if child is not None and not child.hasFocus():
            child.setFocus(Qt.OtherFocusReason)

    # -- moves -----------------------------------------------------------------------------------

    def show_hint(self, action) -> None:
        self.controls.point_at(action)

    def _act(self, action) -> None:
        if self.animation.running:
            self.animation.skip()
        # a choice the rules refuse (a dear horse, a stake over double...) is told with its rule, nothing done
        if not self.explain_refusal(action):
            self.session.act(action)

    def show_end(self, view) -> None:
        players = self.session.players
        self.end_page.show_result(view, self.session.outcome(), players, self.tr("{player} wins with the most money!"),
                                  texts.tie_breaks())
        drawn = next((e for e in self.session.last_events() if e.code == "chance_drawn"), None)
        self.end_page.show_line("" if drawn is None else self.tr(
            "The last chance card, drawn by {player}: {card}.").format(
                player=player_name(players, drawn.params["seat"]), card=texts.card_title(drawn.params["card"])))

    def control(self, name: str):
        """What a tutorial card points at (ui/games/dostihy/tutorial.py): a widget, a rect in the
        table's coordinates, or None for a name it does not know."""
        controls = self.controls
        if name == "my_stable":
            return self._stable_rect(self.session.viewer)
        if name == "before_roll":
            return united(self, (controls.before_roll_label, controls.pawn_combo, controls.pawn_button,
                                 controls.redeem_combo, controls.redeem_button))
        if name == "buy":
            return united(self, (controls.buy_combo, controls.buy_button, controls.skip_buy_button))
        pages = {"enter": "challenge", "answer": "answer", "distress": "distress", "colic": "colic",
                 "choose": "choose"}
        if name in pages:
            return controls.page_widgets[pages[name]]
        widgets = {"stables": self.stables_view, "roll": controls.roll_button, "send": controls.send_button,
                   "match": controls.match_button, "races": self.races_view, "deck": self.deck_label,
                   "results": self.end_page.results_view}
        return widgets.get(name)

    def _stable_rect(self, seat):
        """A seat's stable card, in the table's coordinates."""
        if seat is None or seat >= self.stables_model.rowCount():
            return None
        view = self.stables_view
        rect = view.visualRect(self.stables_model.index(seat, 0)).intersected(view.viewport().rect())
        if rect.isEmpty():
            return None
        return QRect(view.viewport().mapTo(self, rect.topLeft()), rect.size())

    # -- keys, size, background ----------------------------------------------------------------------

    def mousePressEvent(self, event) -> None:
        if self.animation.running:
            self.animation.skip()
            return
        super().mousePressEvent(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.chance_panel.isVisible():
            self.chance_panel.setGeometry(self.rect())

    def fit(self) -> None:
        """The stables' cards as big as their share of the height allows; the side panel, dice and races
        grow with the table's scale."""
        by = self.scale
        inner = self.width() - 28
        self.controls.line_up()
        side = max(scaled(260, by), min(scaled(340, by), int(inner * 0.3)))
        margins = self.side_panel.layout().contentsMargins()
        words = self.controls.needed_width() + margins.left() + margins.right()
        self.side_panel.setFixedWidth(max(side, min(words, int(inner * 0.4))))  # words whole, with a large font too
        self.dice_box.set_die_size(scaled(46, by))
        count = max(2, self.stables_model.rowCount())
        columns = 1 if count <= 3 else 2
        rows = (count + columns - 1) // columns
        row_height = scaled(24, by)
        self.races_view.verticalHeader().setDefaultSectionSize(row_height)
        icon = QSize(scaled(16, by), scaled(16, by))
        if icon != self.races_view.iconSize():
            self.races_view.setIconSize(icon)
            self.races_view.horizontalHeader().resizeSections()  # to their contents with the new icons
        races = self.races_model.rowCount()  # of this turn's challenge, if any
        header = self.races_view.horizontalHeader().sizeHint().height()
        races_height = header + row_height * races + 4 if races else 30
        self.races_view.setFixedHeight(races_height)
        self.races_box.setFixedHeight(self.races_title.sizeHint().height() + 2 + races_height)
        self.races_box.setVisible(bool(races))  # once sized: showing a widget lays the table out at once
        self.pages.widget(0).layout().activate()  # the stables get what the races leave
        item_width = max(200, (self.stables_view.width() - 4) // columns - 1)
        per_row = (self.stables_view.height() - 4) // rows
        delegate = self.stable_delegate
        before = (delegate.scale, delegate.card_width, delegate.item_width)
        delegate.scale = by
        card = int((per_row - delegate.header - 14) / 1.4)
        most = 1 + max((len(player.horses) for player in self.stables_model.players()), default=0)
        card = min(card, int((item_width - 26) / most) - 4)  # side by side while there is room
        delegate.card_width = max(28, min(scaled(90, by), card))
        delegate.item_width = item_width
        if (delegate.scale, delegate.card_width, delegate.item_width) != before:
            # Laid out (and so repainted) again only for new sizes: a move repaints the stables it changed.
            self.stables_view.doItemsLayout()

    def paint_felt(self, p: QPainter, rect: QRectF) -> None:
        paint_turf(p, rect)
