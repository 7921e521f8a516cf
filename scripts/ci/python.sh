#!/usr/bin/env bash
# CI for the Python package (python/): a throwaway virtual environment,
# the package built and installed from the checkout as a user would
# (`pip install ./python`), its tests (pytest), and rustfmt and clippy on
# the binding crate, which is outside the workspace. The challenge test
# runs the `tablut` binary: $TABLUT_BIN, else target/debug/tablut (which
# `cargo test --workspace` builds in .ci/run), else it is built here.
set -euo pipefail
cd "$(dirname "$0")/../.."
export CARGO_TERM_COLOR=never

PYTHON=${PYTHON:-python3}
VENV=$(mktemp -d "${TMPDIR:-/tmp}/tablut-python-ci.XXXXXX")
trap 'rm -rf "$VENV"' EXIT

echo "== python: virtual environment ($("$PYTHON" --version))"
"$PYTHON" -m venv "$VENV"
PIP="$VENV/bin/pip"
"$PIP" install --quiet --upgrade pip
# Pinned: the build tool and the test dependencies.
"$PIP" install --quiet maturin==1.16.0 numpy==2.3.5 gymnasium==1.2.2 pettingzoo==1.25.0 pytest==8.4.2
# pytablut, the pure-Python package the tests compare with (test-only,
# never vendored). It declares Python >= 3.12 but runs on 3.11: nothing in
# it needs more.
"$PIP" install --quiet --ignore-requires-python pytablut==0.1.2

echo "== python: pip install ./python"
"$PIP" install --quiet ./python

if [ -z "${TABLUT_BIN:-}" ]; then
  if [ ! -x target/debug/tablut ]; then
    echo "== python: cargo build -p tablut-cli (for the challenge test)"
    cargo build -p tablut-cli
  fi
  TABLUT_BIN=target/debug/tablut
fi
# Absolute: pytest runs in python/.
TABLUT_BIN=$(cd "$(dirname "$TABLUT_BIN")" && pwd)/$(basename "$TABLUT_BIN")
export TABLUT_BIN

echo "== python: pytest"
(cd python && "$VENV/bin/pytest" -q -p no:cacheprovider)

echo "== python: python -m tablut.bench --json (a smoke run)"
"$VENV/bin/python" -m tablut.bench --json --seconds 1

echo "== python: cargo fmt --check and clippy (python/Cargo.toml)"
cargo fmt --manifest-path python/Cargo.toml -- --check
PYO3_PYTHON="$VENV/bin/python" cargo clippy --manifest-path python/Cargo.toml --all-targets -- -D warnings
