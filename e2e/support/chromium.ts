import type { Page } from "playwright-core";

/**
 * Debian's Chromium, the only browser here (never a downloaded one), and the flags this machine needs: without
 * the background-networking flags Chromium keeps trying hosts the closed network refuses.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Aborts every request that does not go to this machine (the real pages point at their original hosts for fonts,
 * images and trackers). Shared by the end-to-end tests and the benchmarks.
 */
export async function blockOtherHosts(page: Page): Promise<void> {
  await page.route(/^(?!http:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => route.abort("blockedbyclient"));
}
