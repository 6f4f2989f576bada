import type { Page, Route } from "@playwright/test";
import { fillValid } from "./support/contact-form";
import { serveCachedAbPage } from "./support/fixture";
import { expect, openEnhanced, test } from "./support/test";

/**
 * Script gadgets: markup that survives the sanitiser (a class and a `data-*` attribute) but that a module would turn
 * into a script. Both forms of the gadget, an X post and a Facebook like box naming an attacker's script in
 * `data-enhance-script`, go through every path that puts server HTML into the page and through a post's own markup
 * at load. Each time the social-embeds module mounts on them (the gadget is live) and is driven to load its script;
 * the attacker's address is never requested and its script never runs, and only the providers' own scripts load.
 */

const ATTACKER_ORIGIN = "https://attacker.example";
const ATTACKER_SCRIPT = `${ATTACKER_ORIGIN}/gadget.js`;
/** The providers' own scripts, the only addresses outside this machine the widgets may ask for. */
const PROVIDER_SCRIPTS = ["https://platform.twitter.com/", "https://connect.facebook.net/"];

const GADGETS =
  `<blockquote id="gadget-post" class="twitter-tweet" data-enhance-script="${ATTACKER_SCRIPT}">` +
  `<p>A post that names a script</p><a href="https://twitter.com/gadget/status/1790000000000000001">May 1, 2026</a>` +
  `</blockquote>` +
  `<div id="gadget-like" class="fb-like" data-href="https://www.facebook.com/gadget" data-enhance-script="${ATTACKER_SCRIPT}"></div>`;

interface GadgetWatch {
  /** Every address outside this machine the page asked for. */
  readonly outside: string[];
}

/**
 * Answers the attacker's address with a script that marks the page (so a request that got through would run), and
 * the providers' scripts with an empty stand-in; records every request that leaves this machine.
 */
async function watchForGadgets(page: Page): Promise<GadgetWatch> {
  const watch: GadgetWatch = { outside: [] };
  page.on("request", (request) => {
    if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(request.url())) watch.outside.push(request.url());
  });
  await page.route(`${ATTACKER_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__gadgetRan = true;" }),
  );
  for (const provider of PROVIDER_SCRIPTS) {
    await page.route(`${provider}**`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.__providerScripts = 1;" }),
    );
  }
  return watch;
}

/** The social-embeds module mounted on both gadgets, started them, and they finished; nothing of the attacker ran. */
async function expectGadgetsInert(page: Page, watch: GadgetWatch, fromSink: boolean): Promise<void> {
  for (const id of ["gadget-post", "gadget-like"]) {
    const gadget = page.locator(`#${id}`);
    await expect(gadget).toHaveAttribute("data-enhanced", /(^| )social-embeds( |$)/);
    await gadget.scrollIntoViewIfNeeded();
    await gadget.dispatchEvent("pointerdown");
    // The positive signal: the widget's script finished loading, so any script it would load has been asked for.
    await expect(gadget).toHaveAttribute("data-state", "loaded");
    // Server fragments lose the attribute in the sink; a post's own markup keeps it, and it is never read.
    if (fromSink) await expect(gadget).not.toHaveAttribute("data-enhance-script");
  }
  expect(watch.outside.filter((url) => url.startsWith(ATTACKER_ORIGIN))).toEqual([]);
  expect(
    watch.outside.filter((url) => !PROVIDER_SCRIPTS.some((provider) => url.startsWith(provider))),
  ).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __gadgetRan?: boolean }).__gadgetRan),
  ).toBeUndefined();
  await expect(page.locator(`script[src^="${ATTACKER_ORIGIN}"]`)).toHaveCount(0);
}

/**
 * Puts the gadgets right after the opening tag of the first element whose start tag matches `opening`; a reply
 * without one (an empty month) goes through as it is, and the test waits for a reply that had one.
 */
function insertAfter(html: string, opening: RegExp): string {
  const match = opening.exec(html);
  if (match === null) return html;
  const end = match.index + match[0].length;
  return `${html.slice(0, end)}${GADGETS}${html.slice(end)}`;
}

/** Rewrites the reply to the ajax action `action` (a POST to admin-ajax.php) with `rewrite`. */
async function rewriteAction(page: Page, action: string, rewrite: (body: string) => string): Promise<void> {
  await page.route("**/wp-admin/admin-ajax.php*", async (route: Route) => {
    const fields = new URLSearchParams(route.request().postData() ?? "");
    if (route.request().method() !== "POST" || fields.get("action") !== action) {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    await route.fulfill({ response, body: rewrite(await response.text()) });
  });
}

test.describe("script gadgets in server HTML", () => {
  test("through the blog feed's next page", async ({ page }) => {
    const watch = await watchForGadgets(page);
    await rewriteAction(page, "extra_blog_feed_get_content", (body) =>
      insertAfter(body, /<div class="paginated_page[^"]*"[^>]*>/),
    );
    const feed = await openEnhanced(page, "/blog.html", ".posts-blog-feed-module >> nth=0", "blog-feed");
    await feed.getByRole("link", { name: "Page 2", exact: true }).click();
    await expectGadgetsInert(page, watch, true);
  });

  test("through the timeline's older months", async ({ page }) => {
    const watch = await watchForGadgets(page);
    // Into the first month that arrives only: the gadgets' ids are unique on a page.
    let inserted = false;
    await rewriteAction(page, "extra_timeline_get_content", (body) => {
      if (inserted) return body;
      const rewritten = insertAfter(body, /<div class="timeline-module[^"]*"[^>]*>/);
      inserted = rewritten !== body;
      return rewritten;
    });
    await openEnhanced(page, "/timeline.html", ".timeline-container", "timeline");
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return page.locator("#gadget-post").count();
        },
        { timeout: 20_000, intervals: [300] },
      )
      .toBe(1);
    await expectGadgetsInert(page, watch, true);
  });

  test("through live search results", async ({ page }) => {
    const watch = await watchForGadgets(page);
    await rewriteAction(page, "dipl_ajax_search_results", (body) =>
      insertAfter(body, /<div class="dipl_ajax_search_results"[^>]*>/),
    );
    const wrap = await openEnhanced(page, "/search.html", ".dipl_ajax_search_wrap >> nth=0", "live-search");
    await wrap.getByRole("combobox").pressSequentially("subject lines");
    await expectGadgetsInert(page, watch, true);
  });

  test("through ajax pagination's next page", async ({ page }) => {
    const watch = await watchForGadgets(page);
    await page.route("**/blog-module/page/2/**", async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: insertAfter(await response.text(), /<div class="et_pb_ajax_pagination_container[^"]*"[^>]*>/),
      });
    });
    const blog = await openEnhanced(page, "/blog-module.html", ".et_pb_blog_0", "ajax-pagination");
    await blog.getByRole("link", { name: "« Older Entries" }).click();
    await expectGadgetsInert(page, watch, true);
  });

  for (const status of [200, 500]) {
    test(`through the contact form's result (status ${status})`, async ({ page, problems }) => {
      if (status === 500) problems.allow("the server responded with a status of 500");
      const watch = await watchForGadgets(page);
      await page.route("**/contact-form.html", async (route) => {
        if (route.request().method() !== "POST") {
          await route.fallback();
          return;
        }
        const response = await route.fetch();
        await route.fulfill({
          response,
          status,
          body: insertAfter(await response.text(), /<div[^>]*id="et_pb_contact_form_0"[^>]*>/),
        });
      });
      const form = await openEnhanced(page, "/contact-form.html", "#et_pb_contact_form_0", "contact-form");
      await fillValid(form);
      await form.getByRole("button", { name: "Send question" }).click();
      await expectGadgetsInert(page, watch, true);
    });
  }

  test("through the comment reply page", async ({ page }) => {
    const watch = await watchForGadgets(page);
    await page.route("**/wp-comments-post.php", async (route) => {
      // WordPress answers an accepted comment with the post page; this one lists a new comment with the gadgets.
      const post = await route.fetch({
        url: new URL("/post.html", route.request().url()).href,
        method: "GET",
      });
      const body = insertAfter(await post.text(), /<ol class="commentlist[^"]*"[^>]*>/).replace(
        GADGETS,
        `<li id="comment-9001" class="comment">${GADGETS}</li>`,
      );
      await route.fulfill({ response: post, body });
    });
    await page.goto("/post.html");
    await expect(page.locator("#respond")).toHaveAttribute("data-enhanced", /comment-form/);
    await page.locator("#comment").fill("Would you add a check for course schema markup?");
    await page.locator("#author").fill("Grace");
    await page.locator("#email").fill("grace@example.com");
    await page.locator("#submit").click();
    await expectGadgetsInert(page, watch, true);
  });

  test("through the A/B subject loaded into its placeholder", async ({ page }) => {
    const watch = await watchForGadgets(page);
    await serveCachedAbPage(page);
    await rewriteAction(page, "et_pb_ab_get_subject_id", (body) => {
      const reply = JSON.parse(body) as { content?: string; data?: { content?: string } };
      const subject = reply.data ?? reply;
      subject.content = `${GADGETS}${subject.content ?? ""}`;
      return JSON.stringify(reply);
    });
    await page.goto("/ab-test-cached.html");
    await expectGadgetsInert(page, watch, true);
  });

  test("in a post's own markup at load", async ({ page }) => {
    const watch = await watchForGadgets(page);
    await page.route("**/post.html", async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: insertAfter(await response.text(), /<div class="entry-content"[^>]*>/),
      });
    });
    await page.goto("/post.html");
    await expectGadgetsInert(page, watch, false);
  });
});
