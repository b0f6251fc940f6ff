"""The engine's own refusal, in a module of its own so the command line can name it without loading
the engine (numpy, pandas) before it parses its arguments."""


class ReleaseFailed(Exception):
    """A release stopped by an internal error after its charge; the charge stays spent."""
