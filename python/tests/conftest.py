"""Shared fixtures: the tablut binary (for the Rust perft counts and the challenge server)."""

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def tablut_bin() -> str:
    """The `tablut` binary: $TABLUT_BIN, else target/debug or target/release of the checkout, else PATH."""
    candidates = [os.environ.get("TABLUT_BIN")]
    candidates += [str(ROOT / "target" / p / "tablut") for p in ("debug", "release")]
    candidates.append(shutil.which("tablut"))
    for c in candidates:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    pytest.fail("no tablut binary: build it with `cargo build -p tablut-cli` or set TABLUT_BIN")
