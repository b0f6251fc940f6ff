"""The machine's network interfaces the curator can serve the phones' page on: IPv4 only, up only, loopback last.

The server listens on the one address picked, never on all of them, so a laptop on two networks (a hotspot for the
phones and the office's) serves the survey on the chosen one alone.
"""

from __future__ import annotations

import socket
from dataclasses import dataclass

import psutil


@dataclass(frozen=True)
class Interface:
    name: str
    address: str
    loopback: bool


def interfaces() -> list[Interface]:
    """Every up interface's IPv4 addresses, by name, with the loopback ones (this machine only) last."""
    up = {name for name, stats in psutil.net_if_stats().items() if stats.isup}
    found = [Interface(name, a.address, a.address.startswith("127."))
             for name, addresses in psutil.net_if_addrs().items() if name in up
             for a in addresses if a.family == socket.AF_INET]
    return sorted(found, key=lambda i: i.loopback)  # stable: the system's order otherwise
