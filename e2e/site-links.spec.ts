import { readdirSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { fixtureNonces } from "../fixtures/server/nonces";
import { expect, expectNoAxeViolations, scrollThrough, test, waitForBootToSettle } from "./support/test";
import { realPagesPresent } from "./support/real-pages";

/**
 * The demo site as a visitor clicks through it: every same-origin link of every demo page (as Chromium shows
 * it once the bundle ran), of what the ajax feeds and the live search return, and of the server-rendered pages
 * those links lead to, answers a page. Links are requested with the API client rather than opened, so the
 * whole site is checked in seconds.
 */

const demoPages = readdirSync(new URL("../demo-html", import.meta.url))
  .filter((file) => file.endsWith(".html"))
  .sort();

/**
 * Same-origin addresses that answer 404 on purpose, each with why (address, reason). The demo pages show the
 * theme's 404 only through pagination past the last page, which no link points at. On a clone without the real
 * pages, "Real pages" answers a 404 page that says where to put them. An entry that stops answering 404, or is
 * no longer linked, fails the crawl so the list cannot go stale.
 */
const DELIBERATE_NOT_FOUND: ReadonlyMap<string, string> = new Map<string, string>(
  realPagesPresent()
    ? []
    : [["/real/", "the real pages are not on this machine; the page says where to put them"]],
);

interface FoundLink {
  readonly url: string;
  readonly from: string;
}

/** Every same-origin link and GET form target of the rendered page, without its fragment. */
async function renderedLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const targets: string[] = [];
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>("a[href]")) targets.push(anchor.href);
    for (const form of document.querySelectorAll<HTMLFormElement>("form")) {
      if (form.method.toLowerCase() !== "get") continue;
      const query = new URLSearchParams();
      // A search form is followed with a term, as a visitor would submit it.
      for (const input of form.querySelectorAll<HTMLInputElement>("input[name]")) {
        if (input.type === "submit" || input.type === "checkbox" || input.type === "radio") continue;
        query.set(input.name, input.name === "s" ? "email" : input.value);
      }
      const action = new URL(form.action || location.href);
      action.search = query.toString();
      targets.push(action.href);
    }
    return targets
      .map((target) => new URL(target, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => `${url.pathname}${url.search}`);
  });
}

/** The same-origin `href`s of server HTML (the pages the crawl reaches one level further). */
function linksInHtml(html: string, base: string): string[] {
  const targets: string[] = [];
  for (const match of html.matchAll(/\bhref="([^"]*)"/g)) {
    const href = (match[1] ?? "").replace(/&amp;/g, "&");
    if (href === "" || href.startsWith("#")) continue;
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin || url.protocol !== "http:") continue;
    targets.push(`${url.pathname}${url.search}`);
  }
  return targets;
}

/** Answers of the ajax actions that print links: the blog feed, the timeline and the live search. */
async function ajaxAnswers(request: APIRequestContext): Promise<string[]> {
  const post = async (form: Record<string, string>): Promise<string> => {
    const response = await request.post("/wp-admin/admin-ajax.php", { form });
    expect(response.status(), `ajax action ${form["action"] ?? ""}`).toBe(200);
    return response.text();
  };
  return Promise.all([
    post({
      action: "extra_blog_feed_get_content",
      blog_feed_nonce: fixtureNonces.blog_feed_nonce,
      to_page: "2",
      posts_per_page: "10",
      show_author: "1",
      show_categories: "1",
      show_comments: "1",
      show_more: "1",
      show_featured_image: "1",
    }),
    post({
      action: "extra_timeline_get_content",
      timeline_nonce: fixtureNonces.timeline_nonce,
      last_month: "october",
      last_year: "2026",
    }),
    post({
      action: "dipl_ajax_search_results",
      dipl_ajax_search_nonce: fixtureNonces.dipl_ajax_search_nonce,
      search: "email",
      number_of_results: "20",
    }),
  ]);
}

/** Runs `work` over `items`, `width` at a time: the crawl waits on the server, not on the two cores. */
async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  }
  return results;
}

test("every same-origin link of the demo site, and of the pages it leads to, lands on a page", async ({
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const tabs = await Promise.all([1, 2, 3].map(() => context.newPage()));
  const found: FoundLink[] = [];
  for (let start = 0; start < demoPages.length; start += tabs.length) {
    const batch = demoPages.slice(start, start + tabs.length);
    const links = await Promise.all(
      batch.map(async (file, index) => {
        const tab = tabs[index];
        if (tab === undefined) return [];
        await tab.goto(`/${file}`);
        await waitForBootToSettle(tab);
        return (await renderedLinks(tab)).map((url) => ({ url, from: `/${file}` }));
      }),
    );
    found.push(...links.flat());
  }
  const origin = new URL(tabs[0]?.url() ?? "http://127.0.0.1/").origin;
  for (const answer of await ajaxAnswers(request)) {
    for (const url of linksInHtml(answer, origin)) found.push({ url, from: "ajax answers" });
  }

  const statusOf = new Map<string, number>();
  const notFound: string[] = [];
  /** Requests each new link; returns the links of the server-rendered pages among them (the next level). */
  const check = async (links: readonly FoundLink[]): Promise<FoundLink[]> => {
    const fresh = [
      ...new Map(links.filter((link) => !statusOf.has(link.url)).map((link) => [link.url, link])).values(),
    ];
    const further = await inBatches(fresh, 8, async (link) => {
      const response = await request.get(link.url);
      statusOf.set(link.url, response.status());
      if (response.status() === 404 && !DELIBERATE_NOT_FOUND.has(link.url)) {
        notFound.push(`${link.url} (linked from ${link.from})`);
      }
      const path = new URL(response.url()).pathname;
      const servedPage =
        (!/\.html$/.test(path) && path !== "/") || new URL(response.url()).search.startsWith("?s=");
      const isHtml = (response.headers()["content-type"] ?? "").includes("text/html");
      if (!servedPage || !isHtml || !response.ok()) return [];
      return linksInHtml(await response.text(), response.url()).map((url) => ({ url, from: link.url }));
    });
    return further.flat();
  };
  await check(await check(found));

  expect(statusOf.size, "distinct links checked").toBeGreaterThan(400);
  expect(notFound.sort(), "links that answer 404").toEqual([]);
  const stale = [...DELIBERATE_NOT_FOUND.keys()].filter((url) => statusOf.get(url) !== 404);
  expect(stale, "deliberate 404s that no longer answer 404 or are no longer linked").toEqual([]);
});

const PAGE_KINDS = [
  { kind: "post", url: "/blog/a-beginner-s-guide-to-subject-lines/", status: 200 },
  { kind: "category archive", url: "/category/seo/", status: 200 },
  { kind: "author archive", url: "/author/lena-fischer/page/2/", status: 200 },
  { kind: "course", url: "/courses/email-marketing/", status: 200 },
  { kind: "static page", url: "/about/", status: 200 },
  { kind: "404", url: "/no-such-page/", status: 404 },
] as const;

test("a post, an archive of each kind, a course, a static page and the 404 page have the site's frame and no axe violation", async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  // Chromium logs the 404 page's own status as a console error.
  problems.allow("404");
  for (const { kind, url, status } of PAGE_KINDS) {
    await test.step(kind, async () => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(status);
      await expect(page.locator("#page-container #main-header")).toHaveCount(1);
      await expect(page.locator("#et-main-area #main-footer")).toHaveCount(1);
      await expect(page.locator("#main-header [aria-current], #main-header .current-menu-item")).toHaveCount(
        0,
      );
      await expect(page.locator("main#main-content h1")).toHaveCount(1);
      if (kind === "post") await expectPostModulesEnhanced(page);
      await waitForBootToSettle(page);
      await expectNoAxeViolations(page);
    });
  }
});

/** The rating, the table of contents and the comment form mount on a post page as on the demo posts. */
async function expectPostModulesEnhanced(page: Page): Promise<void> {
  await expect(page.locator(".enhance-toc")).toHaveAttribute("data-enhanced", /table-of-contents/);
  await expect(page.locator(".enhance-toc a")).not.toHaveCount(0);
  await expect(page.locator("span.rating-stars[title]").first()).toHaveAttribute(
    "data-enhanced",
    /rating-display/,
  );
  await expect(page.locator("#respond")).toHaveAttribute("data-enhanced", /comment-form/);
  await scrollThrough(page);
  const stars = page.locator("#rating-stars");
  await expect(stars).toHaveAttribute("data-enhanced", /(^| )rating( |$)/);
  await expect(stars.getByRole("radio")).not.toHaveCount(0);
}
