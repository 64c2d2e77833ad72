"""The desktop front end: PySide6 widgets over the rules package.

Two things here keep what importing the front end leaves in memory small.

pydantic imports `secrets`, which through `hmac` and `hashlib` loads OpenSSL's libcrypto (3.5 MB
resident) for nothing the program uses; without `_hashlib`, `hashlib` uses Python's own digests.

On import, PySide6 replaces `__import__` and asks of every Python module imported after it whether
its source mentions PySide6 (for its `__feature__` switches), reading the source through
`inspect.getsource`. That keeps the source of each such module in `linecache`: about 10 MB of
lines with a game open, a tenth of the program's memory. `_uses_pyside` answers the same question
from the file without keeping it. (If PySide6 ever drops or renames the check, nothing is replaced.)
"""

import sys

if "_hashlib" not in sys.modules:
    sys.modules["_hashlib"] = None  # `import _hashlib` fails, so hashlib and hmac take the built-in digests

import PySide6  # noqa: F401  (installs the import check replaced below)


def _uses_pyside(module) -> bool:
    # Python source only, as `inspect.getsource` has it: an extension module's file (QtCore's, 4 MB)
    # is not read, which cost 30-50 ms of the start-up; bytes, not decoded.
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False
    try:
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return False


_feature = sys.modules.get("PySide6.support.feature")
if callable(getattr(_feature, "_mod_uses_pyside", None)):
    _feature._mod_uses_pyside = _uses_pyside
