#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests (tablut-server runs its
# PostgreSQL tests when TABLUT_TEST_POSTGRES is set).
#
#   eval "$(bash scripts/ci/postgres.sh start)"   # exports TABLUT_TEST_POSTGRES, TABLUT_PG_DIR
#   ...
#   bash scripts/ci/postgres.sh stop "$TABLUT_PG_DIR"
#
# start: finds initdb/pg_ctl (PATH, then /usr/lib/postgresql/*/bin; installs
# Debian's `postgresql` with apt-get when there is none), creates a cluster in
# a new temporary directory, listens on 127.0.0.1 only at a free port
# (trust authentication, superuser `tablut`), creates the database `tablut`,
# and prints the shell lines
#   export TABLUT_TEST_POSTGRES=postgres://tablut@127.0.0.1:PORT/tablut
#   export TABLUT_PG_DIR=/tmp/tablut-pg.XXXXXX
# on stdout (everything else goes to stderr). PostgreSQL refuses to run as
# root, so as root the cluster belongs to the `postgres` user (created if
# missing); otherwise to the calling user.
# stop DIR: stops that server (fast shutdown) and removes DIR.
set -euo pipefail

log() { echo "postgres.sh: $*" >&2; }

find_bindir() {
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    # Debian's /usr/bin/pg_ctl is a wrapper and images may symlink the real
    # one into /usr/local/bin: the real bin directory holds createdb too.
    local real
    real=$(dirname "$(readlink -f "$(command -v pg_ctl)")")
    if [ -x "$real/initdb" ] && [ -x "$real/createdb" ] && [ -x "$real/postgres" ]; then
      echo "$real"
      return 0
    fi
  fi
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -V -r); do
    if [ -x "$d/pg_ctl" ] && [ -x "$d/initdb" ] && [ -x "$d/createdb" ] && [ -x "$d/postgres" ]; then
      echo "$d"
      return 0
    fi
  done
  return 1
}

# Runs a command as the cluster's owner.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u "$PG_OWNER" -- "$@"
  else
    "$@"
  fi
}

port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

start() {
  local bindir
  if ! bindir=$(find_bindir); then
    log "no PostgreSQL found; installing Debian's postgresql"
    export DEBIAN_FRONTEND=noninteractive
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq >&2
    $sudo apt-get install -y -qq --no-install-recommends postgresql >&2
    bindir=$(find_bindir) || { log "still no initdb/pg_ctl after apt-get install"; exit 1; }
  fi

  if [ "$(id -u)" -eq 0 ]; then
    PG_OWNER=postgres
    if ! id "$PG_OWNER" >/dev/null 2>&1; then
      log "creating system user $PG_OWNER"
      useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_OWNER"
    fi
  else
    PG_OWNER=$(id -un)
  fi

  local dir
  dir=$(mktemp -d "${TMPDIR:-/tmp}/tablut-pg.XXXXXX")
  chmod 755 "$dir"
  mkdir "$dir/data" "$dir/sock"
  if [ "$(id -u)" -eq 0 ]; then
    chown -R "$PG_OWNER" "$dir"
  fi

  as_owner "$bindir/initdb" -D "$dir/data" -U tablut --auth=trust \
    --encoding=UTF8 --locale=C >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; log "initdb failed"; exit 1; }

  local port tries=0
  while :; do
    tries=$((tries + 1))
    port=$((20000 + (RANDOM * 32768 + RANDOM) % 40000))
    if port_in_use "$port"; then
      continue
    fi
    if as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir/sock -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >&2; then
      break
    fi
    if [ "$tries" -ge 5 ]; then
      cat "$dir/postgres.log" >&2 || true
      log "could not start PostgreSQL after $tries tries"
      rm -rf "$dir"
      exit 1
    fi
    log "port $port failed, trying another"
  done

  if ! as_owner "$bindir/createdb" -h 127.0.0.1 -p "$port" -U tablut tablut >&2; then
    log "createdb failed"
    stop "$dir"
    exit 1
  fi
  log "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port, cluster in $dir"
  echo "export TABLUT_TEST_POSTGRES=postgres://tablut@127.0.0.1:$port/tablut"
  echo "export TABLUT_PG_DIR=$dir"
}

stop() {
  local dir=${1:-${TABLUT_PG_DIR:-}}
  if [ -z "$dir" ] || [ ! -d "$dir/data" ]; then
    log "stop: no cluster directory given (or it is gone): '${dir}'"
    return 0
  fi
  local bindir
  bindir=$(find_bindir) || { log "stop: no pg_ctl found"; return 1; }
  PG_OWNER=$(stat -c %U "$dir/data")
  if [ -f "$dir/data/postmaster.pid" ]; then
    as_owner "$bindir/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >&2 || log "stop: pg_ctl stop failed"
  fi
  case "$dir" in
    */tablut-pg.*) rm -rf "$dir" ;;
    *) log "stop: not removing unexpected directory $dir" ;;
  esac
}

case "${1:-}" in
  start) start ;;
  stop) shift; stop "$@" ;;
  *) echo "usage: $0 start | stop [DIR]" >&2; exit 2 ;;
esac
