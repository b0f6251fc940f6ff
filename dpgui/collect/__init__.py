"""Collection on respondents' own phones: a web page served on the local network that randomises in the browser.

A floor between the front ends and the engine, free of Qt: the laptop only ever receives reported answers and stores
them through :mod:`dpgui.store.surveys` exactly as the kiosk does.
"""
