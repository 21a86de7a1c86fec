"""Moving cards with Qt's animation framework, and knowing when they have all stopped.

Like KPat's deck, the animator counts the cards in motion and emits ``all_finished``
once when the last one stops: the view's cue to tell the controller it is idle. A card
that is given a new target while it moves stops where it is and heads for the new one, so
a resize or a quick click never leaves a card stranded or counted twice.

Who owns what: an animation's Qt parent is the object that started it (the ``Animator``
or the ``HoverLift``, which live as long as the table), never the card it moves. Its
``finished`` signal goes to a method of that owner, which finds the card in its own
table, so no connection keeps a card alive. A card that leaves the table is deleted at
once by the scene, and an animation stopped or finished is deleted later by Qt: neither
deletion can take the other with it. (Parented to the card, the deferred deletion of a
stopped animation let go of the last reference to a card already taken off the table,
which deleted the card, and so the animation a second time, from inside its own
destructor: the crash of issue 12.)
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)

from hearts_qt.ui.table import theme
from hearts_qt.ui.table.card_item import CardItem, Target


def speed_factor(name: str) -> float:
    """The duration multiplier of an animation speed ("off", "fast", "normal", "slow")."""
    try:
        return theme.SPEEDS[name]
    except KeyError:
        choices = ", ".join(theme.SPEEDS)
        raise ValueError(f"No animation speed {name!r}; use one of {choices}") from None


class Animator(QObject):
    """Starts card animations, owns them (their Qt parent) and counts the ones running.

    Signals:
        all_finished(): the last running card animation has stopped, whether it
            finished or was stopped short (then from the event loop, once).
    """

    all_finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factor = 1.0
        self._running: dict[CardItem, QAbstractAnimation] = {}
        self._cards: dict[QAbstractAnimation, CardItem] = {}
        """The card of each running animation, for ``_on_finished``."""
        self._settled = QTimer(self)
        """Reports the end when the last animation was stopped rather than finished (a
        card sent to where it already is, or taken off the table): from the event loop,
        and only if no new animation has started meanwhile."""
        self._settled.setSingleShot(True)
        self._settled.setInterval(0)
        self._settled.timeout.connect(self._report_if_still)

    @property
    def running(self) -> int:
        return len(self._running)

    def animations(self) -> list[QAbstractAnimation]:
        """The animations in flight (tests check that none is left behind)."""
        return list(self._running.values())

    def moving(self) -> list[CardItem]:
        return list(self._running)

    def duration(self, ms: int) -> int:
        return round(ms * self.factor)

    def move(self, item: CardItem, target: Target, ms: int, delay_ms: int = 0) -> None:
        """Send ``item`` to ``target`` over ``ms`` (at normal speed) after ``delay_ms``."""
        if item.target == target and item in self._running:
            return
        self._stop(item)
        item.target = target
        duration, delay = self.duration(ms), self.duration(delay_ms)
        if duration <= 0 or not _differs(item, target):
            _arrive(item, target)
            return
        animation: QAbstractAnimation
        if delay > 0:
            animation = QSequentialAnimationGroup(self)
            animation.addPause(delay)
            group = QParallelAnimationGroup(animation)
            animation.addAnimation(group)
        else:
            animation = group = QParallelAnimationGroup(self)
        out = QEasingCurve.Type.OutCubic
        _add(group, item, b"pos", item.pos(), target.place.point, duration, out)
        rotation = _near_rotation(item.rotation(), target.place.rotation)
        _add(group, item, b"rotation", item.rotation(), rotation, duration, out)
        rising = target.opacity > item.opacity()
        fade = QEasingCurve.Type.OutCubic if rising else QEasingCurve.Type.InCubic
        _add(group, item, b"opacity", item.opacity(), target.opacity, duration, fade)
        turn_to = 1.0 if target.face_up else 0.0
        _add(group, item, b"turn", item.turn, turn_to, duration, QEasingCurve.Type.InOutSine)
        _add(group, item, b"scale", item.scale(), target.scale, duration, out)
        item.setZValue(theme.Z_MOVING + target.z if target.raised else target.z)
        self._running[item] = animation
        self._cards[animation] = item
        animation.finished.connect(self._on_finished)
        animation.start()

    def place_now(self, item: CardItem, target: Target) -> None:
        """Put ``item`` at ``target`` at once, stopping any animation it had."""
        self._stop(item)
        item.target = target
        _arrive(item, target)

    def finish_all(self) -> None:
        """Jump every moving card to its target (a new game, or the view closing)."""
        for item in list(self._running):
            target = item.target
            self._stop(item)
            if target is not None:
                _arrive(item, target)
        if not self._running:
            self._settled.stop()
            self.all_finished.emit()

    def forget(self, item: CardItem) -> None:
        """Stop animating an item that leaves the table."""
        self._stop(item)

    def _stop(self, item: CardItem) -> None:
        animation = self._running.pop(item, None)
        if animation is not None:
            del self._cards[animation]
            animation.finished.disconnect(self._on_finished)
            animation.stop()
            animation.deleteLater()
            if not self._running:
                self._settled.start()

    def _report_if_still(self) -> None:
        if not self._running:
            self.all_finished.emit()

    def _on_finished(self) -> None:
        animation = self.sender()
        item = self._cards.pop(animation, None)  # type: ignore[call-overload]
        if item is None:
            return
        del self._running[item]
        animation.deleteLater()
        if item.target is not None:
            _arrive(item, item.target)
        if not self._running:
            self._settled.stop()
            self.all_finished.emit()


class Pacer(QObject):
    """Tells when a step the controller waits for has finished animating.

    ``expect()`` after starting a step's animations; ``idle`` comes once, from the event
    loop (never inside the handler that started the step, even when nothing moves), as
    soon as no card is moving.

    Signals:
        idle(): the expected step is over.
    """

    idle = Signal()

    def __init__(self, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.animator = animator
        self.expecting = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._check)
        animator.all_finished.connect(self._timer.start)

    def expect(self) -> None:
        self.expecting = True
        self._timer.start()

    def _check(self) -> None:
        if self.expecting and not self.animator.running:
            self.expecting = False
            self.idle.emit()


def _differs(item: CardItem, target: Target) -> bool:
    place = target.place
    return (
        abs(item.x() - place.x) > 0.5
        or abs(item.y() - place.y) > 0.5
        or abs(item.rotation() - place.rotation) > 0.1
        or abs(item.opacity() - target.opacity) > 0.01
        or item.face_up != target.face_up
        or abs(item.scale() - target.scale) > 0.001
    )


def _arrive(item: CardItem, target: Target) -> None:
    item.place_now(target.place, target.scale)
    item.setOpacity(target.opacity)
    item.set_face_up(target.face_up)
    item.setZValue(target.z)


def _near_rotation(current: float, wanted: float) -> float:
    """The angle equal to ``wanted`` (mod 360) that is nearest ``current``: no full spins."""
    delta = (wanted - current + 180.0) % 360.0 - 180.0
    return current + delta


def _add(
    group: QParallelAnimationGroup,
    item: CardItem,
    name: bytes,
    start: object,
    end: object,
    duration: int,
    easing: QEasingCurve.Type,
) -> None:
    if start == end:
        return
    animation = QPropertyAnimation(item, name, group)
    animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setDuration(duration)
    animation.setEasingCurve(easing)
    group.addAnimation(animation)


def keyframes(
    target: QObject, name: bytes, ms: int, values: dict[float, float], parent: QObject
) -> QPropertyAnimation:
    """A one-off animation of a property through ``values`` (step 0..1 → value), not
    counted by any animator: for cues the game need not wait for."""
    animation = QPropertyAnimation(target, name, parent)
    animation.setDuration(ms)
    for step, value in values.items():
        animation.setKeyValueAt(step, value)
    return animation


class HoverLift(QObject):
    """Raises the card under the mouse a few pixels while South may touch it.

    The lift is the card's ``lift`` property, apart from its position, and its quick
    animations are not counted by the animator: a lift never holds up the game. Like the
    animator, it owns its animations (their Qt parent) and keeps no card alive.
    """

    def __init__(self, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.animator = animator
        self.item: CardItem | None = None
        self.card_height = 100.0
        self._animations: dict[CardItem, QPropertyAnimation] = {}
        self._cards: dict[QPropertyAnimation, CardItem] = {}

    def animations(self) -> list[QPropertyAnimation]:
        return list(self._animations.values())

    def set(self, item: CardItem | None) -> None:
        """Lift ``item`` (None: no card) and let the one lifted before settle."""
        if item is self.item:
            return
        old, self.item = self.item, item
        if old is not None:
            self._go(old, 0.0)
        if item is not None:
            self._go(item, theme.HOVER_LIFT * self.card_height)

    def reset(self) -> None:
        """Drop every lift at once (the cards leave the table)."""
        for item in list(self._animations):
            self._stop(item)
            item.set_lift(0.0)
        if self.item is not None:
            self.item.set_lift(0.0)
        self.item = None

    def forget(self, item: CardItem) -> None:
        """``item`` leaves the table: stop its lift and let go of it."""
        self._stop(item)
        if self.item is item:
            self.item = None

    def _go(self, item: CardItem, to: float) -> None:
        self._stop(item)
        duration = self.animator.duration(theme.HOVER_MS)
        if duration <= 0 or abs(item.lift_px - to) < 0.01:
            item.set_lift(to)
            return
        animation = QPropertyAnimation(item, b"lift", self)
        animation.setStartValue(item.lift_px)
        animation.setEndValue(to)
        animation.setDuration(duration)
        animation.setEasingCurve(QEasingCurve.Type.OutQuad)
        self._animations[item] = animation
        self._cards[animation] = item
        animation.finished.connect(self._on_finished)
        animation.start()

    def _on_finished(self) -> None:
        animation = self.sender()
        item = self._cards.pop(animation, None)  # type: ignore[call-overload]
        if item is not None:
            del self._animations[item]
            animation.deleteLater()

    def _stop(self, item: CardItem) -> None:
        animation = self._animations.pop(item, None)
        if animation is not None:
            del self._cards[animation]
            animation.finished.disconnect(self._on_finished)
            animation.stop()
            animation.deleteLater()
