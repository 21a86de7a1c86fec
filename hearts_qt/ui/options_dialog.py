"""Game ▸ Options: players and levels, the rules of the next game (``rules_tab.py``,
``rules_house.py``), the table and the language.

The dialog edits a copy: nothing is stored until OK, and Restore Defaults only fills
the fields. Rules never change the game in progress; the rules' tabs say so.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.ai import LEVELS
from hearts_qt.ai.thinking import ThinkingTime
from hearts_qt.cli import ANIMATION_SPEEDS
from hearts_qt.engine import Rules, Seat
from hearts_qt.i18n import language_name, shipped_languages
from hearts_qt.storage import Settings
from hearts_qt.storage.settings import (
    CARD_BACKS,
    DEFAULT_FIXED_HANDS,
    DEFAULT_LEVEL,
    DEFAULT_VOLUME,
    MAX_NAME_LENGTH,
    OPPONENTS,
    VOLUMES,
    default_name,
)
from hearts_qt.ui.appearance import back_name
from hearts_qt.ui.rules_house import HouseRulesTab, select_data
from hearts_qt.ui.rules_tab import RulesTab


def level_name(level: str) -> str:
    """A computer player's level in the player's language."""
    return {
        "easy": QCoreApplication.translate("Level", "Easy"),
        "normal": QCoreApplication.translate("Level", "Normal"),
        "hard": QCoreApplication.translate("Level", "Hard"),
        "expert": QCoreApplication.translate("Level", "Expert"),
    }[level]


class OptionsDialog(QDialog):
    """The options, in five tabs; OK stores them in ``settings``.

    ``current_rules`` are those of the game in progress, if any: the dialog then warns
    when the rules chosen differ from them.
    """

    def __init__(
        self,
        settings: Settings,
        current_rules: Rules | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.current_rules = current_rules
        self.setWindowTitle(self.tr("Options"))
        self.tabs = QTabWidget()
        self.tabs.addTab(self._players_tab(), self.tr("&Players"))
        self.house_tab = HouseRulesTab()
        self.rules_tab = RulesTab(self.house_tab, current_rules)
        self.tabs.addTab(self.rules_tab, self.tr("&Rules"))
        self.tabs.addTab(self.house_tab, self.tr("H&ouse Rules"))
        self.tabs.addTab(self._table_tab(), self.tr("&Table"))
        self.tabs.addTab(self._language_tab(), self.tr("&Language"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.clicked.connect(self._on_clicked)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self._show_settings()

    # -- the tabs of players, the table and the language ---------------------------------

    def _players_tab(self) -> QWidget:
        tab = QWidget()
        grid = QGridLayout(tab)
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Level")), 0, 2)
        self.name_edits: dict[Seat, QLineEdit] = {}
        self.level_boxes: dict[Seat, QComboBox] = {}
        for row, seat in enumerate(Seat, start=1):
            edit = QLineEdit()
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.setPlaceholderText(default_name(seat))
            edit.setClearButtonEnabled(True)
            label = QLabel(_seat_label(seat))
            label.setBuddy(edit)
            grid.addWidget(label, row, 0)
            grid.addWidget(edit, row, 1)
            self.name_edits[seat] = edit
            if seat in OPPONENTS:
                box = QComboBox()
                for level in LEVELS:
                    box.addItem(level_name(level), level)
                grid.addWidget(box, row, 2)
                self.level_boxes[seat] = box
            else:
                grid.addWidget(QLabel(self.tr("You")), row, 2)
        self.thinking_time = QComboBox()
        thinking_texts = {
            ThinkingTime.QUICK: self.tr("Quick"),
            ThinkingTime.NORMAL: self.tr("Normal"),
            ThinkingTime.LONG: self.tr("Long"),
        }
        for thinking in ThinkingTime:
            self.thinking_time.addItem(thinking_texts[thinking], thinking.value)
        self.thinking_time.setToolTip(
            self.tr(
                "How long Hard and Expert think over each decision (Hard a quarter of "
                "Expert's time). It applies from their next decision."
            )
        )
        thinking_label = QLabel(self.tr("Thin&king time of Hard and Expert:"))
        thinking_label.setBuddy(self.thinking_time)
        thinking_row = len(Seat) + 1
        grid.addWidget(thinking_label, thinking_row, 0, 1, 2)
        grid.addWidget(self.thinking_time, thinking_row, 2)
        grid.setRowStretch(thinking_row + 1, 1)
        note = QLabel(self.tr("<i>Names change at once; levels apply from the next new game.</i>"))
        note.setWordWrap(True)
        grid.addWidget(note, thinking_row + 2, 0, 1, 3)
        return tab

    def _table_tab(self) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        self.animation = QComboBox()
        speed_texts = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for speed in ANIMATION_SPEEDS:
            self.animation.addItem(speed_texts[speed], speed)
        self.back = QComboBox()
        for back in CARD_BACKS:
            self.back.addItem(back_name(back), back)
        self.show_legal = QCheckBox(self.tr("Show &playable cards"))
        self.score_after_hand = QCheckBox(
            self.tr("After each &hand, wait and open the score sheet where it hides no seat")
        )
        self.four_colour = QCheckBox(self.tr("&Four-colour deck"))
        self.play_out_decided = QCheckBox(
            self.tr("Pla&y the rest of a hand at once when no points are left")
        )
        form.addRow(self.tr("&Animation speed:"), self.animation)
        form.addRow(self.tr("Card &back:"), self.back)
        form.addRow(self.show_legal)
        form.addRow(self.score_after_hand)
        form.addRow(self.four_colour)
        form.addRow(self.play_out_decided)
        self.check_play = QCheckBox(self.tr("&Check my play after each hand"))
        self.check_play.setToolTip(
            self.tr("The Expert goes over your pass and plays and says where it would differ")
        )
        form.addRow(self.check_play)
        self.sound = QCheckBox(self.tr("Play &sounds"))
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(*VOLUMES)
        self.volume.setPageStep(10)
        self.volume.setAccessibleName(self.tr("Sound volume"))
        self.volume_label = QLabel()
        self.volume.valueChanged.connect(self._show_volume)
        self.sound.toggled.connect(self.volume.setEnabled)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_label)
        form.addRow(self.sound)
        volume_name = QLabel(self.tr("Sound &volume:"))
        volume_name.setBuddy(self.volume)  # a row of two widgets: Alt+V needs a buddy
        form.addRow(volume_name, volume_row)
        return tab

    def _language_tab(self) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        self.language = QComboBox()
        self.language.addItem(self.tr("System"), "")
        for code in shipped_languages():
            self.language.addItem(language_name(code), code)
        form.addRow(self.tr("&Language:"), self.language)
        note = QLabel(self.tr("<i>A new language applies when Hearts is started again.</i>"))
        note.setWordWrap(True)
        form.addRow(note)
        return tab

    def _show_volume(self, value: int) -> None:
        self.volume_label.setText(self.tr("{0} %").format(value))

    # -- between the fields and the settings ----------------------------------------------

    def rules(self) -> Rules:
        """The rules the fields show now."""
        return self.rules_tab.rules()

    def _show_settings(self) -> None:
        s = self.settings
        for seat, edit in self.name_edits.items():
            name = s.name(seat)
            edit.setText("" if name == default_name(seat) else name)
        for seat, box in self.level_boxes.items():
            select_data(box, s.level(seat))
        select_data(self.thinking_time, s.thinking_time().value)
        self.rules_tab.show_rules(s.rules(), s.fixed_hands())
        select_data(self.animation, s.animation())
        select_data(self.back, s.back())
        self.show_legal.setChecked(s.show_legal())
        self.score_after_hand.setChecked(s.score_after_hand())
        self.play_out_decided.setChecked(s.play_out_decided())
        self.check_play.setChecked(s.check_play())
        self.four_colour.setChecked(s.four_colour())
        self.sound.setChecked(s.sound())
        self.volume.setValue(s.volume())
        self.volume.setEnabled(s.sound())
        self._show_volume(self.volume.value())
        select_data(self.language, s.language())

    def restore_defaults(self) -> None:
        """Fill every field with its default; nothing is stored until OK."""
        for edit in self.name_edits.values():
            edit.clear()
        for box in self.level_boxes.values():
            select_data(box, DEFAULT_LEVEL)
        select_data(self.thinking_time, ThinkingTime.NORMAL.value)
        self.rules_tab.show_rules(Rules(), DEFAULT_FIXED_HANDS)
        select_data(self.animation, "normal")
        select_data(self.back, "blue")
        self.show_legal.setChecked(True)
        self.score_after_hand.setChecked(True)
        self.play_out_decided.setChecked(True)
        self.check_play.setChecked(False)
        self.four_colour.setChecked(False)
        self.sound.setChecked(True)
        self.volume.setValue(DEFAULT_VOLUME)
        select_data(self.language, "")

    def apply(self) -> None:
        """Store every field in the settings."""
        s = self.settings
        for seat, edit in self.name_edits.items():
            s.set_name(seat, edit.text())
        for seat, box in self.level_boxes.items():
            s.set_level(seat, str(box.currentData()))
        s.set_thinking_time(ThinkingTime(self.thinking_time.currentData()))
        s.set_rules(self.rules())
        s.set_animation(str(self.animation.currentData()))
        s.set_back(str(self.back.currentData()))
        s.set_show_legal(self.show_legal.isChecked())
        s.set_score_after_hand(self.score_after_hand.isChecked())
        s.set_play_out_decided(self.play_out_decided.isChecked())
        s.set_check_play(self.check_play.isChecked())
        s.set_four_colour(self.four_colour.isChecked())
        s.set_sound(self.sound.isChecked())
        s.set_volume(self.volume.value())
        s.set_language(str(self.language.currentData()))
        s.sync()

    def accept(self) -> None:
        self.apply()
        super().accept()

    def _on_clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.buttonRole(button)
        if role is QDialogButtonBox.ButtonRole.ResetRole:
            self.restore_defaults()


def _seat_label(seat: Seat) -> str:
    return (
        QCoreApplication.translate("OptionsDialog", "&South:"),
        QCoreApplication.translate("OptionsDialog", "&West:"),
        QCoreApplication.translate("OptionsDialog", "&North:"),
        QCoreApplication.translate("OptionsDialog", "&East:"),
    )[seat]
