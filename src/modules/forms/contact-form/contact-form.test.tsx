import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import { AjaxStatusError, AjaxTimeoutError } from "../../../core/ajax-errors";
import { sanitizeToFragment } from "../../../core/html";
import { KEPT_HINT } from "../../../core/forms/submission";
import { createTestContext, render } from "../../../test-support/context";
import {
  CONDITION_KEYDOWN_DEBOUNCE_MS,
  ERROR_CLASS,
  enhanceContactForm,
  type ContactFormOptions,
} from "./contact-form";
import { CONTACT_FORM_HTML } from "../../../test-support/contact-form-markup";

const SUCCESS_REPLY = `<html><body><div id="et_pb_contact_form_0" class="et_pb_contact_form_container" data-form_unique_num="0">
  <h2 class="et_pb_contact_main_title">Course question</h2><div class="et-pb-contact-message"><p>Thanks for contacting us</p></div>
</div></body></html>`;

const errorReply = (form: string) =>
  `<html><body><div id="et_pb_contact_form_0" class="et_pb_contact_form_container">${form.replace(
    '<div class="et-pb-contact-message"></div>',
    '<div class="et-pb-contact-message"><p class="et_pb_contact_error_text">Make sure you fill in all required fields.</p></div>',
  )}</div></body></html>`;

/** The inner markup of the module, as the server re-renders it (values empty). */
const FORM_INNER = CONTACT_FORM_HTML.slice(
  CONTACT_FORM_HTML.indexOf(">") + 1,
  CONTACT_FORM_HTML.lastIndexOf("</div>"),
);

interface Setup {
  container: HTMLElement;
  form: HTMLFormElement;
  context: ModuleContext;
  postForm: ReturnType<typeof vi.fn>;
  redirect: ReturnType<typeof vi.fn>;
  events: { name: string; payload: unknown }[];
  controller: AbortController;
}

function setup(
  reply: (url: string, body: URLSearchParams) => Promise<string> = async () => SUCCESS_REPLY,
  options: ContactFormOptions = {},
  markup = CONTACT_FORM_HTML,
): Setup {
  const root = render(markup);
  const container = root.querySelector<HTMLElement>(".et_pb_contact_form_container") as HTMLElement;
  const postForm = vi.fn((url: string, body: URLSearchParams) => reply(url, body));
  const controller = new AbortController();
  const base = createTestContext(container);
  const context = createTestContext(container, {
    ajax: { ...base.ajax, postForm: postForm as ModuleContext["ajax"]["postForm"] },
    html: { toFragment: async (html) => sanitizeToFragment(html) },
    signal: controller.signal,
  });
  const events: { name: string; payload: unknown }[] = [];
  context.bus.on("*", (name, payload) => events.push({ name: String(name), payload }));
  const redirect = vi.fn();
  enhanceContactForm(container, context, { redirect, random: () => 0, ...options });
  return {
    container,
    form: container.querySelector("form") as HTMLFormElement,
    context,
    postForm,
    redirect,
    events,
    controller,
  };
}

function byName<T extends Element = HTMLInputElement>(root: ParentNode, name: string): T {
  const element = root.querySelector<T>(`[name="${name}"]`);
  if (element === null) throw new Error(`no ${name}`);
  return element;
}

function submit(container: HTMLElement): void {
  const form = container.querySelector("form");
  if (form === null) throw new Error("no form");
  form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
}

function fillValid(root: ParentNode): void {
  byName(root, "et_pb_contact_name_0").value = "Anna";
  byName(root, "et_pb_contact_email_0").value = "anna@example.com";
  (root.querySelector('[value="Email"]') as HTMLInputElement).checked = true;
  byName<HTMLTextAreaElement>(root, "et_pb_contact_message_0").value = "Hello there";
  byName(root, "et_pb_contact_captcha_0").value = "10";
}

const messageText = (container: HTMLElement) =>
  container.querySelector(".et-pb-contact-message")?.textContent?.replace(/\s+/g, " ").trim();

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe("contact form: mount", () => {
  it("starts idle, marks required fields and groups, labels the captcha and hides the honeypot", () => {
    const { container, form } = setup();
    expect(container.dataset["state"]).toBe("idle");
    expect(form.noValidate).toBe(true);
    expect(byName(form, "et_pb_contact_name_0").getAttribute("aria-required")).toBe("true");
    const group = form.querySelector('[data-id="course"] .et_pb_contact_field_options_wrapper');
    expect(group?.getAttribute("role")).toBe("radiogroup");
    expect(document.getElementById(group?.getAttribute("aria-labelledby") ?? "")?.textContent).toBe("Course");
    expect(byName(form, "et_pb_contact_captcha_0").getAttribute("aria-label")).toBe("Captcha: 7 + 3 =");
    const honeypot = form.querySelector<HTMLElement>('[data-id="et_number"]');
    expect(honeypot?.hidden).toBe(true);
    expect(byName(form, "et_pb_contact_et_number_0").tabIndex).toBe(-1);
  });

  it("hides conditional fields until their conditions hold and moves their pattern aside", () => {
    const { form } = setup();
    const site = form.querySelector<HTMLElement>('[data-id="site"]') as HTMLElement;
    const input = byName(form, "et_pb_contact_site_0");
    expect(site.hidden).toBe(true);
    expect(input.hasAttribute("pattern")).toBe(false);
    expect(input.dataset["pattern"]).toBe("https?://.+");
    const seo = form.querySelector('[value="SEO"]') as HTMLInputElement;
    seo.checked = true;
    seo.dispatchEvent(new Event("change", { bubbles: true }));
    expect(site.hidden).toBe(false);
    expect(input.getAttribute("pattern")).toBe("https?://.+");
  });

  it(`re-evaluates ${CONDITION_KEYDOWN_DEBOUNCE_MS} ms after the last key down`, () => {
    vi.useFakeTimers();
    expect(CONDITION_KEYDOWN_DEBOUNCE_MS).toBe(250);
    const markup = CONTACT_FORM_HTML.replace(
      `data-conditional-logic='[["course","is","SEO"]]'`,
      `data-conditional-logic='[["name","contains","seo"]]'`,
    );
    const { form } = setup(undefined, {}, markup);
    const site = form.querySelector<HTMLElement>('[data-id="site"]') as HTMLElement;
    const name = byName(form, "et_pb_contact_name_0");
    name.value = "SEO Anna";
    name.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "a" }));
    vi.advanceTimersByTime(CONDITION_KEYDOWN_DEBOUNCE_MS - 1);
    expect(site.hidden).toBe(true);
    name.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "a" }));
    vi.advanceTimersByTime(CONDITION_KEYDOWN_DEBOUNCE_MS - 1);
    expect(site.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(site.hidden).toBe(false);
  });

  it("warns about unreadable conditional logic and ignores it", () => {
    const markup = CONTACT_FORM_HTML.replace(`'[["course","is","SEO"]]'`, `'[["course","means","SEO"]]'`);
    const { context, form } = setup(undefined, {}, markup);
    expect(context.log.warn).toHaveBeenCalledWith(expect.stringContaining('field "site"'));
    expect(form.querySelector<HTMLElement>('[data-id="site"]')?.hidden).toBe(false);
  });

  it("is already submitted when the module holds only the thank-you text", () => {
    const root = render(SUCCESS_REPLY.replace(/<\/?(html|body)>/g, ""));
    const container = root.querySelector<HTMLElement>(".et_pb_contact_form_container") as HTMLElement;
    enhanceContactForm(container, createTestContext(container));
    expect(container.dataset["state"]).toBe("submitted");
  });
});

describe("contact form: validation", () => {
  it("lists the missing fields under the fill message, marks them and focuses the first; sends nothing", () => {
    const { container, form, postForm } = setup();
    submit(container);
    expect(container.querySelector(".et-pb-contact-message p")?.textContent).toBe(
      "Please, fill in the following fields:",
    );
    expect(
      [...container.querySelectorAll(".et-pb-contact-message li")].map((item) => item.textContent),
    ).toEqual(["Name", "Email Address", "Course", "Message", "Captcha"]);
    const name = byName(form, "et_pb_contact_name_0");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.classList.contains(ERROR_CLASS)).toBe(true);
    expect(name.getAttribute("aria-describedby")).toBe("et_pb_contact_form_0-message");
    expect(document.activeElement).toBe(name);
    expect(container.querySelector("[data-enhance-live]")?.textContent).toBe(
      "Please, fill in the following fields: Name, Email Address, Course, Message, Captcha.",
    );
    expect(container.dataset["state"]).toBe("idle");
    expect(postForm).not.toHaveBeenCalled();
  });

  it("uses the page's own messages from et_pb_custom", () => {
    const root = render(CONTACT_FORM_HTML);
    const container = root.querySelector<HTMLElement>(".et_pb_contact_form_container") as HTMLElement;
    const base = createTestContext(container);
    const context = createTestContext(container, {
      config: {
        ...base.config,
        pbCustom: { ...base.config.pbCustom, fill_message: "Bitte ausfüllen:", captcha: "Rechenaufgabe" },
      },
    });
    enhanceContactForm(container, context);
    submit(container);
    expect(messageText(container)).toBe("Bitte ausfüllen:NameEmail AddressCourseMessageRechenaufgabe");
  });

  it("a wrong captcha: message, new numbers, cleared answer, focus on it", () => {
    const { container, form, postForm } = setup(undefined, { random: () => 0.5 });
    fillValid(form);
    const captcha = byName(form, "et_pb_contact_captcha_0");
    captcha.value = "12";
    submit(container);
    expect(messageText(container)).toBe("You entered the wrong number in captcha.");
    expect(captcha.value).toBe("");
    expect(captcha.dataset["first_digit"]).toBe("8");
    expect(captcha.dataset["second_digit"]).toBe("8");
    expect(form.querySelector(".et_pb_contact_captcha_question")?.textContent).toBe("8 + 8");
    expect(document.activeElement).toBe(captcha);
    expect(postForm).not.toHaveBeenCalled();
  });

  it("the general message comes before the list when there are other errors", () => {
    const { container, form } = setup();
    byName(form, "et_pb_contact_email_0").value = "anna@blog";
    submit(container);
    const paragraphs = [...container.querySelectorAll(".et-pb-contact-message p")].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      "Please, fix the following errors:",
      "Please, fill in the following fields:",
    ]);
    expect(container.querySelector(".et-pb-contact-message ul:last-child")?.textContent).toBe(
      "Invalid email",
    );
  });

  it("a visible field's pattern is checked and named with its title", () => {
    const { container, form } = setup();
    fillValid(form);
    const seo = form.querySelector('[value="SEO"]') as HTMLInputElement;
    seo.checked = true;
    seo.dispatchEvent(new Event("change", { bubbles: true }));
    byName(form, "et_pb_contact_site_0").value = "blog.example";
    submit(container);
    expect(messageText(container)).toBe("Site: Start with http");
  });

  it("editing a marked field clears its mark", () => {
    const { container, form } = setup();
    submit(container);
    const name = byName(form, "et_pb_contact_name_0");
    name.value = "A";
    name.dispatchEvent(new Event("input", { bubbles: true }));
    expect(name.hasAttribute("aria-invalid")).toBe(false);
    expect(name.classList.contains(ERROR_CLASS)).toBe(false);
  });
});

describe("contact form: submission", () => {
  it("posts the serialized fields, the field list, the hidden list and the token to the form's action", async () => {
    const { container, form, postForm } = setup();
    fillValid(form);
    (form.querySelector('[value="Analytics"]') as HTMLInputElement).checked = true;
    submit(container);
    expect(container.dataset["state"]).toBe("validating");
    await vi.waitFor(() => expect(postForm).toHaveBeenCalledTimes(1));
    const [url, body] = postForm.mock.calls[0] as [string, URLSearchParams];
    expect(url).toBe(new URL("/contact-form.html", document.baseURI).href);
    expect(body.get("et_pb_contact_name_0")).toBe("Anna");
    expect(body.get("et_pb_contact_course_0")).toBe("Email");
    expect(body.get("et_pb_contact_topics_0")).toBe("Analytics");
    expect(body.get("et_pb_contactform_submit_0")).toBe("et_contact_proccess");
    expect(body.get("_wpnonce-et-pb-contact-form-submitted-0")).toBe("nonce-0");
    expect(body.get("et_pb_contact_captcha_0")).toBe("10");
    expect(body.get("token")).toBe("");
    expect(JSON.parse(body.get("et_pb_contact_email_hidden_fields_0") ?? "")).toEqual(["site"]);
    const list = JSON.parse(body.get("et_pb_contact_email_fields_0") ?? "") as { original_id: string }[];
    expect(list.map((entry) => entry.original_id)).toEqual([
      "name",
      "email",
      "course",
      "topics",
      "site",
      "message",
      "et_number",
    ]);
  });

  it("on success: the reply's part replaces the content, the goal is logged, the visitor redirected", async () => {
    const markup = CONTACT_FORM_HTML.replace(
      'data-form_unique_num="0"',
      'data-form_unique_num="0" data-redirect_url="/thanks/"',
    );
    const { container, form, events, redirect } = setup(undefined, {}, markup);
    fillValid(form);
    submit(container);
    await vi.waitFor(() => expect(container.dataset["state"]).toBe("submitted"));
    expect(container.querySelector("form")).toBeNull();
    expect(messageText(container)).toBe("Thanks for contacting us");
    expect(document.activeElement).toBe(container.querySelector(".et-pb-contact-message"));
    expect(container.querySelector("[data-enhance-live]")?.textContent).toBe("Thanks for contacting us");
    expect(events.map((event) => event.name)).toEqual(["content:inserted", "form:converted"]);
    expect(events[1]?.payload).toEqual({ form: container, kind: "contact-form", formNumber: 0 });
    expect(redirect).toHaveBeenCalledWith(new URL("/thanks/", document.baseURI).href);
  });

  it("no redirect without a URL, nor with an unsafe one", async () => {
    const markup = CONTACT_FORM_HTML.replace(
      'data-form_unique_num="0"',
      'data-form_unique_num="0" data-redirect_url="javascript:alert(1)"',
    );
    const { container, form, redirect } = setup(undefined, {}, markup);
    fillValid(form);
    submit(container);
    await vi.waitFor(() => expect(container.dataset["state"]).toBe("submitted"));
    expect(redirect).not.toHaveBeenCalled();
  });

  it("once submitted, further submits are ignored", async () => {
    const { container, form, postForm } = setup(async () =>
      SUCCESS_REPLY.replace("</div>\n</div>", `</div>${FORM_INNER}</div>`),
    );
    fillValid(form);
    submit(container);
    await vi.waitFor(() => expect(container.dataset["state"]).toBe("submitted"));
    submit(container);
    await Promise.resolve();
    expect(postForm).toHaveBeenCalledTimes(1);
  });

  it("with an error text in the reply: the form comes back with it, typed values kept, no goal", async () => {
    const { container, form, events, redirect } = setup(async () => errorReply(FORM_INNER));
    fillValid(form);
    submit(container);
    await vi.waitFor(() => expect(container.querySelector(".et_pb_contact_error_text")).not.toBeNull());
    expect(container.dataset["state"]).toBe("idle");
    const newForm = container.querySelector("form") as HTMLFormElement;
    expect(newForm).not.toBe(form);
    expect(byName(newForm, "et_pb_contact_name_0").value).toBe("Anna");
    expect(byName<HTMLTextAreaElement>(newForm, "et_pb_contact_message_0").value).toBe("Hello there");
    expect((newForm.querySelector('[value="Email"]') as HTMLInputElement).checked).toBe(true);
    // A captcha answer is never carried over to a new question.
    expect(byName(newForm, "et_pb_contact_captcha_0").value).toBe("");
    expect(events.map((event) => event.name)).toEqual(["content:inserted"]);
    expect(redirect).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(container.querySelector(".et-pb-contact-message"));
    // The new form is enhanced too.
    submit(container);
    expect(container.querySelectorAll(".et-pb-contact-message li").length).toBeGreaterThan(0);
  });

  it("an error status whose body holds the module still shows the server's part (spec 8)", async () => {
    const { container, form } = setup(async (url) => {
      throw new AjaxStatusError(url, 500, errorReply(FORM_INNER));
    });
    fillValid(form);
    submit(container);
    await vi.waitFor(() =>
      expect(container.querySelector(".et_pb_contact_error_text")?.textContent).toBe(
        "Make sure you fill in all required fields.",
      ),
    );
  });

  it("a failure keeps everything typed, says what happened, and the form can be sent again", async () => {
    let calls = 0;
    const { container, form, postForm } = setup(async (url) => {
      calls += 1;
      if (calls === 1) throw new AjaxTimeoutError(url, 15000);
      return SUCCESS_REPLY;
    });
    fillValid(form);
    submit(container);
    await vi.waitFor(() => expect(container.querySelector(".enhance-contact-failure")).not.toBeNull());
    expect(messageText(container)).toBe(`The site took too long to answer. ${KEPT_HINT}`);
    expect(container.querySelector("[data-enhance-live]")?.getAttribute("aria-live")).toBe("assertive");
    expect(container.dataset["state"]).toBe("idle");
    expect(container.querySelector("form")).toBe(form);
    expect(byName(form, "et_pb_contact_name_0").value).toBe("Anna");
    expect(byName(form, "et_pb_contact_captcha_0").value).toBe("10");
    submit(container);
    await vi.waitFor(() => expect(container.dataset["state"]).toBe("submitted"));
    expect(postForm).toHaveBeenCalledTimes(2);
  });

  it("a reply without the module is an unreadable answer, not a success", async () => {
    const { container, form, events } = setup(async () => '{"success": tru');
    fillValid(form);
    submit(container);
    await vi.waitFor(() => expect(container.querySelector(".enhance-contact-failure")).not.toBeNull());
    expect(messageText(container)).toBe(`The site sent an answer we could not read. ${KEPT_HINT}`);
    expect(events).toEqual([]);
  });

  it("a second submit while one is in flight sends nothing", async () => {
    let answer: (text: string) => void = () => undefined;
    const { container, form, postForm } = setup(() => new Promise<string>((resolve) => (answer = resolve)));
    fillValid(form);
    submit(container);
    await vi.waitFor(() => expect(postForm).toHaveBeenCalledTimes(1));
    expect(container.getAttribute("aria-busy")).toBe("true");
    submit(container);
    submit(container);
    answer(SUCCESS_REPLY);
    await vi.waitFor(() => expect(container.dataset["state"]).toBe("submitted"));
    expect(postForm).toHaveBeenCalledTimes(1);
  });

  it("asks the spam-protection provider when the module enables it and sends its token", async () => {
    const interaction = vi.fn(async (action: string) => `token:${action}`);
    const markup = CONTACT_FORM_HTML.replace(
      "et_pb_contact_form_container clearfix",
      "et_pb_contact_form_container et_pb_recaptcha_enabled clearfix",
    );
    const { container, form, postForm } = setup(
      undefined,
      { spamProtection: () => ({ interaction }) },
      markup,
    );
    fillValid(form);
    submit(container);
    await vi.waitFor(() => expect(postForm).toHaveBeenCalledTimes(1));
    expect(interaction).toHaveBeenCalledWith("Divi/Module/ContactForm/0");
    const body = postForm.mock.calls[0]?.[1] as URLSearchParams;
    expect(body.get("token")).toBe("token:Divi/Module/ContactForm/0");
  });

  it("a form posting to another site is validated, then sent by the browser itself", () => {
    const nativeSubmit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    const markup = CONTACT_FORM_HTML.replace(
      'action="/contact-form.html"',
      'action="https://forms.example/f/1"',
    );
    const { container, form, postForm } = setup(undefined, {}, markup);
    fillValid(form);
    submit(container);
    expect(nativeSubmit).toHaveBeenCalledTimes(1);
    expect(postForm).not.toHaveBeenCalled();
    nativeSubmit.mockRestore();
  });

  it.each(["javascript:alert(1)", " JAVA\tSCRIPT:alert(1)", "data:text/html,<script>alert(1)</script>"])(
    "a form whose action is not a web address (%j) is never submitted, by the browser or a request",
    (action) => {
      const nativeSubmit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
      const markup = CONTACT_FORM_HTML.replace('action="/contact-form.html"', `action="${action}"`);
      const { container, form, postForm, context } = setup(undefined, {}, markup);
      fillValid(form);
      submit(container);
      expect(nativeSubmit).not.toHaveBeenCalled();
      expect(postForm).not.toHaveBeenCalled();
      expect(context.log.warn).toHaveBeenCalledWith(
        expect.stringContaining("is not a web address; not sent"),
      );
      nativeSubmit.mockRestore();
    },
  );

  it("after unmount nothing listens any more", () => {
    const { container, controller, form } = setup();
    controller.abort();
    submit(container);
    expect(form.querySelector(".et-pb-contact-message li")).toBeNull();
    expect(container.querySelectorAll(".et-pb-contact-message li")).toHaveLength(0);
  });
});

describe("contact form island: the server's nodes", () => {
  const serialize = (element: Element) => new XMLSerializer().serializeToString(element);

  it("adopts the form, its fields, labels, captcha and button: the same nodes, with ARIA added", () => {
    const root = render(CONTACT_FORM_HTML);
    const container = root.querySelector<HTMLElement>(".et_pb_contact_form_container") as HTMLElement;
    const before = {
      title: container.querySelector(".et_pb_contact_main_title"),
      message: container.querySelector(".et-pb-contact-message"),
      form: container.querySelector("form"),
      fields: [...container.querySelectorAll(".et_pb_contact_field")],
      controls: [...container.querySelectorAll("input, textarea")],
      labels: [...container.querySelectorAll("label")],
      question: container.querySelector(".et_pb_contact_captcha_question"),
      button: container.querySelector("button"),
    };
    const name = byName(container, "et_pb_contact_name_0");
    name.value = "Anna";
    const typed = vi.fn();
    name.addEventListener("input", typed);
    enhanceContactForm(container, createTestContext(container));
    expect(container.querySelector(".et_pb_contact_main_title")).toBe(before.title);
    expect(container.querySelector(".et-pb-contact-message")).toBe(before.message);
    expect(container.querySelector("form")).toBe(before.form);
    [...container.querySelectorAll(".et_pb_contact_field")].forEach((field, index) =>
      expect(field).toBe(before.fields[index]),
    );
    [...container.querySelectorAll("input, textarea")].forEach((control, index) =>
      expect(control).toBe(before.controls[index]),
    );
    [...container.querySelectorAll("label")].forEach((label, index) =>
      expect(label).toBe(before.labels[index]),
    );
    expect(container.querySelector(".et_pb_contact_captcha_question")).toBe(before.question);
    expect(container.querySelector("button")).toBe(before.button);
    expect(name.value).toBe("Anna");
    expect(name.getAttribute("aria-required")).toBe("true");
    name.dispatchEvent(new Event("input", { bubbles: true }));
    expect(typed).toHaveBeenCalledTimes(1);
  });

  it("keeps the same nodes through a failed validation and a failed request", async () => {
    const { container, form } = setup(async (url) => {
      throw new AjaxTimeoutError(url, 15000);
    });
    const name = byName(form, "et_pb_contact_name_0");
    const message = container.querySelector(".et-pb-contact-message");
    submit(container);
    expect(container.querySelector("form")).toBe(form);
    expect(byName(container, "et_pb_contact_name_0")).toBe(name);
    fillValid(form);
    submit(container);
    await vi.waitFor(() => expect(container.querySelector(".enhance-contact-failure")).not.toBeNull());
    expect(container.querySelector("form")).toBe(form);
    expect(byName(container, "et_pb_contact_name_0")).toBe(name);
    expect(container.querySelector(".et-pb-contact-message")).toBe(message);
  });

  it("on cleanup, gives back the server's markup, with the nodes it adopted", () => {
    const root = render(CONTACT_FORM_HTML);
    const fresh = render(CONTACT_FORM_HTML);
    const container = root.querySelector<HTMLElement>(".et_pb_contact_form_container") as HTMLElement;
    const form = container.querySelector("form");
    const cleanup = enhanceContactForm(container, createTestContext(container), { random: () => 0 });
    submit(container);
    expect(container.dataset["state"]).toBe("idle");
    cleanup?.();
    expect(container.querySelector("form")).toBe(form);
    expect(container.querySelector("[data-enhance-live]")).toBeNull();
    expect(serialize(root)).toBe(serialize(fresh));
  });

  it("on cleanup of a form without a message area, removes the one it added", () => {
    const markup = CONTACT_FORM_HTML.replace('<div class="et-pb-contact-message"></div>', "");
    const root = render(markup);
    const fresh = render(markup);
    const container = root.querySelector<HTMLElement>(".et_pb_contact_form_container") as HTMLElement;
    const cleanup = enhanceContactForm(container, createTestContext(container));
    expect(container.querySelector(".et-pb-contact-message")?.nextElementSibling?.className).toBe(
      "et_pb_contact",
    );
    cleanup?.();
    expect(serialize(root)).toBe(serialize(fresh));
  });
});
