#!/usr/bin/env bash
# Every suite, in the order a failure is cheapest to find: types, lint, unit, build, bundle rules, byte budgets,
# end to end in Chromium. Ends with a line "skipped: ..." that says how many tests were skipped and why
# (real-page tests skip when ../shared/divi-pages, or REAL_PAGES_DIR, is absent), or "none", then the one summary
# line "tests: N passed, 0 failed, M skipped" over the unit and end-to-end runs, in the form CI reads.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser --wordpress

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
# Each step says when it starts (seconds since the run began), so a slow step shows in the log.
step() { printf '\n=== %s (at %d s)\n' "$1" "$SECONDS"; }
# The runners colour their summaries even in a log; strip the escapes before reading the counts.
count() { sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -Eo "$2" | grep -Eo '[0-9]+' | head -n 1 || true; }

# The type check and the linters each keep one core busy: on a two-core machine they run side by side.
step "type check and lint"
types_status=0
npm run --silent typecheck >"$logs/types.log" 2>&1 &
types_pid=$!
lint_status=0
npm run --silent lint >"$logs/lint.log" 2>&1 || lint_status=$?
wait "$types_pid" || types_status=$?
cat "$logs/types.log" "$logs/lint.log"
if [ "$types_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  echo "type check: exit $types_status, lint: exit $lint_status"
  exit 1
fi
# A unit test that only compares a constant with a literal must say so in its name ("pins ...").
step "test names"
node scripts/constant-only-tests.mjs >"$logs/names.log" || { cat "$logs/names.log"; exit 1; }
tail -n 1 "$logs/names.log"
step "unit tests";        npx vitest run --reporter=default | tee "$logs/unit.log"
step "build";             npm run --silent build
step "bundle rules";      node scripts/check-bundle.mjs
step "size budgets";      npx size-limit
step "end-to-end tests"
e2e_status=0
PLAYWRIGHT_JSON_OUTPUT_FILE="$logs/e2e.json" npx playwright test --reporter=list,json | tee "$logs/e2e.log" ||
  e2e_status=$?
# The digest names every failed test and every test that passed only on retry, with the head of its error.
if [ "$e2e_status" -ne 0 ] || grep -Eq '^ +[0-9]+ flaky' "$logs/e2e.log"; then
  node scripts/e2e-digest.mjs "$logs/e2e.json"
fi
step "end-to-end timings"; node scripts/e2e-timings.mjs "$logs/e2e.json"
[ "$e2e_status" -eq 0 ] || exit 1

unit=$(count "$logs/unit.log" 'Tests +[^0-9]*[0-9]+ passed')
e2e=$(count "$logs/e2e.log" '^ +[0-9]+ passed')
e2e_flaky=$(count "$logs/e2e.log" '^ +[0-9]+ flaky')
e2e=$(( ${e2e:-0} + ${e2e_flaky:-0} ))
skipped=$(node scripts/e2e-skipped.mjs "$logs/e2e.json")
e2e_skipped=$(count "$logs/e2e.log" '^ +[0-9]+ skipped')
# The unit suite skips nothing by rule; if a test does, say so too.
unit_skipped=$(sed 's/\x1b\[[0-9;]*m//g' "$logs/unit.log" | awk '/^ *Tests / {
  while (match($0, /[0-9]+ (skipped|todo)/)) { sum += substr($0, RSTART, RLENGTH) + 0; $0 = substr($0, RSTART + RLENGTH) }
} END { print sum + 0 }')
if [ "${unit_skipped:-0}" -gt 0 ]; then
  skipped="${unit_skipped} unit tests, marked skip or todo$([ "$skipped" = none ] || printf '; %s' "$skipped")"
fi
printf '\nunit tests: %d, end-to-end tests: %d (%d of them only on retry)\n' "${unit:-0}" "$e2e" "${e2e_flaky:-0}"
# Any failure stopped the script above (set -e), so reaching this line means nothing failed.
printf 'skipped: %s\n' "$skipped"
printf 'tests: %d passed, 0 failed, %d skipped\n' "$(( ${unit:-0} + e2e ))" "$(( ${unit_skipped:-0} + ${e2e_skipped:-0} ))"
