#!/bin/sh
# First start: a cluster with password authentication, its user and database; then the server.
set -eu
mkdir -p "$PGDATA" /run/postgresql && chown postgres "$PGDATA" /run/postgresql
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s' "$POSTGRES_PASSWORD" > /tmp/pwfile && chown postgres /tmp/pwfile
  su postgres -c "initdb -D '$PGDATA' -U '$POSTGRES_USER' --pwfile=/tmp/pwfile --auth-host=scram-sha-256 --auth-local=trust" >/dev/null
  rm /tmp/pwfile
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  su postgres -c "pg_ctl -D '$PGDATA' -o '-c listen_addresses=' -w start" >/dev/null
  su postgres -c "psql -U '$POSTGRES_USER' -d postgres -c 'create database \"$POSTGRES_DB\"'" >/dev/null
  su postgres -c "pg_ctl -D '$PGDATA' -m fast -w stop" >/dev/null
fi
exec su postgres -c "exec postgres -D '$PGDATA' -c listen_addresses='*'"
