#!/usr/bin/env bash
# npm test: installs what a fresh Debian 12 machine lacks (Chromium, PostgreSQL, ffmpeg), then runs
# typecheck, unit and API tests on PGlite, the same API tests on a throwaway PostgreSQL cluster,
# the web build and the browser tests.
#
# The stages run in three lanes side by side, sized for a 2-core machine:
#   browser: Web build -> Browser tests (e2e)        (E2E_WORKERS workers, default 1, a server each)
#   checks:  Lint -> Server tests (PGlite)
#   unit:    Typecheck -> Web tests (jsdom) -> Server tests (PostgreSQL)
# The checks and unit lanes are balanced by measured time (README "Test it"). All three share the
# machine evenly: giving the browsers priority (nice on the others) starved the jsdom lane until a
# form test passed its 30 s, and ended no sooner.
# Each stage's output goes to a log file and is printed as one block when the stage ends, so lanes
# never interleave. A lane stops at its first failing stage; the other lanes run to their end, and
# the script fails if any stage failed. The summary lists each stage's wall time; the last line is
# `N passed, N failed` over every test run (a stage that fails without a failing test counts as one).
set -euo pipefail
# Job control: each lane runs in a process group of its own, so an interrupted run can stop a lane
# with everything it started (Vitest, the e2e server, PostgreSQL's client) by the lane's id.
set -m
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
# The tests pick their databases: PGlite first, then the throwaway cluster; never the caller's.
unset DATABASE_URL

work=$(mktemp -d "${TMPDIR:-/tmp}/trilha-test-XXXXXX")
mkdir -p "$work/logs" "$work/stages" "$work/reports"
# Made here, so the cleanup finds the cluster whichever lane started it.
pg_dir=$(mktemp -d "${TMPDIR:-/tmp}/trilha-pg-XXXXXX")
lane_pids=()
run_start=$SECONDS

section() { printf '\n==== %s ====\n' "$*"; }

# One block of output at a time: lanes that finish together take turns.
print_block() { flock "$work/print.lock" cat; }

# The stages in the order the summary lists them: id|name.
STAGES=(
  "1|Install system packages"
  "8|Lint (boundaries, format, ESLint)"
  "2|Typecheck"
  "3|Web build"
  "4|Web tests (jsdom)"
  "5|Server tests (PGlite)"
  "6|Server tests (PostgreSQL)"
  "7|Browser tests (e2e)"
)

stage_name() {
  local entry
  for entry in "${STAGES[@]}"; do [ "${entry%%|*}" = "$1" ] && echo "${entry#*|}"; done
  return 0
}

summary() {
  node -e '
    const fs = require("fs"), path = require("path");
    let passed = 0, failed = 0;
    for (const f of fs.readdirSync(process.argv[1]).filter((f) => f.endsWith(".json"))) {
      const r = JSON.parse(fs.readFileSync(path.join(process.argv[1], f), "utf8"));
      passed += r.numPassedTests ?? 0;
      failed += r.numFailedTests ?? 0;
      // The failing tests by name, here at the end, where a CI log cut to its tail still shows them.
      for (const file of r.testResults ?? [])
        for (const t of file.assertionResults ?? [])
          if (t.status === "failed")
            console.log(`failed: ${path.relative(process.cwd(), file.name)} > ${t.fullName}`);
    }
    if (process.argv[2] === "yes" && failed === 0) failed = 1;
    console.log(`${passed} passed, ${failed} failed`);
  ' "$work/reports" "$1"
}

# Stops the lanes still running (an interrupted run), each with its whole process group.
stop_lanes() {
  local pid
  for pid in "${lane_pids[@]}"; do
    kill -0 "$pid" 2>/dev/null && kill -TERM -- "-$pid" 2>/dev/null || true
  done
  for pid in "${lane_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}

finish() {
  local code=$?
  trap - EXIT INT TERM
  stop_lanes
  bash scripts/pg-cluster.sh stop "$pg_dir"
  # A stage cut short (Ctrl-C, a CI time limit) shows where it was.
  local file
  for file in "$work"/stages/*; do
    [ -f "$file" ] && [ "$(cat "$file")" = "-|stopped before its end" ] || continue
    section "$(stage_name "$(basename "$file")"): stopped, the last lines of its output"
    tail -n 40 "$work/logs/$(basename "$file").log"
  done
  section "Summary"
  local entry id name record secs status failed=()
  for entry in "${STAGES[@]}"; do
    id=${entry%%|*}
    name=${entry#*|}
    secs=-
    status="not run"
    if [ -f "$work/stages/$id" ]; then
      record=$(cat "$work/stages/$id")
      secs=${record%|*}
      [ "$secs" = - ] || secs+=s
      status=${record#*|}
    fi
    [ "$status" = FAILED ] && failed+=("$name")
    printf '%-34s %6s  %s\n' "$name" "$secs" "$status"
  done
  printf '%-34s %6s\n' "Total (wall)" "$((SECONDS - run_start))s"
  local any_failed=no
  if [ ${#failed[@]} -gt 0 ]; then
    any_failed=yes
    [ "$code" -eq 0 ] && code=1
    local list=${failed[0]} name
    for name in "${failed[@]:1}"; do list+=", $name"; done
    echo "FAILED: $list"
  elif [ "$code" -ne 0 ]; then
    any_failed=yes
    echo "FAILED: stopped before the end"
  fi
  summary "$any_failed"
  rm -rf "$work"
  exit "$code"
}
trap finish EXIT
trap 'exit 130' INT TERM

# Runs one stage: its output into a log file, printed as one block with its time when it ends.
# Records "seconds|ok" or "seconds|FAILED" for the summary; returns non-zero when the stage failed.
stage() {
  local id=$1 name=$2; shift 2
  local log="$work/logs/$id.log" start=$SECONDS status=ok
  echo "---- started: $name (output: $log)"
  echo "-|stopped before its end" >"$work/stages/$id"
  "$@" >"$log" 2>&1 </dev/null || status=FAILED
  local secs=$((SECONDS - start))
  echo "$secs|$status" >"$work/stages/$id"
  { section "$name: $status in ${secs}s"; cat "$log"; } | print_block
  [ "$status" = ok ]
}

# Vitest with its usual output, plus a JSON report for the summary line.
vitest() {
  local report=$1; shift
  npx vitest run --passWithNoTests --reporter=default --reporter=json --outputFile.json="$work/reports/$report.json" "$@"
}

install_missing() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null || missing+=(postgresql)
  # The course studio's video processing (docs/course-studio.md "Video"); its tests make clips with it.
  command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || missing+=(ffmpeg)
  # The proxy in front of the product, with on-demand TLS for schools' domains (docs/deploy.md); its test runs it.
  command -v caddy >/dev/null || missing+=(caddy)
  [ ${#missing[@]} -eq 0 ] && { echo "Chromium, PostgreSQL, ffmpeg and Caddy are installed"; return 0; }
  if [ "$(id -u)" -ne 0 ]; then
    echo "npm test needs Debian packages that are missing: run 'sudo apt-get install ${missing[*]}' first" >&2
    return 1
  fi
  echo "Installing ${missing[*]}"
  # The postgresql package may start its own cluster on 5432; the tests never use it.
  apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

typecheck() {
  npm run --silent typecheck
}

server_on_postgres() {
  local url
  url=$(bash scripts/pg-cluster.sh start "$pg_dir") || return 1
  echo "PostgreSQL cluster at $url"
  DATABASE_URL=$url vitest server-postgres --project server
}

lane_checks() {
  stage 8 "Lint (boundaries, format, ESLint)" npm run --silent lint \
    && stage 5 "Server tests (PGlite)" vitest server-pglite --project server
}

lane_browser() {
  stage 3 "Web build" npm run build \
    && stage 7 "Browser tests (e2e)" vitest e2e --project e2e
}

lane_unit() {
  # Beside the other lanes a jsdom test that clicks through a form takes seconds on two cores, and
  # the same run is up to twice as slow on one machine as on another: a form test that takes 10 s
  # alone once took 31 s there. 60 s per test is a ceiling, never a wait.
  stage 2 "Typecheck" typecheck \
    && stage 4 "Web tests (jsdom)" vitest web --project web --testTimeout=60000 \
    && stage 6 "Server tests (PostgreSQL)" server_on_postgres
}

[ -d node_modules ] || { echo "node_modules is missing: run 'npm ci' first" >&2; exit 1; }
stage 1 "Install system packages" install_missing || exit 1

lane_browser & lane_pids+=($!)
lane_checks & lane_pids+=($!)
lane_unit & lane_pids+=($!)
failed=0
for pid in "${lane_pids[@]}"; do wait "$pid" || failed=1; done
lane_pids=()
exit "$failed"
