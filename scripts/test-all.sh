#!/usr/bin/env bash
# Every suite, in the order a failure is cheapest to find: types, lint, unit, build, bundle rules, byte budgets,
# end to end in Chromium. Ends with one line "tests: N passed, N failed" over the unit and end-to-end runs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
step() { printf '\n=== %s\n' "$1"; }
# The runners colour their summaries even in a log; strip the escapes before reading the counts.
count() { sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -Eo "$2" | grep -Eo '[0-9]+' | head -n 1 || true; }

step "type check";        npm run --silent typecheck
step "lint";              npm run --silent lint
step "unit tests";        npx vitest run --reporter=default | tee "$logs/unit.log"
step "build";             npm run --silent build
step "bundle rules";      node scripts/check-bundle.mjs
step "size budgets";      npx size-limit
step "end-to-end tests"
if ! PLAYWRIGHT_JSON_OUTPUT_FILE="$logs/e2e.json" npx playwright test --reporter=list,json | tee "$logs/e2e.log"; then
  node scripts/e2e-digest.mjs "$logs/e2e.json"
  exit 1
fi

unit=$(count "$logs/unit.log" 'Tests +[^0-9]*[0-9]+ passed')
e2e=$(count "$logs/e2e.log" '^ +[0-9]+ passed')
printf '\nunit tests: %d, end-to-end tests: %d\n' "${unit:-0}" "${e2e:-0}"
# Any failure stopped the script above (set -e), so reaching this line means nothing failed.
printf 'tests: %d passed, 0 failed\n' "$(( ${unit:-0} + ${e2e:-0} ))"
