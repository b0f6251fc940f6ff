"""The app's chart widget: a matplotlib Figure on a FigureCanvasQTAgg, drawn by dpgui.report.charts.

The canvas is made, and the latest drawing asked for is drawn, when the chart is first shown:
matplotlib takes most of a second to load, so the window opens without it, and a chart on a page
that is never opened costs nothing."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from dpgui.report.charts import local_numbers
from dpgui.ui.loading import wait_cursor


def _blank(figure) -> None:
    figure.clear()


class ChartCanvas(QWidget):
    def __init__(self, parent=None, size=(6.0, 3.6)):
        super().__init__(parent)
        self.setMinimumHeight(260)
        self._size = size
        self._canvas = None
        self._drawing = (_blank, ())
        QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)

    @property
    def figure(self):
        """The figure with the latest drawing on it, made now if the chart was never shown (to export it)."""
        self._make_canvas()
        return self._canvas.figure

    def plot(self, draw, *args) -> None:
        """Draw with ``draw(figure, *args)``, one of dpgui.report.charts: now if the canvas exists, else
        when the chart is first shown."""
        self._drawing = (draw, args)
        if self._canvas is not None:
            self._draw()

    def blank(self) -> None:
        self.plot(_blank)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._make_canvas()

    def _make_canvas(self) -> None:
        if self._canvas is None:
            with wait_cursor():  # matplotlib loads now, the first time
                from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
                from matplotlib.figure import Figure

            self._canvas = FigureCanvasQTAgg(Figure(figsize=self._size, layout="constrained"))
            self.layout().addWidget(self._canvas)
            self._draw()

    def _draw(self) -> None:
        draw, args = self._drawing
        draw(self._canvas.figure, *args)
        local_numbers(self._canvas.figure)
        self._canvas.figure.draw_without_rendering()  # laid out once ahead: a colour bar's ticks settle (see
        self._canvas.draw_idle()                       # report.render.release_chart), and its labels stay inside
