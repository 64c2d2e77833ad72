"""What a game's table reads of whatever it shows, a game in play (Session) or a finished one
played back (Replay): the game, its players, and the views and outcome of the state shown."""


class TableSource:
    """Mixed into a QObject that has `spec`, `save` (a SaveFile), `viewer` (the seat whose eyes the
    table is drawn for, None for the public table), `_shown()` (the state on the table), and
    `_states` and `_events` (every state of the game so far, and the events of each)."""

    _views: tuple | None = None  # (the state shown, {seat: its view}), see _view_of
    # True where the viewer's cards are shown to onlookers (a replay): the table says "Houses: Petr",
    # not "Your houses".
    looking_on = False

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
        return self._view_of(self.viewer)

    def public_view(self):
        return self._view_of(None)

    def _view_of(self, seat: int | None):
        """The view of the state shown for `seat`, worked out once per state and seat: the table, its
        parts and the window ask for it several times after each change. A state is never changed
        (`apply` makes a new one), and the cache holds the state it was made of, so a new state shown
        (a move, an undo, a step of a replay) is always a new entry; callers only read the view."""
        state = self._shown()
        cached = self._views
        if cached is None or cached[0] is not state:
            cached = self._views = (state, {})
        views = cached[1]
        if seat not in views:
            views[seat] = self.spec.view(state, seat)
        return views[seat]

    def outcome(self):
        return self.spec.outcome(self._shown())

    def refusal(self, action):
        """Why the rules would refuse `action` from the person at the screen (Session); nobody plays a
        game played back, so nothing is refused there."""
        return None

    def public_history(self, code: str) -> list:
        """The public table at the start and after every move whose events include `code` (a turn
        begun...), for an end page's picture of the game over time."""
        return [self.spec.view(state, None) for at, state in enumerate(self._states)
                if at == 0 or any(event.code == code for event in self._events[at])]
