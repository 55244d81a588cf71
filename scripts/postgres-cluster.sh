#!/usr/bin/env bash
# A private PostgreSQL cluster in a folder, for the tests and the demonstration scripts:
#   scripts/postgres-cluster.sh init DIR        creates the cluster in DIR/data (trust, UTF-8)
#   scripts/postgres-cluster.sh start DIR PORT  starts it on 127.0.0.1:PORT (socket in DIR), log in DIR/server.log
#   scripts/postgres-cluster.sh stop DIR        stops it (fast: sessions are ended, as in a restart)
#   scripts/postgres-cluster.sh bin             prints where the server's programs are (fails when none is)
# It runs as the unprivileged `postgres` user when called as root (PostgreSQL refuses root), and
# finds the server's programs in PG_BIN or Debian's /usr/lib/postgresql/*/bin.
set -euo pipefail

find_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2> /dev/null | sort -V -r); do
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

if [ -z "${PG_BIN:-}" ] && ! PG_BIN="$(find_bin)"; then
  echo "PostgreSQL is not installed: apt-get install postgresql (as root)." >&2
  exit 1
fi
if [ "${1:-}" = "bin" ]; then
  echo "$PG_BIN"
  exit 0
fi

RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres > /dev/null 2>&1; then
    useradd --system --home-dir /var/lib/postgresql --shell /bin/false postgres
  fi
  RUN_AS=(runuser -u postgres --)
fi

command="${1:-}"
dir="${2:-}"
if [ -z "$command" ] || [ -z "$dir" ]; then
  echo "usage: scripts/postgres-cluster.sh init DIR | start DIR PORT | stop DIR | bin" >&2
  exit 2
fi

case "$command" in
  init)
    mkdir -p "$dir"
    chmod 755 "$dir"
    [ "${#RUN_AS[@]}" -gt 0 ] && chown postgres "$dir"
    "${RUN_AS[@]}" "$PG_BIN/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 --no-sync \
      > "$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
    ;;
  start)
    port="${3:?start needs a port}"
    # fsync off: a test cluster needs no durability across power losses (the crash tests kill the
    # site's server, never PostgreSQL's machine), and every test creates and drops databases.
    "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
      "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start > /dev/null || { cat "$dir/server.log" >&2; exit 1; }
    ;;
  stop)
    "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w stop > /dev/null
    ;;
  *)
    echo "usage: scripts/postgres-cluster.sh init DIR | start DIR PORT | stop DIR | bin" >&2
    exit 2
    ;;
esac
