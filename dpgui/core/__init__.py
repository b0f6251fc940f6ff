"""The Qt-free privacy core, by room: ``noise`` (CSPRNG, exact arithmetic and samplers), ``costs`` (what a
release costs and what is refused), ``mechanisms``, ``rr`` (randomized response and surveys), ``verification``
and ``words`` (plain numbers). docs/architecture.md says which room may use which.

Nothing here does I/O or imports Qt (a test enforces it). The public names below import from here;
docs/api.md has examples.

Names are loaded on first use (PEP 562), so importing one submodule, as the command line does before it
parses its arguments, does not import them all (numpy, the auditor, ...).
"""

from importlib import import_module

_WHERE = {
    "costs.accounting": ["BudgetExceeded", "Cost", "Odometer", "advanced_composition", "approx", "convert", "parallel", "pure", "sequential", "zcdp", "zcdp_to_approx"],
    "verification.audit": ["AuditResult", "audit"],
    "mechanisms.bounded": ["MeanMechanism", "mean_mechanisms", "release_mean", "release_sum", "sum_mechanism"],
    "mechanisms.counts": ["CountMechanism", "count_mechanism", "sensitivities"],
    "intervals": ["binomial_interval"],
    "noise.distributions": ["DiscreteGaussian", "DiscreteLaplace"],
    "mechanisms.pmw": ["check_pmw"],
    "mechanisms.postprocess": ["clamp", "renormalise", "round_to"],
    "mechanisms.release": ["ADD_REMOVE", "REPLACE_ONE", "PrivacySetting", "Release"],
    "rr.designs": ["BinaryDesign", "FrequencyOracle", "NotPrivateError", "by_epsilon", "forced", "pick_oracle", "unrelated", "warner"],
    "rr.estimators": ["estimate_binary", "estimate_frequencies", "sample_size_for"],
    "rr.survey": ["Question", "Survey"],
    "mechanisms.selection": ["check_selection", "permute_and_flip", "release_mode", "release_quantile"],
    "mechanisms.sparse_vector": ["sparse_vector", "sparse_vector_runs"],
    "mechanisms.truncated_geometric": ["truncated_geometric", "truncated_geometric_matrix"],
    "verification.verify": ["FiniteMechanism", "check_claim", "delta_tv", "epsilon_star", "hockey_stick", "read_matrix_csv"],
}
_MODULES = {"samplers": "noise.samplers"}  # a module docs/api.md imports from here by its old name
_MODULE = {name: module for module, names in _WHERE.items() for name in names}
__all__ = sorted(_MODULE)


def __getattr__(name: str):
    if name in _MODULES:
        return import_module(f"dpgui.core.{_MODULES[name]}")
    if name not in _MODULE:
        raise AttributeError(f"Module 'dpgui.core' has no attribute {name!r}")
    return getattr(import_module(f"dpgui.core.{_MODULE[name]}"), name)
