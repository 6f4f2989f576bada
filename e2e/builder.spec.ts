import type { Frame, Page } from "@playwright/test";
import { expect, test } from "./support/test";

/**
 * The builder harness (`demo-html/builder.html`): the editor's top window around `tabs-and-toggles.html` running
 * in the app frame with the bundle. One page load per group of steps.
 */

async function openHarness(page: Page): Promise<Frame> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/builder.html");
  await expect(page.locator(".harness-status")).toHaveText("The page runs in the app frame.");
  const frame = page.frame({ url: /tabs-and-toggles\.html\?et_fb=1/ });
  if (!frame) throw new Error("no app frame");
  return frame;
}

/** Where the element at `address` sits in the frame's viewport: its top, and the viewport's height. */
function placeOf(frame: Frame, address: string): Promise<{ top: number; height: number }> {
  return frame.evaluate((at) => {
    const element = document.querySelector(`[data-address="${at}"]`)!;
    return { top: element.getBoundingClientRect().top, height: window.innerHeight };
  }, address);
}

interface Record {
  name: string;
  element: string;
  state: string;
}

function frameRecords(frame: Frame): Promise<Record[]> {
  return frame.evaluate(() =>
    (window as unknown as { enhance: { app: { records(): Record[] } } }).enhance.app
      .records()
      .map(({ name, element, state }) => ({ name, element, state })),
  );
}

test("builder harness: the layout tree scrolls the frame, module settings re-initialise modules live, the modal confirms a removal that unmounts, and view modes reach the frame", async ({
  page,
}) => {
  const frame = await openHarness(page);
  const settings = page.locator("form").filter({ has: page.getByRole("button", { name: "Apply" }) });

  await test.step("the tree lists the frame's layout by address; picking a node scrolls the frame to it", async () => {
    await expect(page.locator(".harness-node")).toHaveCount(await frame.locator("[data-address]").count());
    expect((await placeOf(frame, "3.0.0.2")).top).toBeGreaterThan((await placeOf(frame, "3.0.0.2")).height);
    await page.locator('.harness-node[data-address="3.0.0.2"]').click();
    await expect(page.locator(".harness-status")).toHaveText("Scrolled to 3.0.0.2.");
    const place = await placeOf(frame, "3.0.0.2");
    // Scrolled to the top of the frame's viewport (to within a sub-pixel of rounding).
    expect(place.top).toBeGreaterThanOrEqual(-1);
    expect(place.top).toBeLessThan(place.height / 2);
    await expect(page.locator('.harness-node[data-address="3.0.0.2"]')).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  await test.step("a toggle's state, font, gradient and sticky settings change the frame's markup; it mounts again", async () => {
    const toggle = frame.locator('[data-address="3.0.0.2"]');
    await expect(toggle.getByRole("button")).toHaveAttribute("aria-expanded", "false");
    await settings.getByLabel("Toggle open").check();
    await settings.getByLabel("Font").selectOption({ label: "Georgia bold" });
    await settings.getByLabel("Gradient background").check();
    await settings.getByLabel("Sticky position").selectOption("top");
    await settings.getByLabel("Sticky offset (px)").fill("20");
    await settings.getByLabel("Sticky background layout").selectOption("dark");
    await settings.getByLabel("Show the sticky state").check();
    await settings.getByRole("button", { name: "Apply" }).click();
    await expect(page.locator(".harness-status")).toHaveText("Applied the settings of toggle 3.0.0.2.");
    await expect(toggle).toHaveClass(/et_pb_toggle_open/);
    await expect(toggle.getByRole("button")).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAttribute("data-enhanced", /toggle/);
    await expect(toggle).toHaveAttribute("data-builder-open", "on");
    await expect(toggle).toHaveCSS("font-family", /Georgia/);
    await expect(toggle).toHaveCSS("font-weight", "700");
    await expect(toggle).toHaveCSS("background-image", /linear-gradient/);
    await expect(toggle).toHaveAttribute("data-builder-sticky-position", "top");
    await expect(toggle).toHaveClass(/et_pb_bg_layout_dark/);
    // The island mounted again from the new markup: the earlier instance ended.
    const records = (await frameRecords(frame)).filter((record) => record.element.includes("et_pb_toggle_2"));
    expect(records.map((record) => record.state).sort()).toEqual(["mounted", "unmounted"]);
  });

  await test.step("a tab title typed in the settings shows in the frame's tabs, which work as tabs", async () => {
    await page.locator('.harness-node[data-address="1.0.0.1"]').click();
    await settings.getByLabel("Tab 2 title").fill("Lessons");
    await settings.getByRole("button", { name: "Apply" }).click();
    const tabs = frame.locator('[data-address="1.0.0.1"]');
    await expect(tabs.getByRole("tab", { name: "Lessons" })).toBeVisible();
    await tabs.getByRole("tab", { name: "Lessons" }).click();
    await expect(tabs.getByRole("tab", { name: "Lessons" })).toHaveAttribute("aria-selected", "true");
  });

  await test.step("removing a module asks first: Escape keeps it, Remove takes it away and unmounts it", async () => {
    await page.locator('.harness-node[data-address="3.0.0.3"]').click();
    const remove = settings.getByRole("button", { name: "Remove module" });
    await remove.click();
    const dialog = page.getByRole("dialog", { name: "Remove module" });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    await expect(frame.locator('[data-address="3.0.0.3"]')).toHaveClass(/et_pb_toggle_3/);

    await remove.click();
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(".harness-status")).toHaveText("Removed the toggle at 3.0.0.3.");
    await expect(frame.locator(".et_pb_toggle_3")).toHaveCount(0);
    await expect(page.locator('.harness-node[data-address="3.0.0.3"]')).toHaveCount(0);
    const records = (await frameRecords(frame)).filter((record) => record.element.includes("et_pb_toggle_3"));
    expect(records.map((record) => record.state)).toEqual(["unmounted"]);
  });

  await test.step("the view-mode switcher sets the frame's view mode and width", async () => {
    const viewModes = page.getByRole("group", { name: "View mode" });
    await viewModes.getByRole("button", { name: "Phone" }).click();
    await expect(viewModes.getByRole("button", { name: "Phone" })).toHaveAttribute("aria-pressed", "true");
    await expect(frame.locator("html")).toHaveAttribute("data-enhance-view-mode", "phone");
    await expect(page.locator("#et-fb-app-frame")).toHaveCSS("width", "375px");
    await viewModes.getByRole("button", { name: "Wireframe" }).click();
    await expect(frame.locator("html")).toHaveAttribute("data-enhance-view-mode", "wireframe");
    await expect(page.getByRole("toolbar").getByRole("button", { name: "Wireframe" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await viewModes.getByRole("button", { name: "Desktop" }).click();
    await expect(frame.locator("html")).toHaveAttribute("data-enhance-view-mode", "desktop");
  });
});

test("builder harness: the settings bar moves through its placements by keyboard, a notice modal traps focus, debug mode switches, layout shortcuts add a row and the preview renders a shortcode", async ({
  page,
}) => {
  const frame = await openHarness(page);
  const bar = page.getByRole("toolbar", { name: "Page settings" });

  await test.step("the settings bar takes each of its five placements in turn, by keyboard", async () => {
    await expect(bar).toHaveAttribute("data-placement", "right-corner");
    await bar.getByRole("button", { name: "Save" }).focus();
    await page.keyboard.press("End");
    await expect(bar.getByRole("button", { name: "Move bar" })).toBeFocused();
    for (const placement of ["left-corner", "right", "vertical", "corner", "right-corner"]) {
      await page.keyboard.press("Enter");
      await expect(bar).toHaveAttribute("data-placement", placement);
    }
    await page.keyboard.press("Home");
    await expect(bar.getByRole("button", { name: "Save" })).toBeFocused();
  });

  await test.step("a one-button notice keeps focus inside, closes on its button and gives focus back", async () => {
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Page saved" });
    await expect(dialog).toBeVisible();
    const ok = dialog.getByRole("button", { name: "OK" });
    await expect(ok).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(ok).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(ok).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(bar.getByRole("button", { name: "Save" })).toBeFocused();
  });

  await test.step("debug mode switches on and off, stored in local storage, with the spec's messages", async () => {
    const debug = page.getByRole("switch", { name: "Debug mode" });
    await debug.click();
    await expect(debug).toHaveAttribute("aria-checked", "true");
    await expect(page.locator(".enhance-debug-mode [role=status]")).toHaveText("Debug mode is activated");
    expect(await page.evaluate(() => localStorage.getItem("enhanceDebug"))).toBe("1");
    await debug.click();
    await expect(debug).toHaveAttribute("aria-checked", "false");
    await expect(page.locator(".enhance-debug-mode [role=status]")).toHaveText("Debug mode is deactivated");
    expect(await page.evaluate(() => localStorage.getItem("enhanceDebug"))).toBeNull();
  });

  await test.step("key 2 on the layout tree adds a row of two half columns to the chosen section", async () => {
    await page.locator('.harness-node[data-address="0"]').click();
    // Picking a node scrolls the frame (at least 800 ms) and then says so; the row is added after that.
    await expect(page.locator(".harness-status")).toHaveText("Scrolled to 0.");
    await page.keyboard.press("2");
    await expect(page.locator(".harness-status")).toHaveText("Added a row of 2 column(s) to section 0.");
    const row = frame.locator(".harness_added_row");
    await expect(row.locator(".et_pb_column_1_2")).toHaveCount(2);
    await expect(row).toHaveAttribute("data-address", "0.1");
    await expect(page.locator('.harness-node[data-address="0.1.1.0"]')).toHaveText("text 0.1.1.0");
  });

  await test.step("the preview render shows a shortcode rendered by the site, and the page's bundle mounts it", async () => {
    await page.getByRole("button", { name: "Render preview" }).click();
    await expect(page.getByText("Preview rendered.")).toBeVisible();
    const toggle = page.locator(".harness-preview .et_pb_toggle");
    await expect(toggle.getByRole("button", { name: "Rendered by the preview" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(toggle).toHaveAttribute("data-enhanced", /toggle/);
    await expect(page.locator("iframe[id^=enhance-preview-]")).toHaveCount(0);
  });
});
