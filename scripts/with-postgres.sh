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

CLUSTER="$(cd "$(dirname "$0")" && pwd)/postgres-cluster.sh"

if ! PG_BIN="$("$CLUSTER" bin 2> /dev/null)"; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed: apt-get install postgresql (as root), then run this again." >&2
    exit 1
  fi
  echo "Installing PostgreSQL from Debian…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql > /dev/null
  PG_BIN="$("$CLUSTER" bin)"
fi

PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/nbt-postgres-XXXXXX")"
export PG_BIN

PORT="$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop() {
  "$CLUSTER" stop "$PG_DIR" > /dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap stop EXIT

"$CLUSTER" init "$PG_DIR"
"$CLUSTER" start "$PG_DIR" "$PORT"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') for the tests at $TEST_DATABASE_URL" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
