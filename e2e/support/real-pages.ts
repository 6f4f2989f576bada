import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { test, type Browser, type Page } from "@playwright/test";
import { blockOtherHosts, scrollThrough, type PageProblems } from "./test";

const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The real pages from public sites (test data that never enters this repository): `REAL_PAGES_DIR` when set, as
 * the fixture server chooses it (`fixtures/server/main.ts`), else `../shared/divi-pages`.
 */
export const REAL_PAGES_DIR = process.env["REAL_PAGES_DIR"]
  ? resolve(process.env["REAL_PAGES_DIR"])
  : resolve(repositoryRoot, "..", "shared", "divi-pages");

/** The reason every real-page test gives when it is skipped for want of the folder; `make test` counts these. */
export const REAL_PAGES_ABSENT = `real-page test: ${relative(repositoryRoot, REAL_PAGES_DIR) || REAL_PAGES_DIR} not found`;

export const realPagesPresent = (): boolean => existsSync(REAL_PAGES_DIR);

/**
 * Call at the top of a describe block whose tests are declared per real page. Without the folder (or without a
 * matching page) such a block would declare no test at all and vanish from the report; instead it declares one
 * test and skips the block with the reason, so the run says what it left out.
 */
export function skipWithoutRealPages(pages: readonly unknown[], noMatchReason: string): void {
  if (pages.length > 0) return;
  const reason = realPagesPresent() ? noMatchReason : REAL_PAGES_ABSENT;
  test.skip(true, reason);
  test(`every real page (${reason})`, () => {
    // Never runs: the block is skipped. It exists so the report counts the skipped block.
  });
}

/** What a test reads on the page without the bundle, in the load that measures its own errors. */
export type BarePageReader = (page: Page) => Promise<void>;

/**
 * The uncaught errors a real page raises by itself, without the bundle (its own inline scripts, broken to begin
 * with or expecting the theme's scripts): a test tolerates these, and only these, as the page's, not ours.
 * `readBarePage` reads that page too, once it has loaded and been scrolled through, so a test comparing the page
 * with and without the bundle loads it without only once.
 */
export async function uncaughtWithoutBundle(
  browser: Browser,
  url: string,
  readBarePage?: BarePageReader,
): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const messages: string[] = [];
  page.on("pageerror", (error) => messages.push(`${error.name}: ${error.message}`));
  await blockOtherHosts(page);
  await page.goto(url, { waitUntil: "load" });
  await scrollThrough(page);
  await readBarePage?.(page);
  await context.close();
  return messages;
}

/**
 * What a test of a real page tolerates as the page's own: requests to the hosts the test blocks (its stylesheets,
 * images and fonts) fail, and its inline scripts' uncaught errors, measured on the page without the bundle (which
 * `readBarePage` may read as well).
 */
export async function tolerateRealPageOwnProblems(
  problems: PageProblems,
  browser: Browser,
  baseURL: string | undefined,
  file: string,
  readBarePage?: BarePageReader,
): Promise<void> {
  problems.allow("Failed to load resource");
  problems.tolerateBaseline(
    await uncaughtWithoutBundle(browser, `${baseURL}/real/${file}?bundle=off`, readBarePage),
  );
}
