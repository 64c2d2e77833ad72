"""The cards and numbers of Na prodej, each table with its source."""

# source: booklet ("30 karet domů očíslovaných od 1 do 30")
HOUSES: tuple[int, ...] = tuple(range(1, 31))

# source: booklet (two each of $2,000..$15,000 and two $0 cheques)
CHEQUES: tuple[int, ...] = tuple(sorted([0, 0] + [value * 1000 for value in range(2, 16)] * 2))

# source: booklet ("mincí ($1 000)")
COIN_VALUE = 1000

# source: booklet, repaired (the OCR lost the 8 of "28"; 84 coins in the box: 84/3, 84/4, 84/6)
STARTING_COINS: dict[int, int] = {3: 28, 4: 21, 5: 16, 6: 14}

# Cards of each deck removed unseen before play, by variant and player count.
# source: booklet (page 2 for the standard game, page 8 for "Na každého se nedostane!")
REMOVED_UNSEEN: dict[str, dict[int, int]] = {
    "standard": {4: 2},
    "not_everyone": {3: 10, 5: 3},
}

# Houses revealed per auction round: one per player, one fewer in the variant. source: booklet
FEWER_HOUSES_PER_ROUND: dict[str, int] = {"standard": 0, "not_everyone": 1}
