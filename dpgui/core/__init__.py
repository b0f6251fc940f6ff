"""The Qt-free privacy core: exact samplers, mechanisms, accounting, estimators, verification.

Nothing here does I/O or imports Qt (a test enforces it). See docs/api.md for examples.

Names are loaded on first use (PEP 562), so importing one submodule, as the command line does before it
parses its arguments, does not import them all (numpy, the auditor, ...).
"""

import sys
import types
from importlib import import_module

_WHERE = {
    "accounting": ["BudgetExceeded", "Cost", "Odometer", "advanced_composition", "approx", "convert", "parallel", "pure", "sequential", "zcdp", "zcdp_to_approx"],
    "audit": ["AuditResult", "audit"],
    "bounded": ["MeanMechanism", "mean_mechanisms", "release_mean", "release_sum", "sum_mechanism"],
    "counts": ["CountMechanism", "count_mechanism", "sensitivities"],
    "intervals": ["binomial_interval"],
    "noise": ["DiscreteGaussian", "DiscreteLaplace"],
    "pmw": ["check_pmw"],
    "postprocess": ["clamp", "renormalise", "round_to"],
    "release": ["ADD_REMOVE", "REPLACE_ONE", "PrivacySetting", "Release"],
    "rr": ["BinaryDesign", "FrequencyOracle", "NotPrivateError", "by_epsilon", "forced", "pick_oracle", "unrelated", "warner"],
    "rr_estimators": ["estimate_binary", "estimate_frequencies", "sample_size_for"],
    "selection": ["check_selection", "permute_and_flip", "release_mode", "release_quantile"],
    "sparse_vector": ["sparse_vector", "sparse_vector_runs"],
    "truncated_geometric": ["truncated_geometric", "truncated_geometric_matrix"],
    "verify": ["FiniteMechanism", "check_claim", "delta_tv", "epsilon_star", "hockey_stick", "read_matrix_csv"],
}
_MODULE = {name: module for module, names in _WHERE.items() for name in names}
__all__ = sorted(_MODULE)


def __getattr__(name: str):
    if name not in _MODULE:
        raise AttributeError(f"module 'dpgui.core' has no attribute {name!r}")
    return getattr(import_module(f"dpgui.core.{_MODULE[name]}"), name)


class _Core(types.ModuleType):
    """``dpgui.core.audit`` is the function, as it always was, even once its submodule is imported
    (importing a submodule sets the package attribute of the same name to the module)."""

    def __getattribute__(self, name: str):
        if name == "audit":
            return import_module("dpgui.core.audit").audit
        return super().__getattribute__(name)


sys.modules[__name__].__class__ = _Core
