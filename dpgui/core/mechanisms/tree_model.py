"""The distribution a junction tree of measured marginals describes, fitted from the noisy measurements alone
(post-processing: nothing here reads data or spends budget).

The cliques come in the order they were measured: the first (the root) over any columns, each later one over
columns S already in one earlier clique plus one new column v. So the model is a decomposable graphical model
(a junction tree with separators S), written as a Bayesian network: P(root) · Π P(v | S), and every column never
measured jointly stands alone with its one-way marginal. As in Private-PGM (McKenna, Sheldon & Miklau 2019) the
tables are fitted by least squares to the noisy counts under the constraints of a distribution, here in closed
form clique by clique: a noisy table's row for each value s of S is projected onto the counts that are
non-negative and add up to the model's n̂·P(s) (Euclidean projection onto a scaled simplex, Duchi et al. 2008), so
each clique agrees with the cliques before it. Marginals of any columns come from summing out the others
(variable elimination, by ``einsum``), synthetic rows by sampling each column given its separator with
systematic sampling (fewer sampling errors than independent draws; Madow 1949).
"""

from __future__ import annotations

import math

import numpy as np

from dpgui.core.noise.randomness import KeystreamSource
from dpgui.core.words.translation import translate


def project_rows(noisy: np.ndarray, totals: np.ndarray, keep: np.ndarray | None = None) -> np.ndarray:
    """Each row of ``noisy`` (R × m) replaced by the nearest (Euclidean) non-negative row adding up to its total
    (Duchi, Shalev-Shwartz, Singer & Chandra 2008: subtract the one threshold that makes the positive part sum
    right). A total of 0 gives a row of zeros. Cells where ``keep`` (R × m, at least one per row) is False are held
    at 0. No division by a data value."""
    noisy = np.asarray(noisy, dtype=float)
    totals = np.maximum(np.asarray(totals, dtype=float), 0.0)
    if keep is not None:  # far below any threshold the kept cells can need
        floor = -2.0 * (np.abs(noisy).max(initial=0.0) + totals.max(initial=0.0) + 1.0) * noisy.shape[1]
        noisy = np.where(keep, noisy, floor)
    ordered = -np.sort(-noisy, axis=1)
    excess = np.cumsum(ordered, axis=1) - totals[:, None]
    ranks = np.arange(1, noisy.shape[1] + 1)
    positive = ordered - excess / ranks > 0
    last = np.maximum(noisy.shape[1] - 1 - np.argmax(positive[:, ::-1], axis=1), 0)  # the last kept rank
    threshold = excess[np.arange(noisy.shape[0]), last] / (last + 1)
    out = np.where(totals[:, None] > 0, np.maximum(noisy - threshold[:, None], 0.0), 0.0)
    return out if keep is None else np.where(keep, out, 0.0)


def shrink_rows(rows: np.ndarray, totals: np.ndarray, keep: np.ndarray, scale: float) -> np.ndarray:
    """Each noisy row (R × m) pulled toward its total times the distribution of the whole table's column sums, by
    positive-part James-Stein (James & Stein 1961): by 1 − (m − 2)·σ²/‖row − prior‖², σ² the noise's variance per
    cell. A sparse row's counts are mostly noise, which the projection would otherwise turn into a few spikes; the
    column sums add up the noise of every row against all the rows' counts, so they are far less noisy."""
    column = project_rows(np.where(keep, rows, 0.0).sum(axis=0, keepdims=True), np.array([totals.sum()]),
                          keep.any(axis=0, keepdims=True))[0]
    prior = np.where(keep, totals[:, None] * column, 0.0)
    prior = prior * np.where(prior.sum(axis=1) > 0, totals / np.where(prior.sum(axis=1) > 0, prior.sum(axis=1), 1.0),
                             0.0)[:, None]
    gap = np.where(keep, rows - prior, 0.0)
    q = math.exp(-1.0 / float(scale))
    variance = 2.0 * q / (1.0 - q) ** 2  # discrete Laplace
    spread = (gap ** 2).sum(axis=1)
    factor = np.clip(1.0 - (keep.sum(axis=1) - 2) * variance / np.where(spread > 0, spread, 1.0), 0.0, 1.0)
    return prior + factor[:, None] * gap


def _normalised(table: np.ndarray, fallback: np.ndarray) -> np.ndarray:
    """Rows (last axis) divided by their sums; ``fallback`` (a distribution over the last axis) where a row is 0."""
    sums = table.sum(axis=-1, keepdims=True)
    return np.where(sums > 0, table / np.where(sums > 0, sums, 1.0), fallback)


class TreeModel:
    """P(root) · Π P(v | S) over a declared domain of ``shape``, plus the one-way marginals of the rest.

    ``tables`` holds, per measured clique in order, its conditional table over its columns in sorted order (the
    root's is its joint distribution), with the new column's axis normalised; ``one_way`` the fitted one-way
    distributions of every column (those outside every clique are independent of the rest). ``held`` lists, per
    column, the declared cells the model may put mass in (default: all; see core/mechanisms/pmw.py's held_cells)."""

    def __init__(self, shape: tuple[int, ...], one_way: list[np.ndarray], held: list | None = None):
        self.shape = tuple(shape)
        self.one_way = one_way
        self.held = [np.arange(s) for s in self.shape] if held is None else [np.asarray(h) for h in held]
        self.cliques: list[tuple[int, ...]] = []  # sorted columns
        self.new: list[int] = []  # the column each clique added (-1 for the root)
        self.tables: list[np.ndarray] = []
        self.owner: dict[int, int] = {}  # column -> the clique that added it

    @property
    def cells(self) -> int:
        return sum(t.size for t in self.tables) + sum(p.size for p in self.one_way)

    def separator(self, cols: tuple[int, ...]) -> tuple[tuple[int, ...], int | None]:
        """(S, v) for a clique measured next: v the one column not yet in the model (None for a root)."""
        fresh = [c for c in cols if c not in self.owner]
        if not self.cliques:
            return (), None
        if len(fresh) != 1:
            raise ValueError(translate("core.mechanisms.tree_model", "Each table after the first adds exactly one "
                                       "column to the tree"))
        return tuple(c for c in cols if c != fresh[0]), fresh[0]

    def add(self, cols: tuple[int, ...], noisy: np.ndarray, n_hat: float, scale: float | None = None) -> None:
        """Fit the next clique to its noisy counts (over ``cols``, sorted), consistent with the cliques before it.
        ``scale``, the measurement's noise scale, when given, shrinks each separator row toward the new column's
        distribution first (see :func:`shrink_rows`)."""
        cols = tuple(cols)
        sep, new = self.separator(cols)
        keep = self.kept(cols)
        if new is None:
            flat = project_rows(noisy.reshape(1, -1), np.array([n_hat]), keep.reshape(1, -1))[0]
            table = flat.reshape(noisy.shape) / flat.sum() if flat.sum() > 0 else keep / keep.sum()
            new_index = -1
        else:
            axis = cols.index(new)
            rows = np.moveaxis(noisy, axis, -1)  # separator axes (sorted), then the new column
            weights = self.marginal(sep).ravel() * n_hat
            flat, mask = rows.reshape(-1, self.shape[new]), np.moveaxis(keep, axis, -1).reshape(-1, self.shape[new])
            if scale is not None:
                flat = shrink_rows(flat, weights, mask, scale)
            fitted = project_rows(flat, weights, mask).reshape(rows.shape)
            table = np.moveaxis(_normalised(fitted, self.one_way[new]), -1, axis)
            new_index = new
        index = len(self.cliques)
        for c in cols:
            self.owner.setdefault(c, index)
        self.cliques.append(cols)
        self.new.append(new_index)
        self.tables.append(table)

    def kept(self, cols: tuple[int, ...]) -> np.ndarray:
        """Over the declared cells of ``cols``: True where every column's cell is held."""
        out = np.ones([self.shape[c] for c in cols], dtype=bool)
        for axis, c in enumerate(cols):
            mask = np.zeros(self.shape[c], dtype=bool)
            mask[self.held[c]] = True
            out &= mask.reshape([-1 if a == axis else 1 for a in range(len(cols))])
        return out

    def restrict(self, table: np.ndarray, cols: tuple[int, ...]) -> np.ndarray:
        """A table over the declared cells of ``cols``, cut down to the cells the model holds."""
        return table[np.ix_(*(self.held[c] for c in cols))]

    def held_cells(self, cols: tuple[int, ...]) -> int:
        return int(np.prod([len(self.held[c]) for c in cols]))

    def _factors(self, cols: tuple[int, ...]) -> list[tuple[tuple[int, ...], np.ndarray]]:
        """The factors whose product, summed over the other columns, is the marginal of ``cols``: the tables of
        the cliques that add these columns and their ancestors (the rest sum to 1), and free one-ways."""
        needed, factors, seen = list(cols), [], set()
        while needed:
            c = needed.pop()
            if c in seen:
                continue
            seen.add(c)
            if c not in self.owner:
                factors.append(((c,), self.one_way[c]))
                continue
            i = self.owner[c]
            if ("clique", i) in seen:
                continue
            seen.add(("clique", i))
            factors.append((self.cliques[i], self.tables[i]))
            needed += [a for a in self.cliques[i] if a not in seen]
        return factors

    def marginal(self, cols: tuple[int, ...]) -> np.ndarray:
        """Probabilities over the declared cells of ``cols``, axes in the order given. The other columns are summed
        out latest-added first (a perfect elimination order of the junction tree), so no intermediate table spans
        more than one clique and ``cols`` (see :func:`marginal_cells`): its memory is bounded by public facts."""
        cols = tuple(cols)
        if not cols:
            return np.ones(())
        factors = self._factors(cols)
        if len(factors) == 1 and factors[0][0] == cols:
            return factors[0][1].copy()
        order = {c: (self.owner[c], c) for c in self.owner}
        scope = {c for fc, _ in factors for c in fc}
        for v in sorted(scope - set(cols), key=lambda c: order.get(c, (-1, c)), reverse=True):
            touching = [f for f in factors if v in f[0]]
            factors = [f for f in factors if v not in f[0]]
            kept = tuple(sorted({c for fc, _ in touching for c in fc} - {v}))
            factors.append((kept, _product(touching, kept)))
        return _product(factors, cols)

    def sample(self, rows: int, rng: KeystreamSource | None = None) -> np.ndarray:
        """``rows`` rows (declared cell indices), each column given its separator by systematic sampling: the rows
        sharing a separator value get the new column's values in proportion to its conditional distribution up
        to one row per value, each at random."""
        out = np.zeros((rows, len(self.shape)), dtype=np.int64)
        for cols, table, new in zip(self.cliques, self.tables, self.new):
            if new < 0:
                flat = _systematic(np.zeros(rows, dtype=np.int64), table.reshape(1, -1), rng)
                for c, values in zip(cols, np.unravel_index(flat, table.shape)):
                    out[:, c] = values
                continue
            sep = tuple(c for c in cols if c != new)
            conditional = np.moveaxis(table, cols.index(new), -1).reshape(-1, self.shape[new])
            groups = np.ravel_multi_index(tuple(out[:, c] for c in sep), [self.shape[c] for c in sep]) if sep \
                else np.zeros(rows, dtype=np.int64)
            out[:, new] = _systematic(groups, conditional, rng)
        for c in range(len(self.shape)):
            if c not in self.owner:
                out[:, c] = _systematic(np.zeros(rows, dtype=np.int64), self.one_way[c].reshape(1, -1), rng)
        return out


def _product(factors: list[tuple[tuple[int, ...], np.ndarray]], out: tuple[int, ...]) -> np.ndarray:
    """The product of the factors, summed onto ``out`` (one pass of einsum: no intermediate tables)."""
    operands = []
    for fc, table in factors:
        operands += [table, list(fc)]
    return np.einsum(*operands, list(out)) if factors else np.ones([1] * len(out))


def marginal_cells(shape: tuple[int, ...], width: int, wanted: int) -> int:
    """The most cells any table of :meth:`TreeModel.marginal` can have: a clique of ``width`` columns and the
    ``wanted`` columns asked for, each at its largest declared size (public facts only)."""
    return math.prod(sorted(shape, reverse=True)[:width + wanted])


def _uniforms(size: int, rng) -> np.ndarray:
    from dpgui.core.noise.samplers import uniform_below

    return uniform_below(1 << 53, size, rng).astype(np.float64) / float(1 << 53)


def _systematic(groups: np.ndarray, conditional: np.ndarray, rng) -> np.ndarray:
    """For each row, a value drawn from ``conditional[group]``: within a group of m rows (in random order), the
    j-th takes the value whose cumulative interval holds (u + j)/m, u uniform per group."""
    rows, width = groups.size, conditional.shape[1]
    if rows == 0:
        return np.zeros(0, dtype=np.int64)
    order = np.lexsort((_uniforms(rows, rng), groups))  # by group, at random within
    sorted_groups = groups[order]
    starts = np.flatnonzero(np.r_[True, sorted_groups[1:] != sorted_groups[:-1]])
    sizes = np.diff(np.r_[starts, rows])
    rank = np.arange(rows) - np.repeat(starts, sizes)
    offset = np.repeat(_uniforms(starts.size, rng), sizes)
    position = (offset + rank) / np.repeat(sizes, sizes)  # in [0, 1)
    cdf = np.cumsum(conditional, axis=1)
    cdf = cdf / np.where(cdf[:, -1:] > 0, cdf[:, -1:], 1.0)
    cdf[:, -1] = 1.0
    bounds = (np.arange(cdf.shape[0])[:, None] + cdf).ravel()  # every group's cdf, shifted by its index
    found = np.searchsorted(bounds, sorted_groups + position, side="right") - sorted_groups * width
    out = np.empty(rows, dtype=np.int64)
    out[order] = np.clip(found, 0, width - 1)
    return out

