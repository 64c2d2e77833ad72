"""dev.py: before `start` opens a window on Linux, the system libraries Qt needs are checked and the
one command that installs the missing ones is named, instead of Qt's bare "could not load xcb"."""

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("dev", ROOT / "dev.py")
dev = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(dev)

ON_A_FRESH_DESKTOP = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}  # what the machine lacked


def finder(missing=frozenset(), asked=None):
    """A fake loader that finds everything but `missing`, noting what it was asked."""
    def found(library):
        if asked is not None:
            asked.append(library)
        return library not in missing
    return found


def test_missing_libraries_are_named_by_their_debian_packages():
    packages = dev.missing_window_packages({}, "linux", finder(ON_A_FRESH_DESKTOP))
    assert packages == ["libxcb-icccm4", "libxcb-keysyms1"]


def test_a_package_is_named_once_whichever_of_its_libraries_is_missing():
    packages = dev.missing_window_packages({}, "linux", finder({"libglib-2.0.so.0", "libgthread-2.0.so.0"}))
    assert packages == ["libglib2.0-0"]


def test_nothing_is_missing_when_everything_is_found():
    asked = []
    assert dev.missing_window_packages({"QT_QPA_PLATFORM": "xcb"}, "linux", finder(asked=asked)) == []
    assert set(asked) == set(dev.QT_XCB_LIBRARIES)


@pytest.mark.parametrize("environ, platform", [
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux"),
    ({"QT_QPA_PLATFORM": "wayland"}, "linux"),
    ({}, "win32"),
    ({}, "darwin"),
])
def test_no_check_off_x11(environ, platform):
    asked = []
    assert dev.missing_window_packages(environ, platform, finder(set(dev.QT_XCB_LIBRARIES), asked)) == []
    assert asked == []


def test_start_stops_with_the_apt_command_before_installing_anything(monkeypatch, capsys):
    monkeypatch.setattr(dev, "missing_window_packages", lambda: ["libxcb-icccm4", "libxcb-keysyms1"])
    monkeypatch.setattr(dev, "ensure_environment", lambda: pytest.fail("set up the environment"))
    monkeypatch.setattr(dev.subprocess, "call", lambda *args, **kwargs: pytest.fail("started the program"))
    assert dev.main(["start"]) == 1
    printed = capsys.readouterr().err
    assert "apt install libxcb-icccm4 libxcb-keysyms1\n" in printed
    assert printed.count("apt install") == 1


def test_the_tests_are_not_held_up_by_missing_window_libraries(monkeypatch):
    monkeypatch.setattr(dev, "missing_window_packages", lambda: pytest.fail("checked for a test run"))
    monkeypatch.setattr(dev, "ensure_environment", lambda: Path(sys.executable))
    ran = []
    monkeypatch.setattr(dev.subprocess, "call", lambda command, **kwargs: ran.append(command) or 0)
    assert dev.main(["test", "-q"]) == 0
    assert dev.main(["test", "-n", "0", "tests/rules"]) == 0
    every_core, one_process = ran
    assert every_core[1:] == ["-m", "pytest", "-o", "console_output_style=count", "-n", "auto", "-q"]
    assert one_process[1:] == ["-m", "pytest", "-o", "console_output_style=count", "-n", "0", "tests/rules"]


def test_the_count_shows_progress_and_leaves_the_closing_line_alone(tmp_path):
    (tmp_path / "test_some.py").write_text("def test_a():\n    pass\n\ndef test_b():\n    pass\n")
    result = subprocess.run([sys.executable, "-m", "pytest", "-o", "console_output_style=count", "-q",
                             "-p", "no:cacheprovider", str(tmp_path)], capture_output=True, text=True, cwd=tmp_path)
    lines = result.stdout.strip().splitlines()
    assert lines[0].endswith("[2/2]")
    assert lines[-1].startswith("2 passed in ")


def test_the_real_loader_tells_a_library_that_exists_from_one_that_does_not():
    if not sys.platform.startswith("linux"):
        pytest.skip("the libraries are Linux ones")
    assert dev.loadable("libc.so.6")
    assert not dev.loadable("libno-such-library-here.so.9")


def _needed(path: Path) -> set[str]:
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=True).stdout
    return {line.split("[", 1)[1].split("]", 1)[0] for line in out.splitlines() if "(NEEDED)" in line}


def test_the_table_covers_every_system_library_the_xcb_plugin_loads():
    qt = Path(__import__("PySide6").__file__).parent / "Qt"
    plugin = qt / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.exists() or shutil.which("readelf") is None:
        pytest.skip("needs PySide6's Linux xcb plugin and readelf")
    needed = set()
    for path in (plugin, *(qt / "lib" / f"libQt6{name}.so.6" for name in ("XcbQpa", "Gui", "Widgets", "DBus", "Core"))):
        needed |= _needed(path)
    bundled = {path.name for path in (qt / "lib").iterdir()}
    runtime = {"libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1", "libdl.so.2", "libpthread.so.0"}
    system = {name for name in needed - bundled - runtime if not name.startswith("ld-linux")}
    assert system <= set(dev.QT_XCB_LIBRARIES), sorted(system - set(dev.QT_XCB_LIBRARIES))
