"""The cards of Anti-Monopoly on the screen: a title card (its rents for both roles, the one that
applies now highlighted) in a dialog, and a competitor or monopolist card just drawn, shown big over
the table until it is read."""

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFrame, QLabel, QVBoxLayout, QWidget

from ... import theme
from ....rules.anti_monopoly.data import FLAT_TAX, OFFICE_BONUS, OFFICE_FEE, PENALTY, PRISON_FEE, START_BONUS
from ...scale import scaled
from ...widgets.players import player_name
from ...table import table_parts as parts
from ...table.game_table import Overlay
from . import texts
from .art import CITY_COLOURS
from . import palette

_COLOURS = palette.PALETTE

_HIGHLIGHT = _COLOURS.highlight.name()
translate = QCoreApplication.translate


def _rows(space, role: str) -> list[str]:
    """The row labels of a title's rent table for one role (the view's rents_<role> in order)."""
    if space.kind == "street":
        houses = [texts.houses(n) for n in range(1, 5)]
        if role == "competitor":
            return [translate("AntiMonopolyCards", "No buildings"), *houses, translate("AntiMonopolyCards", "Hotel")]
        return [translate("AntiMonopolyCards", "One street of the city"), translate("AntiMonopolyCards", "Monopoly: two streets"), *houses[:3], translate("AntiMonopolyCards", "Hotel")]
    table = space.rents_competitor if role == "competitor" else space.rents_monopolist
    if role == "competitor":
        return [translate("AntiMonopolyCards", "However many the owner has")]
    return [translate("AntiMonopolyCards", "The owner has {count} of {all}").format(count=n, all=len(table)) for n in range(1, len(table) + 1)]


def _current_row(space, view) -> tuple[str, int] | None:
    """The owner's role and the row of their table that applies now, or None (unowned, mortgaged)."""
    if space.owner is None or space.mortgaged:
        return None
    role = view.players[space.owner].role
    table = space.rents_competitor if role == "competitor" else space.rents_monopolist
    if space.kind == "street":
        if role == "competitor":
            return role, space.buildings
        return role, space.buildings + 1 if space.buildings else int(space.monopoly)
    now = space.rent_per_pip if space.kind == "utility" else space.rent
    return (role, table.index(now)) if now in table else None


def _rent_table(space, role: str, current) -> str:
    values = space.rents_competitor if role == "competitor" else space.rents_monopolist
    rows = []
    for at, (label, value) in enumerate(zip(_rows(space, role), values)):
        amount = translate("AntiMonopolyCards", "{times} \u00d7 the dice").format(times=value) if space.kind == "utility" else texts.euros(value)
        style = f' style="background:{_HIGHLIGHT}; font-weight:bold"' if current == (role, at) else ""
        rows.append(f"<tr{style}><td>{escape(label)}</td><td align='right'>&nbsp;{escape(amount)}</td></tr>")
    head = escape(texts.role_name(role))
    return f"<table cellspacing='0' cellpadding='3'><tr><th colspan='2' align='left'>{head}</th></tr>{''.join(rows)}</table>"


def space_details(space, view, players) -> str:
    """A space of the board as rich text: for a title its card, for the others what happens there."""
    name = escape(texts.space_name(space.index).replace("\u00ad", ""))
    plain = _COLOURS.plain_band.name()
    band = CITY_COLOURS.get(space.city, plain) if space.kind == "street" else plain
    city = escape(texts.city_name(space.city)) if space.kind == "street" else ""
    head = (f"<table width='100%' cellpadding='8' style='background:{band}'><tr><td align='center'>"
            f"<span style='font-size:large; font-weight:bold'>{name}</span><br>{city}</td></tr></table>")
    if space.price == 0:
        return head + f"<p>{escape(_what_happens(space.kind))}</p>"
    lines = [translate("AntiMonopolyCards", "Price: {price}").format(price=texts.euros(space.price))]
    if space.owner is not None:
        lines.append(translate("AntiMonopolyCards", "Owner: {player} ({role})").format(
            player=player_name(players, space.owner), role=texts.role_name(view.players[space.owner].role)))
        lines.append(texts.rent_now(space))
    else:
        lines.append(translate("AntiMonopolyCards", "The bank still has it."))
    if space.kind == "street":
        lines.append(translate("AntiMonopolyCards", "Each house or hotel: {price}; the bank buys it back for {sale}.").format(
            price=texts.euros(space.house_price), sale=texts.euros(space.building_sale)))
    lines.append(translate("AntiMonopolyCards", "Mortgage: {value}; redeem: {cost}.").format(
        value=texts.euros(space.mortgage_value), cost=texts.euros(space.redeem_cost)))
    current = _current_row(space, view)
    tables = (f"<table width='100%'><tr><td valign='top'>{_rent_table(space, 'competitor', current)}</td>"
              f"<td valign='top'>{_rent_table(space, 'monopolist', current)}</td></tr></table>")
    return head + tables + "".join(f"<p style='margin:2px'>{escape(line)}</p>" for line in lines)


def _what_happens(kind: str) -> str:
    return {
        "start": translate("AntiMonopolyCards", "Passing or landing here, the bank pays you {bonus}.").format(bonus=texts.euros(START_BONUS)),
        "card": translate("AntiMonopolyCards", "Draw a card of your role: competitors from the competitors' pile, monopolists from theirs."),
        "tax": translate("AntiMonopolyCards", "Income tax: pay {flat}, or the percentage of your role. You choose.").format(
            flat=texts.euros(FLAT_TAX)),
        "penalty": translate("AntiMonopolyCards", "Pay the bank a penalty of {amount}.").format(amount=texts.euros(PENALTY)),
        "office": translate("AntiMonopolyCards", "A monopolist pays {fee}. A competitor rolls a die: a 1 brings {one}, a 2 brings {two}.").format(
            fee=texts.euros(OFFICE_FEE), one=texts.euros(OFFICE_BONUS[1]), two=texts.euros(OFFICE_BONUS[2])),
        "prison": translate("AntiMonopolyCards", "Just visiting. A monopolist sent here sits in prison, a competitor is in a price war: "
                     "roll doubles, or pay {fee}.").format(fee=texts.euros(PRISON_FEE)),
        "go_to_prison": translate("AntiMonopolyCards", "A monopolist goes to prison, a competitor into a price war, without passing START."),
    }.get(kind, "")


class TitleCard(QDialog):
    """A space of the board read closely: opened by a click on it, or Enter on it; Esc closes."""

    def __init__(self, space, view, players, parent=None):
        super().__init__(parent)
        self.space, self.view, self.players = space, view, players
        self.text = QLabel(textFormat=Qt.RichText, wordWrap=True)
        self.text.setMinimumWidth(380)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(texts.space_name(self.space.index).replace("\u00ad", ""))
        self.text.setText(space_details(self.space, self.view, self.players))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class DrawnCard(Overlay):
    """A card just drawn, big over the table for everyone, until OK (or Enter, Esc, a click). It lies in
    the board's middle (its table's `card_area()`: under the board's name, where the turn banner
    stands), as the cards do on a real board: the spaces with their prices and the players' money
    beside the board stay in sight."""

    SIZE = QSize(340, 290)

    def __init__(self, table: QWidget):
        super().__init__(table)
        self.setObjectName("drawn")
        self.setAttribute(Qt.WA_StyledBackground)
        self.hide()
        self.face = QFrame(self)
        self.face.setObjectName("cardface")
        self.face.setFixedSize(self.SIZE)
        face = QVBoxLayout(self.face)
        face.setContentsMargins(22, 16, 22, 16)
        face.setSpacing(10)
        self.deck_label, self.title_label, self.effect_label, self.who_label = (
            parts.label(role, wrap=True) for role in ("deck", "cardtitle", "effect", "who"))
        for label in (self.deck_label, self.title_label, self.effect_label, self.who_label):
            label.setAlignment(Qt.AlignCenter)
            face.addWidget(label)
        face.insertStretch(2, 1)
        face.addStretch(1)
        self.ok_button = parts.button("card_ok", self.skip)
        face.addWidget(self.ok_button, 0, Qt.AlignCenter)

    def place(self) -> None:
        """The card in the middle of the board, as large as the table's scale makes its words, no larger
        than the middle."""
        table = self.parentWidget()
        area, by = table.card_area(), table.scale
        size = QSize(scaled(self.SIZE.width(), by), scaled(self.SIZE.height(), by)).boundedTo(area.size() - QSize(8, 8))
        self.face.setFixedSize(size)
        # at the bottom of the room: the turn banner may stand above it
        self.face.move(area.center().x() - size.width() // 2, area.bottom() - 4 - size.height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.place()

    def show_card(self, deck: str, card: str, who: str, own: bool) -> None:
        """`own`: the person at the screen drew it, and the card speaks to them; else it tells of `who`."""
        self.face.setProperty("deck", deck)
        self.face.style().unpolish(self.face)
        self.face.style().polish(self.face)
        self.deck_label.setText(self.tr("Competitor card") if deck == "competitor" else self.tr("Monopolist card"))
        self.title_label.setText(texts.card_title(card))
        self.effect_label.setText(texts.card_effect(card, None if own else who))
        self.who_label.setText(self.tr("Drawn by {player}").format(player=who))
        self.ok_button.setText(self.tr("OK"))
        self.present(self.ok_button)  # the table places it, then the turn banner clear of it (banner_area_moved)

    def skip(self) -> None:
        if self.isVisible():
            self.hide()
            table = self.parentWidget()
            table.banner_area_moved.emit()  # a banner on show stood clear of the card: now of the turn's panel
            table.setFocus(Qt.OtherFocusReason)
