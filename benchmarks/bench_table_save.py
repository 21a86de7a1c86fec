"""What saving a network table costs its host: one whole game of four easy computers and one
scripted client over loopback, on the event loop's thread (as the GUI host's), played
with no save, with a save at every change, and with ``TableKeeper``'s (changes 250 ms
apart saved together); the save goes to a temporary folder. Prints the game's time for
each, the number of changes, and one save's cost: rebuilding the game's copy and writing
the file.

    python benchmarks/bench_table_save.py [--seed 4]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtNetwork import QHostAddress

from hearts_qt.net.client import TableClient
from hearts_qt.net.host import TableHost
from hearts_qt.net.table_keeper import TableKeeper
from hearts_qt.storage.saved_table import SavedTable, TableStore, encode

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests.net.table import AutoClient


def play(app: QCoreApplication, seed: int, saving: str, folder: Path) -> tuple[float, int]:
    """The seconds one game takes, and how many changes the host signalled."""
    host = TableHost(table="bench", levels=("easy",) * 4, threaded=False)
    assert host.listen(0, QHostAddress(QHostAddress.SpecialAddress.LocalHost)), host.error
    store = TableStore(folder / f"{saving}.json")
    changes = [0]
    host.changed.connect(lambda: changes.__setitem__(0, changes[0] + 1))
    if saving == "keeper":
        TableKeeper(host, store)
    elif saving == "every change":
        keeper = TableKeeper(host, store)
        host.changed.connect(keeper.save)
    client: TableClient = AutoClient()
    client.joined.connect(lambda *_: host.start(seed))
    done = QTimer()
    done.timeout.connect(lambda: app.quit() if host.game_over else None)
    done.start(5)
    began = time.perf_counter()
    client.join("127.0.0.1", host.port, "Ann")
    app.exec()
    seconds = time.perf_counter() - began
    host.close()
    return seconds, changes[0]


def one_save(host_game: SavedTable, store: TableStore, rounds: int = 50) -> tuple[float, float]:
    """Milliseconds to rebuild the game's copy, and to encode and write it."""
    began = time.perf_counter()
    for _ in range(rounds):
        host_game.game.copy()
    copying = (time.perf_counter() - began) / rounds * 1000
    began = time.perf_counter()
    for _ in range(rounds):
        encode(host_game)
        store.save(host_game)
    return copying, (time.perf_counter() - began) / rounds * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=4)
    options = parser.parse_args()
    app = QCoreApplication([])
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        for saving in ("none", "every change", "keeper"):
            seconds, changes = play(app, options.seed, saving, folder)
            print(f"{saving:>12}: the game took {seconds:.2f} s ({changes} changes)")
        saved = TableStore(folder / "keeper.json").load().saved
        assert saved is not None
        copying, writing = one_save(saved, TableStore(folder / "again.json"))
        print(f"one save of the finished game: copy {copying:.1f} ms, write {writing:.1f} ms")


if __name__ == "__main__":
    main()
