"""Regenerate the bundled example study: a synthetic community health survey.

Writes clinic_survey.csv (600 respondents), and clinic_survey.dpgui: a project with that table
imported under the declared schema in clinic_survey.schema.json and a budget of ε = 1, with no
releases yet, and the randomized-response survey behind its drug-use column with its 600 reported
answers. Run from the repository root: python resources/example/build_example.py
The drug-use column was collected with forced response on the device: only reported answers exist.
"""

import csv
import json
from pathlib import Path

import numpy as np

from dpgui.core.costs.accounting import pure
from dpgui.core.rr.designs import forced
from dpgui.core.rr.survey import KIOSK_TEXTS, Question, Survey
from dpgui.store import surveys as store
from dpgui.store.declared.schema import parse_schema
from dpgui.store.importers import open_table
from dpgui.store.project import Project

HERE = Path(__file__).resolve().parent


def write_csv(path: Path, n: int = 600) -> None:
    gen = np.random.default_rng(2026)  # synthetic data only; release paths never use this generator
    region = gen.choice(["North", "South", "East", "West"], n, p=[0.35, 0.25, 0.25, 0.15])
    age = np.clip(np.round(gen.normal(42, 14, n)), 18, 90).astype(int)
    smoker = gen.random(n) < 0.22
    visits = np.clip(gen.poisson(3, n), 0, 20)
    drug = gen.random(n) < 0.12
    reported = forced("2/3", "1/6", "1/6").randomise(drug)  # CSPRNG, as on a real device
    with path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["respondent", "region", "age", "smoker", "visits_last_year", "drug_use_reported"])
        for i in range(n):
            writer.writerow([f"R{i + 1:04d}", region[i], age[i], "yes" if smoker[i] else "no", visits[i],
                             "yes" if reported[i] else "no"])


def example_survey() -> Survey:
    """The survey the field team ran: region asked directly, drug use by forced response on the device."""
    both = lambda en, fr: {"English": en, "Français": fr}  # noqa: E731
    return Survey(id="clinic-survey-2026", title="Community health survey", languages=["English", "Français"],
                  texts={"yes": both("Yes", "Oui"), "no": both("No", "Non"), "next": both("Next", "Suivant"),
                         "agree": both("I agree to take part", "J'accepte de participer"),
                         "decline": both("I do not want to take part", "Je ne souhaite pas participer"),
                         "continue": both("Continue", "Continuer"),
                         "choose_language": both("Choose your language", "Choisissez votre langue"),
                         "consent": both(KIOSK_TEXTS["consent"],
                                         "Cette enquête pose des questions personnelles. Votre participation est "
                                         "volontaire ; vous pouvez arrêter à tout moment. Personne, pas même "
                                         "l'enquêteur, ne peut savoir à partir de vos réponses ce qui est vrai pour vous."),
                         "explanation": both(KIOSK_TEXTS["explanation"],
                                             "Pour certaines questions, cet appareil lance une pièce électronique secrète "
                                             "avant d'enregistrer votre réponse. Parfois il garde votre vraie réponse, "
                                             "parfois une réponse au hasard, et personne ne peut savoir laquelle. Seule "
                                             "la réponse enregistrée est conservée. Répondez donc sincèrement : votre "
                                             "vraie réponse n'est jamais enregistrée."),
                         "thanks": both(KIOSK_TEXTS["thanks"], "Merci. Vos réponses sont enregistrées. Veuillez rendre "
                                                                "l'appareil."),
                         "declined": both(KIOSK_TEXTS["declined"], "Merci. Rien n'a été enregistré. Veuillez rendre "
                                                                    "l'appareil."),
                         "not_protected": both(KIOSK_TEXTS["not_protected"], "Cette question n'est pas protégée : votre "
                                                                              "réponse est enregistrée telle quelle.")},
                  questions=[
                      Question("region", "select_one", both("Where do you live?", "Où habitez-vous ?"),
                               choices=[{"code": r, "label": both(r, fr)} for r, fr in
                                        (("North", "Nord"), ("South", "Sud"), ("East", "Est"), ("West", "Ouest"))]),
                      Question("drug_use", "sensitive_yes_no",
                               both("Have you used illegal drugs in the last 12 months?",
                                    "Avez-vous consommé des drogues illégales au cours des 12 derniers mois ?"),
                               design={"name": "forced", "p_truth": "2/3", "p_yes": "1/6", "p_no": "1/6"})])


def build_project(csv_path: Path, target: Path) -> None:
    spec = json.loads((HERE / "clinic_survey.schema.json").read_text(encoding="utf-8"))
    declared = {n: c for n, c in spec["columns"].items() if c["type"] != "randomized_response"}
    for leftover in target.parent.glob(target.name + "*"):
        leftover.unlink()
    with Project.create(target, pure(spec["budget"]["epsilon"]), practice=True) as project:
        project.add_dataset("clinic", open_table(csv_path), parse_schema({"columns": declared}))
        survey = example_survey()
        store.save_survey(project, survey)
        store.import_responses(project, survey, csv_path, {"region": "region", "drug_use": "drug_use_reported"})


if __name__ == "__main__":
    csv_path = HERE / "clinic_survey.csv"
    if not csv_path.exists():
        write_csv(csv_path)
    build_project(csv_path, HERE / "clinic_survey.dpgui")
    print(f"wrote {HERE / 'clinic_survey.dpgui'}")
