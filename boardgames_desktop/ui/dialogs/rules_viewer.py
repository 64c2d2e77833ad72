"""The rules of a game, in the interface language, in a window of their own.

The texts are plain HTML files written by the project, one per game and language, in the game's
folder: `ui/games/<game id>/rules/<language>.html` (for example `ui/games/for_sale/rules/cs.html`,
under the root package of the game's catalog line: rules/registry.py). They use only what
QTextBrowser renders well (headings, paragraphs, lists, bordered tables); the look (colours,
spacing) is added here from the window's palette, so the files carry no CSS and dark themes work.

If a game has no text in the current language, the English one is shown with a short notice; if
it has none at all, a friendly message. The dialog re-reads its text when the language changes.
"""

from html import escape

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout, QWidget

from .. import i18n, theme
from ..rules_pages import read_rules, rules_path  # noqa: F401 (rules_path: where the tests find the files)
from ..window_size import open_at


def _mix(a: QColor, b: QColor, share_of_b: float) -> str:
    """The colour `share_of_b` of the way from a to b, as #rrggbb."""
    return QColor.fromRgbF(
        *(x + (y - x) * share_of_b for x, y in zip(a.getRgbF()[:3], b.getRgbF()[:3]))
    ).name()


def _style_sheet(palette: QPalette) -> str:
    """Calm colours that follow the palette, so a dark theme gets light headings on dark paper."""
    text = palette.color(QPalette.ColorRole.Text)
    paper = palette.color(QPalette.ColorRole.Base)
    dark = paper.lightnessF() < 0.5
    accent = QColor(theme.COLOURS["rules_heading"][dark])
    warm = QColor(theme.COLOURS["rules_example"][dark])
    muted = _mix(text, paper, 0.45)
    return f"""
        h1 {{ font-size: xx-large; margin-top: 0px; margin-bottom: 0px; }}
        h2 {{ font-size: x-large; color: {accent.name()}; margin-top: 22px; margin-bottom: 6px; }}
        h3 {{ font-size: large; margin-top: 14px; margin-bottom: 4px; }}
        p {{ margin-top: 4px; margin-bottom: 8px; }}
        li {{ margin-bottom: 4px; }}
        ul {{ margin-top: 4px; margin-bottom: 8px; }}
        table {{ margin-top: 6px; margin-bottom: 10px; border-color: {muted}; }}
        th {{ background-color: {_mix(paper, accent, 0.12)}; }}
        .alt {{ color: {muted}; font-weight: normal; }}
        p.subtitle {{ color: {muted}; margin-bottom: 4px; }}
        table.example {{ background-color: {_mix(paper, warm, 0.22 if dark else 0.6)}; }}
    """


class RulesDialog(QDialog):
    """The rules of one game, opened at the top or at the section `anchor` (a heading's id). Close
    with the button or Esc."""

    def __init__(self, game_id: str, parent: QWidget | None = None, anchor: str | None = None):
        super().__init__(parent)
        self.game_id = game_id
        self.anchor = anchor
        self.shown_language: str | None = None  # the language of the text on screen; None if none

        self.notice = QLabel(self)
        self.notice.setWordWrap(True)
        self.notice.hide()

        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(18)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.buttons)

        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        open_at(self, QSize(720, 640))
        self.reload()
        self.browser.setFocus()
        if anchor:
            self.scroll_to(anchor)

    def scroll_to(self, anchor: str) -> None:
        """The section `anchor` at the top of the text (as far as the text goes), once laid out."""
        self.anchor = anchor
        self.browser.scrollToAnchor(anchor)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.anchor:  # the browser's size is known only now: scroll again with it
            self.browser.scrollToAnchor(self.anchor)

    def reload(self) -> None:
        """Show the rules in the current language (or the fallback) and word the window anew."""
        document = self.browser.document()
        document.setDefaultStyleSheet(_style_sheet(self.palette()))
        font = self.font()
        font.setPointSizeF(max(font.pointSizeF() * 1.15, 11.0))  # easy to read for grandparents too
        document.setDefaultFont(font)
        wanted = i18n.current()
        found = read_rules(self.game_id, wanted)
        if found is None:
            self.shown_language = None
            self.browser.setHtml(
                "<h2>{}</h2><p>{}</p>".format(
                    escape(self.tr("No rules yet")),
                    escape(self.tr("Sorry, the rules of this game are not available yet.")),
                )
            )
        else:
            html, self.shown_language = found
            self.browser.setHtml(html)
        self.notice.setVisible(found is not None and self.shown_language != wanted)
        self.notice.setText(
            self.tr("These rules are not yet available in your language, so they are shown in English.")
        )
        title = self.browser.documentTitle() if found is not None else ""
        self.setWindowTitle(self.tr("Rules: {game}").format(game=title) if title else self.tr("Rules"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.reload()
            if self.anchor:
                self.browser.scrollToAnchor(self.anchor)
        elif event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange):  # the scheme's, the user's
            self._restyle()
        super().changeEvent(event)

    def _restyle(self) -> None:
        """New colours or a new font size, same place in the text."""
        scroll = self.browser.verticalScrollBar()
        position = scroll.value()
        self.reload()
        scroll.setValue(position)
