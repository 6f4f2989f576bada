import { existsSync, readFileSync, readdirSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  scrollThrough,
  test,
  waitForBootToSettle,
  waitForModules,
} from "./support/test";
import { OSM_TILE } from "./support/map-tiles";
import { REAL_PAGES_DIR, skipWithoutRealPages, tolerateRealPageOwnProblems } from "./support/real-pages";

/**
 * The media demo (demo-html/media.html): the map module with local tiles, click-to-load videos,
 * embedded posts that stay links until their provider's script is wanted, the social follow module; and the
 * real pages that carry maps, videos and social links.
 */

const PROVIDERS =
  /youtube\.com|youtube-nocookie\.com|vimeo\.com|twitter\.com|instagram\.com|facebook\.(com|net)/;
const PLAYERS = /youtube(-nocookie)?\.com\/embed\/|player\.vimeo\.com\//;
const MAP_UNAVAILABLE = "The map could not be shown. Its locations are listed below.";

function track(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on("request", (request: Request) => {
    if (pattern.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** A stand-in for a provider's player page: it answers the page's subscription with an error event. */
function playerStandIn(reply: string): string {
  return `<!doctype html><title>Player</title><p>Player stand-in</p><script>
    addEventListener("message", function (event) {
      parent.postMessage(${JSON.stringify(reply)}, "*");
    });
  </script>`;
}

test.describe("map module", () => {
  test("previews the map without Leaflet or the sanitiser; the first press loads Leaflet once, in the same box, and it pans and zooms", async ({
    page,
  }) => {
    const tiles = track(page, /\/fixture-tiles\//);
    const leaflet = track(page, /\/chunks\/leaflet-adapter-[^/]*\.js$/);
    const sanitiser = track(page, /\/chunks\/html-[^/]*\.js$/);
    await page.goto("/media.html");
    const module = page.locator("#workshop-map");
    await module.scrollIntoViewIfNeeded();
    await expect(module).toHaveAttribute("data-state", "map");
    const box = module.locator(".et_pb_map");
    const previewTiles = module.locator(".enhance-map__preview-tile");
    await expect.poll(() => previewTiles.count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        previewTiles.evaluateAll((images) =>
          images.every(
            (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      )
      .toBe(true);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((url) => /\/fixture-tiles\/13\/\d+\/\d+\.svg$/.test(url))).toBe(true);
    await expect(module.locator(".enhance-map__preview-tiles")).toHaveCSS("filter", "grayscale(0.4)");
    const region = page.getByRole("region", { name: "Map of 3 locations" });
    await expect(region).toBeVisible();
    await expect(module.getByRole("button", { name: /bootcamp|clinic|meetup/ })).toHaveCount(3);
    await expect(module.getByRole("button", { name: "SEO bootcamp, City campus" })).toBeInViewport();
    await expect(module.locator(".enhance-map__locations")).toHaveClass(/screen-reader-text/);
    expect(leaflet).toEqual([]);
    expect(sanitiser).toEqual([]);

    // The first press (on an empty spot of the map) loads Leaflet, which draws the same view in the same box.
    const before = (await box.boundingBox())!;
    const pinBefore = (await module
      .getByRole("button", { name: "SEO bootcamp, City campus" })
      .boundingBox())!;
    await page.mouse.click(before.x + 20, before.y + before.height - 40);
    await expect(module.locator(".leaflet-tile-loaded").first()).toBeVisible();
    await expect(module.locator(".enhance-map__preview")).toHaveCount(0);
    expect(await box.boundingBox()).toEqual(before);
    const marker = module.locator(".leaflet-marker-icon").first();
    expect(await marker.boundingBox()).toEqual(pinBefore);
    await expect(module.getByRole("button", { name: /bootcamp|clinic|meetup/ })).toHaveCount(3);

    // Dragging pans the map; the zoom button asks for zoom-14 tiles; Leaflet was fetched once.
    const pane = module.locator(".leaflet-map-pane");
    const transform = await pane.evaluate((element) => getComputedStyle(element).transform);
    await page.mouse.move(before.x + 200, before.y + 200);
    await page.mouse.down();
    await page.mouse.move(before.x + 260, before.y + 230, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(() => pane.evaluate((element) => getComputedStyle(element).transform))
      .not.toBe(transform);
    await module.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(() => tiles.some((url) => url.includes("/fixture-tiles/14/"))).toBe(true);
    expect(leaflet).toHaveLength(1);
  });

  test("draws the map from local tiles after focus reaches it, with the grayscale and keyboard-operable, named pins", async ({
    page,
  }) => {
    const tiles = track(page, /\/fixture-tiles\//);
    await page.goto("/media.html");
    const module = page.locator("#workshop-map");
    await module.scrollIntoViewIfNeeded();
    await expect(module).toHaveAttribute("data-state", "map");
    await module.locator(".et_pb_map").focus();
    await expect(module.locator(".leaflet-tile-loaded").first()).toBeVisible();
    expect(tiles.every((url) => /\/fixture-tiles\/13\/\d+\/\d+\.svg$/.test(url))).toBe(true);
    await expect(module.locator(".leaflet-tile-pane")).toHaveCSS("filter", "grayscale(0.4)");

    const map = page.getByRole("region", { name: "Map of 3 locations" });
    await expect(map).toBeVisible();
    const pins = module.getByRole("button", { name: /bootcamp|clinic|meetup/ });
    await expect(pins).toHaveCount(3);
    await expect(module.getByRole("button", { name: "SEO bootcamp, City campus" })).toBeVisible();

    // The list stays in the page for screen readers, out of sight while the map works.
    const list = module.getByRole("list", { name: "Locations on the map" });
    await expect(list.locator(":scope > li")).toHaveCount(3);
    await expect(module.locator(".enhance-map__locations")).toHaveClass(/screen-reader-text/);

    // Keyboard: Tab from the map reaches a pin; Enter opens its details with focus inside; Escape returns.
    await map.focus();
    await page.keyboard.press("Tab");
    const focusedPin = page.locator(".leaflet-marker-icon:focus");
    await expect(focusedPin).toHaveCount(1);
    await page.keyboard.press("Enter");
    const popup = module.locator(".leaflet-popup");
    await expect(popup).toBeVisible();
    await expect(page.locator(".enhance-map__popup:focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await expect(focusedPin).toHaveCount(1);

    // Arrow keys pan and + zooms the focused map (the deeper zoom asks for zoom-14 tiles).
    await map.focus();
    const before = await module
      .locator(".leaflet-map-pane")
      .evaluate((pane) => getComputedStyle(pane).transform);
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() => module.locator(".leaflet-map-pane").evaluate((pane) => getComputedStyle(pane).transform))
      .not.toBe(before);
    await page.keyboard.press("Equal");
    await expect.poll(() => tiles.some((url) => url.includes("/fixture-tiles/14/"))).toBe(true);
  });

  test("keeps the wheel for the page when the module turns mouse-wheel zoom off", async ({ page }) => {
    const tiles = track(page, /\/fixture-tiles\//);
    await page.goto("/media.html");
    const module = page.locator("#workshop-map");
    await module.scrollIntoViewIfNeeded();
    await expect(module).toHaveAttribute("data-state", "map");
    const box = (await module.locator(".et_pb_map").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
    expect(tiles.some((url) => !url.includes("/fixture-tiles/13/"))).toBe(false);
  });

  test("lists the pins with their details once focus reaches the map, visibly when focus enters the list, before the map library has loaded", async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/leaflet-adapter-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/media.html");
    const module = page.locator("#workshop-map");
    await module.scrollIntoViewIfNeeded();
    await expect(module).toHaveAttribute("data-state", "map");
    await module.locator(".et_pb_map").focus();
    const items = module.getByRole("list", { name: "Locations on the map" }).locator(":scope > li");
    await expect(items).toHaveCount(3);
    const link = items.first().getByRole("link", { name: "Book a seat at the SEO bootcamp" });
    await link.focus();
    await expect(items.first()).toBeVisible();
    await expect(items.first()).toContainText("SEO bootcamp, City campus");
    await expect(items.first()).toContainText("Next dates: 14 and 15 June");
    await expect(link).toBeVisible();
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
    release();
    await expect(module.locator(".leaflet-container")).toHaveCount(1);
    await module.locator(".et_pb_map").focus();
    await expect(module).toHaveAttribute("data-state", "map");
    await expect(items.first()).not.toBeInViewport();
  });

  test("keeps the list, and says so, when the map library cannot be loaded on the first interaction", async ({
    page,
    problems,
  }) => {
    problems.allow("Failed to load resource");
    await page.route(/\/chunks\/leaflet-adapter-[^/]*\.js$/, (route) => route.abort("failed"));
    await page.goto("/media.html");
    const module = page.locator("#workshop-map");
    await module.scrollIntoViewIfNeeded();
    await expect(module).toHaveAttribute("data-state", "map");
    await module.locator(".et_pb_map").focus();
    await expect(module).toHaveAttribute("data-state", "library-unavailable");
    await expect(module.getByRole("status")).toHaveText(MAP_UNAVAILABLE);
    await expect(module.locator(".et_pb_map")).toBeHidden();
    await expect(module.locator(".enhance-map__list > li").first()).toBeVisible();
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
  });

  test("shows the list instead of an empty map when no tile can be reached", async ({ page, problems }) => {
    problems.allow("Failed to load resource");
    await page.route(/\/fixture-tiles\//, (route) => route.abort("failed"));
    await page.goto("/media.html");
    const module = page.locator("#workshop-map");
    await module.scrollIntoViewIfNeeded();
    await expect(module).toHaveAttribute("data-state", "tiles-unavailable");
    await expect(module.getByRole("status")).toHaveText(MAP_UNAVAILABLE);
    await expect(module.locator(".et_pb_map")).toBeHidden();
    const items = module.locator(".enhance-map__list > li");
    await expect(items).toHaveCount(3);
    for (const index of [0, 1, 2]) await expect(items.nth(index)).toBeVisible();
  });
});

test.describe("videos", () => {
  test("load the provider's player only on the click, with autoplay, focus moving into it", async ({
    page,
  }) => {
    const requests = track(page, PROVIDERS);
    await page.route("https://www.youtube.com/embed/**", (route) =>
      route.fulfill({ contentType: "text/html", body: playerStandIn("{}") }),
    );
    await page.goto("/media.html");
    await scrollThrough(page);
    await waitForBootToSettle(page);
    await expect(page.locator("#free-lesson")).toHaveAttribute("data-state", "poster");
    await expect(page.locator("#seo-masterclass")).toHaveAttribute("data-state", "poster");
    expect(requests, "no request to a provider before the click").toEqual([]);

    const play = page.getByRole("button", { name: "Play video: Affiliate marketing in ten minutes" });
    await play.click();
    await expect.poll(() => requests.length).toBe(1);
    const url = new URL(requests[0]!);
    expect(url.origin + url.pathname).toBe("https://www.youtube.com/embed/M7lc1UVf-VE");
    expect(url.searchParams.get("autoplay")).toBe("1");
    expect(url.searchParams.get("enablejsapi")).toBe("1");
    await expect(page.locator("#free-lesson")).toHaveAttribute("data-state", "playing");
    await expect(page.locator("#free-lesson .et_pb_video_overlay")).toBeHidden();
    await expect(page.locator("#free-lesson iframe")).toBeFocused();
    // The other player is still not requested.
    expect(requests.filter((request) => request.includes("vimeo"))).toEqual([]);
  });

  test("say the provider's error code in words, announced, with a link to the provider's page", async ({
    page,
  }) => {
    await page.route("https://www.youtube.com/embed/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: playerStandIn(JSON.stringify({ event: "onError", info: 100, id: 1, channel: "widget" })),
      }),
    );
    await page.goto("/media.html");
    const module = page.locator("#free-lesson");
    await page.getByRole("button", { name: "Play video: Affiliate marketing in ten minutes" }).click();
    const status = module.getByRole("status");
    await expect(status).toContainText(
      "This video cannot be played: video not found or private (error 100).",
    );
    await expect(
      status.getByRole("link", { name: "Watch “Affiliate marketing in ten minutes” on YouTube" }),
    ).toHaveAttribute("href", "https://www.youtube.com/watch?v=M7lc1UVf-VE");
    await expect(module).toHaveAttribute("data-state", "error");
  });

  test("start from the keyboard, and say Vimeo's privacy error in words", async ({ page }) => {
    const requests = track(page, /player\.vimeo\.com/);
    await page.route("https://player.vimeo.com/video/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: playerStandIn(
          JSON.stringify({ event: "error", data: { name: "PrivacyError", message: "private" } }),
        ),
      }),
    );
    await page.goto("/media.html");
    const play = page.getByRole("button", { name: "Play video: SEO masterclass: keyword research" });
    await play.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => requests.length).toBe(1);
    expect(new URL(requests[0]!).searchParams.get("autoplay")).toBe("1");
    expect(new URL(requests[0]!).searchParams.get("h")).toBe("8272103f6e");
    await expect(page.locator("#seo-masterclass")).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "embedding not allowed" })).toHaveText(
      /This video cannot be played: embedding not allowed \(error 101\)\./,
    );
  });
});

test.describe("social embeds", () => {
  test("are named links until they near the viewport; then each provider's script loads once", async ({
    page,
  }) => {
    const scripts = track(page, /\/fixture-widgets\//);
    await page.goto("/media.html");
    await waitForModules(page, "social-embeds", 3);
    const tweet = page.locator("#community-tweet");
    await expect(tweet).toHaveAttribute("data-state", "link");
    await expect(tweet.getByRole("link", { name: "May 13, 2025 (view the post on X)" })).toBeAttached();
    await expect(
      page.getByRole("link", { name: "View this post on Instagram (opens in a new tab)" }),
    ).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: "Tweet (share on X)" })).toBeAttached();
    expect(scripts, "no provider script before the widgets near the viewport").toEqual([]);

    await tweet.scrollIntoViewIfNeeded();
    await expect(tweet).toHaveAttribute("data-state", "loaded");
    await expect(page.locator("#community-instagram")).toHaveAttribute("data-state", "loaded");
    await expect(page.locator('.stand-in-widget[data-provider="x"]').first()).toBeVisible();
    await expect(page.locator('.stand-in-widget[data-provider="instagram"]')).toBeVisible();
    expect(scripts.map((url) => new URL(url).pathname).sort()).toEqual([
      "/fixture-widgets/instagram.js",
      "/fixture-widgets/x.js",
    ]);
    expect(await page.evaluate(() => (window as { __standInLoads?: number }).__standInLoads)).toBe(2);
  });

  test("load the script on the first interaction, even far from the viewport", async ({ page }) => {
    const scripts = track(page, /\/fixture-widgets\/x\.js/);
    await page.goto("/media.html");
    await waitForModules(page, "social-embeds", 3);
    await page.locator("#share-on-x").dispatchEvent("pointerdown");
    await expect(page.locator("#share-on-x")).toHaveAttribute("data-state", "loaded");
    expect(scripts).toHaveLength(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("keep their plain link when the provider's script cannot load", async ({ page, problems }) => {
    problems.allow("Failed to load resource");
    await page.route(/\/fixture-widgets\/x\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/media.html");
    const tweet = page.locator("#community-tweet");
    await tweet.scrollIntoViewIfNeeded();
    await expect(tweet).toHaveAttribute("data-state", "failed");
    const link = tweet.getByRole("link", { name: "May 13, 2025 (view the post on X)" });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", /twitter\.com\/blogtobusiness\/status\/1790123456789012345/);
    await expect(page.locator('.stand-in-widget[data-provider="x"]')).toHaveCount(0);
    // Another provider is not held back by the failure.
    await expect(page.locator("#community-instagram")).toHaveAttribute("data-state", "loaded");
  });

  test("fall back to the link when the provider's own host is blocked", async ({ page, problems }) => {
    problems.allow("Failed to load resource");
    await page.route("/media.html", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<meta name="enhance-embed-script-x"[^>]*>/, "");
      await route.fulfill({ response, body: html });
    });
    const requests = track(page, /platform\.twitter\.com\/widgets\.js/);
    await page.goto("/media.html");
    const tweet = page.locator("#community-tweet");
    await tweet.scrollIntoViewIfNeeded();
    await expect(tweet).toHaveAttribute("data-state", "failed");
    expect(requests).toHaveLength(1);
    await expect(tweet.getByRole("link", { name: "May 13, 2025 (view the post on X)" })).toBeVisible();
  });

  test("the follow module's links say where they go and that they open a new tab", async ({ page }) => {
    await page.goto("/media.html");
    const follow = page.locator("#follow-us");
    await follow.scrollIntoViewIfNeeded();
    await expect(follow).toHaveAttribute("data-enhanced", /social-follow/);
    for (const network of ["Facebook", "X", "Instagram", "YouTube", "LinkedIn"]) {
      const link = follow.getByRole("link", { name: `Follow on ${network} (opens in a new tab)` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    // Keyboard: every link is reachable in order.
    await follow.getByRole("link").first().focus();
    await page.keyboard.press("Tab");
    await expect(follow.getByRole("link", { name: /Follow on X/ })).toBeFocused();
  });
});

test.describe("accessibility", () => {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "phone", width: 375, height: 740 },
  ]) {
    test(`the media page passes axe at ${viewport.name} width, map drawn and embeds loaded`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/media.html");
      await scrollThrough(page);
      await waitForBootToSettle(page);
      await expect(page.locator("#workshop-map")).toHaveAttribute("data-state", "map");
      // The embedded post loads its provider's script when it nears the viewport; it mounts at idle time, which
      // may come after the sweep went past it.
      await page.locator("#community-tweet").evaluate((tweet) => tweet.scrollIntoView({ block: "center" }));
      await expect(page.locator("#community-tweet")).toHaveAttribute("data-state", "loaded");
      await expectNoAxeViolations(page);
    });
  }
});

const corpus = REAL_PAGES_DIR;
/** The real pages with a map, a video or audio player, an embedded frame or social widgets and links. */
const MEDIA_MARKUP =
  /class=["'][^"']*\b(et_pb_map_container|et_pb_video|et_pb_audio_module|et_pb_social_media_follow|twitter-tweet|instagram-media|fb-post|fb-like)\b|<iframe|<video|<audio/;
const REAL_PAGES = existsSync(corpus)
  ? readdirSync(corpus)
      .filter(
        (file) => file.endsWith(".html") && MEDIA_MARKUP.test(readFileSync(`${corpus}/${file}`, "utf8")),
      )
      .sort()
  : [];

test.describe("real pages with maps, videos and social links", () => {
  skipWithoutRealPages(REAL_PAGES, `no real pages with media: ${corpus} is absent`);
  test("the corpus has pages with a map, a video and social links", () => {
    expect(REAL_PAGES.length).toBeGreaterThanOrEqual(3);
  });
  for (const file of REAL_PAGES) {
    for (const viewport of [
      { name: "phone", width: 375, height: 740 },
      { name: "desktop", width: 1280, height: 800 },
    ]) {
      test(`${file} at ${viewport.name} width: maps, videos and follow links work with zero uncaught errors`, async ({
        page,
        problems,
        browser,
        baseURL,
      }) => {
        await tolerateRealPageOwnProblems(problems, browser, baseURL, file);
        await page.setViewportSize(viewport);
        const players = track(page, PLAYERS);
        await page.goto(`/real/${file}`, { waitUntil: "domcontentloaded" });
        await scrollThrough(page);
        await waitForBootToSettle(page);

        for (const map of await page.locator(".et_pb_map_container").all()) {
          await map.scrollIntoViewIfNeeded();
          // The real page's tile server is another host, which the test blocks: the pins are a list.
          await expect(map).toHaveAttribute("data-state", "tiles-unavailable");
          await expect(map.getByRole("listitem").first()).toBeVisible();
          await expect(map.locator(".enhance-map__list iframe, .enhance-map__list script")).toHaveCount(0);
        }
        for (const video of await page.locator(".et_pb_video").all()) {
          await expect(video).toHaveAttribute("data-enhanced", /video/);
          for (const media of await video.locator("video").all()) {
            await expect(media).toHaveAttribute("controls", /.*/);
            // Its file is on the original host, which the test blocks: the failure is said in words.
            await expect(video.getByRole("alert")).toHaveText(
              "Media error: Format(s) not supported or source(s) not found",
            );
          }
        }
        for (const follow of await page.locator(".et_pb_social_media_follow").all()) {
          await expect(follow).toHaveAttribute("data-enhanced", /social-follow/);
          for (const link of await follow.locator("a[href]").all())
            await expect(link).toHaveAccessibleName(/\S/);
        }
        // No provider's player is loaded without a click (a page's own scripts may still call providers).
        expect(players).toEqual([]);
      });
    }
  }
});

/** Answers the tile server's requests with the fixture server's stand-in tiles, as a visitor online gets tiles. */
async function serveStandInTiles(page: Page, baseURL: string | undefined): Promise<void> {
  await page.route(OSM_TILE, async (route) => {
    const [, zoom, x, y] = OSM_TILE.exec(route.request().url()) ?? [];
    await route.fulfill({
      response: await route.fetch({ url: `${baseURL}/fixture-tiles/${zoom}/${x}/${y}.svg` }),
    });
  });
}

test.describe("a real page's own map rules", () => {
  const file = REAL_PAGES.find((name) => name.startsWith("04-")) ?? "";
  skipWithoutRealPages(file ? [file] : [], "page 04 (a map with the theme's height rules) is absent");
  for (const width of [375, 800]) {
    test(`04 at ${width} px: the drawn map keeps the height the site's \`.et_pb_map_container > .et_pb_map\` rules give it, its box still the module's child`, async ({
      page,
      problems,
      browser,
      baseURL,
    }) => {
      // The page's own inline scripts fail here as they do without enhance (their WordPress globals are missing).
      await tolerateRealPageOwnProblems(problems, browser, baseURL, file);
      await page.setViewportSize({ width, height: 800 });
      await serveStandInTiles(page, baseURL);
      await page.goto(`/real/${file}?bundle=off`);
      const themeHeight = await page
        .locator(".et_pb_map")
        .evaluate((box) => box.getBoundingClientRect().height);
      // The site's rules for these widths (350 px up to 980, 200 px up to 479), not the 440 px of the desktop.
      expect(themeHeight).toBe(width <= 479 ? 200 : 350);

      await page.goto(`/real/${file}`);
      const map = page.locator(".et_pb_map_container");
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute("data-state", "map");
      await expect(map.locator(".enhance-map__preview-tile").first()).toBeVisible();
      const drawn = await map.evaluate((module) => {
        const box = module.querySelector(".et_pb_map")!;
        return {
          height: box.getBoundingClientRect().height,
          childOfModule: box.parentElement === module,
          listAfterBox: box.nextElementSibling?.classList.contains("enhance-map__locations") ?? false,
        };
      });
      expect(drawn).toEqual({ height: themeHeight, childOfModule: true, listAfterBox: true });
      // Tiles for a view the map asked for last may still be on their way: closing the page disposes their
      // responses under the route's handler ("Fetch response has been disposed", once on a busy machine), which
      // would fail a test whose assertions all passed.
      await page.unrouteAll({ behavior: "ignoreErrors" });
    });
  }
});
