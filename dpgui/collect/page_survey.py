"""Placeholder (helper SERVER): the page's survey JSON. Helper PAGE's version replaces this file at merge."""

from __future__ import annotations

from dpgui.core.rr.survey import Survey


def page_survey(survey: Survey) -> dict:
    return {"survey": survey.id, "title": survey.title, "fingerprint": survey.fingerprint,
            "form_version": survey.form_version, "languages": [{"name": lang} for lang in survey.languages]}
