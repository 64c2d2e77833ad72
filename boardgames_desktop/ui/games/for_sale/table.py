"""The Na prodej table: houses or cheques in the middle, the players, your hand and your move.

Everything on it is drawn from `session.view()` after each `session.changed`; a click becomes
`session.act(...)`. While a hand-over is pending the view is the public table, so nothing private
can show. `show_phase`-style screenshots need nothing more than a session in the wanted state.
"""

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView, QHBoxLayout, QLabel, QSizePolicy, QSpinBox, QVBoxLayout, QWidget,
)

from ... import theme
from ....rules.for_sale.actions import Bid, Pass, Sell
from ...format import dollars
from ...widgets.players import player_name
from ...scale import scaled
from ...texts import still_choosing
from ...table import table_parts as parts
from ...widgets.cards import CARD_RATIO
from ...table.end_page import EndPage
from ...table.game_table import GameTable
from ...table.tutorial_overlay import united
from . import texts
from .art import CardDelegate, coins_pixmap, paint_felt
from .models import ChequesModel, HandModel, PlayersModel, ResultsModel, TableCardsModel
from .reveal import RevealOverlay
from . import palette

STYLE = palette.style("""
#ForSaleTable QLabel { color: @label; font-size: 13px; }
#ForSaleTable QSpinBox { font-size: 18px; font-weight: bold; }
#ForSaleTable QLabel[role="title"] { font-size: 15px; font-weight: bold; color: @title_text; }
#ForSaleTable QLabel[role="big"] { font-size: 26px; font-weight: bold; }
#ForSaleTable QLabel[role="status"] { background: rgba(0, 0, 0, 70); border-radius: 8px; padding: 6px 10px;
    font-size: 14px; }
#ForSaleTable QLabel[role="error"] { color: @error_text; font-weight: bold; }
#ForSaleTable QListView { background: rgba(0, 0, 0, 40); border: 1px solid rgba(255, 255, 255, 40);
    border-radius: 12px; }
#ForSaleTable QListView:focus { border: 2px solid @focus; }
#ForSaleTable QTableView { background: @paper; color: @ink; border-radius: 10px; border: none;
    gridline-color: @table_grid; font-size: 13px; selection-background-color: @paper; selection-color: @ink; }
#ForSaleTable QTableView#results { font-size: 15px; }
#ForSaleTable QTableView#results::item { padding: 2px 10px; }
#ForSaleTable QHeaderView { font-size: 12px; }
#ForSaleTable QHeaderView::section { background: @header; color: @ink; border: none; padding: 4px 2px;
    font-weight: bold; }
#ForSaleTable QPushButton { font-size: 16px; font-weight: bold; padding: 6px 8px; border-radius: 10px; min-height: 26px;
    background: @button; color: @ink; border: 2px solid @button_border; min-width: 72px; }
#ForSaleTable QPushButton:hover { background: @button_hover; }
#ForSaleTable QPushButton:focus { border: 3px solid @focus; }
#ForSaleTable QPushButton:disabled, #ForSaleTable QPushButton[refused="true"] { background: @disabled;
    color: @disabled_text; border-color: @disabled_border; }
#ForSaleTable QPushButton[refused="true"]:focus { border-color: @focus; }
#ForSaleTable QPushButton#pass { background: @pass_button; border-color: @pass_button_border; }
#ForSaleTable QLabel[role="hint"] { font-size: 14px; }
#ForSaleTable QFrame#panel { background: rgba(0, 0, 0, 55); border-radius: 14px; }
""")


class ForSaleTable(GameTable):
    """The table of one game of Na prodej, redrawn from the session's view after every change."""

    STYLE = STYLE

    def __init__(self, session, parent=None):
        super().__init__(session, "ForSaleTable", parent)

        self.set_pages(self._build_play_page(), EndPage(
            ResultsModel(self), ResultsModel.CHEQUES,
            texts.end_note), 16, 12)

        self.animation = RevealOverlay(self)
        self._build_shortcuts()
        self.setTabOrder(self.hand_view, self.bid_spin)
        self.setTabOrder(self.bid_spin, self.raise_button)
        self.setTabOrder(self.raise_button, self.pass_button)
        self.setTabOrder(self.pass_button, self.sell_button)

        self.follow_session()

    # -- building --------------------------------------------------------------------------------

    def _build_play_page(self) -> QWidget:
        page, grid = parts.play_grid(18, 8)

        top, self.phase_label, self.turn_label = parts.heading()
        grid.addLayout(top, 0, 0, 1, 2)

        grid.addLayout(self._build_middle(), 1, 0)
        grid.addLayout(self._build_side(), 1, 1)

        self.status_label = parts.label("status")
        self.status_label.setWordWrap(True)
        self.status_label.setMinimumHeight(34)
        grid.addWidget(self.status_label, 2, 0, 1, 2)

        grid.addLayout(self._build_hand(), 3, 0, 1, 2)

        grid.setColumnStretch(0, 11)
        grid.setColumnStretch(1, 9)
        grid.setRowStretch(1, 1)
        return page

    def _build_middle(self) -> QVBoxLayout:
        """The middle of the table: the houses or cheques for sale, the highest bid, the houses sold,
        and your move."""
        self.table_title = parts.label("title")
        self.table_model = TableCardsModel(self)
        self.table_delegate = CardDelegate(120, self, padding=(10, 8, 10))
        self.table_view = parts.card_line(self.table_model, self.table_delegate)
        self.table_view.setSelectionMode(QAbstractItemView.NoSelection)
        self.table_view.setFocusPolicy(Qt.NoFocus)
        self.table_view.clicked.connect(self._table_card_clicked)
        self.deck_label = parts.label()
        self.deck_label.setWordWrap(True)
        self.deck_label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.high_icon = QLabel()
        self.high_label = parts.label("title")
        self.high_label.setSizePolicy(QSizePolicy.Minimum, QSizePolicy.Preferred)  # the pile's count gives way
        high = QHBoxLayout()
        high.addWidget(self.high_icon)
        high.addWidget(self.high_label)
        high.addStretch(1)
        high.addWidget(self.deck_label)

        self.sold_title = parts.label("title")
        self.sold_label = parts.label()
        self.sold_label.setWordWrap(True)


        middle = QVBoxLayout()
        middle.setSpacing(6)
        middle.addWidget(self.table_title)
        middle.addWidget(self.table_view)
        middle.addLayout(high)
        middle.addSpacing(4)
        middle.addWidget(self.sold_title)
        middle.addWidget(self.sold_label)
        middle.addStretch(1)
        middle.addWidget(self._build_action_panel())
        return middle

    def _build_action_panel(self) -> QWidget:
        """Your move: what it would bring, the bid, raise, pass and sell, and the rules' refusals."""
        self.hint_label = parts.label("hint")
        self.hint_label.setWordWrap(True)
        self.error_label = parts.label("error")
        self.error_label.setWordWrap(True)
        self.bid_label = parts.label("title")
        self.bid_spin = QSpinBox()
        self.bid_spin.setObjectName("bid")
        self.bid_spin.setAccelerated(True)
        self.bid_spin.installEventFilter(self)
        self.bid_spin.lineEdit().installEventFilter(self)
        self.raise_button = parts.button("raise", self.raise_bid)
        self.pass_button = parts.button("pass", self.pass_turn)
        self.sell_button = parts.button("sell", self.sell_selected)
        controls = QHBoxLayout()
        controls.setSpacing(6)
        controls.addWidget(self.bid_label)
        controls.addWidget(self.bid_spin)
        controls.addWidget(self.raise_button)
        controls.addWidget(self.pass_button)
        controls.addWidget(self.sell_button)
        controls.addStretch(1)
        self.action_panel = parts.panel()
        self.action_panel.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        action = QVBoxLayout(self.action_panel)
        action.setContentsMargins(10, 10, 10, 10)
        action.addWidget(self.hint_label)
        action.addLayout(controls)
        action.addWidget(self.error_label)
        return self.action_panel

    def _build_side(self) -> QVBoxLayout:
        """The players and the last sale, beside the middle."""
        self.players_title = parts.label("title")
        self.players_model = PlayersModel(self)
        self.players_view, self.name_delegate, self.players_columns = parts.players_table(
            self.players_model, PlayersModel.NAME, PlayersModel.NAME, self)

        self.sale_title = parts.label("title")
        self.sale_label = parts.label()
        self.sale_label.setWordWrap(True)
        side = QVBoxLayout()
        side.setSpacing(6)
        side.addWidget(self.players_title)
        side.addWidget(self.players_view)
        side.addSpacing(4)
        side.addWidget(self.sale_title)
        side.addWidget(self.sale_label)
        side.addStretch(1)
        return side

    def _build_hand(self) -> QHBoxLayout:
        """Your houses, coins and cheques, across the whole table: the cheques take the houses' place
        as they are sold, so all of them fit on one line."""
        self.hand_title = parts.label("title")
        self.empty_hand_label = parts.label()
        self.hand_model = HandModel(self)
        self.hand_delegate = CardDelegate(84, self)
        self.hand_view = parts.card_line(self.hand_model, self.hand_delegate)
        self.hand_view.selectionModel().currentChanged.connect(self._hand_current_changed)
        self.hand_view.selectionModel().selectionChanged.connect(lambda *_: self._update_sell_button())
        self.hand_view.activated.connect(self._sell_index)
        self.hand_view.clicked.connect(self._hand_clicked)
        self.purse_title = parts.label("title")
        self.coins_icon = QLabel()
        self.coins_label = parts.label("big")
        self.cheques_title = parts.label("title")
        self.cheques_model = ChequesModel(self)
        self.cheques_delegate = CardDelegate(84, self)
        self.cheques_view = parts.card_line(self.cheques_model, self.cheques_delegate)
        self.cheques_view.setSelectionMode(QAbstractItemView.NoSelection)
        self.cheques_view.setFocusPolicy(Qt.NoFocus)
        self.cheques_view.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)
        hand_top = parts.hand_top(self.hand_title, self.empty_hand_label)
        hand_top.addWidget(self.purse_title)
        hand_top.addWidget(self.coins_icon)
        hand_top.addWidget(self.coins_label)
        cheques = QVBoxLayout()
        cheques.setSpacing(6)
        cheques.addWidget(self.cheques_title)
        cheques.addWidget(self.cheques_view)
        hand = QVBoxLayout()
        hand.setSpacing(6)
        hand.addLayout(hand_top)
        hand.addWidget(self.hand_view)
        bottom = QHBoxLayout()
        bottom.setSpacing(12)
        bottom.addLayout(hand, 1)
        bottom.addLayout(cheques)
        return bottom

    def _build_shortcuts(self) -> None:
        self._shortcuts = []
        for keys, slot in ((("+", "="), lambda: self.bid_spin.stepUp()),
                           (("-",), lambda: self.bid_spin.stepDown()),
                           (("P",), self.pass_turn)):
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.setContext(Qt.WidgetWithChildrenShortcut)
                shortcut.activated.connect(slot)
                self._shortcuts.append(shortcut)

    # -- texts -----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Re-read every word, e.g. after the language was switched."""
        self.raise_button.setText(self.tr("Raise"))
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setToolTip(self.tr("Stop bidding and take the cheapest house (P)"))
        self.bid_label.setText(self.tr("Your bid:"))
        self.players_title.setText(self.tr("Players"))
        for model in (self.table_model, self.hand_model, self.cheques_model, self.players_model):
            model.retranslate()
        self.refresh()


    # -- drawing from the view ---------------------------------------------------------------------

    def new_events(self, events):
        """The houses just sold, to turn over one by one."""
        sales = self.session.view().last_sale
        if sales and any(event.code == "houses_revealed" for event in events):
            return sales, self.session.players
        return None

    def draw(self, animating: bool) -> None:
        """The view as it is: the reveal plays over it."""
        view = self.session.view()
        players = self.session.players
        over = view.final is not None
        self.pages.setCurrentIndex(1 if over else 0)
        self.players_model.set_view(view, players)
        self.players_columns.fit()
        self.table_model.set_view(view)
        self.hand_model.set_view(view)
        self.cheques_model.set_view(view)
        self.draw_page(view, over, animating)

    def show_play(self, view, players, animating: bool) -> None:
        buying = view.phase == "buying"
        me = view.me
        if buying:
            self.phase_label.setText(self.tr("Buying houses \u00b7 round {round}").format(round=view.round))
            self.table_title.setText(self.tr("Houses for sale"))
            self.deck_label.setText(self.tr("Houses left in the pile: {count}").format(count=view.houses_in_deck))
        else:
            self.phase_label.setText(self.tr("Selling houses \u00b7 round {round}").format(round=view.round))
            self.table_title.setText(self.tr("Cheques on the table"))
            self.deck_label.setText(self.tr("Cheques left in the pile: {count}").format(count=view.cheques_in_deck))
        waiting = [player_name(players, seat) for seat in view.to_act]
        if buying and waiting:
            self.turn_label.set_texts(self.tr("Now bidding: {player}").format(player=waiting[0]))
        elif waiting:
            self.turn_label.set_texts(self.tr("Still choosing: {players}").format(players=", ".join(waiting)),
                                      still_choosing(len(waiting)))
        else:
            self.turn_label.set_texts("")

        high = view.highest_bid
        self.high_icon.setVisible(buying)
        self.high_icon.setPixmap(coins_pixmap(high or 1, QSize(scaled(30, self.scale), scaled(30, self.scale))))
        self.high_label.setVisible(buying)
        if high is None:
            self.high_label.setText(self.tr("No bid yet"))
        else:
            self.high_label.setText(self.tr("Highest bid: {coins}").format(coins=texts.coins(high)))

        self.sale_title.setVisible(bool(view.last_sale))
        self.sale_title.setText(self.tr("Last sale"))
        self.sale_label.setVisible(bool(view.last_sale))
        self.sale_label.setText("\n".join(
            self.tr("{player}: house {house} \u2192 {cheque}").format(
                player=player_name(players, sale.seat), house=sale.house, cheque=dollars(sale.cheque))
            for sale in view.last_sale))
        # every house sold was shown to all: what is left in the hands is worked out from them
        self.sold_title.setVisible(bool(view.sold_houses))
        self.sold_title.setText(self.tr("Houses sold so far"))
        self.sold_label.setVisible(bool(view.sold_houses))
        self.sold_label.setText(", ".join(map(str, view.sold_houses)))

        events = [texts.event_text(event, players) for event in self.session.last_events()]
        self.status_label.setText(" ".join(text for text in events if text))
        self.status_label.setVisible(any(events))

        mine = me is not None
        for widget in (self.purse_title, self.coins_icon, self.coins_label, self.hand_title, self.hand_view):
            widget.setVisible(mine)
        self.cheques_title.setVisible(mine and bool(me.cheques))
        self.cheques_view.setVisible(mine and bool(me.cheques))
        self.empty_hand_label.setVisible(mine and not me.houses)
        self.empty_hand_label.setText(self.tr("none yet"))
        self.title_own_things(self.session.viewer, (
            (self.hand_title, self.tr("Your houses"), self.tr("Houses: {player}")),
            (self.purse_title, self.tr("Your coins"), self.tr("Coins: {player}")),
            (self.cheques_title, self.tr("Your cheques"), self.tr("Cheques: {player}")),
        ))
        if mine:
            self.coins_label.setText(texts.coins(me.coins))
            self.coins_icon.setPixmap(coins_pixmap(me.coins, QSize(scaled(34, self.scale), scaled(34, self.scale))))
            self.hand_view.setToolTip(self.tr("Your houses") if buying else self.tr("Click a house, then press Sell"))
        else:
            self.coins_label.setText("")
        self._show_controls(view, players)

    def _bidding_hint(self, view, can_raise: bool) -> str:
        """What a pass would bring now: the variant's first passers get no house and all coins back."""
        bidders = sum(not player.passed for player in view.players)
        if len(view.houses_on_table) < bidders:
            if can_raise:
                return self.tr("Raise the bid, or pass: you get all your coins back, but no house.")
            return self.tr("You cannot bid more. Pass: you get all your coins back, but no house.")
        if can_raise:
            return self.tr("Raise the bid, or pass: you take the cheapest house and get half of your coins back.")
        if view.forced_pass_costs_half:
            return self.tr("You cannot bid more. Pass: you take the cheapest house and get half of your coins back.")
        return self.tr("You cannot bid more. Pass: you take the cheapest house and get all your coins back.")

    def _show_controls(self, view, players) -> None:
        me = view.me
        # A replay shows a seat's cards, but nobody there is choosing or bidding.
        acting = me is not None and view.seat in view.to_act and not self.session.looking_on
        buying = view.phase == "buying"
        bidding = acting and buying
        can_raise = bidding and me.bid_range is not None
        for widget in (self.bid_label, self.bid_spin, self.raise_button, self.pass_button):
            widget.setVisible(bidding)
        parts.look_refused(self.raise_button, bidding and not can_raise,
                           self.tr("Put more coins on your bid (Enter; + and - change the bid)"))
        self.bid_spin.setEnabled(can_raise)
        self.pass_button.setEnabled(bidding)
        if can_raise:
            low, high = me.bid_range
            self.bid_spin.blockSignals(True)
            self.bid_spin.setRange(0, high)  # below `low` too: Raise then says why not (raise_bid)
            self.bid_spin.setValue(min(max(low, 1), high))
            self.bid_spin.blockSignals(False)
        choosing = acting and not buying and me.chosen is None
        self.sell_button.setVisible(choosing)
        self.hand_view.setSelectionMode(QAbstractItemView.SingleSelection if choosing else QAbstractItemView.NoSelection)
        self.hand_view.setFocusPolicy(Qt.StrongFocus if choosing else Qt.NoFocus)
        self._update_sell_button()

        self.action_panel.setVisible(not self.session.looking_on)  # no empty box in a replay
        if self.session.looking_on:
            hint = ""
        elif view.seat is None:
            hint = self.tr("Waiting for the next player.")
        elif bidding:
            hint = self._bidding_hint(view, can_raise)
        elif choosing:
            hint = self.tr("Choose a house to sell: click it, then press Sell.")
        else:
            hint = self.tr("Wait for the others.")
        if hint != self.hint_label.text():
            self.hint_label.setText(hint)
            self._fit_hint()
        self.error_label.setText(self._error)
        self.error_label.setVisible(bool(self._error))
        self._error = ""
        if bidding:
            (self.bid_spin if can_raise else self.pass_button).setFocus(Qt.OtherFocusReason)
        elif choosing and not self.hand_view.hasFocus():
            self.hand_view.setFocus(Qt.OtherFocusReason)
            if not self.hand_view.currentIndex().isValid() and self.hand_model.rowCount():
                self.hand_view.setCurrentIndex(self.hand_model.index(0))
                self.hand_view.clearSelection()

    def show_end(self, view) -> None:
        self.end_page.show_result(view, self.session.outcome(), self.session.players, self.tr("{player} wins!"),
                                  texts.tie_breaks())

    # -- the reveal of a sale ---------------------------------------------------------------------

    def settled(self, redraw: bool = True) -> None:
        super().settled(redraw)
        if self.hand_view.isVisible() and self.hand_view.focusPolicy() != Qt.NoFocus:
            self.hand_view.setFocus(Qt.OtherFocusReason)

    # -- moves -----------------------------------------------------------------------------------

    def show_hint(self, action) -> None:
        if isinstance(action, Bid):
            self.bid_spin.setValue(action.amount)
            self.raise_button.setFocus()
        elif isinstance(action, Pass):
            self.pass_button.setFocus()
        elif isinstance(action, Sell):
            self.point_at_card(self.hand_view, self.hand_model, action.house)

    def raise_bid(self) -> None:
        """Raise by the bid box, or say why not (a bid under the least, or none when one must pass)."""
        if self.raise_button.isVisible():
            self.bid_spin.interpretText()
            bid = Bid(amount=self.bid_spin.value())
            if not self.explain_refusal(bid):
                self.session.act(bid)

    def pass_turn(self) -> None:
        if self.pass_button.isVisible() and self.pass_button.isEnabled():
            self.session.act(Pass())

    def sell_selected(self) -> None:
        rows = self.hand_view.selectionModel().selectedRows()
        if rows:
            self._sell_index(rows[0])
        elif self.sell_button.isVisible():
            self.explain(self.tr("Choose a house first: click it, then press Sell."), "selling")

    def _sell_index(self, index) -> None:
        if not self.sell_button.isVisible() or not index.isValid():
            return
        house = self.hand_model.value_at(index.row())
        if house is not None:
            self.session.act(Sell(house=house))

    def _hand_clicked(self, index) -> None:
        """A house clicked when no house is being sold: why nothing happens."""
        view = self.session.view()
        if self.sell_button.isVisible() or view.me is None or self.session.looking_on or view.phase != "selling":
            return
        house = self.hand_model.value_at(index.row())
        if view.me.chosen is not None:
            self.explain(self.tr("Your house for this round is chosen. Wait for the others."), "selling")
        elif house is not None:
            self.explain_refusal(Sell(house=house))

    def _table_card_clicked(self, index) -> None:
        """A house for sale clicked: houses are bid for, not picked."""
        if self.session.view().phase == "buying" and self.session.viewer is not None and not self.session.looking_on:
            self.explain(self.tr("Houses are not picked: bid for them. The last one left in the auction takes "
                                 "the best house, and each one who passes takes the cheapest."), "buying")

    def _hand_current_changed(self, current, previous) -> None:
        self._update_sell_button()

    def _update_sell_button(self) -> None:
        rows = self.hand_view.selectionModel().selectedRows() if self.sell_button.isVisible() else []
        house = self.hand_model.value_at(rows[0].row()) if rows else None
        parts.look_refused(self.sell_button, house is None)
        if house is None:
            self.sell_button.setText(self.tr("Sell"))
        else:
            self.sell_button.setText(self.tr("Sell house {house}").format(house=house))

    # -- the tutorial's pointer ---------------------------------------------------------------------

    def control(self, name: str):
        """What a tutorial card points at (ui/games/for_sale/tutorial.py): a widget, a rect of several
        in the table's coordinates, or None for a name it does not know."""
        if name == "bid":
            return united(self, (self.bid_spin, self.raise_button))
        if name == "coins":
            return united(self, (self.purse_title, self.coins_icon, self.coins_label))
        if name == "highest_bid":
            return united(self, (self.high_icon, self.high_label))
        widgets = {"table_cards": self.table_view, "pass_button": self.pass_button, "hand": self.hand_view,
                   "sell_button": self.sell_button, "last_sale": self.sale_label, "cheques": self.cheques_view,
                   "results": self.end_page.results_view}
        return widgets.get(name)

    # -- keys, size, background ----------------------------------------------------------------------

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.KeyPress and watched in (self.bid_spin, self.bid_spin.lineEdit()):
            key = event.key()
            if key in (Qt.Key_Return, Qt.Key_Enter):
                self.raise_bid()
                return True
            if key in (Qt.Key_Plus, Qt.Key_Equal):
                self.bid_spin.stepUp()
                return True
            if key == Qt.Key_Minus:
                self.bid_spin.stepDown()
                return True
            if key == Qt.Key_P:
                self.pass_turn()
                return True
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.animation.running:
            self.animation.setGeometry(self.rect())

    def fit(self) -> None:
        """The rows and words for the table's scale; the cards take the height the rest leaves, and all
        of your houses and cheques fit on one line."""
        by = self.scale
        row_height = scaled(26, by)
        self.players_view.verticalHeader().setDefaultSectionSize(row_height)
        self.players_view.setIconSize(QSize(scaled(20, by), scaled(20, by)))
        rows = max(3, self.players_model.rowCount())
        self.players_view.setFixedHeight(self.players_view.horizontalHeader().sizeHint().height()
                                         + row_height * rows + 2 * self.players_view.frameWidth())
        self.players_columns.fit()
        others = sum(self.players_view.columnWidth(column) for column in range(1, PlayersModel.COLUMNS))
        self.players_view.setMinimumWidth(others + self.name_delegate.least_width(self.players_view, PlayersModel.NAME)
                                          + 2 * self.players_view.frameWidth())
        self.bid_spin.setMinimumSize(scaled(70, by), scaled(34, by))
        self._fit_hint()

        lines = ((self.table_delegate, self.table_view, 0.56), (self.hand_delegate, self.hand_view, 0.44))
        room = self.room_for([view for _, view, _ in lines])
        if not self.hand_view.isVisibleTo(self.pages.widget(0)):
            lines = lines[:1]
        extra = sum(self._card_view_height(delegate, view, 0) for delegate, view, _ in lines)
        share = sum(part for _, _, part in lines)
        inner = self.width() - 32
        on_table = max(3, self.table_model.rowCount())
        column = min((inner - 18) * 11 / 20, inner - 18 - self.players_view.minimumWidth()) \
            - 2 * self.table_delegate.padding[0] - 4
        houses, cheques = self.hand_model.rowCount(), self.cheques_model.rowCount()
        gap = 12 + 4 if cheques else 0  # between the two lines of cards, and the cheques' frame
        by_width = {self.table_view: int(column / on_table) - 2 * self.table_delegate.padding[0],
                    self.hand_view: int((inner - gap - 4) / max(6, houses + cheques))
                    - 2 * self.hand_delegate.padding[0]}
        most = {self.table_view: scaled(150, by), self.hand_view: scaled(120, by)}
        for delegate, view, part in lines:
            by_height = int((room - extra) * part / share / CARD_RATIO)
            width = max(30, min(by_height, by_width[view], most[view]))
            self._set_card_width(delegate, view, width)
            if view is self.hand_view:
                self._set_card_width(self.cheques_delegate, self.cheques_view, width)
        self.cheques_view.setFixedWidth(self.cheques_delegate.sizeHint().width() * cheques
                                        + 2 * self.cheques_view.frameWidth() + 2)

    def _fit_hint(self) -> None:
        """A wrapped label's minimum height is Qt's guess, too low for three lines of large letters;
        the cards then took the hint's room and clipped it."""
        self.hint_label.setMinimumHeight(max(0, self.hint_label.heightForWidth(self.hint_label.width())))  # -1: no words

    @staticmethod
    def _card_view_height(delegate, view, card_width: int) -> int:
        _, above, below = delegate.padding
        return round(card_width * CARD_RATIO) + above + below + 2 * view.frameWidth() + 2

    def _set_card_width(self, delegate, view, width: int) -> None:
        changed = delegate.set_card_width(width)
        view.setFixedHeight(self._card_view_height(delegate, view, width))
        if changed:  # else the view's own layout is up to date
            view.doItemsLayout()

    def paint_felt(self, p: QPainter, rect: QRectF) -> None:
        paint_felt(p, rect)
