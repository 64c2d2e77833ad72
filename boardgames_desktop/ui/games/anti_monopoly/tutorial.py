"""Anti-Monopoly's guided first game: the learner, a competitor, against a computer monopolist.

The deal is scripted so that the key ideas come in the first three turns: the learner buys
Alexanderplatz and may build on it at once (a competitor needs no monopoly); the monopolist lands
there and pays a competitor's rent; then doubles take the learner to the monopolist's hotel in
Amsterdam, a monopoly's double rent that the cash cannot pay: a debt raised by a mortgage, with
bankruptcy refused while it can be paid; the doubles' extra roll is then offered, and whichever the
learner chooses, their next roll reaches a card that starts a price war. The game then plays on at
random, with short money (variant A: the last player left wins), so that it ends in a family's
evening; later cards come when their moment comes (income tax, a redeem, the end). The computer
plays at the normal level: its rules of thumb never sell the hotel the script counts on.

No card of its own speaks of a trade offered to the learner: a computer offers one only in distress
(bots/anti_monopoly.py), and here the monopolist, fed by its hotel, is in distress in about one game
in two hundred (the learner goes bankrupt first); the trade card says that the learner answers an
offer too.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ....play.tutorial import Card, Tutorial

LEARNER, MONOPOLIST = 0, 1
ALEXANDERPLATZ = 6


def _mine(moment) -> bool:
    return moment.my_turn


def _competitor(moment) -> bool:
    """The person at the screen plays a competitor, as the learner does: the cards about the
    competitor's rules are theirs (a family member at the monopolist's seat learns along without them)."""
    return moment.view.players[moment.view.seat].role == "competitor"


def _has(moment, kind: str) -> bool:
    return any(action.type == kind for action in moment.actions)


def _monopolist_rent(moment) -> bool:
    """The person at the screen was charged rent by a monopolist: paid at once, or a debt opened for it."""
    roles = [player.role for player in moment.view.players]
    for event in moment.events:
        p = event.params
        if p.get("seat") == moment.view.seat and p.get("to") is not None and roles[p["to"]] == "monopolist" and (
                (event.code == "paid" and p.get("reason") == "rent")
                or (event.code == "distress" and moment.view.debts and moment.view.debts[0].reason == "rent")):
            return True
    return False


def _debt(moment) -> bool:
    view = moment.view
    return _mine(moment) and view.phase == "distress" and not _has(moment, "bankrupt")


TUTORIAL = Tutorial(
    players=2,
    seed=33,
    options={"victory": "A"},
    setup={
        "roles": ["competitor", "monopolist"],
        "first_player": LEARNER,
        "cash": [200, 500],
        "titles": [[12, 25], [16, 18]],  # the electric works and the railway; Amsterdam's Dam and Leidsestraat
        "buildings": {"18": 4},  # the monopolist's hotel on Leidsestraat
        # the learner to Alexanderplatz; the monopolist there too; the learner's doubles to Leidsestraat;
        # then 1 and 3 twice: the learner (rolling again or on the next turn) to the card space 22,
        # the monopolist to the prison corner, sightseeing
        "dice": [2, 4, 1, 5, 6, 6, 1, 3, 1, 3],
        "competitor_cards": ["c_price_war"],
    },
    learner=LEARNER,
    levels=("normal",),
    cards=(
        Card(
            id="roles",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "Welcome to Anti-Monopoly! You are a competitor who keeps prices fair; the other player is a "
                "monopolist who wants high rents, and the two roles play by different rules. Roll the dice to "
                "start."),
            when=lambda m: _mine(m) and _competitor(m) and m.view.round == 1 and _has(m, "roll"),
            points_at="roll",
            only=lambda m, action: action.type == "roll",
            rule="roles",
        ),
        Card(
            id="buy",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "Nobody owns this street yet, so you may buy it. Whoever lands on it later pays you rent. "
                "Buy it now."),
            when=lambda m: _mine(m) and m.view.phase == "buy",
            points_at="buy",
            only=lambda m, action: action.type == "buy",
            rule="buying-and-rent",
        ),
        Card(
            id="build",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "A competitor may build on any street of theirs, even a single one. A house costs the city's "
                "house price and raises the rent. Build if you like, then end your turn."),
            when=lambda m: _mine(m) and _competitor(m) and m.view.phase == "end" and _has(m, "build"),
            points_at="build",
            rule="building",
        ),
        Card(
            id="trade",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "Trades are allowed at any time between moves, on your turn or not. Sell or swap titles and add "
                "money either way; the other player accepts or refuses, and so do you when an offer comes."),
            when=lambda m: _mine(m) and m.view.phase in ("roll", "end") and "buy" in m.shown
            and m.view.seat in m.view.may_offer,
            points_at="trade",
            rule="trades",
        ),
        Card(
            id="competitor_rent",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "The monopolist landed on your street and paid you rent. A competitor collects a tenth of the "
                "street's price, more with houses, but never double."),
            when=lambda m: _competitor(m) and any(
                e.code == "paid" and e.params.get("to") == m.view.seat and e.params.get("reason") == "rent"
                for e in m.events),
            points_at="players",
            rule="competitor-street",
        ),
        Card(
            id="monopolist_rent",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "This street belongs to the monopolist. With two streets of one city a monopolist has a "
                "monopoly there and collects double rent, and a hotel adds much more."),
            when=_monopolist_rent,
            points_at="my_space",
            rule="monopolist-street",
        ),
        Card(
            id="debt",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "You owe more than your cash, and a debt must be paid. Mortgage a title (the bank lends half its "
                "price), sell a building or trade until you have enough. Going bankrupt is only for someone who "
                "cannot pay even then."),
            when=_debt,
            points_at="mortgage",
            rule="debts",
        ),
        Card(
            id="extra_roll",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "You threw doubles, so you may roll once more. You need not: you may end your turn instead. "
                "Doubles on the extra roll count as a plain roll."),
            when=lambda m: _mine(m) and m.view.extra_roll and _has(m, "end_turn"),
            points_at="end",
            rule="turn",
        ),
        Card(
            id="price_war",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "You are in a price war: you still collect rent, but you may not buy anything. To get out, roll "
                "doubles on your next two turns or pay 50. A monopolist goes to prison instead and collects "
                "nothing there."),
            when=lambda m: _competitor(m) and m.view.players[m.view.seat].jailed,
            points_at="players",
            rule="prison",
        ),
        Card(
            id="redeem",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "A mortgaged title earns no rent. Now that you have the money you may redeem it: you pay the "
                "mortgage back with 10% more."),
            when=lambda m: _has(m, "redeem"),
            points_at="redeem",
            rule="mortgages",
        ),
        Card(
            id="tax",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "Income tax: pay 200, or a percentage of your cash and titles. Both sums are on the buttons, so "
                "pick the smaller one."),
            when=lambda m: _mine(m) and m.view.phase == "tax",
            points_at="tax",
            rule="other-spaces",
        ),
        Card(
            id="buy_or_not",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "Another title for sale. Buy it only if enough cash is left for rents; if you don't, it stays "
                "with the bank, as there is no auction."),
            when=lambda m: _mine(m) and m.view.phase == "buy" and m.view.players[m.view.seat].position != ALEXANDERPLATZ,
            points_at="decline",
            rule="buying-and-rent",
        ),
        Card(
            id="agreement",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "A game of Anti-Monopoly can last long. If everyone agrees, End and count stops it: the richest "
                "wins, counting cash and the rent each title would earn."),
            when=lambda m: _mine(m) and m.view.round >= 5 and m.view.may_end_by_agreement,
            points_at="agree",
            rule="end-by-agreement",
        ),
        Card(
            id="bankrupt",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "Even selling and mortgaging everything cannot pay this debt. Only now may you go bankrupt: you "
                "leave the game and everything goes to whom you owe."),
            when=lambda m: _has(m, "bankrupt"),
            points_at="bankrupt",
            rule="debts",
        ),
        Card(
            id="over",
            text=QT_TRANSLATE_NOOP(
                "AntiMonopolyTutorial",
                "The game is over. The last player left wins; when a game is ended by agreement, the richest "
                "wins. Now you know the rules: play a whole game with your family!"),
            at_end=True,
            rule="end",
        ),
    ),
)
