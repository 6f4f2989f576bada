import type { Page } from "@playwright/test";
import { expect, scrollThrough, test, waitForBootToSettle, waitForRuntime } from "./support/test";

test.describe("the loader", () => {
  test("given a page without islands, never loads React", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // The header and its menus are enhancers: a page with nothing else never pays for React.
    await page.goto("/menu.html");
    await scrollThrough(page);
    await waitForBootToSettle(page);
    expect(scripts).toContain("/dist/enhance.js");
    expect(scripts.some((path) => path.includes("menu-search"))).toBe(true);
    expect(scripts.filter((path) => /react-/.test(path))).toEqual([]);
  });

  test("given a Divi page with the theme's inline config script, boots before the load event without the theme-scripts check", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.addInitScript(() => {
      addEventListener("load", () => {
        (window as unknown as { bootedByLoad: boolean }).bootedByLoad = "enhance" in window;
      });
    });
    await page.goto("/tabs-and-toggles.html");
    await expect(page.locator("script#divi-custom-script-js-extra")).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { bootedByLoad: boolean }).bootedByLoad)).toBe(
      true,
    );
    expect(scripts.filter((path) => path.includes("theme-scripts"))).toEqual([]);
  });

  test("given a page with tabs, loads React once, only with the island", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/tabs-and-toggles.html");
    await expect(page.locator("#course-tabs")).toHaveAttribute("data-enhanced", /tabs/);
    expect(scripts.filter((path) => /react-/.test(path))).toHaveLength(1);
  });

  test("given a module chunk that cannot load, reports it and every other module still works", async ({
    page,
    problems,
  }) => {
    problems.allow('module "tabs" failed to load');
    problems.allow("Failed to load resource");
    await page.route(/chunks\/tabs-island-/, (route) => route.abort("failed"));
    await page.goto("/tabs-and-toggles.html");
    const toggle = page.locator(".et_pb_toggle_1");
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute("data-enhanced", "toggle");
    await expect(page.locator("#course-tabs")).not.toHaveAttribute("data-enhanced", /tabs/);
    // The server markup of the failed module is untouched and readable.
    await expect(page.locator("#course-tabs .et_pb_tabs_controls li a").first()).toBeVisible();
    await toggle.getByRole("button").click();
    await expect(toggle).toHaveClass(/et_pb_toggle_close/, { timeout: 2000 });
  });

  test("given HTML inserted later, mounts it; given HTML removed, unmounts it", async ({ page }) => {
    await page.goto("/accordion-table.html");
    await waitForBootToSettle(page);
    await prependToggle(
      page,
      "et_pb_module et_pb_toggle et_pb_toggle_item et_pb_toggle_close inserted-toggle",
      ["Inserted later", "Inserted content"],
    );
    const inserted = page.locator(".inserted-toggle");
    await expect(inserted).toHaveAttribute("data-enhanced", "toggle");
    await page.evaluate(() => {
      const element = document.querySelector(".inserted-toggle");
      (window as unknown as { removedToggle: Element | null }).removedToggle = element;
      element?.remove();
    });
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { removedToggle: Element }).removedToggle.hasAttribute("data-enhanced"),
        ),
      )
      .toBe(false);
  });

  test("given ?enhance-debug, prints a table of the modules found", async ({ page }) => {
    const lines: string[] = [];
    page.on("console", (message) => lines.push(message.text()));
    await page.goto("/tabs-and-toggles.html?enhance-debug");
    await expect
      .poll(() => lines.some((line) => /\[enhance\] \d+ module instance\(s\)/.test(line)))
      .toBe(true);
  });

  test('given localStorage.enhanceDebug = "1", prints the table after load, reading storage only then', async ({
    page,
  }) => {
    const lines: string[] = [];
    page.on("console", (message) => lines.push(message.text()));
    await page.addInitScript(() => {
      localStorage.setItem("enhanceDebug", "1");
      const reads: string[] = [];
      (window as unknown as { storageReads: string[] }).storageReads = reads;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        reads.push(`${key} ${document.readyState}`);
        return getItem.call(this, key);
      };
    });
    // An image answered only once the tabs have mounted holds the load event back past the runtime's arrival.
    let releaseImage = (): void => undefined;
    const imageReleased = new Promise<void>((resolve) => (releaseImage = resolve));
    await page.route("**/load-holding-image.png", async (route) => {
      await imageReleased;
      await route.fulfill({ status: 204 });
    });
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        document.body.append(
          Object.assign(document.createElement("img"), { src: "/load-holding-image.png", alt: "" }),
        );
      });
    });
    await page.goto("/tabs-and-toggles.html", { waitUntil: "domcontentloaded" });
    await expect(page.locator("#course-tabs")).toHaveAttribute("data-enhanced", /tabs/);
    expect(await page.evaluate(() => document.readyState)).toBe("interactive");
    releaseImage();
    await expect
      .poll(() => lines.some((line) => /\[enhance\] \d+ module instance\(s\)/.test(line)))
      .toBe(true);
    const reads = await page.evaluate(() => (window as unknown as { storageReads: string[] }).storageReads);
    expect(reads.filter((read) => read.startsWith("enhanceDebug "))).toEqual(
      expect.arrayContaining(["enhanceDebug complete"]),
    );
    expect(reads.filter((read) => read.startsWith("enhanceDebug ") && !read.endsWith(" complete"))).toEqual(
      [],
    );
  });

  test("given the script tag twice, mounts nothing twice", async ({ page }) => {
    await page.goto("/tabs-and-toggles.html");
    await expect(page.locator("#course-tabs")).toHaveAttribute("data-enhanced", /tabs/);
    // The positive signal: once the second copy has run (its load event), the page still holds the first app,
    // which a second boot would have replaced as it started.
    const keptTheFirstApp = await page.evaluate(async () => {
      const holder = window as unknown as { enhance?: { app: unknown } };
      const first = holder.enhance?.app;
      const again = document.createElement("script");
      again.type = "module";
      again.src = "/dist/enhance.js?copy=2";
      document.body.append(again);
      await new Promise((resolve) => again.addEventListener("load", resolve));
      return first !== undefined && holder.enhance?.app === first;
    });
    expect(keptTheFirstApp).toBe(true);
    await expect(page.locator("#course-tabs [role=tablist]")).toHaveCount(1);
    await expect(page.locator("#course-tabs")).toHaveAttribute("data-enhanced", "tabs");
  });
});

/** Puts a toggle's server markup (title and content, with `className` on the module) at the top of `main`. */
async function prependToggle(
  page: Page,
  className: string,
  [title, content]: [string, string],
): Promise<void> {
  await page.evaluate(
    ({ className, title, content }) => {
      const toggle = document.createElement("div");
      toggle.className = className;
      const heading = document.createElement("h2");
      heading.className = "et_pb_toggle_title";
      heading.textContent = title;
      const body = document.createElement("div");
      body.className = "et_pb_toggle_content";
      body.textContent = content;
      toggle.append(heading, body);
      document.querySelector("main")?.prepend(toggle);
    },
    { className, title, content },
  );
}

/** Every request for one chunk (by its name, with or without the retry query) is aborted while `failing()`. */
async function failChunk(page: Page, name: string, failing: () => boolean): Promise<string[]> {
  const requested: string[] = [];
  await page.route(new RegExp(`/chunks/${name}-[\\w-]{8}\\.js`), (route) => {
    requested.push(route.request().url());
    return failing() ? route.abort("failed") : route.continue();
  });
  return requested;
}

/** Resolves once the page has said that a chunk failed and will be fetched again in 1 s. */
function untilRetryAnnounced(page: Page): { announced: () => boolean } {
  let announcedAt = 0;
  page.on("console", (message) => {
    if (!announcedAt && message.text().includes("failed to load; retrying once in 1 s"))
      announcedAt = Date.now();
  });
  return { announced: () => announcedAt !== 0 };
}

async function recordState(page: Page, name: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const holder = window as unknown as {
      enhance?: { app: { records(): Array<{ name: string; state: string }> } };
    };
    return (holder.enhance?.app.records() ?? [])
      .filter((record) => record.name === wanted)
      .map((record) => record.state);
  }, name);
}

async function expectFailed(page: Page, name: string): Promise<void> {
  await expect.poll(() => recordState(page, name), { timeout: 15_000 }).toContain("failed");
}

test.describe("islands and the iframes in their server HTML", () => {
  test("given tabs whose panels hold iframes, mounting moves them without loading them again, and a lazy one in a hidden panel stays unloaded", async ({
    page,
  }) => {
    const loads: string[] = [];
    page.on("request", (request) => {
      const frame = new URL(request.url()).searchParams.get("frame");
      if (frame) loads.push(frame);
    });
    // As the server prints them: an iframe in the shown panel, a lazy one in a hidden panel.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const frame = (name: string, lazy: boolean): HTMLIFrameElement => {
          const iframe = document.createElement("iframe");
          iframe.title = name;
          if (lazy) iframe.loading = "lazy";
          iframe.src = `/assets/courses/100-per-day.svg?frame=${name}`;
          return iframe;
        };
        document.querySelector("#course-tabs .et_pb_tab_0 .et_pb_tab_content")?.append(frame("shown", false));
        document.querySelector("#course-tabs .et_pb_tab_2 .et_pb_tab_content")?.append(frame("hidden", true));
      });
    });
    await page.goto("/tabs-and-toggles.html");
    await expect(page.locator("#course-tabs")).toHaveAttribute("data-enhanced", /tabs/);
    const shown = page.locator('iframe[title="shown"]');
    await expect(shown).toBeVisible();
    await expect(page.getByRole("tabpanel").filter({ has: shown })).toBeVisible();
    await expect(page.locator('iframe[title="hidden"]')).toBeHidden();
    await expect.poll(() => loads).toContain("shown");
    // Long enough for a second load, had the move removed and inserted the frames.
    await shown.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
    );
    expect(loads).toEqual(["shown"]);
  });
});

test.describe("the loader's retry and error contract", () => {
  test("given a module chunk whose first fetch fails, fetches it again after 1 s under a cache-busting URL and mounts", async ({
    page,
    problems,
  }) => {
    problems.allow("Failed to load resource");
    // The first fetch is aborted, later ones go through. The times are the test's own, and causal: the page
    // learns of the failure only after the abort below, and its 1 s wait starts then, so the retry cannot reach
    // this handler less than 1 s after the abort, however slow the machine.
    const requested: string[] = [];
    let abortedAt = 0;
    let retriedAt = 0;
    await page.route(/\/chunks\/tabs-island-[\w-]{8}\.js/, (route) => {
      requested.push(route.request().url());
      if (!abortedAt) {
        abortedAt = Date.now();
        return route.abort("failed");
      }
      retriedAt ||= Date.now();
      return route.continue();
    });
    await page.goto("/tabs-and-toggles.html");
    const tabs = page.locator("#course-tabs");
    await tabs.scrollIntoViewIfNeeded();
    await expect(tabs).toHaveAttribute("data-enhanced", /tabs/);
    expect(requested).toHaveLength(2);
    expect(requested[1]).toMatch(/\?enhance-retry=1$/);
    expect(retriedAt - abortedAt).toBeGreaterThanOrEqual(1000);
    await tabs.getByRole("tab").nth(1).click();
    await expect(tabs.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
  });

  test("given the React chunk fails its first fetches, islands mount after the retry on one React, fetched once", async ({
    page,
    problems,
  }) => {
    problems.allow("Failed to load resource");
    const retry = untilRetryAnnounced(page);
    const requested = await failChunk(page, "react", () => !retry.announced());
    const loadedReact: string[] = [];
    page.on("requestfinished", (request) => {
      if (/\/chunks\/react-/.test(request.url())) loadedReact.push(request.url());
    });
    await page.goto("/tabs-and-toggles.html");
    const tabs = page.locator("#course-tabs");
    await tabs.scrollIntoViewIfNeeded();
    await expect(tabs).toHaveAttribute("data-enhanced", /tabs/);
    const toggle = page.locator(".et_pb_toggle_1");
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute("data-enhanced", "toggle");
    // The islands were fetched again under new URLs; React kept its one URL and was evaluated once.
    expect(requested.every((url) => !url.includes("enhance-retry"))).toBe(true);
    expect(loadedReact).toHaveLength(1);
    // Hooks from a second React would throw here: both islands still answer.
    await tabs.getByRole("tab").nth(1).click();
    await expect(tabs.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
    await toggle.getByRole("button").click();
    await expect(toggle).toHaveClass(/et_pb_toggle_close/);
  });

  test("given a listener that calls preventDefault() on enhance:error, the failure is not logged", async ({
    page,
    problems,
  }) => {
    problems.allow("Failed to load resource");
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { handledErrors: string[] }).handledErrors = seen;
      document.addEventListener("enhance:error", (event) => {
        event.preventDefault();
        seen.push((event as CustomEvent<{ name: string; phase: string }>).detail.name);
      });
    });
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().includes('module "tabs"')) logged.push(message.text());
    });
    await failChunk(page, "tabs-island", () => true);
    await page.goto("/tabs-and-toggles.html");
    await scrollThrough(page);
    // Every tabs module that came into view failed (after its retry) and dispatched its event, which was handled.
    await expect
      .poll(
        async () => {
          const states = await recordState(page, "tabs");
          return states.includes("failed") && !states.includes("loading");
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const failed = (await recordState(page, "tabs")).filter((state) => state === "failed");
    const handled = await page.evaluate(
      () => (window as unknown as { handledErrors: string[] }).handledErrors,
    );
    expect(handled).toEqual(failed.map(() => "tabs"));
    expect(logged).toEqual([]);
  });

  test("given an element that gains a module's class later, mounts it; losing the class unmounts it", async ({
    page,
  }) => {
    await page.goto("/accordion-table.html");
    await waitForBootToSettle(page);
    await prependToggle(page, "et_pb_module et_pb_toggle_item et_pb_toggle_close later-toggle", [
      "A toggle by class",
      "Its content",
    ]);
    const later = page.locator(".later-toggle");
    await waitForBootToSettle(page);
    await expect(later).not.toHaveAttribute("data-enhanced");
    await later.evaluate((element) => element.classList.add("et_pb_toggle"));
    await expect(later).toHaveAttribute("data-enhanced", "toggle");
    await expect(later.getByRole("button")).toHaveAttribute("aria-expanded", "false");
    await later.evaluate((element) => element.classList.remove("et_pb_toggle"));
    await expect(later).not.toHaveAttribute("data-enhanced");
  });
});

test.describe("a shared chunk that fails to load", () => {
  /** The widgets page (row columns, back to top, a toggle island) with a contact form, which reads config. */
  async function openWidgetsWithContactForm(page: Page): Promise<void> {
    await page.goto("/widgets.html");
    await page.evaluate(async () => {
      const source = new DOMParser().parseFromString(
        await (await fetch("/contact-form.html")).text(),
        "text/html",
      );
      const form = source.querySelector(".et_pb_contact_form_container");
      if (!form) throw new Error("no contact form on /contact-form.html");
      form.setAttribute("data-enhance-strategy", "eager");
      document.body.prepend(document.importNode(form, true));
    });
    await scrollThrough(page);
  }

  const mounted = (page: Page, name: string) => page.locator(`[data-enhanced~="${name}"]`).first();

  for (const chunk of ["config", "schemas"]) {
    test(`given the ${chunk} chunk cannot be loaded, only the module that reads config fails`, async ({
      page,
      problems,
    }) => {
      problems.allow("Failed to load resource");
      // Every module that reads config fails the same way (the widgets page's module links too).
      problems.allow('failed to mount Error: needs the shared chunk "config"');
      problems.allow('module "contact-form" failed to load');
      // The video module checks its head settings with zod itself, so it needs the schemas chunk too.
      if (chunk === "schemas") problems.allow('module "video" failed to load');
      await failChunk(page, chunk, () => true);
      await openWidgetsWithContactForm(page);
      await expect(mounted(page, "row-columns")).toBeAttached();
      await expect(mounted(page, "back-to-top")).toBeAttached();
      await expect(mounted(page, "toggle")).toBeAttached();
      await expectFailed(page, "contact-form");
    });
  }

  test("given a config chunk that never arrives, every module that reads no config mounts", async ({
    page,
  }) => {
    // Held, not failed: a module that waited for the config (or for its retry) would never mount.
    await page.route(/\/chunks\/config-[\w-]{8}\.js/, () => undefined);
    await openWidgetsWithContactForm(page);
    for (const name of ["row-columns", "back-to-top", "toggle"])
      await expect(mounted(page, name)).toBeAttached();
    await expect(page.locator('[data-enhanced~="contact-form"]')).toHaveCount(0);
    expect(await recordState(page, "contact-form")).toEqual(["loading"]);
  });

  // The island helper travels in React's chunk: one chunk holds everything an island needs besides its own.
  for (const chunk of ["react"]) {
    test(`given the ${chunk} chunk cannot be loaded, only the islands fail`, async ({ page, problems }) => {
      problems.allow("Failed to load resource");
      problems.allow('module "toggle" failed to load');
      problems.allow('module "contact-form" failed to load');
      const roots = [
        "toggle",
        "contact-form",
        "back-to-top",
        "countdown",
        "trending-ticker",
        "video",
        "video-list",
      ];
      for (const name of roots) problems.allow(`module "${name}" failed to load`);
      await failChunk(page, chunk, () => true);
      await openWidgetsWithContactForm(page);
      await expect(mounted(page, "row-columns")).toBeAttached();
      // Every page module on the page is a React root; the page-wide row columns are an enhancer.
      for (const name of roots) await expectFailed(page, name);
    });
  }

  for (const chunk of ["runtime", "config", "schemas", "react"]) {
    test(`given the ${chunk} chunk fails until the loader retries it, every module mounts`, async ({
      page,
      problems,
    }) => {
      problems.allow("Failed to load resource");
      const retry = untilRetryAnnounced(page);
      await failChunk(page, chunk, () => !retry.announced());
      await openWidgetsWithContactForm(page);
      for (const name of ["row-columns", "toggle", "contact-form"]) {
        await expect(mounted(page, name)).toBeAttached({ timeout: 15_000 });
      }
      // Back to top waits for a scroll (the scrolled strategy, in the runtime): the page walk may have scrolled
      // before the runtime's retry arrived and ended at the top, where the button has nothing to show yet.
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect(mounted(page, "back-to-top")).toBeAttached({ timeout: 15_000 });
      expect(retry.announced()).toBe(true);
    });
  }
});

test.describe("preloading", () => {
  /** The start time of the first resource whose address matches, from the page's resource timing. */
  async function startOf(page: Page, pattern: RegExp): Promise<number> {
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    );
    const entry = entries.find(({ name }) => pattern.test(name));
    if (!entry) throw new Error(`no resource matches ${pattern}`);
    return entry.startTime;
  }

  test("given tabs below the fold, React with the island helper and the runtime are fetched at scan time, not after the module", async ({
    page,
  }) => {
    await page.goto("/tabs-and-toggles.html");
    await expect(page.locator('link[rel="modulepreload"][href*="/chunks/react-"]')).toHaveCount(1);
    await expect(page.locator('link[rel="modulepreload"][href*="/chunks/runtime-"]')).toHaveCount(1);
    const tabs = page.locator("#course-tabs");
    await tabs.scrollIntoViewIfNeeded();
    await expect(tabs).toHaveAttribute("data-enhanced", /tabs/);
    const island = await startOf(page, /\/chunks\/tabs-island-/);
    // Requested no later than the module's own chunk: never loader -> runtime -> module -> React.
    expect(await startOf(page, /\/chunks\/react-/)).toBeLessThanOrEqual(island);
    expect(await startOf(page, /\/chunks\/runtime-/)).toBeLessThanOrEqual(island);
  });

  test("given a page without islands, preloads the runtime but not React", async ({ page }) => {
    await page.goto("/menu.html");
    await waitForBootToSettle(page);
    await expect(page.locator('link[rel="modulepreload"][href*="/chunks/runtime-"]')).toHaveCount(1);
    await expect(page.locator('link[rel="modulepreload"][href*="/chunks/react-"]')).toHaveCount(0);
  });

  test("given a page whose modules import shared chunks, links each chunk once, whether the loader or an import asked first", async ({
    page,
  }) => {
    await page.goto("/home.html");
    await scrollThrough(page);
    await waitForBootToSettle(page);
    const links = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((found) => found.map((link) => (link as HTMLLinkElement).href));
    // The loader links the runtime group; the modules' imports then ask for some of the same chunks.
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((href, index) => links.indexOf(href) !== index)).toEqual([]);
  });
});

test.describe("a module that leaves its markup as it is", () => {
  test("is recorded as declined with its reason and gets no data-enhanced", async ({ page, problems }) => {
    problems.allow("left as it is");
    await page.goto("/accordion-table.html");
    await waitForBootToSettle(page);
    await page.evaluate(() => {
      // A countdown without its end time: the module declines it.
      const odd = Object.assign(document.createElement("div"), {
        className: "et_pb_module et_pb_countdown_timer declined-countdown",
      });
      odd.setAttribute("data-enhance-strategy", "eager");
      document.body.prepend(odd);
    });
    await expect.poll(() => recordState(page, "countdown")).toEqual(["declined"]);
    await expect(page.locator(".declined-countdown")).not.toHaveAttribute("data-enhanced");
  });
});

/** Holds every request for one chunk until `release()` is called. */
async function holdChunk(page: Page, name: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/chunks/${name}-[\\w-]{8}\\.js`), async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test.describe("clicks before a module has mounted", () => {
  test("given a click on a toggle whose chunk is still loading, the toggle opens once it has mounted", async ({
    page,
  }) => {
    const held = await holdChunk(page, "toggle-island");
    await page.goto("/tabs-and-toggles.html");
    await waitForRuntime(page);
    const toggle = page.locator(".et_pb_toggle_2");
    await toggle.scrollIntoViewIfNeeded();
    await expect.poll(() => recordState(page, "toggle")).toContain("loading");
    await toggle.locator(".et_pb_toggle_title").click();
    await expect(toggle).toHaveClass(/et_pb_toggle_close/);
    held.release();
    await expect(toggle).toHaveAttribute("data-enhanced", /toggle/);
    await expect(toggle).toHaveClass(/et_pb_toggle_open/);
    await expect(toggle.getByRole("button")).toHaveAttribute("aria-expanded", "true");
  });

  test("given a click on a tab whose chunk is still loading, the page does not jump and the tab shows once mounted", async ({
    page,
  }) => {
    const held = await holdChunk(page, "tabs-island");
    await page.goto("/tabs-and-toggles.html");
    await waitForRuntime(page);
    const tabs = page.locator("#course-tabs");
    await tabs.scrollIntoViewIfNeeded();
    await expect.poll(() => recordState(page, "tabs")).toContain("loading");
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await tabs.locator(".et_pb_tab_1 a").click();
    // The bare "#" link would have jumped to the top of the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledBefore);
    expect(await page.evaluate(() => location.hash)).toBe("");
    held.release();
    await expect(tabs).toHaveAttribute("data-enhanced", /tabs/);
    await expect(tabs.getByRole("tab", { name: "Curriculum" })).toHaveAttribute("aria-selected", "true");
  });
});
