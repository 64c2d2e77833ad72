"""Na prodej normal's beliefs about its rivals (bots/for_sale.py, issue 31)."""

from boardgames_desktop.bots import for_sale as bot


def test_a_rival_bidding_past_the_tables_reach_is_read_as_bidding_by_its_purse():
    anyhow = (0.0,) * (len(bot.PRIOR) - 1) + (1.0,)
    ways = bot._rival_stops(low=3, purse=14, belief=anyhow, gap=10, spread=5.0)
    assert abs(sum(w for w, _, _ in ways) - 1) < 1e-9
    assert all(start >= 3 for _, start, _ in ways)  # nobody stops below what it already bid
    ways = bot._rival_stops(low=9, purse=14, belief=anyhow, gap=10, spread=5.0)
    assert sum(w for w, start, end in ways if end > 9) > 0.99  # past the table's reach: by its purse


def test_the_prior_over_ways_of_bidding_is_a_third_each_kind():
    share, gap = len(bot.SHARES), len(bot.GAPS)
    assert abs(sum(bot.PRIOR[:share]) - 1 / 3) < 1e-9 and abs(sum(bot.PRIOR[share:share + gap]) - 1 / 3) < 1e-9
    assert abs(sum(bot.PRIOR) - 1) < 1e-9


def _auction(passes, winner, house, paid):
    """A finished auction as the state's record keeps it."""
    return tuple(passes), winner, house, paid


def test_a_rival_passing_near_eight_tenths_of_its_purse_is_read_as_such_and_its_purse_counted():
    # 6 players, 14 coins each; seat 1 bids up to 11 and passes at 12; seat 2 passes at once
    first = _auction([(2, 0, None, 2), (3, 1, 2, 9), (4, 2, 3, 14), (5, 3, 4, 20), (1, 11, 12, 25)], 0, 30, 13)
    purses, beliefs = bot._read_rivals((first,), (), 6, False)
    assert purses == [1, 14 - 5, 14, 14 - 0, 14 - 1, 14 - 1]
    # 11 stays under 0.8 x 14 = 11.2, 12 is it rounded up and 0.9 x 14 = 12.6 rounded down
    stops = {bot.SHARES[k] for k in range(len(bot.SHARES)) if beliefs[1][k] > 0.1}
    assert stops == {(0.8, True), (0.8, False), (0.9, True)}
    assert beliefs[2][-1] > 0.9  # it would not even bid nothing: no share nor gap bidder does that
    second = _auction([(2, 0, None, 1), (0, 1, 5, 5), (3, 2, 6, 8), (4, 3, 6, 16), (5, 4, 7, 22)], 1, 28, 8)
    purses, beliefs = bot._read_rivals((first, second), (), 6, False)
    assert purses[1] == 9 - 8 and purses[0] == 1  # a forced pass (1 coin against 5) costs nothing
    assert sum(beliefs[1][:len(bot.SHARES)]) > 0.7  # then won for 8 of its 9: a purse bidder still


def test_normal_passes_early_against_rivals_known_to_bid_to_nine_tenths():
    """The first bid of an auction among rivals read as 90 % purse bidders: too dear to go on."""
    houses = (3, 11, 17, 21, 26, 29)
    ninety = tuple(1.0 if k == bot.SHARES.index((0.9, True)) else 0.0 for k in range(len(bot.PRIOR)))
    rivals = tuple((2, 14, ninety) for _ in range(5))
    assert not bot._stays_in(houses, 1, 14, 3, rivals, 6)


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


def test_hard_plays_normals_moves_at_five_and_six_players():
    """Its last sales searched lost to normal at 6 and gained nothing at 5 (benchmarks/LOG.md)."""
    from boardgames_desktop.rules import registry
    from boardgames_desktop.rules.core import Rng

    spec = registry.get("for_sale")
    for players in (5, 6):
        state, ply = spec.new_game(players, 7), 0
        while not state.is_over:
            seat = state.to_act[0]
            view, legal = spec.view(state, seat), spec.legal_actions(state, seat)
            picked = bot.candidates(view, legal, Rng(ply))
            assert picked == [bot.normal(view, legal, Rng(ply))]
            state = spec.apply(state, seat, picked[0])
            ply += 1
