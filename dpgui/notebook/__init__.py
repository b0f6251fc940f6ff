"""The notebook interface: ``Study``, pandas in and out, through the same engine as the app and the command line
(docs/notebook.md)."""

from dpgui.notebook.results import Budget, Result
from dpgui.notebook.study import Study

__all__ = ["Budget", "Result", "Study"]
