// Prints a short digest of the failed end-to-end tests from Playwright's JSON report: the test, its file and line,
// and the head of its error. CI logs are often read from the tail, where the list reporter leaves only the names.
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
const visit = (suite, titles) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const failed = (test.results ?? []).filter((result) => !["passed", "skipped"].includes(result.status));
      if (failed.length === 0) continue;
      const result = failed[failed.length - 1];
      const message = stripEscapes(result.errors?.map((error) => error.message ?? "").join("\n") ?? "");
      failures.push({
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

console.log(`\n=== end-to-end failures: ${failures.length}`);
for (const failure of failures) {
  console.log(`\n✘ ${failure.where} › ${failure.title} (${failure.status})`);
  const lines = failure.message.split("\n").filter((line) => line.trim() !== "");
  console.log(
    lines
      .slice(0, MAX_ERROR_LINES)
      .map((line) => `    ${line}`)
      .join("\n"),
  );
  if (lines.length > MAX_ERROR_LINES) console.log(`    … ${lines.length - MAX_ERROR_LINES} more lines`);
}
