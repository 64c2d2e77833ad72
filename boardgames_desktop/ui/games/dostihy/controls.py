"""What the player at the Dostihy table may do now: one page of controls per phase (roll, buy,
enter races, answer, raise money...). The lists offer what the player may try at this table (every
horse in the bank, every stake up to one's cash, every opponent): a move the rules allow is `acted`,
one they refuse is told why (the table's explain_refusal), so that the family learns the rule
instead of meeting a greyed button. The pages show only when the player is on turn; an answer's
stake is a spin box whose arrows step through the stakes allowed and which takes any sum typed."""

from bisect import bisect_left, bisect_right

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon, QValidator
from PySide6.QtWidgets import (
    QAbstractSpinBox, QComboBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpinBox, QStackedWidget, QVBoxLayout,
    QWidget,
)

from ....rules.dostihy.actions import (
    AcceptOffer, Answer, Buy, ChooseSymbol, DeclareBankruptcy, Enter, Match, Offer, Pawn, Redeem, RefuseOffer,
    ReturnHorse, Roll, SellToBank, Send, SkipBuy,
)
from ....rules.dostihy.data import HORSE_BY_ID, STAKES
from ...widgets.players import player_name
from ...table import table_parts as parts
from . import texts
from .art import die_pixmap

PAGES = ("wait", "roll", "choose", "buy", "colic", "challenge", "answer", "match", "distress", "offer")


def _combo(name: str) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    combo.setSizeAdjustPolicy(QComboBox.AdjustToContents)  # the side panel widens for its longest choice
    combo.setMinimumContentsLength(8)
    return combo


def _fill(combo: QComboBox, items: list[tuple[str, object]]) -> None:
    """Replace the items (table_parts.refill), and offer the box only when it has any."""
    parts.refill(combo, items)
    combo.setEnabled(bool(items))


class StakeSpinBox(QSpinBox):
    """A stake in crowns: the arrows, Page Up/Down and the mouse wheel step through the stakes
    allowed (`set_stakes`), and any sum may be typed ("12 000" or "12000"): one the rules refuse
    (over double, not in whole thousands) is told why rather than quietly corrected."""

    TYPED_AT_MOST = 10_000_000  # crowns; no table holds more

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
        low = stakes[0] if stakes else 0
        self.blockSignals(True)
        self.setRange(0, self.TYPED_AT_MOST)
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


class DostihyControls(QStackedWidget):
    """The page of controls for the phase of the game: a move made with them is `acted`."""

    acted = Signal(object)  # the action chosen

    def __init__(self, session):
        super().__init__()
        self._session = session
        self._legal: list = []
        self._view = None  # the view the choices were taken with
        self._page = "wait"
        self._lined_up: tuple | None = None  # the labels' words and font when they were lined up
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Maximum)
        self.page_widgets: dict[str, QWidget] = {}
        for name in PAGES:
            widget = getattr(self, f"_build_{name}_controls")()
            self.page_widgets[name] = widget
            self.addWidget(widget)

    def retranslate(self) -> None:
        """Re-read every word, e.g. after the language was switched."""
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

    def show_choices(self, view, players, legal: list) -> None:
        """The page for the view's phase with the `legal` actions' choices; none while nothing is legal."""
        self._legal, self._view = legal, view
        self._page = _page_for(view) if legal else "wait"
        # Filled before it is shown: a page shown and then filled is laid out and painted twice.
        getattr(self, f"_show_{self._page}")(view, players)
        if self._page != "wait":  # else hidden on the page it was: a page switch lays the panel out again
            self.setCurrentWidget(self.page_widgets[self._page])
        self.setVisible(self._page != "wait")

    def first_control(self) -> QWidget | None:
        """The page's first button or list that can take the focus, if any."""
        widget = self.page_widgets[self._page]
        for child in widget.findChildren(QWidget):
            if child.focusPolicy() & Qt.TabFocus and child.isEnabled() and child.isVisibleTo(widget) \
                    and isinstance(child, (QPushButton, QComboBox)):
                return child
        return None

    def needed_width(self) -> int:
        """The width the pages need to show their buttons' words and their lists' choices whole."""
        widest = 0
        for page in self.page_widgets.values():  # every page's: the panel does not change width at each move
            layout = page.layout()
            for at in range(layout.count() if layout is not None else 0):
                item = layout.itemAt(at)
                if item.layout() is not None:  # a row: its widgets side by side
                    row = [item.layout().itemAt(i).widget() for i in range(item.layout().count())]
                    shown = [widget.sizeHint().width() for widget in row if widget is not None and not widget.isHidden()]
                    widest = max(widest, sum(shown) + item.layout().spacing() * (len(shown) - 1))
                elif item.widget() is not None and not item.widget().isHidden() and not isinstance(item.widget(), QLabel):
                    widest = max(widest, item.widget().sizeHint().width())  # a label on its own line wraps
        return widest

    def line_up(self) -> None:
        """The form's labels one width, that of the widest in this language and size: the fields line up."""
        labels = (self.runner_label, self.opponent_label, self.stake_label, self.answer_runner_label,
                  self.answer_stake_label)
        words = (tuple(label.text() for label in labels), labels[0].font().key())
        if words == self._lined_up:  # measured at every move otherwise
            return
        self._lined_up = words
        for label in labels:  # measured free of the width a larger scale gave them
            label.setMinimumWidth(0)
            label.setMaximumWidth(16777215)
        width = max(label.sizeHint().width() for label in labels)
        for label in labels:
            label.setFixedWidth(width)

    # -- building --------------------------------------------------------------------------------

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
        self.roll_button = parts.button("roll", lambda: self.acted.emit(Roll()))
        self.pawn_combo = _combo("pawn_horse")
        self.pawn_button = parts.button("pawn", lambda: self._act_chosen(Pawn, horse=self.pawn_combo))
        self.redeem_combo = _combo("redeem_horse")
        self.redeem_button = parts.button("redeem", lambda: self._act_chosen(Redeem, horse=self.redeem_combo))
        self.before_roll_label = parts.label("limit", wrap=True)
        # Each horse on a line of its own, with its price: too long to share the line with a button.
        return self._rows(self.roll_button, self.before_roll_label, self.pawn_combo, self.pawn_button,
                          self.redeem_combo, self.redeem_button)

    def _build_choose_controls(self) -> QWidget:
        self.choose_buttons, self.choose_labels = {}, {}
        rows = []
        for symbol in ("horse", "money", "question"):
            button = parts.button(f"choose_{symbol}", lambda checked=False, s=symbol: self.acted.emit(ChooseSymbol(symbol=s)))
            button.setIcon(QIcon(die_pixmap(symbol, 26)))
            button.setIconSize(QSize(26, 26))
            self.choose_buttons[symbol] = button
            self.choose_labels[symbol] = parts.label("limit", wrap=True)
            rows += [button, self.choose_labels[symbol]]
        return self._rows(*rows)

    def _build_buy_controls(self) -> QWidget:
        self.buy_combo = _combo("buy_horse")
        self.buy_button = parts.button("buy", lambda: self._act_chosen(Buy, horse=self.buy_combo))
        self.skip_buy_button = parts.button("skip_buy", lambda: self.acted.emit(SkipBuy()))
        return self._rows(self.buy_combo, [self.buy_button, self.skip_buy_button])

    def _build_colic_controls(self) -> QWidget:
        self.colic_combo = _combo("colic_horse")
        self.colic_button = parts.button("return_horse", lambda: self._act_chosen(ReturnHorse, horse=self.colic_combo))
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
        self.enter_button = parts.button("enter", lambda: self._act_chosen(
            Enter, runner=self.enter_runner, opponent=self.enter_opponent, stake=self.enter_stake))
        self.send_button = parts.button("send", lambda: self.acted.emit(Send()))
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
        self.match_button = parts.button("match", lambda: self.acted.emit(Match()))
        return self._rows(self.match_button)

    def _build_distress_controls(self) -> QWidget:
        self.distress_horse = _combo("distress_horse")
        self.distress_horse.currentIndexChanged.connect(lambda *_: self._update_offer_choices())
        self.distress_pawn = parts.button("distress_pawn", lambda: self._act_chosen(Pawn, horse=self.distress_horse))
        self.distress_sell = parts.button("sell_to_bank", lambda: self._act_chosen(SellToBank, horse=self.distress_horse))
        self.offer_buyer = _combo("offer_buyer")
        self.offer_price = _combo("offer_price")
        self.offer_button = parts.button("offer", self._offer)
        self.offer_title = parts.label("limit", wrap=True)
        self.bankrupt_button = parts.button("bankruptcy", lambda: self.acted.emit(DeclareBankruptcy()))
        return self._rows(self.distress_horse, self.distress_pawn, self.distress_sell, self.offer_title,
                          [self.offer_buyer, self.offer_price], self.offer_button, self.bankrupt_button)

    def _build_offer_controls(self) -> QWidget:
        self.accept_button = parts.button("accept_offer", lambda: self.acted.emit(AcceptOffer()))
        self.refuse_button = parts.button("refuse_offer", lambda: self.acted.emit(RefuseOffer()))
        return self._rows([self.accept_button, self.refuse_button])

    def point_at(self, action) -> None:
        """A hinted move: its horse chosen where it has one, the focus on the button that makes it."""
        shown = self.page_widgets[self._page]  # nothing while hidden (waiting), whichever page it is on
        pairs = {
            "roll": [(self.roll_button, None)], "redeem": [(self.redeem_button, self.redeem_combo)],
            "pawn": [(self.pawn_button, self.pawn_combo), (self.distress_pawn, self.distress_horse)],
            "sell_to_bank": [(self.distress_sell, self.distress_horse)],
            "buy": [(self.buy_button, self.buy_combo)], "skip_buy": [(self.skip_buy_button, None)],
            "return_horse": [(self.colic_button, self.colic_combo)], "enter": [(self.enter_button, None)],
            "send": [(self.send_button, None)], "answer": [(self.answer_button, None)],
            "match": [(self.match_button, None)], "offer": [(self.offer_button, None)],
            "accept_offer": [(self.accept_button, None)], "refuse_offer": [(self.refuse_button, None)],
            "declare_bankruptcy": [(self.bankrupt_button, None)],
        }
        if action.type == "choose_symbol":
            pairs["choose_symbol"] = [(self.choose_buttons[action.symbol], None)]
        for button, combo in pairs.get(action.type, []):
            if shown.isAncestorOf(button):
                if combo is not None and combo.findData(action.horse) >= 0:
                    combo.setCurrentIndex(combo.findData(action.horse))
                button.setFocus()
                return

    def hint(self, view, players, animating: bool) -> str:
        """What the page shown asks of the player, in a sentence."""
        page = self._page
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
                player=player_name(players, view.challenge.challenger), runner=texts.runner_name(race.runner, "accusative"),
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
        # every horse, also one changed this turn or too dear to buy back: the rules say why not
        owned = {h.id: h for h in view.players[view.current].horses}  # the amounts come in the view
        pawn = [h for h, horse in owned.items() if not horse.pawned]
        redeem = [h for h, horse in owned.items() if horse.pawned]
        _fill(self.pawn_combo, self._horse_items(pawn, lambda h: owned[h].pawn_value))
        _fill(self.redeem_combo, self._horse_items(redeem, lambda h: owned[h].redeem_cost))
        for widget in (self.pawn_combo, self.pawn_button):
            widget.setVisible(bool(pawn))
        for widget in (self.redeem_combo, self.redeem_button):
            widget.setVisible(bool(redeem))
        self.before_roll_label.setVisible(bool(pawn or redeem))

    def _show_choose(self, view, players) -> None:
        allowed = {a.symbol for a in self._of(ChooseSymbol)}  # every button may be tried: money says why not
        if "money" not in allowed:
            self.choose_labels["money"].setText(self.tr("No race can be run now."))
        else:
            self.choose_labels["money"].setText(texts.symbol_meaning("money"))

    def _show_buy(self, view, players) -> None:
        horses = list(view.bank_horses)  # the dear ones too: the rules say why not
        items = [(f"{texts.horse_name(h)} ({texts.rosettes(HORSE_BY_ID[h].rosettes)}) \u2013 "
                  f"{texts.crowns(HORSE_BY_ID[h].price)}", h) for h in horses]
        _fill(self.buy_combo, items)
        self.buy_button.setEnabled(bool(horses))

    def _show_colic(self, view, players) -> None:
        _fill(self.colic_combo, [(texts.horse_name(a.horse), a.horse) for a in self._of(ReturnHorse)])

    def _show_challenge(self, view, players) -> None:
        enters = self._of(Enter)
        used = {race.runner for race in view.challenge.races}
        # the runners not sent yet first, then the others, which the rules refuse, saying why
        runners = sorted(view.players[view.challenge.challenger].horses, key=lambda h: h.id)
        runners = ["stable", *(h.id for h in runners)]
        runners.sort(key=lambda r: r in used)
        _fill(self.enter_runner, [(texts.runner_name(r), r) for r in runners])
        self._update_enter_choices("runner")
        count = len(view.challenge.races) if view.challenge else 0
        self.send_button.setText(self.tr("Send the challenge"))
        self.send_button.setToolTip(self.tr("Races entered: {races}").format(races=texts.races(count)))

    def _update_enter_choices(self, changed: str) -> None:
        if self._page != "challenge":
            return
        enters = self._of(Enter)
        view = self._view
        runner = self.enter_runner.currentData()
        if changed == "runner":
            opponents = [p.seat for p in view.players if p.seat != view.challenge.challenger and not p.bankrupt]
            _fill(self.enter_opponent, [(player_name(self._session.players, o), o) for o in opponents])
        opponent = self.enter_opponent.currentData()
        stakes = sorted({a.stake for a in enters if a.runner == runner and a.opponent == opponent})
        # every stake up to one's cash: the rules say which are too high for the opponent
        cash = view.players[view.challenge.challenger].cash
        offered = [s for s in STAKES if s <= cash] or [STAKES[0]]
        _fill(self.enter_stake, [(texts.crowns(s), s) for s in offered])
        if stakes and opponent is not None:
            against = sum(1 for r in view.challenge.races if r.opponent == opponent)
            limit = view.challenge.most_races[opponent]
            self.enter_limits.setText(self.tr("Stakes from {low} to {high}. Races against {player}: {count} of "
                                              "at most {limit}.").format(
                low=texts.crowns(stakes[0]), high=texts.crowns(stakes[-1]),
                player=player_name(self._session.players, opponent), count=against, limit=limit))
        elif not enters:
            self.enter_limits.setText(self.tr("No runner is left to enter: send the challenge."))
        else:
            self.enter_limits.setText("")

    def _show_answer(self, view, players) -> None:
        race = view.challenge.races[view.challenge.answering]
        used = {r.answer for r in view.challenge.races if r.opponent == race.opponent and r.answer is not None}
        runners = ["stable", *(h.id for h in view.players[race.opponent].horses)]
        runners.sort(key=lambda r: r in used)  # a runner sent already last: the rules say why not
        _fill(self.answer_runner, [(texts.runner_name(r), r) for r in runners])
        self._update_answer_stakes()

    def _update_answer_stakes(self) -> None:
        if self._page != "answer":
            return
        runner = self.answer_runner.currentData()
        stakes = sorted({a.stake for a in self._of(Answer) if a.runner == runner})
        self.answer_stake.set_stakes(stakes or [self._view.challenge.races[self._view.challenge.answering].stake])
        if len(stakes) == 1:
            self.answer_limits.setText(self.tr("Match {low}; you cannot raise.").format(low=texts.crowns(stakes[0])))
        elif stakes:
            self.answer_limits.setText(self.tr("Match {low} or raise up to {high}.").format(
                low=texts.crowns(stakes[0]), high=texts.crowns(stakes[-1])))

    def _show_match(self, view, players) -> None:
        self.match_button.setText(self.tr("Match and run the races"))

    def _show_distress(self, view, players) -> None:
        horses = [h.id for h in view.players[view.distress.seat].horses]  # pawned ones too: the bank says why not
        _fill(self.distress_horse, [(texts.horse_name(h), h) for h in horses])
        self._update_offer_choices()

    def _update_offer_choices(self) -> None:
        if self._page != "distress":
            return
        horse = self.distress_horse.currentData()
        for widget in (self.distress_horse, self.distress_pawn, self.distress_sell):
            widget.setVisible(horse is not None)
        if horse is not None:
            view = self._view
            owned = next(h for h in view.players[view.distress.seat].horses if h.id == horse)
            self.distress_pawn.setText(self.tr("Pawn ({amount})").format(amount=texts.crowns(owned.pawn_value)))
            self.distress_sell.setText(self.tr("Sell to the bank ({amount})").format(
                amount=texts.crowns(owned.sale_price)))
        # Every other stable, and every price someone could pay or that was refused: a buyer too poor
        # for it, or an offer made again at a refused price, is told why.
        view = self._view
        buyers = [p.seat for p in view.players if p.seat != view.distress.seat and not p.bankrupt]
        _fill(self.offer_buyer, [(player_name(self._session.players, b), b) for b in buyers])
        prices = {a.price for a in self._of(Offer) if a.horse == horse}
        prices |= {price for offered, _, price in view.distress.offered if offered == horse}
        _fill(self.offer_price, [(texts.crowns(p), p) for p in sorted(prices)])
        parts.look_refused(self.offer_button, not prices)  # no price anyone can pay: a press says why
        for widget in (self.offer_title, self.offer_buyer, self.offer_price, self.offer_button):
            widget.setVisible(bool(self._of(Offer)))

    def _show_offer(self, view, players) -> None:
        pass  # its two buttons are always the same; the hint line says what is offered (hint)

    # -- moves -----------------------------------------------------------------------------------

    def _of(self, kind) -> list:
        return [action for action in self._legal if isinstance(action, kind)]

    def _act_chosen(self, kind, **fields: QComboBox) -> None:
        """A `kind` action of the values chosen in the combo boxes `fields`, once each has one."""
        values = {field: combo.currentData() for field, combo in fields.items()}
        if None not in values.values():
            self.acted.emit(kind(**values))

    def _offer(self) -> None:
        """The offer chosen; for a horse nobody can pay even its lowest price for (no price listed), at
        its full price, which the rules refuse, saying why."""
        horse, buyer, price = (box.currentData() for box in (self.distress_horse, self.offer_buyer, self.offer_price))
        if horse is not None and buyer is not None:
            self.acted.emit(Offer(horse=horse, to=buyer, price=HORSE_BY_ID[horse].price if price is None else price))

    def _answer(self) -> None:
        self.answer_stake.interpretText()  # a sum typed but not yet confirmed with Enter counts too
        runner = self.answer_runner.currentData()
        if runner is not None:
            self.acted.emit(Answer(runner=runner, stake=self.answer_stake.value()))


def _page_for(view) -> str:
    return view.phase if view.phase in PAGES else "wait"
