#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster for the test suite and prints its connection URL on the
# last line. Idempotent: a cluster already running in the same folder is reused.
# Usage: scripts/start-test-postgres.sh [DIR] [PORT]
set -euo pipefail

dir=${1:-/tmp/kodeshala-test-pg}
port=${2:-54329}
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "PostgreSQL server binaries not found (install the Debian package postgresql)" >&2
  exit 3
fi

# initdb and postgres refuse to run as root; use the postgres account when we are root.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$dir"
  chown postgres:postgres "$dir"
fi

if ! as_owner "$bindir/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
  if [ ! -f "$dir/data/PG_VERSION" ]; then
    as_owner "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
  fi
  as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null \
    || { cat "$dir/server.log" >&2; exit 1; }
fi

echo "postgres://postgres@127.0.0.1:$port/postgres"
