import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, expectNoAxeViolations, type PageProblems, test, waitForBootToSettle } from "./support/test";
import { armFixtureFault, fixtureCalls } from "./support/fixture";

const PAGE = "/affiliate-article.html";
const MARKER = "#aalcontent_1";
const STATE = "data-aal-state";
const POST_ID = "aalid31088";
/** Spec 9: widget titles are truncated to 45 characters with an ellipsis. */
const WIDGET_TITLE_LIMIT = 45;

/** In document order: each phrase once, at its first occurrence outside headings, links, buttons, code... */
const DEMO_LINKS = [
  "online course",
  "affiliate marketing",
  "SEO",
  "email marketing",
  "landing page",
  "C++",
  "copywriting",
  "маркетинг",
  "アフィリエイト",
  "productivity planner",
];

interface RecordedCall {
  action: string;
  fields: Record<string, string | string[]>;
  fault: string | null;
}

/** Each test gets its own fixture session, so scripted replies, faults and recorded calls never mix. */
async function startSession(page: Page, testInfo: TestInfo): Promise<string> {
  const session = `aal-${testInfo.testId}-${testInfo.retry}`;
  await page
    .context()
    .addCookies([{ name: "fixture_session", value: session, url: testInfo.project.use.baseURL! }]);
  return session;
}

async function script(
  request: APIRequestContext,
  session: string,
  endpoint: string,
  body: string,
  options: { status?: number; times?: number } = {},
): Promise<void> {
  const response = await request.post("/__fixture/affiliate/replies", {
    data: { endpoint, body, session, ...options },
  });
  expect(response.status()).toBe(201);
}

/**
 * Armed for many calls: Chromium silently retries a request several times when the connection drops without an
 * answer, and every retry must fail too.
 */
async function armServiceFault(
  request: APIRequestContext,
  session: string,
  fault: string,
  action = "link-service",
) {
  const response = await request.post("/__fixture/link-service/faults", {
    data: { fault, action, session, times: 20 },
  });
  expect(response.status()).toBe(201);
}

async function armAjaxFault(request: APIRequestContext, session: string, fault: string, action: string) {
  await armFixtureFault(request, { fault, action, session });
}

async function externalCalls(
  request: APIRequestContext,
  session: string,
  endpoint: string,
): Promise<RecordedCall[]> {
  return (
    await request.get(`/__fixture/link-service/requests?session=${session}&endpoint=${endpoint}`)
  ).json();
}

async function ajaxCalls(
  request: APIRequestContext,
  session: string,
  action: string,
): Promise<RecordedCall[]> {
  return fixtureCalls<RecordedCall>(request, action, session);
}

/** Serves the demo page with its `aal_data` settings changed, the way another site would print them. */
async function withSettings(
  page: Page,
  change: (data: { config: Record<string, string>; items: Array<Record<string, string>> }) => void,
): Promise<void> {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const body = html.replace(/var aal_data = (\{.*\});/, (_line, json: string) => {
      const data = JSON.parse(json);
      change(data);
      return `var aal_data = ${JSON.stringify(data)};`;
    });
    expect(body).not.toBe(html);
    await route.fulfill({ response, body });
  });
}

async function openArticle(page: Page, state: "linked" | "stopped" = "linked"): Promise<void> {
  await page.goto(PAGE);
  await expect(page.locator(MARKER)).toHaveAttribute(STATE, state, { timeout: 10_000 });
}

/** The linked texts in document order, with the source's line breaks read as the spaces they render as. */
const linkedPhrases = async (page: Page) =>
  (await page.locator("a.aalauto").allTextContents()).map((text) => text.replace(/\s+/g, " "));

/** Failed requests show up as console errors in Chromium; tests that fail requests on purpose allow them. */
function allowFailedRequests(problems: PageProblems): void {
  problems.allow("Failed to load resource");
}

test.describe("affiliate links on the demo article", () => {
  test("links each phrase once, in its first plain occurrence, through cache, service, Amazon and the external cache", async ({
    page,
    request,
  }, testInfo) => {
    const session = await startSession(page, testInfo);
    await openArticle(page);
    expect(await linkedPhrases(page)).toEqual(DEMO_LINKS);

    const [cacheGet] = await ajaxCalls(request, session, "aal_cache_get");
    expect(cacheGet!.fields).toMatchObject({ cachegetnonce: "fixture-aal-cache-nonce", aalpostid: POST_ID });

    const [service] = await externalCalls(request, session, "link-service");
    const fields = service!.fields as Record<string, string>;
    expect(fields).toMatchObject({
      apikey: "fixture-aal-api-key",
      aal_postid: POST_ID,
      notimes: "12",
      amazonactive: "1",
      amazonid: "blog2biz-20",
      target: "_blank",
      relation: "nofollow sponsored",
    });
    for (const setting of [
      "clickbankid",
      "shareasaleid",
      "ebayid",
      "envatosite",
      "discoveryjapanapikey",
      "cssclass",
    ]) {
      expect(fields).toHaveProperty(setting);
    }
    const pageText = decodeURIComponent(fields["content"]!).replace(/\s+/g, " ");
    expect(pageText).toContain("Good SEO brings the readers");
    for (const excluded of [
      "Affiliate marketing for course creators",
      "SEO checklist for new blogs",
      "Start your online course",
      "C++ starter",
      "wireframe, version three",
      "Маркетинг по электронной почте",
      "For testers",
    ]) {
      expect(pageText).not.toContain(excluded);
    }

    const [amazon] = await ajaxCalls(request, session, "aal_amazon_get");
    expect(amazon!.fields).toMatchObject({
      security: "fixture-aal-amazon-nonce",
      keywords: "productivity planner",
      notimes: "12",
    });
    const [externalCache] = await externalCalls(request, session, "link-cache");
    expect(externalCache!.fields).toMatchObject({
      apikey: "fixture-aal-api-key",
      insertid: expect.stringMatching(/^fixture-insert-\d+$/),
      "parray[0][key]": "productivity planner",
    });
    // With keywords, the links are not put in the server cache (spec 4 step 3).
    expect(await ajaxCalls(request, session, "aal_cache_set")).toEqual([]);
  });

  test("never links inside headings, links, buttons, code, captions, form controls, tabs or toggles", async ({
    page,
  }, testInfo) => {
    await startSession(page, testInfo);
    await openArticle(page);
    const inside = await page
      .locator("a.aalauto")
      .evaluateAll(
        (anchors) =>
          anchors.filter((anchor) =>
            anchor.parentElement!.closest(
              "h1, h2, h3, a, button, code, pre, figcaption, form, label, .et_pb_tabs, .et_pb_toggle",
            ),
          ).length,
      );
    expect(inside).toBe(0);
    await expect(page.locator("h1")).toHaveText("Affiliate marketing for course creators: a practical guide");
    await expect(page.locator(".aal-demo-button")).toHaveText("Start your online course");
    await expect(
      page.locator("pre a, figcaption a, .et_pb_tabs a.aalauto, .et_pb_toggle a.aalauto"),
    ).toHaveCount(0);
    await expect(page.locator("#aal-demo-goal")).toHaveValue("Clearer copywriting for my sales page");
    await expect(page.locator(".aal-demo-testers a")).toHaveCount(0);
  });

  test("keeps escaped markup in the article as text and links the phrase inside it", async ({
    page,
  }, testInfo) => {
    await startSession(page, testInfo);
    await openArticle(page);
    const paragraph = page.locator("p", { hasText: "In the course editor" });
    await expect(paragraph.locator("a.aalauto")).toHaveText("copywriting");
    await expect(paragraph.locator("strong, img")).toHaveCount(0);
    await expect(paragraph).toContainText('<img src=x onerror="window.aalDemoXss=1">');
    expect(await page.evaluate(() => "aalDemoXss" in window)).toBe(false);
  });

  test("gives links the configured target, rel, colour, class and disclosure", async ({ page }, testInfo) => {
    await startSession(page, testInfo);
    await openArticle(page);
    const link = page.locator("a.aalauto", { hasText: "SEO" });
    await expect(link).toHaveAttribute("href", "https://courses.example/seo-fundamentals?ref=blog2biz");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "nofollow sponsored noopener");
    await expect(link).toHaveClass("course-link aalauto");
    await expect(link).toHaveCSS("color", "rgb(138, 59, 0)");
    await expect(link.locator("xpath=following-sibling::*[1]")).toHaveText(" (affiliate link)");
    await expect(page.locator(".aal-disclosure")).toHaveCount(DEMO_LINKS.length);
  });

  test("shows the Amazon widget in the marker with titles cut to 45 characters", async ({
    page,
  }, testInfo) => {
    await startSession(page, testInfo);
    await openArticle(page);
    const items = page.locator(`${MARKER} .aal-amazon-widget li a`);
    await expect(items).toHaveCount(2);
    const title = await items.first().locator(".aal-amazon-widget__title").textContent();
    expect([...title!]).toHaveLength(WIDGET_TITLE_LIMIT);
    expect(title!.endsWith("…")).toBe(true);
    await expect(items.first()).toHaveAttribute(
      "aria-label",
      "The Productivity Planner: A Simple Daily Journal for Online Course Creators, $24.99",
    );
    await expect(items.nth(1).locator(".aal-amazon-widget__title")).toHaveText("Email Marketing Handbook");
    await expect(items.first()).toHaveAttribute("target", "_blank");
    await expect(items.first().locator("img")).toHaveAttribute(
      "src",
      /\/__link-service\/images\/planner\.svg$/,
    );
  });

  test("the linked article has no axe violations", async ({ page }, testInfo) => {
    await startSession(page, testInfo);
    await openArticle(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("where the links come from (spec 4)", () => {
  test("uses the server cache when it holds a list, and never calls the service", async ({
    page,
    request,
  }, testInfo) => {
    const session = await startSession(page, testInfo);
    await script(
      request,
      session,
      "aal_cache_get",
      JSON.stringify({ links: [{ key: "landing page", url: "https://cached.example/landing" }], updated: 1 }),
    );
    await openArticle(page);
    expect(await linkedPhrases(page)).toEqual(["landing page"]);
    await expect(page.locator("a.aalauto")).toHaveAttribute("href", "https://cached.example/landing");
    expect(await externalCalls(request, session, "link-service")).toEqual([]);
  });

  for (const [name, reply] of [
    ["an empty reply", ""],
    ["the status word 'expired'", "expired"],
    ["the status word 'settings updated'", "settings updated"],
    ["invalid JSON", '{"links": [{"key"'],
    ["a reply without a list", '{"updated": 1700000000}'],
  ] as const) {
    test(`falls back to the service on ${name}`, async ({ page, request }, testInfo) => {
      const session = await startSession(page, testInfo);
      await script(request, session, "aal_cache_get", reply);
      await openArticle(page);
      expect(await linkedPhrases(page)).toEqual(DEMO_LINKS);
      expect(await externalCalls(request, session, "link-service")).toHaveLength(1);
    });
  }

  test("falls back to the service when the cache call fails", async ({
    page,
    request,
    problems,
  }, testInfo) => {
    allowFailedRequests(problems);
    const session = await startSession(page, testInfo);
    await armAjaxFault(request, session, "500", "aal_cache_get");
    await openArticle(page);
    expect(await linkedPhrases(page)).toEqual(DEMO_LINKS);
  });

  test("without keywords, stores the links in the server cache; the next visit uses them", async ({
    page,
    request,
  }, testInfo) => {
    const session = await startSession(page, testInfo);
    await withSettings(page, (data) => {
      data.config["amazonactive"] = "";
    });
    await openArticle(page);
    const expected = DEMO_LINKS.filter((phrase) => phrase !== "productivity planner");
    expect(await linkedPhrases(page)).toEqual(expected);
    await expect.poll(async () => (await ajaxCalls(request, session, "aal_cache_set")).length).toBe(1);
    const [cacheSet] = await ajaxCalls(request, session, "aal_cache_set");
    expect(cacheSet!.fields).toMatchObject({
      cachesetnonce: "fixture-aal-cache-set-nonce",
      aalpostid: POST_ID,
      "aalcachelinks[0][key]": "affiliate marketing",
    });
    expect(await ajaxCalls(request, session, "aal_amazon_get")).toEqual([]);

    await page.reload();
    await expect(page.locator(MARKER)).toHaveAttribute(STATE, "linked");
    expect(await linkedPhrases(page)).toEqual(expected);
    expect(await externalCalls(request, session, "link-service")).toHaveLength(1);
  });

  test("stores nothing in the server cache without a post id", async ({ page, request }, testInfo) => {
    const session = await startSession(page, testInfo);
    await withSettings(page, (data) => {
      data.config["amazonactive"] = "";
      data.items[0]!["postid"] = "";
    });
    await openArticle(page);
    await waitForBootToSettle(page);
    expect(await ajaxCalls(request, session, "aal_cache_set")).toEqual([]);
  });

  test("'wrong apikey' ends silently: no links, no widget, no cache", async ({ page, request }, testInfo) => {
    const session = await startSession(page, testInfo);
    await withSettings(page, (data) => {
      data.config["apikey"] = "somebody-elses-key";
    });
    await openArticle(page, "stopped");
    await expect(page.locator("a.aalauto, .aal-amazon-widget")).toHaveCount(0);
    expect(await ajaxCalls(request, session, "aal_cache_set")).toEqual([]);
    expect(await ajaxCalls(request, session, "aal_amazon_get")).toEqual([]);
  });

  for (const fault of ["500", "badjson", "errorpage", "network"]) {
    test(`a service fault (${fault}) leaves the article as it was`, async ({
      page,
      request,
      problems,
    }, testInfo) => {
      allowFailedRequests(problems);
      problems.allow("net::ERR_");
      const session = await startSession(page, testInfo);
      await armServiceFault(request, session, fault);
      await openArticle(page, "stopped");
      await expect(page.locator("a.aalauto, .aal-disclosure, .aal-amazon-widget")).toHaveCount(0);
      expect(await externalCalls(request, session, "link-service")).not.toEqual([]);
      await expect(page.locator("p", { hasText: "Good SEO brings" })).toHaveText(/^\s*Before anything else/);
    });
  }

  for (const [name, arm] of [
    [
      "unparseable",
      (request: APIRequestContext, session: string) =>
        script(request, session, "aal_amazon_get", "Fatal error"),
    ],
    [
      "failing",
      (request: APIRequestContext, session: string) =>
        armAjaxFault(request, session, "500", "aal_amazon_get"),
    ],
  ] as const) {
    test(`an ${name} Amazon reply is ignored and the service's links go in`, async ({
      page,
      request,
      problems,
    }, testInfo) => {
      allowFailedRequests(problems);
      const session = await startSession(page, testInfo);
      await arm(request, session);
      await openArticle(page);
      expect(await linkedPhrases(page)).toEqual(
        DEMO_LINKS.filter((phrase) => phrase !== "productivity planner"),
      );
      await expect(page.locator(".aal-amazon-widget")).toHaveCount(0);
      expect(await externalCalls(request, session, "link-cache")).toEqual([]);
    });
  }

  test("puts Amazon links first and trims the list to the allowed count", async ({
    page,
    request,
  }, testInfo) => {
    const session = await startSession(page, testInfo);
    await withSettings(page, (data) => {
      data.items[0]!["notimes"] = "3";
    });
    await openArticle(page);
    // The service gives its first 3 phrases; the Amazon link goes first and the last service link drops out.
    expect(await linkedPhrases(page)).toEqual([
      "affiliate marketing",
      "email marketing",
      "productivity planner",
    ]);
    const [externalCache] = await externalCalls(request, session, "link-cache");
    expect(externalCache!.fields).toMatchObject({
      "parray[0][key]": "productivity planner",
      "parray[1][key]": "affiliate marketing",
      "parray[2][key]": "email marketing",
    });
    expect(externalCache!.fields).not.toHaveProperty("parray[3][key]");
  });

  test("does not store Amazon results in the external cache without an insert id", async ({
    page,
    request,
  }, testInfo) => {
    const session = await startSession(page, testInfo);
    await script(
      request,
      session,
      "link-service",
      JSON.stringify({
        links: [{ key: "SEO", url: "https://courses.example/seo" }],
        keywords: "productivity planner",
      }),
    );
    await openArticle(page);
    expect(await linkedPhrases(page)).toEqual(["SEO", "productivity planner"]);
    expect(await externalCalls(request, session, "link-cache")).toEqual([]);
  });
});

test.describe("hostile replies never run and never make unsafe links", () => {
  const PAYLOAD_FLAG = "__aalXss";
  const payloads = {
    links: [
      { key: "SEO", url: `javascript:window.${PAYLOAD_FLAG}=1` },
      { key: "email marketing", url: ` JaVaScRiPt:window.${PAYLOAD_FLAG}=2` },
      { key: "landing page", url: `java\nscript:window.${PAYLOAD_FLAG}=3` },
      { key: "online course", url: `data:text/html,<script>window.${PAYLOAD_FLAG}=4</script>` },
      { key: `"><img src=x onerror="window.${PAYLOAD_FLAG}=5">`, url: "https://partner.example/x" },
      { key: "copywriting", url: 'https://partner.example/"><img src=x onerror=alert(1)>' },
    ],
    amazonwidget: [
      { url: `javascript:window.${PAYLOAD_FLAG}=6`, image: "", title: "Bad link", price: "" },
      {
        url: "https://www.amazon.example/dp/1",
        image: `javascript:window.${PAYLOAD_FLAG}=7`,
        title: `<img src=x onerror="window.${PAYLOAD_FLAG}=8"><script>window.${PAYLOAD_FLAG}=9</script>`,
        price: `<b onmouseover="window.${PAYLOAD_FLAG}=10">$1</b>`,
      },
    ],
  };

  async function expectSafe(page: Page): Promise<void> {
    await page
      .locator(".aal-amazon-widget a, a.aalauto")
      .evaluateAll((anchors) =>
        anchors.forEach((anchor) => anchor.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }))),
      );
    const hrefs = await page
      .locator("a.aalauto, .aal-amazon-widget a")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
    await expect(
      page.locator(".entry-content script, .aal-amazon-widget b, .aal-amazon-widget img[src^='javascript']"),
    ).toHaveCount(0);
    expect(await page.evaluate((flag) => flag in window, PAYLOAD_FLAG)).toBe(false);
  }

  test("from the link service and the Amazon action", async ({ page, request, problems }, testInfo) => {
    problems.allow("Failed to load resource");
    const session = await startSession(page, testInfo);
    await script(
      request,
      session,
      "link-service",
      JSON.stringify({ links: payloads.links, keywords: "productivity planner", insertid: "x1" }),
    );
    await script(
      request,
      session,
      "aal_amazon_get",
      JSON.stringify({
        amazonlinks: [{ key: "productivity planner", url: `javascript:window.${PAYLOAD_FLAG}=11` }],
        amazonwidget: payloads.amazonwidget,
      }),
    );
    await openArticle(page);
    expect(await linkedPhrases(page)).toEqual(["copywriting"]);
    await expect(page.locator("a.aalauto")).toHaveAttribute(
      "href",
      "https://partner.example/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E",
    );
    const widgetTitle = page.locator(".aal-amazon-widget__title");
    await expect(widgetTitle).toHaveCount(1);
    expect([...(await widgetTitle.textContent())!]).toHaveLength(WIDGET_TITLE_LIMIT);
    await expect(page.locator(".aal-amazon-widget__price")).toHaveText(
      `<b onmouseover="window.${PAYLOAD_FLAG}=10">$1</b>`,
    );
    await expectSafe(page);
  });

  test("from the server cache", async ({ page, request }, testInfo) => {
    const session = await startSession(page, testInfo);
    await script(request, session, "aal_cache_get", JSON.stringify(payloads));
    await openArticle(page);
    expect(await linkedPhrases(page)).toEqual(["copywriting"]);
    await expectSafe(page);
  });
});

test.describe("content and contexts", () => {
  test("links text added to the article later, without linking a phrase twice", async ({
    page,
    request,
  }, testInfo) => {
    const session = await startSession(page, testInfo);
    await script(
      request,
      session,
      "link-service",
      JSON.stringify({
        links: [
          { key: "SEO", url: "https://courses.example/seo" },
          { key: "webinar", url: "https://partner.example/webinar" },
        ],
      }),
    );
    await openArticle(page);
    expect(await linkedPhrases(page)).toEqual(["SEO"]);
    await page.evaluate(() => {
      const paragraph = document.createElement("p");
      paragraph.id = "added-later";
      paragraph.textContent = "Join Thursday's webinar about SEO and affiliate income.";
      document.querySelector(".et_pb_text_6 .et_pb_text_inner")!.append(paragraph);
      const outside = document.createElement("p");
      outside.id = "added-outside";
      outside.textContent = "A webinar outside the article.";
      document.querySelector(".aal-demo-testers")!.append(outside);
    });
    await expect(page.locator("#added-later a.aalauto")).toHaveText("webinar");
    await expect(page.locator("a.aalauto")).toHaveCount(2);
    await expect(page.locator("#added-outside a")).toHaveCount(0);
  });

  test("does nothing in a frame: the chunk is never loaded and nothing is asked", async ({
    page,
    request,
  }, testInfo) => {
    const session = await startSession(page, testInfo);
    await page.goto("/");
    await page.evaluate((src) => {
      const frame = document.createElement("iframe");
      frame.src = src;
      frame.title = "Article preview";
      document.body.append(frame);
    }, PAGE);
    const frame = page.frameLocator("iframe[title='Article preview']");
    await expect(frame.locator("h1")).toBeVisible();
    const article = page.frames().find((candidate) => candidate.url().endsWith(PAGE))!;
    const names = await article.waitForFunction(() => {
      const holder = window as unknown as { enhance?: { app: { records(): Array<{ name: string }> } } };
      const records = holder.enhance?.app.records() ?? [];
      return records.length > 0 ? records.map((record) => record.name) : null;
    });
    expect(await names.jsonValue()).not.toContain("affiliate-links");
    await expect(frame.locator(MARKER)).not.toHaveAttribute(STATE, /./);
    await expect(frame.locator("a.aalauto")).toHaveCount(0);
    expect(await ajaxCalls(request, session, "aal_cache_get")).toEqual([]);
  });

  test("does nothing in the builder", async ({ page, request }, testInfo) => {
    const session = await startSession(page, testInfo);
    await page.goto(`${PAGE}?et_fb=1`);
    await page.waitForFunction(() => {
      const holder = window as unknown as {
        enhance?: { app: { records(): Array<{ name: string; state: string }> } };
      };
      return holder.enhance?.app
        .records()
        .some((record) => record.name === "affiliate-links" && record.state === "mounted");
    });
    await expect(page.locator(MARKER)).not.toHaveAttribute(STATE, /./);
    await expect(page.locator("a.aalauto")).toHaveCount(0);
    expect(await ajaxCalls(request, session, "aal_cache_get")).toEqual([]);
  });
});
