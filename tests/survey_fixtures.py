"""A small survey used by the survey tests: one question of each kind, two languages."""

from dpgui.core.rr.survey import Question, Survey


def make_survey(randomiser: str = "device") -> Survey:
    both = lambda en, fr: {"English": en, "Français": fr}  # noqa: E731
    return Survey(
        id="survey-test", title="Health and habits", languages=["English", "Français"],
        texts={"consent": both("Do you agree?", "Êtes-vous d'accord ?"), "yes": both("Yes", "Oui"),
               "no": both("No", "Non")},
        questions=[
            Question("region", "select_one", both("Where do you live?", "Où habitez-vous ?"),
                     choices=[{"code": "north", "label": both("North", "Nord")},
                              {"code": "south", "label": both("South", "Sud")}]),
            Question("drugs", "sensitive_yes_no", both("Have you used drugs this year?", "Drogues cette année ?"),
                     design={"name": "forced", "p_truth": "3/4", "p_yes": "1/8", "p_no": "1/8"},
                     randomiser=randomiser),
            Question("income", "sensitive_choice", both("Your income band?", "Votre tranche de revenu ?"),
                     choices=[{"code": f"band{i}", "label": both(f"Band {i}", f"Tranche {i}")} for i in range(3)],
                     design={"epsilon": "2", "oracle": "auto"}, randomiser=randomiser),
        ])
