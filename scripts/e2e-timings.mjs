// Says where the end-to-end run spent its time, from Playwright's JSON report: the time each spec file took
// (summed over its tests and their retries, so over the two workers the wall clock is about half the total) and
// the slowest tests. `make test` prints it after the run, so a run that grows past its time budget says why.
// Usage: node scripts/e2e-timings.mjs <report.json> [how many tests to list, 12 by default]
import { readFileSync } from "node:fs";

const [reportPath, listed = "12"] = process.argv.slice(2);
let report;
try {
  report = JSON.parse(readFileSync(reportPath, "utf8"));
} catch (error) {
  console.log(`no timings (no end-to-end report: ${error.message})`);
  process.exit(0);
}

const byFile = new Map();
const tests = [];
const visit = (suite) => {
  for (const spec of suite.specs ?? []) {
    const milliseconds = (spec.tests ?? [])
      .flatMap((test) => test.results ?? [])
      .reduce((sum, result) => sum + (result.duration ?? 0), 0);
    byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + milliseconds);
    tests.push({ title: `${spec.file} › ${spec.title}`, milliseconds });
  }
  for (const child of suite.suites ?? []) visit(child);
};
for (const suite of report.suites ?? []) visit(suite);

const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(1)} s`.padStart(8);
const total = [...byFile.values()].reduce((sum, value) => sum + value, 0);
console.log(`end-to-end time by spec (summed over tests; ${seconds(total).trim()} in all):`);
for (const [file, milliseconds] of [...byFile].sort((a, b) => b[1] - a[1])) {
  console.log(`${seconds(milliseconds)}  ${file}`);
}
console.log(`the ${listed} slowest tests:`);
for (const { title, milliseconds } of tests
  .sort((a, b) => b.milliseconds - a.milliseconds)
  .slice(0, Number(listed))) {
  console.log(`${seconds(milliseconds)}  ${title}`);
}
