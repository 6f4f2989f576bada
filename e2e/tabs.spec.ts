import type { Locator, Page } from "@playwright/test";
import { expect, openEnhanced, test, waitForModules } from "./support/test";

const PAGE = "/tabs-and-toggles.html";

test.describe("tabs", () => {
  test("given a click on a tab, shows its panel, keeps the theme classes and writes id|index into the URL", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const tabs = page.locator("#course-tabs");
    await expect(tabs).toHaveAttribute("data-enhanced", /tabs/);
    const second = tabs.getByRole("tab").nth(1);
    await second.click();
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(tabs.locator(".et_pb_tabs_controls li").nth(1)).toHaveClass(/et_pb_tab_active/);
    await expect(tabs.locator(".et_pb_tab").nth(1)).toHaveClass(/et_pb_active_content/);
    await expect(tabs.getByRole("tabpanel")).toHaveCount(1);
    await expect(tabs.locator(".et_pb_tab").nth(0)).toBeHidden();
    await expect(page).toHaveURL(/#course-tabs\|1$/);
  });

  test("given the keyboard, follows the APG tabs pattern (arrows wrap, Home, End, Tab leaves the list)", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const tabs = page.locator("#course-tabs").getByRole("tab");
    await expect(page.locator("#course-tabs")).toHaveAttribute("data-enhanced", /tabs/);
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    const last = tabs.last();
    await expect(last).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.first()).toBeFocused();
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(last).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator("#course-tabs").getByRole("tabpanel")).toBeFocused();
  });

  test("given a deep link id|index on load, opens that tab, starts at the top and takes over scroll restoration", async ({
    page,
  }) => {
    await page.goto(`${PAGE}#course-tabs|2`);
    await expect(page.locator("#course-tabs").getByRole("tab").nth(2)).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(await page.evaluate(() => [window.scrollY, history.scrollRestoration])).toEqual([0, "manual"]);
  });

  test("given two entries joined by ||, opens a tab in each module", async ({ page }) => {
    await page.goto(`${PAGE}#course-tabs|1||faq-tabs|3`);
    await expect(page.locator("#course-tabs").getByRole("tab").nth(1)).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.locator("#faq-tabs").getByRole("tab").nth(3)).toHaveAttribute("aria-selected", "true");
  });

  test("given a named deep link #tab-pricing, opens the tab whose link names it", async ({ page }) => {
    await page.goto(`${PAGE}#tab-pricing`);
    await expect(page.getByRole("tab", { name: "Pricing", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("given a link to a deep link on the page, switches the module on hashchange", async ({ page }) => {
    await page.goto(PAGE);
    await waitForModules(page, "tabs", 1);
    await page.getByRole("link", { name: "Open the last FAQ tab" }).click();
    await expect(page.locator("#faq-tabs").getByRole("tab").last()).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#faq-tabs")).toBeInViewport();
  });

  test("given another module's entry in the hash, a visitor's change keeps it", async ({ page }) => {
    await page.goto(`${PAGE}#faq-tabs|3`);
    await page.locator("#course-tabs").getByRole("tab").nth(1).click();
    await expect(page).toHaveURL(/#faq-tabs\|3\|\|course-tabs\|1$/);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.locator("#course-tabs").getByRole("tab").nth(2).click();
    await expect(page).toHaveURL(/#faq-tabs\|3\|\|course-tabs\|2$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  });

  test("given a hostile hash, strips it to the allowed characters and nothing runs", async ({ page }) => {
    await page.goto(`${PAGE}#course-tabs|1<img src=x onerror=alert(1)>||"><script>alert(2)</script>`);
    await expect(page.locator("#course-tabs").getByRole("tab").nth(0)).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.locator("#course-tabs")).toHaveAttribute("data-enhanced", /tabs/);
  });

  test("given an in-page anchor link, scrolls smoothly to the target and moves focus there", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await page.getByRole("link", { name: "Scroll smoothly down to the FAQ" }).click();
    await expect(page.locator("#faq")).toBeFocused();
    await expect(page).toHaveURL(/#faq$/);
    const top = await page.locator("#faq").evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(120);
  });

  test("given reduced motion, an anchor link jumps at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(PAGE);
    await page.getByRole("link", { name: "Scroll smoothly down to the FAQ" }).click();
    const top = await page.locator("#faq").evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(120);
    await expect(page.locator("#faq")).toBeFocused();
  });
});

/**
 * Resolves once every finite animation running now (a panel fade) has finished and a frame has passed: the
 * positive signal that whatever waited for the fade has happened.
 */
async function waitForFadesToEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getTiming().iterations ?? 1));
    await Promise.allSettled(finite.map((animation) => animation.finished));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  });
}

async function selectedTabs(tabs: Locator): Promise<string[]> {
  return tabs
    .getByRole("tab")
    .evaluateAll((controls) => controls.map((tab) => tab.getAttribute("aria-selected") ?? ""));
}

test.describe("tabs: deep links always win", () => {
  test("given a click on the second tab and ArrowLeft, a later hash naming the second tab selects it for good", async ({
    page,
  }) => {
    const tabs = await openEnhanced(page, PAGE, "#course-tabs", "tabs");
    const controls = tabs.getByRole("tab");
    await controls.nth(1).click();
    await page.keyboard.press("ArrowLeft");
    await expect(controls.first()).toBeFocused();
    await expect(controls.first()).toHaveAttribute("aria-selected", "true");
    await waitForFadesToEnd(page);

    await page.evaluate(() => {
      location.hash = "course-tabs|1";
    });
    await expect(controls.nth(1)).toHaveAttribute("aria-selected", "true");
    // The second panel's fade ends with focus still on the first tab: the selection stays where the URL put it.
    await waitForFadesToEnd(page);
    expect(await selectedTabs(tabs)).toEqual(["false", "true", "false", "false"]);
    await expect(tabs.locator(".et_pb_tab").nth(1)).toBeVisible();
    await expect(tabs.locator(".et_pb_tabs_controls li").nth(1)).toHaveClass(/et_pb_tab_active/);
  });

  test("given a hash change during the panel fade, applies it when the fade ends; the last request wins", async ({
    page,
  }) => {
    const tabs = await openEnhanced(page, PAGE, "#course-tabs", "tabs");
    // A click, then two hash changes while the clicked panel fades in; the fade is held, as on a slow machine.
    const duringFade = await tabs.evaluate(
      (module) =>
        new Promise<{ selected: string | null; fading: boolean }>((resolve) => {
          const controls = module.querySelectorAll<HTMLElement>('[role="tab"]');
          let changes = 0;
          window.addEventListener("hashchange", function counted() {
            changes += 1;
            if (changes === 1) {
              location.hash = "course-tabs|1";
              return;
            }
            window.removeEventListener("hashchange", counted);
            const fades = module.getAnimations({ subtree: true });
            resolve({
              selected: module.querySelector('[aria-selected="true"]')?.textContent ?? null,
              fading: fades.length > 0 && fades.every((fade) => fade.playState === "paused"),
            });
            for (const fade of fades) fade.play();
          });
          controls[2]?.click();
          // React renders the click (and starts the fade) in a microtask queued before this one.
          queueMicrotask(() => {
            for (const fade of module.getAnimations({ subtree: true })) fade.pause();
            location.hash = "course-tabs|3";
          });
        }),
    );
    expect(duringFade).toEqual({ selected: "Instructor", fading: true });
    await expect(tabs.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
    await waitForFadesToEnd(page);
    expect(await selectedTabs(tabs)).toEqual(["false", "true", "false", "false"]);
  });
});

test.describe("tabs: presses during the panel fade", () => {
  test("given clicks on two tabs while a panel fades, the last one is shown when the fade ends", async ({
    page,
  }) => {
    // Every fade starts paused and ends only when the test finishes it: the clicks land mid-fade on any machine.
    await page.addInitScript(() => {
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element["animate"]>) {
        const animation = animate.apply(this, args);
        animation.pause();
        return animation;
      };
    });
    const tabs = await openEnhanced(page, PAGE, "#course-tabs", "tabs");
    const controls = tabs.getByRole("tab");
    const panels = tabs.locator(".et_pb_tab");
    const fades = (): Promise<number> =>
      tabs.evaluate((module) => module.getAnimations({ subtree: true }).length);
    const finishFade = (): Promise<void> =>
      tabs.evaluate(async (module) => {
        for (const fade of module.getAnimations({ subtree: true })) fade.finish();
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      });

    await controls.nth(1).click();
    await expect.poll(fades).toBe(1);
    await controls.nth(3).click();
    await controls.nth(2).click();
    expect(await selectedTabs(tabs)).toEqual(["false", "true", "false", "false"]);
    await expect(panels.nth(1)).toBeVisible();
    await finishFade();
    await expect(controls.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(panels.nth(2)).toBeVisible();
    await expect(panels.nth(1)).toBeHidden();
    await expect(page).toHaveURL(/#course-tabs\|2$/);
    // One fade for the tab shown last, none for the one skipped.
    await expect.poll(fades).toBe(1);
    await finishFade();
    expect(await selectedTabs(tabs)).toEqual(["false", "false", "true", "false"]);
  });
});

test.describe("tabs: following classes another script sets", () => {
  test("given et_pb_tab_active moved to the third tab by a foreign script, ARIA, hidden and data-state follow", async ({
    page,
  }) => {
    const tabs = await openEnhanced(page, PAGE, "#course-tabs", "tabs");
    // What the theme's own tabs script does when it is still bound: it moves the class and nothing else.
    await tabs.evaluate((module) => {
      module.querySelectorAll(".et_pb_tabs_controls li").forEach((item, index) => {
        item.classList.toggle("et_pb_tab_active", index === 2);
      });
    });
    await expect(tabs.getByRole("tab").nth(2)).toHaveAttribute("aria-selected", "true");
    expect(await selectedTabs(tabs)).toEqual(["false", "false", "true", "false"]);
    const panels = tabs.locator(".et_pb_tab");
    await expect(panels.nth(2)).toBeVisible();
    await expect(panels.nth(2)).toHaveAttribute("data-state", "active");
    await expect(panels.nth(0)).toBeHidden();
    await expect(panels.nth(0)).toHaveAttribute("data-state", "inactive");
    await expect(tabs.locator(".et_pb_tabs_controls li.et_pb_tab_active")).toHaveCount(1);
    // The visitor can still switch tabs, and the URL follows them as before.
    await tabs.getByRole("tab").nth(1).click();
    await expect(tabs.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/#course-tabs\|1$/);
  });
});
