"""The Poslední vůle table: the boards in the middle, every player's board, your hand, and a bar
that says what you may do now, with every choice the rules allow you.

Everything on it is drawn from `session.view()` after each `session.changed`; the choices are
`session.legal_actions()` in words (texts.action_text), and the one picked becomes `session.act(...)`.
A click on a card of your hand or board, an offer space or a day plan (or Enter on the one picked
with the arrow keys) narrows the list to what concerns it. While a hand-over is pending the view is
the public table: no hand, no choices. What a move did to the cards (drawn, discarded, a house losing
value) is played out over the table first (moving.py).
"""

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from ... import theme
from ....rules.last_will.actions import Activate, ChoosePlan, Place, Play, Sell, Take
from ....rules.last_will.data import CARD, ROUNDS
from ...widgets.players import player_name
from ...scale import scaled
from ...table import table_parts as parts
from ...table.end_page import EndPage
from ...table.game_table import GameTable
from ...widgets.steady_label import SteadyBox, SteadyLabel
from . import texts
from .art import RATIO, back_pixmap, face_pixmap, paint_felt, picture
from .board import CentreBoard, HandView, PlayerBoards, seat_people
from .models import ResultsModel
from .moving import MovingCards, Step
from . import palette

STYLE = palette.style("""
#LastWillTable QLabel { color: @label; font-size: 13px; }
#LastWillTable QLabel[role="title"] { font-size: 14px; font-weight: bold; color: @title_text; }
#LastWillTable QLabel[role="big"] { font-size: 20px; font-weight: bold; }
#LastWillTable QLabel[role="status"] { background: rgba(0, 0, 0, 70); border-radius: 8px; padding: 3px 8px;
    font-size: 12px; }
#LastWillTable QLabel[role="error"] { color: @error_text; font-weight: bold; }
#LastWillTable QLabel[role="hint"] { font-size: 14px; font-weight: bold; color: @hint_text; }
#LastWillTable QComboBox { font-size: 13px; padding: 2px 6px; min-height: 24px; background: @combo; color: @combo_text;
    border: 1px solid @combo_border; border-radius: 6px; }
#LastWillTable QComboBox:focus { border: 2px solid @focus; }
#LastWillTable QComboBox QAbstractItemView { background: @combo; color: @combo_text; font-size: 13px; }
#LastWillTable QPushButton { font-size: 14px; font-weight: bold; padding: 4px 10px; border-radius: 9px;
    min-height: 24px; background: @button; color: @button_text; border: 2px solid @button_border; }
#LastWillTable QPushButton:hover { background: @button_hover; }
#LastWillTable QPushButton:focus { border: 3px solid @focus; }
#LastWillTable QPushButton:disabled { background: @disabled; color: @disabled_text; border-color: @disabled_border; }
#LastWillTable QFrame#panel { background: rgba(0, 0, 0, 60); border-radius: 12px; }
#LastWillTable QTableView { background: @table; color: @button_text; border-radius: 10px; border: none;
    gridline-color: @table_grid; font-size: 14px; selection-background-color: @table; selection-color: @button_text; }
#LastWillTable QHeaderView { font-size: 12px; }
#LastWillTable QHeaderView::section { background: @header; color: @button_text; border: none; padding: 4px 2px;
    font-weight: bold; }
""")


class ChoiceBox(QComboBox):
    """The list of choices; open, as wide as its longest choice, even where the box itself is narrower
    (measured as it opens: measuring every choice at every move cost more than the rest of the list)."""

    def showPopup(self) -> None:
        popup = self.view()
        popup.setMinimumWidth(popup.sizeHintForColumn(0) + 2 * popup.frameWidth() + 24 if self.count() else 0)
        super().showPopup()


def tried(view, kind: str, which):
    """The move a click on a card, an offer space or a day plan tries when nothing can be done with it,
    for the rules to say why not: a card of the hand played or laid (a property bought at its printed
    price), one on the board activated, or sold once used this round; None when there is no seat."""
    if view.seat is None:
        return None
    if kind == "space":
        return Take(space=which)
    if kind == "plan":
        return ChoosePlan(position=which)
    card = CARD[which]
    laid = next((b for b in view.players[view.seat].board if b.card == which), None)
    if laid is None and which not in view.me.hand:  # a card of someone else's board
        return Activate(card=which, pay=card.spend)
    if laid is None and card.kind == "white":
        return Play(card=which, actions=max(1, card.actions), pay=card.spend)
    if laid is None and card.kind in ("black", "property"):
        return Place(card=which, pay=card.values[0] if card.values else 0)
    if laid is None:
        return Play(card=which, actions=1, pay=0)  # a companion or Happy Day: only ever played with a card
    if card.kind == "property" and laid.activated:
        return Sell(card=which, price=laid.value)
    return Activate(card=which, pay=card.spend)


class LastWillTable(GameTable):
    """The table of one game of Poslední vůle, redrawn from the session's view after every change."""

    STYLE = STYLE

    def __init__(self, session, parent=None):
        super().__init__(session, "LastWillTable", parent)
        self._about = None  # ("card" | "space" | "plan", which): the choices are narrowed to it
        self._choices: list = []
        self._words: list[str] = []  # the choices in words, as the list shows them
        end = EndPage(ResultsModel(self), ResultsModel.PROPERTIES, texts.end_note, picture(130), row_height=34,
                      icon_size=22, spacing=10)
        self.set_pages(self._build_play_page(), end, 10, 8)
        self.animation = MovingCards(self)
        self.setTabOrder(self.centre, self.boards)
        self.setTabOrder(self.boards, self.hand_view)
        self.setTabOrder(self.hand_view, self.choices)
        self.setTabOrder(self.choices, self.do_button)
        self.setTabOrder(self.do_button, self.all_button)
        self.setTabOrder(self.all_button, self.end_button)
        self.follow_session()

    # -- building --------------------------------------------------------------------------------

    def _build_play_page(self) -> QWidget:
        page, grid = parts.play_grid(8, 4)
        top, self.phase_label, self.turn_label = parts.heading()
        top.replaceWidget(self.turn_label, SteadyLabel(self.turn_label))  # the names change at most moves
        grid.addLayout(top, 0, 0)

        self.centre = CentreBoard()
        self.centre.clicked.connect(self._narrow)
        grid.addWidget(self.centre, 1, 0)
        self.boards = PlayerBoards()
        self.boards.clicked.connect(self._narrow)
        grid.addWidget(self.boards, 2, 0)

        self.status_label = parts.label("status", wrap=True)
        self.status_label.setAlignment(Qt.AlignLeft | Qt.AlignVCenter)
        self.status = SteadyLabel(self.status_label)
        grid.addWidget(self.status, 3, 0)

        bar = parts.panel()
        bar.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
        line = QHBoxLayout(bar)
        line.setContentsMargins(8, 6, 8, 6)
        line.setSpacing(10)
        self.hand_title = parts.label("title")
        self.hand_view = HandView()
        self.hand_view.clicked.connect(self._narrow)
        hand, _ = parts.column(SteadyLabel(self.hand_title), self.hand_view)
        self.hand_box = hand
        # The boards keep their size when the hand is hidden (a hand-over): laid out anew, every
        # picture on them would be painted again.
        policy = hand.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        hand.setSizePolicy(policy)
        line.addWidget(hand, 1)

        self.hint_label = parts.label("hint", wrap=True)
        self.hint = SteadyLabel(self.hint_label)
        self.choices = ChoiceBox()
        self.choices.setObjectName("choices")
        self.choices.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.choices.setMinimumContentsLength(12)
        self.choices.installEventFilter(self)
        self.choices.currentTextChanged.connect(self.choices.setToolTip)
        self.do_button = parts.button("do", self._do_chosen)
        self.all_button = parts.button("all", self._show_all)
        self.end_button = parts.button("end", self._end_turn)
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self.do_button)
        buttons.addWidget(self.all_button)
        buttons.addStretch(1)
        buttons.addWidget(self.end_button)
        self.error_label = parts.label("error", wrap=True)
        controls = QVBoxLayout()
        controls.setSpacing(4)
        controls.addWidget(self.hint)
        controls.addWidget(self.choices)
        controls.addLayout(buttons)
        controls.addWidget(self.error_label)
        controls.addStretch(1)
        line.addLayout(controls, 1)
        self.bar = bar
        grid.addWidget(SteadyBox(bar), 4, 0)  # what is shown in it changes at most moves, its height seldom
        grid.setRowStretch(1, 5)
        grid.setRowStretch(2, 7)
        return page

    def retranslate(self) -> None:
        """Re-read every word, e.g. after the language was switched."""
        self.do_button.setText(self.tr("Do it"))
        self.do_button.setToolTip(self.tr("Do what is chosen in the list (Enter)"))
        self.all_button.setText(self.tr("All choices"))
        self.all_button.setToolTip(self.tr("Show every choice again, not only those of the card clicked"))
        self.end_button.setText(self.tr("End my turn"))
        self.end_button.setToolTip(self.tr("No more actions this round"))
        self.results_model.retranslate()
        self.refresh()

    # -- drawing from the view ---------------------------------------------------------------------

    def new_events(self, events):
        """The cards a day plan drew and the cards discarded, flying by their backs between the decks
        and the player's lane; at a round's end each house that lost value, on its board."""
        players = self.session.players
        steps = []
        for event in events:
            if event.code not in ("discarded", "cards_drawn", "property_decayed"):
                continue  # most moves: nothing to play, no words to find
            params, words = event.params, texts.event_text(event, players)
            if event.code == "discarded":
                pile = self._pile(params["back"])
                steps.append(self._flight(params["back"], self._lane(params["seat"], pile), pile, words))
            elif event.code == "cards_drawn":
                lane = None
                for back, count in params["backs"].items():
                    pile = self._pile(back)
                    if lane is None:
                        lane = self._lane(params["seat"], pile)
                    steps += [self._flight(back, pile, lane, words)] * count  # one flight, flown `count` times
            elif event.code == "property_decayed":
                spot = self.boards.card_spot(params["card"])
                board = self.session.view().players[params["seat"]].board
                laid = next((b for b in board if b.card == params["card"]), None)
                if spot is not None and laid is not None:
                    face = face_pixmap(laid.card, round(spot.width() * 1.3), laid.step, laid.tokens, laid.activated)
                    spot = self._on_table(self.boards, spot)
                    steps.append(Step(face, spot, spot, words, fell=True))
        return steps or None

    def _on_table(self, widget, rect: QRectF) -> QRectF:
        return rect.translated(widget.mapTo(self, QPoint(0, 0)))

    def _pile(self, back: str) -> QRectF:
        """A deck's place on the table; a card's back names its deck (specials: "specials_2")."""
        return self._on_table(self.centre, self.centre.deck_spot(back))

    def _lane(self, seat: int, pile: QRectF) -> QRectF:
        """A card of the size of a `pile` (every deck's is the same) in the middle of the player's name
        and money, where their hand is counted."""
        lane, spot = self.boards.lane(seat), QRectF(pile)
        spot.moveCenter(lane.adjusted(0, 0, -lane.width() * 0.7, 0).center())
        return self._on_table(self.boards, spot)

    @staticmethod
    def _flight(back: str, start: QRectF, end: QRectF, words: str) -> Step:
        return Step(back_pixmap(back, round(start.width() * 1.5)), start, end, words)

    def draw(self, animating: bool) -> None:
        view = self.session.view()
        players = self.session.players
        over = view.phase == "over"
        self.pages.setCurrentIndex(1 if over else 0)
        people = seat_people(view, players)
        self.centre.set_view(view, players, people)
        self.boards.decayed = {e.params["card"] for e in self.session.last_events() if e.code == "property_decayed"}
        self.boards.set_view(view, players, people)
        self.hand_view.set_view(view, players)
        self.draw_page(view, over, animating)

    def show_play(self, view, players, animating: bool) -> None:
        phase = texts.phase_text(view.phase)
        self.phase_label.setText(self.tr("Round {round} of {rounds} \u00b7 {phase}").format(round=view.round, rounds=ROUNDS, phase=phase))
        waiting = [player_name(players, seat) for seat in view.to_act]
        self.turn_label.set_texts(self.tr("Now: {players}").format(players=", ".join(waiting)) if waiting else "")
        self._show_status(self._latest(self.session.last_events(), players, self.session.looking_on))
        mine = view.me is not None
        self.hand_box.setVisible(mine)
        if mine:
            count = texts.cards(len(view.me.hand))
            self.hand_title.setText(self.tr("Your hand ({count})").format(count=count) if not self.session.looking_on
                                    else self.tr("Hand: {player} ({count})").format(
                                        player=player_name(players, self.session.viewer), count=count))
        self._show_choices(view, players)

    @staticmethod
    def _latest(events, players, looking_on: bool) -> list[str]:
        """The last move's events in words: the last few, or at a round's end everything it did to the
        boards (what decayed, the Happy Days returned) and the new round."""
        if any(event.code == "round_ended" for event in events):
            events = [event for event in events if event.code in ("property_decayed", "happy_day_returned",
                                                                  "round_ended", "game_over", "round_started")]
        else:
            events = events[-4:]
        return [text for text in (texts.event_text(event, players, looking_on) for event in events) if text]

    def _show_status(self, lines: list[str]) -> None:
        """The last move in words, on at most two lines (the latest words kept; all in the log)."""
        label = self.status_label
        room = label.contentsRect().adjusted(8, 0, -8, 0)
        while len(lines) > 1 and label.fontMetrics().boundingRect(
                room, Qt.TextWordWrap, " ".join(lines)).height() > room.height():
            lines = lines[1:]
        self.status.set_text(" ".join(lines))
        label.setToolTip(label.text())
        label.setVisible(bool(lines))

    def _show_choices(self, view, players) -> None:
        acting = view.me is not None and view.seat in view.to_act
        legal = self.session.legal_actions() if acting else []
        ends = [action for action in legal if action.type == "end_turn"]
        others = [action for action in legal if action.type != "end_turn"]
        narrowed = [action for action in others if self._concerns(action)]
        if self._about is not None and not narrowed:
            self._about = None
        self._choices = narrowed if self._about is not None else others
        words = [texts.action_text(action, view) for action in self._choices]
        if words != self._words:  # else left as it is
            self._words = words
            self.choices.blockSignals(True)
            self.choices.clear()
            self.choices.addItems(words)
            self.choices.blockSignals(False)
        for widget in (self.choices, self.do_button):
            widget.setVisible(acting and bool(self._choices))
        self.all_button.setVisible(acting and self._about is not None)
        self.end_button.setVisible(bool(ends))
        self.hint.set_text(self._hint(view, players, acting))
        self.error_label.setText(self._error)
        self.error_label.setVisible(bool(self._error))
        self._error = ""
        first = self.choices if self.choices.isVisible() else self.end_button if ends else None
        self.setFocusProxy(first)
        if first is not None and not any(part.hasFocus() for part in (self.centre, self.boards, self.hand_view)):
            first.setFocus(Qt.OtherFocusReason)

    def _hint(self, view, players, acting: bool) -> str:
        if view.seat is None:
            return self.tr("Waiting for the next player.")
        if not acting:
            waiting = ", ".join(player_name(players, seat) for seat in view.to_act)
            return self.tr("Waiting for {players}.").format(players=waiting)
        me = view.players[view.seat]
        if view.phase in ("keep", "discard"):
            extra = len(view.me.hand) - me.hand_limit
            return self.tr("You may keep {keep}: choose a card to discard ({count} more).").format(
                keep=texts.cards(me.hand_limit), count=extra)
        if view.phase == "plan" and view.declaring is not None:
            return self.tr("Name the deck of each card you draw: {done} of {count} named.").format(
                done=len(view.declaring.decks), count=view.declaring.count)
        if view.phase == "plan":
            if view.step == "block":
                return self.tr("Block a day plan with a neutral marker.")
            return self.tr("Choose your day plan: cards to draw, errand boys and actions.")
        if view.phase == "errands":
            return self.tr("Send an errand boy ({count} left).").format(count=me.errands)
        return self.tr("{count} left. Play cards, activate, buy or sell; then end your turn.").format(
            count=texts.actions(me.actions))

    def show_end(self, view) -> None:
        self.end_page.show_result(view, self.session.outcome(), self.session.players,
                                  self.tr("{player} spent the most and inherits everything!"), texts.tie_breaks())

    # -- choosing --------------------------------------------------------------------------------

    def _concerns(self, action) -> bool:
        if self._about is None:
            return True
        kind, which = self._about
        if kind == "card":
            return which in (getattr(action, "card", None), getattr(action, "replace", None))
        if kind == "space":
            return getattr(action, "space", None) == which
        return getattr(action, "position", None) == which

    def _narrow(self, kind, which) -> None:
        """Only the choices about what was clicked (None: all again); when nothing can be done with
        it, the rule that forbids what the click tries is said instead."""
        self._about = None if kind is None else (kind, which)
        self._error = ""  # an earlier click's words are not about this one
        self.refresh()
        if self._about is None and kind is not None:
            action = tried(self.session.view(), kind, which)
            if action is None or not self.explain_refusal(action):
                self.explain(self.tr("Nothing can be done with that now."))
        elif self.choices.isVisible():
            self.choices.setFocus(Qt.OtherFocusReason)

    def _show_all(self) -> None:
        self._narrow(None, None)

    def show_hint(self, action) -> None:
        """The hinted move chosen in the list of choices (all of them offered again if a click had
        narrowed them), or the end-turn button in focus."""
        if action.type == "end_turn":
            self.end_button.setFocus()
            return
        if action not in self._choices and self._about is not None:
            self._about = None
            self.refresh()
        if action in self._choices:
            self.choices.setCurrentIndex(self._choices.index(action))
            self.choices.setFocus(Qt.OtherFocusReason)

    def _do_chosen(self) -> None:
        at = self.choices.currentIndex()
        if self.choices.isVisible() and 0 <= at < len(self._choices):
            self._about = None
            self.session.act(self._choices[at])

    def _end_turn(self) -> None:
        if self.end_button.isVisible():
            self._about = None
            self.session.act(next(a for a in self.session.legal_actions() if a.type == "end_turn"))

    def eventFilter(self, watched, event) -> bool:
        if watched is self.choices and event.type() == QEvent.KeyPress and event.key() in (Qt.Key_Return,
                                                                                            Qt.Key_Enter):
            self._do_chosen()
            return True
        return super().eventFilter(watched, event)

    def look_area(self) -> QRect:
        """Beside the hand, where the moves are chosen (nothing to choose while the person looks): the
        day plans, the boards, the last move's words and the new cards in the hand stay in view."""
        left = self.hand_box.geometry().right() + 1
        area = QRect(left, 0, self.bar.width() - left, self.bar.height())
        return QRect(self.bar.mapTo(self, area.topLeft()), area.size())

    # -- the tutorial's pointer -----------------------------------------------------------------

    def control(self, name: str) -> QWidget | QRect | None:
        """What a card of the tutorial points at (tutorial.py), in the table's coordinates: the hand, the
        list of choices with what to do above it and its buttons, the day plans, the offer, the Opera,
        extra boards and market beside it, all the boards, or the viewer's own board or money; None for
        a name it does not know or a part not on show."""
        if name == "hand":
            return self.hand_view
        if name == "boards":
            return self.boards
        if name == "choices":
            shown = [w for w in (self.hint, self.choices, self.do_button, self.all_button, self.end_button)
                     if w.isVisible()]
            return self._on_screen(shown[0].parentWidget(), self._united(shown)) if shown else None
        seat = self.session.view().seat
        parts = {"day_plans": (self.centre, lambda part: isinstance(part, tuple) and part[0] == "plan"),
                 "offer": (self.centre, lambda part: part == "offer"),
                 "market": (self.centre, lambda part: part == "side"),
                 "my_board": (self.boards, lambda part: part == seat),
                 "my_money": (self.boards, lambda part: part == ("money", seat))}
        if name not in parts or (name.startswith("my_") and seat is None):
            return None
        widget, wanted = parts[name]
        area = widget.area_of(wanted)
        return self._on_screen(widget, area) if widget.isVisible() and area.isValid() else None

    def needed(self, name: str) -> list[QRect]:
        """What the player reads while doing what a tutorial's card points at, which the card leaves in
        sight where it can: the offer beside the day plans (a plan is chosen for the cards on offer)."""
        if name != "day_plans" or not self.centre.isVisible():
            return []
        area = self.centre.area_of(lambda part: part == "offer")
        return [self._on_screen(self.centre, area)] if area.isValid() else []

    @staticmethod
    def _united(widgets) -> QRect:
        """The rect round `widgets` (siblings), in their parent's coordinates."""
        area = QRect()
        for widget in widgets:
            area = area.united(widget.geometry())
        return area

    def _on_screen(self, widget: QWidget, area: QRect) -> QRect:
        return area.translated(widget.mapTo(self, QPoint(0, 0)))

    # -- size, background ------------------------------------------------------------------------

    def fit(self) -> None:
        """The hand's cards as high as the bar allows; the boards share the rest."""
        by = self.scale
        card = scaled(66, by)
        self.hand_view.setFixedHeight(round(card * RATIO) + 8)
        self.status.setFixedHeight(2 * self.status_label.fontMetrics().lineSpacing() + 8)
        for part in (self.centre, self.boards, self.hand_view):
            part.scale = by
        self.centre.setMinimumHeight(CentreBoard.least_height(by))
        self.boards.setMinimumHeight(PlayerBoards.least_height(len(self.session.players), by))

    def paint_felt(self, p: QPainter, rect: QRectF) -> None:
        paint_felt(p, rect)
