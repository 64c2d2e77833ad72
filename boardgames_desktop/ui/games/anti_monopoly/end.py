"""The end of a game of Anti-Monopoly: the ranking, the wealth of every player round by round as a
chart, and after the time limit the booklet's settlement line by line."""

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QScrollArea, QVBoxLayout

from ....rules.anti_monopoly.data import KEPT_PERCENT
from ...widgets.players import player_look, player_name
from ...table import table_parts as parts
from ...table.end_page import EndPage
from ...widgets.wealth_chart import Series, WealthChart
from . import texts
from .models import ResultsModel

translate = QCoreApplication.translate


def wealth_series(history, players) -> list[Series]:
    """A line per player of their wealth at the start of each round (and after the last move, when
    `history` ends with it), from the public views of the game's history; a bankrupt player's line
    stops where they went out."""
    rounds: dict[int, object] = {}
    for view in history:
        rounds.setdefault(view.round, view)
    views = list(rounds.values())
    if history and history[-1].phase == "over" and history[-1] is not views[-1]:
        views.append(history[-1])
    series = []
    for seat in range(len(players)):
        values = []
        for view in views:
            if view.players[seat].bankrupt:
                break
            values.append(view.players[seat].wealth)
        colour, symbol = player_look(players, seat)
        series.append(Series(player_name(players, seat), colour, symbol, values))
    return series


def settlement_html(view, players) -> str:
    """The time-limit settlement, a row per player: cash, the share kept, the banker's rents, the end."""
    head = [translate("AntiMonopolyEnd", "Player"), translate("AntiMonopolyEnd", "Cash"),
            translate("AntiMonopolyEnd", "Kept"), translate("AntiMonopolyEnd", "Rents paid by the banker"),
            translate("AntiMonopolyEnd", "Ends with")]
    rows = ["<tr>" + "".join(f"<th align='left'>{escape(h)}</th>" for h in head) + "</tr>"]
    for line in view.settlement:
        role = view.players[line.seat].role
        rents = ", ".join(f"{texts.space_name(space).replace(chr(173), '')} {texts.euros(rent)}"
                          for space, rent in line.rents)
        total = sum(rent for _, rent in line.rents)
        rents = (rents + " = " + texts.euros(total)) if rents else translate("AntiMonopolyEnd", "none")
        kept = translate("AntiMonopolyEnd", "{percent}%: {amount}").format(
            percent=KEPT_PERCENT[role], amount=texts.euros(line.kept))
        cells = [player_name(players, line.seat), texts.euros(line.cash), kept, rents, texts.euros(line.final)]
        rows.append("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in cells[:-1])
                    + f"<td><b>{escape(cells[-1])}</b></td></tr>")
    return f"<table cellspacing='0' cellpadding='3'>{''.join(rows)}</table>"


class AntiMonopolyEndPage(EndPage):
    """The shared end page with the wealth chart beside the results and the settlement under them."""

    def __init__(self, parent=None):
        super().__init__(ResultsModel(), ResultsModel.NAME, texts.end_note, None, row_height=30, icon_size=20, spacing=8,
                         parent=parent)
        self.chart = WealthChart(amount=texts.euros)
        self.chart.setMinimumSize(260, 200)
        self.settlement_title = parts.label("title")
        self.settlement = parts.label("settlement", wrap=True)
        self.settlement.setTextFormat(Qt.RichText)
        layout = self.layout()
        at = layout.indexOf(self.results_view)
        layout.removeWidget(self.results_view)
        left = QVBoxLayout()
        left.addWidget(self.results_view)
        left.addWidget(self.settlement_title)
        # six players' rents in large letters are taller than a small window: they scroll, never cut
        self.settlement.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        self.settlement_area = QScrollArea()
        self.settlement_area.setWidget(self.settlement)
        self.settlement_area.setWidgetResizable(True)
        self.settlement_area.setFrameShape(QFrame.NoFrame)
        self.settlement_area.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.settlement_area.viewport().setObjectName("SettlementViewport")
        self.settlement_area.setStyleSheet("QScrollArea, #SettlementViewport { background: transparent; }")
        left.addWidget(self.settlement_area, 1)
        left.addStretch(0)
        row = QHBoxLayout()
        row.setSpacing(14)
        row.addLayout(left, 3)
        row.addWidget(self.chart, 2)
        layout.insertLayout(at, row, 1)
        layout.setStretch(0, 0)  # the page's centring: this page fills its height instead
        layout.setStretch(layout.count() - 1, 0)
        layout.setContentsMargins(16, 8, 16, 8)

    def show_game(self, view, outcome, players, history) -> None:
        self.show_result(view, outcome, players, translate("AntiMonopolyEnd", "{player} wins!"), texts.tie_breaks())
        self.show_line(texts.end_reason(view.end_reason))
        self.chart.set_series(wealth_series(history, players), translate("AntiMonopolyEnd", "Round"), first=1)
        timed = bool(view.settlement)
        self.settlement_title.setText(translate("AntiMonopolyEnd", "The time is up: the settlement"))
        self.settlement.setText(settlement_html(view, players) if timed else "")
        self.settlement_title.setVisible(timed)
        self.settlement_area.setVisible(timed)
