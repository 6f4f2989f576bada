#!/usr/bin/env bash
# Every suite, in the order a failure is cheapest to find: types, lint, unit, build, bundle rules, byte budgets,
# end to end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser

step() { printf '\n=== %s\n' "$1"; }
step "type check";        npm run --silent typecheck
step "lint";              npm run --silent lint
step "unit tests";        npx vitest run
step "build";             npm run --silent build
step "bundle rules";      node scripts/check-bundle.mjs
step "size budgets";      npx size-limit
step "end-to-end tests";  npx playwright test
