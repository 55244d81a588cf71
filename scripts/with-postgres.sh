#!/usr/bin/env bash
# Runs a command beside a private PostgreSQL server made for it, with TEST_DATABASE_URL naming it:
#   scripts/with-postgres.sh pnpm --filter @nbt/api exec vitest run
# The cluster lives in a temporary directory, listens on 127.0.0.1 on a free port, belongs to an
# unprivileged user (PostgreSQL refuses to run as root) and is removed when the command ends.
# Debian's `postgresql` package is installed when no server is found (as root).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: scripts/with-postgres.sh <command> [args...]" >&2
  exit 2
fi

find_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  if command -v initdb > /dev/null && command -v pg_ctl > /dev/null; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

if ! PG_BIN="$(find_bin)"; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed: apt-get install postgresql (as root), then run this again." >&2
    exit 1
  fi
  echo "Installing PostgreSQL from Debian…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql > /dev/null
  PG_BIN="$(find_bin)"
fi

# The server's user: `postgres` when we are root (the Debian package creates it), else ourselves.
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres > /dev/null 2>&1; then
    useradd --system --home-dir /var/lib/postgresql --shell /bin/false postgres
  fi
  RUN_AS=(runuser -u postgres --)
fi

PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/nbt-postgres-XXXXXX")"
chmod 755 "$PG_DIR"
[ "${#RUN_AS[@]}" -gt 0 ] && chown postgres "$PG_DIR"

PORT="$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop > /dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap stop EXIT

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 --no-sync > "$PG_DIR/initdb.log" 2>&1 ||
  { cat "$PG_DIR/initdb.log" >&2; exit 1; }
# fsync off: a test cluster needs no durability across power losses (the crash tests kill the
# site's server, never PostgreSQL), and every test creates and drops databases.
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -o \
  "-p $PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start > /dev/null || { cat "$PG_DIR/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export PG_BIN
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') for the tests at $TEST_DATABASE_URL" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
