"""What the source tree plays in the self-test, written into the bundle when it is built.

    python packaging/self_test_expected.py --out FOLDER

The spec (boardgames-desktop.spec) runs this with the build's interpreter on the source tree and
bundles FOLDER/EXPECTED (boardgames_desktop/ui/app/self_test.py): for every game of the catalog and
both languages, the computers' moves and outcome for the self-test's seed, and the hint. The frozen
`--self-test` plays the same games through its window and must get the same.
"""

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, type=Path)
    args = parser.parse_args()
    from boardgames_desktop.ui.app import self_test

    started = time.perf_counter()
    games = self_test.work_out_expected_games()
    path = args.out / self_test.EXPECTED
    args.out.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(games, indent=1, sort_keys=True), encoding="utf-8")
    print(f"self_test_expected: {len(games)} games in {time.perf_counter() - started:.1f} s -> {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
