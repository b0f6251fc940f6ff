"""Qt-free release engine: query → true aggregate (from the store) → core mechanism → one
transaction that checks and spends the budget and stores the release. Every release, from the
GUI, the CLI or a plan file, passes through :func:`dpgui.engine.release.release`."""
