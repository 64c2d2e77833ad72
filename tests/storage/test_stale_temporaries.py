"""A write killed half-way leaves its temporary file; the next start removes the stale ones of
this program, and nothing else."""

import json
import os
import subprocess
import sys
import time

from saved_games import make_save

from boardgames_desktop import storage
from boardgames_desktop.storage import files

OLD = time.time() - files.STALE_AFTER_SECONDS - 60

# A child that saves "hra" over and over and is killed (os._exit, as by a power cut or `kill -9`)
# in its second save, after the temporary file is written and before it is renamed into place.
KILLED_MID_SAVE = """
import os, sys
sys.path.insert(0, {tests!r})
from saved_games import make_save
from boardgames_desktop import storage
storage.save(make_save(label="one"), "hra")
replace = os.replace
def killed(source, target):
    if str(target).endswith("hra.json"):
        os._exit(9)
    replace(source, target)
os.replace = killed
storage.save(make_save(label="two"), "hra")
"""


def temporaries(folder):
    return sorted(path.name for path in folder.iterdir() if path.name.endswith(".tmp"))


def test_a_killed_save_leaves_a_temporary_of_ours_that_a_later_start_removes(data_dir):
    tests = os.path.dirname(__file__)
    env = dict(os.environ, **{storage.DATA_DIR_VARIABLE: str(data_dir)})
    child = subprocess.run([sys.executable, "-c", KILLED_MID_SAVE.format(tests=tests)], env=env, timeout=60)
    assert child.returncode == 9
    saves = storage.saves_dir()
    left = temporaries(saves)
    assert len(left) == 1 and left[0].startswith(".hra.json.")
    assert storage.load(saves / "hra.json").save_file.label == "one"  # the save itself is whole

    assert storage.remove_stale_temporaries() == 0  # young: it could be another copy writing now
    os.utime(saves / left[0], (OLD, OLD))
    assert storage.remove_stale_temporaries() == 1
    assert temporaries(saves) == []
    assert storage.load(saves / "hra.json").save_file.label == "one"


def test_only_stale_regular_files_of_our_naming_are_removed(data_dir):
    storage.autosave(make_save())
    storage.save(make_save(), "hra")
    for folder in (storage.saves_dir(), storage.saves_dir() / "autosave"):
        stale = [".hra.json.k2x_9qzp.tmp", ".a1b2c3d4.tmp"]  # this version's naming, and earlier versions'
        kept = [".hra.json.young123.tmp", "notes.tmp", ".notes.tmp", ".hra.json.tmp", "hra.json.abcd1234.tmp"]
        for name in stale + kept:
            (folder / name).write_text("{")
        (folder / ".qwertyui.tmp").mkdir()  # a folder of that name is not ours to delete
        (folder / ".zxcvbnm1.tmp").symlink_to(folder.parent)
        for name in [*stale, *kept[1:], ".qwertyui.tmp", ".zxcvbnm1.tmp"]:
            os.utime(folder / name, (OLD, OLD), follow_symlinks=False)
        before = {path.name for path in folder.iterdir()}

        assert files.remove_stale_temporaries(folder) == 2
        assert {path.name for path in folder.iterdir()} == before - set(stale)


def test_a_folder_not_there_yet_is_nothing_to_tidy(data_dir):
    assert storage.remove_stale_temporaries() == 0
    assert not storage.saves_dir().exists()


def test_the_program_tidies_at_start(data_dir, tmp_path):
    saves = storage.save(make_save(), "hra").parent
    pictures = data_dir / "cache" / "pictures"
    pictures.mkdir(parents=True)
    for folder in (saves, pictures):
        (folder / ".hra.json.k2x_9qzp.tmp").write_text("{")
        os.utime(folder / ".hra.json.k2x_9qzp.tmp", (OLD, OLD))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               **{storage.DATA_DIR_VARIABLE: str(data_dir)})
    # The program as started, quitting once the moment after its first paint (ui/app/launch.when_shown) is over.
    start = ("import sys; from boardgames_desktop import error_log; error_log.configure(); "
             "from PySide6.QtWidgets import QApplication; from boardgames_desktop.ui.app import launch as app; "
             "shown = app.when_shown; app.when_shown = lambda window: (shown(window), QApplication.quit()); "
             "sys.exit(app.main(['boardgames-desktop', '--lang', 'cs']))")
    subprocess.run([sys.executable, "-c", start], env=env, timeout=120, check=True, capture_output=True)
    assert temporaries(saves) == [] and temporaries(pictures) == []
    assert json.loads((saves / "hra.json").read_text(encoding="utf-8"))["format"] == storage.FORMAT
