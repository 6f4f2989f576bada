import type { Page, Request, TestInfo } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForBootToSettle } from "./support/test";
import { armFixtureFault, fixtureCalls, serveCachedAbPage } from "./support/fixture";

/**
 * SEO automation (demo-html/seo.html, the fixture's SEO data service) and A/B goal tracking
 * (demo-html/ab-test.html, the fixture's et_pb_update_stats_table and et_pb_ab_get_subject_id).
 */

const SEO_PAGE = "/seo.html";
const AB_PAGE = "/ab-test.html";
const AB_CONTACT_PAGE = "/ab-test-contact.html";
/** Spec 9 and the reference: 5 repeat runs every 500 ms; A/B cookies live 365 days; read_goal after 3 s. */
const REPEAT_RUN_MS = 500;
const REPEAT_RUNS = 5;
const DATA_RUN_RETRY_MS = 200;
/** The enhancer looks for its installation element 10 more times, 50 ms apart. */
const INSTALLATION_LOOKUPS_MS = 10 * 50;
/** Past this, every run the enhancer schedules after load has run. */
const EVERY_RUN_MS = REPEAT_RUN_MS * (REPEAT_RUNS + 1);
const BOUNCE_MS = 5000;
const READ_GOAL_MS = 3000;
const SEO_TIMEOUT_MS = 15_000;
const SUBJECT_TIMEOUT_MS = 5000;
const YEAR_S = 365 * 86_400;

const SERVER_TITLE = "SEO for course creators - Blog to Business (server title)";
const SEO_TITLE = "SEO for course creators: rank your lessons in 2025 - Blog to Business";

function sessionId(testInfo: TestInfo): string {
  return `seo-ab-${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
}

/**
 * Installs the clock paused at `time` (now, so 365-day cookies are not born expired) before the page loads, so
 * every timer runs only when a test says.
 */
async function freezeClock(page: Page, time = Date.now()): Promise<void> {
  await page.clock.install({ time: time - 1000 });
  await page.clock.pauseAt(time);
}

/** Requests the page has started, and its script requests (chunks) still in flight. */
const requestCounts = new WeakMap<Page, { started: number; scriptsInFlight: number }>();

test.beforeEach(({ page }) => {
  const counts = { started: 0, scriptsInFlight: 0 };
  requestCounts.set(page, counts);
  page.on("request", (request) => {
    counts.started += 1;
    if (request.resourceType() === "script") counts.scriptsInFlight += 1;
  });
  const done = (request: Request): void => {
    if (request.resourceType() === "script") counts.scriptsInFlight -= 1;
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
});

/** Lets the page run one task of its own (a message, which the test clock does not hold back). */
async function nextPageTask(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * The positive signal a "nothing was sent" check waits for, instead of a sleep that a late request would pass:
 * the page has no chunk loading (a request could follow it), then sends a marker request that the fixture's log
 * is read for (`markerLogged`); if any other request started meanwhile, the round starts again.
 */
async function requestsSettled(
  page: Page,
  sendMarker: () => Promise<void>,
  markerLogged: () => Promise<boolean>,
) {
  const counts = requestCounts.get(page)!;
  for (let round = 0; round < 5; round += 1) {
    await nextPageTask(page);
    await expect.poll(() => counts.scriptsInFlight, "chunks still loading").toBe(0);
    const startedBefore = counts.started;
    await sendMarker();
    await expect.poll(markerLogged, "the marker request reached the fixture").toBe(true);
    await nextPageTask(page);
    if (counts.started === startedBefore + 1 && counts.scriptsInFlight === 0) return;
  }
  throw new Error("the page kept sending requests");
}

// ---------------------------------------------------------------------------------------------------------------
// SEO automation

interface SeoRequest {
  query: Record<string, string>;
  session: string | null;
  answer: string;
}

async function seoRequests(page: Page, session: string): Promise<SeoRequest[]> {
  const response = await page.request.get(
    `/__fixture/seo-data/requests?session=${encodeURIComponent(session)}`,
  );
  return (await response.json()) as SeoRequest[];
}

/**
 * The SEO data requests of a session once the fixture has received every one the page sent before now: the page
 * sends a marker request after them, the log is read until the marker is in it, and the marker is left out. The
 * positive signal a "nothing was asked" check waits for, instead of a sleep that a late request would pass.
 */
async function settledSeoRequests(page: Page, session: string): Promise<SeoRequest[]> {
  const marker = `settled-${Math.random().toString(36).slice(2)}`;
  let requests: SeoRequest[] = [];
  await requestsSettled(
    page,
    () =>
      page.evaluate(
        async ({ marker, session }) => {
          const pageUrl = `${location.origin}/?fixture_session=${encodeURIComponent(session)}`;
          const query = new URLSearchParams({ siteId: marker, pluginVersion: "marker", pageUrl });
          await fetch(`/seo-service/v1/page-data?${query}`);
        },
        { marker, session },
      ),
    async () => {
      requests = await seoRequests(page, session);
      return requests.some((request) => request.query["siteId"] === marker);
    },
  );
  return requests.filter((request) => !request.query["siteId"]?.startsWith("settled-"));
}

async function armSeo(page: Page, arm: Record<string, unknown>): Promise<void> {
  const response = await page.request.post("/__fixture/seo-data", { data: arm });
  expect(response.status()).toBe(201);
}

/** Records every layout shift of the page from its first frame on. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; hadRecentInput: boolean; sources: string[] }> = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
      >) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName}.${source.node.className}`
              : String(source.node),
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __layoutShifts: Array<{ value: number; sources: string[] }> }).__layoutShifts,
  );

const headMeta = (page: Page, attribute: "name" | "property", key: string) =>
  page.locator(`head meta[${attribute}="${key}"]`);

test.describe("SEO automation", () => {
  test("given a Success reply, writes every tag the settings switch on, without moving anything, and passes axe", async ({
    page,
  }, testInfo) => {
    const session = sessionId(testInfo);
    await recordLayoutShifts(page);
    await page.clock.install();
    await page.goto(`${SEO_PAGE}?fixture_session=${session}`);
    const installation = page.locator("#seo-automation");
    await expect(installation).toHaveAttribute("data-state", "applied");
    await expect(page).toHaveTitle(SEO_TITLE);
    await expect(headMeta(page, "name", "description")).toHaveAttribute(
      "content",
      /^A practical SEO course for bloggers/,
    );
    await expect(headMeta(page, "name", "description")).toHaveCount(1);
    await expect(headMeta(page, "name", "keywords")).toHaveAttribute(
      "content",
      "SEO course, keyword research, on-page SEO, link building, course creators",
    );
    await expect(page.locator("head link[rel=canonical]")).toHaveAttribute(
      "href",
      "https://www.example.com/courses/seo-for-course-creators/",
    );
    await expect(headMeta(page, "property", "og:title")).toHaveAttribute(
      "content",
      "SEO for course creators",
    );
    await expect(headMeta(page, "property", "og:title")).toHaveCount(1);
    await expect(headMeta(page, "property", "og:site_name")).toHaveAttribute("content", "Blog to Business");
    await expect(headMeta(page, "property", "og:description")).toHaveAttribute(
      "content",
      /^Rank your lessons/,
    );
    await expect(headMeta(page, "name", "robots")).toHaveCount(0);
    // maxKeywordsInAlts is 2: both images without alt get the first two keywords.
    await expect(page.locator("main img")).toHaveCount(2);
    for (const image of await page.locator("main img").all()) {
      await expect(image).toHaveAttribute("alt", "SEO course, keyword research");
    }
    await expect(page.getByRole("link", { name: "course outline" })).toHaveAttribute(
      "title",
      "course outline",
    );
    const block = page.locator("#main-footer > p.enhance-seo-keywords");
    await expect(block).toHaveText(
      "SEO course, keyword research, on-page SEO, link building, course creators",
    );
    await expect(block).toHaveCSS("font-size", "12px");
    await expect(block).toHaveCSS("color", "rgb(184, 196, 204)");
    expect(await page.locator("#main-footer > *").last().getAttribute("class")).toBe("enhance-seo-keywords");
    await expect(page.locator("#seo-tags")).toContainText(`title: ${SEO_TITLE}`);

    const requests = await seoRequests(page, session);
    expect(requests).toHaveLength(1);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    expect(requests[0]?.query).toEqual({
      siteId: "blog-to-business",
      isRenderTron: String(/HeadlessChrome|Rendertron/i.test(userAgent)),
      pluginVersion: "v1.1.4",
      pageId: "31086",
      pageUrl: new URL(`${SEO_PAGE}?fixture_session=${session}`, page.url()).href,
    });

    // Run the clock past every repeat run, then check nothing ever moved.
    await page.clock.runFor(EVERY_RUN_MS);
    expect(await layoutShifts(page)).toEqual([]);
    await waitForBootToSettle(page);
    await expectNoAxeViolations(page);
  });

  test("given a visitor reading the footer when the data arrives, appends the keywords below without a shift", async ({
    page,
  }, testInfo) => {
    const session = sessionId(testInfo);
    await armSeo(page, { fault: "slow", delayMs: 3000, session });
    await recordLayoutShifts(page);
    await page.goto(`${SEO_PAGE}?fixture_session=${session}`, { waitUntil: "domcontentloaded" });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerInfo = page.locator("#footer-info");
    await expect(footerInfo).toBeInViewport();
    const before = await footerInfo.boundingBox();
    await expect(page.locator("#seo-automation")).toHaveAttribute("data-state", "applied", {
      timeout: 10_000,
    });
    await expect(page.locator("#main-footer > p.enhance-seo-keywords")).toHaveCount(1);
    expect(await footerInfo.boundingBox()).toEqual(before);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test("given content after the footer in view, waits until it is below the viewport to add the keywords", async ({
    page,
  }, testInfo) => {
    const session = sessionId(testInfo);
    await page.route(`**/seo-after-footer.html*`, async (route) => {
      const original = await route.fetch({ url: new URL(SEO_PAGE, route.request().url()).href });
      const html = (await original.text()).replace(
        "</footer>",
        '</footer><div class="after-footer" style="height: 300px; background: #eef2f4"><p>Cookie settings</p></div>',
      );
      await route.fulfill({ response: original, body: html });
    });
    // The data arrives once the visitor is down at the footer.
    await armSeo(page, { fault: "slow", delayMs: 3000, session });
    await recordLayoutShifts(page);
    await page.clock.install();
    await page.goto(`/seo-after-footer.html?fixture_session=${session}`, { waitUntil: "domcontentloaded" });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator(".after-footer")).toBeInViewport();
    await expect(page.locator("#seo-automation")).toHaveAttribute("data-state", "applied", {
      timeout: 10_000,
    });
    // Every run has had its chance to add the block while the content after the footer is in view.
    await page.clock.runFor(EVERY_RUN_MS);
    await expect(page.locator(".enhance-seo-keywords")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator("#main-footer > p.enhance-seo-keywords")).toHaveCount(1);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test("runs after load, then 5 more times every 500 ms, correcting a script that rewrites the title", async ({
    page,
  }, testInfo) => {
    const session = sessionId(testInfo);
    await freezeClock(page);
    const dataArrived = page.waitForResponse((response) =>
      response.url().includes("/seo-service/v1/page-data"),
    );
    await page.goto(`${SEO_PAGE}?fixture_session=${session}`);
    await dataArrived;
    await expect(page.locator("#seo-automation")).toHaveAttribute("data-state", /loading|applied/);
    // The load event has fired and time stands still: a pending run applies within one retry.
    await page.clock.runFor(DATA_RUN_RETRY_MS);
    await expect(page).toHaveTitle(SEO_TITLE);
    let elapsed = DATA_RUN_RETRY_MS;
    for (let repeat = 1; repeat <= REPEAT_RUNS; repeat += 1) {
      const rewritten = `Rewritten by another script ${repeat}`;
      await page.evaluate((title) => (document.title = title), rewritten);
      await page.clock.runFor(repeat * REPEAT_RUN_MS - elapsed - 1);
      await expect(page).toHaveTitle(rewritten);
      await page.clock.runFor(1);
      await expect(page).toHaveTitle(SEO_TITLE);
      elapsed = repeat * REPEAT_RUN_MS;
    }
    await page.evaluate(() => (document.title = "Rewritten after the repeats"));
    await page.clock.runFor(REPEAT_RUN_MS * 4);
    await expect(page).toHaveTitle("Rewritten after the repeats");
    expect(await seoRequests(page, session)).toHaveLength(1);
  });

  test("given a reply whose type is not Success, logs data loading failed and leaves the page as served", async ({
    page,
  }, testInfo) => {
    const session = sessionId(testInfo);
    await armSeo(page, { reply: "failure", type: "Error", session });
    const warning = page.waitForEvent("console", (message) => message.text().includes("data loading failed"));
    await page.clock.install();
    await page.goto(`${SEO_PAGE}?fixture_session=${session}`);
    expect((await warning).text()).toBe('[enhance:seo-automation] data loading failed: reply type "Error"');
    await expect(page.locator("#seo-automation")).toHaveAttribute("data-state", "failed");
    await page.clock.runFor(EVERY_RUN_MS);
    await expect(page).toHaveTitle(SERVER_TITLE);
    await expect(headMeta(page, "name", "keywords")).toHaveCount(0);
    await expect(page.locator(".enhance-seo-keywords")).toHaveCount(0);
    expect((await settledSeoRequests(page, session)).map((request) => request.answer)).toEqual(["failure"]);
  });

  for (const [name, arm, expected] of [
    ["HTTP 503", { reply: "status", status: 503 }, "SEO data request failed: HTTP 503"],
    ["HTTP 500 fault", { fault: "500" }, "SEO data request failed: HTTP 500"],
    [
      "a dropped connection",
      { fault: "network" },
      "SEO data request failed: the service could not be reached",
    ],
    ["a reply that is not JSON", { fault: "badjson" }, "data loading failed: the reply is not JSON"],
    ["an error page with status 200", { fault: "errorpage" }, "data loading failed: the reply is not JSON"],
  ] as const) {
    test(`given ${name}, only logs it and leaves the page as served`, async ({
      page,
      problems,
    }, testInfo) => {
      problems.allow("Failed to load resource");
      const session = sessionId(testInfo);
      await armSeo(page, { ...arm, session });
      const warning = page.waitForEvent("console", (message) => message.text().includes(expected));
      await page.goto(`${SEO_PAGE}?fixture_session=${session}`);
      expect((await warning).type()).toBe("warning");
      await expect(page.locator("#seo-automation")).toHaveAttribute("data-state", "failed");
      await expect(page).toHaveTitle(SERVER_TITLE);
      await expect(page.locator("main img").first()).not.toHaveAttribute("alt");
      await expect(page.locator(".enhance-seo-keywords")).toHaveCount(0);
    });
  }

  test("given no answer, gives up after 15 s and only logs it", async ({ page }, testInfo) => {
    const session = sessionId(testInfo);
    await armSeo(page, { fault: "timeout", delayMs: 60_000, session });
    await freezeClock(page);
    await page.goto(`${SEO_PAGE}?fixture_session=${session}`);
    await expect(page.locator("#seo-automation")).toHaveAttribute("data-state", "loading");
    await expect.poll(async () => (await seoRequests(page, session)).length).toBe(1);
    const warning = page.waitForEvent("console", (message) => message.text().includes("no answer within"));
    await page.clock.runFor(SEO_TIMEOUT_MS - 1);
    await expect(page.locator("#seo-automation")).toHaveAttribute("data-state", "loading");
    await page.clock.runFor(1);
    expect((await warning).text()).toBe(
      "[enhance:seo-automation] SEO data request failed: no answer within 15000 ms",
    );
    await expect(page.locator("#seo-automation")).toHaveAttribute("data-state", "failed");
    await expect(page).toHaveTitle(SERVER_TITLE);
  });

  test("given the disabled query flag, asks nothing and changes nothing", async ({ page }, testInfo) => {
    const session = sessionId(testInfo);
    await page.clock.install();
    await page.goto(`${SEO_PAGE}?seo-automation-disabled&fixture_session=${session}`);
    await waitForBootToSettle(page);
    // Past every look for the installation element and every run, and the request log has settled.
    await page.clock.runFor(INSTALLATION_LOOKUPS_MS + EVERY_RUN_MS);
    expect(await settledSeoRequests(page, session)).toEqual([]);
    await expect(page).toHaveTitle(SERVER_TITLE);
    await expect(page.locator("#seo-automation")).not.toHaveAttribute("data-state");
  });

  test("inside a frame, asks nothing and changes nothing", async ({ page }, testInfo) => {
    const session = sessionId(testInfo);
    await page.route("**/seo-frame-host.html", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><head><title>Host</title></head><body><main><h1>Host</h1><iframe title="Embedded page" src="${SEO_PAGE}?fixture_session=${session}" width="800" height="600"></iframe></main></body></html>`,
      }),
    );
    await page.clock.install();
    await page.goto("/seo-frame-host.html");
    const frame = page.frameLocator("iframe");
    await expect(frame.locator("#main-footer")).toBeAttached();
    const embedded = page.frames().find((candidate) => candidate.url().includes(SEO_PAGE));
    await embedded?.waitForFunction(() => {
      const holder = window as unknown as { enhance?: { app: { records(): Array<{ state: string }> } } };
      const records = holder.enhance?.app.records();
      return records !== undefined && records.every((record) => record.state !== "loading");
    });
    // Past every look for the installation element and every run, and the request log has settled.
    await page.clock.runFor(INSTALLATION_LOOKUPS_MS + EVERY_RUN_MS);
    expect(await settledSeoRequests(page, session)).toEqual([]);
    expect(await embedded?.title()).toBe(SERVER_TITLE);
    await expect(frame.locator("#seo-automation")).not.toHaveAttribute("data-state");
  });

  test("pages without the installation element never load the SEO chunk", async ({ page }) => {
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/chunks\/(seo-automation|ab-testing)-/.test(request.url())) chunks.push(request.url());
    });
    await page.goto("/tabs-and-toggles.html");
    await waitForBootToSettle(page);
    expect(chunks).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// A/B goal tracking

interface AjaxCall {
  action: string;
  fields: Record<string, string>;
  fault: string | null;
}

async function useSession(page: Page, testInfo: TestInfo): Promise<string> {
  const session = sessionId(testInfo);
  const baseURL = testInfo.project.use.baseURL ?? "http://127.0.0.1";
  await page.context().addCookies([{ name: "fixture_session", value: session, url: baseURL }]);
  return session;
}

async function ajaxCalls(page: Page, session: string, action: string): Promise<AjaxCall[]> {
  return fixtureCalls<AjaxCall>(page.request, action, session);
}

/** The record types logged in this session, each as `<type>:<test>/<subject>`. */
async function logged(page: Page, session: string): Promise<string[]> {
  return (await ajaxCalls(page, session, "et_pb_update_stats_table")).map((call) => {
    const data = JSON.parse(call.fields["stats_data_array"] ?? "{}") as Record<string, string>;
    return `${data["record_type"]}:${data["test_id"]}/${data["subject_id"]}`;
  });
}

/**
 * Resolves once the fixture has received every ajax call the page sent before now: the page sends a marker call
 * (the fixture's echo action) after them and the request log is read until the marker is in it. The positive
 * signal a "nothing was logged" check waits for, instead of a sleep that a late request would pass.
 */
async function ajaxLogSettled(page: Page, session: string): Promise<void> {
  const marker = `settled-${Math.random().toString(36).slice(2)}`;
  await requestsSettled(
    page,
    () =>
      page.evaluate(async (marker) => {
        const body = new URLSearchParams({ action: "fixture_echo", nonce: "fixture-echo-nonce", marker });
        await fetch("/wp-admin/admin-ajax.php", { method: "POST", body, credentials: "same-origin" });
      }, marker),
    async () =>
      (await ajaxCalls(page, session, "fixture_echo")).some((call) => call.fields["marker"] === marker),
  );
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((candidate) => candidate.name === name);
}

test.describe("A/B goal tracking", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
  });

  test("logs read_page after the 5 s bounce rate, once per visitor, with a 365-day cookie", async ({
    page,
  }, testInfo) => {
    const session = await useSession(page, testInfo);
    await freezeClock(page);
    await page.goto(AB_PAGE);
    await expect(page.locator("body")).toHaveAttribute("data-enhanced", /ab-testing/);
    await page.clock.runFor(BOUNCE_MS - 1);
    await ajaxLogSettled(page, session);
    expect(await logged(page, session)).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => logged(page, session)).toEqual(["read_page:31084/2"]);
    const [call] = await ajaxCalls(page, session, "et_pb_update_stats_table");
    expect(call?.fields["et_ab_log_nonce"]).toBe("fixture-ab-log-nonce");
    const remembered = await cookie(page, "et_pb_ab_read_page_3108472");
    expect(remembered?.value).toBe("true");
    const now = await page.evaluate(() => Date.now() / 1000);
    expect(remembered?.expires).toBeGreaterThan(now + YEAR_S - 60);
    expect(remembered?.expires).toBeLessThan(now + YEAR_S + 60);

    await page.reload();
    await expect(page.locator("body")).toHaveAttribute("data-enhanced", /ab-testing/);
    await page.clock.runFor(BOUNCE_MS * 2);
    await ajaxLogSettled(page, session);
    expect(await logged(page, session)).toEqual(["read_page:31084/2"]);
  });

  test("logs view_goal when the goal comes into view, read_goal 3 s later and click_goal once on its button", async ({
    page,
  }, testInfo) => {
    const session = await useSession(page, testInfo);
    await freezeClock(page);
    await page.goto(AB_PAGE);
    const goal = page.locator("#enrol");
    await expect(page.locator("body")).toHaveAttribute("data-enhanced", /ab-testing/);
    await expect(goal).not.toBeInViewport();
    await ajaxLogSettled(page, session);
    expect(await logged(page, session)).toEqual([]);
    await goal.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await expect.poll(() => logged(page, session)).toEqual(["view_goal:31084/2"]);
    await page.clock.runFor(READ_GOAL_MS - 1);
    await ajaxLogSettled(page, session);
    expect(await logged(page, session)).toEqual(["view_goal:31084/2"]);
    await page.clock.runFor(1);
    await expect.poll(() => logged(page, session)).toEqual(["view_goal:31084/2", "read_goal:31084/2"]);
    await expect(goal).toHaveAttribute("data-ab-logged", "view_goal read_goal");

    await goal.getByText("Join 2,400 bloggers").click();
    await ajaxLogSettled(page, session);
    expect(await logged(page, session)).toHaveLength(2);
    const button = goal.getByRole("link", { name: "Enrol in the course" });
    await button.click();
    await button.click();
    await expect
      .poll(() => logged(page, session))
      .toEqual(["view_goal:31084/2", "read_goal:31084/2", "click_goal:31084/2"]);
    // click_goal and con_short cookies carry no subject.
    expect((await cookie(page, "et_pb_ab_click_goal_310847"))?.value).toBe("true");
    expect((await cookie(page, "et_pb_ab_view_goal_3108472"))?.value).toBe("true");
  });

  test("given a goal that leaves the view within 3 s, logs no read_goal", async ({ page }, testInfo) => {
    const session = await useSession(page, testInfo);
    await freezeClock(page);
    await page.goto(AB_PAGE);
    await expect(page.locator("body")).toHaveAttribute("data-enhanced", /ab-testing/);
    await page.locator("#enrol").evaluate((element) => element.scrollIntoView({ block: "center" }));
    await expect.poll(() => logged(page, session)).toEqual(["view_goal:31084/2"]);
    await page.clock.runFor(READ_GOAL_MS - 1000);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator("#enrol")).not.toBeInViewport();
    await page.clock.runFor(READ_GOAL_MS);
    await ajaxLogSettled(page, session);
    const goalEvents = (await logged(page, session)).filter((entry) => entry.includes("_goal"));
    expect(goalEvents).toEqual(["view_goal:31084/2"]);
  });

  test("a tracking shortcode on a thank-you page logs con_short for the subject seen, then keeps only a session cookie", async ({
    page,
  }, testInfo) => {
    const session = await useSession(page, testInfo);
    await page.route("**/ab-thanks.html", async (route) => {
      const original = await route.fetch({ url: new URL(AB_PAGE, route.request().url()).href });
      const html = (await original.text())
        .replace(/<main id="main-content"[\s\S]*<\/main>/, () =>
          [
            '<main id="main-content" tabindex="-1"><h1>Thank you for enrolling</h1>',
            '<div class="et_pb_ab_split_track" style="display:none;" data-test_id="31084"></div></main>',
          ].join(""),
        )
        .replace(
          '"ab_tests":[{"post_id":"31084","test_id":"7"}],"is_ab_testing_active":"1"',
          '"ab_tests":[],"is_ab_testing_active":""',
        )
        .replace('"page_id":"31084"', '"page_id":"31090"');
      await route.fulfill({ response: original, body: html });
    });
    await page.goto(AB_PAGE);
    await expect
      .poll(async () => (await cookie(page, "et_pb_ab_shortcode_track_31084"))?.value)
      .toBe("31084_2_7");
    expect((await cookie(page, "et_pb_ab_shortcode_track_31084"))?.expires).toBeGreaterThan(
      Date.now() / 1000 + YEAR_S - 120,
    );

    await page.goto("/ab-thanks.html");
    await expect.poll(() => logged(page, session)).toContain("con_short:31084/2");
    const spent = await cookie(page, "et_pb_ab_shortcode_track_31084");
    expect(spent?.value).toBe("true");
    // Lifetime 0: a session cookie.
    expect(spent?.expires).toBe(-1);
    expect((await cookie(page, "et_pb_ab_con_short_310847"))?.value).toBe("true");

    await page.reload();
    await waitForBootToSettle(page);
    await ajaxLogSettled(page, session);
    expect((await logged(page, session)).filter((entry) => entry.startsWith("con_short"))).toHaveLength(1);
  });

  test("logs con_goal once when the site accepts the contact form in the goal, and not for a refused send", async ({
    page,
    problems,
  }, testInfo) => {
    problems.allow("Failed to load resource");
    const session = await useSession(page, testInfo);
    const conversions = async () =>
      (await logged(page, session)).filter((entry) => entry.startsWith("con_goal:"));
    await page.goto(AB_CONTACT_PAGE);
    await expect(page.locator("body")).toHaveAttribute("data-enhanced", /ab-testing/);
    const form = page.locator(".et_pb_contact_form_container.et_pb_ab_goal");
    await expect(form).toHaveAttribute("data-enhanced", /contact-form/);
    const send = (question?: string) =>
      test.step("send the form", async () => {
        if (question !== undefined) {
          await form.getByLabel("First name").fill("Anna");
          await form.getByLabel("Email Address").fill("anna@example.com");
          await form.getByLabel("Your question").fill(question);
        }
        await form.getByRole("button", { name: "Send my question" }).click();
      });

    // The server refuses the first send (an error page): the visitor's text stays and nothing is counted.
    await armFixtureFault(page.request, {
      fault: "500",
      action: "contact_form_page_post",
      session,
      times: 1,
    });
    await send("Does the course suit a blog with 40 posts and no income yet?");
    await expect(form.locator(".et-pb-contact-message")).not.toBeEmpty();
    await expect(form.getByLabel("Your question")).toHaveValue(/40 posts/);
    await ajaxLogSettled(page, session);
    expect(await conversions()).toEqual([]);

    // The resend is accepted: one conversion for the subject seen, remembered for a year.
    await send();
    await expect(form.locator(".et-pb-contact-message")).toContainText("Thanks for contacting us");
    await expect.poll(conversions).toEqual(["con_goal:31090/1"]);
    const remembered = await cookie(page, "et_pb_ab_con_goal_3109091");
    expect(remembered?.value).toBe("true");
    const now = await page.evaluate(() => Date.now() / 1000);
    expect(remembered?.expires).toBeGreaterThan(now + YEAR_S - 60);

    // The same visitor converting again is not counted twice.
    await page.reload();
    await expect(form).toHaveAttribute("data-enhanced", /contact-form/);
    await send("And is there a payment plan?");
    await expect(form.locator(".et-pb-contact-message")).toContainText("Thanks for contacting us");
    await ajaxLogSettled(page, session);
    expect(await conversions()).toEqual(["con_goal:31090/1"]);
  });

  test("given a failing stats request, only warns; the event stays remembered", async ({
    page,
    problems,
  }, testInfo) => {
    problems.allow("Failed to load resource");
    const session = await useSession(page, testInfo);
    await armFixtureFault(page.request, { fault: "500", action: "et_pb_update_stats_table", session });
    await freezeClock(page);
    const warning = page.waitForEvent("console", (message) =>
      message.text().includes("could not log read_page"),
    );
    await page.goto(AB_PAGE);
    await expect(page.locator("body")).toHaveAttribute("data-enhanced", /ab-testing/);
    await page.clock.runFor(BOUNCE_MS);
    expect((await warning).type()).toBe("warning");
    expect((await ajaxCalls(page, session, "et_pb_update_stats_table")).map((call) => call.fault)).toEqual([
      "500",
    ]);
    expect((await cookie(page, "et_pb_ab_read_page_3108472"))?.value).toBe("true");
  });

  test("in the builder, logs nothing", async ({ page }, testInfo) => {
    const session = await useSession(page, testInfo);
    await freezeClock(page);
    await page.goto(`${AB_PAGE}?et_fb=1`);
    await waitForBootToSettle(page);
    await page.locator("#enrol").evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.clock.runFor(BOUNCE_MS * 2);
    await ajaxLogSettled(page, session);
    expect(await logged(page, session)).toEqual([]);
  });

  test("passes axe", async ({ page }) => {
    await page.goto(AB_PAGE);
    await waitForBootToSettle(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("A/B goal tracking with a cache plugin", () => {
  test("fetches the visitor's subject into its placeholder, then tracks it", async ({ page }, testInfo) => {
    const session = await useSession(page, testInfo);
    const baseURL = testInfo.project.use.baseURL ?? "http://127.0.0.1";
    await page.context().addCookies([{ name: "fixture_ab_subject", value: "1", url: baseURL }]);
    await serveCachedAbPage(page);
    await freezeClock(page);
    await page.goto("/ab-test-cached.html");
    const subject = page.locator(".et_pb_ab_subject_id-31084_1");
    await expect(subject.getByRole("heading", { level: 2 })).toHaveText(
      "Build an affiliate blog that earns while you sleep",
    );
    await expect(page.locator(".et_pb_subject_placeholder")).toHaveCount(0);
    const [call] = await ajaxCalls(page, session, "et_pb_ab_get_subject_id");
    expect(call?.fields).toMatchObject({
      et_frontend_nonce: "fixture-frontend-nonce",
      et_pb_ab_test_id: "31084",
    });
    await page.clock.runFor(BOUNCE_MS);
    await expect.poll(() => logged(page, session)).toEqual(["read_page:31084/1"]);
  });

  test("given a subject-id request that never answers, starts without it after 5 s", async ({
    page,
  }, testInfo) => {
    const session = await useSession(page, testInfo);
    await armFixtureFault(page.request, {
      fault: "timeout",
      action: "et_pb_ab_get_subject_id",
      session,
      delayMs: 60_000,
    });
    await serveCachedAbPage(page);
    await freezeClock(page);
    const warning = page.waitForEvent("console", (message) => message.text().includes("could not be loaded"));
    await page.goto("/ab-test-cached.html");
    await expect.poll(async () => (await ajaxCalls(page, session, "et_pb_ab_get_subject_id")).length).toBe(1);
    await page.clock.runFor(SUBJECT_TIMEOUT_MS - 1);
    // The fixture holds the request and time stands still: only the next millisecond may change the page.
    await nextPageTask(page);
    await expect(page.locator(".et_pb_subject_placeholder")).toHaveCount(2);
    await page.clock.runFor(1);
    expect((await warning).text()).toContain("test 31084: its subject could not be loaded");
    await expect(page.locator(".et_pb_subject_placeholder")).toHaveCount(0);
    // The rest of the page was never held back.
    await expect(page.locator("body")).toHaveAttribute("data-enhanced", /ab-testing/);
    await page.clock.runFor(BOUNCE_MS);
    await ajaxLogSettled(page, session);
    expect(await logged(page, session)).toEqual([]);
  });

  test("given a refused subject-id request, warns and carries on", async ({ page, problems }, testInfo) => {
    problems.allow("Failed to load resource");
    const session = await useSession(page, testInfo);
    await armFixtureFault(page.request, { fault: "500", action: "et_pb_ab_get_subject_id", session });
    await serveCachedAbPage(page);
    const warning = page.waitForEvent("console", (message) => message.text().includes("could not be loaded"));
    await page.goto("/ab-test-cached.html");
    expect((await warning).type()).toBe("warning");
    await expect(page.locator(".et_pb_subject_placeholder")).toHaveCount(0);
  });
});
