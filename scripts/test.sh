#!/usr/bin/env bash
# npm test: installs what a fresh Debian 12 machine lacks (Chromium, PostgreSQL), then runs
# typecheck, unit and API tests on PGlite, the same API tests on a throwaway PostgreSQL cluster,
# the web build and the browser tests. Stops at the first failing stage; the last line is
# `N passed, N failed` over every test run (a stage that fails without a failing test counts as one).
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
# The tests pick their databases: PGlite first, then the throwaway cluster; never the caller's.
unset DATABASE_URL

work=$(mktemp -d "${TMPDIR:-/tmp}/trilha-test-XXXXXX")
pg_dir=""
stage_times=()
failed_stage=""

section() { printf '\n==== %s ====\n' "$*"; }

summary() {
  node -e '
    const fs = require("fs"), path = require("path");
    let passed = 0, failed = 0;
    for (const f of fs.readdirSync(process.argv[1]).filter((f) => f.endsWith(".json"))) {
      const r = JSON.parse(fs.readFileSync(path.join(process.argv[1], f), "utf8"));
      passed += r.numPassedTests ?? 0;
      failed += r.numFailedTests ?? 0;
    }
    if (process.argv[2] && failed === 0) failed = 1;
    console.log(`${passed} passed, ${failed} failed`);
  ' "$work" "$failed_stage"
}

finish() {
  local code=$?
  trap - EXIT INT TERM
  [ -n "$pg_dir" ] && bash scripts/pg-cluster.sh stop "$pg_dir"
  [ "$code" -ne 0 ] && [ -z "$failed_stage" ] && failed_stage="stopped before the end"
  section "Summary"
  if [ ${#stage_times[@]} -gt 0 ]; then printf '%s\n' "${stage_times[@]}"; fi
  [ -n "$failed_stage" ] && echo "FAILED: $failed_stage"
  summary
  rm -rf "$work"
  exit "$code"
}
trap finish EXIT
trap 'exit 130' INT TERM

# Runs one stage: a header, the command, its time; the first failure ends the run.
stage() {
  local name=$1 start=$SECONDS; shift
  section "$name"
  if "$@"; then
    stage_times+=("$(printf '%-34s %4ss' "$name" $((SECONDS - start)))")
  else
    stage_times+=("$(printf '%-34s %4ss  FAILED' "$name" $((SECONDS - start)))")
    failed_stage=$name
    exit 1
  fi
}

# Vitest with its usual output, plus a JSON report for the summary line.
vitest() {
  local report=$1; shift
  npx vitest run --passWithNoTests --reporter=default --reporter=json --outputFile.json="$work/$report.json" "$@"
}

install_missing() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null || missing+=(postgresql)
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "npm test needs Debian packages that are missing: run 'sudo apt-get install ${missing[*]}' first" >&2
    return 1
  fi
  section "Installing ${missing[*]}"
  # The postgresql package may start its own cluster on 5432; the tests never use it.
  apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

typecheck() {
  npm run --silent typecheck
}

server_on_postgres() {
  pg_dir=$(mktemp -d "${TMPDIR:-/tmp}/trilha-pg-XXXXXX")
  local url
  url=$(bash scripts/pg-cluster.sh start "$pg_dir") || return 1
  echo "PostgreSQL cluster at $url"
  DATABASE_URL=$url vitest server-postgres --project server
}

[ -d node_modules ] || { echo "node_modules is missing: run 'npm ci' first" >&2; exit 1; }
stage "Install system packages" install_missing
stage "Typecheck" typecheck
stage "Server and web tests (PGlite)" vitest pglite --project server --project web
stage "Server tests (PostgreSQL)" server_on_postgres
stage "Web build" npm run build
stage "Browser tests (e2e)" vitest e2e --project e2e
