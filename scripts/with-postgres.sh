#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL: installs Debian's
# postgresql when missing, starts a cluster on 127.0.0.1 at a free port (initdb + pg_ctl as the
# postgres user, in a temporary folder), runs the command, and always stops and removes the
# cluster. Used by scripts/test-api-postgres.sh and `npm run test:cluster`; the command also gets
# PETBOX_PG_DATA, PETBOX_PG_BIN, PETBOX_PG_LOG and PETBOX_PG_USER (see below).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql
fi
bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

dir=$(mktemp -d "${TMPDIR:-/tmp}/petbox-pg-XXXXXX")
[ "$(id -u)" = 0 ] && chown postgres "$dir"
port=$(node -e 'const s=require("node:net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

stop() {
  as_postgres "$bindir/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

as_postgres "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null
as_postgres "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off" start >/dev/null
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (throw-away)"

# Where it lives, for tests that stop, restart or freeze it (scripts/cluster/support/postgres.ts).
export PETBOX_PG_DATA="$dir/data" PETBOX_PG_BIN="$bindir" PETBOX_PG_LOG="$dir/server.log"
if [ "$(id -u)" = 0 ]; then export PETBOX_PG_USER=postgres; else export PETBOX_PG_USER=""; fi
DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
