"""Made once, by the code before fingerprints had versions (commit 742feba, checked out at /work/base):

    rm -rf tests/data/first_fingerprint/record tests/data/first_fingerprint/old.dpgui
    DPGUI_DATA_DIR=tests/data/first_fingerprint/record PYTHONPATH=/work/base \\
        python tests/data/first_fingerprint/make.py

A project (budget ε = 1) holding districts.csv, rows of little variety (matched by their fingerprint only), with
ε = 0.75 spent on them, and this computer's record of that spending (its own per-user folder).
"""

from pathlib import Path

from dpgui.core.costs.accounting import pure
from dpgui.store.importers import open_table
from dpgui.store.project import Project

HERE = Path(__file__).resolve().parent

with Project.create(HERE / "old.dpgui", pure(1)) as project:
    project.add_dataset("districts", open_table(HERE / "districts.csv"))
    seq = project.charge("districts", pure("0.75"), {"kind": "fixture"}, {"name": "fixture"})
    project.settle(seq, "failed", "made for a test fixture")
