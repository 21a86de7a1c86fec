"""Claiming the rest of a hand: ``can_claim`` against a brute force over random end
positions, hand-made positions, ``no_points_left`` and ``finish_hand``.

The brute force knows nothing of how ``claim`` reasons. It deals the unseen cards in every
way the view allows (each other seat's past plays replayed through ``masks.legal_mask``
from the hand the deal gives it), then searches every legal continuation, carrying along
the deals that the others' plays leave possible: the claimer chooses each card knowing only
those plays, the others may play whatever some remaining deal lets them. When
``can_claim`` says yes, the claimer playing ``claim_card`` from its view must also win
against every deal checked and every play.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
from collections.abc import Callable, Iterator

import pytest

from hearts_qt.engine import (
    DECK,
    Card,
    Game,
    Hand,
    IllegalMove,
    PassDirection,
    Phase,
    Rules,
    Seat,
    SeatView,
    Trick,
    masks,
)
from hearts_qt.engine.claim import (
    ClaimRefused,
    can_claim,
    claim_card,
    finish_hand,
    no_points_left,
)
from hearts_qt.engine.record import from_json, to_json
from hearts_qt.engine.view import view_of

from .helpers import cards, hand_of, play, play_lowest

# -- the brute force --------------------------------------------------------------------


def _history(view: SeatView) -> list[tuple[int, int, int, bool, bool]]:
    """Every play as (seat, card, led suit or -1 for a lead, first trick, hearts broken
    before it)."""
    rules = view.rules
    out = []
    broken = False
    tricks = [t.cards for t in view.tricks]
    if view.trick:
        tricks.append(view.trick)
    for number, played in enumerate(tricks):
        led = played[0][1].suit
        for position, (seat, card) in enumerate(played):
            out.append((int(seat), card.index, -1 if position == 0 else led, number == 0, broken))
            if masks.breaks_hearts(1 << card.index, rules.queen_breaks_hearts):
                broken = True
    return out


def consistent_deals(view: SeatView, limit: int) -> list[tuple[int, int, int, int]] | None:
    """Every deal of the unseen cards to the other seats that the view allows, as four hand
    masks (the claimer's own included); None if there are more than ``limit``.

    A seat's hand is allowed if replaying its plays through ``masks.legal_mask`` from the
    hand it then held (what the deal gives it, and what it played later) finds each one
    legal, and it holds the cards the claimer passed it. Hands with a card of a suit the
    seat did not follow are not even tried (they would fail the replay)."""
    me = int(view.seat)
    mine = masks.mask_of(view.hand)
    history = _history(view)
    played = sum(1 << card for _, card, *_ in history)
    unseen = masks.FULL_DECK & ~mine & ~played
    known = [0, 0, 0, 0]
    if view.passed_to is not None and view.received:
        known[view.passed_to] = masks.mask_of(view.passed) & unseen
    a, b, c = (s for s in range(4) if s != me)
    sizes = {s: 13 - sum(1 for h in history if h[0] == s) for s in (a, b, c)}
    room = {s: (unseen & ~_shown_void(s, history)).bit_count() for s in (a, b, c)}
    ways = sorted(math.comb(room[s], sizes[s]) for s in (a, b, c))
    if ways[0] * ways[1] > 20 * limit:
        return None  # too many to try: a bound on the deals, not their number
    fits = {s: _hands_for(view, s, unseen, known, history) for s in (a, b, c)}
    allowed_c = set(fits[c])
    deals = []
    for ha in fits[a]:
        for hb in fits[b]:
            if ha & hb or unseen & ~ha & ~hb not in allowed_c:
                continue
            deal = [0, 0, 0, 0]
            deal[me], deal[a], deal[b], deal[c] = mine, ha, hb, unseen & ~ha & ~hb
            deals.append((deal[0], deal[1], deal[2], deal[3]))
            if len(deals) > limit:
                return None
    return deals


def _shown_void(seat: int, history: list[tuple[int, int, int, bool, bool]]) -> int:
    """The cards of the suits ``seat`` did not follow."""
    out = 0
    for player, card, led, _, _ in history:
        if player == seat and led >= 0 and card // 13 != led:
            out |= masks.SUIT_MASKS[led]
    return out


def _hands_for(
    view: SeatView,
    seat: int,
    unseen: int,
    known: list[int],
    history: list[tuple[int, int, int, bool, bool]],
) -> list[int]:
    plays = [h for h in history if h[0] == seat]
    candidates = unseen & ~_shown_void(seat, history)
    candidates &= ~sum(k for s, k in enumerate(known) if s != seat)
    hands = []
    for chosen in itertools.combinations(masks.indices_of(candidates), 13 - len(plays)):
        held = sum(1 << card for card in chosen)
        if held & known[seat] != known[seat]:
            continue
        later = sum(1 << card for _, card, *_ in plays)
        for _, card, led, first, broken in plays:
            legal = masks.legal_for(held | later, led, first, broken, view.rules)
            if not legal >> card & 1:
                break
            later &= ~(1 << card)
        else:
            hands.append(held)
    return hands


def _distinct(cards_mask: int, others: int) -> list[int]:
    """One card of each run of a hand's cards that none of ``others`` (the cards held and on
    the trick) separates: such cards win and lose the same tricks. The cards the rules
    name are kept apart."""
    named = masks.QUEEN_OF_SPADES_BIT | masks.TWO_OF_CLUBS_BIT
    out: list[int] = []
    previous = -2
    for card in masks.indices_of(cards_mask):
        between = ((1 << card) - 1) & ~((2 << previous) - 1) if previous >= 0 else 0
        same_run = (
            previous >= 0
            and previous // 13 == card // 13
            and not between & others
            and not ((1 << card) | (1 << previous)) & named
        )
        if not same_run:
            out.append(card)
        previous = card
    return out[::-1]


class Search:
    """Every legal continuation of one position, with the deal in view."""

    def __init__(self, view: SeatView) -> None:
        self.me = int(view.seat)
        self.rules = view.rules
        self.leader = int(view.leader) if view.leader is not None else self.me
        self.trick = tuple(card.index for _, card in view.trick)
        self.first = not view.tricks
        self.broken = view.hearts_broken
        self.known: dict[tuple[tuple[int, ...], int, tuple[int, ...], bool, bool], bool] = {}

    def start(self) -> tuple[int, tuple[int, ...], bool, bool]:
        return self.leader, self.trick, self.broken, self.first

    def moves(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], broken: bool, first: bool
    ) -> tuple[int, list[int]]:
        seat = (leader + len(trick)) % 4
        led = trick[0] // 13 if trick else -1
        legal = masks.legal_for(hands[seat], led, first, broken, self.rules)
        others = sum(1 << card for card in trick)
        for s in range(4):
            if s != seat:
                others |= hands[s]
        return seat, _distinct(legal, others)

    def step(
        self,
        hands: tuple[int, ...],
        leader: int,
        trick: tuple[int, ...],
        broken: bool,
        first: bool,
        card: int,
    ) -> tuple[tuple[int, ...], int, tuple[int, ...], bool, bool, bool | None]:
        """The state after ``card``; the last field is False when the claimer lost a trick,
        True when the hand is over, else None."""
        seat = (leader + len(trick)) % 4
        new = list(hands)
        new[seat] &= ~(1 << card)
        broken = broken or masks.breaks_hearts(1 << card, self.rules.queen_breaks_hearts)
        trick = (*trick, card)
        if len(trick) < 4:
            return tuple(new), leader, trick, broken, first, None
        if masks.trick_winner(leader, list(trick)) != self.me:
            return tuple(new), leader, trick, broken, first, False
        over = True if not any(new) else None
        return tuple(new), self.me, (), broken, False, over

    def claimer_wins(self, deal: tuple[int, int, int, int]) -> bool:
        """Whether the claimer, seeing every hand, can take every remaining trick."""
        return self.wins(deal, *self.start())

    def wins(
        self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], broken: bool, first: bool
    ) -> bool:
        key = (hands, leader, trick, broken, first)
        if key not in self.known:
            seat, options = self.moves(hands, leader, trick, broken, first)
            results = (self.after(hands, leader, trick, broken, first, c) for c in options)
            self.known[key] = any(results) if seat == self.me else all(results)
        return self.known[key]

    def after(
        self,
        hands: tuple[int, ...],
        leader: int,
        trick: tuple[int, ...],
        broken: bool,
        first: bool,
        card: int,
    ) -> bool:
        new, leader, trick, broken, first, outcome = self.step(
            hands, leader, trick, broken, first, card
        )
        return outcome if outcome is not None else self.wins(new, leader, trick, broken, first)


def sure_from_view(view: SeatView, deals: list[tuple[int, int, int, int]]) -> bool:
    """Whether the claimer has a way of playing, decided from what it sees, that takes every
    trick against every deal and every legal play: the deals still possible are carried
    along as the others play, and the claimer's choice may depend only on those plays."""
    search = Search(view)
    me = search.me
    known: dict[tuple[object, ...], bool] = {}

    def sure(
        deals: frozenset[tuple[int, ...]],
        leader: int,
        trick: tuple[int, ...],
        broken: bool,
        first: bool,
    ) -> bool:
        key = (deals, leader, trick, broken, first)
        if key in known:
            return known[key]
        seat = (leader + len(trick)) % 4
        led = trick[0] // 13 if trick else -1
        by_card: dict[int, set[tuple[int, ...]]] = {}
        for hands in deals:
            legal = masks.legal_for(hands[seat], led, first, broken, search.rules)
            for card in masks.indices_of(legal):
                by_card.setdefault(card, set()).add(hands)

        def after(card: int) -> bool:
            moved = set()
            for hands in by_card[card]:
                new, *state, outcome = search.step(hands, leader, trick, broken, first, card)
                moved.add(new)
            if outcome is not None:
                return outcome
            next_leader, next_trick, next_broken, next_first = state
            return sure(frozenset(moved), next_leader, next_trick, next_broken, next_first)

        cards = sorted(by_card, reverse=True)
        verdict = any(map(after, cards)) if seat == me else all(map(after, cards))
        known[key] = verdict
        return verdict

    return sure(frozenset(deals), *search.start())


def each_deal_can_be_won(view: SeatView, deals: list[tuple[int, int, int, int]]) -> bool:
    """Whether against each deal, seen, the claimer can take every trick: what the claimer
    could do if it saw the cards, an upper bound of ``sure_from_view``."""
    search = Search(view)
    return all(search.claimer_wins(deal) for deal in deals)


def _advance(view: SeatView, plays: tuple[int, ...]) -> SeatView:
    """The claimer's view after more cards are played (each by the seat on turn)."""
    tricks = list(view.tricks)
    trick = list(view.trick)
    hand = set(view.hand)
    leader = view.leader
    assert leader is not None
    broken = view.hearts_broken
    for index in plays:
        seat = leader.offset(len(trick))
        card = DECK[index]
        if seat == view.seat:
            hand.discard(card)
        trick.append((seat, card))
        broken = broken or masks.breaks_hearts(1 << index, view.rules.queen_breaks_hearts)
        if len(trick) == 4:
            winner = Seat(masks.trick_winner(leader, [c.index for _, c in trick]))
            tricks.append(Trick(leader, tuple(trick), winner, 0, 0))
            trick, leader = [], winner
    return dataclasses.replace(
        view,
        hand=tuple(sorted(hand)),
        tricks=tuple(tricks),
        trick=tuple(trick),
        leader=leader,
        to_play=leader.offset(len(trick)),
        hearts_broken=broken,
    )


def claim_is_sound(view: SeatView, deals: list[tuple[int, int, int, int]]) -> bool:
    """Whether the claimer, playing ``claim_card`` from what it sees, takes every trick
    against each of ``deals`` and every legal play of the others."""
    search = Search(view)
    me = search.me
    chosen: dict[tuple[int, ...], int | None] = {}

    def card_for(plays: tuple[int, ...]) -> int | None:
        if plays not in chosen:
            card = claim_card(_advance(view, plays))
            chosen[plays] = None if card is None else card.index
        return chosen[plays]

    def wins(
        hands: tuple[int, ...],
        state: tuple[int, tuple[int, ...], bool, bool],
        plays: tuple[int, ...],
    ) -> bool:
        seat = (state[0] + len(state[1])) % 4
        led = state[1][0] // 13 if state[1] else -1
        legal = masks.legal_for(hands[seat], led, state[3], state[2], view.rules)
        options = masks.indices_of(legal)
        if seat == me:
            card = card_for(plays)
            if card is None or not hands[me] >> card & 1:
                return False
            options = [card]
        for card in options:
            *after, outcome = search.step(hands, *state, card)
            if outcome is False:
                return False
            if outcome is None and not wins(
                after[0], (after[1], after[2], after[3], after[4]), (*plays, card)
            ):
                return False
        return True

    return all(wins(deal, search.start(), ()) for deal in deals)


# -- random end positions ---------------------------------------------------------------


def _deal(rng: random.Random, strong: Seat | None) -> tuple[tuple[Card, ...], ...]:
    """A random deal; a ``strong`` seat gets mostly high cards, so that claims happen."""
    deck = list(DECK)
    rng.shuffle(deck)
    if strong is not None:
        deck.sort(key=lambda card: card.rank + rng.uniform(0, 9), reverse=True)
        chosen, rest = deck[:13], deck[13:]
        rng.shuffle(rest)
        hands = [rest[i * 13 : i * 13 + 13] for i in range(3)]
        hands.insert(strong, chosen)
        return tuple(tuple(h) for h in hands)
    return tuple(tuple(deck[i * 13 : i * 13 + 13]) for i in range(4))


def random_position(seed: int, most: int = 5) -> SeatView:
    """A seeded hand played at random until the claimer holds 1 to ``most`` cards, stopped
    at a random point of a trick. Often the claimer keeps its highest cards for the end
    (it plays others while it legally can), so that claims and near claims happen."""
    rng = random.Random(seed)
    claimer = Seat(rng.randrange(4))
    rules = Rules(queen_breaks_hearts=rng.random() < 0.3, points_on_first_trick=rng.random() < 0.3)
    direction = PassDirection(rng.randrange(4))
    hand = Hand(_deal(rng, claimer if rng.random() < 0.6 else None), direction, rules)
    if hand.phase is Phase.PASSING:
        for seat in Seat:
            hand.pass_cards(seat, rng.sample(hand.held(seat), 3))
    left = rng.randint(1, most)
    extra = rng.randrange(4)
    by_rank = sorted(hand.held(claimer), key=lambda card: card.rank)
    keep = set(by_rank[-left:]) if rng.random() < 0.5 else set()
    while len(hand.held(claimer)) > left or (len(hand.held(claimer)) == left and extra):
        if len(hand.held(claimer)) == left:
            extra -= 1
        seat = hand.to_play
        assert seat is not None
        legal = hand.legal_plays(seat)
        if seat == claimer:
            spare = [card for card in legal if card not in keep] or list(legal)
            hand.play(seat, spare[-1] if rng.random() < 0.7 else rng.choice(spare))
        else:
            hand.play(seat, rng.choice(legal))
        if hand.phase is not Phase.PLAYING:
            break
    return view_of(hand, claimer, 1, (0, 0, 0, 0))


def _positions() -> Iterator[tuple[int, SeatView, list[tuple[int, int, int, int]]]]:
    for seed in itertools.count():
        view = random_position(seed)
        if view.phase is not Phase.PLAYING:
            continue
        deals = consistent_deals(view, limit=DEAL_LIMIT)
        if deals is not None:
            yield seed, view, deals


DEAL_LIMIT = 3000
POSITIONS = 250
SOUND_CARDS, SOUND_DEALS = 3, 12


def test_can_claim_agrees_with_the_brute_force_on_random_end_positions() -> None:
    verdicts = {True: 0, False: 0}
    for seed, view, deals in itertools.islice(_positions(), POSITIONS):
        expected = sure_from_view(view, deals)
        assert can_claim(view) is expected, f"seed {seed}: expected {expected}"
        if expected and len(view.hand) <= SOUND_CARDS:
            assert claim_is_sound(view, deals[:SOUND_DEALS]), f"seed {seed}: claim_card loses"
        verdicts[expected] += 1
    assert verdicts[True] >= 40 and verdicts[False] >= 40, verdicts


def _checked(
    first_seed: int, wanted: Callable[[SeatView], bool], count: int, limit: int = DEAL_LIMIT
) -> dict[bool, int]:
    """``can_claim`` against the brute force on ``count`` positions that ``wanted`` picks
    (among those with at most ``limit`` deals)."""
    verdicts = {True: 0, False: 0}
    for seed in itertools.count(first_seed):
        view = random_position(seed)
        if view.phase is not Phase.PLAYING or not wanted(view):
            continue
        deals = consistent_deals(view, limit=limit)
        if deals is None:
            continue
        expected = sure_from_view(view, deals)
        assert can_claim(view) is expected, f"seed {seed}: expected {expected}"
        verdicts[expected] += 1
        if sum(verdicts.values()) == count:
            return verdicts
    raise AssertionError("unreachable")


def test_can_claim_agrees_with_the_brute_force_with_four_or_five_cards_left() -> None:
    verdicts = _checked(10_000, lambda view: len(view.hand) >= 4, 40)
    assert verdicts[True] >= 3, verdicts


def test_can_claim_agrees_with_the_brute_force_when_others_play_before_the_claimer() -> None:
    """The seats still to play before the claimer are searched card by card."""

    def before(view: SeatView) -> bool:
        return view.to_play != view.seat and all(seat != view.seat for seat, _ in view.trick)

    verdicts = _checked(20_000, before, 200, limit=1000)
    assert verdicts[True] >= 8, verdicts


# -- hand-made positions ----------------------------------------------------------------


def scripted(
    plays: str,
    ends: dict[Seat, str],
    *,
    leader: Seat = Seat.SOUTH,
    passes: dict[Seat, str] | None = None,
    rules: Rules | None = None,
) -> Hand:
    """A hand played to a position: each card of ``plays`` goes to the seat on turn, the
    ``leader`` holding the 2♣ (after the pass to the left, when ``passes`` says what each
    seat gives), and then each seat holds its ``ends``. The deal is made to fit and the
    plays go through the checked ``Hand``, so an illegal script fails."""
    held = {seat: list(cards(ends.get(seat, ""))) for seat in Seat}
    turn, trick = leader, []
    for code in plays.replace("/", " ").split():
        held[turn.offset(len(trick))].append(Card.parse(code))
        trick.append(Card.parse(code).index)
        if len(trick) == 4:
            turn, trick = Seat(masks.trick_winner(turn, trick)), []
    direction = PassDirection.HOLD
    if passes is not None:
        direction = PassDirection.LEFT
        for seat in Seat:
            gift = cards(passes[seat.offset(-1)])
            held[seat] = [c for c in held[seat] if c not in gift] + list(cards(passes[seat]))
    hand = Hand(tuple(tuple(held[seat]) for seat in Seat), direction, rules or Rules())
    for seat, gift in (passes or {}).items():
        hand.pass_cards(seat, cards(gift))
    play(hand, plays)
    return hand


def south(hand: Hand) -> SeatView:
    return view_of(hand, Seat.SOUTH, 1, (0, 0, 0, 0))


def agrees(view: SeatView) -> bool:
    """``can_claim``, checked against the brute force."""
    deals = consistent_deals(view, limit=100_000)
    assert deals is not None
    verdict = can_claim(view)
    assert verdict is sure_from_view(view, deals)
    return verdict


# Seven tricks of clubs and hearts that every position below starts with; the cards the
# East and South throw on the fourth trick (West leads the last club) are filled in.
OPENING = (
    "2C 3C 4C AC / 5C 6C 7C KC / 8C 9C 10C QC / JC 2H {east} {south} / "
    "3H 4H 5H AH / 7H 8H 9H KH / 10H JH QH 6H / "
)
TOP_SPADES = OPENING.format(east="2S", south="3S") + "6S 7S 8S 4S / 9S 5S 10S JS / 2D 3D"
TOP_SPADES_ENDS = {
    Seat.SOUTH: "AD AS KS QS",
    Seat.WEST: "4D 5D 6D 7D",
    Seat.NORTH: "8D 9D 10D",
    Seat.EAST: "JD QD KD",
}


def test_the_top_spades_with_every_other_spade_played_take_the_rest() -> None:
    hand = scripted(TOP_SPADES, TOP_SPADES_ENDS)
    assert hand.to_play is Seat.SOUTH and hand.trick  # third to play to the tenth trick
    assert agrees(south(hand))
    assert claim_card(south(hand)) == Card.parse("AD")
    play(hand, "AD 4D")
    assert hand.leader is Seat.SOUTH and agrees(south(hand))
    assert claim_card(south(hand)) == Card.parse("AS")
    assert not can_claim(view_of(hand, Seat.WEST, 1, (0, 0, 0, 0)))


def test_a_seat_after_the_claimer_may_hold_the_card_that_beats_it() -> None:
    ends = {
        Seat.SOUTH: "KD AS KS QS",
        Seat.WEST: "AD 4D 5D 6D",
        Seat.NORTH: "7D 8D 9D",
        Seat.EAST: "10D JD QD",
    }
    hand = scripted(TOP_SPADES, ends)
    assert not agrees(south(hand))
    assert claim_card(south(hand)) is None


VOID = OPENING.format(east="5D", south="4D") + "6S 7S 8S 4S / 2D 3D 3S 6D / 7D"
VOID_ENDS = {
    Seat.SOUTH: "KD AS KS QS",
    Seat.WEST: "5S 9S 10S JS",
    Seat.NORTH: "AD QD JD",
    Seat.EAST: "8D 9D 10D 2S",
}


def test_a_void_shown_after_the_claimer_makes_its_king_sure() -> None:
    """West threw a spade on a diamond: the A♦ is with North or East, who play before
    South to this trick."""
    early = scripted(VOID, VOID_ENDS)
    assert early.to_play is Seat.EAST
    assert not agrees(south(early))  # East, still to play before South, may hold the A♦
    play(early, "8D")
    assert agrees(south(early))
    assert claim_card(south(early)) == Card.parse("KD")


LOWEST = (
    OPENING.format(east="5D", south="6D") + "KS 3S 4S 5S / QS 6S 7S 8S / AD 2D 3D 4D / 2S 7D 8D"
)
LOWEST_ENDS = {
    Seat.SOUTH: "AS 9S KD",
    Seat.WEST: "10S JS",
    Seat.NORTH: "9D 10D",
    Seat.EAST: "JD QD",
}


def test_the_claimer_takes_the_trick_with_its_lowest_sure_card() -> None:
    """Last to a spade trick, South takes it with the 9♠ and keeps the A♠ for the 10♠ and
    J♠ still out; taking it with the A♠ would leave the 9♠ to lose."""
    hand = scripted(LOWEST, LOWEST_ENDS)
    assert agrees(south(hand))
    assert claim_card(south(hand)) == Card.parse("9S")


CROSS = OPENING.format(east="3S", south="4S") + "JS 7S 6S 5S / 9S 10S 2D 8S / 3D 4D KD 5D"
CROSS_ENDS = {
    Seat.SOUTH: "AS QS AD",
    Seat.WEST: "2S 6D 7D",
    Seat.NORTH: "KS 8D 9D",
    Seat.EAST: "10D JD QD",
}


def test_a_claim_that_one_deal_beats_and_the_pass_that_makes_it_sure() -> None:
    """South leads with A♠ Q♠ A♦; the K♠ and the 2♠ are out. East has shown no spades, so
    West or North may hold both and keep the K♠ for the Q♠. But if South passed West the
    2♠ 6♦ 7♦, West holds just those, the K♠ is North's only spade, and the A♠ drops it."""
    held = scripted(CROSS, CROSS_ENDS)
    assert held.leader is Seat.SOUTH and not held.trick
    assert not agrees(south(held))
    passes = {
        Seat.SOUTH: "2S 6D 7D",
        Seat.WEST: "KC 8C 4H",
        Seat.NORTH: "AC 5C 9C",
        Seat.EAST: "AH 7H JH",
    }
    passed = scripted(CROSS, CROSS_ENDS, passes=passes)
    assert agrees(south(passed))
    assert claim_card(south(passed)) == Card.parse("AS")


def test_a_claim_on_the_first_trick() -> None:
    """South holds every club but the 2♣ and the A♥: sure from the first card, and the
    hand is then the sun's."""
    deal = hand_of(south="3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC AH", west="2C")
    assert deal.to_play is Seat.WEST
    assert can_claim(south(deal))
    lacking = hand_of(south="3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AH AS", west="2C")
    assert not can_claim(south(lacking))  # whoever has the A♣ takes a club trick
    play(deal, "2C")
    assert can_claim(south(deal))


# -- no points left ---------------------------------------------------------------------


def rewound(hand: Hand, cards_played: int) -> Hand:
    """The same hand, replayed to the moment ``cards_played`` cards had been played."""
    again = Hand(hand.dealt, hand.direction, hand.rules)
    if hand.direction is not PassDirection.HOLD:
        for seat in Seat:
            gift = hand.passes[seat]
            assert gift is not None
            again.pass_cards(seat, gift)
    history = [*(pair for trick in hand.tricks for pair in trick.cards), *hand.trick]
    for seat, card in history[:cards_played]:
        again.play(seat, card)
    return again


# East throws the Q♠ on the fourth trick: after seven tricks every point is taken, by
# West, South and East; the J♦ is still out.
QUEEN_THROWN = OPENING.format(east="QS", south="3S")
QUEEN_THROWN_ENDS = {
    Seat.SOUTH: "2D 3D 4D 5D 6D 7D",
    Seat.WEST: "8D 9D 10D JD QD KD",
    Seat.NORTH: "AD 2S 4S 5S 6S 7S",
    Seat.EAST: "8S 9S 10S JS KS AS",
}
SUN = Rules(shoot_the_sun=True)
JACK = Rules(jack_of_diamonds=-10)


def test_no_points_left_once_every_heart_and_the_queen_are_taken() -> None:
    hand = scripted(QUEEN_THROWN, QUEEN_THROWN_ENDS)
    assert no_points_left(south(hand))
    assert no_points_left(view_of(hand, Seat.EAST, 1, (0, 0, 0, 0)))
    assert not no_points_left(south(rewound(hand, 27)))  # the last heart is on the trick
    assert not no_points_left(south(rewound(hand, 24)))
    assert no_points_left(south(scripted(QUEEN_THROWN, QUEEN_THROWN_ENDS, rules=SUN)))


def test_the_jack_of_diamonds_counts_when_the_rules_score_it() -> None:
    hand = scripted(QUEEN_THROWN, QUEEN_THROWN_ENDS, rules=JACK)
    assert not no_points_left(south(hand))  # the J♦ is still in West's hand
    thrown = OPENING.format(east="QS", south="JD")
    ends = QUEEN_THROWN_ENDS | {Seat.WEST: "8D 9D 10D 3S QD KD"}
    assert no_points_left(south(scripted(thrown, ends, rules=JACK)))


# South holds every club and leads them; West and North throw their hearts and the Q♠ on
# South's tricks, East diamonds and spades (the J♦ stays out).
SHOOTER = (
    "2C 2D 2S 3D / 3C 2H 9H 4D / 4C 3H 10H 5D / 5C 4H JH 6D / 6C 5H QH 7D / "
    "7C 6H KH 8D / 8C 7H AH 9D / 9C 8H QS 3S"
)
SHOOTER_ENDS = {
    Seat.SOUTH: "10C JC QC KC AC",
    Seat.WEST: "10D JD QD KD AD",
    Seat.NORTH: "9S 10S JS KS AS",
    Seat.EAST: "4S 5S 6S 7S 8S",
}

# South takes the first trick with the A♣ and leads its other clubs; the others throw every
# point on them; South's last card, the 2♦, is covered by West's 3♦.
COVERED = (
    "2C AC 4D 2S / KC 2H 9H 9D / QC 3H 10H 10D / JC 4H JH JD / 10C 5H QH QD / "
    "9C 6H KH KD / 8C 7H AH AD / 7C 8H QS 8S / 6C 5D 3S 9S / 5C 6D 4S 10S / "
    "4C 7D 5S JS / 3C 8D 6S KS / 2D 3D"
)
COVERED_ENDS = {Seat.NORTH: "7S", Seat.EAST: "AS"}


def test_while_the_sun_may_shine_points_are_left() -> None:
    assert no_points_left(south(scripted(SHOOTER, SHOOTER_ENDS)))
    assert not no_points_left(south(scripted(SHOOTER, SHOOTER_ENDS, rules=SUN)))
    assert not no_points_left(south(scripted(SHOOTER, SHOOTER_ENDS, rules=JACK)))


def test_the_sun_is_off_once_its_only_taker_is_beaten_on_the_trick() -> None:
    covered = scripted(COVERED, COVERED_ENDS, leader=Seat.EAST, rules=SUN)
    assert {trick.winner for trick in covered.tricks} == {Seat.SOUTH}
    assert no_points_left(south(covered))
    assert not no_points_left(south(rewound(covered, 49)))  # South's 2♦ still wins
    assert not no_points_left(south(rewound(covered, 48)))  # South leads its last card
    assert no_points_left(south(rewound(scripted(COVERED, COVERED_ENDS, leader=Seat.EAST), 48)))


def test_no_points_left_is_false_outside_play() -> None:
    game = Game(seed=3)
    game.deal()
    assert not no_points_left(game.view(Seat.SOUTH))  # passing
    hand = scripted(SHOOTER, SHOOTER_ENDS)
    play_lowest(hand)
    assert not no_points_left(south(hand)) and not can_claim(south(hand))  # scored


# -- playing the rest out ----------------------------------------------------------------


def _score(hand: Hand) -> masks.HandPoints:
    assert hand.phase is Phase.SCORED and hand.score is not None
    return hand.score


def test_a_claim_is_played_out_through_the_checked_hand() -> None:
    hand = scripted(TOP_SPADES, TOP_SPADES_ENDS)
    before = len(hand.tricks)
    events = finish_hand(hand, Seat.SOUTH)
    assert [t.winner for t in hand.tricks[before:]] == [Seat.SOUTH] * 4
    assert sum(1 for e in events if type(e).__name__ == "CardPlayed") == 14
    again = rewound(hand, 38)
    play_lowest(again)
    assert _score(again) == _score(hand)


def test_a_claim_the_cards_do_not_justify_is_refused_and_nothing_is_played() -> None:
    ends = {
        Seat.SOUTH: "KD AS KS QS",
        Seat.WEST: "AD 4D 5D 6D",
        Seat.NORTH: "7D 8D 9D",
        Seat.EAST: "10D JD QD",
    }
    hand = scripted(TOP_SPADES, ends)
    with pytest.raises(ClaimRefused) as refused:
        finish_hand(hand, Seat.SOUTH)
    assert str(refused.value) == "South cannot be sure to take every remaining trick."
    assert refused.value.template == ClaimRefused.NOT_EVERY_TRICK
    assert isinstance(refused.value, IllegalMove)
    assert len(hand.tricks) == 9 and len(hand.trick) == 2
    with pytest.raises(ClaimRefused, match="can still change its score"):
        finish_hand(hand)
    assert len(hand.tricks) == 9 and len(hand.trick) == 2


@pytest.mark.parametrize("seed", range(6))
def test_with_no_points_left_any_play_scores_the_same(seed: int) -> None:
    hand = scripted(QUEEN_THROWN, QUEEN_THROWN_ENDS, rules=SUN)
    other = rewound(hand, 28)
    finish_hand(hand)
    rng = random.Random(seed)
    while other.phase is Phase.PLAYING:
        seat = other.to_play
        assert seat is not None
        other.play(seat, rng.choice(other.legal_plays(seat)))
    assert _score(other) == _score(hand)


def test_a_claim_from_the_first_card_shoots_the_sun() -> None:
    deal = hand_of(south="3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC AH", west="2C", rules=SUN)
    finish_hand(deal, Seat.SOUTH)
    assert deal.tricks_won[Seat.SOUTH] == 13
    assert _score(deal).sun == Seat.SOUTH


def test_finishing_a_hand_that_is_not_in_play_is_refused() -> None:
    game = Game(seed=3)
    game.deal()
    with pytest.raises(IllegalMove, match="still being passed"):
        finish_hand(game)
    hand = scripted(SHOOTER, SHOOTER_ENDS)
    play_lowest(hand)
    with pytest.raises(IllegalMove, match="The hand is over"):
        finish_hand(hand, Seat.SOUTH)


def _played_until_done(seed: int) -> tuple[Game, Seat | None] | None:
    """A seeded game played at random (South playing high) until South can claim (even
    seeds) or no points are left (odd ones), with the seat that claims; None if that does
    not happen before the last trick."""
    rng = random.Random(seed)
    jack = -10 if seed % 4 == 0 else None
    game = Game(Rules(shoot_the_sun=seed % 3 == 0, jack_of_diamonds=jack), seed)
    game.deal()
    hand = game.hand
    if hand.phase is Phase.PASSING:
        for seat in Seat:
            game.pass_cards(seat, hand.held(seat)[:3])
    while hand.phase is Phase.PLAYING:
        turn = hand.to_play
        assert turn is not None
        if len(hand.held(turn)) > 1:
            if seed % 2 == 0 and can_claim(game.view(Seat.SOUTH)):
                return game, Seat.SOUTH
            if seed % 2 and no_points_left(game.view(turn)):
                return game, None
        legal = hand.legal_plays(turn)
        game.play(turn, legal[-1] if turn is Seat.SOUTH else rng.choice(legal))
    return None


def test_a_game_finished_at_once_replays_from_its_record() -> None:
    finished = {Seat.SOUTH: 0, None: 0}
    for seed in range(60):
        found = _played_until_done(seed)
        if found is None:
            continue
        game, claimer = found
        actions = len(game.actions)
        events = finish_hand(game, claimer)
        assert type(events[-1]).__name__ in {"HandScored", "GameOver"}
        assert game.hand.phase is Phase.SCORED
        assert len(game.actions) == actions + sum(
            1 for e in events if type(e).__name__ == "CardPlayed"
        )
        again = Game.replay(game.rules, game.seed, game.actions)
        assert again.results == game.results
        assert from_json(to_json(game)).results == game.results
        # Played on at random instead (the claimer still playing its sure cards), the
        # hand scores the same.
        other = Game.replay(game.rules, game.seed, game.actions[:actions])
        rng = random.Random(seed)
        while other.hand.phase is Phase.PLAYING:
            turn = other.hand.to_play
            assert turn is not None
            card = claim_card(other.view(turn)) if turn == claimer else None
            other.play(turn, card or rng.choice(other.hand.legal_plays(turn)))
        assert other.results == game.results
        finished[claimer] += 1
    assert finished[Seat.SOUTH] >= 3 and finished[None] >= 3, finished


# Nine tricks; East, who led a heart before any was played, holds only hearts.
BLIND = (
    "2C QC 4C 8C / QS 6S 3S 4S / 10S AS 5S KS / 7C 5C KC JC / QD KD 8D 7D / "
    "9S JS 2S 7S / 10D 8S 3D AD / 9C 6C 10C JD / QH 8H 10H 4H"
)
BLIND_ENDS = {
    Seat.SOUTH: "2D 4D 5D 6H",
    Seat.WEST: "AC 9H KH AH",
    Seat.NORTH: "3C 6D 9D 7H",
    Seat.EAST: "JH 2H 3H 5H",
}


def test_a_claim_each_deal_allows_but_the_claimer_cannot_be_sure_of() -> None:
    """East leads a low heart, and West, third, must choose between the 9♥ and the K♥
    before North plays. If North has the J♥, the 9♥ loses now; if East has it, the K♥ does
    later (the 9♥ is then beaten by it). Seeing the cards, West would always know which to
    play; from its seat it cannot."""
    hand = scripted(BLIND, BLIND_ENDS)
    west = view_of(hand, Seat.WEST, 1, (0, 0, 0, 0))
    assert hand.to_play is Seat.EAST
    deals = consistent_deals(west, limit=10_000)
    assert deals is not None
    assert each_deal_can_be_won(west, deals)
    assert not sure_from_view(west, deals)
    assert not can_claim(west)
