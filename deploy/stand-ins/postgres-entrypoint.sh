#!/bin/bash
# The official postgres image's settings: POSTGRES_PASSWORD (required unless
# POSTGRES_HOST_AUTH_METHOD=trust), POSTGRES_USER (postgres), POSTGRES_DB (the user's name),
# POSTGRES_INITDB_ARGS, each also as <NAME>_FILE (read as root, before the switch to the
# postgres user); a new data directory is initialised on first start; options given
# after the image name go to the postgres server (`-c port=5433`).
set -Eeuo pipefail
if [ "${1:0:1}" = '-' ]; then set -- postgres "$@"; fi
if [ "$1" != postgres ]; then exec "$@"; fi

for name in POSTGRES_PASSWORD POSTGRES_USER POSTGRES_DB POSTGRES_INITDB_ARGS; do
  file_var="${name}_FILE"
  if [ -n "${!file_var:-}" ]; then
    export "$name"="$(< "${!file_var}")"
    unset "$file_var"
  fi
done

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  user=${POSTGRES_USER:-postgres}
  db=${POSTGRES_DB:-$user}
  auth=${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}
  if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "$auth" != trust ]; then
    echo 'postgres: POSTGRES_PASSWORD is not set (or POSTGRES_HOST_AUTH_METHOD=trust)' >&2
    exit 1
  fi
  pwfile=$(mktemp)
  printf '%s' "${POSTGRES_PASSWORD:-}" > "$pwfile"
  pwopt=()
  [ -n "${POSTGRES_PASSWORD:-}" ] && pwopt=(--pwfile="$pwfile")
  # shellcheck disable=SC2086
  initdb --username="$user" "${pwopt[@]}" -D "$PGDATA" -E UTF8 --auth-local=trust \
    ${POSTGRES_INITDB_ARGS:-} > /dev/null
  rm -f "$pwfile"
  printf '\nhost all all all %s\n' "$auth" >> "$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  if [ "$db" != postgres ]; then
    echo "CREATE DATABASE \"$db\"" | postgres --single -D "$PGDATA" postgres > /dev/null
  fi
  echo "postgres: initialised $PGDATA (user $user, database $db)"
fi
exec "$@"
