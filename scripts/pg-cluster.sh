#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests: loopback only, trust auth, no fsync.
#   scripts/pg-cluster.sh start DIR   initdb into DIR, start on a free port, print the DATABASE_URL
#   scripts/pg-cluster.sh stop DIR    stop it and delete DIR
# PostgreSQL refuses to run as root, so as root it runs as the `postgres` OS user.
# PG_CLUSTER_OPTS adds server settings (the benches size shared_buffers to a large school's tables).
set -euo pipefail

bindir() {
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$found" ] || { echo "pg-cluster: no PostgreSQL server binaries (apt-get install postgresql)" >&2; exit 1; }
  echo "$found"
}

# Runs a command as the cluster's owner, from inside DIR (the owner may not read the caller's cwd).
as_owner() {
  local dir=$1; shift
  if [ "$(id -u)" -eq 0 ]; then
    (cd "$dir" && runuser -u postgres -- "$@")
  else
    (cd "$dir" && "$@")
  fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

start() {
  local dir=$1 bin port
  bin=$(bindir)
  mkdir -p "$dir"
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
    chown postgres "$dir"
  fi
  as_owner "$dir" "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale --no-sync >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; echo "pg-cluster: initdb failed" >&2; exit 1; }
  port=$(free_port)
  if ! as_owner "$dir" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
      -o "-p $port -c listen_addresses=127.0.0.1 -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${PG_CLUSTER_OPTS:-}" >/dev/null; then
    tail -n 20 "$dir/server.log" >&2 || true
    echo "pg-cluster: the server did not start" >&2
    exit 1
  fi
  echo "postgres://postgres@127.0.0.1:$port/postgres"
}

stop() {
  local dir=$1
  [ -d "$dir" ] || return 0
  if [ -f "$dir/data/postmaster.pid" ]; then
    as_owner "$dir" "$(bindir)/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) start "${2:?usage: pg-cluster.sh start DIR}" ;;
  stop) stop "${2:?usage: pg-cluster.sh stop DIR}" ;;
  *) echo "usage: pg-cluster.sh start|stop DIR" >&2; exit 2 ;;
esac
