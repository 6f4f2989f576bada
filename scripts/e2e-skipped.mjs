// Says how many end-to-end tests were skipped and why, from Playwright's JSON report, in one phrase for the
// summary line of `make test`: "12 real-page tests, ../shared/divi-pages not found", "none", or several such
// phrases joined by "; ". Real-page tests skip with the reason "real-page test: <folder> not found"
// (e2e/support/real-pages.ts); any other skip is named by its own reason.
// Usage: node scripts/e2e-skipped.mjs <report.json>
import { readFileSync } from "node:fs";

const REAL_PAGE_PREFIX = "real-page test: ";

const [reportPath] = process.argv.slice(2);
let report;
try {
  report = JSON.parse(readFileSync(reportPath, "utf8"));
} catch (error) {
  console.log(`unknown (no end-to-end report: ${error.message})`);
  process.exit(0);
}

/** Skipped tests by reason, in the order first met. */
const reasons = new Map();
const visit = (suite) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== "skipped") continue;
      const annotations = [
        ...(test.annotations ?? []),
        ...(test.results ?? []).flatMap((r) => r.annotations ?? []),
      ];
      const skip = annotations.filter((annotation) => annotation.type === "skip").at(-1);
      const reason = skip?.description?.trim() || "no reason given";
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }
  for (const child of suite.suites ?? []) visit(child);
};
for (const suite of report.suites ?? []) visit(suite);

const plural = (count, noun) => `${count} ${noun}${count === 1 ? "" : "s"}`;
const phrases = [...reasons].map(([reason, count]) =>
  reason.startsWith(REAL_PAGE_PREFIX)
    ? `${plural(count, "real-page test")}, ${reason.slice(REAL_PAGE_PREFIX.length)}`
    : `${plural(count, "test")}, ${reason}`,
);
console.log(phrases.length > 0 ? phrases.join("; ") : "none");
