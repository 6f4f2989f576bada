import type { Frame, Page } from "@playwright/test";
import { expect, test, waitForBootToSettle } from "./support/test";

/**
 * The media demo's YouTube video (demo-html/media.html, `#free-lesson`) started through YouTube's IFrame API. The
 * page's head points the API script at the fixture's stand-in (`/fixture-video/iframe_api`), and the player
 * address, which the module always builds on YouTube's origin, is answered with the fixture's stand-in player
 * page, so the player keeps YouTube's origin and posts real state and error events.
 */

const TITLE = "Affiliate marketing in ten minutes";
const API_SCRIPT = /\/fixture-video\/iframe_api$/;

/** Serves the stand-in player page for every YouTube player address, keeping the address' query. */
async function serveStandInPlayer(page: Page): Promise<void> {
  await page.route("https://www.youtube.com/embed/**", async (route) => {
    const address = new URL(route.request().url());
    const id = address.pathname.split("/").pop() ?? "";
    const local = new URL(`/fixture-video/embed/${id}${address.search}`, page.url());
    await route.fulfill({ response: await route.fetch({ url: local.href }) });
  });
}

async function playerFrame(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().includes("/embed/M7lc1UVf-VE")))
    .toBe(true);
  return page.frames().find((frame) => frame.url().includes("/embed/M7lc1UVf-VE"))!;
}

function apiScriptRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (API_SCRIPT.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

test.describe("YouTube's player API", () => {
  test("loads on the click only, once; the player plays, and each of its error codes is said in words, politely", async ({
    page,
  }) => {
    await serveStandInPlayer(page);
    const requests = apiScriptRequests(page);
    await page.goto("/media.html");
    await waitForBootToSettle(page);
    const module = page.locator("#free-lesson");
    await expect(module).toHaveAttribute("data-state", "poster");
    expect(requests, "no API script before the click").toEqual([]);

    await page.getByRole("button", { name: `Play video: ${TITLE}` }).click();
    const frame = await playerFrame(page);
    const player = new URL(frame.url());
    expect(player.searchParams.get("autoplay")).toBe("1");
    expect(player.searchParams.get("enablejsapi")).toBe("1");
    await expect(
      page.frameLocator("#free-lesson iframe").getByText("Video M7lc1UVf-VE: Playing"),
    ).toBeVisible();
    await expect(module).toHaveAttribute("data-state", "playing");
    expect(requests).toHaveLength(1);
    expect(await page.locator("script[src$='/fixture-video/iframe_api']").count()).toBe(1);

    const status = module.getByRole("status");
    await expect(status).toHaveText("");
    for (const [code, words] of [
      [2, "invalid parameter"],
      [5, "HTML5 player issue"],
      [100, "video not found or private"],
      [101, "embedding not allowed"],
      [105, "embedding not allowed"],
    ] as const) {
      // The player reports the error as YouTube's does; the API hands it to the module.
      await frame.evaluate((errorCode) => {
        (window as unknown as { standInPlayer: { fail(code: number): void } }).standInPlayer.fail(errorCode);
      }, code);
      await expect(status.locator("p").first()).toHaveText(
        `This video cannot be played: ${words} (error ${code}).`,
      );
    }
    await expect(status.getByRole("link", { name: `Watch “${TITLE}” on YouTube` })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=M7lc1UVf-VE",
    );
    await expect(module).toHaveAttribute("data-state", "error");
    expect(requests, "the API script is loaded once").toHaveLength(1);
  });

  test("blocked: the video still plays as a plain embed, with a link to it on YouTube", async ({
    page,
    problems,
  }) => {
    problems.allow("Failed to load resource");
    await serveStandInPlayer(page);
    await page.route(API_SCRIPT, (route) => route.abort("blockedbyclient"));
    await page.goto("/media.html");
    const module = page.locator("#free-lesson");
    await page.getByRole("button", { name: `Play video: ${TITLE}` }).click();
    const frame = await playerFrame(page);
    expect(new URL(frame.url()).searchParams.get("autoplay")).toBe("1");
    await expect(
      page.frameLocator("#free-lesson iframe").getByText("Video M7lc1UVf-VE: Playing"),
    ).toBeVisible();
    const status = module.getByRole("status");
    await expect(status.getByRole("link", { name: `Watch “${TITLE}” on YouTube` })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=M7lc1UVf-VE",
    );
    await expect(module).toHaveAttribute("data-state", "playing");
    // Without the API, the player's own messages still say its errors.
    await frame.evaluate(() => {
      (window as unknown as { standInPlayer: { fail(code: number): void } }).standInPlayer.fail(100);
    });
    await expect(status).toContainText(
      "This video cannot be played: video not found or private (error 100).",
    );
  });
});
