.PHONY: demo test bench

## Install what is missing, build, and serve the demo site on http://127.0.0.1:4173/
demo:
	bash scripts/demo.sh

## Install what is missing (npm ci, Debian's chromium) and run every suite
test:
	bash scripts/test-all.sh

## Print the benchmark tables
bench:
	bash scripts/ensure-deps.sh --browser
	npm run bench
