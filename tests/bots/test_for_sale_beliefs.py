"""Na prodej normal's beliefs about its rivals (bots/for_sale.py, issue 31)."""

from boardgames_desktop.bots import for_sale as bot


def test_a_rival_bidding_past_the_tables_reach_is_read_as_bidding_by_its_purse():
    ways = bot._rival_stops(low=3, reach=6, least=1, most=12)
    assert len(ways) == 2 and abs(sum(w for w, _, _ in ways) - 1) < 1e-9
    assert all(start >= 3 for _, start, _ in ways)  # nobody stops below what it already bid
    (by_table, _, _), (by_purse, start, end) = bot._rival_stops(low=9, reach=6, least=1, most=12)
    assert by_purse > 0.99 and (start, end) == (9, 12)
    assert by_table < 0.01


def test_a_higher_pile_makes_a_purse_bidder_likelier():
    chances = [bot._rival_stops(low, reach=8, least=1, most=12)[1][0] for low in (0, 4, 7)]
    assert chances == sorted(chances) and chances[0] < chances[-1]


def test_a_rival_who_stops_at_the_total_named_now_cannot_go_past_it():
    assert bot._below(12, 13, 13, named_now=True) == 1.0  # it would have to bid 14
    assert bot._below(12, 13, 13, named_now=False) == 0.75  # later, who names 13 first is as likely


def test_normal_does_not_pay_nearly_its_whole_purse_for_the_first_auctions_best_house():
    # 6 players, the first auction: five rivals raised one by one to 8..12 of their 14 coins; naming 13
    # wins house 30 for 13 coins (those games were lost), passing costs 3 and takes house 6
    assert not bot._stays_in((6, 8, 19, 23, 27, 30), 7, 14, 13, (12, 8, 9, 10, 11), 70, 6, 1.0)


def test_coins_are_dearer_than_their_face_only_early_and_only_at_five_and_six_players():
    assert bot._coin_premium(6, 24) > bot._coin_premium(6, 6) > bot._coin_premium(6, 0) == 1.0
    assert bot._coin_premium(5, 25) > 1.0
    assert bot._coin_premium(4, 24) == bot._coin_premium(3, 18) == 1.0


def test_the_prior_over_ways_of_selling_favours_no_fixed_way():
    prior = bot.STYLE_PRIOR
    assert len({prior[way] for way in bot.FIXED_WAYS}) == 1
    assert abs(sum(prior) - 1) < 1e-9


def test_a_rivals_last_sale_moves_the_belief_towards_the_way_it_fits():
    # a hand of 4 (3 left): the house laid was above every unseen house, below every one, above 12 of 20
    highest = bot._ways_of_selling(3, 20, 20, 1)
    lowest = bot._ways_of_selling(3, 0, 20, 1)
    upper = bot._ways_of_selling(3, 12, 20, 1)
    assert max(range(6), key=highest.__getitem__) == bot.HIGHEST
    assert max(range(6), key=lowest.__getitem__) == bot.LOWEST
    assert max(range(6), key=upper.__getitem__) == bot.UP_MIDDLE


def test_the_middle_ways_lay_the_lower_and_the_upper_middle_of_an_even_hand():
    assert bot._way_index(bot.LOW_MIDDLE, 4) == 1 and bot._way_index(bot.UP_MIDDLE, 4) == 2
    assert bot._way_index(bot.LOW_MIDDLE, 5) == bot._way_index(bot.UP_MIDDLE, 5) == 2


def test_each_rival_keeps_one_way_of_selling_through_a_rollout_drawn_from_normals_belief():
    # seat 1 laid the highest of 4 houses; seat 2 was not seen selling (the prior)
    highest = bot._ways_of_selling(3, 20, 20, 1)
    ways = {1: tuple(round(1000 * sum(highest[:k + 1])) for k in range(6))}
    draws = bot._rivals_sellers(ways, 3)
    assert len(draws) == bot.SELLER_DRAWS and all(set(draw) == {0, 1, 2} for draw in draws)
    assert sum(draw[1] == bot.HIGHEST for draw in draws) >= round(bot.SELLER_DRAWS * highest[bot.HIGHEST]) - 1
    assert {draw[2] for draw in draws} >= {*bot.FIXED_WAYS, bot.ANY}  # the prior favours no fixed way


def test_hard_searches_only_its_last_sales():
    """Elsewhere its only candidate is normal's move (searched, it lost to normal: benchmarks/LOG.md)."""
    from boardgames_desktop.rules import registry
    from boardgames_desktop.rules.core import Rng

    spec = registry.get("for_sale")
    state, ply, seen = spec.new_game(4, 5), 0, set()
    while not state.is_over:
        seat = state.to_act[0]
        view, legal = spec.view(state, seat), spec.legal_actions(state, seat)
        picked = bot.candidates(view, legal, Rng(ply))
        if view.phase == "selling" and len(view.me.houses) <= bot.SEARCHED_HAND:
            assert picked == legal
            seen.add("searched")
        else:
            assert picked == [bot.normal(view, legal, Rng(ply))]
            seen.add(view.phase)
        state = spec.apply(state, seat, picked[0])
        ply += 1
    assert seen == {"buying", "selling", "searched"}
