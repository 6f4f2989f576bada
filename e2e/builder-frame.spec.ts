import type { Frame, Page } from "@playwright/test";
import { expect, test } from "./support/test";

/**
 * The page in the builder's app frame: a top window (made here with `page.route`, as the builder's editor page)
 * holds `iframe#et-fb-app-frame` with a demo page, and the test drives `window.enhance.builder` inside it.
 */

const TOP_PATH = "/__builder-top/";

interface BuilderHandle {
  refresh(root?: Element): Promise<void>;
  setViewMode(mode: string): void;
  scrollToAddress(address: string): Promise<void>;
  updateSticky(settings: ReadonlyArray<Record<string, unknown>>): void;
  setScrollLocation(location: string): void;
  loadEditor(): Promise<Record<string, unknown>>;
  loadPreview(): Promise<Record<string, unknown>>;
}

interface RecordRow {
  name: string;
  element: string;
  state: string;
}

type FrameWindow = Window & {
  enhance?: { builder?: BuilderHandle; app: { records(): RecordRow[] } };
};

/** Opens the top window with the demo page `pagePath` in the app frame and waits for the builder API in it. */
async function openInAppFrame(page: Page, pagePath: string): Promise<Frame> {
  await page.route(`**${TOP_PATH}*`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><title>Builder</title></head><body style="margin:0">
        <iframe id="et-fb-app-frame" title="Page" src="${pagePath}?et_fb=1"
          style="width:1100px;height:700px;border:0"></iframe></body></html>`,
    }),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${TOP_PATH}?et_fb=1`);
  const frame = page.frameLocator("#et-fb-app-frame");
  await expect(frame.locator("body")).toBeVisible();
  const appFrame = page.frames().find((candidate) => candidate.url().includes(pagePath));
  if (!appFrame) throw new Error(`no app frame for ${pagePath}`);
  await appFrame.waitForFunction(() => (window as FrameWindow).enhance?.builder !== undefined);
  return appFrame;
}

/** The debug table's rows for elements whose description contains `match`. */
async function records(frame: Frame, match: string): Promise<string[]> {
  return frame.evaluate(
    (text) =>
      (window as FrameWindow)
        .enhance!.app.records()
        .filter((row) => row.element.includes(text))
        .map((row) => `${row.name}:${row.state}`),
    match,
  );
}

test("in the app frame, modules mount, unmount and mount again as the builder changes the page, and follow the view mode", async ({
  page,
}) => {
  const frame = await openInAppFrame(page, "/tabs-and-toggles.html");

  // Every layout element carries its address.
  await expect(frame.locator(".et_pb_section_0")).toHaveAttribute("data-address", "0");
  await expect(frame.locator(".et_pb_tabs_0")).toHaveAttribute("data-address", /^\d+(\.\d+)+$/);

  // A module the builder inserts mounts on refresh(root).
  await frame.evaluate(async () => {
    const source = document.querySelector(".et_pb_tabs_0")!;
    const copy = source.cloneNode(true) as HTMLElement;
    copy.id = "inserted-tabs";
    copy.classList.replace("et_pb_tabs_0", "et_pb_tabs_9");
    copy.removeAttribute("data-enhanced");
    copy.setAttribute("data-enhance-strategy", "eager");
    source.before(copy);
    await (window as FrameWindow).enhance!.builder!.refresh(copy);
  });
  await expect(frame.locator("#inserted-tabs")).toHaveAttribute("data-enhanced", "tabs");

  // The builder renders a changed module anew in its place: the old instance unmounts, the new markup mounts.
  await frame.evaluate(async () => {
    const tabs = document.getElementById("inserted-tabs")!;
    const rendered = document.querySelector(".et_pb_tabs_0")!.cloneNode(true) as HTMLElement;
    rendered.id = "inserted-tabs";
    rendered.removeAttribute("data-enhanced");
    rendered.setAttribute("data-enhance-strategy", "eager");
    rendered.querySelector(".et_pb_tab_0 a")!.textContent = "Changed title";
    tabs.replaceWith(rendered);
    await (window as FrameWindow).enhance!.builder!.refresh(rendered.parentElement!);
  });
  await expect(frame.locator("#inserted-tabs")).toHaveAttribute("data-enhanced", "tabs");
  await expect(frame.getByRole("tab", { name: "Changed title" })).toBeVisible();
  expect(await records(frame, "#inserted-tabs")).toEqual(["tabs:mounted", "tabs:unmounted"]);

  // A module the builder removes unmounts on refresh().
  await frame.evaluate(async () => {
    document.getElementById("inserted-tabs")!.remove();
    await (window as FrameWindow).enhance!.builder!.refresh();
  });
  expect(await records(frame, "#inserted-tabs")).toEqual(["tabs:unmounted", "tabs:unmounted"]);

  // An element that gains a module's marker later mounts it (the page's own observer, builder or not).
  await frame.evaluate(() => {
    const toggle = document.querySelector(".et_pb_toggle_0")!.cloneNode(true) as HTMLElement;
    toggle.id = "later-toggle";
    toggle.className = "";
    toggle.removeAttribute("data-enhanced");
    toggle.setAttribute("data-enhance-strategy", "eager");
    document.querySelector(".et_pb_toggle_0")!.after(toggle);
    toggle.className = "et_pb_module et_pb_toggle et_pb_toggle_8 et_pb_toggle_item et_pb_toggle_close";
  });
  await expect(frame.locator("#later-toggle")).toHaveAttribute("data-enhanced", "toggle");

  // Phone view mode: modules behave as on a phone though the frame is desktop wide; desktop brings them back.
  const tabs = frame.locator(".et_pb_tabs_0");
  await tabs.scrollIntoViewIfNeeded();
  await expect(tabs).toHaveAttribute("data-enhanced", "tabs");
  await expect(tabs).not.toHaveClass(/et_pb_tabs_vertically_stacked/);
  await frame.evaluate(() => (window as FrameWindow).enhance!.builder!.setViewMode("phone"));
  await expect(tabs).toHaveClass(/et_pb_tabs_vertically_stacked/);
  await expect(frame.locator("html")).toHaveAttribute("data-enhance-view-mode", "phone");
  await frame.evaluate(() => (window as FrameWindow).enhance!.builder!.setViewMode("desktop"));
  await expect(tabs).not.toHaveClass(/et_pb_tabs_vertically_stacked/);
});

test("scroll-to-address takes 400 ms per 1000 px within 800 to 6000 ms, and with scroll location top (after 2000 ms) the top window scrolls, on the page's clock", async ({
  page,
}) => {
  await page.clock.install();
  const frame = await openInAppFrame(page, "/tabs-and-toggles.html");
  const target = ".et_pb_section_5";
  const { address, distance } = await frame.locator(target).evaluate((element) => ({
    address: element.getAttribute("data-address")!,
    distance: element.getBoundingClientRect().top + window.scrollY,
  }));
  const expected = Math.min(6000, Math.max(800, (distance * 400) / 1000));
  const now = await frame.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await frame.evaluate((at) => void (window as FrameWindow).enhance!.builder!.scrollToAddress(at), address);
  await page.clock.runFor(expected - 100);
  const midway = await frame.evaluate(() => window.scrollY);
  // Still on its way 100 ms before the end, there on time: the duration is the spec's, not a browser default.
  expect(midway).toBeGreaterThan(0);
  expect(midway).toBeLessThan(distance - 1);
  await page.clock.runFor(200);
  await expect
    .poll(() => frame.locator(target).evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBe(0);

  // Scroll location top, 2000 ms after it is asked for: the frame is as tall as its document and the top window
  // scrolls to the address.
  const appFrame = page.locator("#et-fb-app-frame");
  await frame.evaluate(() => (window as FrameWindow).enhance!.builder!.setScrollLocation("top"));
  await page.clock.runFor(1999);
  await expect(appFrame).toHaveCSS("height", "700px");
  await page.clock.runFor(1);
  const documentHeight = await frame.evaluate(() => document.documentElement.scrollHeight);
  await expect(appFrame).toHaveCSS("height", `${documentHeight}px`);
  await frame.evaluate((at) => void (window as FrameWindow).enhance!.builder!.scrollToAddress(at), address);
  await page.clock.runFor(6100);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(distance));
});

test("sticky settings from the builder remove gone sticky modules and keep the others", async ({ page }) => {
  const frame = await openInAppFrame(page, "/sticky.html");
  await frame.waitForFunction(() => document.body.getAttribute("data-enhanced")?.includes("sticky"));
  const settings = await frame.evaluate(() =>
    Object.values(
      (window as unknown as { et_pb_sticky_elements: Record<string, Record<string, unknown>> })
        .et_pb_sticky_elements,
    ),
  );
  const kept = settings.filter((entry) => entry.id !== "et_pb_text_1");
  expect(kept.length).toBe(settings.length - 1);
  await frame.evaluate((list) => (window as FrameWindow).enhance!.builder!.updateSticky(list), kept);
  // Scrolled well past the text module's offset: it no longer sticks, the row still does.
  await frame
    .locator(".et_pb_row_4")
    .evaluate((row) => window.scrollTo(0, row.getBoundingClientRect().top + window.scrollY + 300));
  await expect(frame.locator(".et_pb_row_4")).toHaveClass(/et_pb_sticky(\s|$)/);
  await expect(frame.locator(".et_pb_text_1")).not.toHaveClass(/et_pb_sticky(\s|$)/);
});

test("a visitor's page has no builder API and never fetches the builder frame chunk", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  await page.goto("/tabs-and-toggles.html");
  await expect(page.locator(".et_pb_tabs_0")).toHaveAttribute("data-enhanced", "tabs");
  expect(await page.evaluate(() => (window as FrameWindow).enhance?.builder)).toBeUndefined();
  expect(
    fetched.filter((url) => /\/chunks\/(app-frame|editor|preview-render)-/.test(url)),
    "builder chunks a visitor fetched",
  ).toEqual([]);
});

test("the editor UI and the preview render are chunks the builder fetches only when it asks for them", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  const frame = await openInAppFrame(page, "/tabs-and-toggles.html");
  const builderChunks = (): string[] =>
    fetched
      .filter((url) => /\/chunks\/(editor|preview-render)-/.test(url))
      .map((url) => url.split("/").pop()!);
  expect(builderChunks()).toEqual([]);
  const exported = await frame.evaluate(async () => {
    const builder = (window as FrameWindow).enhance!.builder!;
    const [editor, preview] = await Promise.all([builder.loadEditor(), builder.loadPreview()]);
    return [
      typeof editor["openCoreModal"],
      typeof editor["PageSettingsBar"],
      typeof preview["renderPreview"],
    ];
  });
  expect(exported).toEqual(["function", "function", "function"]);
  expect(builderChunks().map((file) => file.replace(/-[\w-]{8}\.js$/, ""))).toEqual([
    "editor",
    "preview-render",
  ]);
});

test("with scroll location top, a sticky module in the app frame sticks when the top window scrolls past it", async ({
  page,
}) => {
  await page.clock.install();
  const frame = await openInAppFrame(page, "/sticky.html");
  await frame.waitForFunction(() => document.body.getAttribute("data-enhanced")?.includes("sticky"));
  await frame.evaluate(() => (window as FrameWindow).enhance!.builder!.setScrollLocation("top"));
  await page.clock.runFor(2000);
  const appFrame = page.locator("#et-fb-app-frame");
  const documentHeight = await frame.evaluate(() => document.documentElement.scrollHeight);
  await expect(appFrame).toHaveCSS("height", `${documentHeight}px`);

  const row = frame.locator(".et_pb_row_4");
  const rowTop = await row.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const frameTop = (await appFrame.boundingBox())!.y;
  await page.evaluate((y) => window.scrollTo(0, y), frameTop + rowTop - 400);
  await page.clock.runFor(100);
  await expect(row).not.toHaveClass(/et_pb_sticky(\s|$)/);

  // The top window scrolls the page (the frame itself never does) past the row: it sticks, in the top's view.
  await page.evaluate((y) => window.scrollTo(0, y), frameTop + rowTop + 300);
  await page.clock.runFor(100);
  await expect(row).toHaveClass(/et_pb_sticky(\s|$)/);
  expect(await frame.evaluate(() => window.scrollY)).toBe(0);
  const shownAt = await row.evaluate((element) => element.getBoundingClientRect().top);
  const topScroll = await page.evaluate(() => window.scrollY);
  // Below the fixed header at most, not left behind at its own place 300 px up.
  expect(frameTop + shownAt - topScroll).toBeGreaterThanOrEqual(0);
  expect(frameTop + shownAt - topScroll).toBeLessThan(200);
});
