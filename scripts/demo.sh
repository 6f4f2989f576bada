#!/usr/bin/env bash
# Installs what is missing, builds the bundle and starts the fixture site (the demo pages and the ajax endpoint).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npm run --silent build
exec npx tsx fixtures/server/main.ts --port "${PORT:-4173}"
