"""A write that fails or is cut off at any step leaves the previous save loadable, and no temp file."""

import errno
import os

import pytest
from saved_games import make_save

from boardgames_desktop import storage
from boardgames_desktop.storage import files


class Crash(BaseException):
    """The program stopped mid-write, as by KeyboardInterrupt: no `except Exception` catches it."""


def leftovers():
    return [path.name for path in storage.saves_dir().iterdir() if path.suffix not in (".json", ".bak")]


@pytest.fixture
def saved_twice():
    """hra.json holds label "two", its .bak label "one"."""
    storage.save(make_save(label="one"), "hra")
    return storage.save(make_save(label="two"), "hra")


def failing_on_call(number, error, original):
    calls = []

    def replacement(*args, **kwargs):
        calls.append(args)
        if len(calls) == number:
            raise error
        return original(*args, **kwargs)

    return replacement


@pytest.mark.parametrize("failing", [1, 2], ids=["replacing the bak", "replacing the save"])
def test_a_failed_replace_keeps_the_previous_save(saved_twice, monkeypatch, failing):
    before = saved_twice.read_bytes()
    error = OSError(errno.EACCES, "denied")
    monkeypatch.setattr(os, "replace", failing_on_call(failing, error, os.replace))

    with pytest.raises(storage.SaveError) as caught:
        storage.save(make_save(label="three"), "hra")

    assert caught.value.code == "io_error"
    assert caught.value.detail == {"errno": "EACCES"}
    assert saved_twice.read_bytes() == before
    assert storage.load(saved_twice).save_file.label == "two"
    assert leftovers() == []


def held_open(times, original):
    """os.replace as Windows does it while another program (an antivirus, the search indexer) has the
    file open: "access denied", `times` times."""
    refusals = []

    def replacement(source, target):
        if len(refusals) < times:
            refusals.append(target)
            raise OSError(errno.EACCES, "Access is denied")
        return original(source, target)

    replacement.refusals = refusals
    return replacement


def test_on_windows_a_save_held_open_for_a_moment_is_replaced_once_it_is_let_go(saved_twice, monkeypatch):
    monkeypatch.setattr(files, "WINDOWS", True)
    monkeypatch.setattr(files, "REPLACE_RETRY_PAUSES", (0, 0, 0, 0))
    replace = held_open(3, os.replace)
    monkeypatch.setattr(os, "replace", replace)

    storage.save(make_save(label="three"), "hra")

    assert len(replace.refusals) == 3
    assert storage.load(saved_twice).save_file.label == "three"
    assert storage.load(files.backup_path(saved_twice)).save_file.label == "two"
    assert leftovers() == []


def test_on_windows_a_save_held_open_for_good_fails_and_stays_as_it_was(saved_twice, monkeypatch):
    monkeypatch.setattr(files, "WINDOWS", True)
    monkeypatch.setattr(files, "REPLACE_RETRY_PAUSES", (0, 0, 0, 0))
    before = saved_twice.read_bytes()
    monkeypatch.setattr(os, "replace", held_open(1000, os.replace))

    with pytest.raises(storage.SaveError) as caught:
        storage.save(make_save(label="three"), "hra")

    assert caught.value.detail == {"errno": "EACCES"}
    assert saved_twice.read_bytes() == before
    assert leftovers() == []


def test_a_failed_fsync_keeps_the_previous_save(saved_twice, monkeypatch):
    monkeypatch.setattr(os, "fsync", failing_on_call(1, OSError(errno.ENOSPC, "disk full"), os.fsync))

    with pytest.raises(storage.SaveError) as caught:
        storage.save(make_save(label="three"), "hra")

    assert caught.value.detail == {"errno": "ENOSPC"}
    assert storage.load(saved_twice).save_file.label == "two"
    assert leftovers() == []


def no_hard_links(*args, **kwargs):
    raise OSError(errno.EPERM, "a file system without hard links")


# On POSIX, five steps where the old save becomes the .bak by a hard link (replace the .bak, fsync
# the folder, then fsync the save's temp file, replace the save, fsync the folder), six where it is
# copied (fsync the .bak's temp file first). Windows has no folder fsync: the last steps never come.
@pytest.mark.parametrize("links, step", [(True, step) for step in range(1, 6)] + [(False, step) for step in range(1, 7)])
def test_a_crash_at_any_step_leaves_a_loadable_save_or_bak(saved_twice, monkeypatch, links, step):
    if not links:
        monkeypatch.setattr(os, "link", no_hard_links)
    calls = []

    def crashing_at_step(original):
        def replacement(*args, **kwargs):
            calls.append(original.__name__)
            if len(calls) == step:
                raise Crash()
            return original(*args, **kwargs)

        return replacement

    with monkeypatch.context() as patched:
        patched.setattr(os, "fsync", crashing_at_step(os.fsync))
        patched.setattr(os, "replace", crashing_at_step(os.replace))
        try:
            storage.save(make_save(label="three"), "hra")
        except Crash:
            pass

    assert len(calls) >= step or os.name == "nt"
    assert storage.load(saved_twice).save_file.label in ("two", "three")
    assert storage.load(storage.backup_path(saved_twice)).save_file.label in ("one", "two")
    assert leftovers() == []


def test_the_first_save_failing_leaves_nothing(monkeypatch):
    monkeypatch.setattr(os, "replace", failing_on_call(1, OSError(errno.EIO, "io"), os.replace))

    with pytest.raises(storage.SaveError):
        storage.save(make_save(), "nová")

    assert os.listdir(storage.saves_dir()) == []


def test_without_hard_links_the_old_save_is_copied_to_the_bak(saved_twice, monkeypatch):
    monkeypatch.setattr(os, "link", no_hard_links)
    before = saved_twice.read_bytes()

    storage.save(make_save(label="three"), "hra")

    assert storage.backup_path(saved_twice).read_bytes() == before
    assert storage.load(saved_twice).save_file.label == "three"
    assert leftovers() == []


def test_the_bak_is_the_old_save_itself_not_a_copy(saved_twice):
    old = os.stat(saved_twice)

    storage.save(make_save(label="three"), "hra")

    assert os.stat(storage.backup_path(saved_twice)).st_ino == old.st_ino
    assert storage.load(storage.backup_path(saved_twice)).save_file.label == "two"
    assert leftovers() == []


def test_autosaves_failing_again_and_again_on_a_full_disk_leave_no_temporary_link(monkeypatch):
    """After a failed write the backup is the save itself under a second name; linking it again
    must not leave the new link behind (renaming a name onto another of the same file does nothing)."""
    path = storage.autosave(make_save(moves=4))

    def full(handle):
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patched:
        patched.setattr(os, "fsync", full)
        for moves in range(5, 10):
            with pytest.raises(storage.SaveError):
                storage.autosave(make_save(moves=moves))

    assert sorted(item.name for item in path.parent.iterdir()) == sorted([path.name, path.name + ".bak"])
    assert len(storage.load(path).save_file.record.actions) == 4
    storage.autosave(make_save(moves=10))
    assert len(storage.load(path).save_file.record.actions) == 10
    assert len(storage.load(storage.backup_path(path)).save_file.record.actions) == 4
