"""Game ▸ Options: players and levels, the rules of the next game, and the table.

The dialog edits a copy: nothing is stored until OK, and Restore Defaults only fills
the fields. Rules never change the game in progress; the Rules tab says so, and says it
louder when the chosen rules differ from the game being played.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSlider,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.ai import LEVELS
from hearts_qt.ai.thinking import ThinkingTime
from hearts_qt.cli import ANIMATION_SPEEDS
from hearts_qt.engine import MoonScoring, Rules, Seat
from hearts_qt.i18n import language_name, shipped_languages
from hearts_qt.storage import Settings
from hearts_qt.storage.settings import (
    CARD_BACKS,
    DEFAULT_FIXED_HANDS,
    DEFAULT_LEVEL,
    DEFAULT_VOLUME,
    FIXED_HANDS,
    JACK_VALUES,
    MAX_NAME_LENGTH,
    OPPONENTS,
    TARGET_SCORES,
    VOLUMES,
    default_name,
)
from hearts_qt.ui.appearance import back_name


def level_name(level: str) -> str:
    """A computer player's level in the player's language."""
    return {
        "easy": QCoreApplication.translate("Level", "Easy"),
        "normal": QCoreApplication.translate("Level", "Normal"),
        "hard": QCoreApplication.translate("Level", "Hard"),
        "expert": QCoreApplication.translate("Level", "Expert"),
    }[level]


class OptionsDialog(QDialog):
    """The options, in four tabs; OK stores them in ``settings``.

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
        self.tabs.addTab(self._rules_tab(), self.tr("&Rules"))
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

    # -- the four tabs --------------------------------------------------------------------

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

    def _rules_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        end = QGroupBox(self.tr("End of the game"))
        end_grid = QGridLayout(end)
        self.to_score = QRadioButton(self.tr("Play to a &score of"))
        self.to_hands = QRadioButton(self.tr("Play a fixed number of &hands"))
        self._end_group = QButtonGroup(self)
        self._end_group.addButton(self.to_score)
        self._end_group.addButton(self.to_hands)
        self.target_score = QSpinBox()
        self.target_score.setRange(*TARGET_SCORES)
        self.target_score.setSingleStep(10)
        self.target_score.setSuffix(self.tr(" points"))
        self.fixed_hands = QComboBox()
        for hands in range(FIXED_HANDS[0], 53, 4):
            self.fixed_hands.addItem(self.tr("%n hand(s)", None, hands), hands)
        end_grid.addWidget(self.to_score, 0, 0)
        end_grid.addWidget(self.target_score, 0, 1)
        end_grid.addWidget(self.to_hands, 1, 0)
        end_grid.addWidget(self.fixed_hands, 1, 1)
        layout.addWidget(end)

        play = QGroupBox(self.tr("Playing and scoring"))
        form = QFormLayout(play)
        self.queen_breaks_hearts = QCheckBox(self.tr("The &Q♠ breaks hearts"))
        self.points_on_first_trick = QCheckBox(self.tr("Points may be played on the &first trick"))
        self.shoot_the_sun = QCheckBox(self.tr("Shoot the s&un (take every trick)"))
        self.jack_of_diamonds = QComboBox()
        jack_texts = {
            0: self.tr("Off"),
            -10: self.tr("−10 points"),
            -11: self.tr("−11 points"),
            11: self.tr("+11 points"),
        }
        for value in JACK_VALUES:
            self.jack_of_diamonds.addItem(jack_texts[value], value)
        self.moon_scoring = QComboBox()
        self.moon_scoring.addItem(self.tr("The others score 26"), MoonScoring.OTHERS_PLUS.value)
        self.moon_scoring.addItem(
            self.tr("The shooter scores −26"), MoonScoring.SHOOTER_MINUS.value
        )
        form.addRow(self.queen_breaks_hearts)
        form.addRow(self.points_on_first_trick)
        form.addRow(self.tr("&Jack of diamonds:"), self.jack_of_diamonds)
        form.addRow(self.tr("Shooting the &moon:"), self.moon_scoring)
        form.addRow(self.shoot_the_sun)
        layout.addWidget(play)
        layout.addStretch(1)
        # Below everything, with room for its longer wording (the rules differ from the
        # game in progress) from the start: when it changes, nothing being clicked moves.
        self.rules_note = QLabel()
        self.rules_note.setWordWrap(True)
        self.rules_note.setMinimumHeight(3 * self.rules_note.fontMetrics().lineSpacing())
        self.rules_note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.rules_note)

        self.to_score.toggled.connect(self._update_rules_widgets)
        for box in (self.queen_breaks_hearts, self.points_on_first_trick, self.shoot_the_sun):
            box.toggled.connect(self._update_rules_widgets)
        for combo in (self.fixed_hands, self.jack_of_diamonds, self.moon_scoring):
            combo.currentIndexChanged.connect(self._update_rules_widgets)
        self.target_score.valueChanged.connect(self._update_rules_widgets)
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
            self.tr("Play the rest of a hand at once when no &points are left")
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
        jack = int(self.jack_of_diamonds.currentData())
        return Rules(
            target_score=self.target_score.value(),
            fixed_hands=int(self.fixed_hands.currentData()) if self.to_hands.isChecked() else None,
            queen_breaks_hearts=self.queen_breaks_hearts.isChecked(),
            points_on_first_trick=self.points_on_first_trick.isChecked(),
            jack_of_diamonds=jack or None,
            shoot_the_sun=self.shoot_the_sun.isChecked(),
            moon_scoring=MoonScoring(self.moon_scoring.currentData()),
        )

    def _show_settings(self) -> None:
        s = self.settings
        for seat, edit in self.name_edits.items():
            name = s.name(seat)
            edit.setText("" if name == default_name(seat) else name)
        for seat, box in self.level_boxes.items():
            _select(box, s.level(seat))
        _select(self.thinking_time, s.thinking_time().value)
        self._show_rules(s.rules(), s.fixed_hands())
        _select(self.animation, s.animation())
        _select(self.back, s.back())
        self.show_legal.setChecked(s.show_legal())
        self.score_after_hand.setChecked(s.score_after_hand())
        self.play_out_decided.setChecked(s.play_out_decided())
        self.check_play.setChecked(s.check_play())
        self.four_colour.setChecked(s.four_colour())
        self.sound.setChecked(s.sound())
        self.volume.setValue(s.volume())
        self.volume.setEnabled(s.sound())
        self._show_volume(self.volume.value())
        _select(self.language, s.language())

    def _show_rules(self, rules: Rules, fixed_hands: int) -> None:
        self.target_score.setValue(rules.target_score)
        hands = rules.fixed_hands or fixed_hands
        if self.fixed_hands.findData(hands) < 0:
            self.fixed_hands.addItem(self.tr("%n hand(s)", None, hands), hands)
        _select(self.fixed_hands, hands)
        (self.to_hands if rules.fixed_hands else self.to_score).setChecked(True)
        self.queen_breaks_hearts.setChecked(rules.queen_breaks_hearts)
        self.points_on_first_trick.setChecked(rules.points_on_first_trick)
        _select(self.jack_of_diamonds, rules.jack_of_diamonds or 0)
        _select(self.moon_scoring, rules.moon_scoring.value)
        self.shoot_the_sun.setChecked(rules.shoot_the_sun)
        self._update_rules_widgets()

    def restore_defaults(self) -> None:
        """Fill every field with its default; nothing is stored until OK."""
        for edit in self.name_edits.values():
            edit.clear()
        for box in self.level_boxes.values():
            _select(box, DEFAULT_LEVEL)
        _select(self.thinking_time, ThinkingTime.NORMAL.value)
        self._show_rules(Rules(), DEFAULT_FIXED_HANDS)
        _select(self.animation, "normal")
        _select(self.back, "blue")
        self.show_legal.setChecked(True)
        self.score_after_hand.setChecked(True)
        self.play_out_decided.setChecked(True)
        self.check_play.setChecked(False)
        self.four_colour.setChecked(False)
        self.sound.setChecked(True)
        self.volume.setValue(DEFAULT_VOLUME)
        _select(self.language, "")

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

    def _update_rules_widgets(self, *_args: object) -> None:
        self.target_score.setEnabled(self.to_score.isChecked())
        self.fixed_hands.setEnabled(self.to_hands.isChecked())
        changed = self.current_rules is not None and self.rules() != self.current_rules
        if changed:
            self.rules_note.setText(
                self.tr(
                    "<b>These rules differ from the game in progress: they will apply from "
                    "the next new game.</b>"
                )
            )
        else:
            self.rules_note.setText(self.tr("<i>Rule changes apply to the next new game.</i>"))
        self.rules_note.setTextFormat(Qt.TextFormat.RichText)


def _select(box: QComboBox, data: object) -> None:
    index = box.findData(data)
    box.setCurrentIndex(max(index, 0))


def _seat_label(seat: Seat) -> str:
    return (
        QCoreApplication.translate("OptionsDialog", "&South:"),
        QCoreApplication.translate("OptionsDialog", "&West:"),
        QCoreApplication.translate("OptionsDialog", "&North:"),
        QCoreApplication.translate("OptionsDialog", "&East:"),
    )[seat]
