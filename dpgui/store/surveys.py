"""Surveys and their responses in the project file.

A response is one row, written in one transaction with ``synchronous=FULL`` (so fsync'd before
the kiosk moves on): its UUID, the time, the device, the survey version and the **reported**
answers only. There is no way to store a partial response or change one afterwards (triggers). A
survey version is frozen once it has responses; changing the questions then means a new version.
Several kiosks' files merge into one: duplicates are dropped by UUID, and a file collected with
another version of the survey is refused whole. Imported exports keep their instance ids as UUIDs,
so importing one twice adds nothing.
"""

from __future__ import annotations

import copy
import datetime as dt
import json
import os
import platform
import uuid
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from dpgui.core.costs.accounting import pure
from dpgui.core.rr.survey import Survey
from dpgui.core.words.translation import translate
from dpgui.store.declared.names import check_name
from dpgui.store.errors import StoreError
from dpgui.store.importers.rr_responses import read_responses
from dpgui.store.project import Project
from dpgui.store.safe_files import atomic_path


class SurveyLocked(StoreError):
    """The survey version already has responses."""


class WrongSurvey(StoreError):
    """Responses that belong to another survey or another version of it."""


_ANSWERS = json.JSONEncoder(sort_keys=True)  # json.dumps(..., sort_keys=True), without a new encoder per row


def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat(timespec="milliseconds")


def device_name() -> str:
    return platform.node() or "this device"


def current_survey(project: Project) -> Survey | None:
    """The newest version of the project's survey, or None."""
    row = project._read().execute(
        "SELECT survey_json FROM surveys ORDER BY created_at DESC, version DESC LIMIT 1").fetchone()
    return Survey.from_json(json.loads(row[0])) if row else None


def survey_version(project: Project, survey_id: str, version: int) -> Survey | None:
    row = project._read().execute("SELECT survey_json FROM surveys WHERE id = ? AND version = ?",
                                  (survey_id, version)).fetchone()
    return Survey.from_json(json.loads(row[0])) if row else None


def is_locked(project: Project, survey: Survey) -> bool:
    return response_count(project, survey) > 0


def save_survey(project: Project, survey: Survey) -> None:
    """Store this version of the survey (validated), unless it already has responses."""
    survey.validate()
    if survey.title:
        check_name(survey.title, translate("store.surveys", "the survey"))
    if is_locked(project, survey):
        raise SurveyLocked(translate("store.surveys", "Version {version} of this survey already has responses, so its "
                                     "questions are locked; make a new version to change them").format(
            version=survey.version))
    with project._write() as conn:
        conn.execute("INSERT INTO surveys (id, version, fingerprint, survey_json, created_at) VALUES (?, ?, ?, ?, ?)"
                     " ON CONFLICT (id, version) DO UPDATE SET fingerprint = excluded.fingerprint,"
                     " survey_json = excluded.survey_json",
                     (survey.id, survey.version, survey.fingerprint, json.dumps(survey.to_json()), _now()))


def new_version(project: Project, survey: Survey) -> Survey:
    """A copy of ``survey`` with the next version number, stored and ready to edit."""
    versions = [v for (v,) in project._read().execute("SELECT version FROM surveys WHERE id = ?", (survey.id,))]
    fresh = copy.deepcopy(survey)
    fresh.version = max(versions + [survey.version]) + 1
    fresh.form_version = ""  # the form changes: its export must not reuse the old form's version
    save_survey(project, fresh)
    return fresh


def commit_response(project: Project, survey: Survey, answers: dict[str, str], device: str | None = None,
                    source: str = "kiosk") -> str:
    """Store one complete response (reported answers only) durably; return its UUID."""
    missing = [q.name for q in survey.questions if q.name not in answers]
    extra = sorted(set(answers) - {q.name for q in survey.questions})
    if missing or extra:
        raise ValueError(translate("store.surveys", "A response must answer exactly the survey's questions (missing: "
                                   "{missing}, unknown: {unknown}); nothing was saved").format(missing=missing,
                                                                                              unknown=extra))
    clean = {q.name: q.check_answer(answers[q.name]) if answers[q.name] != "" else "" for q in survey.questions}
    key = str(uuid.uuid4())
    with project._write() as conn:
        conn.execute("INSERT INTO responses (uuid, survey_id, version, fingerprint, device, collected_at, source,"
                     " answers_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                     (key, survey.id, survey.version, survey.fingerprint, device or device_name(), _now(), source,
                      json.dumps(clean, sort_keys=True)))
    return key


def commit_many(project: Project, survey: Survey, rows: list[dict[str, str]], source: str,
                ids: list[str | None] | None = None, times: list[str | None] | None = None) -> int:
    """Store many already-checked responses (an import) in one transaction: all or none. ``ids`` (an
    export's instance ids) make a re-import add nothing: a response whose id is already stored is
    skipped. ``times`` are the submission times. Returns how many were added."""
    stamp, fingerprint = _now(), survey.fingerprint  # the fingerprint hashes the whole survey: once per call
    fresh = _random_ids()
    keys = [key or next(fresh) for key in ids] if ids else [next(fresh) for _ in rows]
    times = times or [None] * len(rows)
    # inserted in key order (a stable sort, so the first of two equal ids still wins): the uuid index then
    # grows at one end instead of at random pages, which is what makes a million rows take minutes
    order = sorted(range(len(rows)), key=keys.__getitem__)
    with project._write() as conn:
        before = conn.total_changes
        conn.executemany(
            "INSERT OR IGNORE INTO responses (uuid, survey_id, version, fingerprint, device, collected_at, source,"
            " answers_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            ((keys[i], survey.id, survey.version, fingerprint, "import", times[i] or stamp, source,
              _ANSWERS.encode(rows[i])) for i in order))
        return conn.total_changes - before


def _random_ids(block: int = 4096):
    """Random (version 4) UUIDs as text, like ``str(uuid.uuid4())`` but from one ``os.urandom`` call per
    block: a million imported rows otherwise make a million system calls."""
    while True:
        raw = np.frombuffer(os.urandom(16 * block), dtype=np.uint8).reshape(block, 16).copy()
        raw[:, 6] = raw[:, 6] & 0x0F | 0x40  # version 4
        raw[:, 8] = raw[:, 8] & 0x3F | 0x80  # RFC 4122 variant
        text = raw.tobytes().hex()
        for i in range(0, 32 * block, 32):
            h = text[i:i + 32]
            yield f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def response_count(project: Project, survey: Survey) -> int:
    return project._read().execute("SELECT COUNT(*) FROM responses WHERE survey_id = ? AND version = ?",
                                   (survey.id, survey.version)).fetchone()[0]


def responses(project: Project, survey: Survey) -> list[dict]:
    """Every stored response to this survey version: uuid, device, collected_at, source and answers."""
    rows = project._read().execute(
        "SELECT uuid, device, collected_at, source, answers_json FROM responses WHERE survey_id = ? AND version = ?"
        " ORDER BY collected_at, uuid", (survey.id, survey.version)).fetchall()
    return [{"uuid": r[0], "device": r[1], "collected_at": r[2], "source": r[3], "answers": json.loads(r[4])}
            for r in rows]


def export_survey(project: Project, survey: Survey, path) -> Path:
    """A new project file holding only this survey version, to collect on another device."""
    path = Path(path)
    if path.exists():
        raise StoreError(translate("store.surveys", "{path} already exists; choose another name").format(path=path))
    with atomic_path(path, private=True) as tmp:
        with Project.create(tmp, pure(1)) as other:
            save_survey(other, survey)
    return path


@dataclass(frozen=True)
class MergeResult:
    added: int
    duplicates: int
    source: str
    left_out: int = 0  # submissions rejected in review (ODK Central, Kobo), not imported
    notice: str = ""  # what to tell the user about them ("3 rejected submissions were left out.")


def import_responses(project: Project, survey: Survey, path, mapping: dict[str, str] | None = None,
                     task=None, keep_rejected: bool = False) -> MergeResult:
    """Check and store an export from ODK, Kobo or paper entry (all rows or none); responses whose
    instance id is already stored (an export imported before) are skipped and counted as duplicates.
    Submissions rejected in review are left out unless ``keep_rejected``; the result counts and names them."""
    found = read_responses(survey, path, mapping, task, keep_rejected)
    added = commit_many(project, survey, found.answers, Path(path).name, found.ids, found.times)
    return MergeResult(added, len(found.answers) - added, Path(path).name, sum(found.left_out.values()),
                       found.notice)


def merge_responses(project: Project, other_path) -> MergeResult:
    """Add another device's responses. Duplicates (same UUID) are skipped; responses collected with a
    survey version this project does not hold exactly are refused, and then nothing is added."""
    other_path = Path(other_path)
    with Project.open(other_path, readonly=True) as other:
        rows = other._read().execute("SELECT uuid, survey_id, version, fingerprint, device, collected_at, source,"
                                     " answers_json FROM responses").fetchall()
    known = {(i, v): f for i, v, f in project._read().execute("SELECT id, version, fingerprint FROM surveys")}
    for row in rows:
        if known.get((row[1], row[2])) != row[3]:
            mine = current_survey(project)
            if not mine or mine.id != row[1]:
                text = translate("store.surveys", "{file} was collected with version {version} of another survey, which "
                                 "this project does not hold exactly; nothing was merged. Merge into a project made from "
                                 "the same survey file.")
            else:
                text = translate("store.surveys", "{file} was collected with version {version} of this survey, which "
                                 "this project does not hold exactly; nothing was merged. Merge into a project made from "
                                 "the same survey file.")
            raise WrongSurvey(text.format(file=other_path.name, version=row[2]))
    with project._write() as conn:
        before = conn.total_changes
        conn.executemany("INSERT OR IGNORE INTO responses (uuid, survey_id, version, fingerprint, device, collected_at,"
                         " source, answers_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
        added = conn.total_changes - before
    return MergeResult(added, len(rows) - added, other_path.name)


def new_survey(title: str) -> Survey:
    return Survey(id=str(uuid.uuid4()), title=title)
