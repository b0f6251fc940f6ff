from dpgui.cli.main import main

raise SystemExit(main())
