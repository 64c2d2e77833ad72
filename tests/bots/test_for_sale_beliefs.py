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


def test_the_prior_over_ways_of_bidding_gives_each_kind_a_third():
    prior, shares, gaps = bot._prior(), len(bot.SHARES), len(bot.GAPS)
    assert len(prior) == bot.KINDS and abs(sum(prior) - 1) < 1e-9
    assert abs(sum(prior[:shares]) - 1 / 3) < 1e-9 and abs(sum(prior[shares:shares + gaps]) - 1 / 3) < 1e-9


def _auction(houses, passes, winner, paid):
    return tuple(houses), tuple(passes), winner, paid


# 6 players, 14 coins each: seat 2 passes at once, seats 3-5 after one bid each, seat 1 bids up to 11
# and passes at 12, seat 0 wins for 13
FIRST = _auction([2, 9, 14, 20, 25, 30], [(2, 0, None, 2), (3, 1, 2, 9), (4, 2, 3, 14), (5, 3, 4, 20),
                                          (1, 11, 12, 25)], 0, 13)


def test_a_rival_passing_near_eight_tenths_of_its_purse_is_read_as_such_and_its_purse_counted():
    reads = dict(zip((1, 2, 3, 4, 5), bot._reads((FIRST,), (), 6, False, (1, 2, 3, 4, 5))))
    assert [reads[seat][0] for seat in (1, 2, 3, 4, 5)] == [14 - 5, 14, 14 - 0, 14 - 1, 14 - 1]
    # 11 stays under 0.8 x 14 = 11.2, 12 is it rounded up and 0.9 x 14 = 12.6 rounded down
    belief = reads[1][1]
    assert {bot.SHARES[k] for k in range(len(bot.SHARES)) if belief[k] > 0.1} == {(0.8, True), (0.8, False),
                                                                                  (0.9, True)}
    assert reads[2][1][-1] > 0.9  # it would not even bid nothing: no share nor gap bidder does that
    second = _auction([1, 5, 8, 16, 22, 28], [(2, 0, None, 1), (0, 1, 5, 5), (3, 2, 6, 8), (4, 3, 6, 16),
                                              (5, 4, 7, 22)], 1, 8)
    (purse, belief), (own, _) = bot._reads((FIRST, second), (), 6, False, (1, 0))
    assert purse == 9 - 8 and own == 1  # seat 0's pass was forced (1 coin against 5): it cost nothing
    assert sum(belief[:len(bot.SHARES)]) > 0.7  # then won for 8 of its 9: a purse bidder still


def test_rivals_read_as_bidding_to_nine_tenths_make_normal_pass_early_and_to_a_fifth_stay():
    houses, shares = (3, 11, 17, 21, 26, 29), bot.SHARES

    def read_as(share):
        return tuple((14, tuple(1.0 if k == shares.index(share) else 0.0 for k in range(bot.KINDS))) for _ in range(5))

    assert bot._stays_in(houses, 1, 14, 3, (2,) * 5, 70, 6, 1.0)  # unread, it goes on
    assert not bot._stays_in(houses, 1, 14, 3, (2,) * 5, 70, 6, 1.0, read_as((0.9, True)))
    assert bot._stays_in(houses, 0, 14, 3, (2,) * 5, 70, 6, 1.0, read_as((0.2, True)))


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
