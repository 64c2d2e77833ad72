"""Shared widgets: pieces any table, dialog or game paints with (cards, the board round the edge,
players' badges, charts, labels that keep their size). They import only the basics (ui/) and
the item models."""
