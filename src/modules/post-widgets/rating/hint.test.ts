import { afterEach, describe, expect, it } from "vitest";
import { createRatingHint, HINT_CLASS, HINT_LAYOUT } from "./hint";

afterEach(() => {
  document.body.replaceChildren();
});

function star(): HTMLElement {
  const element = document.createElement("span");
  document.body.append(element);
  return element;
}

const hintElement = () => document.querySelector<HTMLElement>(`.${HINT_CLASS}`);

describe("the rating's hint", () => {
  it("pins its layout constants: placed above the star (top), flipping below it (bottom) at the top edge of the viewport", () => {
    expect(HINT_LAYOUT.placement).toBe("top");
    expect(HINT_LAYOUT.fallbackPlacements).toEqual(["bottom"]);
    expect(HINT_LAYOUT.flipAxis).toBe("side");
  });

  it("shows the text next to the star, hidden from screen readers, and only once it is placed", async () => {
    const hint = createRatingHint();
    const fourth = star();
    hint.show(fourth, "good");
    const element = hintElement()!;
    expect(element.textContent).toBe("good");
    expect(element.getAttribute("aria-hidden")).toBe("true");
    expect(element.hidden).toBe(false);
    expect(element.style.visibility).toBe("hidden");
    await expect.poll(() => element.getAttribute("data-placement")).toBe("top");
    expect(element.style.visibility).toBe("");
  });

  it("moves to another star with its text, hides, and leaves the page on remove", async () => {
    const hint = createRatingHint();
    hint.show(star(), "good");
    const element = hintElement()!;
    await expect.poll(() => element.style.visibility).toBe("");
    hint.show(star(), "gorgeous");
    expect(element.textContent).toBe("gorgeous");
    hint.hide();
    expect(element.hidden).toBe(true);
    expect(element.hasAttribute("data-placement")).toBe(false);
    hint.remove();
    expect(hintElement()).toBeNull();
    hint.show(star(), "bad");
    expect(hintElement()).toBeNull();
  });
});
