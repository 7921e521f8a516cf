#!/usr/bin/env bash
# The browser tests: installs what they need (Debian's Chromium, the pinned
# playwright-core), builds the `tablut` binary unless TABLUT_BIN names one,
# starts `tablut serve` on a free port with a fresh SQLite database, runs
# `node --test e2e/tests/` against it, and stops the server. Exits non-zero
# on any failure.
#
#   bash e2e/run.sh                      # everything
#   TABLUT_BIN=target/release/tablut bash e2e/run.sh tests/computer.test.mjs
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

bash scripts/ci/chromium.sh

echo "== npm ci (e2e)"
(cd e2e && npm ci --no-audit --no-fund --loglevel=error)

if [ -z "${TABLUT_BIN:-}" ]; then
  echo "== cargo build --release -p tablut-cli"
  cargo build --release -p tablut-cli
  TABLUT_BIN=$ROOT/target/release/tablut
fi
case "$TABLUT_BIN" in /*) ;; *) TABLUT_BIN=$ROOT/$TABLUT_BIN ;; esac
export TABLUT_BIN

TMP=$(mktemp -d "${TMPDIR:-/tmp}/tablut-e2e.XXXXXX")
SERVER_PID=""
cleanup() {
  local rc=$?
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$SERVER_PID" 2>/dev/null || true
  fi
  if [ "$rc" -ne 0 ] && [ -s "$TMP/server.log" ]; then
    echo "== server log (last 60 lines)"
    tail -n 60 "$TMP/server.log"
  fi
  rm -rf "$TMP"
  exit "$rc"
}
trap cleanup EXIT INT TERM

echo "== tablut serve"
(cd "$TMP" && exec "$TABLUT_BIN" serve --addr 127.0.0.1:0 --database "sqlite://$TMP/e2e.db") >"$TMP/server.log" 2>&1 &
SERVER_PID=$!

ADDR=""
for _ in $(seq 600); do
  ADDR=$(grep -oE 'http://[^[:space:]/]+/' "$TMP/server.log" | head -n1 || true)
  [ -n "$ADDR" ] && break
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    echo "e2e/run.sh: the server exited before listening:" >&2
    cat "$TMP/server.log" >&2
    exit 1
  fi
  sleep 0.1
done
if [ -z "$ADDR" ]; then
  echo "e2e/run.sh: the server printed no address in 60 s" >&2
  exit 1
fi
export TABLUT_URL=${ADDR%/}
echo "server at $TABLUT_URL"

echo "== node --test (e2e)"
START=$(date +%s)
cd e2e
if [ "$#" -gt 0 ]; then
  node --test "$@"
else
  node --test tests/
fi
echo "e2e: $(( $(date +%s) - START )) s"
