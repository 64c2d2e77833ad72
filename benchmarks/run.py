"""How fast and how big the program is, each figure beside a bare PySide6 window's.

    .venv/bin/python benchmarks/run.py                  everything (about 3 minutes on 2 cores)
    .venv/bin/python benchmarks/run.py --quick          fewer runs, for trying a change
    .venv/bin/python benchmarks/run.py --only startup,moves --json /tmp/figures.json
    .venv/bin/python benchmarks/run.py --quick --only moves --games dostihy,x_nimmt

Prints a table, then writes the figures as JSON (default benchmarks/results.json). For every
registered game where it applies:

  startup    median wall time of `boardgames-desktop --quit-after-startup` against
             benchmarks/bare_window.py (an empty QMainWindow that quits after its first paint),
             interleaved in the same run; from source, and frozen when the bundles exist
  moves      from an action chosen in the session to the table repainted (offscreen): p50/p95,
             and p95 against the yardstick of the same table repainted with nothing changed,
             in wall time (the target) and in the main thread's CPU time
  engine     random actions per second against a lean Na prodej (benchmarks/engine.py)
  long_game  the longest game (2,000 actions, or the longest of several seeded games when the
             game always ends sooner) saved and loaded, in milliseconds
  memory     peak resident memory with a game open against the bare window (Linux, macOS)
  bundle     dist/boardgames-desktop against a PyInstaller build of the bare window made with the
             same versions (needs `bash packaging/build.sh` first; its venv builds the bare one)

The targets are measured and reported here, never asserted in tests. Runs offscreen with a
temporary saves folder and settings, so nothing of the user's is read or written.
"""

import argparse
import compileall
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
BARE = HERE / "bare_window.py"
BUILD = ROOT / "build"
BARE_BUNDLE = BUILD / "benchmarks" / "bare"
PACKAGING_VENV = BUILD / "packaging" / "venv"
LONG_GAME_ACTIONS = 2000
CARD_GAMES = {"for_sale", "x_nimmt", "last_will"}  # the move-latency target applies to these
TARGETS = {
    "startup_ratio": 1.2,
    "move_p95_ms": 10.0,
    "move_repaint_ratio": 2.0,
    "long_game_load_ms": 100.0,
    "memory_ratio": 1.5,
    "bundle_ratio": 1.2,
}
SECTIONS = ("startup", "moves", "engine", "long_game", "memory", "bundle")
NAMES = ("Jana", "Petr", "Babička", "Děda", "Eva", "Ondřej")

sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))


# -- helpers -------------------------------------------------------------------------------------


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))
    return ordered[index]


def scratch_env(scratch: Path) -> dict:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        BOARDGAMES_DESKTOP_DATA_DIR=str(scratch / "data"),
        XDG_CONFIG_HOME=str(scratch / "config"),
    )
    return env


def bin_dir(venv: Path) -> Path:
    return venv / ("Scripts" if os.name == "nt" else "bin")


def frozen_app() -> Path | None:
    name = "boardgames-desktop.exe" if os.name == "nt" else "boardgames-desktop"
    path = ROOT / "dist" / "boardgames-desktop" / name
    return path if path.exists() else None


def frozen_bare() -> Path | None:
    name = "bare-window.exe" if os.name == "nt" else "bare-window"
    path = BARE_BUNDLE / "dist" / "bare-window" / name
    return path if path.exists() else None


def folder_size(path: Path) -> int:
    """Bytes of every file under path; symbolic links count as themselves, not their target."""
    return sum(entry.lstat().st_size for entry in path.rglob("*") if entry.is_file() or entry.is_symlink())


def players_for(spec, count: int):
    from boardgames_desktop import storage
    from boardgames_desktop.ui.widgets.players import TOKENS

    count = min(max(count, spec.min_players), spec.max_players)
    return [
        storage.Player(name=name, kind="human", colour=token.colour, symbol=token.symbol)
        for name, token in zip(NAMES[:count], TOKENS)
    ]


def application():
    from boardgames_desktop.ui import i18n
    from boardgames_desktop.ui.app.launch import create_application

    app = create_application(["benchmark"])
    i18n.set_language("cs")
    return app


def wait(ms: int) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


# -- start-up ------------------------------------------------------------------------------------


def children_cpu() -> float | None:
    """CPU seconds (user + system) of every child process waited for so far; None on Windows."""
    try:
        import resource
    except ImportError:
        return None
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_command(command: list[str], env: dict) -> tuple[float, float | None]:
    """Wall milliseconds, and CPU milliseconds where the system tells them. The CPU time hardly
    changes when other programs compete for the machine; the wall time does."""
    cpu_before = children_cpu()
    started = time.perf_counter()
    result = subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=120, check=False)
    elapsed = time.perf_counter() - started
    cpu_after = children_cpu()
    if result.returncode != 0:
        raise RuntimeError(f"{command[0]} exited {result.returncode}: {result.stderr.decode()[-2000:]}")
    return elapsed * 1000, None if cpu_before is None else (cpu_after - cpu_before) * 1000


def compare_startup(app: list[str], bare: list[str], runs: int, scratch: Path) -> dict:
    env = scratch_env(scratch)
    for _ in range(2):  # warm the disk cache for both
        time_command(app, env)
        time_command(bare, env)
    app_ms, bare_ms = [], []
    for round_ in range(runs):
        pair = [(app, app_ms), (bare, bare_ms)]
        for command, samples in pair if round_ % 2 == 0 else reversed(pair):
            samples.append(time_command(command, env))
    app_median, bare_median = statistics.median(t for t, _ in app_ms), statistics.median(t for t, _ in bare_ms)
    figures = {
        "app_ms": round(app_median, 1),
        "bare_ms": round(bare_median, 1),
        "ratio": round(app_median / bare_median, 2),
        "runs": runs,
    }
    if app_ms[0][1] is not None:
        app_cpu, bare_cpu = statistics.median(c for _, c in app_ms), statistics.median(c for _, c in bare_ms)
        figures.update(app_cpu_ms=round(app_cpu, 1), bare_cpu_ms=round(bare_cpu, 1), cpu_ratio=round(app_cpu / bare_cpu, 2))
    return figures


def measure_startup(runs: int, scratch: Path) -> dict:
    # Installed programs run from bytecode; compile ours once (PYTHONDONTWRITEBYTECODE may be set).
    compileall.compile_dir(str(ROOT / "boardgames_desktop"), quiet=1)
    script = bin_dir(Path(sys.prefix)) / ("boardgames-desktop.exe" if os.name == "nt" else "boardgames-desktop")
    app = [str(script)] if script.exists() else [sys.executable, "-m", "boardgames_desktop"]
    figures = {"source": compare_startup([*app, "--quit-after-startup", "--lang", "cs"], [sys.executable, str(BARE)], runs, scratch)}
    if frozen_app() and frozen_bare():
        figures["frozen"] = compare_startup(
            [str(frozen_app()), "--quit-after-startup", "--lang", "cs"], [str(frozen_bare())], runs, scratch
        )
    return figures


# -- move latency --------------------------------------------------------------------------------


def finish_animations(page) -> None:
    """Play every running animation of the game page to its end, as a family waits for the cards
    to land before the next move (without the wall time: they jump to their last frame). Searched
    under the page, not the window: the wrappers findChildren makes belong to where it searched,
    and the window would keep them all evening."""
    from PySide6.QtCore import QAbstractAnimation
    from PySide6.QtWidgets import QApplication

    table = getattr(page, "table", None)
    for _ in range(20):  # an animation may start the next one when it ends
        if table is not None and table.animation.running:
            table.animation.skip()  # the table's own (Dostihy's dice run on a timer, not a QAbstractAnimation)
            QApplication.processEvents()
        running = [
            animation for animation in page.findChildren(QAbstractAnimation)
            if animation.group() is None and animation.state() == QAbstractAnimation.Running
        ]
        if not running:
            return
        for animation in running:
            if animation.totalDuration() < 0:
                animation.stop()
            else:
                animation.setCurrentTime(animation.totalDuration())
        QApplication.processEvents()


def handle_posted(app) -> None:
    """The events posted so far handled, and those their handling posts in turn: a view's delayed
    layout runs on a zero timer and asks for its repaint only then, one round later."""
    for _ in range(3):
        app.processEvents()


def measure_moves(spec, min_samples: int) -> dict:
    """Seeded games played through the session in a shown main window; each sample is one
    action: session.act() (engine, record, autosave, signals) and then the events it posted
    handled, and those these post in turn (handle_posted), the repaint among them. Hand-over
    confirmations are not timed, and animations that an action starts run to their end before
    the next one (untimed, as a family waits for them).
    The yardstick, after each action: the same table repainted with nothing changed (every visible
    widget of it updated and the events handled), so that the ratio says how much more than a bare
    repaint a move costs. `update()` on the table alone is not that: Qt leaves out the children
    that paint all their pixels (a board's QGraphicsView, a list with an opaque viewport), so it is
    kept beside it as `own_area` only."""
    from PySide6.QtWidgets import QApplication, QWidget

    from boardgames_desktop.ui.app.main_window import MainWindow
    from boardgames_desktop.ui.app.session import Session

    app = QApplication.instance()
    window = MainWindow()
    window.resize(1180, 760)
    window.show()
    wait(50)
    total, acting, cpu, repaint, repaint_cpu, own_area_cpu = [], [], [], [], [], []
    seed = 7
    games = 0
    while len(total) < min_samples and games < 50:
        session = Session.new(spec.id, players_for(spec, 4), seed)
        window.start(session)
        wait(30)
        chooser = random.Random(seed)
        idle = 0
        while not session.is_over and len(total) < max(min_samples, 2000):
            if session.handover_to is not None:
                session.confirm_handover()
                handle_posted(app)  # the screen's going and what it uncovers, untimed: not the next move's
                finish_animations(window.game_page)  # what the next player sees first plays out, untimed too
            actions = session.legal_actions()
            if not actions:  # the clock's action due, or a computer still deciding: theirs, untimed
                idle += 1
                if idle > 500:  # ten seconds and still nothing to play: this game is left
                    break
                wait(20)
                continue
            idle = 0
            action = chooser.choice(actions)
            cpu_started = time.thread_time()
            started = time.perf_counter()
            session.act(action)
            acted = time.perf_counter()
            handle_posted(app)  # the posted update requests: the repaint of what changed
            done = time.perf_counter()
            cpu.append((time.thread_time() - cpu_started) * 1000)
            acting.append((acted - started) * 1000)
            total.append((done - started) * 1000)
            # the move's autosave, which starts a moment after the move (autosave.SETTLE_SECONDS),
            # written now as in the seconds before a family's next move: here the next comes sooner
            session.flush_autosave()
            wait(5)  # timers and animation frames run outside the timed part
            finish_animations(window.game_page)
            table = window.game_page.table
            cpu_started = time.thread_time()
            started = time.perf_counter()
            for widget in [table, *table.findChildren(QWidget)]:
                if widget.isVisible():
                    widget.update()
            handle_posted(app)
            repaint.append((time.perf_counter() - started) * 1000)
            repaint_cpu.append((time.thread_time() - cpu_started) * 1000)
            cpu_started = time.thread_time()
            table.update()
            handle_posted(app)
            own_area_cpu.append((time.thread_time() - cpu_started) * 1000)
        window.close_game()
        games += 1
        seed += 1
    window.close()
    window.deleteLater()
    app.processEvents()
    return {
        "actions": len(total),
        "games": games,
        "p50_ms": round(percentile(total, 0.50), 2),
        "p95_ms": round(percentile(total, 0.95), 2),
        "max_ms": round(max(total), 2),
        "act_p50_ms": round(percentile(acting, 0.50), 2),
        "act_p95_ms": round(percentile(acting, 0.95), 2),
        # the main thread's CPU time for the same span: without waiting for the disk (autosave's
        # fsync) and hardly changed by other programs competing for the machine
        "cpu_p50_ms": round(percentile(cpu, 0.50), 2),
        "cpu_p95_ms": round(percentile(cpu, 0.95), 2),
        "repaint_p95_ms": round(percentile(repaint, 0.95), 2),
        "repaint_ratio": round(percentile(total, 0.95) / percentile(repaint, 0.95), 2),
        # the same in the main thread's CPU time: steadier when other programs load the machine
        "repaint_cpu_p95_ms": round(percentile(repaint_cpu, 0.95), 2),
        "repaint_cpu_ratio": round(percentile(cpu, 0.95) / percentile(repaint_cpu, 0.95), 2),
        "own_area_cpu_p95_ms": round(percentile(own_area_cpu, 0.95), 2),
        "own_area_cpu_ratio": round(percentile(cpu, 0.95) / percentile(own_area_cpu, 0.95), 2),
    }


# -- engine --------------------------------------------------------------------------------------


def measure_engine(spec, seconds: float) -> dict:
    import engine  # benchmarks/engine.py

    players = min(max(4, spec.min_players), spec.max_players)
    return engine.measure(spec, players, seconds)


# -- a long game saved and loaded ------------------------------------------------------------------


def longest_record(spec, tries: int):
    """2,000 random actions if the game lasts that long, else the longest of `tries` seeded games
    with the most players."""
    from boardgames_desktop.rules import GameRecord

    best_seed, best = 0, []
    players = spec.max_players
    for seed in range(tries):
        state = spec.new_game(players, seed)
        chooser = random.Random(seed)
        actions = []
        while not state.is_over and len(actions) < LONG_GAME_ACTIONS:
            seat = chooser.choice(state.to_act)
            action = chooser.choice(spec.legal_actions(state, seat))
            state = spec.apply(state, seat, action)
            actions.append((seat, action.model_dump(mode="json")))
        if len(actions) > len(best):
            best_seed, best = seed, actions
        if len(best) >= LONG_GAME_ACTIONS:
            break
    return GameRecord(
        game=spec.id,
        rules_version=spec.rules_version,
        num_players=players,
        seed=best_seed,
        options=spec.parse_options(None).model_dump(mode="json"),
        actions=best,
    )


def measure_long_game(spec, repeats: int, tries: int) -> dict:
    from boardgames_desktop import storage
    from boardgames_desktop.ui.app.session import Session

    record = longest_record(spec, tries)
    save_file = storage.SaveFile(players=players_for(spec, record.num_players), record=record)
    saves, loads, opens = [], [], []
    path = None
    for index in range(repeats):
        started = time.perf_counter()
        path = storage.save(save_file, f"long game {spec.id}")
        saves.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        loaded = storage.load(path)
        loaded_at = time.perf_counter()
        session = Session(loaded.save_file)  # what opening it in the window adds: the session's own replay
        opened_at = time.perf_counter()
        session.deleteLater()
        loads.append((loaded_at - started) * 1000)
        opens.append((opened_at - started) * 1000)
    return {
        "actions": len(record.actions),
        "finished": bool(registry_replay(record).is_over),
        "file_kib": round(path.stat().st_size / 1024, 1),
        "save_ms": round(statistics.median(saves), 1),
        "load_ms": round(statistics.median(loads), 1),
        "open_ms": round(statistics.median(opens), 1),
    }


def registry_replay(record):
    from boardgames_desktop.rules import registry

    return registry.replay(record)


# -- memory --------------------------------------------------------------------------------------


def child_rss(game: str) -> None:
    """In a child process: the main window with a seeded game open and a few moves played (with
    game "start": the start screen only, painted); prints the peak resident memory in KiB. The
    window is painted at the end with repaint(), into its own backing store as the bare window's
    first paint, not grab(), which painted a second picture of the whole window (3.2 MiB) that the
    program never makes."""
    from bare_window import peak_rss_kib

    from boardgames_desktop.ui.app.main_window import MainWindow  # first, as the program imports it (ui/__init__.py)
    from boardgames_desktop.rules import registry

    application()
    window = MainWindow()
    window.resize(1180, 760)
    window.show()
    if game == "start":
        wait(200)
        window.repaint()
        print(peak_rss_kib())
        return
    from boardgames_desktop.ui.app.session import Session

    spec = registry.get(game)
    session = Session.new(game, players_for(spec, 4), 7)
    window.start(session)
    chooser = random.Random(7)
    for _ in range(10):
        if session.is_over:
            break
        if session.handover_to is not None:
            session.confirm_handover()
        session.act(chooser.choice(session.legal_actions()))
        wait(20)
    wait(200)
    window.repaint()
    print(peak_rss_kib())


def polled_peak_kib(command: list[str], env: dict) -> int | None:
    """The peak resident memory of a program we cannot ask (a frozen one), read from outside:
    VmHWM in /proc/<pid>/status, polled until the process ends. Linux only."""
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    status = Path(f"/proc/{process.pid}/status")
    peak = None
    while process.poll() is None:
        try:
            for line in status.read_text().splitlines():
                if line.startswith("VmHWM:"):
                    peak = int(line.split()[1])
        except (OSError, ValueError):
            pass
        time.sleep(0.002)
    if process.returncode != 0:
        raise RuntimeError(f"{command[0]} exited {process.returncode}")
    return peak


def measure_frozen_memory(repeats: int, scratch: Path) -> dict | None:
    """The frozen program's --self-test (a whole game of every game, in two languages, and what it
    opens) against the frozen bare window; the self-test runs once, its peak varies little."""
    app, bare = frozen_app(), frozen_bare()
    if app is None or bare is None or not Path("/proc/self/status").exists():
        return None
    env = scratch_env(scratch)
    app_kib = polled_peak_kib([str(app), "--self-test"], env)
    bare_kib = int(statistics.median(polled_peak_kib([str(bare)], env) for _ in range(repeats)))
    return {"self_test_kib": app_kib, "bare_kib": bare_kib, "ratio": round(app_kib / bare_kib, 2)}


def measure_memory(specs, repeats: int, scratch: Path) -> dict | None:
    try:
        import resource  # noqa: F401
    except ImportError:
        return None
    env = scratch_env(scratch)

    def peak(command: list[str]) -> int:
        values = []
        for _ in range(repeats):
            out = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120, check=True).stdout
            values.append(int(out.strip().splitlines()[-1]))
        return int(statistics.median(values))

    bare = peak([sys.executable, str(BARE), "--rss"])
    # The start screen as at every start but the first: its pictures in the cache (ui/picture_cache.py).
    peak([sys.executable, str(Path(__file__).resolve()), "--child-rss", "start"])
    start = peak([sys.executable, str(Path(__file__).resolve()), "--child-rss", "start"])
    games = {}
    for spec in specs:
        kib = peak([sys.executable, str(Path(__file__).resolve()), "--child-rss", spec.id])
        games[spec.id] = {"kib": kib, "ratio": round(kib / bare, 2)}
    start_figure = {"kib": start, "ratio": round(start / bare, 2)}
    return {"bare_kib": bare, "start": start_figure, "games": games, "frozen": measure_frozen_memory(repeats, scratch)}


# -- bundle --------------------------------------------------------------------------------------


def build_bare_bundle() -> Path | None:
    pyinstaller = bin_dir(PACKAGING_VENV) / ("pyinstaller.exe" if os.name == "nt" else "pyinstaller")
    if not pyinstaller.exists():
        return None
    env = dict(os.environ, PYINSTALLER_CONFIG_DIR=str(BUILD / "packaging" / "pyinstaller-cache"))
    subprocess.run(
        [str(pyinstaller), "--noconfirm", "--onedir", "--windowed", "--log-level", "ERROR", "--name", "bare-window",
         "--distpath", str(BARE_BUNDLE / "dist"), "--workpath", str(BARE_BUNDLE / "work"),
         "--specpath", str(BARE_BUNDLE), str(BARE)],
        env=env, check=True,
    )
    return BARE_BUNDLE / "dist" / "bare-window"


def measure_bundle() -> dict | None:
    app = frozen_app()
    bare = build_bare_bundle()
    if app is None or bare is None:
        return None
    app_bytes, bare_bytes = folder_size(app.parent), folder_size(bare)
    return {
        "app_mib": round(app_bytes / 2**20, 1),
        "bare_mib": round(bare_bytes / 2**20, 1),
        "ratio": round(app_bytes / bare_bytes, 2),
    }


# -- report --------------------------------------------------------------------------------------


def machine() -> dict:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import pydantic
    import PySide6

    return {
        "system": f"{platform.system()} {platform.release()}",
        "cpu": cpu,
        "cores": os.cpu_count(),
        "python": platform.python_version(),
        "pyside6": PySide6.__version__,
        "pydantic": pydantic.VERSION,
    }


def verdicts(figures: dict) -> dict:
    found = {}
    startup = figures.get("startup")
    if startup:
        key = "frozen" if "frozen" in startup else "source"
        found["startup_ratio"] = (startup[key]["ratio"], f"start-up / bare window ({key})")
    moves = figures.get("moves") or {}
    card_p95 = [row["p95_ms"] for game, row in moves.items() if game in CARD_GAMES]
    if card_p95:
        found["move_p95_ms"] = (max(card_p95), "move p95, card games (worst)")
    if moves:
        found["move_repaint_ratio"] = (max(row["repaint_ratio"] for row in moves.values()),
                                       "move p95 / repaint p95 (worst)")
    loads = [row["load_ms"] for row in (figures.get("long_game") or {}).values()]
    if loads:
        found["long_game_load_ms"] = (max(loads), "long game load (worst)")
    memory = figures.get("memory")
    if memory and memory.get("frozen"):
        found["memory_ratio"] = (memory["frozen"]["ratio"], "peak RSS / bare (frozen, all games)")
    elif memory:
        found["memory_ratio"] = (max(row["ratio"] for row in memory["games"].values()), "peak RSS / bare (worst)")
    if figures.get("bundle"):
        found["bundle_ratio"] = (figures["bundle"]["ratio"], "bundle / bare bundle")
    return {
        key: {"what": what, "value": value, "target": TARGETS[key], "met": value <= TARGETS[key]}
        for key, (value, what) in found.items()
    }


def print_table(figures: dict) -> None:
    print(f"\nRodinné deskovky benchmarks, {figures['date']}, {figures['machine']['cpu']}, "
          f"{figures['machine']['cores']} cores, {figures['machine']['system']}")
    for kind, row in (figures.get("startup") or {}).items():
        cpu = f"; CPU app {row['app_cpu_ms']:.0f} ms, bare {row['bare_cpu_ms']:.0f} ms, ratio {row['cpu_ratio']:.2f}" \
            if "cpu_ratio" in row else ""
        print(f"start-up ({kind:6}) app {row['app_ms']:7.1f} ms  bare {row['bare_ms']:7.1f} ms  ratio {row['ratio']:.2f}"
              f"  (median of {row['runs']}{cpu})")
    for game, row in (figures.get("moves") or {}).items():
        print(f"moves    {game:15} p50 {row['p50_ms']:6.2f} ms  p95 {row['p95_ms']:6.2f} ms  max {row['max_ms']:6.1f} ms"
              f"  (CPU p50 {row['cpu_p50_ms']:.2f}, p95 {row['cpu_p95_ms']:.2f}; session.act alone p50"
              f" {row['act_p50_ms']:.2f}, p95 {row['act_p95_ms']:.2f}; {row['actions']} actions)")
        print(f"moves    {game:15} repainted with nothing changed p95 {row['repaint_p95_ms']:6.2f} ms"
              f"  move / repaint {row['repaint_ratio']:.2f}  (CPU: repaint p95 {row['repaint_cpu_p95_ms']:.2f} ms,"
              f" move / repaint {row['repaint_cpu_ratio']:.2f}; table.update() alone: CPU p95"
              f" {row['own_area_cpu_p95_ms']:.2f} ms, move / it {row['own_area_cpu_ratio']:.2f})")
    for row in figures.get("engine") or []:
        print(f"engine   {row['game']:15} {row['players']} players  {row['actions_per_second']:9} actions/s"
              f"  {row['ratio']:.2f} x the lean Na prodej of benchmarks/lean_for_sale.py")
    for game, row in (figures.get("long_game") or {}).items():
        print(f"long     {game:15} {row['actions']:5} actions ({'whole game' if row['finished'] else 'unfinished'},"
              f" {row['file_kib']} KiB)  save {row['save_ms']:6.1f} ms  load {row['load_ms']:6.1f} ms"
              f"  open {row['open_ms']:6.1f} ms")
    memory = figures.get("memory")
    if memory:
        start = memory["start"]
        print(f"memory   {'start screen':15} {start['kib'] / 1024:6.1f} MiB  bare {memory['bare_kib'] / 1024:6.1f} MiB"
              f"  ratio {start['ratio']:.2f}")
        for game, row in memory["games"].items():
            print(f"memory   {game:15} {row['kib'] / 1024:6.1f} MiB  bare {memory['bare_kib'] / 1024:6.1f} MiB"
                  f"  ratio {row['ratio']:.2f}")
        frozen = memory.get("frozen")
        if frozen:
            print(f"memory   frozen self test {frozen['self_test_kib'] / 1024:6.1f} MiB"
                  f"  frozen bare {frozen['bare_kib'] / 1024:6.1f} MiB  ratio {frozen['ratio']:.2f}")
    bundle = figures.get("bundle")
    if bundle:
        print(f"bundle   app {bundle['app_mib']:.1f} MiB  bare {bundle['bare_mib']:.1f} MiB  ratio {bundle['ratio']:.2f}")
    for note in figures.get("notes", []):
        print(f"note     {note}")
    print("\ntargets")
    for row in figures["targets"].values():
        print(f"  {row['what']:36} {row['value']:>8}  target <= {row['target']:<5} {'met' if row['met'] else 'MISSED'}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs and samples")
    parser.add_argument("--only", help=f"comma-separated sections: {', '.join(SECTIONS)}")
    parser.add_argument("--json", default=str(HERE / "results.json"), help="where to write the figures")
    parser.add_argument("--games", help="comma-separated game ids to measure (default: every registered game)")
    parser.add_argument("--child-rss", metavar="GAME", help=argparse.SUPPRESS)
    args = parser.parse_args()

    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    scratch = Path(tempfile.mkdtemp(prefix="boardgames-benchmarks-"))
    os.environ["BOARDGAMES_DESKTOP_DATA_DIR"] = str(scratch / "data")
    if args.child_rss:
        child_rss(args.child_rss)
        return 0

    from PySide6.QtCore import QSettings

    from boardgames_desktop.rules import registry

    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(scratch / "settings"))
    sections = args.only.split(",") if args.only else list(SECTIONS)
    unknown = set(sections) - set(SECTIONS)
    if unknown:
        parser.error(f"unknown sections: {', '.join(sorted(unknown))}")
    specs = registry.games()
    if args.games:
        wanted = args.games.split(",")
        unknown = set(wanted) - {spec.id for spec in specs}
        if unknown:
            parser.error(f"unknown games: {', '.join(sorted(unknown))}")
        specs = [spec for spec in specs if spec.id in wanted]
    figures: dict = {"date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"), "machine": machine(), "notes": []}

    if "bundle" in sections:  # first: start-up compares the frozen programs when both exist
        print("bundle: building the bare window with PyInstaller ...", flush=True)
        figures["bundle"] = measure_bundle()
        if figures["bundle"] is None:
            figures["notes"].append("bundle: run `bash packaging/build.sh` first")
    if "startup" in sections:
        print("start-up ...", flush=True)
        figures["startup"] = measure_startup(7 if args.quick else 21, scratch)
    application()
    if "moves" in sections:
        print("moves ...", flush=True)
        figures["moves"] = {spec.id: measure_moves(spec, 60 if args.quick else 200) for spec in specs}
    if "engine" in sections:
        print("engine ...", flush=True)
        figures["engine"] = [measure_engine(spec, 1.0 if args.quick else 3.0) for spec in specs]
    if "long_game" in sections:
        print("long games ...", flush=True)
        figures["long_game"] = {spec.id: measure_long_game(spec, 3 if args.quick else 7, 10 if args.quick else 40)
                                for spec in specs}
    if "memory" in sections:
        print("memory ...", flush=True)
        figures["memory"] = measure_memory(specs, 1 if args.quick else 3, scratch)
        if figures["memory"] is None:
            figures["notes"].append("memory: peak RSS is read with the resource module, not on Windows")
    figures = {key: value for key, value in figures.items() if value is not None}
    figures["targets"] = verdicts(figures)
    print_table(figures)
    Path(args.json).write_text(json.dumps(figures, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"\nfigures written to {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
