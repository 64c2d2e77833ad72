"""The start screen: a tile for each game with its rules and its guided first game ("Learn to play",
for a game that has one) below it, and the ways back into a game already begun."""

from PySide6.QtCore import QEvent, QSize, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
)

from ...rules import registry
from .. import game_folders, texts, theme


# The flags of these widgets are set by the style sheet (qproperty-...), and StartScreen is a QFrame,
# which paints a style sheet's background without Qt.WA_StyledBackground: touching PySide6's Qt
# namespace costs 11 ms of the start-up (it builds all its enums at once), more than the rest of
# the start screen together (benchmarks/LOG.md). Windows opened later use it freely.
STYLE = (
    "#StartScreen { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 @start_top, stop:1 @start_bottom); }"
    "#AppTitle { font-size: 30pt; font-weight: 700; color: @title; qproperty-alignment: AlignCenter; }"
    "#AppSubtitle { font-size: 13pt; color: @subtitle; qproperty-alignment: AlignCenter; }"
    "#GameTile { font-size: 13pt; font-weight: 600; background: @tile; border: 2px solid @tile_border;"
    " border-radius: 16px; padding: 10px; color: @tile_text;"
    " qproperty-toolButtonStyle: ToolButtonTextUnderIcon; qproperty-focusPolicy: StrongFocus; }"
    "#GameTile:hover, #GameTile:focus { border-color: @tile_hover_border; background: @tile_hover; }"
    "QPushButton { font-size: 12pt; }"
)
LEARN_STYLE = ("#Learn { font-size: 12pt; font-weight: 600; background: @tile_hover; color: @tile_text;"
               " border: 2px solid @tile_hover_border; border-radius: 6px; }"
               "#Learn:hover, #Learn:focus { background: @tile; }")
TILE = QSize(240, 250)  # at the font size the chrome was designed at; larger words, a larger tile
TEXT_MARGIN = 14  # the style sheet's padding and border, and a little air
ROW = 880  # px the row of tiles may take (a 1024 px window less margins and gaps): more games, narrower tiles
PICTURE_MARGIN = 60  # px of a tile's width beside its picture
WINDOW = QSize(1180, 760)  # the window the tiles were designed for; a larger one has larger tiles
MAX_SCALE = 1.6


def tile_width(count: int) -> int:
    return min(TILE.width(), ROW // max(1, count))


def window_scale(size: QSize) -> float:
    """How much larger the tiles are drawn in a window of `size`: in steps of a tenth (each step's
    pictures are painted once), from 1 up to MAX_SCALE."""
    room = min(size.width() / WINDOW.width(), size.height() / WINDOW.height())
    return min(MAX_SCALE, max(1.0, int(room * 10) / 10))


class GameTile(QToolButton):
    def __init__(self, spec: "registry.GameInfo", width: int = TILE.width(), parent=None):
        super().__init__(parent)
        self.spec = spec  # the catalog's description: id and player counts, not the rules
        self.base_width = width
        self.scale = 1.0  # the window's room (window_scale)
        self.picture_width = 0  # none yet
        self.setObjectName("GameTile")
        # No size policy: fit() fixes its size (and QSizePolicy, named, would cost its enums at start-up).
        # Sized, pictured and worded by the start screen once its style sheet is set (_restyle):
        # polished and measured before that, everything would be done twice at start-up.

    def fit(self, scale: float) -> None:
        """Size the tile for the user's font and for the window's room: `scale` makes the picture
        and the tile larger, a larger font the tile only."""
        picture = round(self.base_width * scale) - PICTURE_MARGIN
        if picture != self.picture_width:
            self.picture_width = picture
            self.setIconSize(QSize(picture, picture * 5 // 6))
            self._show_picture(picture)
        self.scale = scale
        font = max(1.0, theme.pixel_font_ratio())  # the letters' px: a Mac's 13 pt system font is 13 px
        taller = (picture - (self.base_width - PICTURE_MARGIN)) * 5 // 6
        self.setFixedSize(round(self.base_width * max(font, scale)), round(TILE.height() * font) + taller)

    def _show_picture(self, width: int) -> None:
        # Named in the tile's style sheet, the picture's file becomes its icon in Qt's own code:
        # PySide6 does not build QIcon with its enums (8 M instructions) before the first paint.
        path = game_folders.picture_file(self.spec.id, width)
        if path is not None and '"' not in path.as_posix():
            self.setStyleSheet(f'#GameTile {{ qproperty-icon: url("{path.as_posix()}"); }}')
        else:
            from PySide6.QtGui import QIcon

            self.setStyleSheet("")
            self.setIcon(QIcon(game_folders.picture(self.spec.id, width)))

    def retranslate(self) -> None:
        title = texts.game_title(self.spec.id)
        self.setText(f"{self.wrapped(title)}\n{texts.players_range(self.spec.min_players, self.spec.max_players)}")
        self.setToolTip(self.tr("Start a new game of {game}").format(game=title))
        self.setAccessibleName(title)

    def wrapped(self, title: str) -> str:
        """The title broken into lines that fit the tile (a tool button never wraps its text itself);
        an edition ("… – travel edition") always starts its own line."""
        self.ensurePolished()  # the style sheet's font, not the default one
        metrics = self.fontMetrics()
        room = self.width() - 2 * TEXT_MARGIN
        lines = []
        for part in title.replace(" – ", " –\n", 1).split("\n"):
            line = ""
            for word in part.split():
                candidate = f"{line} {word}" if line else word
                if line and metrics.horizontalAdvance(candidate) > room:
                    lines.append(line)
                    candidate = word
                line = candidate
            lines.append(line)
        return "\n".join(lines)


class StartScreen(QFrame):
    new_game = Signal(str)  # game id
    rules = Signal(str)  # game id
    learn = Signal(str)  # game id: its guided first game
    resume = Signal()
    open_saved = Signal()
    watch = Signal()
    hall_of_fame = Signal()

    def __init__(self, parent=None, wait_for_first_paint: bool = False):
        """`wait_for_first_paint`: its menus' entries and F1 wait for complete() (see MainWindow)."""
        super().__init__(parent)
        self._completed = False
        self.setObjectName("StartScreen")
        self._title = QLabel()
        self._title.setObjectName("AppTitle")
        self._subtitle = QLabel()
        self._subtitle.setObjectName("AppSubtitle")

        catalog = registry.catalog()
        self.tiles = [GameTile(game, tile_width(len(catalog))) for game in catalog]
        self.rules_buttons = [QPushButton() for _ in self.tiles]  # under each tile: read before playing
        self.rules_menu = QMenu(self)  # the same, for the Help menu and F1
        # "Learn to play" under the tiles of the games with a tutorial: made by complete(), after the
        # first paint (below the rules buttons, so nothing moves when they come); the Help menu's too.
        self.learn_buttons: dict[str, QPushButton] = {}
        self.learn_menu = QMenu(self)
        self._columns = []
        tiles = QHBoxLayout()
        tiles.addStretch(1)
        for tile, rules in zip(self.tiles, self.rules_buttons):
            game = tile.spec.id
            tile.clicked.connect(lambda checked=False, game=game: self.new_game.emit(game))
            rules.clicked.connect(lambda checked=False, game=game: self.rules.emit(game))
            rules.setMinimumHeight(36)
            column = QVBoxLayout()
            column.setSpacing(6)  # a tile's buttons belong to it; and the whole fits a 1024x600 screen
            column.addWidget(tile)
            column.addWidget(rules)
            column.addStretch(1)  # the tiles stay in line, with or without a tutorial below
            self._columns.append(column)
            tiles.addLayout(column)
        tiles.addStretch(1)

        self.resume_button = QPushButton()
        self.open_button = QPushButton()
        self.new_button = QPushButton()
        self.watch_button = QPushButton()
        self.watch_button.clicked.connect(self.watch)
        self.fame_button = QPushButton()
        self.fame_button.clicked.connect(self.hall_of_fame)
        self.buttons = (self.resume_button, self.open_button, self.new_button, self.watch_button, self.fame_button)
        for button in self.buttons:
            button.setMinimumHeight(44)
            button.setMinimumWidth(150)
        self.resume_button.clicked.connect(self.resume)
        self.open_button.clicked.connect(self.open_saved)
        self.new_menu = QMenu(self)  # its games, as the tiles, for the keyboard
        self.new_button.setMenu(self.new_menu)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in self.buttons:
            buttons.addWidget(button)
        buttons.addStretch(1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 20)  # it fits a 1024x600 laptop's screen, title bar and panel too
        layout.setSpacing(12)
        layout.addWidget(self._title)
        layout.addWidget(self._subtitle)
        layout.addSpacing(12)
        layout.addLayout(tiles)
        layout.addStretch(1)
        layout.addLayout(buttons)
        theme.follow(self, self._restyle)
        self._retranslate()
        if not wait_for_first_paint:
            self.complete()

    def complete(self) -> None:
        """The entries of its menus and F1 (the window's complete(), once the start screen is
        painted; nothing if done)."""
        if self._completed:
            return
        self._completed = True
        from PySide6.QtGui import QAction, QKeySequence

        self._add_learn_buttons()
        for tile in self.tiles:
            game = tile.spec.id
            self.rules_menu.addAction("", lambda game=game: self.rules.emit(game))
            self.new_menu.addAction("", lambda game=game: self.new_game.emit(game))
            if game in self.learn_buttons:
                self.learn_menu.addAction("", lambda game=game: self.learn.emit(game)).setData(game)
        self.rules_key = QAction(self)
        self.rules_key.setShortcuts(QKeySequence.HelpContents)
        self.rules_key.triggered.connect(self.rules_of_chosen_game)
        self.addAction(self.rules_key)
        self._retranslate_menus()

    def _add_learn_buttons(self) -> None:
        """Asked without importing a tutorial, nor the game's rules."""
        from .. import tutorials

        for tile, rules, column in zip(self.tiles, self.rules_buttons, self._columns):
            game = tile.spec.id
            if tutorials.has_tutorial(game):
                learn = self.learn_buttons[game] = QPushButton(objectName="Learn", minimumHeight=36)
                learn.setFixedWidth(tile.width())
                theme.apply(learn, LEARN_STYLE)
                learn.clicked.connect(lambda checked=False, game=game: self.learn.emit(game))
                column.insertWidget(column.count() - 1, learn)
                self.setTabOrder(rules, learn)  # Tab goes from a game's rules to its tutorial
        self._word_learn_buttons()

    def _restyle(self) -> None:
        self.setStyleSheet(theme.style(STYLE))
        self._fit_tiles(self.tiles[0].scale if self.tiles else 1.0)

    def _fit_tiles(self, scale: float) -> None:
        for tile, rules in zip(self.tiles, self.rules_buttons):
            tile.fit(scale)
            tile.retranslate()  # its lines break at its new width and font
            rules.setFixedWidth(tile.width())
            if tile.spec.id in self.learn_buttons:
                self.learn_buttons[tile.spec.id].setFixedWidth(tile.width())

    def resizeEvent(self, event) -> None:
        scale = window_scale(event.size())
        if self.tiles and scale != self.tiles[0].scale:
            self._fit_tiles(scale)
        super().resizeEvent(event)

    def set_can_resume(self, can: bool) -> None:
        self.resume_button.setEnabled(can)

    def rules_of_chosen_game(self) -> None:
        """The rules of the game whose tile (or its rules button) has the focus; else a list of the games."""
        for tile, rules in zip(self.tiles, self.rules_buttons):
            if tile.hasFocus() or rules.hasFocus():
                self.rules.emit(tile.spec.id)
                return
        self.rules_menu.popup(self.mapToGlobal(self.rect().center()))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self._title.setText(self.tr("Family Board Games"))
        self._subtitle.setText(self.tr("Choose a game. One computer, the whole family."))
        self.resume_button.setText(self.tr("&Continue"))
        self.resume_button.setToolTip(self.tr("Continue the game you played last"))
        self.open_button.setText(self.tr("&Open a saved game"))
        self.new_button.setText(self.tr("&New game"))
        self.watch_button.setText(self.tr("&Watch a game"))
        self.watch_button.setToolTip(self.tr("The computer plays every seat: see how a game goes"))
        self.fame_button.setText(self.tr("&Hall of fame"))
        self.fame_button.setToolTip(self.tr("Who wins most: the family's finished games, and their replays"))
        self.rules_menu.setTitle(self.tr("&Rules of a game"))
        for tile, rules in zip(self.tiles, self.rules_buttons):
            tile.retranslate()
            rules.setText(self.tr("Rules"))
            rules.setToolTip(self.tr("Rules of {game}").format(game=texts.game_title(tile.spec.id)))
            rules.setAccessibleName(rules.toolTip())
        self._word_learn_buttons()
        self._retranslate_menus()

    def _word_learn_buttons(self) -> None:
        for game, learn in self.learn_buttons.items():
            learn.setText(self.tr("Learn to play"))
            learn.setToolTip(self.tr("A guided first game of {game}: cards explain each step while you play")
                             .format(game=texts.game_title(game)))
            learn.setAccessibleName(learn.toolTip())
        self.learn_menu.setTitle(self.tr("&Learn to play"))

    def _retranslate_menus(self) -> None:
        for tile, action, rules_action in zip(self.tiles, self.new_menu.actions(), self.rules_menu.actions()):
            title = texts.game_title(tile.spec.id)
            action.setText(title)
            rules_action.setText(title)
        for action in self.learn_menu.actions():
            action.setText(texts.game_title(action.data()))
