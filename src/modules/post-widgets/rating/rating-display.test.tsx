import { afterEach, describe, expect, it } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import { DISPLAY_STATE_CLASSES, mount } from "./rating-display";

const stars = (classes: readonly string[]) =>
  classes
    .map(
      (state, index) =>
        `<span class="post-meta-icon rating-star rating-star-${state} rating-star-${index + 1}"></span>`,
    )
    .join("");

function setup(title: string | null, icons = stars(["empty", "empty", "empty", "empty", "empty"])) {
  const attribute = title === null ? "" : ` title="${title}"`;
  const root = render(`<p class="post-meta"><span class="rating-stars"${attribute}>${icons}</span></p>`);
  const element = root.querySelector<HTMLElement>(".rating-stars")!;
  const context = createTestContext(element);
  const cleanup = mount(element, context);
  const states = () =>
    [...element.querySelectorAll(".rating-star")].map(
      (icon) =>
        (Object.entries(DISPLAY_STATE_CLASSES).find(([, name]) => icon.classList.contains(name)) ?? ["?"])[0],
    );
  return { element, context, cleanup, states };
}

afterEach(() => document.body.replaceChildren());

describe("read-only rating stars in post meta", () => {
  it("draws the stars from the title with halves and names the image", () => {
    const { element, states } = setup("Rating: 3.50");
    expect(states()).toEqual(["on", "on", "on", "half", "off"]);
    expect(element.getAttribute("role")).toBe("img");
    expect(element.getAttribute("aria-label")).toBe("Rating: 3.5 out of 5");
    expect(element.dataset["state"]).toBe("rated");
    expect(element.title).toBe("Rating: 3.50");
  });

  it.each([
    ["Rating: 4.20", ["on", "on", "on", "on", "off"]],
    ["Rating: 4.25", ["on", "on", "on", "on", "half"]],
    ["Rating: 4.76", ["on", "on", "on", "on", "on"]],
    ["Rating: 0.00", ["off", "off", "off", "off", "off"]],
  ])("%s rounds with the spec's thresholds", (title, expected) => {
    expect(setup(title).states()).toEqual(expected);
  });

  it("fixes stale classes the server printed", () => {
    const { states } = setup("Rating: 1.00", stars(["on", "on", "half", "empty", "empty"]));
    expect(states()).toEqual(["on", "off", "off", "off", "off"]);
  });

  it("says not rated for 0 and limits a score above the stars with a warning", () => {
    expect(setup("Rating: 0.00").element.getAttribute("aria-label")).toBe("Not rated yet");
    const high = setup("Rating: 9");
    expect(high.states()).toEqual(["on", "on", "on", "on", "on"]);
    expect(high.context.log.warn).toHaveBeenCalledWith(
      'title "Rating: 9" is outside 0 to 5; showing 5',
      high.element,
    );
  });

  it("leaves a title without a number as it is, with a warning", () => {
    const { element, context, cleanup } = setup("Rating");
    expect(cleanup).toBeUndefined();
    expect(element.hasAttribute("role")).toBe(false);
    expect(context.log.warn).toHaveBeenCalledWith('left as it is: title "Rating" holds no rating', element);
  });

  it("keeps the server's element and icons (the same nodes), and gives back its markup on cleanup", () => {
    const root = render(
      `<p class="post-meta"><span class="rating-stars" title="Rating: 2.5">${stars(["on", "on", "half", "empty", "empty"])}</span></p>`,
    );
    const element = root.querySelector<HTMLElement>(".rating-stars")!;
    const icons = [...element.children];
    const before = new XMLSerializer().serializeToString(root);
    const cleanup = mount(element, createTestContext(element));
    expect(root.querySelector(".rating-stars")).toBe(element);
    [...element.children].forEach((icon, index) => expect(icon).toBe(icons[index]));
    expect(element.getAttribute("role")).toBe("img");
    cleanup?.();
    expect(new XMLSerializer().serializeToString(root)).toBe(before);
  });

  it("restores the server's classes on cleanup", () => {
    const { element, cleanup } = setup("Rating: 5", stars(["empty", "empty", "empty", "empty", "empty"]));
    cleanup?.();
    expect(element.querySelectorAll(".rating-star-empty")).toHaveLength(5);
    expect(element.hasAttribute("role")).toBe(false);
    expect(element.hasAttribute("aria-label")).toBe(false);
  });
});
