"""Surveys and their responses in the project file.

A response the kiosk commits is one row, written in one transaction with ``synchronous=FULL`` (so
fsync'd before the kiosk moves on): its UUID, the time, the device, the survey version and the
**reported** answers only. Responses stored together (imports, merges) are batches of columns
(``response_batches``), read back together as ``ResponseColumns``. There is no way to store a partial response or change one afterwards (triggers). A
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
from dpgui.core.rr.responses import Column, ResponseColumns
from dpgui.core.rr.survey import Survey
from dpgui.core.words.translation import translate
from dpgui.store import response_batches as batches
from dpgui.store.declared.names import check_name
from dpgui.store.errors import StoreError
from dpgui.store.importers.rr_responses import read_responses
from dpgui.store.project import Project
from dpgui.store.safe_files import atomic_path


class SurveyLocked(StoreError):
    """The survey version already has responses."""


class WrongSurvey(StoreError):
    """Responses that belong to another survey or another version of it."""


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
                    source: str = "kiosk", key: str | None = None) -> str:
    """Store one complete response (reported answers only) durably; return its UUID. ``key``: an id the
    collecting device made (a submission sent again must add nothing): a response with that id already stored,
    alone or in a batch, is skipped, as an import skips it (the answers are still checked first)."""
    fresh = not key  # a new random id cannot be stored yet: the kiosk's commit searches nothing
    key = str(uuid.uuid4()) if fresh else key
    commit_responses(project, survey, [(answers, key)], device, source, search=not fresh)
    return key


def commit_responses(project: Project, survey: Survey, responses: list[tuple[dict[str, str], str]],
                     device: str | None = None, source: str = "kiosk", search: bool = True) -> list[bool]:
    """Store complete responses, (answers, id) each, as ``commit_response`` stores one, in one transaction synced
    once (phones sending at once wait for one sync, not one each): all or none. Whether each was new: an id already
    stored, or given twice, is stored once. ``search=False``: the ids are fresh random ones, not looked for."""
    names = [q.name for q in survey.questions]
    for answers, _ in responses:
        missing, extra = [n for n in names if n not in answers], sorted(set(answers) - set(names))
        if missing or extra:
            raise ValueError(translate("store.surveys", "A response must answer exactly the survey's questions "
                                       "(missing: {missing}, unknown: {unknown}); nothing was saved").format(
                missing=missing, unknown=extra))
    clean = [{q.name: q.check_answer(answers[q.name]) if answers[q.name] != "" else "" for q in survey.questions}
             for answers, _ in responses]
    new, seen, stamp = [], set(), _now()
    with project._write() as conn:
        for answers, (_, key) in zip(clean, responses):
            fresh = key not in seen and not (search and batches.contains(conn, key))
            seen.add(key)
            new.append(fresh)
            if fresh:
                conn.execute("INSERT INTO responses (uuid, survey_id, version, fingerprint, device, collected_at,"
                             " source, answers_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                             (key, survey.id, survey.version, survey.fingerprint, device or device_name(), stamp,
                              source, json.dumps(answers, sort_keys=True)))
    return new


def commit_many(project: Project, survey: Survey, rows: list[dict[str, str]], source: str,
                ids: list[str | None] | None = None, times: list[str | None] | None = None) -> int:
    """Store many already-checked responses (dicts of answers) in one transaction: see ``commit_columns``."""
    answers = {q.name: Column.encode(r.get(q.name, "") for r in rows) for q in survey.questions}
    return commit_columns(project, survey, answers, source, np.array(ids or [None] * len(rows), dtype=object),
                          np.array(times or [None] * len(rows), dtype=object))


def commit_columns(project: Project, survey: Survey, answers: dict[str, Column], source: str,
                   ids: np.ndarray, times: np.ndarray) -> int:
    """Store many already-checked responses (an import: one column of answers per question) in one
    transaction: all or none. ``ids`` (an export's instance ids; None or blank: a new id) make a re-import add
    nothing: a response whose id is already stored is skipped. ``times`` are the submission times (None: now).
    Returns how many were added."""
    n, stamp = len(ids), _now()
    given = _given(ids)
    keys = np.array([key.encode() for key in ids[given].tolist()], dtype=bytes) if given.any() else fresh_ids(n)
    if 0 < given.sum() < n:  # some rows without an id: a new one each
        made = fresh_ids(n - int(given.sum()))
        keys, encoded = np.empty(n, dtype=np.result_type(keys, made)), keys
        keys[given], keys[~given] = encoded, made
    collected = Column.coded(*_factorized(np.where(_given(times), times, stamp)))
    columns = ResponseColumns(keys, {"device": Column(["import"], np.zeros(n, np.uint8)), "collected_at": collected,
                                     "source": Column([source], np.zeros(n, np.uint8))},
                              {q.name: answers[q.name] for q in survey.questions})
    with project._write() as conn:
        return batches.add(conn, survey.id, survey.version, survey.fingerprint, columns)


def _given(values: np.ndarray) -> np.ndarray:
    """Where an id or a time was given (neither None nor blank)."""
    import pandas as pd

    return pd.notna(values) & (values != "")


def _factorized(values: np.ndarray) -> tuple[list[str], np.ndarray]:
    import pandas as pd

    codes, uniques = pd.factorize(values)
    return uniques.tolist(), codes


def fresh_ids(n: int) -> np.ndarray:
    """``n`` random (version 4) UUIDs as text, like ``str(uuid.uuid4())``, from one ``os.urandom`` call (a
    million imported rows otherwise make a million system calls), as UTF-8 bytes."""
    raw = np.frombuffer(os.urandom(16 * n), dtype=np.uint8).reshape(n, 16).copy()
    raw[:, 6] = raw[:, 6] & 0x0F | 0x40  # version 4
    raw[:, 8] = raw[:, 8] & 0x3F | 0x80  # RFC 4122 variant
    digits = np.frombuffer(b"0123456789abcdef", dtype=np.uint8)
    hexed = np.stack([digits[raw >> 4], digits[raw & 0x0F]], axis=2).reshape(n, 32)
    text = np.full((n, 36), ord("-"), dtype=np.uint8)
    for start, stop, at in ((0, 8, 0), (8, 12, 9), (12, 16, 14), (16, 20, 19), (20, 32, 24)):
        text[:, at:at + stop - start] = hexed[:, start:stop]
    return text.view("S36").reshape(n)


def response_count(project: Project, survey: Survey) -> int:
    return batches.count(project._read(), survey.id, survey.version)


def response_columns(project: Project, survey: Survey) -> ResponseColumns:
    """Every stored response to this survey version, column by column, ordered by time then id."""
    return batches.read(project._read(), survey.id, survey.version, [q.name for q in survey.questions]).ordered()


def responses(project: Project, survey: Survey) -> list[dict]:
    """Every stored response to this survey version: uuid, device, collected_at, source and answers (as dicts:
    for a few responses; ``response_columns`` holds a million in a few MB)."""
    return response_columns(project, survey).records()


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
    added = commit_columns(project, survey, found.checked, Path(path).name, found.ids, found.times)
    return MergeResult(added, len(found) - added, Path(path).name, sum(found.left_out.values()),
                       found.notice)


def merge_responses(project: Project, other_path) -> MergeResult:
    """Add another device's responses. Duplicates (same UUID) are skipped; responses collected with a
    survey version this project does not hold exactly are refused, and then nothing is added."""
    other_path = Path(other_path)
    with Project.open(other_path, readonly=True) as other:
        conn = other._read()
        groups = conn.execute("SELECT survey_id, version, fingerprint FROM responses UNION "
                              "SELECT survey_id, version, fingerprint FROM response_batches").fetchall()
        known = {(i, v): f for i, v, f in project._read().execute("SELECT id, version, fingerprint FROM surveys")}
        for survey_id, version, fingerprint in groups:
            if known.get((survey_id, version)) != fingerprint:
                mine = current_survey(project)
                if not mine or mine.id != survey_id:
                    text = translate("store.surveys", "{file} was collected with version {version} of another survey, "
                                     "which this project does not hold exactly; nothing was merged. Merge into a project "
                                     "made from the same survey file.")
                else:
                    text = translate("store.surveys", "{file} was collected with version {version} of this survey, "
                                     "which this project does not hold exactly; nothing was merged. Merge into a "
                                     "project made from the same survey file.")
                raise WrongSurvey(text.format(file=other_path.name, version=version))
        found = [(key, batches.read(conn, key[0], key[1], [q.name for q in survey_version(project, *key).questions]))
                 for key in {(i, v) for i, v, _ in groups}]
    added = total = 0
    with project._write() as mine:
        for (survey_id, version), columns in found:
            added += batches.add(mine, survey_id, version, known[(survey_id, version)], columns)
            total += len(columns)
    return MergeResult(added, total - added, other_path.name)


def new_survey(title: str) -> Survey:
    return Survey(id=str(uuid.uuid4()), title=title)
