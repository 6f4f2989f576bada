import { expect, test } from "./support/test";

/**
 * A script tag added by hand while the theme's own scripts still run (the fixture's `/with-theme-scripts/`
 * variant of a demo page): enhance stands down with one warning, unless its tag says `data-enhance="force"`.
 */
const PAGE = "/with-theme-scripts/tabs-and-toggles.html";
const WARNING_START = "[enhance:boot] enhance stays off";

test.describe("enhance beside the theme's own scripts", () => {
  test("stays off with one console warning that names the theme's bundle and points to the plugin", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" && message.text().startsWith(WARNING_START))
        warnings.push(message.text());
    });
    const warned = page.waitForEvent("console", (message) => message.text().startsWith(WARNING_START));
    await page.goto(PAGE);
    const warning = (await warned).text();
    expect(warning).toContain("divi-custom-script (/with-theme-scripts/stand-in/scripts.min.js?ver=4.27.4)");
    expect(warning).toContain("enhance plugin");
    expect(warning).toContain('data-enhance="force"');
    // The theme's scripts ran; enhance decided at once not to start, so nothing carries its mark.
    expect(
      await page.evaluate(() => (window as unknown as { standInScriptsRan?: string[] }).standInScriptsRan),
    ).toEqual(["jquery-migrate", "divi-custom-script"]);
    expect(await page.evaluate(() => "enhance" in window)).toBe(false);
    await expect(page.locator("[data-enhanced]")).toHaveCount(0);
    // The page is marked off: enhance.css holds no module in its at-rest state.
    await expect(page.locator("html")).toHaveAttribute("data-enhance-failed", "enhance");
    await page.waitForFunction(() => document.readyState === "complete");
    expect(warnings).toHaveLength(1);
  });

  test('runs beside them when its script tag says data-enhance="force"', async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.text().startsWith(WARNING_START)) warnings.push(message.text());
    });
    await page.goto(`${PAGE}?force`);
    await expect(page.locator("script[data-enhance='force']")).toHaveCount(1);
    const tabs = page.locator("#course-tabs");
    await expect(tabs).toHaveAttribute("data-enhanced", /(^| )tabs( |$)/);
    await tabs.getByRole("tab").nth(1).click();
    await expect(tabs.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
    expect(warnings).toEqual([]);
  });
});
