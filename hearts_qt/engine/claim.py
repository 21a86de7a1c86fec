"""Claiming the rest of a hand: whether a seat is sure to take every remaining trick,
whether any points are left to take, and playing the rest out at once.

``can_claim`` is exact. It answers: is there a way of playing, decided only from what the
seat sees as play goes on, that takes every remaining trick against every deal of the
unseen cards consistent with the seat's view and every legal play of the others? Why the
check below answers exactly that:

1. A seat that takes every trick leads every trick after the current one. A lead is sure
   to win only if no other seat can hold a higher card of its suit: one that holds it may
   play it (any card of the suit led may follow), and only the suit led takes a trick.
2. Fix a deal. Let ``c1 > c2 > … > ca`` be the claimer's cards of a suit, and let another
   seat hold ``m`` cards of it. That seat can keep its highest card of the suit through
   the first ``min(m, a) - 1`` leads of the suit: it follows low, and when it cannot follow
   it throws another suit (after the first trick it may play anything), or its lowest card
   of the suit once it holds nothing else. So the claimer loses if fewer than
   ``min(m, a)`` of its cards beat that seat's highest card. If no seat and suit is like
   that, leading each suit from the top, in any order the lead rules allow, wins every
   trick whatever the others play: that seat is out of the suit by the time the cards it
   could beat are led.
3. That way of playing does not depend on the deal. So for the tricks the claimer leads,
   "one way of playing wins against every deal" and "against each deal some way of playing
   wins" are the same question: the claim holds if and only if no deal consistent with the
   view has such a seat and suit. Whether one exists is a question of dealing the unseen
   cards to three seats of known sizes, some cards barred from some seats (what the view
   shows) and the cards the seat passed fixed in the receiver's hand: Hall's condition over
   a few groups of places (``Holdings.deal_exists``) answers it without trying deals one by one.
4. On a trick already led the claimer must choose before the seats after it play, and
   there the two questions differ: a card right against each deal apart is not enough (the
   tests show such a hand). The claimer plays its lowest card that takes the trick
   whatever the later seats may hold (a higher one would only weaken what it keeps); the
   seats still to play before it are searched card by card (cards that the rules and the
   claimer's cards cannot tell apart are tried once); the later seats can keep their long
   suits as in 2., needing one card more in the suit led, which they must follow. On the
   first trick, where the rule against points may force a discard, the later seats are
   searched too.

What the view shows about the unseen cards is asked of the rules: see ``holdings``.
"""

from __future__ import annotations

from hearts_qt.engine import masks
from hearts_qt.engine.cards import DECK, Card, Seat
from hearts_qt.engine.errors import IllegalMove
from hearts_qt.engine.events import Event
from hearts_qt.engine.game import Game
from hearts_qt.engine.hand import Hand, Phase
from hearts_qt.engine.holdings import Holdings, holdings_of
from hearts_qt.engine.view import SeatView, view_of

_NAMED = masks.QUEEN_OF_SPADES_BIT | masks.TWO_OF_CLUBS_BIT | masks.JACK_OF_DIAMONDS_BIT
"""The cards the rules name; any other two cards of a suit are alike to them."""


class ClaimRefused(IllegalMove):
    """A claim, or a quick finish, that the cards do not justify; nothing was played."""

    NOT_EVERY_TRICK = "{seat} cannot be sure to take every remaining trick."
    POINTS_LEFT = "The rest of this hand can still change its score."


# -- the claim -------------------------------------------------------------------------


def _above(card: int) -> int:
    """The cards of ``card``'s suit that beat it."""
    return masks.SUIT_MASKS[card // 13] & ~((2 << card) - 1)


def _keeps_the_rest(table: Holdings, later: tuple[int, ...] = ()) -> bool:
    """Whether the claimer, leading the next trick, takes every trick from there (2. and 3.
    of the module's docstring). ``later`` are seats still to play to the current trick,
    which the claimer is sure to take: they must follow the suit led if they can."""
    led = table.led
    for number, suit in enumerate(masks.SUIT_MASKS):
        theirs = table.unseen & suit
        mine = table.hand & suit
        if not theirs or not mine:
            continue
        checked = 0
        for beaten, card in enumerate(reversed(masks.indices_of(mine))):
            top = theirs & _above(card)
            if top == checked:
                continue
            checked = top
            for seat in table.others:
                length = beaten + 1 + (seat in later and number == led)
                if table.deal_exists(seat, top, theirs, length):
                    return False
    return True


def _beats(card: int, trick: list[int]) -> bool:
    """Whether ``card`` takes the trick so far, on it or not: the highest of the suit led."""
    led = trick[0] // 13
    return card // 13 == led and all(card >= c for c in trick if c // 13 == led)


def _sure_winner(table: Holdings) -> int | None:
    """The claimer's lowest legal card that takes the current trick whatever the seats
    after it hold, or None."""
    legal = masks.legal_for(table.hand, table.led, table.first, table.broken, table.rules)
    later = table.waiting[1:]
    for card in masks.indices_of(legal):
        if table.trick and not _beats(card, table.trick):
            continue
        higher = table.unseen & _above(card)
        if not any(table.deal_exists(seat, higher, higher, 1) for seat in later):
            return card
    return None


def _takes_every_trick(table: Holdings) -> bool:
    """Whether the claimer takes the current trick (or leads the next) and every later one."""
    if len(table.trick) == 4:
        if masks.trick_winner(table.leader, table.trick) != table.me:
            return False
        table = table.copy()
        table.leader, table.trick, table.first = table.me, [], False
        return not table.hand or _keeps_the_rest(table)
    turn = table.to_play
    if turn == table.me and not table.trick and not table.first:
        return _keeps_the_rest(table)
    if turn == table.me:
        card = _sure_winner(table)
        if card is None:
            return False
        after = table.play(turn, card)
        if after.first or len(after.trick) == 4:
            return _takes_every_trick(after)
        return not after.hand or _keeps_the_rest(after, after.waiting)
    mine = table.my_card
    if mine is not None and not table.first:
        return _later_seats_cannot_stop(table, mine)
    for card in _choices(table, turn):
        out = table.rule_out(turn, card)
        if out < 0:
            continue
        after = table.play(turn, card)
        after.allowed[turn] &= ~out
        if after.consistent() and not _takes_every_trick(after):
            return False
    return True


def _later_seats_cannot_stop(table: Holdings, card: int) -> bool:
    """The claimer's ``card`` is on the current trick, not the first: the seats still to
    play can neither take this trick nor keep a card that takes a later one."""
    if not _beats(card, table.trick):
        return False
    higher = table.unseen & _above(card)
    waiting = table.waiting
    if any(table.deal_exists(seat, higher, higher, 1) for seat in waiting):
        return False
    return not table.hand or _keeps_the_rest(table, waiting)


def _choices(table: Holdings, seat: int) -> list[int]:
    """One card of each kind that ``seat`` may hold, the highest first. Cards of a suit
    that no card of the claimer's separates, that the same seats may hold, that the rules
    do not name and that the first trick's rule treats alike (barred or not: the values
    in force say) are alike for the claim: trying one of them is trying them all."""
    mine = table.hand
    if table.my_card is not None:
        mine |= 1 << table.my_card
    barred = masks.ruling(table.rules).first_barred
    kinds: set[tuple[int, int, int, int, bool]] = set()
    out = []
    for card in reversed(masks.indices_of(table.allowed[seat])):
        bit = 1 << card
        band = (mine & _above(card)).bit_count()
        holders = sum(1 << s for s in table.others if table.allowed[s] & bit)
        kind = (card // 13, band, holders, card if bit & _NAMED else -1, bool(bit & barred))
        if kind not in kinds:
            kinds.add(kind)
            out.append(card)
    return out


def _hopeless(view: SeatView, hand: int, unseen: int) -> bool:
    """A quick "no" from the cards alone, before anything is inferred: the claimer cannot
    take the current trick, or keeps a suit in which another seat holds a higher card (which
    that seat keeps, after the first trick: it may throw something else)."""
    trick = view.trick
    led = int(trick[0][1].suit) if trick else -1
    mine = next((card.index for seat, card in trick if seat == view.seat), None)
    indices = [card.index for _, card in trick]
    if mine is not None and not _beats(mine, indices):
        return True
    if trick and mine is None and not hand & masks.SUIT_MASKS[led]:
        return True
    if not view.tricks:
        return False
    beaten = [
        suit
        for suit, cards in enumerate(masks.SUIT_MASKS)
        if hand & cards and (unseen & cards).bit_length() > (hand & cards).bit_length()
    ]
    if trick:
        return any(suit != led for suit in beaten)
    if view.leader == view.seat:
        return bool(beaten)
    return len(beaten) > 1


def _obvious(view: SeatView, hand: int, unseen: int) -> bool:
    """A quick "yes": the claimer leads, after the first trick, and each of its cards beats
    every unseen card of its suit."""
    if view.trick or view.leader != view.seat or not view.tricks:
        return False
    return all(
        (unseen & cards).bit_length() <= (hand & cards & -(hand & cards)).bit_length() - 1
        for cards in masks.SUIT_MASKS
        if hand & cards
    )


def _claim_holds(view: SeatView) -> bool:
    if view.phase is not Phase.PLAYING:
        return False
    hand = masks.mask_of(view.hand)
    unseen = masks.FULL_DECK & ~hand & ~masks.mask_of(card for _, card in view.played)
    if _hopeless(view, hand, unseen):
        return False
    return _obvious(view, hand, unseen) or _takes_every_trick(holdings_of(view))


# -- the public questions ---------------------------------------------------------------


def can_claim(view: SeatView) -> bool:
    """Whether the view's seat is sure to take every remaining trick, the current one
    included, however the unseen cards lie and the others play (see the module's
    docstring). Meant to be asked after every card: a plain "no" is quick.

    >>> from hearts_qt.engine.game import Game
    >>> game = Game(seed=1)
    >>> _ = game.deal()
    >>> can_claim(game.view(Seat.SOUTH))
    False
    """
    return _claim_holds(view)


def claim_card(view: SeatView) -> Card | None:
    """The card that keeps the seat's claim sure, when it is on turn and its claim holds:
    on lead, the top card of a suit it may lead; on a trick already led, its lowest card
    that takes the trick whatever the seats after it hold."""
    if view.to_play != view.seat or not _claim_holds(view):
        return None
    table = holdings_of(view)
    if table.trick or table.first:
        card = _sure_winner(table)
        return None if card is None else DECK[card]
    legal = masks.legal_for(table.hand, -1, False, table.broken, table.rules)
    return DECK[legal.bit_length() - 1]


def no_points_left(view: SeatView) -> bool:
    """Whether the rest of the hand cannot change its score: every card that scores under
    the rules (``masks.scoring_cards``) is in tricks already taken, the sun is off or no
    longer possible (two seats have taken tricks, or the only one that has is already beaten
    on the current trick), and with the no-tricks bonus every seat has taken a trick. The
    rest may then be played out at once.

    >>> from hearts_qt.engine.game import Game
    >>> game = Game(seed=1)
    >>> _ = game.deal()
    >>> no_points_left(game.view(Seat.SOUTH))
    False
    """
    if view.phase is not Phase.PLAYING:
        return False
    rules = view.rules
    taken = masks.mask_of(card for trick in view.tricks for _, card in trick.cards)
    if masks.scoring_cards(rules) & ~taken:
        return False
    if rules.no_tricks_bonus is not None and len({t.winner for t in view.tricks}) < 4:
        return False
    return not rules.shoot_the_sun or not _sun_possible(view)


def _sun_possible(view: SeatView) -> bool:
    winners = {trick.winner for trick in view.tricks}
    if len(winners) != 1:
        return not winners
    (winner,) = winners
    indices = [card.index for _, card in view.trick]
    played = [card.index for seat, card in view.trick if seat == winner]
    return not played or _beats(played[0], indices)


def finish_hand(game: Game | Hand, claimer: Seat | None = None) -> list[Event]:
    """Play the rest of the current hand at once, every card through the checked API (a
    game records each one, so its record replays as usual), and return the events.

    With a ``claimer``, its claim must hold (``can_claim``): it plays its sure cards and
    takes every trick. Without one, no points may be left (``no_points_left``). Any other
    seat plays its lowest legal card: the score is the same whatever they play. Raises
    ``ClaimRefused`` (and plays nothing) when the cards do not allow it.
    """
    hand = game.hand if isinstance(game, Game) else game
    if hand.phase is not Phase.PLAYING:
        passing = hand.phase is Phase.PASSING
        raise IllegalMove(IllegalMove.STILL_PASSING if passing else IllegalMove.HAND_OVER)

    def view(seat: Seat) -> SeatView:
        return game.view(seat) if isinstance(game, Game) else view_of(hand, seat, 0, (0, 0, 0, 0))

    turn = hand.to_play
    assert turn is not None
    if claimer is not None and not can_claim(view(claimer)):
        raise ClaimRefused(ClaimRefused.NOT_EVERY_TRICK, seat=claimer.label)
    if claimer is None and not no_points_left(view(turn)):
        raise ClaimRefused(ClaimRefused.POINTS_LEFT)
    events: list[Event] = []
    while hand.phase is Phase.PLAYING:
        seat, card = finishing_play(view(turn_of(hand)), claimer)
        events += game.play(seat, card)
    return events


def turn_of(hand: Hand) -> Seat:
    seat = hand.to_play
    assert seat is not None
    return seat


def finishing_play(view: SeatView, claimer: Seat | None) -> tuple[Seat, Card]:
    """The next card of a hand being finished at once (``finish_hand``), from the view
    of the seat on turn: the claimer's sure card, any other seat's lowest legal card."""
    seat = view.seat
    card = claim_card(view) if seat == claimer else view.legal[0]
    assert card is not None, "a claim that held stopped holding"
    return seat, card
