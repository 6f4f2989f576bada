import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page, Request } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  openEnhanced,
  scrollThrough,
  test,
  waitForBootToSettle,
} from "./support/test";
import { armFixtureFault, fixtureCalls } from "./support/fixture";
import { captchaSum, fillValid } from "./support/contact-form";
import { REAL_PAGES_DIR, skipWithoutRealPages, tolerateRealPageOwnProblems } from "./support/real-pages";

/**
 * The contact form module (demo-html/contact-form.html) and Extra's site contact form (demo-html/extra-contact.html)
 * against the fixture server's stand-in for the CMS: every state and message, every server fault with the typed
 * text kept and a successful resend, double submits, keyboard-only use, axe, and the real pages' contact forms.
 */

const PAGE = "/contact-form.html";
const EXTRA_PAGE = "/extra-contact.html";
/** The pseudo action the fixture logs page-form POSTs under (fixtures/server/routes/page-forms.ts). */
const PAGE_FORM_ACTION = "contact_form_page_post";
const EXTRA_ACTION = "extra_contact_form_submit";

const MESSAGES = {
  fill: "Please, fill in the following fields:",
  general: "Please, fix the following errors:",
  invalid: "Invalid email",
  wrongCaptcha: "You entered the wrong number in captcha.",
  success: "Thanks for contacting us",
  refresh: "Please refresh the page and try again.",
};

const FAILURES: readonly { fault: string; delayMs?: number; words: string }[] = [
  { fault: "500", words: "The site could not handle the request right now (error 500)." },
  // The server holds the answer, then gives up with a gateway timeout.
  { fault: "timeout", delayMs: 300, words: "The site could not handle the request right now (error 504)." },
  { fault: "badjson", words: "The site sent an answer we could not read." },
  { fault: "errorpage", words: "The site sent an answer we could not read." },
];
const KEPT = "What you typed is still here, so you can send it again.";

let session = "";

test.beforeEach(async ({ context, baseURL }, testInfo) => {
  // Unique per run: the fixture keeps accepted submissions on disk between runs.
  session = `contact-${testInfo.testId}-${testInfo.retry}-${Date.now().toString(36)}`;
  await context.addCookies([{ name: "fixture_session", value: session, url: baseURL ?? "" }]);
});

async function armFault(request: APIRequestContext, action: string, fault: string, delayMs?: number) {
  await armFixtureFault(request, { fault, action, session, times: 1, delayMs });
}

async function callsTo(request: APIRequestContext, action: string): Promise<number> {
  return (await fixtureCalls(request, action, session)).length;
}

interface RecordedSubmission {
  form: string;
  fields: Record<string, string | string[]>;
}

async function submissions(request: APIRequestContext, form: string): Promise<RecordedSubmission[]> {
  const response = await request.get(`/__fixture/submissions.json?form=${form}&session=${session}`);
  return (await response.json()) as RecordedSubmission[];
}

/** Counts the POSTs the page itself sends to `path`. */
function countPosts(page: Page, path: string): { requests: Request[] } {
  const seen: { requests: Request[] } = { requests: [] };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) seen.requests.push(request);
  });
  return seen;
}

async function openContactForm(page: Page, id = "#et_pb_contact_form_0"): Promise<Locator> {
  return openEnhanced(page, PAGE, id, "contact-form");
}

const message = (form: Locator) => form.locator(".et-pb-contact-message");

test.describe("contact form module: validation", () => {
  test("an empty submit names every missing field under the fill message, sends nothing and focuses the first", async ({
    page,
  }) => {
    const posts = countPosts(page, PAGE);
    const form = await openContactForm(page);
    await expect(form).toHaveAttribute("data-state", "idle");
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(message(form).locator("p").first()).toHaveText(MESSAGES.fill);
    await expect(message(form).locator("li")).toHaveText([
      "Name",
      "Email Address",
      "Course",
      "Topics you want help with",
      "Message",
      "Captcha",
    ]);
    await expect(message(form)).not.toContainText(MESSAGES.general);
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(form.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name", { exact: true })).toHaveClass(/\bet_contact_error\b/);
    await expect(form.getByRole("radio", { name: "SEO" })).toHaveAttribute("aria-invalid", "true");
    await expect(form).toHaveAttribute("data-state", "idle");
    await expect(form.locator("[data-enhance-live]")).toContainText(MESSAGES.fill);
    expect(posts.requests).toHaveLength(0);
  });

  test("an invalid email with missing fields shows the general error before the list, then the invalid message", async ({
    page,
  }) => {
    const form = await openContactForm(page);
    await form.getByLabel("Name", { exact: true }).fill("Anna");
    await form.getByLabel("Email Address").fill("anna@blog");
    await form.getByRole("button", { name: "Send question" }).click();
    const paragraphs = message(form).locator("p");
    await expect(paragraphs).toHaveText([MESSAGES.general, MESSAGES.fill]);
    await expect(message(form).locator("ul").first().locator("li")).toHaveText([
      "Course",
      "Topics you want help with",
      "Message",
      "Captcha",
    ]);
    await expect(message(form).locator("ul").nth(1)).toHaveText(MESSAGES.invalid);
    await expect(form.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    // Focus goes to the first field to fix in page order: the e-mail comes before the course.
    await expect(form.getByLabel("Email Address")).toBeFocused();
  });

  test("a wrong captcha shows its message, draws new numbers from 1 to 15 and clears the answer", async ({
    page,
  }) => {
    const posts = countPosts(page, PAGE);
    const form = await openContactForm(page);
    await fillValid(form);
    const captcha = form.locator(".et_pb_contact_captcha");
    await captcha.fill("99");
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(message(form).locator("li")).toHaveText([MESSAGES.wrongCaptcha]);
    await expect(message(form)).not.toContainText(MESSAGES.general);
    await expect(captcha).toHaveValue("");
    await expect(captcha).toBeFocused();
    const first = Number(await captcha.getAttribute("data-first_digit"));
    const second = Number(await captcha.getAttribute("data-second_digit"));
    for (const number of [first, second]) {
      expect(number).toBeGreaterThanOrEqual(1);
      expect(number).toBeLessThanOrEqual(15);
    }
    await expect(form.locator(".et_pb_contact_captcha_question")).toHaveText(`${first} + ${second}`);
    await expect(captcha).toHaveAccessibleName(`Captcha: ${first} + ${second} =`);
    // The new question is answerable: the form goes through.
    await captcha.fill(String(first + second));
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(form).toHaveAttribute("data-state", "submitted");
    expect(posts.requests).toHaveLength(1);
  });

  test("conditional fields follow every operator, with all and any relations, on change and while typing", async ({
    page,
  }) => {
    const form = await openContactForm(page);
    const field = (id: string) => form.locator(`.et_pb_contact_field[data-id="${id}"]`);
    // Shown by default only when their conditions hold.
    await expect(field("site_url")).toBeHidden();
    await expect(field("list_size")).toBeHidden();
    await expect(field("team_size")).toBeHidden();
    await expect(field("solo_goal")).toBeVisible(); // company "is empty"
    await expect(field("invoice")).toBeHidden();
    await expect(field("student")).toBeHidden();
    await expect(field("coaching")).toBeHidden();
    await expect(field("affiliate_network")).toBeHidden();
    await expect(field("more_detail")).toBeHidden();
    // A hidden field's pattern does not block the form.
    await expect(field("site_url").locator("input")).not.toHaveAttribute("pattern", /.+/);
    await expect(field("site_url").locator("input")).toHaveAttribute("data-pattern", "https?://.+");

    // is (radio), any
    await form.getByLabel("SEO", { exact: true }).check();
    await expect(field("site_url")).toBeVisible();
    await expect(field("site_url").locator("input")).toHaveAttribute("pattern", "https?://.+");
    await expect(field("coaching")).toBeVisible();
    // is not + is not empty, all
    await expect(field("list_size")).toBeVisible();
    await form.getByLabel("Affiliate marketing").check();
    await expect(field("list_size")).toBeHidden();
    await expect(field("site_url")).toBeHidden();
    await expect(field("coaching")).toBeHidden();
    // is (checkbox group), any
    await form.getByLabel("Analytics").check();
    await expect(field("coaching")).toBeVisible();
    await form.getByLabel("Analytics").uncheck();
    await expect(field("coaching")).toBeHidden();

    // is not empty / is empty, typed key by key (re-evaluated on key down)
    await form.getByLabel("Company or blog name").pressSequentially("Acme");
    await expect(field("team_size")).toBeVisible();
    await expect(field("solo_goal")).toBeHidden();
    // is greater (numbers, not text) with all
    await form.getByLabel("Monthly budget in euros").pressSequentially("600");
    await expect(field("invoice")).toBeVisible();
    await expect(field("student")).toBeHidden();
    // is less
    await form.getByLabel("Monthly budget in euros").fill("");
    await form.getByLabel("Monthly budget in euros").pressSequentially("90");
    await expect(field("student")).toBeVisible();
    await expect(field("invoice")).toBeHidden();
    // contains (case-insensitive) / does not contain (a special character taken literally)
    await form.getByLabel("Message").pressSequentially("I promote Affiliate offers");
    await expect(field("affiliate_network")).toBeVisible();
    await expect(field("more_detail")).toBeVisible();
    await form.getByLabel("Message").pressSequentially(", which one?");
    await expect(field("more_detail")).toBeHidden();
  });

  test("hidden required fields are skipped and sent as the hidden-field list", async ({ page }) => {
    const form = await openContactForm(page);
    await fillValid(form);
    const posted = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith(PAGE),
    );
    await form.getByRole("button", { name: "Send question" }).click();
    const body = new URLSearchParams((await posted).postData() ?? "");
    const hidden = JSON.parse(body.get("et_pb_contact_email_hidden_fields_0") ?? "[]") as string[];
    // site_url and team_size are required but hidden: no error, reported instead.
    expect(hidden).toEqual(
      expect.arrayContaining([
        "site_url",
        "team_size",
        "invoice",
        "student",
        "coaching",
        "affiliate_network",
      ]),
    );
    expect(hidden).not.toContain("list_size");
    await expect(form).toHaveAttribute("data-state", "submitted");
  });
});

test.describe("contact form module: submission", () => {
  test("sends what the theme sends, shows the reply's success text, records it and ignores further submits", async ({
    page,
    request,
  }) => {
    const posts = countPosts(page, PAGE);
    const form = await openContactForm(page);
    await fillValid(form);
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(message(form)).toHaveText(MESSAGES.success);
    await expect(form).toHaveAttribute("data-state", "submitted");
    await expect(form.locator("form")).toHaveCount(0);
    await expect(message(form)).toBeFocused();
    expect(posts.requests).toHaveLength(1);
    const body = new URLSearchParams(posts.requests[0]?.postData() ?? "");
    expect(body.get("et_pb_contact_name_0")).toBe("Anna Berg");
    expect(body.get("et_pb_contact_email_0")).toBe("anna@example.com");
    expect(body.get("et_pb_contact_course_0")).toBe("Email marketing");
    expect(body.get("et_pb_contact_topics_0")).toBe("Newsletters");
    expect(body.get("et_pb_contactform_submit_0")).toBe("et_contact_proccess");
    expect(body.get("_wpnonce-et-pb-contact-form-submitted-0")).toBe("fixture-contact-form-nonce");
    expect(body.get("token")).toBe("");
    const descriptors = JSON.parse(body.get("et_pb_contact_email_fields_0") ?? "[]") as Record<
      string,
      string
    >[];
    expect(descriptors[0]).toEqual({
      field_id: "et_pb_contact_name_0",
      original_id: "name",
      required_mark: "required",
      field_type: "input",
      field_label: "Name",
    });
    expect(descriptors.find((entry) => entry["original_id"] === "topics")).toEqual({
      field_id: "et_pb_contact_topics_0",
      original_id: "topics",
      required_mark: "required",
      field_type: "checkbox",
      field_label: "Topics you want help with",
    });
    const recorded = await submissions(request, "contact-form");
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.fields["message"]).toBe("Which course helps me grow a newsletter from 200 readers");
    // Submitted: a script-driven submit of the old form would be ignored too; nothing more is sent.
    await page.evaluate(() =>
      document
        .querySelector<HTMLElement>("#et_pb_contact_form_0")
        ?.dispatchEvent(new Event("submit", { bubbles: true })),
    );
    expect(await callsTo(request, PAGE_FORM_ACTION)).toBe(1);
  });

  test("a redirect URL takes the visitor there after a successful submission", async ({ page }) => {
    const form = await openContactForm(page, "#et_pb_contact_form_1");
    await form.getByLabel("First name").fill("Anna");
    await form.getByLabel("Email Address").fill("anna@example.com");
    await Promise.all([page.waitForURL("**/home.html"), form.getByRole("button").click()]);
  });

  test("a server-side refusal re-shows the form with the server's error and what was typed", async ({
    page,
  }) => {
    const form = await openContactForm(page);
    await fillValid(form);
    // A stale page: the nonce no longer matches.
    await form.locator('input[name="_wpnonce-et-pb-contact-form-submitted-0"]').evaluate((input) => {
      (input as HTMLInputElement).value = "stale";
    });
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(message(form).locator(".et_pb_contact_error_text")).toHaveText(MESSAGES.refresh);
    await expect(form).toHaveAttribute("data-state", "idle");
    await expect(message(form)).toBeFocused();
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Anna Berg");
    await expect(form.getByLabel("Message")).toHaveValue(
      "Which course helps me grow a newsletter from 200 readers",
    );
    await expect(form.getByLabel("Email marketing")).toBeChecked();
    await expect(form.getByLabel("Newsletters")).toBeChecked();
    // The re-rendered form works like the first: the fresh nonce goes through.
    await form.locator(".et_pb_contact_captcha").fill(await captchaSum(form));
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(message(form)).toHaveText(MESSAGES.success);
  });

  for (const failure of FAILURES) {
    test(`fault ${failure.fault}: says what happened, keeps every typed value, and a resend goes through`, async ({
      page,
      request,
      problems,
    }) => {
      problems.allow("Failed to load resource");
      const form = await openContactForm(page);
      await fillValid(form);
      await armFault(request, PAGE_FORM_ACTION, failure.fault, failure.delayMs);
      await form.getByRole("button", { name: "Send question" }).click();
      await expect(message(form).locator(".enhance-contact-failure")).toHaveText(`${failure.words} ${KEPT}`);
      await expect(form.locator("[data-enhance-live]")).toHaveText(`${failure.words} ${KEPT}`);
      await expect(form).toHaveAttribute("data-state", "idle");
      await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Anna Berg");
      await expect(form.getByLabel("Email Address")).toHaveValue("anna@example.com");
      await expect(form.getByLabel("Message")).toHaveValue(
        "Which course helps me grow a newsletter from 200 readers",
      );
      await expect(form.getByLabel("Email marketing")).toBeChecked();
      await expect(form.locator(".et_pb_contact_captcha")).not.toHaveValue("");
      await form.getByRole("button", { name: "Send question" }).click();
      await expect(message(form)).toHaveText(MESSAGES.success);
      expect(await callsTo(request, PAGE_FORM_ACTION)).toBe(2);
      expect(await submissions(request, "contact-form")).toHaveLength(1);
    });
  }

  test("a network failure keeps the text and a resend goes through", async ({ page, problems }) => {
    problems.allow("Failed to load resource");
    const form = await openContactForm(page);
    await fillValid(form);
    // The browser itself cannot reach the site (it retries a dropped server socket on its own).
    let blocked = false;
    await page.route("**/contact-form.html", async (route) => {
      if (route.request().method() === "POST" && !blocked) {
        blocked = true;
        await route.abort("internetdisconnected");
      } else {
        await route.fallback();
      }
    });
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(message(form).locator(".enhance-contact-failure")).toHaveText(
      `We could not reach the site. Please check your connection. ${KEPT}`,
    );
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Anna Berg");
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(message(form)).toHaveText(MESSAGES.success);
  });

  test("a double click and a held Enter send one request", async ({ page, request }) => {
    const posts = countPosts(page, PAGE);
    const form = await openContactForm(page);
    await fillValid(form);
    await armFault(request, PAGE_FORM_ACTION, "slow", 800);
    await form.getByRole("button", { name: "Send question" }).dblclick();
    await expect(form).toHaveAttribute("aria-busy", "true");
    await form.getByLabel("Name", { exact: true }).press("Enter");
    await form.getByLabel("Name", { exact: true }).press("Enter");
    await expect(message(form)).toHaveText(MESSAGES.success);
    expect(posts.requests).toHaveLength(1);
    expect(await callsTo(request, PAGE_FORM_ACTION)).toBe(1);
  });

  test("keyboard only: errors, focus on the first to fix, then a successful send", async ({ page }) => {
    const form = await openContactForm(page);
    await form.getByLabel("Name", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
    await page.keyboard.type("Anna Berg");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Email Address")).toBeFocused();
    await page.keyboard.type("anna@example.com");
    await page.keyboard.press("Tab");
    // Arrow keys choose in the radio group, Space ticks a box.
    await expect(form.getByLabel("Affiliate marketing")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(form.getByLabel("Email marketing")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Keyword research")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(form.getByLabel("Keyword research")).toBeChecked();
    await form.getByLabel("Message").focus();
    await page.keyboard.type("Where do I start?");
    // The question mark hides the follow-up field once the typing pause has passed.
    await expect(form.locator('[data-id="more_detail"]')).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(form.locator(".et_pb_contact_captcha")).toBeFocused();
    await page.keyboard.type(await captchaSum(form));
    await page.keyboard.press("Enter");
    await expect(message(form)).toHaveText(MESSAGES.success);
    await expect(message(form)).toBeFocused();
  });

  test("axe: no violations idle, with errors listed, and after sending", async ({ page }) => {
    const form = await openContactForm(page);
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(message(form).locator("li").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel("Name", { exact: true }).fill("");
    await fillValid(form);
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(message(form)).toHaveText(MESSAGES.success);
    await expectNoAxeViolations(page);
  });
});

test.describe("the QA submissions page", () => {
  // A time zone far from UTC, so the page's local times differ from the ISO times it prints.
  test.use({ locale: "en-GB", timezoneId: "Asia/Kolkata" });

  test("shows a sent contact form first in local time, filters by form, folds the anti-spam fields, passes axe and clears", async ({
    page,
  }) => {
    // An older submission in the same session, one with the anti-spam collector's fields (a comment).
    const comment = await page.request.post("/wp-comments-post.php", {
      form: {
        comment_post_ID: "31092",
        author: "Grace",
        email: "grace@example.com",
        comment: "<b>Merging my pages</b>",
        ak_hp_textarea: "",
        ak_js: "1741000000000",
        ak_bkpc: "3",
        ak_bkp: "5;6,16;14,11;",
      },
      maxRedirects: 0,
    });
    expect(comment.status()).toBe(302);
    const form = await openContactForm(page);
    await fillValid(form);
    await form.getByRole("button", { name: "Send question" }).click();
    await expect(message(form)).toHaveText(MESSAGES.success);

    await page.goto(`/__fixture/submissions?session=${encodeURIComponent(session)}`);
    const cards = page.locator(".qa-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByRole("heading")).toHaveText("contact-form");
    await expect(cards.first()).toContainText("Which course helps me grow a newsletter from 200 readers");
    await expect(cards.nth(1).getByRole("heading")).toHaveText("comment");
    await expect(cards.nth(1)).toContainText("<b>Merging my pages</b>");
    const time = cards.first().locator("time");
    const iso = (await time.getAttribute("datetime")) ?? "";
    const kolkata = new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(11, 16);
    await expect(time).toContainText(kolkata);
    await expect(time).not.toHaveText(iso);

    await page.getByLabel("Form").selectOption("comment");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/[?&]form=comment/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("heading")).toHaveText("comment");
    const antiSpam = cards.first().locator("details");
    await expect(antiSpam.locator("summary")).toHaveText("Anti-spam fields (4)");
    await expect(antiSpam.getByText("ak_bkp", { exact: true })).toBeHidden();
    await antiSpam.locator("summary").click();
    await expect(antiSpam.getByText("ak_bkp", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await page.getByLabel("Form").selectOption("");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(cards).toHaveCount(2);
    await page.getByRole("button", { name: "Clear these submissions" }).click();
    await expect(page.locator(".qa-empty")).toContainText("No submissions yet.");
    await expect(page).toHaveURL(/[?&]session=/);
    expect(await submissions(page.request, "contact-form")).toEqual([]);
    await page.getByRole("link", { name: "Back to the site" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("Extra site contact form", () => {
  const open = (page: Page) =>
    openEnhanced(page, EXTRA_PAGE, "form.extra-contact-form", "extra-contact-form");
  const area = (form: Locator) => form.locator(".message");

  test("lists the configured messages for a missing name and e-mail and focuses the name", async ({
    page,
  }) => {
    const posts = countPosts(page, "/wp-admin/admin-ajax.php");
    const form = await open(page);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(area(form).locator("p.error")).toHaveText([
      "Name field cannot be empty.",
      "Email field cannot be empty.",
    ]);
    await expect(form.getByRole("textbox", { name: "Name" })).toBeFocused();
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
    await expect(form).toHaveAttribute("data-state", "error");
    expect(posts.requests).toHaveLength(0);
  });

  test("an invalid e-mail gets its configured message", async ({ page }) => {
    const form = await open(page);
    await form.getByRole("textbox", { name: "Name" }).fill("Anna");
    await form.getByRole("textbox", { name: "Email" }).fill("anna@blog");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(area(form).locator("p.error")).toHaveText(["Please enter a valid email address."]);
    await expect(form.getByRole("textbox", { name: "Email" })).toBeFocused();
  });

  test("sends the action with every field, shows the success message and records it", async ({
    page,
    request,
  }) => {
    const form = await open(page);
    await form.getByRole("textbox", { name: "Name" }).fill("Anna");
    await form.getByRole("textbox", { name: "Email" }).fill("anna@example.com");
    await form.getByRole("textbox", { name: "Subject" }).fill("Group plan");
    await form.getByRole("textbox", { name: "Message" }).fill("Do you offer a plan for five authors?");
    const posted = page.waitForRequest((request) => request.url().includes("/wp-admin/admin-ajax.php"));
    await form.getByRole("button", { name: "Send" }).click();
    const body = new URLSearchParams((await posted).postData() ?? "");
    expect(Object.fromEntries(body)).toEqual({
      action: EXTRA_ACTION,
      nonce_extra_contact_form: "fixture-extra-contact-form-nonce",
      contact_name: "Anna",
      contact_email: "anna@example.com",
      contact_subject: "Group plan",
      contact_message: "Do you offer a plan for five authors?",
    });
    await expect(area(form).locator("p.success")).toHaveText("Thanks for contacting us.");
    await expect(form).toHaveAttribute("data-state", "success");
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");
    const recorded = await submissions(request, "extra-contact-form");
    expect(recorded[0]?.fields["contact_subject"]).toBe("Group plan");
  });

  for (const failure of FAILURES) {
    test(`fault ${failure.fault}: says what happened, keeps the text, a resend goes through`, async ({
      page,
      request,
      problems,
    }) => {
      problems.allow("Failed to load resource");
      const form = await open(page);
      await form.getByRole("textbox", { name: "Name" }).fill("Anna");
      await form.getByRole("textbox", { name: "Email" }).fill("anna@example.com");
      await form.getByRole("textbox", { name: "Message" }).fill("Hello");
      await armFault(request, EXTRA_ACTION, failure.fault, failure.delayMs);
      await form.getByRole("button", { name: "Send" }).click();
      const words =
        failure.fault === "badjson" || failure.fault === "errorpage"
          ? "The site sent an answer we could not read."
          : failure.words;
      await expect(area(form).locator("p.error")).toHaveText(`${words} ${KEPT}`);
      await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Anna");
      await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue("Hello");
      await form.getByRole("button", { name: "Send" }).click();
      await expect(area(form).locator("p.success")).toHaveText("Thanks for contacting us.");
      expect(await callsTo(request, EXTRA_ACTION)).toBe(2);
    });
  }

  test("a double click sends one request; axe finds nothing before and after", async ({ page, request }) => {
    const form = await open(page);
    await expectNoAxeViolations(page);
    await form.getByRole("textbox", { name: "Name" }).fill("Anna");
    await form.getByRole("textbox", { name: "Email" }).fill("anna@example.com");
    await armFault(request, EXTRA_ACTION, "slow", 800);
    await form.getByRole("button", { name: "Send" }).dblclick();
    await form.getByRole("textbox", { name: "Name" }).press("Enter");
    await expect(area(form).locator("p.success")).toHaveText("Thanks for contacting us.");
    expect(await callsTo(request, EXTRA_ACTION)).toBe(1);
    await expectNoAxeViolations(page);
  });
});

/* Real pages with a contact form module (test data in ../shared/divi-pages, never copied into the repository). */
const folder = REAL_PAGES_DIR;
const realPages = existsSync(folder)
  ? readdirSync(folder)
      .filter((file) => file.endsWith(".html"))
      .filter((file) =>
        /<form[^>]*class="[^"]*\bet_pb_contact_form\b/.test(readFileSync(`${folder}/${file}`, "utf8")),
      )
      .sort()
  : [];

test.describe("real pages with contact forms", () => {
  skipWithoutRealPages(realPages, `no real pages with contact forms in ${folder}`);

  for (const file of realPages) {
    test(`${file}: validates, then submits to the local stand-in with zero uncaught errors`, async ({
      page,
      problems,
      browser,
      baseURL,
    }) => {
      await tolerateRealPageOwnProblems(problems, browser, baseURL, file);
      await page.goto(`/real/${file}`, { waitUntil: "domcontentloaded" });
      await scrollThrough(page);
      await waitForBootToSettle(page);
      const form = page.locator(".et_pb_contact_form_container").first();
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute("data-enhanced", /contact-form/);
      await form.locator("button[type=submit]").click();
      await expect(form.locator(".et-pb-contact-message li").first()).toBeVisible();
      await expect(form).toHaveAttribute("data-state", "idle");
      await fillVisibleRequired(form);
      await form.locator("button[type=submit]").click();
      await expect(form).toHaveAttribute("data-state", "submitted");
      await expect(form.locator(".et-pb-contact-message")).toContainText(MESSAGES.success);
    });
  }
});

async function fillVisibleRequired(form: Locator): Promise<void> {
  const controls = form.locator(
    '.et_pb_contact_field:visible [data-required_mark="required"]:is(input[type=text], input[type=email], textarea)',
  );
  for (let index = 0; index < (await controls.count()); index += 1) {
    const control = controls.nth(index);
    const type = await control.getAttribute("data-field_type");
    const pattern = (await control.getAttribute("pattern")) ?? "";
    const value =
      type === "email" ? "anna@example.com" : pattern.includes("0-9") ? "0612345678" : "Test message";
    await control.fill(value);
  }
  const captcha = form.locator(".et_pb_contact_captcha");
  if ((await captcha.count()) > 0) await captcha.fill(await captchaSum(form));
}
