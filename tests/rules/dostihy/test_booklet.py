"""The booklet's rules of Dostihy a sázky (cestovní verze), one by one, in scripted games.

The dice are scripted through the setup override ("dice": symbols for the symbol die, numbers for
the points die, each used in order), so every roll of the booklet's examples can be reproduced.
"""

import pytest

from boardgames_desktop.rules.dostihy.data import CARD_BY_ID, CHANCE_CARDS

from .helpers import (
    CHAMPION,
    PLAIN,
    PRICE,
    ROSETTE,
    START,
    SPEC,
    Answer,
    Buy,
    ChooseSymbol,
    Enter,
    Match,
    Pawn,
    ReturnHorse,
    Roll,
    Send,
    SkipBuy,
    act,
    bet,
    cash,
    codes,
    event,
    events_of,
    new,
)

ALL_CARDS = [card.id for card in CHANCE_CARDS]


# -- the booklet's betting example -------------------------------------------------------------------


def test_the_booklets_betting_example():
    """"Hráč postaví proti prvnímu spoluhráči 1 šampióna (s 2 kokardami) a 1 středně zkušeného koně
    (s 1 kokardou). Na každého koně vsadí [2 000]. Spoluhráč postaví proti jeho šampionovi koně bez
    kokardy a proti středně zkušenému koni svého šampiona. U koně bez kokardy sázku pouze dorovná, u
    šampiona sázku zvýší na [4 000]. Vyzyvatel je poté nucen dorovnat částku ... Jako první hází
    vyzyvatel 4, ... bonus 2 ... (výsledek je 6). Protihráč se brání hodem 3. Obě sázky (dohromady
    4 000) získává vyzyvatel. Vyzyvatel poté hodí ... 2 (2 + bonus 1 = 3), spoluhráč má šampiona a
    brání se hodem 3 (3 + bonus 2 = 5). Celá vsazená částka připadá ... obránci.\""""
    champion, medium = CHAMPION[0], ROSETTE[0]
    plain, their_champion = PLAIN[0], CHAMPION[1]
    state = new(3, horses=[[champion, medium], [plain, their_champion], []], dice=["money", 4, 3, 2, 3])
    state = act(state, 0, Roll())
    assert event(state, "symbol_rolled") == {"seat": 0, "symbol": "money"}
    assert state.phase == "challenge" and state.to_act == [0]

    state = act(state, 0, Enter(runner=champion, opponent=1, stake=2000))
    state = act(state, 0, Enter(runner=medium, opponent=1, stake=2000))
    assert cash(state) == [START - 4000, START, START]  # the stakes lie on the cards
    state = act(state, 0, Send())
    assert event(state, "challenge_sent") == {"seat": 0, "races": 2, "opponents": [1]}
    assert state.phase == "answer" and state.to_act == [1]

    state = act(state, 1, Answer(runner=plain, stake=2000))  # against the champion: only matched
    assert event(state, "race_answered")["raise"] == 0
    state = act(state, 1, Answer(runner=their_champion, stake=4000))  # raised to double
    assert event(state, "race_answered") == {"seat": 1, "race": 1, "runner": their_champion, "stake": 4000,
                                             "raise": 2000}
    assert state.phase == "match" and state.to_act == [0]
    assert cash(state) == [START - 4000, START - 6000, START]

    state = act(state, 0, Match())
    assert events_of(state, "raise_matched") == [{"seat": 0, "race": 1, "amount": 2000}]
    rolled = events_of(state, "race_rolled")
    assert rolled == [
        {"race": 0, "rolls": [4, 3], "bonuses": [2, 0], "totals": [6, 3]},
        {"race": 1, "rolls": [2, 3], "bonuses": [1, 2], "totals": [3, 5]},
    ]
    assert events_of(state, "race_won") == [
        {"race": 0, "winner": 0, "loser": 1, "pot": 4000},  # "dohromady 4 000"
        {"race": 1, "winner": 1, "loser": 0, "pot": 8000},
    ]
    assert cash(state) == [START - 2000 - 2000 - 2000 + 4000, START - 2000 - 4000 + 8000, START]
    assert [e.reveals for e in SPEC.events(state) if e.code == "race_rolled"] == [True, True]
    # "Po vyhodnocení sázek si oba hráči vezmou zpět své karty koní": the horses stay with their owners.
    assert state.players[0].horses == sorted([champion, medium])
    assert state.players[1].horses == sorted([plain, their_champion])
    # The turn has passed; the table still shows the races until the next roll.
    assert state.current == 1 and state.phase == "roll"
    view = SPEC.view(state, None)
    assert view.challenge.finished and [r.winner for r in view.challenge.races] == [0, 1]
    assert [r.stake for r in view.challenge.races] == [2000, 4000]
    after = SPEC.view(act(state, 1, Roll()), None).challenge
    assert after is None or after.challenger == 1  # the next roll clears them


def test_a_tie_is_rolled_again_until_there_is_a_winner():
    state = new(2, dice=["money", 3, 3, 5, 5, 2, 1])
    state = act(state, 0, Roll())
    state = bet(state, 0, [("stable", 1, 1000)], [("stable", 1000)])
    assert [e["rolls"] for e in events_of(state, "race_rolled")] == [[3, 3], [5, 5], [2, 1]]
    assert event(state, "race_won")["winner"] == 0
    assert state.challenge.races[0].rolls == [(3, 3), (5, 5), (2, 1)]
    assert cash(state) == [START + 1000, START - 1000]


def test_a_tie_after_bonuses_is_rolled_again_too():
    state = new(2, horses=[[ROSETTE[0]], []], dice=["money", 3, 4, 6, 1])
    state = act(state, 0, Roll())
    state = bet(state, 0, [(ROSETTE[0], 1, 1000)], [("stable", 1000)])
    assert [e["totals"] for e in events_of(state, "race_rolled")] == [[4, 4], [7, 1]]


def test_a_pawned_horse_races_without_its_rosettes():
    """"U koní s 1 nebo 2 kokardami si hráči připočítávají ... bonus (pokud kůň není zastavený)"."""
    champion = CHAMPION[0]
    state = new(2, horses=[[champion], []], pawned=[champion], dice=["money", 3, 4])
    state = act(state, 0, Roll())
    state = bet(state, 0, [(champion, 1, 1000)], [("stable", 1000)])
    assert event(state, "race_rolled") == {"race": 0, "rolls": [3, 4], "bonuses": [0, 0], "totals": [3, 4]}
    assert event(state, "race_won")["winner"] == 1


def test_the_winner_takes_both_stakes_and_money_is_kept():
    state = new(3, horses=[[1, 2], [3], [4]], dice=["money", 6, 1, 1, 6, 6, 1])
    state = act(state, 0, Roll())
    before = sum(cash(state))
    state = bet(state, 0, [(1, 1, 3000), (2, 2, 2000), ("stable", 1, 1000)],
                [("stable", 4000), (3, 1000), ("stable", 2000)])
    assert sum(cash(state)) == before
    pots = [(e["winner"], e["pot"]) for e in events_of(state, "race_won")]
    # Races run in the order entered; the match raised race 0 to 4,000 and race 1 (answered 2,000 on a
    # 2,000 stake) stayed.
    assert pots == [(0, 8000), (2, 4000), (0, 2000)]


# -- who may be challenged, and how often ------------------------------------------------------------


def test_opponents_answer_from_the_challengers_left():
    """"Jako první hráč po levici vyzyvatele, dále se hráči střídají po směru hodinových ručiček",
    each placing a runner against each of the challenger's cards in turn."""
    state = new(4, first_player=2, horses=[[], [5], [1, 2, 3], []], dice=["money"])
    state = act(state, 2, Roll())
    for runner, opponent in [(1, 0), (2, 1), ("stable", 3), (3, 1)]:
        state = act(state, 2, Enter(runner=runner, opponent=opponent, stake=1000))
    state = act(state, 2, Send())
    assert event(state, "challenge_sent")["opponents"] == [3, 0, 1]
    order = []
    while state.phase == "answer":
        seat = state.to_act[0]
        order.append((seat, state.next_answer()))
        state = act(state, seat, SPEC.legal_actions(state, seat)[0])
    assert order == [(3, 2), (0, 0), (1, 1), (1, 3)]


def test_the_booklets_six_player_example():
    """"Při hře 6 hráčů má hráč stáj a 5 koní, může tedy obsadit maximálně 6 dostihů. Rozhodne se
    vyslat dva koně ... proti 1. spoluhráči, další dva proti 2. spoluhráči a jednoho proti 3. Posledního
    koně nevyužije a proti zbylým dvěma spoluhráčům nesází.\""""
    mine = [1, 2, 3, 11, 18]
    state = new(6, horses=[mine, [4], [5], [], [], []], dice=["money"])
    state = act(state, 0, Roll())
    plan = [(1, 1), (2, 1), (3, 2), (11, 2), (18, 3)]
    for runner, opponent in plan:
        state = act(state, 0, Enter(runner=runner, opponent=opponent, stake=1000))
    # The stable is left: it could still run against players 4 or 5, not against 1, 2 (horse + stable
    # each, both taken) or 3 (the stable alone).
    entries = [a for a in SPEC.legal_actions(state, 0) if a.type == "enter"]
    assert {a.runner for a in entries} == {"stable"}
    assert {a.opponent for a in entries} == {4, 5}
    state = act(state, 0, Send())
    assert len(state.challenge.races) == 5


def test_with_only_the_stable_a_player_runs_one_race():
    """"Má-li pouze kartu stáje, může se zúčastnit jen jednoho dostihu (tj. 1x sázet).\""""
    state = act(new(3, dice=["money"]), 0, Roll())
    state = act(state, 0, Enter(runner="stable", opponent=1, stake=1000))
    assert [a.type for a in SPEC.legal_actions(state, 0)] == ["send"]


def test_money_must_race_when_it_can_and_passes_when_nobody_can():
    """"Padne-li hráči na kostce symbol peněz, musí postavit do dostihů alespoň 1 koně a vsadit na něj!"
    With no cash for the smallest stake on one side, no race can be run: the symbol does nothing."""
    state = act(new(2, dice=["money"]), 0, Roll())
    assert state.phase == "challenge"
    assert "send" not in [a.type for a in SPEC.legal_actions(state, 0)]  # at least one race
    broke = act(new(2, cash=[START, 500], dice=["money"]), 0, Roll())
    assert event(broke, "no_race_possible") == {"seat": 0}
    assert broke.current == 1 and broke.phase == "roll"


# -- the symbol die ----------------------------------------------------------------------------------


def test_horse_head_buys_one_horse_of_the_players_choice():
    state = act(new(2, dice=["horse"]), 0, Roll())
    assert state.phase == "buy"
    offered = [a.horse for a in SPEC.legal_actions(state, 0) if a.type == "buy"]
    assert offered == list(range(1, 23))
    state = act(state, 0, Buy(horse=CHAMPION[2]))
    assert event(state, "horse_bought") == {"seat": 0, "horse": CHAMPION[2], "price": 10000}
    assert state.players[0].horses == [CHAMPION[2]] and CHAMPION[2] not in state.bank_horses
    assert cash(state) == [START - 10000, START] and state.bank_received == 10000
    assert state.current == 1


def test_horse_head_may_buy_nothing():
    state = act(act(new(2, dice=["horse"]), 0, Roll()), 0, SkipBuy())
    assert codes(state) == ["buy_skipped", "turn_started"] and cash(state) == [START, START]


def test_horse_head_offers_only_affordable_horses_and_passes_with_none():
    state = act(new(2, cash=[5000, START], dice=["horse"]), 0, Roll())
    assert {a.horse for a in SPEC.legal_actions(state, 0) if a.type == "buy"} == set(PLAIN + ROSETTE)
    poor = act(new(2, cash=[2000, START], dice=["horse"]), 0, Roll())
    assert "nothing_to_buy" in codes(poor) and poor.current == 1


def test_star_chooses_one_of_the_three():
    state = act(new(2, dice=["star"]), 0, Roll())
    assert state.phase == "choose"
    assert SPEC.legal_actions(state, 0) == [ChooseSymbol(symbol=s) for s in ("horse", "money", "question")]
    chose = act(state, 0, ChooseSymbol(symbol="question"))
    assert event(chose, "symbol_chosen") == {"seat": 0, "symbol": "question"}
    assert "chance_drawn" in codes(chose)
    # Money only when a race can be run.
    broke = act(new(2, cash=[START, 0], dice=["star"]), 0, Roll())
    assert [a.symbol for a in SPEC.legal_actions(broke, 0)] == ["horse", "question"]


def test_turns_go_clockwise_and_rounds_count_from_the_first_player():
    state = new(3, first_player=1, dice=["horse"] * 4)
    seen = []
    for _ in range(4):
        seen.append((state.current, state.round))
        state = act(act(state, state.current, Roll()), state.current, SkipBuy())
    assert seen == [(1, 1), (2, 1), (0, 1), (1, 2)]


# -- chance cards ------------------------------------------------------------------------------------


def draw(card, horses=(), cash_=START, players=2, **setup):
    state = new(players, chance=[card], dice=["question"], horses=[list(horses)] + [[]] * (players - 1),
                cash=[cash_] + [START] * (players - 1), **setup)
    return act(state, 0, Roll())


def test_a_drawn_card_is_carried_out_at_once():
    state = draw("derby_prize")
    assert event(state, "chance_drawn") == {"seat": 0, "card": "derby_prize", "left": 25}
    assert event(state, "money_received") == {"seat": 0, "amount": CARD_BY_ID["derby_prize"].amount,
                                              "card": "derby_prize"}
    assert state.discard == ["derby_prize"] and state.current == 1
    paid = draw("fine")
    assert event(paid, "money_paid")["amount"] == CARD_BY_ID["fine"].amount
    assert cash(paid)[0] == START - CARD_BY_ID["fine"].amount


@pytest.mark.parametrize("card", ["good_harvest", "feed_prices"])
def test_per_horse_cards_count_every_horse_and_the_stable(card):
    """"zaplatí nebo získá uvedenou částku za každou kartu koně + za stáj. (Pokud má pouze kartu
    stáje, vykoná uvedený pokyn jen jednou)" — pawned horses are horse cards too."""
    amount = CARD_BY_ID[card].amount
    sign = 1 if CARD_BY_ID[card].colour == "green" else -1
    state = draw(card, horses=[1, 11, 18], pawned=[18])
    assert cash(state)[0] == START + sign * 4 * amount
    alone = draw(card)
    assert cash(alone)[0] == START + sign * amount


def test_colic_returns_a_horse_of_the_players_choice():
    """"Postihne-li hráčovy koně kolika, musí vrátit jednu kartu koně (dle vlastního výběru) bankéři.
    Pokud žádnou kartu koně nemá, je pro něj tato karta bez následků.\""""
    state = draw("colic_cold_water", horses=[1, 18])
    assert state.phase == "colic" and state.to_act == [0]
    assert SPEC.legal_actions(state, 0) == [ReturnHorse(horse=1), ReturnHorse(horse=18)]
    state = act(state, 0, ReturnHorse(horse=18))
    assert event(state, "horse_returned") == {"seat": 0, "horse": 18, "pawned": False, "automatic": False}
    assert state.players[0].horses == [1] and 18 in state.bank_horses and cash(state)[0] == START
    single = draw("colic_cold_water", horses=[11])
    assert event(single, "horse_returned")["automatic"] is True and single.players[0].horses == []
    none = draw("colic_cold_water")
    assert "colic_no_horse" in codes(none) and none.current == 1


def test_a_pawned_horse_may_be_the_one_returned():
    state = act(draw("colic_spoiled_hay", horses=[1, 18], pawned=[18]), 0, ReturnHorse(horse=18))
    assert event(state, "horse_returned")["pawned"] is True
    assert state.players[0].pawned == [] and 18 in state.bank_horses


def test_a_betting_card_is_kept_until_the_holders_next_race():
    """"Kartu ovlivňující sázení si hráč ponechá do nejbližšího dostihu, kterého se zúčastní. V tomto
    dostihu musí kartu uplatnit!" — here the holder takes part as the one challenged."""
    state = new(3, chance=["fresh_oats"], dice=["question", "money", 3, 4, 5, 1])
    state = act(state, 0, Roll())
    assert event(state, "card_kept") == {"seat": 0, "card": "fresh_oats"}
    assert state.players[0].held == ["fresh_oats"] and "fresh_oats" not in state.discard
    assert SPEC.view(state, None).players[0].held == ["fresh_oats"]
    state = act(state, 1, Roll())
    state = bet(state, 1, [("stable", 0, 1000)], [("stable", 1000)])
    applied = CARD_BY_ID["fresh_oats"].amount
    assert event(state, "cards_applied") == {"seat": 0, "race": 0, "cards": ["fresh_oats"], "amount": applied}
    assert event(state, "race_rolled")["bonuses"] == [0, applied]
    assert state.players[0].held == [] and state.discard == ["fresh_oats"]


def test_betting_cards_count_only_in_the_first_race():
    state = new(3, horses=[[], [1], []], chance=["heavy_track"], dice=["question", "money", 4, 4, 4, 4, 6, 1])
    state = act(state, 0, Roll())
    state = act(state, 1, Roll())
    state = bet(state, 1, [("stable", 0, 1000), (1, 2, 1000)], [("stable", 1000), ("stable", 1000)])
    amount = CARD_BY_ID["heavy_track"].amount
    assert [e["bonuses"] for e in events_of(state, "race_rolled")] == [[0, amount], [0, 0], [0, 0]]
    # Race 0: 4 against 4 - 2. Race 1, without the card: 4 against 4, a tie, rolled again.
    assert [e["totals"] for e in events_of(state, "race_rolled")] == [[4, 4 + amount], [4, 4], [6, 1]]
    assert [e["winner"] for e in events_of(state, "race_won")] == [1, 1]


# -- the end ---------------------------------------------------------------------------------------


def _deck_ending_with(last: str, seat1_cards: list[str]) -> list[str]:
    """Seat 0 draws the even cards, seat 1 the odd ones (every roll a question mark); seat 1's last
    card, the 26th, is `last`."""
    rest = [c for c in ALL_CARDS if c != last and c not in seat1_cards]
    assert len(seat1_cards) == 12 and len(rest) == 13
    deck = []
    for mine, theirs in zip(rest, seat1_cards + [last]):
        deck += [mine, theirs]
    return deck


QUIET = [card.id for card in CHANCE_CARDS if card.effect == "race_roll"]  # kept, no money


def _draw_all_but_the_last(state):
    while len(state.deck) > 1:
        state = act(state, state.current, Roll())
        if state.phase == "colic":
            state = act(state, state.current, SPEC.legal_actions(state, state.current)[0])
        assert state.phase == "roll", state.phase
    return state


def test_the_game_ends_when_the_last_chance_card_is_carried_out():
    """"Jakmile se balíček karet náhody vyčerpá, okamžitě končí hra. Hráč, který si vzal poslední
    kartu, musí úkol na kartě ještě splnit." — the last card is a colic: the choice is still made."""
    seat1 = QUIET + ["parking_ticket", "farrier", "lottery", "jubilee", "open_day"]
    deck = _deck_ending_with("colic_cold_water", seat1)
    state = new(2, chance=deck, dice=["question"] * 26, horses=[[], [11, 18]])
    state = _draw_all_but_the_last(state)
    assert state.current == 1 and len(state.deck) == 1 and not state.is_over
    state = act(state, 1, Roll())
    assert state.phase == "colic" and not state.is_over and state.deck == []
    state = act(state, 1, ReturnHorse(horse=11))
    assert state.is_over and state.end_reason == "deck_empty"
    assert codes(state) == ["horse_returned", "game_over"]
    assert event(state, "game_over")["reason"] == "deck_empty"


def test_the_last_card_may_send_its_player_into_distress_first():
    seat1 = QUIET + ["fine", "parking_ticket", "vet_bill", "farrier", "vet_checkup"]
    deck = _deck_ending_with("feed_prices", seat1)
    owed = 2 * CARD_BY_ID["feed_prices"].amount  # the champion and the stable
    paid_before = sum(CARD_BY_ID[c].amount * (2 if CARD_BY_ID[c].effect == "pay_per_runner" else 1)
                      for c in seat1[len(QUIET):])
    state = new(2, chance=deck, dice=["question"] * 26, horses=[[], [CHAMPION[0]]], cash=[START, paid_before + 1000])
    state = _draw_all_but_the_last(state)
    assert cash(state)[1] == 1000 and len(state.players[1].held) == len(QUIET)
    state = act(state, 1, Roll())
    assert state.phase == "distress" and not state.is_over
    assert event(state, "distress") == {"seat": 1, "owed": owed, "cash": 1000}
    state = act(state, 1, Pawn(horse=CHAMPION[0]))
    assert state.is_over and codes(state) == ["pawned", "money_paid", "game_over"]
    assert cash(state)[1] == 1000 + PRICE[CHAMPION[0]] // 2 - owed
    # Unused betting cards are worth nothing; the pawned champion counts 0.
    assert SPEC.outcome(state).scores[1] == cash(state)[1]


def test_score_is_cash_and_unpawned_horses_at_full_price():
    """"spočítají svoji hotovost a k ní přičtou plnou hodnotu nezastavených koní (zastavení koně mají
    na konci hry nulovou hodnotu)"."""
    state = _ended(cash=[1000, 20000, 4000], horses=[[18, 11, 1], [], [2]], pawned=[11])
    outcome = SPEC.outcome(state)
    assert outcome.scores == [1000 + 10000 + 0 + 2500, 20000, 4000 + 2500]  # the pawned rosette horse: 0
    assert outcome.ranking == [[1], [0], [2]] and outcome.winners == [1] and outcome.tie_break is None


def _ended(players=3, **setup):
    """A game at its end, with the given cash and horses: the 25 other cards are moved to the discard
    pile by hand, and seat 0 draws the last one, a betting card that changes nothing."""
    deck = ["lucky_horseshoe"] + [c for c in ALL_CARDS if c != "lucky_horseshoe"]
    state = new(players, chance=deck, dice=["question"], **setup)
    state.deck = ["lucky_horseshoe"]  # the other 25 cards are gone: the next draw is the last
    state.discard = [c for c in ALL_CARDS if c != "lucky_horseshoe"]
    before_cash = [p.cash for p in state.players]
    state = act(state, 0, Roll())
    assert state.is_over and [p.cash for p in state.players] == before_cash
    return state


def test_ties_go_to_more_horses_then_more_valuable_horses():
    """"V případě rovnosti hráč, který má nejvíce koní nebo nejhodnotnější koně.\""""
    # 20,000 each; seat 1 has two horses, seat 0 one.
    state = _ended(cash=[10000, 7500, 20000], horses=[[18], [19, 1], []])
    outcome = SPEC.outcome(state)
    assert outcome.scores == [20000, 20000, 20000]
    assert outcome.ranking == [[1], [0], [2]] and outcome.winners == [1] and outcome.tie_break == "more_horses"
    # Two horses each: the more valuable ones win (a champion beats two rosette horses).
    state = _ended(cash=[5000, 10000, 0], horses=[[18, 1], [11, 12], []])
    outcome = SPEC.outcome(state)
    assert outcome.scores[:2] == [17500, 20000]
    state = _ended(cash=[7500, 10000, 0], horses=[[18, 1], [11, 12], []])
    outcome = SPEC.outcome(state)
    assert outcome.scores[:2] == [20000, 20000]
    assert outcome.winners == [0] and outcome.tie_break == "more_valuable_horses"
    # All equal: a shared win.
    state = _ended(cash=[7500, 7500, 0], horses=[[18, 1], [19, 2], []])
    outcome = SPEC.outcome(state)
    assert outcome.winners == [0, 1] and outcome.tie_break == "shared_win"
    # Pawned horses do not count as horses at the end: one horse each, so the champion decides (with
    # the pawned one counted, seat 1 would have won on more horses).
    state = _ended(cash=[17500, 10000, 0], horses=[[2], [19, 1], []], pawned=[1])
    outcome = SPEC.outcome(state)
    assert outcome.scores[:2] == [20000, 20000]
    assert outcome.winners == [1] and outcome.tie_break == "more_valuable_horses"
