import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

/**
 * The WordPress plugin on a real WordPress (Debian's package, MariaDB, PHP's built-in server), with a stand-in
 * theme that prints Divi modules and enqueues stand-in scripts under the theme's real handles. The site starts
 * with this file (fixtures/wordpress/start.sh) on its own port and is thrown away after it.
 */

const run = promisify(execFile);
const fixtures = fileURLToPath(new URL("../fixtures/wordpress/", import.meta.url));
const pluginZip = fileURLToPath(new URL("../dist-wordpress/enhance.zip", import.meta.url));
const WORDPRESS_PORT = Number(process.env["WP_E2E_PORT"] ?? Number(process.env["E2E_PORT"] ?? 4310) + 100);
const SITE = `http://127.0.0.1:${WORDPRESS_PORT}`;
const SITE_DIR = join(tmpdir(), `enhance-wordpress-${WORDPRESS_PORT}`);
const ENHANCE = "enhance/enhance.php";
const JQUERY_WIDGET = "jquery-widget/jquery-widget.php";
const BUNDLE_URL = `${SITE}/wp-content/plugins/enhance/dist/enhance.js?ver=0.1.0`;
const STYLESHEET_URL = `${SITE}/wp-content/plugins/enhance/dist/enhance.css?ver=0.1.0`;

/** The theme's script handles the stand-in theme enqueues, all replaced by enhance. */
const THEME_HANDLES = [
  "divi-custom-script",
  "et-jquery-touch-mobile",
  "fitvids",
  "salvattore",
  "et-builder-modules-script-motion",
  "et-builder-modules-script-sticky",
];

/** Runs the site's command-line helper (fixtures/wordpress/site.php). */
async function site(...args: string[]): Promise<string> {
  const { stdout } = await run("php", [join(fixtures, "site.php"), SITE_DIR, ...args]);
  return stdout.trim();
}

async function logIn(page: Page, user: string, password: string): Promise<void> {
  await page.goto(`${SITE}/wp-login.php`);
  // WordPress's login page moves the focus to the user field 200 ms after it loads; a password typed before that
  // can land in the user field. Wait for the page's own focus, then fill.
  const userField = page.locator("#user_login");
  await expect(userField).toBeFocused();
  await userField.fill(user);
  await page.locator("#user_pass").fill(password);
  await expect(userField).toHaveValue(user);
  await page.locator("#wp-submit").click();
  await page.waitForURL(/\/wp-admin\//);
}

async function themeScriptsThatRan(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { standInScriptsRan?: string[] }).standInScriptsRan ?? []);
}

test.describe.configure({ mode: "serial" });

test.describe("the WordPress plugin on a real WordPress site", () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await run("bash", [join(fixtures, "start.sh"), String(WORDPRESS_PORT), SITE_DIR, pluginZip]);
  });

  test.afterAll(async () => {
    await run("bash", [join(fixtures, "stop.sh"), SITE_DIR]);
  });

  test("with the plugin active, enhance loads as a module in place of the theme's scripts with its stylesheet in the head, the config stays and the modules work", async ({
    page,
  }) => {
    await site("plugins", ENHANCE);
    const response = await page.goto(`${SITE}/`);
    const html = (await response?.text()) ?? "";

    await expect(page.locator("script#enhance-js")).toHaveAttribute("type", "module");
    await expect(page.locator("script#enhance-js")).toHaveAttribute("src", BUNDLE_URL);
    // The hint is in the head WordPress sends, before the page's own scripts.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<link rel="modulepreload" href="${BUNDLE_URL}" />`);
    await expect(page.locator("link#enhance-css")).toHaveAttribute("href", STYLESHEET_URL);
    expect(head).toContain(`id='enhance-css'`);
    for (const handle of [...THEME_HANDLES, "jquery-migrate", "jquery-core"]) {
      await expect(page.locator(`script#${handle}-js`), handle).toHaveCount(0);
    }
    expect(await themeScriptsThatRan(page)).toEqual([]);
    const config = await page.evaluate(() => {
      const globals = window as unknown as Record<string, unknown>;
      return {
        ajaxurl: (globals["et_pb_custom"] as { ajaxurl?: string } | undefined)?.ajaxurl,
        divi: globals["DIVI"],
        motion: globals["et_pb_motion_elements"],
        sticky: globals["et_pb_sticky_elements"],
        jquery: typeof globals["jQuery"],
      };
    });
    expect(config).toEqual({
      ajaxurl: `${SITE}/wp-admin/admin-ajax.php`,
      divi: { item_count: "%d Item", items_count: "%d Items" },
      motion: { desktop: [], tablet: [], phone: [] },
      sticky: {},
      jquery: "undefined",
    });

    const tabs = page.locator("#course-tabs");
    await expect(tabs).toHaveAttribute("data-enhanced", /(^| )tabs( |$)/);
    await tabs.getByRole("tab", { name: "Curriculum" }).click();
    await expect(tabs.getByRole("tab", { name: "Curriculum" })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tabpanel")).toContainText("Twenty-four lessons");

    const toggle = page.locator(".et_pb_toggle_0");
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute("data-enhanced", /(^| )toggle( |$)/);
    await toggle.getByRole("button", { name: "Who is the course for?" }).click();
    await expect(toggle.getByRole("button")).toHaveAttribute("aria-expanded", "true");
    await expect(toggle.locator(".et_pb_toggle_content")).toBeVisible();

    const form = page.locator("#et_pb_contact_form_0");
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute("data-enhanced", /contact-form/);
    await form.getByLabel("Name").fill("Priya");
    await form.getByLabel("Email Address").fill("priya@example.com");
    const posted = page.waitForRequest(
      (request) => request.method() === "POST" && request.url() === `${SITE}/`,
    );
    await form.getByRole("button", { name: "Send question" }).click();
    expect((await posted).postData()).toContain("_wpnonce-et-pb-contact-form-submitted-0");
    // Only WordPress writes the name back: the theme's answer, checked against its nonce, reached the page.
    await expect(form.locator(".et-pb-contact-message")).toContainText("Thanks for contacting us, Priya.");
    expect(await themeScriptsThatRan(page)).toEqual([]);
  });

  test("when enhance.js cannot load, the page is marked off, so that enhance.css lets go of the modules' layout", async ({
    page,
    problems,
  }) => {
    problems.allow("Failed to load resource");
    await page.route(BUNDLE_URL, (route) => route.abort("failed"));
    await page.goto(`${SITE}/`);
    await expect(page.locator("html")).toHaveAttribute("data-enhance-failed", "enhance");
    await expect(page.locator("#course-tabs")).not.toHaveAttribute("data-enhanced", /tabs/);
  });

  test("with another plugin's script that depends on jQuery, jQuery stays and the theme's bundle still goes", async ({
    page,
  }) => {
    await site("plugins", ENHANCE, JQUERY_WIDGET);
    await page.goto(`${SITE}/`);
    await expect(page.locator("script#jquery-widget-js")).toHaveCount(1);
    await expect(page.locator("script#jquery-core-js")).toHaveCount(1);
    await expect(page.locator("script#jquery-migrate-js")).toHaveCount(0);
    for (const handle of THEME_HANDLES) {
      await expect(page.locator(`script#${handle}-js`), handle).toHaveCount(0);
    }
    await page.waitForFunction(
      () => (window as unknown as { jqueryWidgetRan?: boolean }).jqueryWidgetRan === true,
    );
    expect(await themeScriptsThatRan(page)).toEqual([]);
    await expect(page.locator("#course-tabs")).toHaveAttribute("data-enhanced", /(^| )tabs( |$)/);
  });

  test("in the visual builder (?et_fb=1) as a logged-in editor, the plugin changes nothing", async ({
    page,
  }) => {
    await site("plugins", ENHANCE);
    await logIn(page, "editor", "editor-password");
    await page.goto(`${SITE}/?et_fb=1`);
    await expect(page.locator("script#divi-custom-script-js")).toHaveCount(1);
    await expect(page.locator("script#jquery-migrate-js")).toHaveCount(1);
    await expect(page.locator("script#enhance-js")).toHaveCount(0);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    await expect(page.locator("link#enhance-css")).toHaveCount(0);
    expect(await themeScriptsThatRan(page)).toEqual(THEME_HANDLES);
    // The same page outside the builder is swapped for the same editor.
    await page.goto(`${SITE}/`);
    await expect(page.locator("script#enhance-js")).toHaveCount(1);
    await expect(page.locator("script#divi-custom-script-js")).toHaveCount(0);
  });

  test("the settings page saves through the Settings API; keeping a handle and the debug table take effect", async ({
    page,
  }) => {
    await site("plugins", ENHANCE);
    await logIn(page, "admin", "admin-password");
    await page.goto(`${SITE}/wp-admin/options-general.php?page=enhance`);
    await expect(page.getByLabel("Load enhance and remove the scripts it replaces")).toBeChecked();
    await page.getByLabel("Print the table of modules to the browser console on every page").check();
    // One real handle and one that is not a handle at all: the sanitiser keeps only the first.
    await page.getByLabel("Scripts to keep").fill("jquery-migrate\n<script>");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Settings saved.")).toBeVisible();
    expect(JSON.parse(await site("option", "enhance_settings"))).toEqual({
      enabled: true,
      debug: true,
      keep_handles: ["jquery-migrate"],
    });
    await expect(page.getByLabel("Scripts to keep")).toHaveValue("jquery-migrate");

    const table = page.waitForEvent("console", (message) => message.text().startsWith("[enhance] "));
    await page.goto(`${SITE}/`);
    await expect(page.locator("script#jquery-migrate-js")).toHaveCount(1);
    await expect(page.locator("script#divi-custom-script-js")).toHaveCount(0);
    expect((await table).text()).toContain("module instance(s)");
  });

  test("the settings are refused without the nonce, and to a user without manage_options", async ({
    page,
    browser,
  }) => {
    await logIn(page, "admin", "admin-password");
    const before = await site("option", "enhance_settings");
    const forged = await page.request.post(`${SITE}/wp-admin/options.php`, {
      form: { option_page: "enhance", action: "update", "enhance_settings[enabled]": "", _wpnonce: "0" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain("The link you followed has expired.");
    expect(await site("option", "enhance_settings")).toBe(before);

    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await logIn(editor, "editor", "editor-password");
    await expect(editor.locator('#adminmenu a[href="options-general.php?page=enhance"]')).toHaveCount(0);
    const refused = await editor.goto(`${SITE}/wp-admin/options-general.php?page=enhance`);
    expect(refused?.status()).toBe(403);
    await expect(editor.getByText("Sorry, you are not allowed to access this page.")).toBeVisible();
    const posted = await editor.request.post(`${SITE}/wp-admin/options.php`, {
      form: { option_page: "enhance", action: "update", "enhance_settings[enabled]": "" },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
    expect(await site("option", "enhance_settings")).toBe(before);
    await editorContext.close();
  });

  test("the admin keeps its scripts, and deactivating the plugin from the Plugins screen restores the theme's scripts", async ({
    page,
  }) => {
    await site("plugins", ENHANCE);
    await logIn(page, "admin", "admin-password");
    await page.goto(`${SITE}/wp-admin/plugins.php`);
    // The admin keeps its scripts while the plugin is active (WordPress concatenates them there, so the check
    // is on what ran: jQuery with Migrate's patches).
    const adminJquery = await page.evaluate(() => {
      const jquery = (window as unknown as { jQuery?: { migrateVersion?: string } }).jQuery;
      return { jquery: typeof jquery, migrate: typeof jquery?.migrateVersion };
    });
    expect(adminJquery).toEqual({ jquery: "function", migrate: "string" });
    await expect(page.locator("script#enhance-js")).toHaveCount(0);
    await page.locator("a#deactivate-enhance").click();
    await expect(page.getByText("Plugin deactivated.")).toBeVisible();
    await page.goto(`${SITE}/`);
    await expect(page.locator("script#enhance-js")).toHaveCount(0);
    await expect(page.locator("script#jquery-migrate-js")).toHaveCount(1);
    expect(await themeScriptsThatRan(page)).toEqual(THEME_HANDLES);
  });

  test("uninstalling removes the plugin's option, and the plugin left no PHP notice in the log", async () => {
    expect(await site("option", "enhance_settings")).not.toBe("null");
    await site("uninstall", ENHANCE);
    expect(await site("option", "enhance_settings")).toBe("null");
    const log = await readFile(join(SITE_DIR, "wp-content", "debug.log"), "utf8").catch(() => "");
    expect(log.split("\n").filter((line) => line.includes("/plugins/enhance/"))).toEqual([]);
  });
});
