"""The Qt-free privacy core: exact samplers, mechanisms, accounting, estimators, verification.

Nothing here does I/O or imports Qt (a test enforces it). See docs/api.md for examples.
"""

from dpgui.core.accounting import (BudgetExceeded, Cost, Odometer, advanced_composition, approx, convert,
                                   parallel, pure, sequential, zcdp, zcdp_to_approx)
from dpgui.core.audit import AuditResult, audit
from dpgui.core.bounded import MeanMechanism, mean_mechanisms, release_mean, release_sum, sum_mechanism
from dpgui.core.counts import CountMechanism, count_mechanism, sensitivities
from dpgui.core.intervals import binomial_interval
from dpgui.core.noise import DiscreteGaussian, DiscreteLaplace
from dpgui.core.pmw import check_pmw
from dpgui.core.postprocess import clamp, renormalise, round_to
from dpgui.core.release import ADD_REMOVE, REPLACE_ONE, PrivacySetting, Release
from dpgui.core.rr import (BinaryDesign, FrequencyOracle, NotPrivateError, by_epsilon, forced, pick_oracle,
                           unrelated, warner)
from dpgui.core.rr_estimators import estimate_binary, estimate_frequencies, sample_size_for
from dpgui.core.selection import check_selection, permute_and_flip, release_mode, release_quantile
from dpgui.core.sparse_vector import sparse_vector, sparse_vector_runs
from dpgui.core.truncated_geometric import truncated_geometric, truncated_geometric_matrix
from dpgui.core.verify import FiniteMechanism, check_claim, delta_tv, epsilon_star, hockey_stick, read_matrix_csv

__all__ = [name for name in dir() if not name.startswith("_")]
