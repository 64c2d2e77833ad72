"""The cards and numbers of X bere!, each table with its source."""

# source: booklet ("100 číselných karet (hodnota: 1–100)")
CARDS: tuple[int, ...] = tuple(range(1, 101))


def _heads(card: int) -> int:
    if card == 55:
        return 7
    if card % 11 == 0:
        return 5
    if card % 10 == 0:
        return 3
    if card % 5 == 0:
        return 2
    return 1


# Cow heads per card. source: reconstructed (the booklet says 1, 2, 3, 5 or 7 per card but prints
# no list; RULES-NOTES.md gives the family's standard distribution, 167 heads in all)
HEADS: dict[int, int] = {card: _heads(card) for card in CARDS}

# source: booklet (row cards "3", "4", "5": the card that would be the 3rd, 4th, 5th takes the row)
ROW_SIZES: tuple[int, ...] = (3, 4, 5)

HAND_SIZE = 8  # source: booklet
ROUNDS = 2  # source: booklet
HAND_POINTS_PER_HEAD = 1  # source: booklet
PILE_POINTS_PER_HEAD = 2  # source: booklet
