import { expect, test, waitForModules } from "./support/test";

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
