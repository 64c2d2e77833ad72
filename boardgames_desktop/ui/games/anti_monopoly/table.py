"""The Anti-Monopoly table: the board, square and as high as the table, with the turn, its actions and
your titles in its middle, and the players' cards beside it.

Everything on it is drawn from `session.view()` after each `session.changed`; a click or a key
becomes `session.act(...)` through the controls (controls.py), whose every button stands for a legal
action. Everything at this table is public but the order of the card piles (the rules' view), so
the screen simply goes to whoever must act, a trade's partner too. A move's dice tumble a moment in
the middle of the board and the pawn walks space by space (board.BoardMoves; a click or Esc skips);
a card drawn is then shown big until it is read. A click on a space, or Enter on it, opens its title
card. With a time limit, the time left is shown and the session ends the game when it runs out;
without one, the family may end it by agreement (agreement.py). Between moves any person may offer a
trade, on their turn or not (rule 21).
"""

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QDialog, QFrame, QHBoxLayout, QVBoxLayout, QWidget

from ... import theme
from ....rules.anti_monopoly.actions import Bankrupt, EndByAgreement, OfferTrade
from ...widgets.players import player_look, player_name
from ...scale import scaled
from ...table import table_parts as parts
from ...table.game_table import GameTable
from ...dialogs.trade_dialog import TradeAsset, TradeDialog, TradeSide
from . import texts
from .agreement import AgreementDialog, confirm_bankruptcy
from .art import paint_felt
from .board import BoardMoves, board_frame, board_layout, move_paths, new_board
from .cards import DrawnCard, TitleCard
from .controls import PROPERTY, AntiMonopolyControls
from .end import AntiMonopolyEndPage
from .models import PlayersModel
from .seats import PlayersDelegate, players_list
from . import palette

STYLE = palette.style("""
#AntiMonopolyTable QLabel { color: @label; font-size: 13px; }
#AntiMonopolyTable QLabel[role="title"] { font-size: 14px; font-weight: bold; color: @title_text; }
#AntiMonopolyTable QLabel[role="big"] { font-size: 18px; font-weight: bold; }
#AntiMonopolyTable QLabel[role="clock"] { font-size: 14px; font-weight: bold; color: @title_text; }
#AntiMonopolyTable QLabel[role="error"] { color: @error_text; font-weight: bold; }
#AntiMonopolyTable QLabel[role="hint"] { font-size: 14px; }
#AntiMonopolyTable QLabel[role="limit"] { font-size: 12px; color: @limit_text; }
#AntiMonopolyTable QLabel[role="settlement"] { background: @table; color: @ink; border-radius: 8px; padding: 4px;
    font-size: 12px; }
#AntiMonopolyTable QTableView { background: @table; color: @ink; border-radius: 8px; border: none;
    gridline-color: @table_grid; font-size: 13px; selection-background-color: @table; selection-color: @ink; }
#AntiMonopolyTable QHeaderView { font-size: 12px; }
#AntiMonopolyTable QHeaderView::section { background: @header; color: @ink; border: none; padding: 3px 6px;
    font-weight: bold; }
#AntiMonopolyTable QPushButton { font-size: 13px; font-weight: bold; padding: 2px 8px; border-radius: 8px;
    min-height: 22px; background: @button; color: @ink; border: 2px solid @button_border; }
#AntiMonopolyTable QPushButton#card { font-size: 12px; padding: 1px 8px; min-height: 16px; }
#AntiMonopolyTable QPushButton:hover { background: @button_hover; }
#AntiMonopolyTable QPushButton:focus { border: 3px solid @focus; }
#AntiMonopolyTable QPushButton:disabled, #AntiMonopolyTable QPushButton[refused="true"] { background: @disabled;
    color: @disabled_text; border-color: @disabled_border; }
#AntiMonopolyTable QPushButton[refused="true"]:focus { border-color: @focus; }
#AntiMonopolyTable QComboBox { font-size: 13px; padding: 2px 6px; min-height: 22px; background: @combo;
    color: @ink; border: 1px solid @button_border; border-radius: 6px; }
#AntiMonopolyTable QComboBox:focus { border: 2px solid @focus; }
#AntiMonopolyTable QFrame#centre { background: rgba(24, 66, 47, 235); border-radius: 10px; }
#AntiMonopolyTable QListView#players { background: transparent; border: none; }
#AntiMonopolyTable QFrame#panel { background: rgba(10, 40, 12, 110); border-radius: 12px; }
#AntiMonopolyTable QWidget#drawn { background: rgba(0, 0, 0, 120); }
#AntiMonopolyTable QFrame#cardface { background: @cardface; border: 3px solid @cardface_border; border-radius: 14px; }
#AntiMonopolyTable QFrame#cardface[deck="monopolist"] { background: @monopolist; border-color: @monopolist_border; }
#AntiMonopolyTable QFrame#cardface QLabel { color: @ink; }
#AntiMonopolyTable QLabel[role="deck"] { font-size: 14px; font-weight: bold; }
#AntiMonopolyTable QLabel[role="cardtitle"] { font-size: 22px; font-weight: bold; }
#AntiMonopolyTable QLabel[role="effect"] { font-size: 16px; }
#AntiMonopolyTable QLabel[role="who"] { font-size: 13px; }
""")


class AntiMonopolyTable(GameTable):
    """The table of one game of Anti-Monopoly, redrawn from the session's view after every change."""

    STYLE = STYLE

    def __init__(self, session, parent=None):
        super().__init__(session, "AntiMonopolyTable", parent)
        self.set_pages(self._build_play_page(), AntiMonopolyEndPage(), 10, 8)
        self.animation = BoardMoves(self.board, self)
        self.drawn_card = DrawnCard(self)
        # the board's middle moved or the scale changed (a zoom keeps the table's size): a card up follows,
        # before the banner (connected later, by the game's page) keeps clear of it
        self.banner_area_moved.connect(self._place_card)
        self._pending_card = None  # (deck, card, seat) to show once the pawn stands still
        self._history: tuple[int, list] = (-1, [])  # (moves, public views) for the end page's chart
        self._fitted = None  # (size, scale, rows) the players' cards were last sized for
        self._clock = QTimer(self)
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._show_clock)
        if session.time_left() is not None:
            self._clock.start()
        self.follow_session()

    # -- building --------------------------------------------------------------------------------

    def _build_play_page(self) -> QWidget:
        """The board, as high as the table, with the turn and what you may do in its middle; the players
        beside it."""
        page = QWidget()
        row = QHBoxLayout(page)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)
        self.board = new_board(self.session.players)
        self.board.fitted.connect(self.banner_area_moved)
        self.board.activated.connect(self._open_space)
        self.board.viewport().installEventFilter(self)  # a press anywhere on it ends the move's walk (eventFilter)
        row.addWidget(self.board, 1)
        self.players_model = PlayersModel(self)
        self.players_delegate = PlayersDelegate(self)
        self.players_view = players_list(self.players_model, self.players_delegate)
        row.addWidget(self.players_view)

        centre = QFrame()
        centre.setObjectName("centre")

        column = QVBoxLayout(centre)
        column.setContentsMargins(10, 4, 10, 6)  # tight: the middle is short (controls.py)
        column.setSpacing(4)
        top = QHBoxLayout()
        self.phase_label = parts.label("big", wrap=True)  # a long name beside the agreement's button
        self.clock_label = parts.label("clock")
        self.time_up_label = parts.label("limit", wrap=True)
        self.clock_label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        top.addWidget(self.phase_label, 1)
        top.addWidget(self.clock_label)
        self.controls = AntiMonopolyControls()
        top.addWidget(self.controls.agree_button)  # in the clock's place: only a game without one ends so
        column.addLayout(top)
        column.addWidget(self.time_up_label)
        self.controls.acted.connect(self._act)
        self.controls.refused.connect(self.explain_refusal)
        self.controls.trade.connect(self._offer_trade)
        self.controls.agree_end.connect(self._agree_end)
        self.controls.card.connect(self._open_space)
        # a street has two more buttons than a station: the middle as high as the title chosen needs
        self.controls.titles.currentIndexChanged.connect(self.board.place_centre_widget)
        self.error_label = parts.label("error", wrap=True)
        column.addWidget(self.controls)
        column.addWidget(self.error_label)
        self.centre = centre
        self.board.set_centre_widget(centre)
        return page

    def retranslate(self) -> None:
        """Re-read every word, e.g. after the language was switched."""
        self.board.set_layout(board_layout())
        self.players_model.retranslate()
        self.refresh()

    # -- drawing from the view ---------------------------------------------------------------------

    def new_events(self, events):
        """The pawns' walk and the dice of this move; a card drawn is shown once the pawn stands still."""
        self.drawn_card.skip()
        drawn = next((e for e in events if e.code == "card_drawn"), None)
        self._pending_card = (drawn.params["deck"], drawn.params["card"], drawn.params["seat"]) \
            if drawn is not None else None
        paths = move_paths(events)
        rolled = any(e.code in ("dice_rolled", "prison_try") for e in events)
        if not paths and not rolled:
            return None
        return board_frame(self.session.view()), paths, rolled

    def draw(self, animating: bool) -> None:
        view = self.session.view()
        over = view.phase == "over" and not animating
        self.pages.setCurrentIndex(1 if over else 0)
        if not animating:  # the cash the move paid or earned once the pawn stands on its space
            self.players_model.set_view(view, self.session.players)
            self.board.set_frame(board_frame(view))
            self.board.skip()
        self.draw_page(view, over, animating)

    def show_play(self, view, players, animating: bool) -> None:
        current = player_name(players, view.current)
        self.phase_label.setText(self.tr("Round {round} \u00b7 {player}").format(  # a wrap never splits the name
            round=view.round, player=current.replace(" ", "\u00a0")))
        acting = self.session.acting_seat()
        legal = [] if animating else self.session.legal_actions()
        # While the move plays there are no buttons: the keys wait on the board (not on the next
        # widget of the window, the log's filter).
        focus = None if self.drawn_card.isVisible() else self._focus_first
        people = [] if animating else self._people()
        self.controls.show_choices(view, players, legal, None if animating else acting, focus, people)
        self.error_label.setText(self._error)
        self.error_label.setVisible(bool(self._error))
        self._error = ""
        self._show_clock()

    def _focus_first(self) -> None:
        target = self.controls.first_control() or self.board
        self.setFocusProxy(target)
        if not target.hasFocus():
            target.setFocus(Qt.OtherFocusReason)

    def settled(self, redraw: bool = True) -> None:
        super().settled(redraw)
        if self.session.view().phase == "over":
            self._pending_card = None
        if self._pending_card is not None:
            deck, card, seat = self._pending_card
            self._pending_card = None
            self.drawn_card.show_card(deck, card, player_name(self.session.players, seat), seat == self.session.viewer)
            self.banner_area_moved.emit()

    def _place_card(self) -> None:
        if self.drawn_card.isVisible():
            self.drawn_card.place()

    def _middle(self, under_title: bool = False) -> QRect:
        """The board's middle, inside its spaces, in the table's coordinates; `under_title`: below the
        strip of its name and dice, where the turn's panel lies (and a card drawn over it)."""
        centre = self.board.centre
        inner = self.board.mapFromScene(centre.rest() if under_title
                                        else centre.sceneBoundingRect()).boundingRect()
        return QRect(self.board.mapTo(self, inner.topLeft()), inner.size())

    def card_area(self) -> QRect:
        """Where a card drawn lies: over the turn's panel, below the board's name."""
        return self._middle(under_title=True)

    def banner_area(self) -> QRect:
        """Inside the board, where the turn's panel (or a card drawn) leaves its middle free: over the
        board's name, or under the panel where that is the taller (a small window), so that the banner
        never covers the round, the prices or an offer; the spaces round the edge stay in view."""
        middle = self._middle()
        panel = self.drawn_card.face if self.drawn_card.isVisible() else self.centre  # a card drawn lies over it
        panel = QRect(panel.mapTo(self, QPoint(0, 0)), panel.size())
        above = QRect(middle.left(), middle.top(), middle.width(), panel.top() - middle.top())
        below = QRect(middle.left(), panel.bottom() + 1, middle.width(), middle.bottom() - panel.bottom())
        return above if above.height() >= below.height() else below

    def show_end(self, view) -> None:
        moves = len(self.session.save.record.actions)
        if self._history[0] != moves:  # the whole game's views, once: not at every resize
            history = self.session.public_history("turn_started")
            if view.end_reason != "time":  # the settlement's cash is not wealth: the line ends before it
                history.append(view)
            self._history = (moves, history)
        self.end_page.show_game(view, self.session.outcome(), self.session.players, self._history[1])

    def _show_clock(self) -> None:
        """The time left beside the turn; once it is up, that the game ends at the next round's start."""
        left = self.session.time_left()
        running = left is not None and left > 0 and not self.session.is_over
        if running:
            minutes, seconds = divmod(int(left), 60)
            self.clock_label.setText(self.tr("Time left: {time}").format(time=f"{minutes}:{seconds:02d}"))
        self.clock_label.setVisible(running)
        up = left == 0 and not self.session.is_over
        self.time_up_label.setText(self.tr("Time is up: the game ends at the start of the next round.") if up else "")
        if up != self.time_up_label.isVisibleTo(self.centre):
            self.time_up_label.setVisible(up)
            self.board.place_centre_widget()

    # -- moves -----------------------------------------------------------------------------------

    def show_hint(self, action) -> None:
        self.controls.point_at(action)

    def control(self, name: str) -> QWidget | QRect | None:
        """What a tutorial card points at (tutorial.py): a button of the action bar or the property
        panel by its name (the panel's with a title chosen on which its move is allowed), the trade
        and agreement buttons, the players' cards, or the space the pawn of the person at the
        screen stands on ("my_space", a rect in the table's coordinates)."""
        controls = self.controls
        if name == "my_space":
            view = self.session.view()
            seat = self.session.viewer if self.session.viewer is not None else view.current
            item = self.board.spaces[view.players[seat].position]
            rect = self.board.mapFromScene(item.sceneBoundingRect()).boundingRect()
            return QRect(self.board.mapTo(self, rect.topLeft()), rect.size())
        for button, kind in PROPERTY:
            if name == button:
                controls.choose_title_for(kind)
        widgets = {"players": self.players_view, "trade": controls.trade_button, "agree": controls.agree_button,
                   "tax": controls.buttons["tax_flat"]}
        return widgets.get(name) or controls.buttons.get(name)

    def needed(self, name: str) -> list[QRect | QWidget]:
        """What the player reads while doing what a tutorial's card points at, which the card leaves in
        sight where it can: for a card pointing into the board's middle, the spaces round it, what the
        middle shows and the players' cards."""
        if name in ("my_space", "players") or not self.board.isVisible():
            return []
        view, model = self.players_view, self.players_model
        cards = QRect()
        for row in range(model.rowCount()):
            cards = cards.united(view.visualRect(model.index(row, 0)))
        cards.translate(view.viewport().mapTo(self, QPoint(0, 0)))
        board, inner = self.board, self.board.centre.sceneBoundingRect()
        outer = board.mapFromScene(board.sceneRect()).boundingRect()
        inner = board.mapFromScene(inner).boundingRect()
        sides = [QRect(outer.left(), outer.top(), outer.width(), inner.top() - outer.top()),
                 QRect(outer.left(), inner.bottom(), outer.width(), outer.bottom() - inner.bottom()),
                 QRect(outer.left(), inner.top(), inner.left() - outer.left(), inner.height()),
                 QRect(inner.right(), inner.top(), outer.right() - inner.right(), inner.height())]
        return [side.translated(board.mapTo(self, QPoint(0, 0))) for side in sides] + [self.centre, cards]

    def _people(self) -> list[int]:
        players = self.session.view().players
        return [seat for seat in self.session.people_outside_turn() if not players[seat].bankrupt]

    def _act(self, action) -> None:
        if self.animation.running:
            self.animation.skip()
        if isinstance(action, Bankrupt):
            debts = self.session.view().debts
            if not confirm_bankruptcy(self.window(), self.session.players, debts[0].to if debts else None):
                return
        self.session.act(action)  # an illegal one comes back through session.failed, worded beside the controls

    def _act_as(self, seat: int, action) -> None:
        """A move by `seat`: the acting person's, or a person's outside the turn (rule 21, the agreement)."""
        if self.animation.running:
            self.animation.skip()
        if seat == self.session.acting_seat():
            self.session.act(action)
        else:
            self.session.act_outside_turn(seat, action)

    def _agree_end(self) -> None:
        people = self._people()
        dialog = AgreementDialog(self.session.players, people, self.window())
        if dialog.exec() == QDialog.Accepted and people:
            self._act_as(self.session.acting_seat() if self.session.acting_seat() is not None else people[0],
                         EndByAgreement())

    def eventFilter(self, watched, event) -> bool:
        """While the move plays its buttons are away: a press anywhere on the board, where they stand
        too, ends the dice and the walk at once, and they are back; the press itself plays nothing."""
        if watched is self.board.viewport() and event.type() == QEvent.MouseButtonPress and self.animation.running:
            self.animation.skip()
            return True
        return super().eventFilter(watched, event)

    def _open_space(self, index: int) -> None:
        """A space's title card; a click on the board while the pawn walks only ends the walk."""
        if self.animation.running:
            self.animation.skip()
            return
        view = self.session.view()
        if not 0 <= index < len(view.spaces):
            return
        self.controls.choose_title(index)
        TitleCard(view.spaces[index], view, self.session.players, self.window()).exec()  # not under the felt's style

    def _side(self, view, seat: int) -> TradeSide:
        colour, symbol = player_look(self.session.players, seat)
        assets = tuple(
            TradeAsset(space, texts.space_name(space).replace("\u00ad", ""),
                       self.tr("mortgaged") if view.spaces[space].mortgaged else "")
            for space in view.players[seat].titles if not view.spaces[space].buildings
        )
        return TradeSide(seat, player_name(self.session.players, seat), colour, symbol, view.players[seat].cash,
                         assets)

    def _offer_trade(self, seat: int, partner: int) -> None:
        view = self.session.view()
        dialog = TradeDialog(self._side(view, seat), self._side(view, partner), texts.euros, self.window())
        if dialog.exec() != QDialog.Accepted or dialog.offer() is None:
            return
        offer = dialog.offer()
        self._act_as(seat, OfferTrade(to=partner, give=tuple(sorted(offer.offering.assets)),
                                      take=tuple(sorted(offer.other.assets)), ask=offer.other.money,
                                      pay=offer.offering.money))

    # -- size and background ----------------------------------------------------------------------

    def fit(self) -> None:
        """The board as high as the table; the players' cards in the width left beside it (at least
        enough for their words, the board giving way), their letters as large as their height allows."""
        by = self.scale
        rows = max(1, self.players_model.rowCount())
        if (self.size(), by, rows) != self._fitted:  # the cards laid out again only when their room changed
            self._fitted = (self.size(), by, rows)
            margins = self.layout().contentsMargins()
            height = self.height() - margins.top() - margins.bottom()
            width = self.width() - margins.left() - margins.right()
            self.players_view.setFixedWidth(max(scaled(190, by), min(scaled(300, by), width - height - 8)))
            pixels = scaled(13, by)
            self.players_delegate.pixels = pixels
            while pixels > 9 and self.players_delegate.card_height() * rows > height - 4:
                pixels -= 1
                self.players_delegate.pixels = pixels
            self.players_view.doItemsLayout()
        self.board.place_centre_widget()  # as high as what it shows now
        self.banner_area_moved.emit()  # the banner keeps clear of it

    def paint_felt(self, p: QPainter, rect: QRectF) -> None:
        paint_felt(p, rect)
