import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import { ADDED_FIELD_ATTRIBUTE, fieldPrefixFor, mount, resetAntiSpamForTests } from "./anti-spam";
import definition from "./index";
import { FIELD_NAMES } from "./collector";

function fieldsOf(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>(`input[${ADDED_FIELD_ATTRIBUTE}]`)].map((input) => [
      input.name,
      input.value,
    ]),
  );
}

/** Submits like a visitor would, keeping jsdom from trying to navigate. */
function submit(form: HTMLFormElement, submitter?: HTMLElement): void {
  form.addEventListener("submit", (event) => event.preventDefault(), { once: true });
  form.dispatchEvent(
    new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: submitter ?? null }),
  );
}

function type(text: string): void {
  for (const key of text) {
    document.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    document.dispatchEvent(new KeyboardEvent("keyup", { key, bubbles: true }));
  }
}

let cleanups: Array<() => void> = [];

function mountForm(form: HTMLFormElement): void {
  const context = createTestContext(form);
  const cleanup = mount(form, context);
  if (cleanup) cleanups.push(cleanup);
}

beforeEach(() => {
  resetAntiSpamForTests();
  vi.useFakeTimers({ now: 1_700_000_000_000 });
});

afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
  resetAntiSpamForTests();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("definition", () => {
  it("loads eagerly for POST forms only", () => {
    expect(definition.name).toBe("anti-spam");
    expect(definition.strategy).toBe("eager");
    const root = render(`<form method="POST"></form><form method="get"></form><form></form>`);
    const [post, get, plain] = [...root.querySelectorAll("form")];
    expect(definition.appliesTo?.(post!)).toBe(true);
    expect(definition.appliesTo?.(get!)).toBe(false);
    expect(definition.appliesTo?.(plain!)).toBe(false);
  });

  it("reads the method attribute even when a field named method shadows the property", () => {
    const form = render(`<form method="post"><input name="method" value="get"></form>`).querySelector(
      "form",
    )!;
    expect(definition.appliesTo?.(form)).toBe(true);
  });
});

describe("on submit", () => {
  it("adds every field with the ak_ prefix and sane values", () => {
    const form = render(
      `<form method="post" action="/wp-comments-post.php"><textarea></textarea></form>`,
    ).querySelector("form")!;
    mountForm(form);
    type("Hello");
    vi.advanceTimersByTime(2_000);
    submit(form);
    const fields = fieldsOf(form);
    expect(Object.keys(fields).sort()).toEqual(
      Object.values(FIELD_NAMES)
        .map((name) => `ak_${name}`)
        .sort(),
    );
    expect(fields["ak_bkpc"]).toBe("5");
    expect(fields["ak_bkp"]!.split(";").filter(Boolean)).toHaveLength(5);
    expect(Number(fields["ak_bib"])).toBe(1_700_000_000_000);
    expect(Number(fields["ak_bfs"])).toBe(1_700_000_002_000);
    expect(fields["ak_bmcc"]).toBe("0");
  });

  it("replaces the fields on a second submit instead of adding copies", () => {
    const form = render(`<form method="post"></form>`).querySelector("form")!;
    mountForm(form);
    type("ab");
    submit(form);
    type("cd");
    submit(form);
    expect(form.querySelectorAll(`input[name="ak_bkpc"]`)).toHaveLength(1);
    expect(fieldsOf(form)["ak_bkpc"]).toBe("4");
    expect(form.querySelectorAll("input[type=hidden]")).toHaveLength(Object.keys(FIELD_NAMES).length);
  });

  it("uses the prefix the spam filter prints in the form", () => {
    const form = render(
      `<form method="post"><p class="akismet-fields-container" data-prefix="zz_"></p></form>`,
    ).querySelector("form")!;
    mountForm(form);
    submit(form);
    expect(fieldsOf(form)["zz_bfs"]).toBeDefined();
    expect(fieldsOf(form)["ak_bfs"]).toBeUndefined();
  });

  it("skips forms that post to another site", () => {
    const root = render(
      `<form id="other" method="post" action="https://partner.example.net/subscribe"></form>
       <form id="lookalike" method="post" action="${location.origin}.evil.test/x"></form>`,
    );
    for (const form of root.querySelectorAll("form")) {
      mountForm(form);
      submit(form);
      expect(fieldsOf(form)).toEqual({});
    }
  });

  it("skips GET forms, and follows a submit button's formaction and formmethod", () => {
    const root = render(`<form method="get">
        <button id="post-here" formmethod="post">Send</button>
        <button id="post-away" formmethod="post" formaction="https://elsewhere.example.org/">Away</button>
      </form><form method="post"></form>`);
    const [getForm, postForm] = [...root.querySelectorAll("form")];
    mountForm(postForm!);
    submit(getForm!);
    expect(fieldsOf(getForm!)).toEqual({});
    submit(getForm!, root.querySelector<HTMLElement>("#post-away")!);
    expect(fieldsOf(getForm!)).toEqual({});
    submit(getForm!, root.querySelector<HTMLElement>("#post-here")!);
    expect(fieldsOf(getForm!)["ak_bfs"]).toBeDefined();
  });

  it("covers a form inserted after the first one mounted", () => {
    const first = render(`<form method="post"></form>`).querySelector("form")!;
    mountForm(first);
    type("xyz");
    const later = render(`<form method="post"></form>`).querySelector("form")!;
    submit(later);
    expect(fieldsOf(later)["ak_bkpc"]).toBe("3");
  });

  it("has the fields in place before the form's own submit listener reads it", () => {
    const form = render(`<form method="post"><input name="comment" value="Hi"></form>`).querySelector(
      "form",
    )!;
    mountForm(form);
    let seen: string | null = null;
    form.addEventListener("submit", () => {
      seen = new FormData(form).get("ak_bfs") as string | null;
    });
    submit(form);
    expect(seen).not.toBeNull();
  });

  it("stops listening once the last form unmounts", () => {
    const form = render(`<form method="post"></form>`).querySelector("form")!;
    mountForm(form);
    for (const cleanup of cleanups) cleanup();
    cleanups = [];
    submit(form);
    expect(fieldsOf(form)).toEqual({});
  });
});

describe("fieldPrefixFor", () => {
  it("falls back to the page's container, then to ak_", () => {
    const root = render(
      `<div class="akismet-fields-container" data-prefix="pg_"></div><form method="post"></form>`,
    );
    expect(fieldPrefixFor(root.querySelector("form")!)).toBe("pg_");
    document.body.replaceChildren();
    const form = render(`<form method="post"></form>`).querySelector("form")!;
    expect(fieldPrefixFor(form)).toBe("ak_");
  });
});
