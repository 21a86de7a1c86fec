"""Every duration, proportion and colour of the table, in one place.

Sizes are fractions of the card height (or of the scene) so the table scales from a
small window to 4K; durations are for the "normal" animation speed and are multiplied by
the factor of the chosen speed.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

# -- animation speed ------------------------------------------------------------------

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
"""Multiplier of every duration below, by the name the options and command line use."""

DEAL_MS = 260
DEAL_STAGGER_MS = 28
"""The deal: each card flies this long, the next one leaves this much later."""
PASS_CHOOSE_MS = 180
PASS_MS = 520
RECEIVED_HOLD_MS = 2200
"""How long received cards stay raised and highlighted before they settle in the hand
(while a computer plays South; a person's stay until South's first card)."""
RECEIVED_NEWS_MS = 10 * 60 * 1000
"""How long the news of the cards South received may lead the status line: until South's
first card drops it."""
HINT_NEWS_MS = 10 * 60 * 1000
"""The hint's news stays as long: South's next action drops it."""
PLAY_MS = 300
COLLECT_MS = 420
CLOSE_UP_MS = 200
SLIDE_BACK_MS = 220
RESIZE_MS = 110
TRICK_PAUSE_MS = 1000
"""How long a finished trick stays on the table before it is collected (controller)."""
TRICK_PAUSE_OFF_MS = 800
"""The same with animation off, while a person plays South: nothing moves, but the trick
must still be seen (a computer playing South, in autoplay, does not wait)."""
HAND_END_PAUSE_MS = 3500
"""After a hand is scored, how long before the next one is dealt unless the player clicks."""
ALERT_MS = 2600
"""How long the refusal of an illegal move stays on the table."""
NEWS_MS = 3000
LAST_TRICK_MS = 3000
"""A trick looked at again stays this long (or until the next click or key)."""
"""How long news ("Hearts are broken.", who took the trick) leads the status line; a
reading time, not scaled by the animation speed."""
TAKEN_MS = 460
TAKEN_STAGGER_MS = 45
"""At the end of a hand each seat's penalty cards rise from its pile into a fan, one after
another."""
HEARTS_CUE_MS = 1500
"""The glow of a heart behind the trick when hearts are first broken (at speed "off" it
shows, unanimated, this long)."""
HOVER_MS = 90
"""A playable card under the mouse rises this quickly."""
FOCUS_MOVE_MS = 90
"""The card with the keyboard focus rises (and the one it left settles) this quickly."""

# -- geometry (fractions) ---------------------------------------------------------------

CARD_HEIGHT_OF_SCENE = 0.185
"""Cards are sized from the window height, unless South's fan and label would not fit."""
MIN_CARD_HEIGHT = 60.0
MARGIN_OF_SCENE = 0.022
SOUTH_STEP = 0.46
"""Horizontal step between South's thirteen cards, in card widths (the rank and suit stay
visible). Fewer cards spread out over the same length, up to ``SOUTH_WIDEST_STEP``."""
SOUTH_WIDEST_STEP = 0.78
"""The widest step between South's cards (a short hand shows most of each card)."""
OPPONENT_STEP = 0.22
"""Step between an opponent's face-down cards, in card widths."""
LIFT = 0.26
"""How far a chosen (or received) card rises out of South's hand, in card heights."""
HINT_LIFT = 0.13
"""How far a hinted card rises (half a chosen card's lift, so it is not taken for one)."""
FOCUS_LIFT = 0.07
"""How far the card with the keyboard focus rises."""
OPPONENT_CHOSEN_SHIFT = 0.32
"""How far an opponent's three chosen cards move toward the centre, in card heights."""
TRICK_OFFSET_Y = 0.56
TRICK_OFFSET_X = 0.72
"""Where each seat's trick card lies from the centre, in card heights / card widths."""
TRICK_TILT = (0.0, 4.0, -3.0, -5.0)
"""A slight tilt of each seat's trick card (South, West, North, East): a real table."""
LABEL_FONT = 0.135
LABEL_SMALL_FONT = 0.11
"""Seat label font sizes, in card heights."""
LABEL_WIDTH = 1.5
LABEL_HEIGHT = 0.46
"""Seat name plates, in card heights."""
LABEL_GAP = 0.14
"""Space between a hand and its label, in card heights."""
TAKEN_SCALE = 0.6
"""The penalty cards shown at the end of a hand, as a fraction of a card's size."""
TAKEN_STEP = 0.62
"""Step between those cards, in (shown) card widths: the rank, the suit and some of the
face show..."""
TAKEN_ROW = 3.4
"""...unless a seat took so many that the row would pass this length (in full card
widths): then they close up to fit."""
TAKEN_GAP = 0.12
"""Space between a name plate and its penalty cards, in card heights."""
NOTICE_WIDTH = 3.3
NOTICE_HEIGHT = 0.78
"""The end-of-hand notice over the middle of the table, in card heights."""
HEARTS_CUE_SIZE = 2.3
"""The heart behind the trick, in card heights."""
HEARTS_CUE_PEAK = 0.9
"""Its opacity at the brightest (its colours are already translucent)."""
HEARTS_CUE_LINE = 0.008
"""The width of its rim, as a fraction of its size (the glow around it is wider)."""
HOVER_LIFT = 0.04
"""How far a playable card rises under the mouse, in card heights."""
BUTTON_FONT = 0.14
FOCUS_RING_WIDTH = 0.028
CARD_CORNER = 0.055
"""Corner radius of the card art, in card heights (for highlights drawn around a card)."""

# -- z order -------------------------------------------------------------------------

Z_TAKEN = 4.0
"""A taken trick slides under the winner's hand."""
Z_HAND = 10.0
Z_TRICK = 300.0
Z_ZONE = 1.0
Z_CUE = 2.0
"""The hearts-broken glow lies on the felt, under every card."""
Z_SHOWN_TAKEN = 350.0
"""The penalty cards shown at the end of a hand."""
Z_LABEL = 400.0
Z_BUTTON = 450.0
Z_MOVING = 1000.0
Z_DRAGGED = 2000.0
Z_BANNER = 3000.0

# -- colours ---------------------------------------------------------------------------

FELT_CENTRE = QColor("#2f7d4f")
FELT_EDGE = QColor("#0f3d24")
FELT_GRAIN = QColor(255, 255, 255, 7)
FELTS: dict[str, tuple[QColor, QColor]] = {
    "green": (FELT_CENTRE, FELT_EDGE),
    "blue": (QColor("#2b5f8c"), QColor("#0d2440")),
    "red": (QColor("#8c2b33"), QColor("#3d0c12")),
}
"""The baize cloths (View ▸ Appearance): colour in the middle and at the edges."""
WOOD_PLANKS = (QColor("#8a5a32"), QColor("#7b4e2a"), QColor("#94623a"), QColor("#70462a"))
WOOD_GRAIN = QColor(58, 30, 12, 70)
WOOD_SEAM = QColor(38, 20, 8, 170)
"""The wooden table: the planks' colours, the grain lines and the joints between planks."""
CLOTH_VIGNETTE = QColor(0, 0, 0, 120)
"""The shade at the edges of the wooden table and of the player's own picture, so the
name plates and the middle of the table stand out."""
ZONE_LINE = QColor(255, 255, 255, 38)
ZONE_ACCEPT = QColor(255, 230, 140, 150)
ZONE_REFUSE = QColor(255, 110, 100, 170)
LABEL_BACK = QColor(0, 0, 0, 92)
LABEL_TEXT = QColor("#f4f1e6")
LABEL_SCORE = QColor("#d9e8dc")
TURN_BACK = QColor("#f2c14e")
TURN_TEXT = QColor("#2b2100")
POINTS_TEXT = QColor("#ff8a80")
BONUS_TEXT = QColor("#9be7a8")
"""Negative points this hand (the J♦ option): good news, in green."""
HIGHLIGHT = QColor("#ffd54f")
"""Received cards."""
FOCUS = QColor("#7fc8ff")
"""The keyboard focus ring on South's cards."""
DIM = QColor(20, 30, 24, 120)
"""Laid over a card South may not play (when the option is on)."""
BUTTON_BACK = QColor("#f2c14e")
BUTTON_BACK_HOVER = QColor("#ffd873")
BUTTON_TEXT = QColor("#2b2100")
BUTTON_DISABLED_BACK = QColor(255, 255, 255, 40)
BUTTON_DISABLED_TEXT = QColor(255, 255, 255, 120)
SECONDARY_BUTTON_BACK = QColor(250, 246, 226, 70)
SECONDARY_BUTTON_BACK_HOVER = QColor(250, 246, 226, 110)
SECONDARY_BUTTON_TEXT = QColor("#fbf8ec")
ARROW = QColor(255, 255, 255, 150)
ALERT_BACK = QColor(150, 20, 24, 225)
ALERT_TEXT = QColor("#ffffff")
TAG_BACK = QColor(250, 246, 226, 235)
TAG_TEXT = QColor("#1d3b26")
BANNER_BACK = QColor(0, 0, 0, 150)
BANNER_TEXT = QColor("#fff8e1")
SHADOW = QColor(0, 0, 0, 70)
HEARTS_CUE = QColor(235, 60, 90, 42)
HEARTS_CUE_EDGE = QColor(255, 92, 118, 235)
"""The heart that glows behind the trick when hearts are broken: fill and rim."""
