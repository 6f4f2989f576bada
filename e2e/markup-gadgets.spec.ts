import type { Page } from "@playwright/test";
import { expect, test, waitForBootToSettle, waitForModules } from "./support/test";

/**
 * Markup that passes every filter (class, data-* and JSON attributes, ids) must never make a module load, call
 * or run something from another origin. The page is served from 127.0.0.1; `localhost` on the same port plays
 * the attacker's origin: the fixture server would answer it, so a request to it is a real, observable leak.
 */

const PORT = Number(process.env["E2E_PORT"] ?? 4310);
const ATTACKER = `http://localhost:${PORT}`;
const PAGE = "/gadgets.html";

/** An SVG document that reports to the page when it runs: shown as an image it never runs, in a frame it would. */
const SCRIPTED_SVG =
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" onload="parent.postMessage('gadget-ran','*')"><rect width="9" height="9"/></svg>`,
  );

const attribute = (value: unknown): string =>
  JSON.stringify(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;");

const multiViewPayload = {
  schema: {
    attrs: {
      desktop: {
        src: SCRIPTED_SVG,
        "data-enhance-script": `${ATTACKER}/gadget.js`,
        title: "Course preview",
      },
    },
  },
  target: "iframe, embed",
  slug: "et_pb_code",
};

/** A post whose content carries the gadgets: what an author without unfiltered_html can keep. */
function gadgetPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Gadgets</title>
    <meta name="enhance-map-tiles" content="/fixture-tiles/{z}/{x}/{y}.svg" />
    <style>.et_pb_map { height: 300px; } .et_pb_map_pin { display: none; }</style>
  </head>
  <body>
    <div id="page-container"><div id="main-content"><article class="post">
      <h1>A post with gadgets</h1>
      <div class="et_pb_module et_pb_code et_pb_code_0" data-et-multi-view="${attribute(multiViewPayload)}">
        <iframe title="Preview"></iframe>
        <embed type="image/svg+xml" width="20" height="20" />
      </div>
      <div id="gadget-map" class="et_pb_module et_pb_map_0 et_pb_map_container"
        data-tile-url="${ATTACKER}/fixture-tiles/{z}/{x}/{y}.svg" data-tile-attribution="Attacker tiles">
        <div class="et_pb_map" data-center-lat="51.5112" data-center-lng="-0.1170" data-zoom="13"></div>
        <div class="et_pb_map_pin" data-lat="51.5155" data-lng="-0.0922" data-title="Campus"><h3>Campus</h3></div>
      </div>
      <div id="seo-automation">{"siteId":"gadget","endpoint":"${ATTACKER}/seo-service/v1/page-data"}</div>
    </article></div></div>
    <script>
      var et_pb_custom = {"ajaxurl":"\\/wp-admin\\/admin-ajax.php","page_id":"1"};
      window.gadgetMessages = [];
      addEventListener("message", function (event) { window.gadgetMessages.push(String(event.data)); });
    </script>
    <script type="module" src="/dist/enhance.js"></script>
  </body>
</html>`;
}

async function openGadgetPage(page: Page): Promise<string[]> {
  const attackerRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(ATTACKER)) attackerRequests.push(request.url());
  });
  await page.route(`**${PAGE}`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: gadgetPage() }),
  );
  await page.goto(PAGE);
  return attackerRequests;
}

test.describe("markup never becomes a gadget", () => {
  test("a multi-view payload never gives a frame or an embed an address, nor a module a script", async ({
    page,
  }) => {
    const attackerRequests = await openGadgetPage(page);
    await waitForModules(page, "multi-view", 1);
    const frame = page.locator(".et_pb_code_0 iframe");
    // The safe part of the payload is applied: the proof that the payload was read at all.
    await expect(frame).toHaveAttribute("title", "Course preview");
    await expect(page.locator(".et_pb_code_0 embed")).toHaveAttribute("title", "Course preview");
    await waitForBootToSettle(page);
    expect(await frame.getAttribute("src")).toBeNull();
    expect(await page.locator(".et_pb_code_0 embed").getAttribute("src")).toBeNull();
    expect(await page.locator("[data-enhance-script]").count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { gadgetMessages: string[] }).gadgetMessages),
    ).toEqual([]);
    expect(attackerRequests).toEqual([]);
  });

  test("a map module's own tile server on another host is refused; the page's tiles are drawn, in the preview and by Leaflet once focus reaches the map", async ({
    page,
  }) => {
    const attackerRequests = await openGadgetPage(page);
    const map = page.locator("#gadget-map");
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-state", "map");
    await expect.poll(() => map.locator(".enhance-map__preview-tile").count()).toBeGreaterThan(0);
    const previewSources = await map
      .locator(".enhance-map__preview-tile")
      .evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLImageElement).src));
    expect(
      previewSources.every((source) => source.startsWith(`http://127.0.0.1:${PORT}/fixture-tiles/`)),
    ).toBe(true);
    await expect(map.locator(".enhance-map__preview")).not.toContainText("Attacker tiles");
    await map.locator(".et_pb_map").focus();
    await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
    const sources = await map
      .locator(".leaflet-tile-loaded")
      .evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLImageElement).src));
    expect(sources.every((source) => source.startsWith(`http://127.0.0.1:${PORT}/fixture-tiles/`))).toBe(
      true,
    );
    await expect(map.locator(".leaflet-control-attribution")).not.toContainText("Attacker tiles");
    expect(attackerRequests).toEqual([]);
  });

  test("an element that only borrows the SEO installation's id never calls a data service", async ({
    page,
  }) => {
    const attackerRequests = await openGadgetPage(page);
    await waitForModules(page, "multi-view", 1);
    await waitForBootToSettle(page);
    const names = await page.evaluate(() => {
      const holder = window as unknown as { enhance: { app: { records(): Array<{ name: string }> } } };
      return holder.enhance.app.records().map((record) => record.name);
    });
    expect(names).not.toContain("seo-automation");
    await expect(page).toHaveTitle("Gadgets");
    expect(attackerRequests).toEqual([]);
  });
});
