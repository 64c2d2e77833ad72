"""Errors are data: a stable code and parameters. The UI turns them into words."""

from typing import Any


class RulesError(Exception):
    """Base of every error the rules raise. `code` is stable; `params` are JSON-safe."""

    def __init__(self, code: str, params: dict[str, Any] | None = None):
        self.code = code
        self.params = dict(params or {})
        super().__init__(code, self.params)

    def __str__(self) -> str:
        if not self.params:
            return self.code
        details = ", ".join(f"{key}={value!r}" for key, value in self.params.items())
        return f"{self.code} ({details})"


class IllegalAction(RulesError):
    """An action the rules do not allow now. Nothing was changed.

    Codes shared by every game:
      game_over        the game has ended
      not_your_turn    {seat}: this seat is not among `state.to_act`
      bad_seat         {seat}: no such seat
      bad_action       {detail}: the action data does not parse
      wrong_phase      {phase}: this kind of action does not belong to the current phase
    Each game documents its own codes in its `actions` module.
    """


SHARED_REFUSALS: frozenset[str] = frozenset({"game_over", "not_your_turn", "bad_seat", "bad_action", "wrong_phase"})
"""The IllegalAction codes every game may raise (core.spec, and each game's check of its phase); a
game's own are its `actions.REFUSALS`, worded and linked to its rules by its texts."""


class InvalidSetup(RulesError):
    """`new_game` was given arguments it cannot use.

    Codes: unknown_game {game}, bad_player_count {num_players, min, max}, bad_seed {seed},
    bad_options {detail}, bad_setup {detail}, rules_version {found, expected}: rules this game no
    longer plays (GameSpec.older_rules_versions).
    """


class ReplayError(RulesError):
    """A record could not be replayed. `params["index"]` names the failing action, if any.

    Codes: illegal_action {index, code, params}, plus any InvalidSetup code.
    """
