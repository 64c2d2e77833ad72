"""What a game in play needs beyond its rules, without Qt: the description of each change the
session makes (`change`) and the fair-undo policy (`fair_undo`). `ui/app/session.py` is their Qt side."""
