import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, scrollThrough, test, waitForBootToSettle } from "./support/test";
import { armFixtureFault, fixtureCalls } from "./support/fixture";
import { REAL_PAGES_DIR, skipWithoutRealPages, tolerateRealPageOwnProblems } from "./support/real-pages";

/**
 * The forms this spec owns: the newsletter (email optin), the comment form, the anti-spam field
 * collector and the shop checkout, on their demo pages and on the real pages that carry a newsletter.
 */

const SUBSCRIBE = "et_pb_submit_subscribe_form";
const FILL_MESSAGE = "Please, fill in the following fields:";
const INVALID_EMAIL = "Invalid email";
const SUBSCRIPTION_FAILED =
  "Please, check the fields below to make sure you entered the correct information.";
const KEPT_HINT = "What you typed is still here, so you can send it again.";
const AWAITING_MODERATION = "Thank you. Your comment is awaiting moderation.";
const FIXTURE_FRONTEND_NONCE = "fixture-frontend-nonce";
/** The client gives up after 15 s (src/core/ajax.ts); the fixture holds a timeout for 20 s. */
const CLIENT_TIMEOUT_MS = 15_000;

type Fault = "500" | "timeout" | "badjson" | "errorpage" | "network" | "slow";
type Fields = Record<string, string | string[]>;

/** What the visitor reads for each fault (src/core/forms/submission.ts). */
const FAULT_WORDS: Record<Exclude<Fault, "slow">, RegExp> = {
  "500": /could not handle the request right now \(error 500\)/,
  timeout: /took too long to answer/,
  badjson: /sent an answer we could not read/,
  errorpage: /sent an answer we could not read|critical error/,
  network: /could not reach the site/,
};

let session = "";

test.beforeEach(async ({ context, baseURL }, testInfo) => {
  session = `forms-${testInfo.testId}-${Date.now()}`;
  await context.addCookies([{ name: "fixture_session", value: session, url: baseURL ?? "http://127.0.0.1" }]);
});

async function armFault(
  request: APIRequestContext,
  fault: Fault,
  action: string,
  options: { delayMs?: number; times?: number } = {},
): Promise<void> {
  await armFixtureFault(request, {
    fault,
    action,
    session,
    times: options.times ?? 1,
    delayMs: options.delayMs,
  });
}

async function ajaxCalls(
  request: APIRequestContext,
  action: string,
): Promise<Array<{ fields: Fields; fault: string | null }>> {
  return fixtureCalls<{ fields: Fields; fault: string | null }>(request, action, session);
}

async function submissions(request: APIRequestContext, form: string): Promise<Array<{ fields: Fields }>> {
  const response = await request.get(
    `/__fixture/submissions.json?form=${form}&session=${encodeURIComponent(session)}`,
  );
  return (await response.json()) as Array<{ fields: Fields }>;
}

// ---------------------------------------------------------------------------------------------------------
// Newsletter
// ---------------------------------------------------------------------------------------------------------

async function failNextSubscribeOnTheNetwork(page: Page): Promise<void> {
  let failed = false;
  await page.route("**/wp-admin/admin-ajax.php", async (route) => {
    if (failed || !(route.request().postData() ?? "").includes(`action=${SUBSCRIBE}`)) {
      await route.fallback();
      return;
    }
    failed = true;
    await route.abort("internetdisconnected");
  });
}

async function openNewsletters(page: Page): Promise<Locator> {
  await page.goto("/newsletter.html");
  const weekly = page.locator("#weekly-lessons");
  await weekly.scrollIntoViewIfNeeded();
  await expect(weekly).toHaveAttribute("data-enhanced", /newsletter/);
  return weekly;
}

async function fillWeekly(page: Page): Promise<void> {
  await page.locator("#et_pb_signup_firstname_0").fill("Ada");
  await page.locator("#et_pb_signup_lastname_0").fill("Lovelace");
  await page.locator("#et_pb_signup_email_0").fill("ada@example.com");
  await page.locator("#et_pb_signup_business").selectOption("Online courses");
  await page.locator("#et_pb_signup_list_size_0").check();
}

async function expectWeeklyValuesKept(page: Page): Promise<void> {
  await expect(page.locator("#et_pb_signup_firstname_0")).toHaveValue("Ada");
  await expect(page.locator("#et_pb_signup_lastname_0")).toHaveValue("Lovelace");
  await expect(page.locator("#et_pb_signup_email_0")).toHaveValue("ada@example.com");
  await expect(page.locator("#et_pb_signup_business")).toHaveValue("Online courses");
  await expect(page.locator("#et_pb_signup_list_size_0")).toBeChecked();
}

test.describe("newsletter", () => {
  test("validation names every missing field, marks it, focuses the first and sends nothing", async ({
    page,
    request,
  }) => {
    const weekly = await openNewsletters(page);
    await expect(weekly).toHaveAttribute("data-state", "idle");
    await weekly.locator(".et_pb_newsletter_button").click();
    const error = weekly.locator(".et_pb_newsletter_error");
    await expect(error).toBeVisible();
    await expect(error.locator("p").first()).toHaveText(FILL_MESSAGE);
    await expect(error.locator("li")).toHaveText([
      "First Name",
      "Last Name",
      "Email",
      "What do you sell?",
      "Your email list size",
    ]);
    await expect(weekly).toHaveAttribute("data-state", "error");
    await expect(page.locator("#et_pb_signup_firstname_0")).toBeFocused();
    await expect(page.locator("#et_pb_signup_firstname_0")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#et_pb_signup_firstname_0")).toHaveClass(/et_pb_signup_error/);
    await expect(page.locator("#et_pb_signup_business")).toHaveClass(/et_contact_error/);
    await expect(weekly.locator("[data-enhance-live]")).toContainText(FILL_MESSAGE);
    expect(await ajaxCalls(request, SUBSCRIBE)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("a malformed address gets the invalid message", async ({ page, request }) => {
    const weekly = await openNewsletters(page);
    await fillWeekly(page);
    await page.locator("#et_pb_signup_email_0").fill("ada@example");
    await weekly.locator(".et_pb_newsletter_button").click();
    await expect(weekly.locator(".et_pb_newsletter_error")).toHaveText(INVALID_EMAIL);
    await expect(page.locator("#et_pb_signup_email_0")).toBeFocused();
    expect(await ajaxCalls(request, SUBSCRIBE)).toEqual([]);
  });

  test("conditional fields show by their rules; the hidden ones are reported apart; success shows the message", async ({
    page,
    request,
  }) => {
    const weekly = await openNewsletters(page);
    const tool = weekly.locator('[data-id="email_tool"]');
    const programs = weekly.locator('[data-id="programs"]');
    await expect(tool).toBeHidden();
    await expect(programs).toBeHidden();
    await fillWeekly(page);
    await page.locator("#et_pb_signup_list_size_2").check();
    await expect(tool).toBeVisible();
    await page.locator("#et_pb_signup_topics_0").check();
    await expect(programs).toBeHidden();
    await weekly.locator(".et_pb_newsletter_button").click();
    await expect(weekly.locator(".et_pb_newsletter_error li")).toHaveText(["Which email tool do you use?"]);
    await page.locator("#et_pb_signup_email_tool").fill("ConvertKit");
    await armFault(request, "slow", SUBSCRIBE, { delayMs: 1_000 });
    await weekly.locator(".et_pb_newsletter_button").click();
    await expect(weekly.locator(".et_pb_newsletter_button")).toHaveClass(/et_pb_button_text_loading/);
    await expect(weekly).toHaveAttribute("data-state", "sending");
    await expect(weekly.locator("form")).toHaveAttribute("aria-busy", "true");
    await expect(weekly).toHaveAttribute("data-state", "success");
    await expect(weekly.locator(".et_pb_newsletter_button")).not.toHaveClass(/et_pb_button_text_loading/);
    await expect(weekly.locator(".et_pb_newsletter_fields")).toBeHidden();
    await expect(weekly.locator(".et_pb_newsletter_success")).toBeVisible();
    await expect(weekly.locator(".et_pb_newsletter_success")).toBeFocused();
    const [call] = await ajaxCalls(request, SUBSCRIBE);
    expect(call?.fields).toMatchObject({
      action: SUBSCRIBE,
      et_frontend_nonce: FIXTURE_FRONTEND_NONCE,
      et_list_id: "weekly-lessons",
      et_firstname: "Ada",
      et_lastname: "Lovelace",
      et_email: "ada@example.com",
      et_provider: "mailchimp",
      et_account: "blogtobusiness",
      et_ip_address: "true",
      et_checksum: "5d41402abc4b2a76b9719d911017c592",
      token: "",
      "et_custom_fields[business]": "Online courses",
      "et_custom_fields[list_size]": "Over 10,000",
      "et_custom_fields[email_tool]": "ConvertKit",
      "et_custom_fields[topics][]": "SEO",
      "et_hidden_fields[]": "programs",
    });
    const [recorded] = await submissions(request, "newsletter");
    expect(recorded?.fields).toMatchObject({ et_email: "ada@example.com", et_hidden_fields: ["programs"] });
  });

  test("a sign-up with a redirect goes there with the asked query", async ({ page }) => {
    await page.goto("/newsletter.html");
    const optin = page.locator("#seo-checklist-optin");
    await optin.scrollIntoViewIfNeeded();
    await expect(optin).toHaveAttribute("data-enhanced", /newsletter/);
    await page.locator("#et_pb_signup_firstname_1").fill("Grace Hopper");
    await page.locator("#et_pb_signup_email_1").fill("grace@example.com");
    await optin.locator(".et_pb_newsletter_button").click();
    await page.waitForURL(/\/post\.html\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/post.html");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: "newsletter",
      first_name: "Grace Hopper",
      email: "grace@example.com",
    });
  });

  test("the provider's error and an empty reply are shown, and the form stays usable", async ({ page }) => {
    const weekly = await openNewsletters(page);
    await fillWeekly(page);
    await page.locator("#et_pb_signup_email_0").fill("ada@subscribed.example");
    await weekly.locator(".et_pb_newsletter_button").click();
    await expect(weekly.locator(".et_pb_newsletter_error")).toHaveText(
      "This email address is already subscribed to the list.",
    );
    await expect(weekly).toHaveAttribute("data-state", "error");
    await page.locator("#et_pb_signup_email_0").fill("ada@empty-reply.example");
    await weekly.locator(".et_pb_newsletter_button").click();
    await expect(weekly.locator(".et_pb_newsletter_error")).toHaveText(SUBSCRIPTION_FAILED);
    await expect(page.locator("#et_pb_signup_email_0")).toHaveValue("ada@empty-reply.example");
    await expectNoAxeViolations(page);
  });

  for (const fault of ["500", "timeout", "badjson", "errorpage", "network"] as const) {
    test(`a ${fault} fault keeps every value, says so in words, and a resend succeeds`, async ({
      page,
      request,
      problems,
    }) => {
      problems.allow("Failed to load resource");
      if (fault === "timeout") await page.clock.install();
      const weekly = await openNewsletters(page);
      await fillWeekly(page);
      if (fault === "network") {
        // The fixture's dropped socket is retried by Chromium on a fresh connection, so the page would never see
        // it; the network itself fails the first call instead.
        await failNextSubscribeOnTheNetwork(page);
      } else {
        await armFault(request, fault, SUBSCRIBE);
      }
      // The client's timer starts just before the request leaves: only then can the clock jump past it.
      const sent = page.waitForRequest((sentRequest) => sentRequest.url().includes("admin-ajax.php"));
      await weekly.locator(".et_pb_newsletter_button").click();
      await sent;
      if (fault === "timeout") {
        await expect(weekly).toHaveAttribute("data-state", "sending");
        await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1_000);
      }
      const error = weekly.locator(".et_pb_newsletter_error");
      await expect(error).toHaveText(FAULT_WORDS[fault]);
      await expect(error).toContainText(KEPT_HINT);
      await expect(weekly).toHaveAttribute("data-state", "error");
      await expect(weekly.locator("[data-enhance-live]")).toHaveText(FAULT_WORDS[fault]);
      await expectWeeklyValuesKept(page);
      await weekly.locator(".et_pb_newsletter_button").click();
      await expect(weekly).toHaveAttribute("data-state", "success");
      const calls = await ajaxCalls(request, SUBSCRIBE);
      expect(calls.map((call) => call.fault)).toEqual(fault === "network" ? [null] : [fault, null]);
      expect(await submissions(request, "newsletter")).toHaveLength(1);
    });
  }

  test("a double click and a held Enter send one request", async ({ page, request }) => {
    const weekly = await openNewsletters(page);
    await fillWeekly(page);
    await armFault(request, "slow", SUBSCRIBE, { delayMs: 1_500 });
    await weekly.locator(".et_pb_newsletter_button").dblclick();
    await page.locator("#et_pb_signup_email_0").press("Enter");
    await page.locator("#et_pb_signup_email_0").press("Enter");
    await expect(weekly).toHaveAttribute("data-state", "success");
    expect(await ajaxCalls(request, SUBSCRIBE)).toHaveLength(1);
  });

  test("works with the keyboard alone", async ({ page, request }) => {
    const weekly = await openNewsletters(page);
    await page.locator("#et_pb_signup_firstname_0").focus();
    await page.keyboard.type("Ada");
    await page.keyboard.press("Tab");
    await expect(page.locator("#et_pb_signup_lastname_0")).toBeFocused();
    await page.keyboard.type("Lovelace");
    await page.keyboard.press("Tab");
    await page.keyboard.type("ada@example.com");
    await page.keyboard.press("Tab");
    await expect(page.locator("#et_pb_signup_business")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("#et_pb_signup_business")).toHaveValue("Online courses");
    await page.keyboard.press("Tab");
    await expect(page.locator("#et_pb_signup_list_size_0")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("#et_pb_signup_list_size_1")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.locator("#et_pb_signup_email_tool")).toBeFocused();
    await page.keyboard.type("MailerLite");
    await page.keyboard.press("Tab");
    await expect(page.locator("#et_pb_signup_topics_0")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(weekly.locator(".et_pb_newsletter_button")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(weekly).toHaveAttribute("data-state", "success");
    await expect(weekly.locator(".et_pb_newsletter_success")).toBeFocused();
    const [call] = await ajaxCalls(request, SUBSCRIBE);
    expect(call?.fields).toMatchObject({
      "et_custom_fields[list_size]": "1,000 to 10,000",
      "et_custom_fields[email_tool]": "MailerLite",
      "et_custom_fields[topics][]": "SEO",
    });
  });

  test("the keyboard submits from a field with Enter", async ({ page }) => {
    await page.goto("/newsletter.html");
    const quick = page.locator("#quick-signup");
    await quick.scrollIntoViewIfNeeded();
    await expect(quick).toHaveAttribute("data-enhanced", /newsletter/);
    await page.locator("#et_pb_signup_email_2").fill("lin@example.com");
    await page.locator("#et_pb_signup_email_2").press("Enter");
    await expect(quick).toHaveAttribute("data-state", "success");
    await expect(quick.locator(".et_pb_newsletter_success")).toHaveText("Thanks, you are on the list.");
  });

  test("the page's spam protection is asked for a token with the list's action name", async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      (window as Window & { enhanceSpamProtection?: unknown }).enhanceSpamProtection = {
        interaction: async (action: string) => `token-for:${action}`,
      };
    });
    await page.goto("/newsletter.html");
    const quick = page.locator("#quick-signup");
    await quick.scrollIntoViewIfNeeded();
    await expect(quick).toHaveAttribute("data-enhanced", /newsletter/);
    await page.locator("#et_pb_signup_email_2").fill("lin@example.com");
    await quick.locator(".et_pb_newsletter_button").click();
    await expect(quick).toHaveAttribute("data-state", "success");
    const [call] = await ajaxCalls(request, SUBSCRIBE);
    expect(call?.fields["token"]).toBe("token-for:Divi/Module/EmailOptin/List/weekly-lessons");
  });
});

// ---------------------------------------------------------------------------------------------------------
// Comment form and anti-spam fields
// ---------------------------------------------------------------------------------------------------------

async function openPost(page: Page): Promise<Locator> {
  await page.goto("/post.html");
  const respond = page.locator("#respond");
  await expect(respond).toHaveAttribute("data-enhanced", /comment-form/);
  await expect(page.locator("#commentform")).toHaveAttribute("data-enhanced", /anti-spam/);
  return respond;
}

async function fillComment(
  page: Page,
  text = "Would you add a check for course schema markup?",
): Promise<void> {
  await page.locator("#comment").fill(text);
  await page.locator("#author").fill("Grace");
  await page.locator("#email").fill("grace@example.com");
}

/** Sends the next comment POST with a fixture fault header; later ones go through untouched. */
async function faultNextComment(page: Page, fault: Fault, delayMs?: number): Promise<void> {
  let used = false;
  await page.route("**/wp-comments-post.php", async (route) => {
    if (used || route.request().method() !== "POST") {
      await route.fallback();
      return;
    }
    used = true;
    const headers: Record<string, string> = { ...route.request().headers(), "x-fixture-fault": fault };
    if (delayMs !== undefined) headers["x-fixture-fault-delay-ms"] = String(delayMs);
    await route.continue({ headers });
  });
}

test.describe("comment form", () => {
  test("reply moves the form under the comment and sets the parent; cancel puts it back and resets it", async ({
    page,
  }) => {
    const respond = await openPost(page);
    const originalPlace = await page.evaluate(
      () => document.querySelector("#respond")?.previousElementSibling?.className,
    );
    await page.locator("#comment-102 .comment-reply-link").click();
    await expect(respond).toHaveAttribute("data-state", "replying");
    expect(await page.evaluate(() => document.querySelector("#respond")?.previousElementSibling?.id)).toBe(
      "comment-102",
    );
    await expect(page.locator("#comment_parent")).toHaveValue("102");
    await expect(page.locator("#reply-title span")).toHaveText("Reply to Dana Whitfield");
    await expect(page.locator("#cancel-comment-reply-link")).toBeVisible();
    await expect(page.locator("#comment")).toBeFocused();
    await expectNoAxeViolations(page);

    await page.locator("#comment-104 .comment-reply-link").click();
    expect(await page.evaluate(() => document.querySelector("#respond")?.previousElementSibling?.id)).toBe(
      "comment-104",
    );
    await expect(page.locator("#comment_parent")).toHaveValue("104");

    await page.locator("#cancel-comment-reply-link").click();
    await expect(respond).toHaveAttribute("data-state", "idle");
    expect(
      await page.evaluate(() => document.querySelector("#respond")?.previousElementSibling?.className),
    ).toBe(originalPlace);
    await expect(page.locator("#comment_parent")).toHaveValue("0");
    await expect(page.locator("#reply-title span")).toHaveText("Submit a Comment");
    await expect(page.locator("#cancel-comment-reply-link")).toBeHidden();
    await expect(page.locator("#comment-104 .comment-reply-link")).toBeFocused();
  });

  test("validation lists missing fields and clears placeholder text; nothing is posted", async ({ page }) => {
    await openPost(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("wp-comments-post.php")) posts.push(request.method());
    });
    await expect(page.locator("#url")).toHaveValue("Website");
    await page.locator("#submit").click();
    const message = page.locator(".comment-form-message");
    await expect(message.locator("p")).toHaveText([FILL_MESSAGE, "Comment", "Name", "Email"]);
    await expect(page.locator("#url")).toHaveValue("");
    await expect(page.locator("#comment")).toBeFocused();
    await expect(page.locator("#comment")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#commentform")).toHaveAttribute("data-state", "error");
    await expectNoAxeViolations(page);
    await page.locator("#comment").fill("Hi");
    await page.locator("#author").fill("Grace");
    await page.locator("#email").fill("grace@");
    await page.locator("#submit").click();
    await expect(message).toHaveText("Please enter a valid email address.");
    expect(posts).toEqual([]);
  });

  test("a reply is posted with its parent and the anti-spam fields; the form thanks, empties and goes back", async ({
    page,
    request,
  }) => {
    const respond = await openPost(page);
    const loadedAt = Date.now();
    await page.mouse.move(10, 10);
    await page.mouse.move(400, 300, { steps: 8 });
    await page.waitForTimeout(600);
    await page.locator("#comment-101 .comment-reply-link").click();
    await page.keyboard.type("Thanks, merging my pages now!");
    await page.locator("#author").fill("Grace");
    await page.locator("#email").fill("grace@example.com");
    await page.locator("#submit").click();
    const message = page.locator(".comment-form-message");
    await expect(message).toHaveText(AWAITING_MODERATION);
    await expect(message).toBeFocused();
    await expect(page.locator("#commentform")).toHaveAttribute("data-state", "sent");
    await expect(page.locator("#comment")).toHaveValue("");
    await expect(page.locator("#author")).toHaveValue("Grace");
    await expect(page.locator("#comment_parent")).toHaveValue("0");
    await expect(respond).toHaveAttribute("data-state", "idle");

    const [recorded] = await submissions(request, "comment");
    const fields = recorded?.fields ?? {};
    expect(fields).toMatchObject({
      comment: "Thanks, merging my pages now!",
      author: "Grace",
      comment_parent: "101",
      comment_post_ID: "31092",
      url: "",
      ak_hp_textarea: "",
    });
    expectSaneAntiSpamFields(fields, loadedAt, "Thanks, merging my pages now!".length);
  });

  test("a second submit replaces the anti-spam fields instead of adding copies", async ({ page }) => {
    await openPost(page);
    await page.locator("#comment").fill("First try");
    await page.locator("#submit").click();
    await expect(page.locator(".comment-form-message")).toBeVisible();
    const first = await page.locator('#commentform input[name="ak_bfs"]').inputValue();
    await page.waitForTimeout(20);
    await page.locator("#submit").click();
    await expect(page.locator('#commentform input[name="ak_bfs"]')).toHaveCount(1);
    await expect(page.locator('#commentform input[name^="ak_b"]')).toHaveCount(14);
    expect(Number(await page.locator('#commentform input[name="ak_bfs"]').inputValue())).toBeGreaterThan(
      Number(first),
    );
  });

  test("forms posting to another site, and GET forms, get no anti-spam fields", async ({ page }) => {
    await openPost(page);
    const seen = await page.evaluate(async () => {
      const counts: Record<string, number> = {};
      const watch = (form: HTMLFormElement, key: string) =>
        form.addEventListener("submit", (event) => {
          event.preventDefault();
          counts[key] = form.querySelectorAll(
            'input[name^="ak_"]:not([name="ak_js"]):not([name="ak_hp_textarea"])',
          ).length;
        });
      watch(document.querySelector<HTMLFormElement>(".partner-webinar-form")!, "partner");
      watch(document.querySelector<HTMLFormElement>("#searchform")!, "search");
      watch(document.querySelector<HTMLFormElement>("#commentform")!, "comment");
      document.querySelector<HTMLFormElement>(".partner-webinar-form")!.requestSubmit();
      document.querySelector<HTMLFormElement>("#searchform")!.requestSubmit();
      return counts;
    });
    expect(seen).toEqual({ partner: 0, search: 0 });
  });

  test("a form inserted after load is covered too", async ({ page }) => {
    await openPost(page);
    await page.keyboard.press("Shift");
    const count = await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/wp-comments-post.php";
      document.body.append(form);
      let fields = -1;
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        fields = form.querySelectorAll('input[name^="ak_"]').length;
      });
      form.requestSubmit();
      return fields;
    });
    expect(count).toBe(14);
  });

  for (const fault of ["500", "timeout", "badjson", "errorpage"] as const) {
    test(`a ${fault} fault keeps the comment, says why in words, and a resend is accepted`, async ({
      page,
      request,
      problems,
    }) => {
      problems.allow("Failed to load resource");
      if (fault === "timeout") await page.clock.install();
      await openPost(page);
      await fillComment(page);
      await faultNextComment(page, fault);
      const sent = page.waitForRequest((sentRequest) => sentRequest.url().includes("wp-comments-post.php"));
      await page.locator("#submit").click();
      await sent;
      if (fault === "timeout") {
        await expect(page.locator("#commentform")).toHaveAttribute("data-state", "sending");
        await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1_000);
      }
      const message = page.locator(".comment-form-message");
      await expect(message).toContainText(FAULT_WORDS[fault]);
      await expect(message).toContainText(KEPT_HINT);
      await expect(page.locator("#commentform")).toHaveAttribute("data-state", "error");
      await expect(page.locator("#comment")).toHaveValue("Would you add a check for course schema markup?");
      await expect(page.locator("#author")).toHaveValue("Grace");
      await expect(page.locator("#email")).toHaveValue("grace@example.com");
      await page.locator("#submit").click();
      await expect(message).toHaveText(AWAITING_MODERATION);
      expect(await submissions(request, "comment")).toHaveLength(1);
    });
  }

  test("WordPress' refusal of a duplicate is shown with the text kept", async ({ page, problems }) => {
    problems.allow("Failed to load resource");
    await openPost(page);
    await fillComment(page, "Same words twice");
    await page.locator("#submit").click();
    await expect(page.locator(".comment-form-message")).toHaveText(AWAITING_MODERATION);
    await fillComment(page, "Same words twice");
    await page.locator("#submit").click();
    await expect(page.locator(".comment-form-message")).toContainText("Duplicate comment detected");
    await expect(page.locator("#comment")).toHaveValue("Same words twice");
  });

  test("a double click sends one comment", async ({ page, request }) => {
    await openPost(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("wp-comments-post.php") && request.method() === "POST")
        posts.push(request.url());
    });
    await fillComment(page);
    await faultNextComment(page, "slow", 1_000);
    await page.locator("#submit").dblclick();
    await page.locator("#submit").click();
    await expect(page.locator(".comment-form-message")).toHaveText(AWAITING_MODERATION);
    expect(posts).toHaveLength(1);
    expect(await submissions(request, "comment")).toHaveLength(1);
  });

  test("works with the keyboard alone", async ({ page, request }) => {
    const respond = await openPost(page);
    await page.locator("#comment-104 .comment-reply-link").focus();
    await page.keyboard.press("Enter");
    await expect(respond).toHaveAttribute("data-state", "replying");
    await expect(page.locator("#comment")).toBeFocused();
    await page.keyboard.type("It works on subdomains too.");
    await page.keyboard.press("Tab");
    await expect(page.locator("#author")).toBeFocused();
    await page.keyboard.type("Lee");
    await page.keyboard.press("Tab");
    await page.keyboard.type("lee@example.com");
    await page.keyboard.press("Tab");
    await expect(page.locator("#url")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator("#wp-comment-cookies-consent")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator("#submit")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator(".comment-form-message")).toHaveText(AWAITING_MODERATION);
    await expect(page.locator(".comment-form-message")).toBeFocused();
    const [recorded] = await submissions(request, "comment");
    expect(recorded?.fields).toMatchObject({ comment_parent: "104", author: "Lee", url: "" });
  });
});

function expectSaneAntiSpamFields(fields: Fields, loadedAt: number, typedCharacters: number): void {
  const value = (name: string): string => {
    const field = fields[`ak_${name}`];
    expect(typeof field, `ak_${name}`).toBe("string");
    return field as string;
  };
  const inputStart = Number(value("bib"));
  const submitted = Number(value("bfs"));
  expect(inputStart).toBeGreaterThanOrEqual(loadedAt - 60_000);
  expect(submitted).toBeGreaterThanOrEqual(inputStart);
  expect(submitted).toBeLessThanOrEqual(Date.now());
  const keyPresses = Number(value("bkpc"));
  expect(keyPresses).toBeGreaterThanOrEqual(typedCharacters);
  const timings = value("bkp").split(";").filter(Boolean);
  expect(timings).toHaveLength(Math.min(keyPresses, 100));
  for (const entry of timings) expect(entry).toMatch(/^\d+(,\d+)?$/);
  expect(Number(value("bmcc"))).toBeGreaterThanOrEqual(1);
  expect(value("bmc").split(";").filter(Boolean)).toHaveLength(Math.min(Number(value("bmcc")), 100));
  expect(Number(value("bmmc"))).toBeGreaterThanOrEqual(1);
  expect(value("bmm")).toMatch(/^(\d+,\d+;)+$/);
  for (const count of ["btmc", "bsc", "btec"]) expect(value(count)).toMatch(/^\d+$/);
  expect(value("bmk")).toMatch(/^(\d+(;\d+)*)?$/);
  expect(value("bck")).toMatch(/^(\d+(;\d+)*)?$/);
  expect(value("bte")).toMatch(/^(\d+(,\d+)?;)*$/);
}

// ---------------------------------------------------------------------------------------------------------
// Checkout
// ---------------------------------------------------------------------------------------------------------

async function openCheckout(page: Page): Promise<void> {
  await page.goto("/checkout.html");
  await expect(page.locator("body")).toHaveAttribute("data-enhanced", /checkout/);
}

const mirrors = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [
        ...document.querySelectorAll<HTMLInputElement>(
          ".et_pb_wc_checkout_payment_info input[data-enhance-mirror]",
        ),
      ].map((input) => [input.name, input.value]),
    ),
  );

test.describe("checkout", () => {
  test("opens in the shop's state: address closed, one notice group, the chosen payment marked, fields mirrored", async ({
    page,
  }) => {
    await openCheckout(page);
    await expect(page.locator(".shipping_address")).toBeHidden();
    await expect(page.locator(".shipping_address")).toHaveAttribute("data-state", "closed");
    const groups = page.locator(".woocommerce-NoticeGroup-checkout");
    await expect(groups).toHaveCount(2);
    await expect(groups.first()).toBeVisible();
    await expect(groups.nth(1)).toBeHidden();
    await expect(page.locator("li.payment_method_bacs")).toHaveClass(/et_pb_checked/);
    await expect(page.locator(".payment_box.payment_method_bacs")).toBeVisible();
    await expect(page.locator(".payment_box.payment_method_cheque")).toBeHidden();
    expect(await mirrors(page)).toMatchObject({
      billing_first_name: "Ada",
      billing_country: "GB",
      billing_postcode: "SW1A 1A",
      "shipping_method[0]": "flat_rate:1",
      order_comments: "",
    });
    await expectNoAxeViolations(page);
  });

  test("ship to a different address slides the address down and up; unchecking removes its value", async ({
    page,
  }) => {
    await openCheckout(page);
    const box = page.locator("#ship-to-different-address-checkbox");
    const address = page.locator(".shipping_address");
    await expect(box).toHaveAttribute("aria-controls", (await address.getAttribute("id")) ?? "missing");
    await box.check();
    await expect(address).toBeVisible();
    await expect(address).toHaveAttribute("data-state", "open");
    expect(await mirrors(page)).toMatchObject({ ship_to_different_address: "1", shipping_country: "GB" });
    await page.locator("#shipping_city").fill("Leeds");
    await page.locator("#shipping_city").blur();
    expect((await mirrors(page))["shipping_city"]).toBe("Leeds");
    await expectNoAxeViolations(page);
    await box.uncheck();
    await expect(address).toBeHidden();
    const after = await mirrors(page);
    expect(after["ship_to_different_address"]).toBeUndefined();
    expect(after["shipping_city"]).toBeUndefined();
  });

  test("create account adds and removes its mirrored value and shows the password field", async ({
    page,
  }) => {
    await openCheckout(page);
    await expect(page.locator("div.create-account")).toBeHidden();
    await page.locator("#createaccount").check();
    await expect(page.locator("div.create-account")).toBeVisible();
    expect((await mirrors(page))["createaccount"]).toBe("1");
    await page.locator("#createaccount").uncheck();
    expect((await mirrors(page))["createaccount"]).toBeUndefined();
  });

  test("the chosen payment method gets the checked marker and its box", async ({ page }) => {
    await openCheckout(page);
    await page.locator("#payment_method_cheque").check();
    await expect(page.locator("li.payment_method_cheque")).toHaveClass(/et_pb_checked/);
    await expect(page.locator("li.payment_method_bacs")).not.toHaveClass(/et_pb_checked/);
    await expect(page.locator(".payment_box.payment_method_cheque")).toBeVisible();
    await expect(page.locator(".payment_box.payment_method_bacs")).toBeHidden();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("li.payment_method_cod")).toHaveClass(/et_pb_checked/);
  });

  test("shipping method, country and postcode changes emit update_checkout on the body", async ({ page }) => {
    await openCheckout(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as Window & { updates?: string[] }).updates = seen;
      document.body.addEventListener("update_checkout", (event) =>
        seen.push((event as CustomEvent<{ field: string }>).detail.field),
      );
    });
    await page.locator("#shipping_method_0_flat_rate2").check();
    await page.locator("#billing_country").selectOption("IE");
    await page.locator("#billing_postcode").fill("D02 X285");
    await page.locator("#billing_postcode").blur();
    await page.locator("#billing_city").fill("Dublin");
    await page.locator("#billing_city").blur();
    expect(await page.evaluate(() => (window as Window & { updates?: string[] }).updates)).toEqual([
      "shipping_method[0]",
      "billing_country",
      "billing_postcode",
    ]);
    expect(await mirrors(page)).toMatchObject({
      "shipping_method[0]": "flat_rate:2",
      billing_country: "IE",
      billing_postcode: "D02 X285",
      billing_city: "Dublin",
    });
  });

  test("placing the order sends the other modules' fields and the anti-spam fields", async ({
    page,
    request,
  }) => {
    await openCheckout(page);
    await page.locator("#billing_postcode").fill("SW1A 1AA");
    await page.locator("#billing_postcode").blur();
    await page.locator("#order_comments").fill("Leave it with the neighbour");
    await page.locator("#order_comments").blur();
    await page.locator("#place_order").click();
    await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
    const [order] = await submissions(request, "checkout");
    expect(order?.fields).toMatchObject({
      billing_first_name: "Ada",
      billing_postcode: "SW1A 1AA",
      billing_country: "GB",
      order_comments: "Leave it with the neighbour",
      payment_method: "bacs",
      "shipping_method[0]": "flat_rate:1",
    });
    expect(order?.fields["ak_bfs"]).toMatch(/^\d+$/);
  });
  test("declared rules: an emptied required field, a phone with spaces and an address the shop knows (remote rule) are said under the field; the order waits until they are fixed", async ({
    page,
    request,
  }) => {
    await openCheckout(page);
    const emailChecks: string[] = [];
    page.on("request", (sent) => {
      if (new URL(sent.url()).pathname === "/shop/check/email") emailChecks.push(sent.postData() ?? "");
    });
    const firstName = page.locator("#billing_first_name");
    await firstName.fill("");
    await firstName.blur();
    await expect(firstName).toHaveAccessibleDescription("Billing First name is a required field.");
    await expect(page.locator("#billing_first_name_field")).toHaveClass(
      /woocommerce-invalid woocommerce-invalid-required-field/,
    );
    const phone = page.locator("#billing_phone");
    await phone.fill("0113 496 0000");
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription(
      "Please enter your phone number as digits only, without spaces.",
    );
    const email = page.locator("#billing_email");
    await email.fill("ada@");
    await email.blur();
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(page.locator("#billing_email_field")).toHaveClass(/woocommerce-invalid-email/);
    await email.fill("taken@example.com");
    await email.blur();
    await expect(email).toHaveAccessibleDescription(
      "An account is already registered with your email address. Please log in.",
    );
    expect(emailChecks).toEqual(["billing_email=taken%40example.com"]);
    await expectNoAxeViolations(page);

    await page.locator("#place_order").click();
    await expect(firstName).toBeFocused();
    expect(page.url()).toMatch(/\/checkout\.html$/);
    expect(await submissions(request, "checkout")).toEqual([]);

    await firstName.fill("Ada");
    await phone.fill("01134960000");
    await email.fill("ada@example.com");
    await email.blur();
    await expect(page.locator("#billing_first_name_field")).toHaveClass(/woocommerce-validated/);
    await expect(page.locator(".checkout-inline-error-message")).toHaveCount(0);
    await page.locator("#place_order").click();
    await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
    expect(await submissions(request, "checkout")).toHaveLength(1);
  });

  test("in the builder preview the required fields' notices read like 'Billing First name is a required field.'", async ({
    page,
  }) => {
    await page.goto("/checkout.html?et_fb=1");
    await expect(page.locator("body")).toHaveAttribute("data-enhanced", /checkout/);
    const notices = page.locator("[data-enhance-builder-notices] li");
    await expect(notices.first()).toHaveText("Billing First name is a required field.");
    await expect(notices).toHaveText([
      "Billing First name is a required field.",
      "Billing Last name is a required field.",
      "Billing Country / Region is a required field.",
      "Billing Street address is a required field.",
      "Billing Town / City is a required field.",
      "Billing Postcode / ZIP is a required field.",
      "Billing Email address is a required field.",
    ]);
    await expect(page.locator("[data-enhance-builder-notices]")).toBeVisible();
    await expectNoAxeViolations(page);
    // Outside the builder there is no such notice.
    await openCheckout(page);
    await expect(page.locator("[data-enhance-builder-notices]")).toHaveCount(0);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Real pages with a newsletter
// ---------------------------------------------------------------------------------------------------------

const folder = REAL_PAGES_DIR;
const realPages = existsSync(folder)
  ? readdirSync(folder)
      .filter((file) => file.endsWith(".html"))
      .filter((file) => readFileSync(`${folder}/${file}`, "utf8").includes('class="et_pb_newsletter_form"'))
      .sort()
  : [];

/** Stands in for a visitor's valid session: the page's own nonce becomes the fixture's before it leaves. */
async function useFixtureNonce(page: Page): Promise<void> {
  await page.route("**/wp-admin/admin-ajax.php", async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? "");
    if (body.get("action") !== SUBSCRIBE) {
      await route.fallback();
      return;
    }
    body.set("et_frontend_nonce", FIXTURE_FRONTEND_NONCE);
    await route.continue({ postData: body.toString() });
  });
}

test.describe("real pages with a newsletter", () => {
  skipWithoutRealPages(realPages, `no real pages with a newsletter: ${folder} is absent`);

  for (const file of realPages) {
    test(`${file}: every newsletter validates and subscribes against the stand-in, with zero uncaught errors`, async ({
      page,
      browser,
      baseURL,
      problems,
      request,
    }) => {
      await tolerateRealPageOwnProblems(problems, browser, baseURL, file);
      await useFixtureNonce(page);
      // A redirect to the site's own host is answered here, so the test sees where the visitor would go.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)[^/]+\/.*/, (route) =>
        route.request().isNavigationRequest()
          ? route.fulfill({
              status: 200,
              contentType: "text/html",
              body: "<!doctype html><title>Redirected</title>",
            })
          : route.abort("blockedbyclient"),
      );
      await page.goto(`/real/${file}`, { waitUntil: "domcontentloaded" });
      await scrollThrough(page);
      await waitForBootToSettle(page);
      const messages = await page.evaluate(() => {
        const custom = (window as Window & { et_pb_custom?: { fill_message?: string; invalid?: string } })
          .et_pb_custom;
        return {
          fill: custom?.fill_message ?? "Please, fill in the following fields:",
          invalid: custom?.invalid ?? "Invalid email",
        };
      });
      const modules = page.locator(".et_pb_newsletter");
      const count = await modules.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const module = modules.nth(index);
        await module.scrollIntoViewIfNeeded();
        await expect(module).toHaveAttribute("data-enhanced", /newsletter/);
        const button = module.locator(".et_pb_newsletter_button");
        const email = module.locator('input[name="et_pb_signup_email"]');
        const error = module.locator(".et_pb_newsletter_error");
        await button.click();
        await expect(error).toContainText(messages.fill);
        await expect(email).toHaveAttribute("aria-invalid", "true");
        await email.fill("not-an-address");
        await button.click();
        await expect(error).toHaveText(messages.invalid);
        await email.fill(`reader${index}@example.com`);
        const redirect = await module.getAttribute("data-redirect_url");
        await button.click();
        if (redirect) {
          await page.waitForURL((url) => url.href.startsWith(redirect.split("?")[0] ?? redirect));
          break;
        }
        await expect(module).toHaveAttribute("data-state", "success");
        await expect(module.locator(".et_pb_newsletter_success")).toBeVisible();
        await expect(module.locator(".et_pb_newsletter_fields")).toBeHidden();
      }
      const calls = await ajaxCalls(request, SUBSCRIBE);
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) {
        expect(call.fields).toMatchObject({ action: SUBSCRIBE, et_frontend_nonce: FIXTURE_FRONTEND_NONCE });
        expect(call.fields["et_email"]).toMatch(/^reader\d@example\.com$/);
        expect(call.fields["et_list_id"]).toMatch(/^\w+$/);
        expect(call.fields["et_provider"]).toBe("mailchimp");
      }
    });
  }

  test("a page's own nonce, refused by the stand-in, is said in words and the address stays", async ({
    page,
    browser,
    baseURL,
    problems,
  }) => {
    const file = realPages.find((name) => name.startsWith("18-")) ?? realPages[0] ?? "";
    await tolerateRealPageOwnProblems(problems, browser, baseURL, file);
    await page.goto(`/real/${file}`, { waitUntil: "domcontentloaded" });
    const module = page.locator(".et_pb_newsletter").first();
    await module.scrollIntoViewIfNeeded();
    await expect(module).toHaveAttribute("data-enhanced", /newsletter/);
    await module.locator('input[name="et_pb_signup_email"]').fill("reader@example.com");
    await module.locator(".et_pb_newsletter_button").click();
    await expect(module.locator(".et_pb_newsletter_error")).toContainText("(error 403)");
    await expect(module.locator('input[name="et_pb_signup_email"]')).toHaveValue("reader@example.com");
  });
});
