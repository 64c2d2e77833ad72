"""The memory patches (ui/memory_patches.py) reach into what PySide6, Python and the C library do not
promise to keep: each test here fails when an update breaks one (the thing patched is gone) or
makes it pointless (it no longer changes anything), so that nobody ships a dead patch or a lost
10 MB unknowingly."""

import linecache
import subprocess
import sys
import textwrap

import pytest

import boardgames_desktop.ui  # noqa: F401  (installs the patches)
from boardgames_desktop.ui import memory_patches, theme
from boardgames_desktop.rules import core

LINUX = sys.platform.startswith("linux")


def test_pyside_still_has_the_import_check_we_replace():
    import PySide6.support.feature as feature

    assert hasattr(feature, memory_patches.FEATURE_CHECK), (
        f"PySide6 {__import__('PySide6').__version__} has no {memory_patches.FEATURE_MODULE}."
        f"{memory_patches.FEATURE_CHECK}: see what its import check does now, then fix or drop the patch")
    assert getattr(feature, memory_patches.FEATURE_CHECK) is memory_patches._uses_pyside
    assert memory_patches.replaced is not None


def test_pyside_s_own_check_keeps_a_module_s_source_and_ours_does_not(tmp_path, monkeypatch):
    module = tmp_path / "mentions_qt.py"
    module.write_text("# PySide6\nVALUE = 1\n" + "# a line\n" * 200, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    import mentions_qt

    linecache.checkcache()
    linecache.cache.pop(str(module), None)
    assert memory_patches._uses_pyside(mentions_qt) is True
    assert str(module) not in linecache.cache

    assert memory_patches.replaced(mentions_qt), "PySide6's own check no longer sees PySide6 in a module's source"
    assert str(module) in linecache.cache, (
        "PySide6's own check no longer keeps the source in linecache: the patch may be pointless now")


def test_our_check_reads_python_sources_only(monkeypatch):
    import PySide6.QtCore

    opened = []
    monkeypatch.setattr(memory_patches, "open", lambda path, *args: opened.append(path) or open(path, *args),
                        raising=False)
    assert memory_patches._uses_pyside(theme) is True
    assert memory_patches._uses_pyside(core) is False
    assert memory_patches._uses_pyside(PySide6.QtCore) is False  # an extension module of megabytes
    assert opened == [theme.__file__, core.__file__]


def _libraries_after(code: str) -> str:
    script = textwrap.dedent(code) + "\nprint(open('/proc/self/maps').read())\n"
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout


@pytest.mark.skipif(not LINUX, reason="reads /proc/self/maps")
def test_without_hashlib_no_libcrypto_is_loaded_and_digests_still_work():
    patched = _libraries_after(
        "import boardgames_desktop.ui, boardgames_desktop.storage, hashlib; assert hashlib.sha256(b'x').digest()")
    assert "libcrypto" not in patched
    plain = _libraries_after("import boardgames_desktop.storage")  # its pydantic models, as the program's
    assert "libcrypto" in plain, "the saves' pydantic no longer loads OpenSSL: blocking _hashlib may be pointless now"


@pytest.mark.skipif(not LINUX, reason="glibc's mallopt")
def test_glibc_takes_the_mmap_threshold():
    memory_patches.keep_large_blocks_mapped.cache_clear()
    assert memory_patches.keep_large_blocks_mapped() is True


@pytest.mark.skipif(not LINUX, reason="glibc's malloc_trim")
def test_glibc_gives_back_freed_memory():
    assert memory_patches.give_back_freed_memory() is True
