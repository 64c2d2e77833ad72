"""Shared helpers for the Anti-Monopoly tests: prepared games by the setup override, actions by
their JSON, and the invariants every state keeps.

The booklet's figures and the data document's printed examples are written out in the tests, not
imported from the engine's data module, so that a wrong table cannot make its own tests pass. The
spec is built directly (not through the registry), so the rules are tested whether or not the game
is in the catalog yet.
"""

from boardgames_desktop.rules.anti_monopoly.spec import AntiMonopolySpec

TITLES = [1, 3, 5, 6, 8, 9, 11, 12, 13, 14, 15, 16, 18, 19, 21, 23, 24, 25, 26, 27, 28, 29, 31, 32, 34, 35, 37, 39]

SPEC = AntiMonopolySpec()
C, M = "competitor", "monopolist"


def game(players=2, roles=None, options=None, rules_version=None, **setup):
    """A prepared game: seat 0 starts; roles alternate competitor, monopolist unless given; under
    the current rules unless an older `rules_version` is named."""
    roles = roles or [(C, M)[i % 2] for i in range(players)]
    return SPEC.new_game(players, 1, options, {"roles": roles, "first_player": 0, **setup}, rules_version)


def act(state, seat, kind, **data):
    return SPEC.apply(state, seat, {"type": kind, **data})


def legal_types(state, seat):
    return {action.type for action in SPEC.legal_actions(state, seat)}


def codes(state):
    return [event.code for event in SPEC.events(state)]


def event(state, code):
    found = [e.params for e in SPEC.events(state) if e.code == code]
    assert found, f"no {code} in {codes(state)}"
    return found[-1]


def cash(state):
    return [p.cash for p in state.players]


def total_money(state):
    """Cash at the table plus what the bank has taken less what it has paid: constant all game."""
    return sum(cash(state)) + state.bank_received - state.bank_paid


def check_invariants(state, start_total):
    assert total_money(state) == start_total
    assert all(p.cash >= 0 for p in state.players)
    owned = [s for p in state.players for s in p.titles]
    assert len(owned) == len(set(owned)) and not set(owned) & set(state.bank_titles)
    assert sorted(owned + state.bank_titles) == list(TITLES)
    for seat, p in enumerate(state.players):
        assert set(p.pawned) <= set(p.titles)
        if p.bankrupt:
            assert not p.titles and p.cash == 0
        for space, level in state.buildings.items():
            if space in p.titles:
                assert space not in p.pawned
                assert 1 <= level <= (5 if p.role == C else 4)
    assert set(state.buildings) <= set(owned)
