"""Names offered as choices before any mechanism is loaded (the command line builds its parser from
these without importing numpy): the privacy units and the interval methods."""

ADD_REMOVE = "add_remove"
REPLACE_ONE = "replace_one"
METHODS = ("wilson", "wald", "clopper-pearson", "hoeffding")
