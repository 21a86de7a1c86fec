"""Every duration, size, font and colour of the table, in one place.

Sizes are fractions of the card height (or of the scene) so the table scales from a
small window to 4K; what lies inside an item (its corners, padding and rows) is a
fraction of that item's height unless its docstring says otherwise. A font is a size in
card heights (the banner's, in its rows) and a weight. Durations are for the "normal"
animation speed and are multiplied by the factor of the chosen speed.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from hearts_qt.engine import PassDirection


@dataclass(frozen=True, slots=True)
class Font:
    """A font of the table: its pixel size, as a fraction of a length (the card height
    unless the constant says otherwise), and its weight."""

    size: float
    bold: bool = False


def _alpha(colour: QColor, alpha: int) -> QColor:
    """``colour`` with another alpha."""
    result = QColor(colour)
    result.setAlpha(alpha)
    return result


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
RESIZE_SETTLE_MS = 150
"""After the window's size last changed, how long until sharp card art is drawn at the
new size (until then the cards show their art scaled, see ``art.py``); real time, not
scaled by the animation speed."""
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
"""How long news ("Hearts are broken.", who took the trick) leads the status line; a
reading time, not scaled by the animation speed."""
LAST_TRICK_MS = 3000
"""A trick looked at again stays this long (or until the next click or key)."""
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
MIN_MARGIN = 6.0
"""The space kept clear at the window's edges: a fraction of the scene's height, at least
this many pixels."""
SIDE_HAND_OFFSET = 3.6
"""West's and East's hands lie at most this far from the middle, in card heights (nearer
the edges of a narrow window)."""
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
"""How far an opponent's chosen cards move toward the centre, in card heights."""
TRICK_OFFSET_Y = 0.56
TRICK_OFFSET_X = 0.72
"""Where each seat's trick card lies from the centre, in card heights / card widths."""
TRICK_TILT = (0.0, 4.0, -3.0, -5.0)
"""A slight tilt of each seat's trick card (South, West, North, East): a real table."""
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
HOVER_LIFT = 0.04
"""How far a playable card rises under the mouse, in card heights."""
FOCUS_RING_WIDTH = 0.028
"""The ring around a card (keyboard focus, hint, received, a trick's winner), in card
heights."""
CARD_CORNER = 0.055
"""Corner radius of the card art, in card heights (for highlights drawn around a card)."""
BOX_BLEED = 2.0
"""How far past its rectangle an item that is not a card may paint (its antialiased
edge), in pixels."""
MIN_FONT_PIXELS = 8
"""No text on the table is smaller than this, in pixels, however small the window."""

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

# -- the cloth and the cards' marks ----------------------------------------------------

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
HIGHLIGHT = QColor("#ffd54f")
"""The ring of received and hinted cards and of the card that takes a trick."""
FOCUS = QColor("#7fc8ff")
"""The keyboard focus ring on South's cards."""
DIM = QColor(20, 30, 24, 120)
"""Laid over a card South may not play (when the option is on)."""
SHADOW = QColor(0, 0, 0, 70)
"""The shadow under a card and under an enabled button."""

# -- name plates -----------------------------------------------------------------------

LABEL_WIDTH = 1.5
LABEL_HEIGHT = 0.46
"""Seat name plates, in card heights."""
LABEL_GAP = 0.14
"""Space between a hand and its label, in card heights."""
LABEL_CORNER = 0.22
"""The plate's corner radius, in plate heights."""
LABEL_PAD_X = 0.2
LABEL_PAD_Y = 0.08
"""The space between the plate's edge and its text, left and right / top and bottom."""
LABEL_NAME_ROW = 0.55
"""The name's share of the plate's inside (the total takes the rest, below it)."""
LABEL_POINTS_ROOM = 0.9
"""The room kept for the points this hand, right of the name, in plate heights."""
LABEL_NAME_FONT = Font(0.36 * LABEL_HEIGHT, bold=True)
"""The name and the points this hand."""
SMALLEST_NAME = 0.75
"""How far a name may shrink to fit its plate (of its font's size) before it is cut."""
LABEL_TOTAL_FONT = Font(0.28 * LABEL_HEIGHT)
"""The game's total, under the name."""
LABEL_BACK = QColor(0, 0, 0, 92)
LABEL_TEXT = QColor("#f4f1e6")
LABEL_SCORE = QColor("#d9e8dc")
"""A plate's back, its name and its total."""
TURN_BACK = QColor("#f2c14e")
TURN_TEXT = QColor("#2b2100")
"""The plate of the seat on turn, lit, and all of its text."""
POINTS_TEXT = QColor("#ff8a80")
"""Points taken this hand."""
BONUS_TEXT = QColor("#9be7a8")
"""Negative points this hand (the J♦ option): good news, in green."""

# -- buttons ---------------------------------------------------------------------------

PASS_BUTTON_WIDTH = 1.55
PASS_BUTTON_HEIGHT = 0.34
"""The pass button, in card heights..."""
PASS_BUTTON_DROP = 0.22
"""...its top this far below the middle of the table."""
PASS_BUTTON_FONT = Font(0.44 * PASS_BUTTON_HEIGHT, bold=True)
"""Its text: 0.44 of its height."""
SIDE_BUTTON_HEIGHT = 0.3
"""The Hint and Claim the Rest buttons beside South's hand, in card heights (as wide as
South's plate)."""
SIDE_BUTTON_FONT = Font(0.44 * SIDE_BUTTON_HEIGHT, bold=True)
"""Their text, as the pass button's is to its height."""
BUTTON_SHADOW_DROP = 0.06
"""An enabled button's shadow lies this far below it, in button heights."""
BUTTON_PRESSED_DARKER = 115
"""A pressed button darkens by this factor (``QColor.darker``, in percent)."""
BUTTON_BACK = QColor("#f2c14e")
BUTTON_BACK_HOVER = QColor("#ffd873")
BUTTON_TEXT = QColor("#2b2100")
"""The pass and claim buttons: back, back under the mouse, text."""
BUTTON_DISABLED_BACK = QColor(255, 255, 255, 40)
BUTTON_DISABLED_TEXT = QColor(255, 255, 255, 120)
"""Any button while it may not be pressed."""
SECONDARY_BUTTON_BACK = QColor(250, 246, 226, 70)
SECONDARY_BUTTON_BACK_HOVER = QColor(250, 246, 226, 110)
SECONDARY_BUTTON_TEXT = QColor("#fbf8ec")
"""The quieter Hint button: back, back under the mouse, text."""

# -- the pass arrow ----------------------------------------------------------------------

ARROW_SIZE = 0.9
"""The arrow's square box, in card heights..."""
ARROW_RAISE = 0.18
ARROW_OVERHANG = 0.75
"""...its top this many card heights, plus this many of its sizes, above the middle."""
ARROW_REACH = 0.85
ARROW_SHAFT = 0.2
ARROW_HEAD = 0.5
"""From its centre to its tip and its tail, the shaft's half-width and the head's length
(and half-width), in half box sizes."""
ARROW_EDGE_WIDTH = 0.03
"""The outline, in half box sizes (at least a pixel)."""
ARROW_ANGLE = {PassDirection.LEFT: 180.0, PassDirection.RIGHT: 0.0, PassDirection.ACROSS: -90.0}
"""The arrow's turn toward the receiver as South sees it (West left, East right, North
up), in degrees."""
ARROW = QColor(255, 255, 255, 150)
ARROW_EDGE = ARROW.darker(300)
"""The arrow's fill and outline."""

# -- drop zones --------------------------------------------------------------------------

TRICK_ZONE_PAD = 0.12
"""The trick zone reaches this far past the four trick places, in card heights."""
PASS_ZONE_PAD = 0.1
PASS_ZONE_HEIGHT = 0.55
"""The pass zone: the strip over South's hand as high as a chosen card's lift and this
many card heights, reaching ``PASS_ZONE_PAD`` card heights past the hand at each side
and into it."""
PASS_ZONE_RISE = 0.6
"""A dragged card is out of the hand (chosen) once it rose this much of a chosen card's
lift."""
ZONE_CORNER = 0.08
"""A zone's corner radius, in its shorter side."""
ZONE_LINE_WIDTH = 0.012
ZONE_MIN_LINE = 2.0
"""Its outline, in its heights, at least this many pixels..."""
ZONE_LIT_LINE = 1.5
"""...and this many times as wide while a card over it would be taken or refused."""
ZONE_LINE = QColor(255, 255, 255, 38)
"""The outline of a zone a dragged card may go to."""
ZONE_ACCEPT = QColor(255, 230, 140, 150)
ZONE_ACCEPT_FILL = _alpha(ZONE_ACCEPT, 38)
ZONE_REFUSE = QColor(255, 110, 100, 170)
ZONE_REFUSE_FILL = _alpha(ZONE_REFUSE, 38)
"""The line and fill of the zone under a dragged card that would be taken / refused."""

# -- messages over the table -------------------------------------------------------------

BANNER_WIDTH = 4.6
BANNER_HEIGHT = 1.5
"""The end-of-hand and end-of-game banner, in card heights (narrower in a narrow window)."""
BANNER_CORNER = 0.18
BANNER_MAX_CORNER = 24.0
"""A message's corner radius, in its heights, at most this many pixels."""
BANNER_MARGIN = 0.4
"""The space above its title and below its last line, in rows (its lines share its
height)."""
BANNER_FIRST_COLUMN = 0.2
"""The scores' first column (the row's name), in the message's widths..."""
BANNER_INDENT = 0.5
"""...indented by this many rows; the last column ends as far from the right edge."""
BANNER_TITLE_FONT = Font(0.62, bold=True)
BANNER_HEAD_FONT = Font(0.46, bold=True)
BANNER_ROW_FONT = Font(0.46)
BANNER_FOOTER_FONT = Font(0.42)
"""The title, the scores' first and last rows (names, totals), the rows between and the
last line, in rows."""
BANNER_BACK = QColor(0, 0, 0, 150)
BANNER_TEXT = QColor("#fff8e1")
"""The messages' and the last trick's back and text."""

# -- alerts and tags ----------------------------------------------------------------------

ALERT_HEIGHT = 0.3
"""A refusal's pill, in card heights (as wide as its text and ``PILL_ROOM``)."""
ALERT_FONT = Font(ALERT_HEIGHT / 2, bold=True)
"""Its text, half its height."""
TAG_HEIGHT = 0.2
"""The pill over South's received cards ("from West"), in card heights..."""
TAG_LIFT = 0.75
"""...its centre this many of its heights above the raised cards' tops."""
TAG_FONT = Font(TAG_HEIGHT / 2, bold=True)
"""Its text, half its height."""
PILL_ROOM = 1.2
"""A pill is wider than its text by this many of its heights."""
ALERT_BACK = QColor(150, 20, 24, 225)
ALERT_TEXT = QColor("#ffffff")
TAG_BACK = QColor(250, 246, 226, 235)
TAG_TEXT = QColor("#1d3b26")
"""The refusal's and the tag's back and text."""

# -- the last trick, looked at again --------------------------------------------------------

LAST_TRICK_BACK = QColor("#173d27")
"""The last-trick panel, opaque (a dark felt green)."""
LAST_TRICK_WIDTH = 3.3
LAST_TRICK_HEIGHT = 2.7
"""The panel, in card widths / card heights."""
LAST_TRICK_CORNER = 0.08
LAST_TRICK_MAX_CORNER = 18.0
"""Its corner radius, in its heights, at most this many pixels."""
LAST_TRICK_CAPTION = 0.22
"""The caption's row ("Trick 3: West took it"), in card heights..."""
LAST_TRICK_CAPTION_TOP = 0.15
"""...this many of its heights below the panel's top..."""
LAST_TRICK_CAPTION_FONT = Font(0.62 * LAST_TRICK_CAPTION, bold=True)
"""...its text 0.62 of its height."""
LAST_TRICK_CARDS_DROP = 0.45
"""The four cards' centre lies this many caption heights below the panel's."""
LAST_TRICK_OFFSET_X = 0.8
LAST_TRICK_OFFSET_Y = 0.52
"""West's and East's cards lie this many card widths from that centre, North's and
South's this many card heights."""

# -- the hearts-broken cue -------------------------------------------------------------------

HEARTS_CUE_SIZE = 2.3
"""The heart behind the trick, in card heights."""
HEARTS_CUE_PEAK = 0.9
"""Its opacity at the brightest (its colours are already translucent)..."""
HEARTS_CUE_RISE = 0.3
HEARTS_CUE_FADE = 0.55
"""...from this fraction of its time to this one (it brightens before, fades after)."""
HEARTS_CUE_LINE = 0.008
"""The width of its rim, as a fraction of its size (the glow around it is wider)."""
HEARTS_CUE_INSET = 3.0
"""The heart lies this many rim widths inside its box, so its glow stays in the box."""
HEARTS_CUE_GLOW = ((6.0, 0.12), (3.5, 0.22), (1.0, 1.0))
"""The strokes of its rim, first to last: width in rim widths, opacity as a fraction of
the rim colour's (wide faint strokes under the bright rim)."""
HEARTS_CUE_START = (0.5, 0.24)
HEARTS_CUE_CURVES = (
    ((0.5, 0.04), (0.06, -0.02), (0.04, 0.3)),
    ((0.03, 0.58), (0.34, 0.74), (0.5, 0.96)),
    ((0.66, 0.74), (0.97, 0.58), (0.96, 0.3)),
    ((0.94, -0.02), (0.5, 0.04), (0.5, 0.24)),
)
"""The heart's outline in its box, in fractions of its width and height: the point where
it starts, then the two control points and the end point of each curve."""
HEARTS_CUE = QColor(235, 60, 90, 42)
HEARTS_CUE_EDGE = QColor(255, 92, 118, 235)
"""The heart that glows behind the trick when hearts are broken: fill and rim."""

# -- review mode (Game ▸ Review Hand) ------------------------------------------------------

REVIEW_CARD_HEIGHT_OF_SCENE = 0.2
"""A reviewed hand's cards are sized from the board's height, unless it is too narrow."""
REVIEW_STEP = 0.34
"""Step between the face-up cards of North's and South's hands, in card widths (the rank
and suit of each show)..."""
REVIEW_COLUMN_STEP = 0.23
"""...and between West's and East's, which lie in columns, in card heights."""
REVIEW_GAP = 0.3
"""Space between the trick and the hands around it, in card heights."""
REVIEW_PASS_SHIFT = 0.3
"""How far the cards a seat passes stand out of its hand, toward the middle, in
card heights."""
REVIEW_EXPERT_OFFSET = 1.9
"""The Expert's card lies this many card widths right of South's trick card."""
REVIEW_FLAG = QColor("#ff8a50")
"""The ring of a card of South's the Expert would not have played (or passed), and the
mark of its trick on the slider."""
REVIEW_FLAG_TEXT = QColor("#a63c00")
"""The Expert's verdict under the board, in words: the same orange, dark enough to read."""
REVIEW_EXPERT = QColor("#7fc8ff")
"""The ring of the Expert's card beside it."""
REVIEW_BAR_SPACING = 6
"""Pixels between the review bar's controls."""

HAND_WEIGHT = 100.0
TRICK_WEIGHT = 10.0
"""How much more South's own hand and the trick matter than another seat's plate or hand,
to a window that must hide part of the table (the Rules window): South's cards are hidden
only where nothing else will do, the trick before whole seats."""
