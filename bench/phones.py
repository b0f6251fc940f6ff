"""Phones submitting at once: 50 simulated phones on loopback each send one complete, valid submission (a fresh
uuid each) in the same instant, for several rounds, to a PhoneSession serving a survey from a project file, and each
times its request until the laptop's acknowledgement, which it sends only once the response is committed durably
(synced). Target (issue #30): p99 < 200 ms on the 2-core machine, 0 lost, 0 duplicated (rows counted in the project
afterwards).

The server runs in this process, in its own thread, as the app runs it; the phones run in a child process (other
devices), each from its own loopback address, as phones on a hotspot have their own. The old tree has no phones'
server: its row prints as n/a.

Run: python bench/phones.py [--quick] [--phones N] [--rounds R]
"""

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from survey_fixtures import make_survey  # noqa: E402

TASK = "phones: p99 to durable ack, 50 at once"
TARGET = "< 200 ms, 0 lost, 0 duplicated"


def ratio(value) -> None:
    print("RATIO " + json.dumps({"task": TASK, "dpgui": value, "peer": None, "peer_name": "target 200 ms",
                                 "unit": "ms", "target": TARGET}))


async def phones(url: str, bodies: list[list[bytes]]) -> dict:
    """The child's side: every round, every phone sends its body at once; the seconds each took, and retries."""
    import aiohttp

    sessions = [aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(f"127.0.1.{i + 1}", 0)))
                for i in range(len(bodies[0]))]
    times, retries, outcomes = [], 0, {}

    async def send(session, body: bytes) -> None:
        nonlocal retries
        start = time.perf_counter()
        while True:
            async with session.post(url + "submit", data=body, headers={"Content-Type": "application/json"}) as r:
                reply = await r.json()
            if r.status == 200:
                break
            retries += 1
            await asyncio.sleep(0.05)
        times.append(time.perf_counter() - start)
        outcomes[reply["stored"]] = outcomes.get(reply["stored"], 0) + 1
    try:
        for session in sessions:  # each phone has loaded the page: its connection is open
            async with session.get(url + "survey.json") as r:
                await r.read()
        for round_bodies in bodies:
            await asyncio.gather(*(send(s, b) for s, b in zip(sessions, round_bodies)))
            await asyncio.sleep(0.2)
    finally:
        for session in sessions:
            await session.close()
    return {"times": times, "retries": retries, "outcomes": outcomes}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--phones", type=int, default=50)
    parser.add_argument("--rounds", type=int)
    args = parser.parse_args()
    rounds = args.rounds or (4 if args.quick else 20)
    try:
        from dpgui.collect.server.session import PhoneSession
    except ImportError:
        print("phones: this tree has no phones' server (n/a)")
        ratio(None)
        return
    from dpgui.core.costs.accounting import pure
    from dpgui.store import surveys as store
    from dpgui.store.project import Project

    survey = make_survey()
    answers = {"region": "north", "drugs": "yes", "income": "band1"}
    bodies = [[json.dumps({"uuid": str(uuid.uuid4()), "fingerprint": survey.fingerprint,
                           "form_version": survey.form_version, "language": "English", "answers": answers})
               for _ in range(args.phones)] for _ in range(rounds)]
    with tempfile.TemporaryDirectory(prefix="phones-bench-") as folder:
        with Project.create(Path(folder) / "phones.dpgui", pure(1)) as project:
            store.save_survey(project, survey)
            session = PhoneSession(project, survey, "127.0.0.1")
            session.start()
            try:
                child = subprocess.run([sys.executable, __file__, "--child", session.url], input=json.dumps(bodies),
                                       capture_output=True, text=True, check=True)
            finally:
                session.stop()
            load = os.getloadavg()
            result = json.loads(child.stdout)
            rows = store.responses(project, survey)
        sent = {json.loads(b)["uuid"] for r in bodies for b in r}
        stored = [r["uuid"] for r in rows]
        lost, duplicated = len(sent - set(stored)), len(stored) - len(set(stored))
    times = [t * 1000 for t in result["times"]]
    p50, p99 = percentile(times, 0.50), percentile(times, 0.99)
    print(f"phones: {args.phones:,} at once × {rounds:,} rounds = {len(sent):,} submissions on loopback, each "
          f"acknowledged after its durable commit")
    print(f"  time to acknowledgement: p50 {p50:,.1f} ms, p99 {p99:,.1f} ms, max {max(times):,.1f} ms "
          f"(target p99 < 200 ms)")
    print(f"  stored {len(stored):,}: lost {lost:,}, duplicated {duplicated:,}; retries after 429/503: "
          f"{result['retries']:,}; replies {result['outcomes']}")
    print(f"  load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores")
    ratio(round(p99, 1) if lost == 0 and duplicated == 0 else None)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        print(json.dumps(asyncio.run(phones(sys.argv[2], [[b.encode() for b in r] for r in json.load(sys.stdin)]))))
    else:
        main()
