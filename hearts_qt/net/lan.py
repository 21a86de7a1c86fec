"""This computer's addresses on its networks: what a host tells its friends to type."""

from __future__ import annotations

from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface


def addresses_for_friends(port: int) -> list[str]:
    """``address:port`` for each address this computer has on a network that is up
    (IPv4 first, then IPv6 as ``[address]:port``), loopback and link-local ones left out:
    empty when the computer is on no network."""
    found: list[QHostAddress] = []
    flags = QNetworkInterface.InterfaceFlag
    for interface in QNetworkInterface.allInterfaces():
        state = interface.flags()
        if not state & flags.IsUp or not state & flags.IsRunning or state & flags.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            address = entry.ip()
            if not (address.isLoopback() or address.isLinkLocal() or address.isNull()):
                found.append(address)
    ipv4 = QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
    found.sort(key=lambda a: a.protocol() != ipv4)
    texts = [
        f"{a.toString()}:{port}" if a.protocol() == ipv4 else f"[{a.toString()}]:{port}"
        for a in found
    ]
    return list(dict.fromkeys(texts))
