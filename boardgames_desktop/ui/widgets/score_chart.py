"""How a finished game's scores went, round by round (play/score_history.py): the shared line chart
with a line per player in their colour and symbol, and beside it the players in their finishing
order with their final scores. Round 0 is the deal; the last point is the end of the game."""

from ...play.score_history import ScoreHistory
from ...storage.history import FinishedGame
from .players import player_look
from .wealth_chart import Series, WealthChart


class ScoreChart(WealthChart):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._winners: list[str] = []

    def show_game(self, game: FinishedGame | None, history: ScoreHistory | None) -> None:
        """Show the scores of `game` over its `history` (None: nothing chosen, or not readable)."""
        if game is None or history is None:
            self.set_series([])
            return
        order = sorted(range(len(game.seats)), key=lambda seat: game.seats[seat].place)
        self._winners = [game.seats[seat].name for seat in game.winners]
        self.set_series([Series(game.seats[seat].name, *player_look(game.seats, seat), history.scores[seat])
                         for seat in order], self.tr("Round"))

    def ranking(self) -> list[Series]:
        """The players in their finishing order, as given (in some games the fewest points win)."""
        return list(self.series())

    def title(self) -> str:
        return self.tr("Scores round by round")

    def empty_text(self) -> str:
        return self.tr("Choose a finished game in the list to see how its scores went.")

    def leaders_text(self) -> str:
        first = self.ranking()[0]
        winners = ", ".join(self._winners) or first.name
        return self.tr("First place: {players} ({amount}).").format(players=winners, amount=self.amount(first.values[-1]))

    def turn_text(self, turn: int) -> str:
        return self.tr("Start") if turn == 0 else str(turn)

    def _picked_turn(self) -> str:
        if self._picked == 0:
            return self.tr("At the start")
        if self._picked == self.turns()[1]:
            return self.tr("At the end")
        return self.tr("After round {round}").format(round=self._picked)
