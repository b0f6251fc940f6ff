"""Entry point of the frozen app: the same `dpgui` command as from source."""

from dpgui.cli.main import main

raise SystemExit(main())
