"""Profile tests never reach the machine's real keyring."""

from __future__ import annotations

import os

os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
