"""Start Rodinné deskovky.

Until the desktop front end lands this plays a headless demo: one seeded game of Na prodej between
four random players, told move by move.
"""

import sys

from .rules import registry
from .rules.__main__ import random_game


def main() -> int:
    record = random_game("for_sale", players=4, seed=2026)
    spec = registry.get("for_sale")
    state = spec.new_game(record.num_players, record.seed, record.options)
    print("Na prodej — a demo game between four computer players (the desktop program is coming).")
    for seat, data in record.actions:
        state = spec.apply(state, seat, spec.parse_action(data))
        for event in spec.events(state):
            print(f"  {event.code}: {event.params}")
    outcome = spec.outcome(state)
    for place, seats in enumerate(outcome.ranking, start=1):
        for seat in seats:
            print(f"{place}. player {seat + 1}: ${outcome.scores[seat]:,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
