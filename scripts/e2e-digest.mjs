// Prints a short digest of the failed end-to-end tests from Playwright's JSON report: the test, its file and line,
// and the head of its error. CI logs are often read from the tail, where the list reporter leaves only the names.
// Tests that failed and then passed on CI's one retry are listed as flaky with their first error: they did not
// fail the run, but each is a timing assumption to fix, and the log must say so.
import { readFileSync } from "node:fs";

const [reportPath] = process.argv.slice(2);
const MAX_ERROR_LINES = 25;
const ESCAPE = String.fromCharCode(27);
const stripEscapes = (text) => text.replace(new RegExp(`${ESCAPE}\\[[0-9;]*m`, "g"), "");

let report;
try {
  report = JSON.parse(readFileSync(reportPath, "utf8"));
} catch (error) {
  console.log(`No end-to-end report to digest (${reportPath}): ${error.message}`);
  process.exit(0);
}

const failures = [];
const flaky = [];
const visit = (suite, titles) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== "unexpected" && test.status !== "flaky") continue;
      const failed = (test.results ?? []).filter((result) => !["passed", "skipped"].includes(result.status));
      if (failed.length === 0) continue;
      const result = test.status === "flaky" ? failed[0] : failed[failed.length - 1];
      const message = stripEscapes(result.errors?.map((error) => error.message ?? "").join("\n") ?? "");
      (test.status === "flaky" ? flaky : failures).push({
        title: [...titles, spec.title].join(" › "),
        where: `${spec.file}:${spec.line}`,
        status: result.status,
        message,
      });
    }
  }
  for (const child of suite.suites ?? [])
    visit(child, child.title && !child.title.endsWith(".ts") ? [...titles, child.title] : titles);
};
for (const suite of report.suites ?? []) visit(suite, []);

const print = (heading, entries, mark) => {
  console.log(`\n=== ${heading}: ${entries.length}`);
  for (const entry of entries) {
    console.log(`\n${mark} ${entry.where} › ${entry.title} (${entry.status})`);
    const lines = entry.message.split("\n").filter((line) => line.trim() !== "");
    console.log(
      lines
        .slice(0, MAX_ERROR_LINES)
        .map((line) => `    ${line}`)
        .join("\n"),
    );
    if (lines.length > MAX_ERROR_LINES) console.log(`    … ${lines.length - MAX_ERROR_LINES} more lines`);
  }
};
if (flaky.length > 0) print("end-to-end tests that passed only on retry (flaky)", flaky, "⚠");
if (failures.length > 0 || flaky.length === 0) print("end-to-end failures", failures, "✘");
