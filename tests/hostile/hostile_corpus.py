"""Hostile save files: what a copied, half-written, cloud-conflicted or hand-edited file can hold.

The files in `files/` are written by this script (`.venv/bin/python tests/hostile/hostile_corpus.py`);
the ones that cannot or need not be committed (a named pipe, a symlink to /dev/zero, a folder, files
of 4, 6 and 200 MB) are made by `make` at test time. `EXPECTED` says, for each file, the SaveError code
that `storage.load` gives, or None for a file that loads (its odd names cleaned on the way).
`CACHES` and `CACHE_BYTES` spoil the Hall of fame's cache (cache/history.json), made at test time
beside real saves since it holds their stamps (test_hostile_cache.py).
"""

import json
import os
import sys
from functools import cache
from pathlib import Path

FILES = Path(__file__).with_name("files")
CREATED = "2025-03-01T18:30:00Z"
UPDATED = "2025-03-01T19:10:00Z"


def _players(count: int) -> list[dict]:
    names = ("Máma", "Táta", "Ema", "Babička", "Děda", "Petr")
    colours = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
    return [{"name": names[i], "kind": "human", "level": None, "colour": colours[i], "symbol": "●"}
            for i in range(count)]


def _for_sale() -> dict:
    """A real For Sale game, 12 moves in (recorded by the rules' own random player)."""
    from boardgames_desktop.rules.registry import random_game

    record = random_game("for_sale", 3, 7).model_dump(mode="json")
    record["actions"] = record["actions"][:12]
    return _save(record)


def _dostihy() -> dict:
    from boardgames_desktop.rules.registry import random_game

    record = random_game("dostihy", 2, 7).model_dump(mode="json")
    record["actions"] = record["actions"][:10]
    return _save(record)


def _save(record: dict) -> dict:
    return {
        "format": "boardgames-desktop-save",
        "format_version": 2,
        "app_version": "0.1.0",
        "created": CREATED,
        "updated": UPDATED,
        "label": None,
        "finished": False,
        "progress": None,
        "players": _players(record["num_players"]),
        "record": record,
    }


def _dump(data) -> bytes:
    # A lone surrogate cannot be UTF-8: it is written as the JSON escape "\ud800" (valid JSON).
    return json.dumps(data, ensure_ascii=False).encode("utf-8", "backslashreplace")


def _changed(base: dict, change) -> bytes:
    data = json.loads(json.dumps(base))
    change(data)
    return _dump(data)


def _set(*keys_and_value):
    *keys, value = keys_and_value

    def change(data):
        for key in keys[:-1]:
            data = data[key]
        data[keys[-1]] = value

    return change


def _name(text: str):
    return _set("players", 0, "name", text)


def corpus() -> dict[str, bytes]:
    sale, races = _for_sale(), _dostihy()
    good = _dump(sale)
    old = json.loads(json.dumps(sale))
    old["format_version"] = 1
    del old["progress"]
    return {
        # dates at the edges of what datetime can hold: UTC conversion overflows
        "edge-date-created.json": _changed(sale, _set("created", "0001-01-01T00:30:00+05:00")),
        "edge-date-updated.json": _changed(sale, _set("updated", "9999-12-31T23:30:00-05:00")),
        "year-1900.json": _changed(sale, _set("created", "1900-01-01T00:00:00+00:00")),
        # amounts no game has: the board would overflow formatting them
        "cash-2-63.json": _changed(races, _set("record", "setup", {"cash": [2**63, 2**63]})),
        "starting-cash-2-63.json": _changed(races, _set("record", "options", {"starting_cash": 2**63})),
        "progress-round-huge.json": _changed(sale, _set("progress", {"round": 10**30, "phase": "buying"})),
        "seed-2-70.json": _changed(sale, _set("record", "seed", 2**70)),
        "players-a-million.json": _changed(sale, _set("record", "num_players", 10**6)),
        # names: loaded, cleaned by the new-game dialog's rule, shown as plain text
        "name-lone-surrogate.json": _changed(sale, _name("Ja\ud800na")),
        "name-html.json": _changed(sale, _name("<b>Máma</b><img src=x>")),
        "name-control.json": _changed(sale, _name("Pe\x07tr\x00\x1b[31m")),
        "name-rtl-override.json": _changed(sale, _name("\u202eamáM\u202c")),
        "name-10000-chars.json": _changed(sale, _name("Ž" * 10_000)),
        "name-empty.json": _changed(sale, _name("\u200b\t ")),
        "label-html-long.json": _changed(sale, _set("label", "<h1>Hra</h1>&amp;" + "x" * 10_000)),
        "colour-style-sheet.json": _changed(sale, _set("players", 0, "colour", "red; background: url(/etc/passwd)")),
        # a UTF-8 byte-order mark, as Windows Notepad writes one
        "bom.json": b"\xef\xbb\xbf" + good,
        "bom-dostihy.json": b"\xef\xbb\xbf" + _dump(races),
        "bom-twice.json": b"\xef\xbb\xbf\xef\xbb\xbf" + good,
        # broken bytes
        "truncated.json": good[: len(good) // 2],
        "empty.json": b"",
        "binary.json": bytes(range(256)) * 8,
        "utf-16.json": good.decode("utf-8").encode("utf-16"),
        "nul-bytes.json": b"\x00" * 1000,
        "nested-deep.json": b"[" * 100_000,
        "nested-setup.json": _changed(sale, _set("record", "setup", _nested(800))),
        "nested-options.json": _changed(sale, _set("record", "options", _nested(800))),
        "nan.json": good.replace(b'"seed": 7', b'"seed": NaN'),
        "huge-integer.json": good.replace(b'"seed": 7', b'"seed": ' + b"9" * 5000),
        # wrong types
        "a-list.json": b"[]",
        "a-string.json": b'"boardgames-desktop-save"',
        "players-as-text.json": _changed(sale, _set("players", "nobody")),
        "seed-as-text.json": _changed(sale, _set("record", "seed", "sedm")),
        "finished-as-text.json": _changed(sale, _set("finished", {"yes": 1})),
        "actions-as-object.json": _changed(sale, _set("record", "actions", {"0": "bid"})),
        "record-null.json": _changed(sale, _set("record", None)),
        # versions
        "format-newer.json": _changed(sale, _set("format_version", 99)),
        "format-zero.json": _changed(sale, _set("format_version", 0)),
        "format-as-text.json": _changed(sale, _set("format_version", "2")),
        "format-1-old.json": _dump(old),
        "rules-newer.json": _changed(sale, _set("record", "rules_version", 99)),
        "rules-older.json": _changed(sale, _set("record", "rules_version", 0)),
        # the game and its rules
        "unknown-game.json": _changed(sale, _set("record", "game", "chess")),
        "bad-options.json": _changed(sale, _set("record", "options", {"variant": "x"})),
        "bad-setup.json": _changed(sale, _set("record", "setup", {"houses": [{}]})),
        "illegal-move.json": _changed(sale, _set("record", "actions", 5, 1, {"type": "bid", "amount": 999})),
        "unknown-move.json": _changed(sale, _set("record", "actions", 2, 1, {"type": "steal"})),
        "wrong-seat.json": _changed(sale, _set("record", "actions", 0, 0, 99)),
    }


def _in_first_seat(**change):
    def spoil(index: dict) -> dict:
        next(entry for entry in index["entries"] if entry["outcome"])["outcome"]["seats"][0].update(change)
        return index

    return spoil


def _in_first_outcome(**change):
    def spoil(index: dict) -> dict:
        next(entry for entry in index["entries"] if entry["outcome"])["outcome"].update(change)
        return index

    return spoil


def _top(**change):
    return lambda index: {**index, **change}


# The Hall of fame's cache (cache/history.json) spoiled: each function turns the bytes of a valid
# index, written at test time for real saves (it holds their stamps), into a hostile one. The cache
# is only a cache: every one of these is thrown away and rebuilt from the saves.
CACHES = {
    "cache-place-text": _in_first_seat(place="first"),
    "cache-place-bool": _in_first_seat(place=True),
    "cache-place-zero": _in_first_seat(place=0),
    "cache-score-text": _in_first_seat(score="lots"),
    "cache-score-float": _in_first_seat(score=1.5),
    "cache-score-huge": _in_first_seat(score=10**40),
    "cache-name-null": _in_first_seat(name=None),
    "cache-name-control": _in_first_seat(name="\u202eamáM\x07"),
    "cache-name-10000-chars": _in_first_seat(name="Ž" * 10_000),
    "cache-kind-alien": _in_first_seat(kind="alien"),
    "cache-colour-style-sheet": _in_first_seat(colour="red; background: url(/etc/passwd)"),
    "cache-seat-extra": _in_first_seat(cards=[1, 2, 3]),
    "cache-seats-empty": _in_first_outcome(seats=[]),
    "cache-ended-edge": _in_first_outcome(ended="0001-01-01T00:30:00+05:00"),
    "cache-ended-naive": _in_first_outcome(ended="2025-03-01T19:10:00"),
    "cache-moves-negative": _in_first_outcome(moves=-1),
    "cache-game-id-text": _in_first_outcome(game_id="<script>"),
    "cache-stamp-text": lambda index: index["entries"][0].update(stamp=["a", "b", "c", "d", "e"]) or index,
    "cache-entries-object": _top(entries={"0": 1}),
    "cache-version-newer": _top(version=99),
    "cache-old-list-format": _top(entries=[["/x.json", [1, 2, 3, 4, 5], [["for_sale", 7, "2025-03-01T18:30:00Z"], 3, None]]]),
}
CACHE_BYTES = {  # whole files, whatever the saves
    "cache-empty": b"",
    "cache-truncated": b'{"format": "boardgames-desktop-history-index", "entr',
    "cache-bom": b"\xef\xbb\xbf{}",
    "cache-a-list": b"[]",
    "cache-nan": b'{"format": "boardgames-desktop-history-index", "version": NaN}',
    "cache-nested-deep": b"[" * 100_000,
    "cache-binary": bytes(range(256)) * 8,
}


def spoiled_cache(name: str, valid: bytes) -> bytes:
    if name in CACHE_BYTES:
        return CACHE_BYTES[name]
    return json.dumps(CACHES[name](json.loads(valid)), ensure_ascii=False).encode("utf-8", "backslashreplace")


def _nested(depth: int) -> dict:
    value: dict = {}
    for _ in range(depth):
        value = {"a": value}
    return value


# What storage.load says of each file: a SaveError code (with the engine's code for replay
# failures), or None when the file loads.
EXPECTED = {
    "edge-date-created.json": "invalid",
    "edge-date-updated.json": "invalid",
    "year-1900.json": "invalid",
    "cash-2-63.json": "replay_failed/bad_setup",
    "starting-cash-2-63.json": "replay_failed/bad_options",
    "progress-round-huge.json": "invalid",
    "seed-2-70.json": "invalid",
    "players-a-million.json": "invalid",
    "name-lone-surrogate.json": None,
    "name-html.json": None,
    "name-control.json": None,
    "name-rtl-override.json": None,
    "name-10000-chars.json": None,
    "name-empty.json": None,
    "label-html-long.json": None,
    "colour-style-sheet.json": "invalid",
    "bom.json": None,
    "bom-dostihy.json": None,
    "bom-twice.json": "not_json",
    "truncated.json": "not_json",
    "empty.json": "not_json",
    "binary.json": "not_json",
    "utf-16.json": "not_json",
    "nul-bytes.json": "not_json",
    "nested-deep.json": "not_json",
    "nested-setup.json": "replay_failed/bad_setup",
    "nested-options.json": "replay_failed/bad_options",
    "nan.json": "not_json",
    "huge-integer.json": "not_json",
    "a-list.json": "wrong_format",
    "a-string.json": "wrong_format",
    "players-as-text.json": "invalid",
    "seed-as-text.json": "invalid",
    "finished-as-text.json": "invalid",
    "actions-as-object.json": "invalid",
    "record-null.json": "invalid",
    "format-newer.json": "unsupported_version",
    "format-zero.json": "unsupported_version",
    "format-as-text.json": "unsupported_version",
    "format-1-old.json": None,
    "rules-newer.json": "replay_failed/rules_version",
    "rules-older.json": "replay_failed/rules_version",
    "unknown-game.json": "unknown_game",
    "bad-options.json": "replay_failed/bad_options",
    "bad-setup.json": "replay_failed/bad_setup",
    "illegal-move.json": "replay_failed/move",
    "unknown-move.json": "replay_failed/move",
    "wrong-seat.json": "replay_failed/move",
    # made at test time
    "named-pipe.json": "not_a_file",
    "dev-zero.json": "not_a_file",
    "a-folder.json": "not_a_file",
    "six-megabytes.json": "too_large",
    "four-megabytes.json": None,
    "two-hundred-megabytes.json": "too_large",
}


def _six_megabytes(path: Path) -> None:
    path.write_bytes(b'{"format": "boardgames-desktop-save", "pad": "' + b"x" * (6 * 1024 * 1024) + b'"}')


@cache
def _long_game() -> bytes:
    """A valid Anti-Monopoly game of 85,000 moves (two players rolling round the board, never
    trading or buying), as a family's hand-edited file might hold it: indented by one space, 4.4 MB.
    The program wrote such a file indented by two (6.4 MB), past its own limit of 5 MiB."""
    from boardgames_desktop.rules import registry
    from boardgames_desktop.rules.core.rng import Rng

    spec = registry.get("anti_monopoly")
    state, chooser, actions = spec.new_game(2, 7), Rng.from_seed(7), []
    while len(actions) < 85_000:
        seat = state.to_act[chooser.below(len(state.to_act))]
        legal = [action for action in spec.legal_actions(state, seat) if action.type in _CHEAP]
        action = legal[chooser.below(len(legal))]
        state = spec.apply(state, seat, action)
        actions.append([seat, action.model_dump(mode="json")])
    record = {"game": "anti_monopoly", "rules_version": spec.rules_version, "num_players": 2, "seed": 7,
              "options": spec.parse_options(None).model_dump(mode="json"), "setup": None, "actions": actions}
    return json.dumps(_save(record), ensure_ascii=False, indent=1).encode("utf-8")


_CHEAP = {"roll", "end_turn", "decline", "pay_tax", "pay_to_leave"}


def _four_megabytes(path: Path) -> None:
    path.write_bytes(_long_game())


def _sparse(path: Path) -> None:
    with path.open("wb") as file:
        file.truncate(200 * 1024 * 1024)


# The files that cannot be committed (each would hang or flood a careless reader), or would only
# weigh on the repository.
SPECIAL = {
    "named-pipe.json": os.mkfifo,
    "dev-zero.json": lambda path: path.symlink_to("/dev/zero"),
    "a-folder.json": Path.mkdir,
    "six-megabytes.json": _six_megabytes,
    "four-megabytes.json": _four_megabytes,
    "two-hundred-megabytes.json": _sparse,
}


def make(name: str, folder: Path) -> Path:
    """The corpus file `name` in `folder`: copied from files/, or made there."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / name
    if name in SPECIAL:
        SPECIAL[name](target)
    else:
        target.write_bytes((FILES / name).read_bytes())
    return target


def files_in(folder: Path) -> dict[str, bytes | None]:
    """Each file's bytes (None for what is not a regular file), to check nothing was changed."""
    return {path.name: (path.read_bytes() if path.is_file() and not path.is_symlink()
                        and path.stat().st_size < 10 * 1024 * 1024 else path.stat(follow_symlinks=False).st_mtime_ns)
            for path in sorted(folder.iterdir())}


def expected_code(name: str) -> tuple[str | None, str | None]:
    """(SaveError code, what failed in a replay) that loading `name` should give."""
    expected = EXPECTED[name]
    if expected is None:
        return None, None
    code, _, engine = expected.partition("/")
    return code, engine or None


def outcome(error) -> tuple[str | None, str | None]:
    """(SaveError code, what failed in a replay: "move" for a move, else the engine's code) of an error."""
    if error is None:
        return None, None
    if error.code != "replay_failed":
        return error.code, None
    return error.code, "move" if error.detail.get("index") is not None else error.detail.get("code")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parents[2]))
    FILES.mkdir(exist_ok=True)
    for old in FILES.glob("*.json"):
        old.unlink()
    for file_name, content in corpus().items():
        (FILES / file_name).write_bytes(content)
    print(f"{len(corpus())} files in {FILES}")
