import { afterEach, describe, expect, it } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import { MESSAGE_CLASS, isEmptyTerm, mount } from "./search-module";

/** The module as Divi's Search.php prints it: the label names `#s`, an id the field does not have. */
const markup = (
  moduleClass = "",
  label = '<label class="screen-reader-text" for="s">Search for:</label>',
) => `
  <div class="et_pb_module et_pb_search et_pb_search_0 et_pb_text_align_left ${moduleClass}">
    <form role="search" method="get" class="et_pb_searchform" action="/">
      <div>
        ${label}
        <input type="text" name="s" placeholder="Search lessons" class="et_pb_s" />
        <input type="hidden" name="et_pb_searchform_submit" value="et_search_proccess" />
        <input type="hidden" name="et_pb_include_posts" value="yes" />
        <input type="submit" value="Search" class="et_pb_searchsubmit" />
      </div>
    </form>
  </div>`;

function setup(moduleClass?: string, label?: string) {
  const root = render(markup(moduleClass, label));
  const element = root.querySelector<HTMLElement>(".et_pb_search")!;
  const context = createTestContext(element);
  const cleanup = mount(element, context);
  const form = element.querySelector("form")!;
  const input = element.querySelector<HTMLInputElement>("input.et_pb_s")!;
  const message = () => element.querySelector<HTMLElement>(`.${MESSAGE_CLASS}`)!;
  const submit = () => {
    const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { root, element, context, cleanup, form, input, message, submit };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("isEmptyTerm", () => {
  it.each([
    ["", true],
    ["   ", true],
    ["\t\n", true],
    ["seo", false],
    [" a ", false],
  ])("%j is empty: %s", (value, expected) => {
    expect(isEmptyTerm(value)).toBe(expected);
  });
});

describe("search module", () => {
  it("ties the theme's screen-reader label to the field, so the field is named by it", () => {
    const { input, element } = setup();
    const label = element.querySelector("label")!;
    expect(input.id).not.toBe("");
    expect(label.htmlFor).toBe(input.id);
    expect(input.labels?.[0]).toBe(label);
    expect(element.dataset["state"]).toBe("idle");
  });

  it("names a field without a label by its placeholder", () => {
    const { input } = setup("", "");
    expect(input.getAttribute("aria-label")).toBe("Search lessons");
  });

  it("given an empty or blank term, does not send it: marks the field invalid, focuses it and says why", () => {
    const { submit, input, message, element } = setup();
    expect(message().hidden).toBe(true);
    expect(submit()).toBe(true);
    expect(element.dataset["state"]).toBe("empty");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(message().id);
    expect(message().hidden).toBe(false);
    expect(message().getAttribute("role")).toBe("status");
    expect(message().textContent).toBe("Please enter a search term.");
    expect(document.activeElement).toBe(input);
    input.value = "   ";
    expect(submit()).toBe(true);
  });

  it("given a term, lets the form go, and typing clears the empty state", () => {
    const { submit, input, message, element } = setup();
    submit();
    input.value = "welcome sequence";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    expect(element.dataset["state"]).toBe("idle");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(message().hidden).toBe(true);
    expect(submit()).toBe(false);
  });

  it("guards a module whose button the theme hides (Enter in the field submits the same form)", () => {
    const { submit, element } = setup("et_pb_hide_search_button");
    expect(submit()).toBe(true);
    expect(element.dataset["state"]).toBe("empty");
  });

  it("gives the markup back on cleanup and stops guarding", () => {
    const { root, cleanup, submit, input } = setup();
    const pristine = render(markup()).querySelector(".et_pb_search")!;
    submit();
    cleanup?.();
    const element = root.querySelector(".et_pb_search")!;
    expect(element.querySelector(`.${MESSAGE_CLASS}`)).toBeNull();
    expect(element.isEqualNode(pristine)).toBe(true);
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(submit()).toBe(false);
  });

  it("leaves a module without its form as it is", () => {
    const root = render('<div class="et_pb_module et_pb_search"><p>Search</p></div>');
    const element = root.querySelector<HTMLElement>(".et_pb_search")!;
    const context = createTestContext(element);
    expect(mount(element, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalled();
  });
});
