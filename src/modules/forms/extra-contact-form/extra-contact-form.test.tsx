import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import { AjaxParseError } from "../../../core/ajax-errors";
import { readSiteConfig } from "../../../core/config";
import { KEPT_HINT } from "../../../core/forms/submission";
import { createTestContext, render } from "../../../test-support/context";
import { EXTRA_CONTACT_ACTION, interpretExtraReply, mount, validateExtraContact } from "./extra-contact-form";

const messages = readSiteConfig({}).extra;

const FORM = `<form class="contact-form extra-contact-form" method="post">
  <h3>Send us a message</h3>
  <div class="message"></div>
  <div class="field first"><input id="contact_name" name="contact_name" type="text" placeholder="Name *" data-label="Name"></div>
  <div class="field"><input id="contact_email" name="contact_email" type="email" placeholder="Email *"></div>
  <div class="field last"><input id="contact_subject" name="contact_subject" type="text" placeholder="Subject"></div>
  <textarea id="contact_message" name="contact_message" placeholder="Message"></textarea>
  <button type="submit" class="submit">Send<span class="loader"><img src="data:," alt="Loading"></span></button>
  <input type="hidden" id="action" name="action" value="extra_contact_form_submit">
  <input type="hidden" id="nonce_extra_contact_form" name="nonce_extra_contact_form" value="nonce-x">
</form>`;

afterEach(() => document.body.replaceChildren());

describe("validateExtraContact", () => {
  it("uses the configured messages, in the theme's order", () => {
    expect(messages.contact_error_name_required).toBe("Name field cannot be empty.");
    expect(validateExtraContact({ contact_name: "", contact_email: "" }, messages)).toEqual([
      { field: "contact_name", message: "Name field cannot be empty." },
      { field: "contact_email", message: "Email field cannot be empty." },
    ]);
    expect(validateExtraContact({ contact_name: " ", contact_email: "anna@blog" }, messages)).toEqual([
      { field: "contact_name", message: "Name field cannot be empty." },
      { field: "contact_email", message: "Please enter a valid email address." },
    ]);
    expect(
      validateExtraContact({ contact_name: "Anna", contact_email: "anna@example.com" }, messages),
    ).toEqual([]);
  });
});

describe("interpretExtraReply", () => {
  it("reads message and type; anything but success is an error", () => {
    expect(interpretExtraReply({ message: "Thanks.", type: "success" }, "Generic")).toEqual({
      message: "Thanks.",
      type: "success",
    });
    expect(interpretExtraReply({ message: "Nope.", type: "error" }, "Generic")).toEqual({
      message: "Nope.",
      type: "error",
    });
    expect(interpretExtraReply({ message: "Odd.", type: "weird" }, "Generic").type).toBe("error");
  });

  it.each([[{}], [{ type: "success" }], [{ message: "" }], [{ message: 5 }], [null], ["0"], [-1], [[]]])(
    "a reply without a message (%j) is the generic error",
    (reply) => {
      expect(interpretExtraReply(reply, "Generic")).toEqual({ message: "Generic", type: "error" });
    },
  );
});

function setup(reply: () => Promise<unknown>) {
  const form = render(FORM).querySelector("form") as HTMLFormElement;
  const postAction = vi.fn(() => reply());
  const base = createTestContext(form);
  const context = createTestContext(form, {
    ajax: { ...base.ajax, postAction: postAction as unknown as ModuleContext["ajax"]["postAction"] },
  });
  mount(form, context);
  const field = (id: string) => form.querySelector<HTMLInputElement>(`#${id}`) as HTMLInputElement;
  const submit = () => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  const area = () => [...form.querySelectorAll(".message p")].map((p) => [p.className, p.textContent]);
  return { form, postAction, field, submit, area };
}

describe("Extra contact form", () => {
  it("names the fields for assistive technology and marks the required ones", () => {
    const { field, form } = setup(async () => ({}));
    expect(field("contact_name").getAttribute("aria-label")).toBe("Name");
    expect(field("contact_email").getAttribute("aria-label")).toBe("Email");
    expect(field("contact_email").getAttribute("aria-required")).toBe("true");
    expect(field("contact_subject").hasAttribute("aria-required")).toBe(false);
    expect(form.dataset["state"]).toBe("idle");
    expect(form.querySelector<HTMLElement>(".loader")?.style.display).toBe("none");
  });

  it("lists the errors in the message area, marks the fields and focuses the first; sends nothing", () => {
    const { field, submit, area, postAction, form } = setup(async () => ({}));
    submit();
    expect(area()).toEqual([
      ["error", "Name field cannot be empty."],
      ["error", "Email field cannot be empty."],
    ]);
    expect(field("contact_name").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("contact_name"));
    expect(form.dataset["state"]).toBe("error");
    expect(postAction).not.toHaveBeenCalled();
  });

  it("sends the action with every field and shows the success message", async () => {
    const { field, submit, area, postAction, form } = setup(async () => ({
      message: "Thanks for contacting us.",
      type: "success",
    }));
    field("contact_name").value = "Anna";
    field("contact_email").value = "anna@example.com";
    field("contact_subject").value = "Plans";
    (form.querySelector("textarea") as HTMLTextAreaElement).value = "Hello";
    submit();
    expect(form.dataset["state"]).toBe("sending");
    await vi.waitFor(() => expect(form.dataset["state"]).toBe("success"));
    expect(postAction).toHaveBeenCalledWith(
      EXTRA_CONTACT_ACTION,
      {
        nonce_extra_contact_form: "nonce-x",
        contact_name: "Anna",
        contact_email: "anna@example.com",
        contact_subject: "Plans",
        contact_message: "Hello",
      },
      expect.anything(),
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(area()).toEqual([["success", "Thanks for contacting us."]]);
    expect(field("contact_name").value).toBe("");
  });

  it("shows a server error and keeps the text", async () => {
    const { field, submit, area, form } = setup(async () => ({
      message: "Form submission error.",
      type: "error",
    }));
    field("contact_name").value = "Anna";
    field("contact_email").value = "anna@example.com";
    submit();
    await vi.waitFor(() => expect(form.dataset["state"]).toBe("error"));
    expect(area()).toEqual([["error", "Form submission error."]]);
    expect(field("contact_name").value).toBe("Anna");
  });

  it("a failed request says what happened, keeps the text and can be sent again; one request at a time", async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const { field, submit, area, form, postAction } = setup(() => {
      calls += 1;
      if (calls === 1) return Promise.reject(new AjaxParseError(EXTRA_CONTACT_ACTION, "x", "not JSON"));
      return new Promise((resolve) => (release = () => resolve({ message: "Thanks.", type: "success" })));
    });
    field("contact_name").value = "Anna";
    field("contact_email").value = "anna@example.com";
    submit();
    await vi.waitFor(() => expect(form.dataset["state"]).toBe("error"));
    expect(area()).toEqual([["error", `The site sent an answer we could not read. ${KEPT_HINT}`]]);
    expect(field("contact_name").value).toBe("Anna");
    submit();
    submit();
    expect(form.querySelector("button")?.getAttribute("aria-disabled")).toBe("true");
    release();
    await vi.waitFor(() => expect(form.dataset["state"]).toBe("success"));
    expect(postAction).toHaveBeenCalledTimes(2);
  });

  it("leaves a form without the name or e-mail field alone, with a warning", () => {
    const form = render('<form class="extra-contact-form"><input name="x"></form>').querySelector(
      "form",
    ) as HTMLFormElement;
    const context = createTestContext(form);
    expect(mount(form, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalled();
  });
});

describe("Extra contact form island: the server's nodes", () => {
  const serialize = (element: Element) => new XMLSerializer().serializeToString(element);

  it("adopts the form's fields, message area and button: the same nodes, with ARIA added", async () => {
    const root = render(FORM);
    const form = root.querySelector("form") as HTMLFormElement;
    const before = [...form.querySelectorAll("*")];
    const name = form.querySelector<HTMLInputElement>("#contact_name") as HTMLInputElement;
    name.value = "Anna";
    const typed = vi.fn();
    name.addEventListener("input", typed);
    const base = createTestContext(form);
    const context = createTestContext(form, {
      ajax: {
        ...base.ajax,
        postAction: (() =>
          Promise.reject(
            new AjaxParseError(EXTRA_CONTACT_ACTION, "x", "not JSON"),
          )) as ModuleContext["ajax"]["postAction"],
      },
    });
    mount(form, context);
    const after = [...form.querySelectorAll("*")].filter((element) => before.includes(element));
    expect(after).toEqual(before);
    after.forEach((element, index) => expect(element).toBe(before[index]));
    expect(name.value).toBe("Anna");
    expect(name.getAttribute("aria-label")).toBe("Name");
    name.dispatchEvent(new Event("input", { bubbles: true }));
    expect(typed).toHaveBeenCalledTimes(1);
    // A failed request keeps the same nodes and what was typed.
    (form.querySelector("#contact_email") as HTMLInputElement).value = "anna@example.com";
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(form.dataset["state"]).toBe("error"));
    expect(form.querySelector("#contact_name")).toBe(name);
    expect(name.value).toBe("Anna");
    expect(form.querySelector("button")).toBe(before.find((element) => element.tagName === "BUTTON"));
  });

  it("on cleanup, gives back the server's markup, with the nodes it adopted", () => {
    const root = render(FORM);
    const fresh = render(FORM);
    const form = root.querySelector("form") as HTMLFormElement;
    const button = form.querySelector("button");
    const cleanup = mount(form, createTestContext(form));
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(form.dataset["state"]).toBe("error");
    cleanup?.();
    expect(form.querySelector("button")).toBe(button);
    expect(form.querySelector("[data-enhance-live]")).toBeNull();
    expect(serialize(root)).toBe(serialize(fresh));
  });
});
