"""Debian's Chromium, driven by Selenium through chromium-driver, for the phones' page.

Missing Chromium or its driver fails the tests (never skips): `.ci/run` installs both.
"""

from __future__ import annotations

import shutil
from contextlib import contextmanager

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"


@contextmanager
def chromium(width: int = 360, height: int = 640, language: str = "en"):
    """A headless Chromium with a phone-sized window; quit when the block ends."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={width},{height}", f"--lang={language}", "--no-first-run",
                     "--disable-background-networking", "--disable-extensions"):
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options, service=Service(DRIVER))
    # Headless windows are at least 500 px wide: the phone's viewport is emulated instead.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
    try:
        yield driver
    finally:
        driver.quit()
