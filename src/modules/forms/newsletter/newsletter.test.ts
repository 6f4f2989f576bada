import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import { AjaxNetworkError, AjaxStatusError, AjaxTimeoutError } from "../../../core/ajax-errors";
import { readSiteConfig } from "../../../core/config";
import { createDisposables } from "../../../core/disposables";
import { FAILURE_MESSAGES, KEPT_HINT } from "../../../core/forms/submission";
import { createTestContext, render } from "../../../test-support/context";
import definition from "./index";
import { CUSTOM_FIELD_ERROR_CLASS, FIELD_ERROR_CLASS, LOADING_CLASS, mount, navigation } from "./newsletter";
import { NEWSLETTER_MARKUP } from "../../../test-support/newsletter-markup";

type PostAction = (
  action: string,
  fields: Record<string, unknown>,
  schema?: unknown,
  options?: unknown,
) => Promise<string>;

const config = readSiteConfig({
  et_pb_custom: {
    ajaxurl: "/wp-admin/admin-ajax.php",
    et_frontend_nonce: "nonce-123",
    fill_message: "Please, fill in the following fields:",
    invalid: "Invalid email",
    contact_error_message: "Please, fix the following errors:",
    subscription_failed: "Please, check the fields below to make sure you entered the correct information.",
  },
});

let controller: AbortController | undefined;

function setup(markup = NEWSLETTER_MARKUP, reply: PostAction = () => Promise.resolve('{"success":true}')) {
  const root = render(markup);
  const module = root.querySelector<HTMLElement>(".et_pb_newsletter")!;
  const postAction = vi.fn(reply);
  controller = new AbortController();
  const context: ModuleContext = createTestContext(module, {
    config,
    signal: controller.signal,
    disposables: createDisposables(controller.signal),
    ajax: {
      postAction: postAction as unknown as ModuleContext["ajax"]["postAction"],
      postForm: vi.fn(),
      getText: vi.fn(),
    },
  });
  const converted = vi.fn();
  context.bus.on("form:converted", converted);
  mount(module, context);
  const $ = <T extends HTMLElement = HTMLElement>(selector: string) => module.querySelector<T>(selector)!;
  const type = (selector: string, value: string) => {
    const input = $<HTMLInputElement>(selector);
    input.value = value;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };
  const choose = (selector: string) => {
    const input = $<HTMLInputElement>(selector);
    input.checked = true;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  };
  const fillValid = () => {
    type("#nl_first", "Ada");
    type("#nl_last", "Lovelace");
    type("#nl_email", "ada@example.com");
    type("#nl_company", "Acme");
    choose("#lv0");
  };
  const click = () => $(".et_pb_newsletter_button").click();
  const sentFields = (call = 0) => postAction.mock.calls[call]?.[1] as Record<string, unknown>;
  const errorText = () =>
    [...$(".et_pb_newsletter_error").querySelectorAll("p, li")]
      .map((line) => line.textContent?.trim())
      .join(" ");
  return {
    module,
    root,
    $,
    type,
    choose,
    fillValid,
    click,
    postAction,
    sentFields,
    errorText,
    converted,
    context,
  };
}

beforeEach(() => {
  vi.spyOn(navigation, "assign").mockImplementation(() => undefined);
});

afterEach(() => {
  controller?.abort();
  controller = undefined;
  vi.restoreAllMocks();
  document.body.replaceChildren();
  delete (window as Window & { enhanceSpamProtection?: unknown }).enhanceSpamProtection;
});

describe("definition", () => {
  it("pins the definition: .et_pb_newsletter, mounted when visible", () => {
    expect(definition.name).toBe("newsletter");
    expect(definition.selector).toBe(".et_pb_newsletter");
    expect(definition.strategy).toBe("visible");
  });
});

describe("at mount", () => {
  it("is idle, hides both result areas and hides conditional fields whose rules do not hold", () => {
    const { module, $ } = setup();
    expect(module.dataset["state"]).toBe("idle");
    expect($(".et_pb_newsletter_error").hidden).toBe(true);
    expect($(".et_pb_newsletter_success").hidden).toBe(true);
    expect($(".et_pb_newsletter_button").getAttribute("role")).toBe("button");
    const budget = $("#nl_budget").closest<HTMLElement>("p")!;
    expect(budget.hidden).toBe(true);
    expect($("#nl_budget").hasAttribute("pattern")).toBe(false);
    expect($("#nl_budget").dataset["pattern"]).toBe("[0-9]+");
  });

  it("warns about unreadable conditional rules, naming the field", () => {
    const { context } = setup();
    expect(context.log.warn).toHaveBeenCalledWith(
      expect.stringContaining('newsletter field "budget"'),
      expect.anything(),
    );
  });
});

describe("validation", () => {
  it("lists every empty required field under the fill message, marks them and focuses the first; sends nothing", () => {
    const { module, $, click, postAction, errorText } = setup();
    click();
    expect(postAction).not.toHaveBeenCalled();
    expect(module.dataset["state"]).toBe("error");
    expect(errorText()).toBe(
      "Please, fill in the following fields: First Name Last Name Email Company Your level",
    );
    expect([...$(".et_pb_newsletter_error").querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "First Name",
      "Last Name",
      "Email",
      "Company",
      "Your level",
    ]);
    expect($(".et_pb_newsletter_error").hidden).toBe(false);
    expect($("#nl_first").classList.contains(FIELD_ERROR_CLASS)).toBe(true);
    expect($("#nl_first").getAttribute("aria-invalid")).toBe("true");
    expect($("#nl_first").getAttribute("aria-describedby")).toBe($(".et_pb_newsletter_error").id);
    expect($("#nl_company").classList.contains(CUSTOM_FIELD_ERROR_CLASS)).toBe(true);
    expect($("#lv0").classList.contains(CUSTOM_FIELD_ERROR_CLASS)).toBe(true);
    expect(document.activeElement).toBe($("#nl_first"));
    expect(module.querySelector("[data-enhance-live]")?.textContent).toContain(
      "Please, fill in the following fields:",
    );
  });

  it("shows the invalid message for a malformed address", () => {
    const { $, type, fillValid, click, postAction, errorText } = setup();
    fillValid();
    type("#nl_email", "ada@example");
    click();
    expect(postAction).not.toHaveBeenCalled();
    expect(errorText()).toBe("Invalid email");
    expect(document.activeElement).toBe($("#nl_email"));
  });

  it("clears the marks once the form is fixed", async () => {
    const { $, fillValid, click, postAction } = setup();
    click();
    fillValid();
    click();
    await vi.waitFor(() => expect(postAction).toHaveBeenCalledTimes(1));
    expect($("#nl_first").hasAttribute("aria-invalid")).toBe(false);
    expect($("#nl_first").classList.contains(FIELD_ERROR_CLASS)).toBe(false);
  });

  it("checks a shown conditional field, with its pattern back in place", () => {
    const { $, type, fillValid, choose, click, postAction, errorText } = setup();
    fillValid();
    choose("#lv1");
    expect($("#nl_budget").closest<HTMLElement>("p")!.hidden).toBe(false);
    expect($("#nl_budget").getAttribute("pattern")).toBe("[0-9]+");
    click();
    expect(errorText()).toBe("Please, fill in the following fields: Monthly budget");
    type("#nl_budget", "lots");
    click();
    expect(postAction).not.toHaveBeenCalled();
    expect(errorText()).toContain("Please, fix the following errors:");
    expect(errorText()).toContain("Monthly budget");
  });

  it("re-evaluates conditions 250 ms after a key press", () => {
    vi.useFakeTimers();
    try {
      const markup = NEWSLETTER_MARKUP.replace(
        `[["level","is","Pro"],["bad"]]`,
        `[["company","contains","agency"]]`,
      );
      const { $ } = setup(markup);
      const company = $<HTMLInputElement>("#nl_company");
      company.value = "Web Agency";
      company.dispatchEvent(new KeyboardEvent("keydown", { key: "y", bubbles: true }));
      vi.advanceTimersByTime(249);
      expect($("#nl_budget").closest<HTMLElement>("p")!.hidden).toBe(true);
      vi.advanceTimersByTime(1);
      expect($("#nl_budget").closest<HTMLElement>("p")!.hidden).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("sending", () => {
  it("posts et_pb_submit_subscribe_form with every field of spec 7, hidden fields reported apart", async () => {
    const { fillValid, choose, click, postAction, sentFields } = setup();
    fillValid();
    choose("#tp1");
    click();
    await vi.waitFor(() => expect(postAction).toHaveBeenCalledTimes(1));
    expect(postAction.mock.calls[0]?.[0]).toBe("et_pb_submit_subscribe_form");
    expect(sentFields()).toEqual({
      et_frontend_nonce: "nonce-123",
      et_list_id: "list-42",
      et_firstname: "Ada",
      et_lastname: "Lovelace",
      et_email: "ada@example.com",
      et_provider: "mailchimp",
      et_account: "blogtobusiness",
      et_ip_address: "true",
      et_custom_fields: { company: "Acme", level: "Beginner", topics: ["Email"] },
      et_hidden_fields: ["budget"],
      et_checksum: "4befdda0ffef4184ba3545076e142d88",
      token: "",
    });
  });

  it("shows the loading state while the request runs, and ignores a second submit", async () => {
    let answer: (text: string) => void = () => undefined;
    const { module, $, fillValid, click, postAction } = setup(
      NEWSLETTER_MARKUP,
      () => new Promise((resolve) => (answer = resolve)),
    );
    fillValid();
    click();
    await vi.waitFor(() => expect(postAction).toHaveBeenCalledTimes(1));
    expect(module.dataset["state"]).toBe("sending");
    expect($(".et_pb_newsletter_button").classList.contains(LOADING_CLASS)).toBe(true);
    expect($(".et_pb_newsletter_button").getAttribute("aria-disabled")).toBe("true");
    expect(module.querySelector("form")!.getAttribute("aria-busy")).toBe("true");
    click();
    $("#nl_email").dispatchEvent(
      new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }),
    );
    answer('{"success":true}');
    await vi.waitFor(() => expect(module.dataset["state"]).toBe("success"));
    expect(postAction).toHaveBeenCalledTimes(1);
    expect($(".et_pb_newsletter_button").classList.contains(LOADING_CLASS)).toBe(false);
  });

  it("asks the page's spam protection for a token with the list's action name", async () => {
    const interaction = vi.fn(() => Promise.resolve("token-xyz"));
    (window as Window & { enhanceSpamProtection?: unknown }).enhanceSpamProtection = { interaction };
    const { fillValid, click, postAction, sentFields } = setup(
      NEWSLETTER_MARKUP.replace(
        "et_pb_newsletter et_pb_subscribe",
        "et_pb_newsletter et_pb_subscribe et_pb_recaptcha_enabled",
      ),
    );
    fillValid();
    click();
    await vi.waitFor(() => expect(postAction).toHaveBeenCalledTimes(1));
    expect(interaction).toHaveBeenCalledWith("Divi/Module/EmailOptin/List/list-42");
    expect(sentFields().token).toBe("token-xyz");
  });

  it("submits with Enter in a field and with Space on the button", async () => {
    const { $, fillValid, postAction } = setup(NEWSLETTER_MARKUP, () =>
      Promise.resolve('{"error":"Try later"}'),
    );
    fillValid();
    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    $("#nl_email").dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(postAction).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect($(".et_pb_newsletter_error").hidden).toBe(false));
    const space = new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    $(".et_pb_newsletter_button").dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(postAction).toHaveBeenCalledTimes(2));
  });
});

describe("replies", () => {
  it("on success hides the fields, shows and focuses the success message and logs the conversion", async () => {
    const { module, $, fillValid, click, converted } = setup();
    fillValid();
    click();
    await vi.waitFor(() => expect(module.dataset["state"]).toBe("success"));
    expect($(".et_pb_newsletter_fields").hidden).toBe(true);
    expect($(".et_pb_newsletter_success").hidden).toBe(false);
    expect(document.activeElement).toBe($(".et_pb_newsletter_success"));
    expect(converted).toHaveBeenCalledWith({ form: module, kind: "newsletter", formNumber: 3 });
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it("redirects with the asked query when the module has a redirect address", async () => {
    const markup = NEWSLETTER_MARKUP.replace(
      'id="weekly"',
      'id="weekly" data-redirect_url="/thank-you/?from=newsletter" data-redirect_query="name|email|css_id"',
    );
    const { fillValid, click, converted } = setup(markup);
    fillValid();
    click();
    await vi.waitFor(() => expect(navigation.assign).toHaveBeenCalledTimes(1));
    expect(navigation.assign).toHaveBeenCalledWith(
      `${location.origin}/thank-you/?from=newsletter&first_name=Ada&email=ada%40example.com&css_id=weekly`,
    );
    expect(converted).toHaveBeenCalledTimes(1);
  });

  it("shows the reply's error and keeps every value", async () => {
    const { module, $, fillValid, click, errorText } = setup(NEWSLETTER_MARKUP, () =>
      Promise.resolve('{"error":"This email address is already subscribed to the list."}'),
    );
    fillValid();
    click();
    await vi.waitFor(() => expect(module.dataset["state"]).toBe("error"));
    expect(errorText()).toBe("This email address is already subscribed to the list.");
    expect($<HTMLInputElement>("#nl_email").value).toBe("ada@example.com");
    expect($(".et_pb_newsletter_fields").hidden).toBe(false);
  });

  it("shows the subscription-failed message for an empty reply", async () => {
    const { module, fillValid, click, errorText } = setup(NEWSLETTER_MARKUP, () => Promise.resolve(""));
    fillValid();
    click();
    await vi.waitFor(() => expect(module.dataset["state"]).toBe("error"));
    expect(errorText()).toBe(
      "Please, check the fields below to make sure you entered the correct information.",
    );
  });

  it("says an unreadable reply in words", async () => {
    const { module, fillValid, click, errorText } = setup(NEWSLETTER_MARKUP, () =>
      Promise.resolve('{"success": tru'),
    );
    fillValid();
    click();
    await vi.waitFor(() => expect(module.dataset["state"]).toBe("error"));
    expect(errorText()).toBe(`${FAILURE_MESSAGES.parse} ${KEPT_HINT}`);
  });

  it.each([
    [
      new AjaxNetworkError("et_pb_submit_subscribe_form", new TypeError("Failed to fetch")),
      FAILURE_MESSAGES.network,
    ],
    [new AjaxTimeoutError("et_pb_submit_subscribe_form", 15_000), FAILURE_MESSAGES.timeout],
    [new AjaxStatusError("et_pb_submit_subscribe_form", 500, "Internal Server Error"), "(error 500)"],
  ])("keeps the values after %s, says so, and sends again", async (error, words) => {
    let fail = true;
    const { module, $, fillValid, click, postAction, errorText } = setup(NEWSLETTER_MARKUP, () =>
      fail ? Promise.reject(error) : Promise.resolve('{"success":true}'),
    );
    fillValid();
    click();
    await vi.waitFor(() => expect(module.dataset["state"]).toBe("error"));
    expect(errorText()).toContain(words);
    expect(errorText()).toContain(KEPT_HINT);
    expect($<HTMLInputElement>("#nl_first").value).toBe("Ada");
    expect($<HTMLInputElement>("#nl_email").value).toBe("ada@example.com");
    fail = false;
    click();
    await vi.waitFor(() => expect(module.dataset["state"]).toBe("success"));
    expect(postAction).toHaveBeenCalledTimes(2);
  });

  it("ignores submits after success", async () => {
    const { module, click, fillValid, postAction } = setup();
    fillValid();
    click();
    await vi.waitFor(() => expect(module.dataset["state"]).toBe("success"));
    click();
    await Promise.resolve();
    expect(postAction).toHaveBeenCalledTimes(1);
  });
});

describe("a module without a form", () => {
  it("warns and leaves the markup alone", () => {
    const module = render(`<div class="et_pb_newsletter"><p>Coming soon</p></div>`)
      .firstElementChild as HTMLElement;
    const context = createTestContext(module);
    expect(mount(module, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalledWith(expect.stringContaining("without a form"), module);
  });
});

describe("the island", () => {
  const SERVER_PARTS = [
    ".et_pb_newsletter_form",
    "form",
    ".et_pb_newsletter_error",
    ".et_pb_newsletter_success",
    ".et_pb_newsletter_fields",
    "#nl_first",
    "#nl_email",
    "#nl_company",
    "#lv0",
    "#nl_budget",
    ".et_pb_newsletter_button",
    'input[name="et_pb_signup_checksum"]',
  ];

  it("adopts the server's nodes: the form, its areas, fields and button are the same nodes after mount", () => {
    const module = render(NEWSLETTER_MARKUP).querySelector<HTMLElement>(".et_pb_newsletter")!;
    const server = SERVER_PARTS.map((selector) => module.querySelector(selector));
    controller = new AbortController();
    const cleanup = mount(module, createTestContext(module, { config, signal: controller.signal }));
    expect(cleanup).toBeTypeOf("function");
    SERVER_PARTS.forEach((selector, index) => {
      expect(server[index]).not.toBeNull();
      expect(module.querySelector(selector)).toBe(server[index]);
    });
  });

  it("cleanup gives the server markup back after an error was shown; what was typed stays", () => {
    const module = render(NEWSLETTER_MARKUP).querySelector<HTMLElement>(".et_pb_newsletter")!;
    const serialize = () => new XMLSerializer().serializeToString(module);
    const before = serialize();
    controller = new AbortController();
    const cleanup = mount(module, createTestContext(module, { config, signal: controller.signal }))!;
    const first = module.querySelector<HTMLInputElement>("#nl_first")!;
    first.value = "Ada";
    module.querySelector<HTMLElement>(".et_pb_newsletter_button")!.click();
    expect(module.dataset["state"]).toBe("error");
    cleanup();
    expect(serialize()).toBe(before);
    expect(module.querySelector("#nl_first")).toBe(first);
    expect(first.value).toBe("Ada");
  });
});
