"""Who may sit where: the host's answer to each hello, without sockets."""

from __future__ import annotations

from hearts_qt.engine import Seat
from hearts_qt.net.protocol import VERSION, Hello
from hearts_qt.net.seating import Place, digest, seat_for


def _places() -> list[Place]:
    return [Place() for _ in Seat]


def test_free_seats_are_given_in_turn_with_a_token_each() -> None:
    places = _places()
    assert seat_for(places, Hello(VERSION, "Ann", None), None, started=False) is Seat.SOUTH
    assert seat_for(places, Hello(VERSION, "Bob", None), None, started=False) is Seat.WEST
    assert [p.name for p in places] == ["Ann", "Bob", "", ""]
    assert places[0].token and places[1].token and places[0].token != places[1].token
    assert seat_for(places, Hello(VERSION, "Cy", None), None, started=True) == "started"
    for name in ("Cy", "Di"):
        seat_for(places, Hello(VERSION, name, None), None, started=False)
    assert seat_for(places, Hello(VERSION, "Ed", None), None, started=False) == "full"


def test_a_seat_is_taken_back_only_with_its_token_and_only_when_free() -> None:
    places = _places()
    seat_for(places, Hello(VERSION, "Ann", None), None, started=False)
    token = places[0].token
    for wrong in (None, "", "x" * len(token), token[:-1]):
        assert seat_for(places, Hello(VERSION, "Ann", wrong), None, started=True) == "token"
    assert seat_for(places, Hello(VERSION, "Ann", token), None, started=True) is Seat.SOUTH
    places[0].line = object()  # type: ignore[assignment]  # Ann is connected
    assert seat_for(places, Hello(VERSION, "Ann", token), None, started=True) == "name"


def test_the_version_then_the_password_come_first() -> None:
    places, locked = _places(), digest("chou")
    assert seat_for(places, Hello(VERSION + 1, "Ann", None, "chou"), locked, started=False) == (
        "version"
    )
    for wrong in (None, "", "chou ", "CHOU"):
        assert seat_for(places, Hello(VERSION, "Ann", None, wrong), locked, started=False) == (
            "password"
        )
    assert places[0].name == ""  # no seat was given
    assert seat_for(places, Hello(VERSION, "Ann", None, "chou"), locked, started=False) is (
        Seat.SOUTH
    )
