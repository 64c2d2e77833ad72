"""What the player at the Anti-Monopoly table may do now: the action bar of the turn (roll, buy for N,
the income tax's two amounts, pay to get out, end the turn, answer a trade, go bankrupt when nothing
else can pay) and the property panel (build, sell a building, mortgage, redeem one of your titles,
with the prices). Every button stands for an action; one the rules refuse now looks disabled (or,
in the action bar, is hidden unless a person would try it: buying, getting out, giving up) but still
takes the press, which asks the table to say why instead of making the move; a trade is composed in
the trade dialog and checked by the rules. Between moves any person may offer a trade (rule 21: who proposes is chosen beside it)
and the family may end the game by agreement (the table asks each person)."""

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ....rules.anti_monopoly.actions import (
    AcceptTrade, Bankrupt, Build, Buy, Decline, EndTurn, Mortgage, OfferTrade, PayTax, PayToLeave, Redeem, RefuseTrade,
    Roll, SellBuilding,
)
from ...widgets.players import player_name
from ...table import table_parts as parts
from . import texts

# The buttons of the action bar, in the order they stand, each with the action it plays
BAR = (
    ("roll", Roll()), ("buy", Buy()), ("decline", Decline()), ("tax_flat", PayTax(choice="flat")),
    ("tax_percent", PayTax(choice="percent")), ("leave", PayToLeave()), ("accept", AcceptTrade()),
    ("refuse", RefuseTrade()), ("end", EndTurn()), ("bankrupt", Bankrupt()),
)
# The property panel's buttons and the action each plays on the title chosen
translate = QCoreApplication.translate
PROPERTY = (("build", Build), ("sell", SellBuilding), ("mortgage", Mortgage), ("redeem", Redeem))


class AntiMonopolyControls(QWidget):
    """The action bar over the property panel. `acted(action)` for a move; `refused(action)` for a press
    on a button whose move the rules refuse now; `trade(proposer, partner)` asks the table for the trade dialog; `agree_end()` for the end by agreement; `card(space)` for a
    title card."""

    acted = Signal(object)
    refused = Signal(object)
    trade = Signal(int, int)
    agree_end = Signal()
    card = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._legal: set = set()
        self._view = None
        self._shown: set = set()  # the controls shown for this moment
        self._filled: dict = {}  # box: the items it was last filled with
        self.hint_label = parts.label("hint", wrap=True)
        self.buttons: dict[str, QPushButton] = {}
        bar = QGridLayout()
        bar.setHorizontalSpacing(6)
        bar.setVerticalSpacing(4)  # the middle is short (1024 x 600, English; a price war): every row's pixels count
        for name, action in BAR:
            self.buttons[name] = parts.button(name, lambda _=False, a=action: self._press(a))
        self.bar = bar
        self._arranged: tuple = ()  # the bar's buttons shown, as they stand in its rows
        self._arrange_bar(set())

        self.trade_button = parts.button("trade", self._trade)
        self.partner = QComboBox()  # (proposer, partner): to whom, and who offers when several people may
        self.partner.setObjectName("partner")
        trade_row = QHBoxLayout()
        trade_row.addWidget(self.trade_button)
        trade_row.addWidget(self.partner, 1)
        self.agree_button = parts.button("agree", self.agree_end.emit)  # the table places it in its top row

        self.property_panel = parts.panel()
        self.titles_label = parts.label("title")
        self.titles = QComboBox()
        self.titles.setObjectName("titles")
        # As narrow as the panel needs (the title chosen still shows whole): a box as wide as its
        # longest title would make the panel wider than the board's middle, and its wrapped line
        # would then be laid out for a width it never gets and overlap the buttons above it.
        self.titles.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.titles.setMinimumContentsLength(10)
        self.titles.currentIndexChanged.connect(self._title_chosen)
        self.titles_label.setBuddy(self.titles)
        self.card_button = parts.button("card", lambda: self.card.emit(self.chosen_title()))
        # The card's small button beside the heading (the middle is short): the list has the panel's width
        heading = QHBoxLayout()
        heading.addWidget(self.titles_label, 1)
        heading.addWidget(self.card_button)
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(4)
        for at, (name, kind) in enumerate(PROPERTY):
            button = parts.button(name, lambda _=False, k=kind: self._press(k(space=self.chosen_title())))
            self.buttons[name] = button
            grid.addWidget(button, at // 2, at % 2)
        self.blocked_label = parts.label("limit", wrap=True)
        inner = QVBoxLayout(self.property_panel)
        inner.setContentsMargins(10, 4, 10, 6)
        inner.setSpacing(4)
        inner.addLayout(heading)
        inner.addWidget(self.titles)
        inner.addLayout(grid)
        inner.addWidget(self.blocked_label)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.hint_label)
        layout.addLayout(bar)
        layout.addLayout(trade_row)
        layout.addWidget(self.property_panel)
        layout.addWidget(self.buttons["bankrupt"])

    # -- what the player may do ------------------------------------------------------------------

    def show_choices(self, view, players, legal: list, acting: int | None, focus=None, people=()) -> None:
        """Buttons for `legal` (the acting seat's legal actions; none while another seat or a
        computer is to act or an animation plays); `people`: the persons' seats who may act outside
        the turn now (none while a move plays); then `focus()`, if given, puts the keyboard's focus
        where it belongs now."""
        self._view, self._legal = view, set(legal)  # actions are frozen: a set finds them at once
        self.hint_label.setText(self.hint(view, players, acting))
        self._word_bar(view)
        proposers = sorted((s for s in view.may_offer if s == acting or s in people), key=lambda s: s != acting)
        others = [p.seat for p in view.players if not p.bankrupt]
        if len(proposers) == 1:
            pairs = [(self.tr("with {player}").format(player=player_name(players, seat)), (proposers[0], seat))
                     for seat in others if seat != proposers[0]]
        else:
            pairs = [(self.tr("{player} offers {partner}").format(player=player_name(players, seat),
                                                                  partner=player_name(players, other)), (seat, other))
                     for seat in proposers for other in others if other != seat]
        self._refill(self.partner, pairs)
        may_trade = bool(pairs)
        self._fill_titles(view, acting)
        tried = self._tried(view, acting)
        shown = {self.buttons[name]: action in self._legal or name in tried for name, action in BAR}
        for name, action in BAR:
            parts.look_refused(self.buttons[name], action not in self._legal)
        shown[self.trade_button] = shown[self.partner] = may_trade
        shown[self.agree_button] = view.may_end_by_agreement and (acting is not None or bool(people))
        shown[self.property_panel] = acting is not None and view.phase != "offer" and self.titles.count() > 0
        self._shown = {widget for widget, visible in shown.items() if visible}
        self._arrange_bar({name for name, _ in BAR if self.buttons[name] in self._shown})
        if focus is None:
            for widget, visible in shown.items():
                widget.setVisible(visible)
            return
        # The focus goes straight to where it belongs before anything is hidden: a button with the
        # focus that is hidden hands it to the next one in the row, restyled and laid out again,
        # and that one to the next.
        for widget in self._shown:
            widget.setVisible(True)
        focus()
        for widget, visible in shown.items():
            if not visible:
                widget.setVisible(False)

    def _arrange_bar(self, names: set[str]) -> None:
        """The action bar's buttons `names` two to a row in their order, each tax on a row of its own
        (its amount makes it long), so that no row stands empty: the board's middle is short.
        Bankruptcy comes last, under every way of raising the money."""
        rows, row = [], []
        for name, _ in BAR:
            if name not in names or name == "bankrupt":
                continue
            if name.startswith("tax"):
                rows += [row] if row else []
                rows.append([name])
                row = []
                continue
            row.append(name)
            if len(row) == 2:
                rows.append(row)
                row = []
        rows += [row] if row else []
        arranged = tuple(map(tuple, rows))
        if arranged == self._arranged and self.bar.count():
            return
        self._arranged = arranged
        for name, _ in BAR[:-1]:  # all but bankruptcy, which stands under the panel
            self.bar.removeWidget(self.buttons[name])
        placed = {name for row in rows for name in row}
        for at, row in enumerate(rows):
            for column, name in enumerate(row):
                self.bar.addWidget(self.buttons[name], at, column, 1, 3 - len(row))  # a row's lone one spans both
        # the buttons hidden now wait in the rows below, out of sight
        for at, name in enumerate(name for name, _ in BAR if name not in placed and name != "bankrupt"):
            self.bar.addWidget(self.buttons[name], len(rows) + at // 2, at % 2)

    def _press(self, action) -> None:
        (self.acted if action in self._legal else self.refused).emit(action)

    @staticmethod
    def _tried(view, acting: int | None) -> set[str]:
        """The action bar's buttons a person on turn would try though the rules may refuse them now:
        buying the title stood on, getting out of prison or a price war, rolling there, giving up a
        debt (a press says why not)."""
        if acting is None:
            return set()
        me = view.players[acting]
        tried = {"bankrupt"} if view.phase == "distress" else set()
        if acting == view.current and view.phase == "buy":
            tried.add("buy")
        if acting == view.current and me.jailed and view.phase in ("roll", "end"):
            tried |= {"leave", "roll"} if view.phase == "roll" else {"leave"}
        return tried

    def _word_bar(self, view) -> None:
        me = view.players[view.current]
        space = view.spaces[me.position]
        words = {
            "roll": self.tr("Try for doubles") if me.jailed else self.tr("Roll the dice"),
            "buy": self.tr("Buy for {price}").format(price=texts.euros(space.price)),
            "decline": self.tr("Do not buy"),
            "tax_flat": self.tr("Pay {amount} (fixed)").format(amount=texts.euros(view.tax[0] if view.tax else 0)),
            "tax_percent": self.tr("Pay {amount} (percentage)").format(
                amount=texts.euros(view.tax[1] if view.tax else 0)),
            "leave": self.tr("Pay {fee} to get out").format(fee=texts.euros(view.prison_fee)),
            "accept": self.tr("Accept the trade"),
            "refuse": self.tr("Refuse"),
            "end": self.tr("End the turn"),
            "bankrupt": self.tr("Go bankrupt…"),
        }
        for name, text in words.items():
            self.buttons[name].setText(text)
        self.trade_button.setText(self.tr("Offer a trade…"))
        self.agree_button.setText(self.tr("End and count…"))
        self.agree_button.setToolTip(self.tr("End the game now if everyone agrees: the richest by rule 23 wins."))
        self.card_button.setText(self.tr("Title card"))
        self.titles_label.setText(self.tr("Your titles"))

    def _fill_titles(self, view, acting: int | None) -> None:
        owned = view.players[acting].titles if acting is not None else []
        self._refill(self.titles, [(title_line(view.spaces[space]), space) for space in owned])
        self.titles.setEnabled(bool(owned))
        self._title_chosen()

    def _refill(self, box: QComboBox, items: list) -> None:
        """`items` in `box` (parts.refill) unless they are those it was last given: asking a box for
        its items costs more than comparing them."""
        if self._filled.get(box) != items:
            self._filled[box] = items
            parts.refill(box, items)

    def choose_title(self, space: int) -> None:
        """Choose `space` in the property panel, if it is one of the acting player's titles."""
        at = self.titles.findData(space)
        if at >= 0:
            self.titles.setCurrentIndex(at)

    def choose_title_for(self, kind) -> None:
        """Choose a title on which `kind` (a property panel's action) is allowed now, unless the
        chosen one allows it: where a tutorial's card points."""
        if kind(space=self.chosen_title()) in self._legal:
            return
        for at in range(self.titles.count()):
            if kind(space=self.titles.itemData(at)) in self._legal:
                self.titles.setCurrentIndex(at)
                return

    def chosen_title(self) -> int:
        data = self.titles.currentData()
        return -1 if data is None else data

    def _title_chosen(self, *_) -> None:
        space = self.chosen_title()
        view = self._view
        info = view.spaces[space] if view is not None and space >= 0 else None
        words = {
            "build": self.tr("Build: {price}").format(price=texts.euros(info.house_price if info else 0)),
            "sell": self.tr("Sell a building: +{amount}").format(amount=texts.euros(info.building_sale if info else 0)),
            "mortgage": self.tr("Mortgage: +{amount}").format(amount=texts.euros(info.mortgage_value if info else 0)),
            "redeem": self.tr("Redeem: {cost}").format(cost=texts.euros(info.redeem_cost if info else 0)),
        }
        for name, kind in PROPERTY:
            button = self.buttons[name]
            button.setText(words[name])
            button.setEnabled(info is not None)
            parts.look_refused(button, kind(space=space) not in self._legal)
            button.setVisible(info is not None and (name in ("mortgage", "redeem") or info.kind == "street"))
        self.card_button.setEnabled(info is not None)
        blocked = ""
        if info is not None and info.kind == "street" and info.build_blocked and info.build_blocked != "top_level":
            blocked = texts.build_refusal(info.build_blocked, space)
        self.blocked_label.setText(blocked)
        self.blocked_label.setVisible(bool(blocked))

    def _trade(self) -> None:
        pair = self.partner.currentData()
        if pair is not None:
            self.trade.emit(*pair)

    def first_control(self) -> QWidget | None:
        """What Enter should press now: the first button of the action bar shown, never giving up
        (in distress the list of titles to sell or mortgage from comes first)."""
        for name, action in BAR:
            button = self.buttons[name]
            if name != "bankrupt" and button in self._shown and action in self._legal:
                return button
        if self.property_panel in self._shown and self.titles.isEnabled():
            return self.titles
        return None

    def point_at(self, action) -> None:
        """A hinted move: the button that makes it in focus, its title chosen in the property panel
        first, its partner in the trade list (the offer itself is composed in the trade dialog)."""
        if isinstance(action, OfferTrade):
            # the acting seat's own offers come first in the list
            at = next((i for i in range(self.partner.count()) if self.partner.itemData(i)[1] == action.to), -1)
            if self.trade_button in self._shown and at >= 0:
                self.partner.setCurrentIndex(at)
                self.trade_button.setFocus()
            return
        for name, kind in PROPERTY:
            if isinstance(action, kind):
                self.choose_title(action.space)
                button = self.buttons[name]
                if self.property_panel in self._shown and action in self._legal:
                    button.setFocus()
                return
        for name, bar_action in BAR:
            if action == bar_action and self.buttons[name] in self._shown:
                self.buttons[name].setFocus()
                return

    # -- the hint ------------------------------------------------------------------------------

    def hint(self, view, players, acting: int | None) -> str:
        """What is asked now, and of whom."""
        if view.phase == "over":
            return ""
        current = player_name(players, view.current)
        if view.phase == "offer" and view.offer is not None:
            offer = view.offer
            words = texts.trade_words(players, offer.proposer, offer.partner, offer.give, offer.take, offer.ask,
                                     offer.pay)
            if acting is None:
                return self.tr("{player} is thinking about a trade offer.").format(
                    player=player_name(players, offer.partner)) + " " + words
            return self.tr("{player} offers you a trade.").format(player=player_name(players, offer.proposer)) \
                + " " + words
        if view.phase == "distress" and view.debts:
            debt = view.debts[0]
            debtor = player_name(players, debt.seat)
            if view.players[debt.seat].can_raise >= debt.owed:
                return self.tr("{player} must pay {owed} and has {cash}: sell buildings, mortgage or "
                               "trade.").format(player=debtor, owed=texts.euros(debt.owed),
                                                cash=texts.euros(view.players[debt.seat].cash))
            return self.tr("{player} must pay {owed} and cannot raise it even by selling and mortgaging "
                           "everything: trade, or go bankrupt.").format(
                player=debtor, owed=texts.euros(debt.owed))
        if acting is None:
            return self.tr("{player} to play.").format(player=current)
        me = view.players[acting]
        space = view.spaces[me.position]
        if view.phase == "buy":
            return self.tr("{space} is for sale: {price}.").format(
                space=texts.space_name(space.index).replace("\u00ad", ""), price=texts.euros(space.price))
        if view.phase == "tax":
            return self.tr("Income tax: pay {flat}, or {percent} by your role's percentage. You choose.").format(
                flat=texts.euros(view.tax[0]), percent=texts.euros(view.tax[1]))
        if view.phase == "end":
            return self.tr("Build, mortgage or trade if you like, then end the turn.")
        if me.jailed:
            where = texts.jail_name(me.role)
            return self.tr("You are {where}: roll doubles to get out, or pay {fee}.").format(
                where=where, fee=texts.euros(view.prison_fee))
        if view.rolls:
            return self.tr("Doubles! You may roll once more, or end the turn.") if view.extra_roll and \
                view.rules_version >= 2 else self.tr("Doubles! Roll once more.")
        return self.tr("Roll the dice, {player}.").format(player=current)


def title_line(space) -> str:
    """A title in the property panel's list: its name and what is on it."""
    name = texts.space_name(space.index).replace("\u00ad", "")
    extra = []
    if space.mortgaged:
        extra.append(translate("AntiMonopolyControls", "mortgaged"))
    if space.hotel:
        extra.append(translate("AntiMonopolyControls", "hotel"))
    elif space.buildings:
        extra.append(texts.houses(space.buildings))
    if space.monopoly:
        extra.append(translate("AntiMonopolyControls", "monopoly"))
    return f"{name} ({', '.join(extra)})" if extra else name
