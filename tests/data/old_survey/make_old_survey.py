"""Writes responses_v5.dpgui and its export as the code before issue #29 wrote them (one JSON row per response),
for tests/test_survey_batches.py. Run from the repository root against that code, with a scratch HOME so that
no machine record is touched:

    HOME=$(mktemp -d) PYTHONPATH=/work/base python tests/data/old_survey/make_old_survey.py

(/work/base: a checkout of commit 742feba.) The file holds three kiosk responses, one with a skipped answer, and an
import of four rows with instance ids, one of them twice (stored once), and one row without an id.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.append(str(HERE.parents[2]))  # after PYTHONPATH: the old code is imported

from tests.survey_fixtures import make_survey  # noqa: E402

from dpgui.core.costs.accounting import pure  # noqa: E402
from dpgui.engine.survey_estimates import survey_estimates  # noqa: E402
from dpgui.report.survey_export import write_export  # noqa: E402
from dpgui.store import surveys as store  # noqa: E402
from dpgui.store.project import Project  # noqa: E402

path = HERE / "responses_v5.dpgui"
path.unlink(missing_ok=True)
with Project.create(path, pure(1)) as project:
    survey = make_survey()
    store.save_survey(project, survey)
    for answers in ({"region": "north", "drugs": "yes", "income": "band0"},
                    {"region": "south", "drugs": "no", "income": "band2"},
                    {"region": "", "drugs": "no", "income": "band1"}):
        store.commit_response(project, survey, answers, device="kiosk-1")
    rows = [{"region": r, "drugs": d, "income": i} for r, d, i in
            (("north", "no", "band1"), ("south", "yes", "band1"), ("north", "no", "band0"), ("south", "no", "band2"),
             ("north", "yes", ""))]
    store.commit_many(project, survey, rows, "odk.csv", ids=["id-b", "id-a", "id-b", "id-c", None],
                      times=["2026-01-02T10:00:00", None, None, "2026-01-01T09:00:00", None])
    found = store.responses(project, survey)
    write_export(survey, found, survey_estimates(survey, found, by="region"), HERE / "export_v5.csv")
print(f"wrote {path}")
