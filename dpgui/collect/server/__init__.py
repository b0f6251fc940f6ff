"""The phones' web server: an aiohttp application run in its own thread by a PhoneSession."""
