import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./e2e/support/chromium";

const PORT = Number(process.env["E2E_PORT"] ?? 4310);

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the fixture server, which serves
 * the demo pages, the built bundle (run `npm run build` first; `make test` does) and the ajax endpoint.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // One retry on CI: a run of 500 browser tests on a shared two-core machine should not fail on one stalled
  // frame, and a test that fails twice is a failure. Each retried test is listed by the digest at the end of
  // `make test` as flaky with its first error, so the assumption behind it gets fixed. Locally: no retries.
  retries: process.env["CI"] ? 1 : 0,
  // Two cores run two browsers, the fixture server and axe: generous limits keep a busy machine from failing
  // a correct test. Nothing here measures speed; benchmarks do (npm run bench).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every step of every test, a fifth of the suite's time on two cores (measured: 92 s with a
    // trace kept on failure, 71 s without, for three specs). It is recorded on the retry, so a test that fails
    // twice on CI leaves one; locally, `npx playwright test <spec> --trace on` records one when needed.
    trace: "on-first-retry",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  webServer: {
    command: `npx tsx fixtures/server/main.ts --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env["CI"],
    timeout: 30_000,
    stdout: "ignore",
  },
});
