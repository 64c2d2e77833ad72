"""The interface language: Czech, Slovak or English, switchable while the program runs.

Sources are English. The shell's words are in i18n/boardgames_<language>.ts, each game's in its
own folder, ui/games/<id>/i18n/<id>_<language>.ts (i18n/update.py makes them); each is compiled to
a .qm file kept beside it, and all of them are loaded, one QTranslator each. Installing a translator sends QEvent.LanguageChange to every widget, and each screen
re-reads its texts in `changeEvent`.
"""

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from .paths import translations_dir

LANGUAGES = ("cs", "sk", "en")
_LOCALES = {"cs": QLocale(QLocale.Czech, QLocale.CzechRepublic),
            "sk": QLocale(QLocale.Slovak, QLocale.Slovakia),
            "en": QLocale(QLocale.English, QLocale.UnitedKingdom)}

# Qt words its standard buttons in the context QPlatformTheme, and its own Slovak translation
# (qtbase_sk.qm) leaves them in English; our .ts files carry them, consulted when Qt's have none.
STANDARD_BUTTONS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
)

# Qt's own Czech translation of its file dialog is older than Qt 6 and misses the two labels that
# gained a mnemonic; its Slovak one misses them too. Our .ts files carry them.
FILE_DIALOG = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)

_current = "en"
_translators: list[QTranslator] = []


def system_language() -> str:
    name = QLocale.system().name()[:2]
    return name if name in LANGUAGES else "en"


def current() -> str:
    return _current


def locale() -> QLocale:
    return _LOCALES[_current]


def translation_files(language: str) -> list[Path]:
    """Ours, the shell's and every game's of the catalog, then Qt's own (qtbase)."""
    from ..rules import registry

    games = [registry.folder(game.id, f"ui/games/{game.id}/i18n") / f"{game.id}_{language}.qm"
             for game in registry.catalog()]
    return [translations_dir() / f"boardgames_{language}.qm", *games,
            Path(QLibraryInfo.path(QLibraryInfo.TranslationsPath)) / f"qtbase_{language}.qm"]


def set_language(language: str) -> None:
    """Install the translators for `language` (cs, sk or en) on the running application: ours,
    and Qt's own for the words of standard buttons and dialogs (Yes, No, Cancel, Close)."""
    global _current
    app = QCoreApplication.instance()
    while _translators:
        app.removeTranslator(_translators.pop())
    if language != "en":
        for file in translation_files(language):
            translator = QTranslator(app)
            if translator.load(str(file)):
                app.installTranslator(translator)
                _translators.append(translator)
    _current = language if language in LANGUAGES else "en"
    QLocale.setDefault(_LOCALES[_current])
    # Qt only posts LanguageChange; tell every window now, so the switch is complete on return
    # (numbers and dates follow the language even where no translator changed).
    for window in QApplication.topLevelWidgets():
        QCoreApplication.sendEvent(window, QEvent(QEvent.LanguageChange))
