"""The interface language: Czech, Slovak or English, switchable while the program runs.

Sources are English; i18n/boardgames_cs.ts and boardgames_sk.ts are compiled to .qm files kept
beside them. Installing a translator sends QEvent.LanguageChange to every widget, and each screen
re-reads its texts in `changeEvent`.
"""

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QTranslator

from .paths import translations_dir

LANGUAGES = ("cs", "sk", "en")
_LOCALES = {"cs": QLocale(QLocale.Czech, QLocale.CzechRepublic),
            "sk": QLocale(QLocale.Slovak, QLocale.Slovakia),
            "en": QLocale(QLocale.English, QLocale.UnitedKingdom)}

_current = "en"
_translator: QTranslator | None = None


def system_language() -> str:
    name = QLocale.system().name()[:2]
    return name if name in LANGUAGES else "en"


def current() -> str:
    return _current


def locale() -> QLocale:
    return _LOCALES[_current]


def set_language(language: str) -> None:
    """Install the translator for `language` (cs, sk or en) on the running application."""
    global _current, _translator
    app = QCoreApplication.instance()
    if _translator is not None:
        app.removeTranslator(_translator)
        _translator = None
    if language != "en":
        translator = QTranslator(app)
        if translator.load(str(translations_dir() / f"boardgames_{language}.qm")):
            app.installTranslator(translator)
            _translator = translator
    _current = language if language in LANGUAGES else "en"
    QLocale.setDefault(_LOCALES[_current])
    # Numbers and dates follow the language too, even where no translator changed.
    QCoreApplication.sendEvent(app, QEvent(QEvent.LanguageChange))
