"""The Dostihy a sázky table: the stables on the turf, the dice, the races, and what you may do now.

Everything on it is drawn from `session.view()` after each `session.changed`; a click or a key
becomes `session.act(...)`. Every choice offered comes from `session.legal_actions()`, so the
controls cannot make an illegal move: a stake list holds only the stakes the rules allow for the
chosen runner and opponent. An answer's stake is a spin box that steps through the stakes allowed
and takes any sum typed; the rules refuse one they do not allow, in words. Everything at this table is public except the chance deck's order.
The dice of the last move tumble for a moment (board.RollAnimation, skippable), and a chance card
drawn is shown big until it is read.
"""

from bisect import bisect_left, bisect_right

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QValidator
from PySide6.QtWidgets import (
    QAbstractItemView, QAbstractSpinBox, QComboBox, QHBoxLayout, QHeaderView, QListView, QPushButton, QSizePolicy,
    QSpinBox, QStackedWidget, QTableView, QVBoxLayout, QWidget,
)

from ....rules.dostihy.actions import (
    AcceptOffer, Answer, Buy, ChooseSymbol, DeclareBankruptcy, Enter, Match, Offer, Pawn, Redeem, RefuseOffer,
    ReturnHorse, Roll, SellToBank, Send, SkipBuy,
)
from ....rules.dostihy.data import HORSE_BY_ID
from ...players import player_name
from ...scale import scaled
from ...widgets import table_parts as parts
from ...widgets.end_page import EndPage
from ...widgets.game_table import GameTable
from . import texts
from .art import die_pixmap, paint_turf, picture
from .board import DiceBox, RollAnimation, StableDelegate
from .chance import DostihyChancePanel
from .models import RacesModel, ResultsModel, StablesModel

STYLE = """
#DostihyTable QLabel { color: #fbfbf2; font-size: 13px; }
#DostihyTable QLabel[role="title"] { font-size: 15px; font-weight: bold; color: #fff3c4; }
#DostihyTable QLabel[role="big"] { font-size: 22px; font-weight: bold; }
#DostihyTable QLabel[role="status"] { background: rgba(10, 40, 12, 120); border-radius: 8px; padding: 4px 10px;
    font-size: 13px; }
#DostihyTable QLabel[role="error"] { color: #ffd6c8; font-weight: bold; }
#DostihyTable QLabel[role="hint"] { font-size: 14px; }
#DostihyTable QLabel[role="limit"] { font-size: 12px; color: #e4f3d8; }
#DostihyTable QListView { background: transparent; border: none; }
#DostihyTable QTableView { background: #fbf8ee; color: #2b2118; border-radius: 8px; border: none;
    gridline-color: #e6dfc8; font-size: 13px; selection-background-color: #fbf8ee; selection-color: #2b2118; }
#DostihyTable QHeaderView { font-size: 12px; }
#DostihyTable QHeaderView::section { background: #dfe9cf; color: #2b2118; border: none; padding: 3px 6px;
    font-weight: bold; }
#DostihyTable QPushButton { font-size: 14px; font-weight: bold; padding: 4px 12px; border-radius: 9px;
    min-height: 24px; background: #fdf6dc; color: #2b2118; border: 2px solid #c9b27a; }
#DostihyTable QPushButton:hover { background: #fffbe8; }
#DostihyTable QPushButton:focus { border: 3px solid #ffe680; }
#DostihyTable QPushButton:disabled { background: #a9b8a0; color: #56624f; border-color: #8c9a84; }
#DostihyTable QComboBox { font-size: 13px; padding: 2px 6px; min-height: 22px; background: #fffdf4; color: #2b2118;
    border: 1px solid #c9b27a; border-radius: 6px; }
#DostihyTable QComboBox:focus { border: 2px solid #ffe680; }
#DostihyTable QComboBox::drop-down { border: none; width: 20px; }
#DostihyTable QSpinBox { font-size: 13px; min-height: 26px; }
#DostihyTable QFrame#panel { background: rgba(10, 40, 12, 110); border-radius: 14px; }
#DostihyTable QFrame#chance { background: rgba(0, 0, 0, 120); }
#DostihyTable QFrame#chance QLabel { color: #2b2118; }
"""

PAGES = ("wait", "roll", "choose", "buy", "colic", "challenge", "answer", "match", "distress", "offer")


def _combo(name: str) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(8)
    return combo


def _fill(combo: QComboBox, items: list[tuple[str, object]]) -> None:
    """Replace the items, keeping the chosen value when it is still offered."""
    current = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    for text, value in items:
        combo.addItem(text, value)
    at = combo.findData(current) if current is not None else -1
    combo.setCurrentIndex(at if at >= 0 else 0 if items else -1)
    combo.blockSignals(False)
    combo.setEnabled(bool(items))


class StakeSpinBox(QSpinBox):
    """A stake in crowns: the arrows, Page Up/Down and the mouse wheel step through the stakes
    allowed (`set_stakes`), and any sum may be typed ("12 000" or "12000")."""

    def __init__(self, name: str):
        super().__init__()
        self.setObjectName(name)
        self.setCorrectionMode(QAbstractSpinBox.CorrectToNearestValue)
        self.setAccelerated(True)
        self._stakes: list[int] = []

    def set_stakes(self, stakes: list[int]) -> None:
        """Allow `stakes` (ascending), keeping the sum shown when it is still allowed, else the first."""
        keep = self.value() if self.value() in stakes else None
        self._stakes = list(stakes)
        low, high = (stakes[0], stakes[-1]) if stakes else (0, 0)
        self.blockSignals(True)
        self.setRange(low, high)
        self.setValue(low if keep is None else keep)
        self.blockSignals(False)
        self.setEnabled(bool(stakes))

    def stepBy(self, steps: int) -> None:
        if not self._stakes:
            return
        value = self.value()
        if steps > 0:  # from a typed sum between two stakes, the first step goes to the next one
            index = bisect_right(self._stakes, value) + steps - 1
        else:
            index = bisect_left(self._stakes, value) + steps
        self.setValue(self._stakes[min(max(index, 0), len(self._stakes) - 1)])

    def textFromValue(self, value: int) -> str:
        return texts.crowns(value)

    def valueFromText(self, text: str) -> int:
        digits = "".join(ch for ch in text if ch.isdigit())
        return int(digits) if digits else self.minimum()

    def validate(self, text: str, pos: int):
        digits = "".join(ch for ch in text if ch.isdigit())
        if not digits:
            return QValidator.Intermediate, text, pos
        if self.minimum() <= int(digits) <= self.maximum():
            return QValidator.Acceptable, text, pos
        return QValidator.Intermediate, text, pos


class DostihyTable(GameTable):
    """The table of one game of Dostihy a sázky, redrawn from the session's view after every change."""

    STYLE = STYLE

    def __init__(self, session, parent=None):
        super().__init__(session, "DostihyTable", parent)
        self._legal: list = []
        self._page = "wait"

        end = EndPage(ResultsModel(self), ResultsModel.NAME,
                      lambda: self.tr("Worth: money plus the price of every horse that is not pawned. "
                                      "Pawned horses count nothing."),
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

        self.stables_model = StablesModel(self)
        self.stable_delegate = StableDelegate(self.session, self)
        self.stables_view = QListView()
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
        grid.addWidget(self.stables_view, 1, 0)

        # the races of this turn's challenge
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
        header.setStretchLastSection(True)
        self.races_view.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.races_box, _ = parts.column(self.races_title, self.races_view)
        grid.addWidget(self.races_box, 2, 0)

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
        self.controls = QStackedWidget()
        self.controls.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Maximum)
        self.page_widgets: dict[str, QWidget] = {}
        for name in PAGES:
            widget = getattr(self, f"_build_{name}_controls")()
            self.page_widgets[name] = widget
            self.controls.addWidget(widget)
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

    def _rows(self, *rows) -> QWidget:
        widget = QWidget()
        layout = QVBoxLayout(widget)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(5)
        for row in rows:
            if isinstance(row, (list, tuple)):
                line = QHBoxLayout()
                line.setSpacing(6)
                for item in row:
                    line.addWidget(item, 1 if isinstance(item, QComboBox) else 0)
                layout.addLayout(line)
            else:
                layout.addWidget(row)
        layout.addStretch(1)
        return widget

    def _build_wait_controls(self) -> QWidget:
        return QWidget()

    def _build_roll_controls(self) -> QWidget:
        self.roll_button = parts.button("roll", lambda: self._act(Roll()))
        self.pawn_combo = _combo("pawn_horse")
        self.pawn_button = parts.button("pawn", lambda: self._act_data(Pawn, "horse", self.pawn_combo))
        self.redeem_combo = _combo("redeem_horse")
        self.redeem_button = parts.button("redeem", lambda: self._act_data(Redeem, "horse", self.redeem_combo))
        self.before_roll_label = parts.label("limit", wrap=True)
        # Each horse on a line of its own, with its price: too long to share the line with a button.
        return self._rows(self.roll_button, self.before_roll_label, self.pawn_combo, self.pawn_button,
                          self.redeem_combo, self.redeem_button)

    def _build_choose_controls(self) -> QWidget:
        self.choose_buttons, self.choose_labels = {}, {}
        rows = []
        for symbol in ("horse", "money", "question"):
            button = parts.button(f"choose_{symbol}", lambda checked=False, s=symbol: self._act(ChooseSymbol(symbol=s)))
            button.setIcon(QIcon(die_pixmap(symbol, 26)))
            button.setIconSize(QSize(26, 26))
            self.choose_buttons[symbol] = button
            self.choose_labels[symbol] = parts.label("limit", wrap=True)
            rows += [button, self.choose_labels[symbol]]
        return self._rows(*rows)

    def _build_buy_controls(self) -> QWidget:
        self.buy_combo = _combo("buy_horse")
        self.buy_button = parts.button("buy", lambda: self._act_data(Buy, "horse", self.buy_combo))
        self.skip_buy_button = parts.button("skip_buy", lambda: self._act(SkipBuy()))
        return self._rows(self.buy_combo, [self.buy_button, self.skip_buy_button])

    def _build_colic_controls(self) -> QWidget:
        self.colic_combo = _combo("colic_horse")
        self.colic_button = parts.button("return_horse", lambda: self._act_data(ReturnHorse, "horse", self.colic_combo))
        return self._rows(self.colic_combo, self.colic_button)

    def _build_challenge_controls(self) -> QWidget:
        self.enter_runner = _combo("enter_runner")
        self.enter_opponent = _combo("enter_opponent")
        self.enter_stake = _combo("enter_stake")
        self.enter_runner.currentIndexChanged.connect(lambda *_: self._update_enter_choices("runner"))
        self.enter_opponent.currentIndexChanged.connect(lambda *_: self._update_enter_choices("opponent"))
        self.runner_label, self.opponent_label, self.stake_label = parts.label(wrap=True), parts.label(wrap=True), parts.label(wrap=True)
        for label, combo in ((self.runner_label, self.enter_runner), (self.opponent_label, self.enter_opponent),
                             (self.stake_label, self.enter_stake)):
            label.setBuddy(combo)
            label.setWordWrap(False)
        self.enter_limits = parts.label("limit", wrap=True)
        self.enter_button = parts.button("enter", self._enter_race)
        self.send_button = parts.button("send", lambda: self._act(Send()))
        return self._rows([self.runner_label, self.enter_runner], [self.opponent_label, self.enter_opponent],
                          [self.stake_label, self.enter_stake], self.enter_limits,
                          self.enter_button, self.send_button)

    def _build_answer_controls(self) -> QWidget:
        self.answer_runner = _combo("answer_runner")
        self.answer_stake = StakeSpinBox("answer_stake")
        self.answer_runner.currentIndexChanged.connect(lambda *_: self._update_answer_stakes())
        self.answer_runner_label, self.answer_stake_label = parts.label(wrap=True), parts.label(wrap=True)
        for label, combo in ((self.answer_runner_label, self.answer_runner),
                             (self.answer_stake_label, self.answer_stake)):
            label.setBuddy(combo)
            label.setWordWrap(False)
        self.answer_limits = parts.label("limit", wrap=True)
        self.answer_button = parts.button("answer", self._answer)
        return self._rows([self.answer_runner_label, self.answer_runner], [self.answer_stake_label, self.answer_stake],
                          self.answer_limits, self.answer_button)

    def _build_match_controls(self) -> QWidget:
        self.match_button = parts.button("match", lambda: self._act(Match()))
        return self._rows(self.match_button)

    def _build_distress_controls(self) -> QWidget:
        self.distress_horse = _combo("distress_horse")
        self.distress_horse.currentIndexChanged.connect(lambda *_: self._update_offer_choices())
        self.distress_pawn = parts.button("distress_pawn", lambda: self._act_data(Pawn, "horse", self.distress_horse))
        self.distress_sell = parts.button("sell_to_bank", lambda: self._act_data(SellToBank, "horse", self.distress_horse))
        self.offer_buyer = _combo("offer_buyer")
        self.offer_buyer.currentIndexChanged.connect(lambda *_: self._update_offer_choices("buyer"))
        self.offer_price = _combo("offer_price")
        self.offer_button = parts.button("offer", self._offer)
        self.offer_title = parts.label("limit", wrap=True)
        self.bankrupt_button = parts.button("bankruptcy", lambda: self._act(DeclareBankruptcy()))
        return self._rows(self.distress_horse, self.distress_pawn, self.distress_sell, self.offer_title,
                          [self.offer_buyer, self.offer_price], self.offer_button, self.bankrupt_button)

    def _build_offer_controls(self) -> QWidget:
        self.accept_button = parts.button("accept_offer", lambda: self._act(AcceptOffer()))
        self.refuse_button = parts.button("refuse_offer", lambda: self._act(RefuseOffer()))
        return self._rows([self.accept_button, self.refuse_button])

    def retranslate(self) -> None:
        """Re-read every word, e.g. after the language was switched."""
        self.races_title.setText(self.tr("This turn's races"))
        self.roll_button.setText(self.tr("Roll the die"))
        self.pawn_button.setText(self.tr("Pawn"))
        self.redeem_button.setText(self.tr("Redeem"))
        self.before_roll_label.setText(self.tr("Before rolling you may pawn or redeem a horse:"))
        for symbol, button in self.choose_buttons.items():
            button.setText(texts.symbol_name(symbol))
            self.choose_labels[symbol].setText(texts.symbol_meaning(symbol))
        self.buy_button.setText(self.tr("Buy"))
        self.skip_buy_button.setText(self.tr("Buy none"))
        self.colic_button.setText(self.tr("Give back to the bank"))
        self.runner_label.setText(self.tr("Runner"))
        self.opponent_label.setText(self.tr("Against"))
        self.stake_label.setText(self.tr("Stake"))
        self.enter_button.setText(self.tr("Enter the race"))
        self.answer_runner_label.setText(self.tr("Runner"))
        self.answer_stake_label.setText(self.tr("Stake"))
        self.answer_button.setText(self.tr("Answer"))
        self.distress_pawn.setText(self.tr("Pawn"))
        self.distress_sell.setText(self.tr("Sell to the bank"))
        self.offer_title.setText(self.tr("Or offer it to a player at a price:"))
        self.offer_button.setText(self.tr("Make the offer"))
        self.bankrupt_button.setText(self.tr("Declare bankruptcy"))
        self.accept_button.setText(self.tr("Buy it"))
        self.refuse_button.setText(self.tr("No, thanks"))
        for model in (self.stables_model, self.races_model):
            model.retranslate()
        self.refresh()

    # -- drawing from the view ---------------------------------------------------------------------

    def new_events(self, events):
        """The dice just rolled, to tumble; a chance card drawn is shown once they settled."""
        self.chance_panel.close_panel()
        drawn = next((e for e in events if e.code == "chance_drawn"), None)
        self._pending_card = (drawn.params["card"], player_name(self.session.players, drawn.params["seat"])) \
            if drawn is not None else None
        return self._roll_steps(events) or None

    def _roll_steps(self, events) -> list:
        view = self.session.view()
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
        view = self.session.view()
        if view.phase == "over":  # the card that ended the game is told on the end page, not over it
            self._pending_card = None
        if self._pending_card is not None and self.session.handover_to is None:
            card, who = self._pending_card
            self._pending_card = None
            self.chance_panel.show_card(card, who)

    def draw(self, animating: bool) -> None:
        view = self.session.view()
        players = self.session.players
        over = view.phase == "over" and not animating
        self.pages.setCurrentIndex(1 if over else 0)
        self.stables_model.set_view(view, players)
        self.races_model.set_view(view, players, shown=0 if animating else None)
        self.races_box.setVisible(view.challenge is not None and bool(view.challenge.races))
        if not animating:
            last = view.challenge.races[-1] if view.challenge and view.challenge.finished else None
            points = tuple(last.rolls[-1]) if last is not None and last.rolls else (None, None)
            seats = (view.challenge.challenger, last.opponent) if last is not None else (None, None)
            self.dice_box.set_dice(view.chosen or view.symbol, points, seats)
            self.dice_caption.setText(self._dice_words(view, players))
        if over:
            self._show_end(view)
            self.setFocusProxy(None)
        else:
            self._show_play(view, players, animating)
        self.fit()

    def _dice_words(self, view, players) -> str:
        if view.symbol is None:
            return ""
        text = texts.symbol_name(view.symbol)
        if view.chosen:
            text += " \u2192 " + texts.symbol_name(view.chosen)
        return text

    def _show_play(self, view, players, animating: bool) -> None:
        current = player_name(players, view.current)
        self.phase_label.setText(self.tr("Round {round} \u00b7 {player}'s turn").format(round=view.round,
                                                                                      player=current))
        self.deck_label.setText(texts.cards_left(view.chance_left))
        events = [texts.event_text(event, players) for event in self.session.last_events()]
        events = [text for text in events if text][-3:]
        self.status_label.setText(" ".join(events))
        self.status_label.setVisible(bool(events))
        self._legal = [] if animating else self.session.legal_actions()
        page = self._page_for(view) if self._legal else "wait"
        self._page = page
        self.controls.setCurrentWidget(self.page_widgets[page])
        self.controls.setVisible(page != "wait")
        getattr(self, f"_show_{page}")(view, players)
        self.hint_label.setText(self._hint(view, players, page, animating))
        self.error_label.setText(self._error)
        self.error_label.setVisible(bool(self._error))
        self._error = ""
        if not animating and not self.chance_panel.isVisible():
            self._focus_first()

    def _page_for(self, view) -> str:
        return {"roll": "roll", "choose": "choose", "buy": "buy", "colic": "colic", "challenge": "challenge",
                "answer": "answer", "match": "match", "distress": "distress", "offer": "offer"}.get(view.phase, "wait")

    def _focus_first(self) -> None:
        widget = self.page_widgets[self._page]
        for child in widget.findChildren(QWidget):
            if child.focusPolicy() & Qt.TabFocus and child.isEnabled() and child.isVisibleTo(widget) \
                    and isinstance(child, (QPushButton, QComboBox)):
                self.setFocusProxy(child)
                if not child.hasFocus():
                    child.setFocus(Qt.OtherFocusReason)
                return
        self.setFocusProxy(None)

    def _of(self, kind) -> list:
        return [action for action in self._legal if isinstance(action, kind)]

    def _hint(self, view, players, page: str, animating: bool) -> str:
        if animating:
            return self.tr("The dice are rolling. Esc or a click skips.")
        me = view.players[view.seat] if view.seat is not None else None
        if page == "roll":
            return self.tr("Roll the symbol die.")
        if page == "choose":
            return self.tr("A star: choose what the die shows.")
        if page == "buy":
            return self.tr("A horse head: buy one horse from the bank, or none. You have {cash}.").format(
                cash=texts.crowns(me.cash))
        if page == "colic":
            return self.tr("Colic: choose the horse that goes back to the bank.")
        if page == "challenge":
            entered = len(view.challenge.races)
            hint = self.tr("Money: enter races one by one, each runner against a player and a stake, "
                           "then send the challenge.")
            if entered:
                hint += " " + self.tr("Entered so far: {races}.").format(races=texts.races(entered))
            return hint
        if page == "answer":
            race = view.challenge.races[view.challenge.answering]
            return self.tr("{player} runs {runner} against you for {stake}. Choose your runner and match "
                           "the stake or raise it up to double.").format(
                player=player_name(players, view.challenge.challenger), runner=texts.runner_name(race.runner),
                stake=texts.crowns(race.stake))
        if page == "match":
            return self.tr("The answers are in. Pay {amount} to match the raises; then the races are run.").format(
                amount=texts.crowns(view.challenge.raised))
        if page == "distress":
            d = view.distress
            return self.tr("You owe {owed} ({card}) and have {cash}. Pawn or sell horses until you can pay.").format(
                owed=texts.crowns(d.owed), card=texts.card_title(d.card), cash=texts.crowns(me.cash))
        if page == "offer":
            o = view.offer
            hint = self.tr("{seller} offers you {horse} for {price}. You have {cash}.").format(
                seller=player_name(players, o.seller), horse=texts.horse_name(o.horse),
                price=texts.crowns(o.price), cash=texts.crowns(me.cash))
            if o.pawned:
                hint += " " + self.tr("It is pawned: redeem it later to race it with its rosettes.")
            return hint
        if view.seat is None and view.to_act:
            return self.tr("Waiting for {player}.").format(player=player_name(players, view.to_act[0]))
        return ""

    # -- the pages' choices, all from the legal actions ---------------------------------------------

    def _horse_items(self, horses, price) -> list:
        return [(f"{texts.horse_name(h)} \u2013 {texts.crowns(price(h))}", h) for h in horses]

    def _show_wait(self, view, players) -> None:
        pass

    def _show_roll(self, view, players) -> None:
        pawn = [a.horse for a in self._of(Pawn)]
        redeem = [a.horse for a in self._of(Redeem)]
        owned = {h.id: h for h in view.players[view.current].horses}  # the amounts come in the view
        _fill(self.pawn_combo, self._horse_items(pawn, lambda h: owned[h].pawn_value))
        _fill(self.redeem_combo, self._horse_items(redeem, lambda h: owned[h].redeem_cost))
        for widget in (self.pawn_combo, self.pawn_button):
            widget.setVisible(bool(pawn))
        for widget in (self.redeem_combo, self.redeem_button):
            widget.setVisible(bool(redeem))
        self.before_roll_label.setVisible(bool(pawn or redeem))
        self.pawn_button.setEnabled(bool(pawn))
        self.redeem_button.setEnabled(bool(redeem))

    def _show_choose(self, view, players) -> None:
        allowed = {a.symbol for a in self._of(ChooseSymbol)}
        for symbol, button in self.choose_buttons.items():
            button.setEnabled(symbol in allowed)
        if "money" not in allowed:
            self.choose_labels["money"].setText(self.tr("No race can be run now."))
        else:
            self.choose_labels["money"].setText(texts.symbol_meaning("money"))

    def _show_buy(self, view, players) -> None:
        horses = [a.horse for a in self._of(Buy)]
        items = [(f"{texts.horse_name(h)} ({texts.rosettes(HORSE_BY_ID[h].rosettes)}) \u2013 "
                  f"{texts.crowns(HORSE_BY_ID[h].price)}", h) for h in horses]
        _fill(self.buy_combo, items)
        self.buy_button.setEnabled(bool(horses))

    def _show_colic(self, view, players) -> None:
        _fill(self.colic_combo, [(texts.horse_name(a.horse), a.horse) for a in self._of(ReturnHorse)])

    def _show_challenge(self, view, players) -> None:
        enters = self._of(Enter)
        runners = list(dict.fromkeys(a.runner for a in enters))
        _fill(self.enter_runner, [(texts.runner_name(r), r) for r in runners])
        self._update_enter_choices("runner")
        self.send_button.setEnabled(Send() in self._legal)
        count = len(view.challenge.races) if view.challenge else 0
        self.send_button.setText(self.tr("Send the challenge"))
        self.send_button.setToolTip(self.tr("Races entered: {races}").format(races=texts.races(count)))
        self.enter_button.setEnabled(bool(enters))

    def _update_enter_choices(self, changed: str) -> None:
        if self._page != "challenge":
            return
        enters = self._of(Enter)
        runner = self.enter_runner.currentData()
        if changed == "runner":
            opponents = list(dict.fromkeys(a.opponent for a in enters if a.runner == runner))
            _fill(self.enter_opponent, [(player_name(self.session.players, o), o) for o in opponents])
        opponent = self.enter_opponent.currentData()
        stakes = sorted({a.stake for a in enters if a.runner == runner and a.opponent == opponent})
        _fill(self.enter_stake, [(texts.crowns(s), s) for s in stakes])
        self.enter_button.setEnabled(bool(stakes))
        if stakes and opponent is not None:
            view = self.session.view()
            against = sum(1 for r in view.challenge.races if r.opponent == opponent)
            limit = view.challenge.most_races[opponent]
            self.enter_limits.setText(self.tr("Stakes from {low} to {high}. Races against {player}: {count} of "
                                              "at most {limit}.").format(
                low=texts.crowns(stakes[0]), high=texts.crowns(stakes[-1]),
                player=player_name(self.session.players, opponent), count=against, limit=limit))
        elif not enters:
            self.enter_limits.setText(self.tr("No runner is left to enter: send the challenge."))
        else:
            self.enter_limits.setText("")

    def _show_answer(self, view, players) -> None:
        answers = self._of(Answer)
        runners = list(dict.fromkeys(a.runner for a in answers))
        _fill(self.answer_runner, [(texts.runner_name(r), r) for r in runners])
        self._update_answer_stakes()

    def _update_answer_stakes(self) -> None:
        if self._page != "answer":
            return
        runner = self.answer_runner.currentData()
        stakes = sorted({a.stake for a in self._of(Answer) if a.runner == runner})
        self.answer_stake.set_stakes(stakes)
        if len(stakes) == 1:
            self.answer_limits.setText(self.tr("Match {low}; you cannot raise.").format(low=texts.crowns(stakes[0])))
        elif stakes:
            self.answer_limits.setText(self.tr("Match {low} or raise up to {high}.").format(
                low=texts.crowns(stakes[0]), high=texts.crowns(stakes[-1])))
        self.answer_button.setEnabled(bool(stakes))

    def _show_match(self, view, players) -> None:
        self.match_button.setText(self.tr("Match and run the races"))

    def _show_distress(self, view, players) -> None:
        horses = list(dict.fromkeys([a.horse for a in self._of(Pawn)] + [a.horse for a in self._of(SellToBank)]
                                    + [a.horse for a in self._of(Offer)]))
        _fill(self.distress_horse, [(texts.horse_name(h), h) for h in horses])
        self._update_offer_choices()
        self.bankrupt_button.setVisible(DeclareBankruptcy() in self._legal)

    def _update_offer_choices(self, changed: str = "horse") -> None:
        if self._page != "distress":
            return
        horse = self.distress_horse.currentData()
        can_pawn = Pawn(horse=horse) in self._legal if horse is not None else False
        can_sell = SellToBank(horse=horse) in self._legal if horse is not None else False
        self.distress_pawn.setEnabled(can_pawn)
        self.distress_sell.setEnabled(can_sell)
        if horse is not None:
            view = self.session.view()
            owned = next(h for h in view.players[view.distress.seat].horses if h.id == horse)
            self.distress_pawn.setText(self.tr("Pawn ({amount})").format(amount=texts.crowns(owned.pawn_value)))
            self.distress_sell.setText(self.tr("Sell to the bank ({amount})").format(
                amount=texts.crowns(owned.sale_price)))
        offers = [a for a in self._of(Offer) if a.horse == horse]
        if changed == "horse":
            buyers = list(dict.fromkeys(a.to for a in offers))
            _fill(self.offer_buyer, [(player_name(self.session.players, b), b) for b in buyers])
        buyer = self.offer_buyer.currentData()
        prices = sorted({a.price for a in offers if a.to == buyer})
        _fill(self.offer_price, [(texts.crowns(p), p) for p in prices])
        self.offer_button.setEnabled(bool(prices))
        for widget in (self.offer_title, self.offer_buyer, self.offer_price, self.offer_button):
            widget.setVisible(bool(self._of(Offer)))

    def _show_offer(self, view, players) -> None:
        pass  # its two buttons are always the same; the hint line says what is offered (_hint)

    # -- moves -----------------------------------------------------------------------------------

    def _act(self, action) -> None:
        if self.animation.running:
            self.animation.skip()
        self.session.act(action)  # an illegal one comes back through session.failed, worded beside the controls

    def _act_data(self, kind, field: str, combo: QComboBox) -> None:
        value = combo.currentData()
        if value is not None:
            self._act(kind(**{field: value}))

    def _enter_race(self) -> None:
        runner, opponent, stake = (self.enter_runner.currentData(), self.enter_opponent.currentData(),
                                   self.enter_stake.currentData())
        if runner is not None and opponent is not None and stake is not None:
            self._act(Enter(runner=runner, opponent=opponent, stake=stake))

    def _answer(self) -> None:
        self.answer_stake.interpretText()  # a sum typed but not yet confirmed with Enter counts too
        runner = self.answer_runner.currentData()
        if runner is not None:
            self._act(Answer(runner=runner, stake=self.answer_stake.value()))

    def _offer(self) -> None:
        horse, buyer, price = (self.distress_horse.currentData(), self.offer_buyer.currentData(),
                               self.offer_price.currentData())
        if horse is not None and buyer is not None and price is not None:
            self._act(Offer(horse=horse, to=buyer, price=price))

    def _show_end(self, view) -> None:
        players = self.session.players
        self.end_page.show_result(view, self.session.outcome(), players, self.tr("{player} wins the most money!"),
                                  texts.tie_breaks())
        drawn = next((e for e in self.session.last_events() if e.code == "chance_drawn"), None)
        self.end_page.show_line("" if drawn is None else self.tr(
            "The last chance card, drawn by {player}: {card}.").format(
                player=player_name(players, drawn.params["seat"]), card=texts.card_title(drawn.params["card"])))

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
        side = max(scaled(260, by), min(scaled(340, by), int(inner * 0.3)))
        self.side_panel.setFixedWidth(side)
        # The form's labels one width, that of the widest in this language and size: the fields line up.
        labels = (self.runner_label, self.opponent_label, self.stake_label, self.answer_runner_label,
                  self.answer_stake_label)
        width = max(label.sizeHint().width() for label in labels)
        for label in labels:
            label.setFixedWidth(width)
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
        races = self.races_model.rowCount() if self.races_box.isVisible() else 0
        header = self.races_view.horizontalHeader().sizeHint().height()
        races_height = header + row_height * races + 4 if races else 30
        self.races_view.setFixedHeight(races_height)
        self.races_box.setFixedHeight(self.races_title.sizeHint().height() + 2 + races_height)
        self.pages.widget(0).layout().activate()  # the stables get what the races leave
        item_width = max(200, (self.stables_view.width() - 4) // columns - 1)
        per_row = (self.stables_view.height() - 4) // rows
        self.stable_delegate.scale = by
        card = int((per_row - self.stable_delegate.header - 14) / 1.4)
        most = 1 + max((len(player.horses) for player in self.session.public_view().players), default=0)
        card = min(card, int((item_width - 26) / most) - 4)  # side by side while there is room
        self.stable_delegate.card_width = max(28, min(scaled(90, by), card))
        self.stable_delegate.item_width = item_width
        self.stables_view.doItemsLayout()

    def paint_felt(self, p: QPainter, rect: QRectF) -> None:
        paint_turf(p, rect)
