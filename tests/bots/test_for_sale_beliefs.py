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


def _view_after_raises(hero: int, rival: int, pile: int):
    """Seat `hero`'s view at 4 players once `rival` has `pile` on the table (everyone else raising by the minimum)."""
    from boardgames_desktop.rules import registry
    from boardgames_desktop.rules.for_sale.actions import Bid

    spec = registry.get("for_sale")
    state = spec.new_game(4, 7)
    while not (state.to_act[0] == hero and (state.seats[rival].bid or 0) >= pile):
        seat = state.to_act[0]
        state = spec.apply(state, seat, Bid(amount=state.bid_range(seat)[0]))
    return spec.view(state, hero)


def test_hards_rivals_bid_in_its_rollouts_as_normal_believes_they_bid():
    view = _view_after_raises(hero=0, rival=3, pile=0)
    draws = bot._rivals_bidders(view)
    assert len(draws) == bot.BIDDER_DRAWS and all(set(d) == {1, 2, 3} for d in draws)
    # before their bids are seen, most rivals bid by the table (as normal), the rest by their purse
    by_table = sum(d[1] is bot._normal_bid for d in draws)
    assert round(bot.BIDDER_DRAWS * (1 - bot.BY_PURSE)) - 1 <= by_table < bot.BIDDER_DRAWS
    # a rival whose pile went past the table's reach raises by its purse in every draw, at least as far
    view = _view_after_raises(hero=0, rival=3, pile=15)
    coins = view.starting_coins
    for bidders in bot._rivals_bidders(view):
        assert bidders[3] is not bot._normal_bid
        assert any(bidders[3] is bot._minimum_raiser(share / 100) for share in range(round(100 * 15 / coins) - 2, 91))
