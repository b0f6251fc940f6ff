"""The desktop app (PySide6). A thin layer over the engine and the store: every action here is a
call the CLI and the Python API can make too. Workers never touch widgets."""
