"""The command line: headless front end over the core (and later the engine and store)."""
