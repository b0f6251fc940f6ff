"""The app's chart widget: a matplotlib Figure on a FigureCanvasQTAgg, drawn by dpgui.report.charts."""

from __future__ import annotations

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure

from dpgui.report import charts


class ChartCanvas(FigureCanvasQTAgg):
    def __init__(self, parent=None, size=(6.0, 3.6)):
        self.figure = Figure(figsize=size, layout="constrained")
        super().__init__(self.figure)
        self.setParent(parent)
        self.setMinimumHeight(260)

    def show_release(self, release: dict) -> None:
        charts.plot_release(self.figure, release)
        self.draw_idle()

    def show_tradeoff(self, epsilon: float, delta: float = 0.0) -> None:
        charts.plot_tradeoff(self.figure, epsilon, delta)
        self.draw_idle()

    def blank(self) -> None:
        self.figure.clear()
        self.draw_idle()
