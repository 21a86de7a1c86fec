"""Jacks, queens and kings: a double-ended, stylised portrait of this project's own design.

Each figure is drawn once for the upper half of a framed panel and turned half a turn for
the lower half. The suit ink colours the robe, the frame and the jewels, so a four-colour
deck recolours the court cards too; everything else uses colours that are not suit inks.
"""

from __future__ import annotations

from art_faces import WHITE, face_document, ink
from art_svg import attrs, suit, turned

GOLD = "#e0ac2b"
GOLD_DARK = "#9c7114"
SKIN = "#f6d7b5"
OUTLINE = "#33261c"
HAIR = {"Q": "#5b3417", "J": "#b0692b"}
BEARD = "#e4ded3"
STEEL = "#c4ccd6"
LEAF = "#3f6d33"
PANEL = "#fbf5e6"

SLEEVE = "#3d5f9f"

LEFT, RIGHT, TOP, MIDDLE = 63.0, 187.0, 20.0, 175.0
CX = 125.0
CORNER_PIP = (83.0, 42.0, 26.0)


def court(rank_letter: str, suit_letter: str) -> str:
    colour = ink(suit_letter)
    half = {"K": king, "Q": queen, "J": jack}[rank_letter](colour)
    x, y, size = CORNER_PIP
    half.append(suit(suit_letter, x, y, size, colour))
    frame = (
        "<rect "
        + attrs(
            x=LEFT,
            y=TOP,
            width=RIGHT - LEFT,
            height=2 * (MIDDLE - TOP),
            rx=6.0,
            ry=6.0,
            fill=PANEL,
            stroke=colour,
            stroke_width=2.5,
        )
        + "/>"
    )
    divider = (
        f'<path fill="none" stroke="{GOLD}" stroke-width="5" d="M{LEFT + 2},{MIDDLE}H{RIGHT - 2}"/>'
        f'<path fill="none" stroke="{colour}" stroke-width="1.6" '
        f'd="M{LEFT},{MIDDLE - 3.3}H{RIGHT}M{LEFT},{MIDDLE + 3.3}H{RIGHT}"/>'
    )
    return face_document(rank_letter, suit_letter, [frame, *half, turned(half), divider])


def _path(d: str, fill: str, stroke: str = OUTLINE, width: float = 1.6) -> str:
    return (
        "<path "
        + attrs(fill=fill, stroke=stroke, stroke_width=width, stroke_linejoin="round", d=d)
        + "/>"
    )


def _dots(points: tuple[tuple[float, float], ...], fill: str, radius: float) -> str:
    circles = "".join(f'<circle cx="{x}" cy="{y}" r="{radius}"/>' for x, y in points)
    return f'<g fill="{fill}">{circles}</g>'


def _head(extra: list[str]) -> list[str]:
    """Neck, face and features: the same calm face for every rank, dressed differently."""
    return [
        _path("M115,100 L115,124 L135,124 L135,100 Z", SKIN),
        "<ellipse "
        + attrs(cx=CX, cy=86.0, rx=21.0, ry=25.0, fill=SKIN, stroke=OUTLINE, stroke_width=1.6)
        + "/>",
        *extra,
        f'<g fill="{OUTLINE}"><ellipse cx="117" cy="84" rx="2.3" ry="2.8"/>'
        '<ellipse cx="133" cy="84" rx="2.3" ry="2.8"/></g>',
        f'<path fill="none" stroke="{OUTLINE}" stroke-width="1.5" stroke-linecap="round" '
        'd="M110,78 Q116,74 121,77 M129,77 Q134,74 140,78 '
        'M124.5,84 C123.5,89 121,93 123,95 C124.5,96 126,95.6 127.5,95"/>',
    ]


def _robe(colour: str, sleeves: str) -> list[str]:
    """Shoulders in the suit ink with sleeves of another colour; both ends meet mid-card."""
    return [
        _path(
            "M66,175 L66,158 C70,138 86,124 104,120 L146,120 C164,124 180,138 184,158 L184,175 Z",
            colour,
        ),
        _path("M66,175 L66,158 C67,148 73,138 83,131 L96,175 Z", sleeves),
        _path("M184,175 L184,158 C183,148 177,138 167,131 L154,175 Z", sleeves),
        _path("M96,175 L83,131 M154,175 L167,131", "none", GOLD, 3.0),
    ]


def _mouth(colour: str) -> str:
    return (
        f'<path fill="none" stroke="{colour}" stroke-width="2.2" stroke-linecap="round" '
        'd="M119,102 Q125,106 131,102"/>'
    )


def _hand(x: float, y: float) -> str:
    return _path(
        f"M{x - 8},{y} C{x - 8},{y - 6} {x + 8},{y - 6} {x + 8},{y} L{x + 8},{y + 8} "
        f"C{x + 8},{y + 13} {x - 8},{y + 13} {x - 8},{y + 8} Z",
        SKIN,
    )


def king(colour: str) -> list[str]:
    beard = _path(
        "M104,89 C103,115 112,130 125,134 C138,130 147,115 146,89 "
        "C142,99 135,101 125,101 C115,101 108,99 104,89 Z",
        BEARD,
    )
    moustache = _path(
        "M125,98 C120,95 112,97 108,104 C115,101 121,102 125,101 "
        "C129,102 135,101 142,104 C138,97 130,95 125,98 Z",
        BEARD,
    )
    crown = [
        _path("M101,70 L96,34 L112,52 L125,26 L138,52 L154,34 L149,70 Z", GOLD),
        _path("M100,61 L150,61 L150,72 L100,72 Z", colour),
        f'<g fill="{colour}" stroke="{OUTLINE}" stroke-width="1.2">'
        '<circle cx="96" cy="34" r="4.5"/><circle cx="125" cy="26" r="5"/>'
        '<circle cx="154" cy="34" r="4.5"/></g>',
        _dots(((111, 66.5), (125, 66.5), (139, 66.5)), GOLD, 2.4),
    ]
    sword = [
        _path("M170,146 L170,40 L174,30 L178,40 L178,146 Z", STEEL, width=1.3),
        _path("M174,44 L174,140", "none", "#8f99a6", 1.2),
        _path("M163,144 L185,144 L185,151 L163,151 Z", GOLD),
    ]
    ermine = [
        _path(
            "M67,152 C84,142 102,139 125,139 C148,139 166,142 183,152 L184,164 "
            "C166,155 148,152 125,152 C102,152 84,155 66,164 Z",
            WHITE,
        ),
        f'<g fill="{OUTLINE}">'
        + "".join(
            f'<path d="M{x},{y} l-1.8,5 l1.8,-1.2 l1.8,1.2 z"/>'
            for x, y in ((79, 151), (96, 144), (116, 142), (134, 142), (154, 144), (171, 151))
        )
        + "</g>",
    ]
    return [
        *_robe(colour, SLEEVE),
        _path("M104,120 L125,139 L146,120 Z", GOLD),
        *ermine,
        _dots(((88, 168), (106, 164), (125, 163), (144, 164), (162, 168)), GOLD, 2.6),
        *_head([beard, moustache]),
        *crown,
        *sword,
        _hand(174, 154),
    ]


def queen(colour: str) -> list[str]:
    hair = _path(
        "M102,86 C96,50 112,56 125,56 C138,56 154,50 148,86 L156,128 C148,126 142,120 "
        "140,110 L110,110 C108,120 102,126 94,128 Z",
        HAIR["Q"],
    )
    tiara = [
        _path(
            "M103,68 C108,56 116,50 125,41 C134,50 142,56 147,68 C140,64 132,63 125,63 "
            "C118,63 110,64 103,68 Z",
            GOLD,
        ),
        f'<circle cx="125" cy="54" r="5" fill="{colour}" stroke="{OUTLINE}" stroke-width="1.2"/>',
        _dots(((111, 62), (139, 62)), WHITE, 2.2),
    ]
    bodice = [
        _path("M101,120 L149,120 L140,175 L110,175 Z", WHITE),
        _path(
            "M111,132 L139,132 M113,144 L137,144 M115,156 L135,156 M117,168 L133,168",
            "none",
            colour,
            2.6,
        ),
        _path("M101,120 C109,129 117,133 125,133 C133,133 141,129 149,120", "none", GOLD, 4.0),
    ]
    necklace = _dots(
        ((115, 119), (119.5, 122.5), (125, 124), (130.5, 122.5), (135, 119)), GOLD, 2.1
    )
    flower = [
        _path("M169,112 C167,128 169,142 165,160", "none", LEAF, 2.8),
        _path("M167,136 C159,130 152,133 150,137 C156,140 162,140 167,136 Z", LEAF, LEAF, 1.0),
        f'<g fill="{colour}" stroke="{OUTLINE}" stroke-width="1">'
        + "".join(
            f'<circle cx="{169 + dx}" cy="{100 + dy}" r="6.5"/>'
            for dx, dy in ((0, -8.5), (8, -2.6), (5, 7), (-5, 7), (-8, -2.6))
        )
        + "</g>",
        f'<circle cx="169" cy="100" r="4.2" fill="{GOLD}" stroke="{GOLD_DARK}" '
        'stroke-width="0.8"/>',
        _hand(165, 154),
    ]
    return [
        hair,
        *_robe(colour, GOLD),
        _dots(((75, 160), (82, 148), (168, 148), (175, 160)), colour, 2.4),
        *bodice,
        *_head([_mouth(colour)]),
        necklace,
        *tiara,
        *flower,
    ]


def jack(colour: str) -> list[str]:
    hair = [
        _path("M104,76 C98,92 99,106 106,113 L111,92 Z", HAIR["J"]),
        _path("M146,76 C152,92 151,106 144,113 L139,92 Z", HAIR["J"]),
    ]
    cap = [
        _path("M151,64 C169,52 178,36 169,24 C166,38 159,48 145,57 Z", WHITE),
        _path("M151,64 C162,54 169,42 169,24", "none", OUTLINE, 1.0),
        _path("M97,71 C97,52 110,46 125,46 C140,46 153,52 153,71 Z", colour),
        _path("M94,65 L156,65 L156,75 L94,75 Z", GOLD),
        _dots(((104, 70), (115, 70), (125, 70), (135, 70), (146, 70)), colour, 2.0),
    ]
    staff = [
        _path("M72,72 L72,172 L77,172 L77,72 Z", "#7a5632", width=1.2),
        _path("M77,80 C90,78 98,88 98,100 C90,96 84,96 77,98 Z", STEEL, width=1.3),
        _path("M74.5,60 L79,74 L70,74 Z", STEEL, width=1.3),
    ]
    tunic = [
        _path("M109,121 L109,175 M125,121 L125,175 M141,121 L141,175", "none", GOLD, 4.2),
        f'<g fill="{WHITE}" stroke="{OUTLINE}" stroke-width="1">'
        + "".join(f'<circle cx="{x}" cy="122" r="5"/>' for x in (106, 115.5, 125, 134.5, 144))
        + "</g>",
    ]
    return [
        *_robe(colour, SLEEVE),
        *tunic,
        *hair,
        *_head([_mouth(colour)]),
        *cap,
        *staff,
        _hand(74.5, 146),
    ]
