"""What a game's table reads of whatever it shows, a game in play (Session) or a finished one
played back (Replay): the game, its players, and the views and outcome of the state shown."""


class TableSource:
    """Mixed into a QObject that has `spec`, `save` (a SaveFile), `viewer` (the seat whose eyes the
    table is drawn for, None for the public table), `_shown()` (the state on the table), and
    `_states` and `_events` (every state of the game so far, and the events of each)."""

    @property
    def game(self) -> str:
        return self.spec.id

    @property
    def players(self) -> list:
        return self.save.players

    @property
    def is_over(self) -> bool:
        return self._shown().is_over

    def view(self):
        """What the person at the screen may see: their seat's view, or the public table."""
        return self.spec.view(self._shown(), self.viewer)

    def public_view(self):
        return self.spec.view(self._shown(), None)

    def outcome(self):
        return self.spec.outcome(self._shown())

    def public_history(self, code: str) -> list:
        """The public table at the start and after every move whose events include `code` (a turn
        begun...), for an end page's picture of the game over time."""
        return [self.spec.view(state, None) for at, state in enumerate(self._states)
                if at == 0 or any(event.code == code for event in self._events[at])]
