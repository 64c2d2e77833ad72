"""Every refusal of every game of the catalog has its sentence and its rule: the IllegalAction codes
a game's rules can raise (read from their source, tests/ui/refusal_scan.py) are all the shared ones
or the game's own `actions.REFUSALS`, and each own code has a sentence in the game's texts
(`error_text`) and an anchor (`REFUSAL_RULES`) that is a heading's id in its cs, sk and en rules."""

import ast
import importlib
from pathlib import Path

import pytest

from boardgames_desktop.rules import IllegalAction, registry
from boardgames_desktop.rules.core.errors import SHARED_REFUSALS
from boardgames_desktop.ui import game_folders, i18n, texts
from boardgames_desktop.ui.rules_pages import anchors, rules_path

from refusal_scan import scan, scan_trees

# Games whose refusals are being worded on other branches at the time of writing (issue 33: each game's
# helper). The lead removes an entry when that game's branch is merged; the list ends empty.
NOT_YET: set[str] = set()

GAMES = [pytest.param(game.id, marks=pytest.mark.xfail(strict=False, reason="its words come on its own branch")
                      if game.id in NOT_YET else ()) for game in registry.catalog()]


def own_refusals(game: str) -> frozenset[str]:
    actions = importlib.import_module(f"{registry.info(game).package}.rules.{game}.actions")
    return actions.REFUSALS


def test_the_scan_reads_a_raise_through_a_variable_and_the_money_kits_codes():
    assert {"partner_title", "not_between_moves"} <= scan("anti_monopoly").codes  # returned by _offer_refusal
    assert {"already_offered", "offered_at_this_price"} <= scan("dostihy").codes  # a code a function returns
    assert {"not_your_horse", "already_pawned", "pawned_to_bank"} <= scan("dostihy").codes  # the kit's, named by MONEY


@pytest.mark.parametrize("game", GAMES)
def test_every_code_the_rules_can_raise_is_shared_or_listed_in_the_games_refusals(game):
    found = scan(game)
    assert not found.unfollowed, f"{game}: the scan cannot read which code these raise: {found.unfollowed}"
    assert not SHARED_REFUSALS & own_refusals(game), f"{game}: lists shared codes as its own"
    assert found.codes - SHARED_REFUSALS <= own_refusals(game), \
        f"{game}: not in actions.REFUSALS: {sorted(found.codes - SHARED_REFUSALS - own_refusals(game))}"


@pytest.mark.parametrize("language", ["en", "cs", "sk"])
@pytest.mark.parametrize("game", GAMES)
def test_every_own_refusal_has_a_sentence_and_a_rule_in_every_language(game, language):
    i18n.set_language(language)
    found = scan(game)
    pages = {lang: anchors(rules_path(game, lang).read_text(encoding="utf-8")) for lang in ("cs", "sk", "en")}
    for code in sorted(own_refusals(game)):
        params = {key: 1 for key in found.params.get(code, ())}
        sentence = game_folders.error_text(game, IllegalAction(code, params))
        assert sentence and "{" not in sentence, f"{game}: no sentence for {code} in {language}"
        anchor = game_folders.refusal_rule(game, code)
        assert anchor, f"{game}: {code} names no rule (REFUSAL_RULES)"
        for lang, ids in pages.items():
            assert anchor in ids, f"{game}: no heading with id={anchor!r} in {lang}.html (for {code})"


def test_the_shared_refusals_have_the_shells_words():
    for code in SHARED_REFUSALS:
        assert texts.rules_error_text(code, {"seat": 0, "phase": "x", "detail": "x"}), code


def test_the_scan_reports_a_returned_code_it_cannot_read_and_reads_each_side_of_or():
    source = '''
def _why(state, seat):
    def short(n):
        return ("no_actions", {}) if n else None
    if state:
        return short(1) or ("only_here", {})
    return f"not_{seat}", {}


def _apply(state, seat):
    refusal = _why(state, seat)
    raise IllegalAction(*refusal)


def _other(state, seat):
    refusal = _plain(state)
    if refusal is not None:
        raise IllegalAction(*refusal)


def _plain(state):
    return short(2) or ("in_or", {}) if state else None
'''
    found = scan_trees({Path("spec.py"): ast.parse(source)})
    assert found.unfollowed == ["spec.py:12"]  # the f-string's code could be anything
    assert "in_or" in found.codes  # a code only in `a or b` is never missed
    keyword = scan_trees({Path("moves.py"): ast.parse('raise IllegalAction(code="by_name")')})
    assert keyword.unfollowed == ["moves.py:1"]
