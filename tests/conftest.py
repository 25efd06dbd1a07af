"""Shared test set-up: keep every test away from the real user's folders, keyring and screen.

The one place that sets the environment for the tests: it must happen before anything imports
Qt, platformdirs or keyring, which read it once."""

from __future__ import annotations

import os
import tempfile

from tests.strategy.decisions.arithmetic import PINNED_ARITHMETIC

# Set before NumPy is imported: its loops and its OpenBLAS take the same SIMD paths (AVX2 at
# most) on every x86 machine, so the recorded games of tests/strategy/decisions, whose
# near-ties hang on the last bits, replay alike wherever the tests run.
for _variable, _value in PINNED_ARITHMETIC.items():
    os.environ.setdefault(_variable, _value)
# Set before any Qt or platformdirs import: tests never touch the real profile or a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
_scratch = tempfile.mkdtemp(prefix="fuenfwurf-tests-")
for _variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
    os.environ[_variable] = os.path.join(_scratch, _variable.lower())
os.environ.setdefault("XDG_CACHE_HOME", os.path.join(_scratch, "cache"))
# The keyring of a machine without a desktop session: every call fails, so identities go to
# their private files (a test that wants a keyring hands the store one of its own).
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
# Hosting from the app announces and looks for tables by mDNS: never on the machine's own
# network in tests (tests/e2e/test_nearby.py turns it on inside network namespaces of its own).
os.environ["FUENFWURF_NEARBY"] = "off"
