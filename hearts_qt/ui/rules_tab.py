"""Options ▸ Rules: the preset, the end of the game, playing and scoring.

The preset combo fills this tab and the House Rules tab with a named set of options and
shows "Custom" as soon as an option differs from every preset (``presets.preset_of``).
Rules never change the game in progress; both tabs say so, and say it louder when the
chosen rules differ from the game being played.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hearts_qt.engine import MoonScoring, Rules, masks
from hearts_qt.engine.presets import Preset, preset_of, with_preset
from hearts_qt.storage.settings import FIXED_HANDS, JACK_VALUES, TARGET_SCORES
from hearts_qt.ui.rules_house import HouseRulesTab, select_data
from hearts_qt.ui.rules_words import preset_name

CUSTOM = ""
"""The preset combo's data for "Custom"."""


class RulesTab(QWidget):
    """The Rules tab; ``house`` is the House Rules tab whose options it completes.

    ``current_rules`` are those of the game in progress, if any: both tabs then warn when
    the rules chosen differ from them.
    """

    def __init__(
        self, house: HouseRulesTab, current_rules: Rules | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.house = house
        self.current_rules = current_rules
        self._showing = False
        # How the game ends as the player chose it, given back on leaving a preset that
        # names its own end (the Czech game); the classic end until another is seen.
        self._players_end = Rules()
        self.preset = QComboBox()
        for preset in Preset:
            self.preset.addItem(preset_name(preset), preset.value)
        self.preset.addItem(preset_name(None), CUSTOM)
        items = self.preset.model()
        if isinstance(items, QStandardItemModel):  # Custom is shown, never chosen
            items.item(self.preset.count() - 1).setEnabled(False)
        self.preset.setToolTip(
            self.tr("A named set of house rules; changing any option makes it Custom")
        )
        self.preset.activated.connect(self._on_preset)
        layout = QVBoxLayout(self)
        preset_row = QFormLayout()
        preset_label = QLabel(self.tr("Prese&t:"))
        preset_label.setBuddy(self.preset)
        preset_row.addRow(preset_label, self.preset)
        layout.addLayout(preset_row)
        layout.addWidget(self._end_group())
        layout.addWidget(self._play_group())
        layout.addStretch(1)
        # Below everything, with room for its longer wording (the rules differ from the
        # game in progress) from the start: when it changes, nothing being clicked moves.
        self.rules_note = QLabel()
        self.rules_note.setWordWrap(True)
        self.rules_note.setMinimumHeight(3 * self.rules_note.fontMetrics().lineSpacing())
        self.rules_note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.rules_note.setTextFormat(Qt.TextFormat.RichText)
        self.house.note.setMinimumHeight(self.rules_note.minimumHeight())
        self.house.note.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.rules_note)
        self.to_score.toggled.connect(self._update)
        for box in (self.queen_breaks_hearts, self.points_on_first_trick, self.shoot_the_sun):
            box.toggled.connect(self._update)
        for combo in (self.fixed_hands, self.jack_of_diamonds, self.moon_scoring):
            combo.currentIndexChanged.connect(self._update)
        self.target_score.valueChanged.connect(self._update)
        self.house.changed.connect(self._update)

    def _end_group(self) -> QGroupBox:
        end = QGroupBox(self.tr("End of the game"))
        grid = QGridLayout(end)
        self.to_score = QRadioButton(self.tr("Play to a &score of"))
        self.to_hands = QRadioButton(self.tr("Play a fixed number of &hands"))
        self._end_buttons = QButtonGroup(self)
        self._end_buttons.addButton(self.to_score)
        self._end_buttons.addButton(self.to_hands)
        self.target_score = QSpinBox()
        self.target_score.setRange(*TARGET_SCORES)
        self.target_score.setSingleStep(10)
        self.target_score.setSuffix(self.tr(" points"))
        self.fixed_hands = QComboBox()
        for hands in range(FIXED_HANDS[0], 53, 4):
            self.fixed_hands.addItem(self.tr("%n hand(s)", None, hands), hands)
        grid.addWidget(self.to_score, 0, 0)
        grid.addWidget(self.target_score, 0, 1)
        grid.addWidget(self.to_hands, 1, 0)
        grid.addWidget(self.fixed_hands, 1, 1)
        return end

    def _play_group(self) -> QGroupBox:
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
        for moon in MoonScoring:
            self.moon_scoring.addItem("", moon.value)
        form.addRow(self.queen_breaks_hearts)
        form.addRow(self.points_on_first_trick)
        form.addRow(self.tr("&Jack of diamonds:"), self.jack_of_diamonds)
        form.addRow(self.tr("Shooting the &moon:"), self.moon_scoring)
        form.addRow(self.shoot_the_sun)
        return play

    # -- between the fields and the rules -------------------------------------------------

    def rules(self) -> Rules:
        """The rules both tabs show now."""
        house = self.house.options()
        return Rules(
            target_score=self.target_score.value(),
            fixed_hands=int(self.fixed_hands.currentData()) if self.to_hands.isChecked() else None,
            queen_breaks_hearts=self.queen_breaks_hearts.isChecked(),
            points_on_first_trick=self.points_on_first_trick.isChecked(),
            jack_of_diamonds=int(self.jack_of_diamonds.currentData()) or None,
            shoot_the_sun=self.shoot_the_sun.isChecked(),
            moon_scoring=MoonScoring(self.moon_scoring.currentData()),
            pass_count=house.pass_count,
            pass_cycle=house.pass_cycle,
            first_lead=house.first_lead,
            hearts_any_time=house.hearts_any_time,
            card_values=house.card_values,
            perfect_100=house.perfect_100 and self.to_score.isChecked(),  # to a score only
            no_tricks_bonus=house.no_tricks_bonus,
            no_shared_wins=house.no_shared_wins,
        )

    def show_rules(self, rules: Rules, fixed_hands: int) -> None:
        """Fill both tabs with ``rules``; ``fixed_hands`` is offered while playing to a
        score."""
        self._showing = True  # one update, once every field shows ``rules``
        self.target_score.setValue(rules.target_score)
        hands = rules.fixed_hands or fixed_hands
        if self.fixed_hands.findData(hands) < 0:
            self.fixed_hands.addItem(self.tr("%n hand(s)", None, hands), hands)
        select_data(self.fixed_hands, hands)
        (self.to_hands if rules.fixed_hands else self.to_score).setChecked(True)
        self.queen_breaks_hearts.setChecked(rules.queen_breaks_hearts)
        self.points_on_first_trick.setChecked(rules.points_on_first_trick)
        select_data(self.jack_of_diamonds, rules.jack_of_diamonds or 0)
        select_data(self.moon_scoring, rules.moon_scoring.value)
        self.shoot_the_sun.setChecked(rules.shoot_the_sun)
        self.house.set_jack_option(rules.jack_of_diamonds is not None)
        self.house.perfect_100.setEnabled(rules.fixed_hands is None)
        self.house.show_options(rules)
        self._showing = False
        self._update()

    def _on_preset(self, index: int) -> None:
        chosen = self.preset.itemData(index)
        if chosen != CUSTOM:
            shown = self.rules()
            if preset_of(shown) is Preset.CZECH:
                end = self._players_end
                shown = replace(shown, target_score=end.target_score, fixed_hands=end.fixed_hands)
            else:
                self._players_end = shown
            self.show_rules(with_preset(Preset(chosen), shown), self._hands())
        self._update()

    def _hands(self) -> int:
        return int(self.fixed_hands.currentData())

    def _update(self, *_args: object) -> None:
        if self._showing:
            return
        self.target_score.setEnabled(self.to_score.isChecked())
        self.fixed_hands.setEnabled(self.to_hands.isChecked())
        self.house.perfect_100.setEnabled(self.to_score.isChecked())
        self.house.set_jack_option(int(self.jack_of_diamonds.currentData()) != 0)
        rules = self.rules()
        preset = preset_of(rules)
        select_data(self.preset, CUSTOM if preset is None else preset.value)
        self._name_moons(masks.moon_value(rules))
        if self.current_rules is not None and rules != self.current_rules:
            note = self.tr(
                "<b>These rules differ from the game in progress: they will apply from "
                "the next new game.</b>"
            )
        else:
            note = self.tr("<i>Rule changes apply to the next new game.</i>")
        self.rules_note.setText(note)
        self.house.note.setText(note)

    def _name_moons(self, value: int) -> None:
        """The moon's choices with the moon's value of the cards chosen."""
        texts = {
            MoonScoring.OTHERS_PLUS: self.tr("The others score {points}"),
            MoonScoring.SHOOTER_MINUS: self.tr("The shooter scores −{points}"),
            MoonScoring.SHOOTER_CHOOSES: self.tr("The shooter chooses (New Moon)"),
        }
        for index in range(self.moon_scoring.count()):
            moon = MoonScoring(self.moon_scoring.itemData(index))
            self.moon_scoring.setItemText(index, texts[moon].format(points=value))
