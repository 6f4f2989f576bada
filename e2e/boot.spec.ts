import { expect, scrollThrough, test, waitForBootToSettle } from "./support/test";

test.describe("the loader", () => {
  test("given a page without islands, never loads React", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/accordion-table.html");
    await scrollThrough(page);
    await waitForBootToSettle(page);
    expect(scripts).toContain("/dist/enhance.js");
    expect(scripts.some((path) => path.includes("accordion-table"))).toBe(true);
    expect(scripts.filter((path) => /react-/.test(path))).toEqual([]);
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
    await page.evaluate(() => {
      const toggle = document.createElement("div");
      toggle.className = "et_pb_module et_pb_toggle et_pb_toggle_item et_pb_toggle_close inserted-toggle";
      const title = document.createElement("h2");
      title.className = "et_pb_toggle_title";
      title.textContent = "Inserted later";
      const content = document.createElement("div");
      content.className = "et_pb_toggle_content";
      content.textContent = "Inserted content";
      toggle.append(title, content);
      document.querySelector("main")?.prepend(toggle);
    });
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

  test("given the script tag twice, mounts nothing twice", async ({ page }) => {
    await page.goto("/tabs-and-toggles.html");
    await expect(page.locator("#course-tabs")).toHaveAttribute("data-enhanced", /tabs/);
    await page.evaluate(async () => {
      const again = document.createElement("script");
      again.type = "module";
      again.src = "/dist/enhance.js?copy=2";
      document.body.append(again);
      await new Promise((resolve) => again.addEventListener("load", resolve));
    });
    await page.waitForTimeout(300);
    await expect(page.locator("#course-tabs [role=tablist]")).toHaveCount(1);
    await expect(page.locator("#course-tabs")).toHaveAttribute("data-enhanced", "tabs");
  });
});
