"""The engine contract every game implements, and the checks shared by all of them."""

import copy
from typing import Any, ClassVar, Protocol

from pydantic import BaseModel, TypeAdapter, ValidationError

from .errors import IllegalAction, InvalidSetup, ReplayError
from .events import Event
from .rng import Rng


class GameState(Protocol):
    """What every game state offers. Each game keeps its own fields beside these."""

    num_players: int
    events: list[Event]

    @property
    def to_act(self) -> list[int]: ...

    @property
    def is_over(self) -> bool: ...


class Outcome(BaseModel):
    scores: list[int]
    ranking: list[list[int]]
    winners: list[int]
    tie_break: str | None = None


class Progress(BaseModel):
    """How far a game has got, for lists of saved games: a round number and a phase code."""

    round: int
    phase: str


class GameSpec:
    """One game behind the common verbs. Subclasses fill in the class attributes and the
    `_`-prefixed hooks; the public verbs below are the same for every game."""

    id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    rules_version: ClassVar[int]  # the rules new games are played by; raised whenever they change
    # Earlier rules_versions this spec still plays: a game saved under one replays and plays on under
    # the rules it began with, so that changing the rules never breaks a family's saved games.
    older_rules_versions: ClassVar[tuple[int, ...]] = ()
    options_model: ClassVar[type[BaseModel]]
    # A prepared deal (tests, tutorials), in its shape and bounds; the spec checks how its parts
    # fit together (a whole deck, horses someone owns).
    setup_model: ClassVar[type[BaseModel]]
    action_adapter: ClassVar[TypeAdapter]
    # Action types legal_actions never lists, apply accepting them (see `unlisted`)
    unlisted_actions: ClassVar[frozenset[str]] = frozenset()
    # Whether a seat may see what others may not (a hand, a face-down choice). Without it every
    # seat's view is the public one, and the screen need not be covered when the person changes.
    private_information: ClassVar[bool] = True
    # Whether `replay` may apply every action to one copy of the start: `_copy` is a whole copy (it
    # shares with the old state nothing `_apply` changes in place, and resets no cache), and `_apply`
    # never leaves two parts of the state holding one list that a later action changes. The contract
    # tests hold `replay` to `apply`'s states (tests/rules/test_all_games.py).
    replays_on_one_copy: ClassVar[bool] = False

    # -- verbs -------------------------------------------------------------------------------

    def new_game(
        self, num_players: int, seed: int, options: Any = None, setup: dict | None = None, rules_version: int | None = None
    ):
        """A new game under the current rules, or under the older `rules_version` of a record."""
        version = self.rules_version if rules_version is None else rules_version
        if version != self.rules_version and version not in self.older_rules_versions:
            raise InvalidSetup("rules_version", {"found": version, "expected": self.rules_version})
        if not isinstance(num_players, int) or not self.min_players <= num_players <= self.max_players:
            raise InvalidSetup(
                "bad_player_count",
                {"num_players": num_players, "min": self.min_players, "max": self.max_players},
            )
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise InvalidSetup("bad_seed", {"seed": repr(seed)})
        return self._new_game(num_players, seed, self.parse_options(options), self.parse_setup(setup), version)

    def parse_options(self, options: Any) -> BaseModel:
        if options is None:
            return self.options_model()
        if isinstance(options, self.options_model):
            return options
        try:
            return self.options_model.model_validate(options)
        except ValidationError as error:
            raise InvalidSetup("bad_options", {"detail": _first_error(error)}) from None

    def parse_setup(self, setup: Any) -> dict:
        """The fields of `setup` that were given, each checked against the game's bounds."""
        if setup is None:
            return {}
        if not isinstance(setup, dict):
            raise InvalidSetup("bad_setup", {"detail": f"setup must be an object, not {type(setup).__name__}"})
        try:
            return self.setup_model.model_validate(setup).model_dump(exclude_unset=True)
        except ValidationError as error:
            raise InvalidSetup("bad_setup", {"detail": _first_error(error)}) from None

    def parse_action(self, data: Any) -> BaseModel:
        try:
            return self.action_adapter.validate_python(data)
        except ValidationError as error:
            raise IllegalAction("bad_action", {"detail": _first_error(error)}) from None

    def legal_actions(self, state, seat: int) -> list[BaseModel]:
        if state.is_over or not _is_seat(seat, state.num_players) or seat not in state.to_act:
            return []
        return self._legal_actions(state, seat)

    def apply(self, state, seat: int, action: BaseModel):
        """Return the state after `seat` takes `action`. `state` itself is never changed."""
        # `_checked`'s tests inline, and it is called only to refuse: the bots' search applies
        # thousands of actions a decision, and a call more cost Na prodej's apply 1 %.
        if state.is_over or not _is_seat(seat, state.num_players) or (
                seat not in state.to_act and not self.unlisted(state, seat, action)):
            self._checked(state, seat, action)
        if not isinstance(action, BaseModel):
            action = self.parse_action(action)
        new = self._copy(state)
        new.events = []
        self._apply(new, seat, action)
        return new

    def replay(self, state, steps):
        """The state after every (seat, action data) of `steps` in turn, each action parsed first: what
        `apply` gives one action at a time. `state` itself is never changed. A game that
        `replays_on_one_copy` copies it once, not at every action: nothing sees the states between (a
        long save loads several times faster). ReplayError "illegal_action" names the first step refused."""
        if not self.replays_on_one_copy:
            for index, (seat, data) in enumerate(steps):
                try:
                    state = self.apply(state, seat, self.parse_action(data))
                except IllegalAction as error:
                    raise _refused(index, error) from None
            return state
        state = self._copy(state)
        for index, (seat, data) in enumerate(steps):
            try:
                action = self._checked(state, seat, self.parse_action(data))
                state.events = []
                self._apply(state, seat, action)
            except IllegalAction as error:
                raise _refused(index, error) from None
        return state

    def _checked(self, state, seat: int, action) -> BaseModel:
        """`action` as a model, if `seat` may take it now as far as every game's rules go."""
        if state.is_over:
            raise IllegalAction("game_over")
        if not _is_seat(seat, state.num_players):
            raise IllegalAction("bad_seat", {"seat": seat})
        if seat not in state.to_act and not self.unlisted(state, seat, action):
            raise IllegalAction("not_your_turn", {"seat": seat})
        return action if isinstance(action, BaseModel) else self.parse_action(action)

    def view(self, state, seat: int | None) -> BaseModel:
        if seat is not None and not _is_seat(seat, state.num_players):
            raise IllegalAction("bad_seat", {"seat": seat})
        return self._view(state, seat)

    def determinize(self, view: BaseModel, seat: int, rng: Rng):
        """A whole state that `seat` could be in, judging by its `view` alone: everything the view
        shows is kept, everything it hides (other hands, deck orders, face-down choices, dice to
        come) is dealt at random from what is unseen, with `rng`. Computer players search these;
        `view(determinize(view(s, p), p, rng), p) == view(s, p)` for every state s."""
        if getattr(view, "seat", seat) != seat or not _is_seat(seat, view.num_players):
            raise IllegalAction("bad_seat", {"seat": seat})
        return self._determinize(view, seat, rng)

    def outcome(self, state) -> Outcome | None:
        return self._outcome(state) if state.is_over else None

    def scores(self, state) -> list[int]:
        """Each seat's score as the outcome would count it if the game ended now (a chart of how a
        game went draws these)."""
        return self._outcome(state).scores

    def events(self, state) -> list[Event]:
        return [Event(code=code, params=params, visible_to=visible_to, reveals=reveals)
                for code, params, visible_to, reveals in state.events]

    def progress(self, state) -> Progress:
        return self._progress(state)

    def unlisted(self, state, seat: int, action) -> bool:
        """Whether `action` (a model or its JSON) is of those apply may accept from `seat` though
        legal_actions does not list them: moves the people make outside the turn order (even a seat
        not to act), which the game's `_apply` checks. None in most games; Anti-Monopoly's trades
        at any time and its end by agreement."""
        return False

    def contract_options(self, num_players: int) -> list[dict]:
        """Options (variants) the contract tests play at random besides the default game, so that
        an action only a variant allows is seen too (Anti-Monopoly's time limit)."""
        return []

    def contract_setups(self, num_players: int) -> list[dict]:
        """Prepared games (setups) the contract tests play at random besides new ones: a game whose
        random play ends before its late actions come up (a long game's bankruptcies) names here a
        setup that reaches them. None for most games."""
        return []

    # -- hooks each game implements ----------------------------------------------------------

    def _new_game(self, num_players: int, seed: int, options: BaseModel, setup: dict, rules_version: int): ...

    def _legal_actions(self, state, seat: int) -> list[BaseModel]: ...

    def _apply(self, state, seat: int, action: BaseModel) -> None:
        """Change `state` (already a private copy) or raise IllegalAction."""

    def _copy(self, state):
        """A copy of `state` that `_apply` may change without touching `state`. A game whose
        state shares what it never changes in place writes its own, faster one."""
        return copy.deepcopy(state)

    def _view(self, state, seat: int | None) -> BaseModel: ...

    def _outcome(self, state) -> Outcome: ...

    def _determinize(self, view: BaseModel, seat: int, rng: Rng): ...

    def _progress(self, state) -> Progress: ...


def rank_by(keys: list[tuple]) -> list[list[int]]:
    """Places best first; seats with equal keys share a place. Higher keys are better."""
    order = sorted(range(len(keys)), key=lambda seat: keys[seat], reverse=True)
    ranking: list[list[int]] = []
    for seat in order:
        if ranking and keys[ranking[-1][0]] == keys[seat]:
            ranking[-1].append(seat)
        else:
            ranking.append([seat])
    return ranking


def _refused(index: int, error: IllegalAction) -> ReplayError:
    return ReplayError("illegal_action", {"index": index, "code": error.code, "params": error.params})


def _first_error(error: ValidationError) -> str:
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    return f"{where}: {first['msg']}" if where else first["msg"]


def _is_seat(seat, num_players: int) -> bool:
    """A seat is an int from 0 to num_players - 1; never a bool (True == 1 in Python), a float or text."""
    return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < num_players
