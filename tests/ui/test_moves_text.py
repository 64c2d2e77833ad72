""""What can I do now?" is true of the legal actions, for every game of the catalog whose texts word
the moves: along random games (and the games the contract tests prepare), the person to act gets
lines exactly when they have moves, each kind of their legal actions has its line (the panel changes
when that kind's actions are taken away: none is left out of the words), and a seat that waits gets
none. A kind the rules accept outside the list (`spec.unlisted`: Anti-Monopoly's trades at any time)
is worded from the view, so it is not asked of the list."""

import random

import pytest

from boardgames_desktop import storage
from boardgames_desktop.rules import registry
from boardgames_desktop.play.game_loop import players_actions
from boardgames_desktop.ui import game_folders

GAMES = [game.id for game in registry.catalog() if game_folders.has_moves_text(game.id)]
SEEDS = 4
MOST_MOVES = 300


def people(n: int) -> list[storage.Player]:
    return [storage.Player(name=f"Hráč {seat + 1}", kind="human", colour="#0072B2", symbol="\u25cf")
            for seat in range(n)]


def moments(spec, n: int):
    """(state, seat to act) along seeded random games of `n` players, and of the contract's setups."""
    for setup in [None, *spec.contract_setups(n)]:
        for seed in range(SEEDS):
            rng = random.Random(seed)
            state = spec.new_game(n, seed, None, setup)
            for _ in range(MOST_MOVES):
                if state.is_over:
                    break
                seat = state.to_act[0]
                yield state, seat
                state = spec.apply(state, seat, rng.choice(players_actions(spec, state, seat)))


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_of_legal_move_has_its_line_and_only_a_seat_to_act_gets_lines(game):
    spec = registry.get(game)
    info = registry.info(game)
    for n in sorted({info.min_players, info.max_players}):
        players = people(n)
        for state, seat in moments(spec, n):
            legal = players_actions(spec, state, seat)
            view = spec.view(state, seat)
            lines = game_folders.moves_text(game, view, legal, players)
            assert bool(lines) == bool(legal), (game, legal[:3], lines)
            for move, reason in lines:
                assert move and reason and "{" not in move + reason, (game, move, reason)
            for kind in {action.type for action in legal}:
                of_kind = [action for action in legal if action.type == kind]
                if spec.unlisted(state, seat, of_kind[0]):
                    continue
                without = [action for action in legal if action.type != kind]
                assert game_folders.moves_text(game, view, without, players) != lines, \
                    f"{game}: no line says {kind} ({of_kind[:2]}): {lines}"
            for waiting in set(range(n)) - set(state.to_act):
                assert game_folders.moves_text(game, spec.view(state, waiting), [], players) == []
