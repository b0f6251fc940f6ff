import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from tests.seeded import seeded  # noqa: E402


@pytest.fixture
def rng(request):
    """A reproducible source per test (tests only)."""
    return seeded(request.node.nodeid)
