import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import { readSiteConfig } from "../../../core/config";
import { AjaxParseError, AjaxStatusError } from "../../../core/ajax-errors";
import { createTestContext, render } from "../../../test-support/context";
import { RATING_ACTION, RATING_MESSAGES, StarRatingError } from "./options";
import { mount, ratingReplySchema } from "./rating-widget";

const EXTRA = {
  ajaxurl: "/wp-admin/admin-ajax.php",
  your_rating: "Your Rating:",
  rating_nonce: "fixture-rating-nonce",
  error: "There was a problem, please try again.",
};

const extraMarkup = (attributes = "", postId = '<input type="hidden" id="post_id" value="154">') => `
  <div class="post-footer"><div class="rating-stars">
    <p id="rate-title" class="rate-title">Rate:</p>
    <div id="rating-stars"${attributes}></div>
    ${postId}
  </div></div>`;

function setupExtra(
  postAction: ModuleContext["ajax"]["postAction"] = vi.fn(async () => ({})) as never,
  attributes = "",
  postId?: string,
) {
  const root = render(extraMarkup(attributes, postId));
  const element = root.querySelector<HTMLElement>("div#rating-stars")!;
  const context = createTestContext(element, {
    config: readSiteConfig({ EXTRA }),
    ajax: { postAction, postForm: vi.fn(), getText: vi.fn() },
  });
  const cleanup = mount(element, context);
  const radios = () => [...element.querySelectorAll<HTMLElement>('[role="radio"]')];
  const radio = (value: number) => radios().find((candidate) => labelValue(candidate) === value)!;
  const states = () =>
    [...element.querySelectorAll(".enhance-rating__star")].map((star) =>
      star.classList.contains("star-on") ? "on" : star.classList.contains("star-half") ? "half" : "off",
    );
  return { root, element, context, cleanup, radios, radio, states, postAction };
}

/** The value a radio stands for, read back from its accessible name ("good, 4 of 5 stars"). */
function labelValue(radio: HTMLElement): number {
  const match = /(\d+(?:\.\d+)?) of \d+/.exec(radio.getAttribute("aria-label") ?? "");
  return match ? Number(match[1]) : Number.NaN;
}

const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("Extra's rating stars", () => {
  it("draws five stars with ten half-star radios in one labelled radio group, one tab stop", () => {
    const { element, radios, states } = setupExtra();
    expect(element.getAttribute("role")).toBe("radiogroup");
    expect(element.getAttribute("aria-labelledby")).toBe("rate-title");
    expect(element.querySelectorAll(".enhance-rating__star")).toHaveLength(5);
    expect(radios().map(labelValue)).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(
      radios()
        .map((radio) => radio.getAttribute("aria-label"))
        .slice(0, 2),
    ).toEqual(["0.5 of 5 stars", "bad, 1 of 5 stars"]);
    expect(radios().filter((radio) => radio.tabIndex === 0)).toHaveLength(1);
    expect(radios().every((radio) => radio.getAttribute("aria-checked") === "false")).toBe(true);
    expect(states()).toEqual(["off", "off", "off", "off", "off"]);
    expect(element.dataset["state"]).toBe("idle");
    expect(document.getElementById(element.getAttribute("aria-describedby")!)?.textContent).toBe(
      RATING_MESSAGES.keyboardHint,
    );
    const titles = [...element.querySelectorAll<HTMLElement>(".enhance-rating__star")].map(
      (star) => star.title,
    );
    expect(titles).toEqual(["bad", "poor", "regular", "good", "gorgeous"]);
  });

  it("on a click sends the rating, then says 'Your Rating:' and becomes a read-only image", async () => {
    const { element, radio, postAction, states, root } = setupExtra();
    radio(3.5).dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(element.dataset["state"]).toBe("sending");
    expect(element.getAttribute("aria-busy")).toBe("true");
    expect(postAction).toHaveBeenCalledWith(
      RATING_ACTION,
      { extra_rating_nonce: "fixture-rating-nonce", extra_post_id: "154", extra_rating: 3.5 },
      ratingReplySchema,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    await flush();
    expect(element.dataset["state"]).toBe("rated");
    expect(root.querySelector("#rate-title")?.textContent).toBe("Your Rating:");
    expect(element.getAttribute("role")).toBe("img");
    expect(element.getAttribute("aria-label")).toBe("Your Rating: 3.5 out of 5");
    expect(element.querySelectorAll('[role="radio"]')).toHaveLength(0);
    expect(states()).toEqual(["on", "on", "on", "half", "off"]);
    // Read-only: nothing more is sent.
    element.querySelector(".enhance-rating__star")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(postAction).toHaveBeenCalledTimes(1);
  });

  it("arrow keys move and choose without sending (wrapping); Space or Enter sends", async () => {
    const { element, radios, postAction, states } = setupExtra();
    const first = radios()[0]!;
    first.focus();
    key(first, "ArrowRight");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("bad, 1 of 5 stars");
    expect(document.activeElement?.getAttribute("aria-checked")).toBe("true");
    expect(radios().filter((radio) => radio.tabIndex === 0)).toEqual([document.activeElement]);
    expect(states()).toEqual(["on", "off", "off", "off", "off"]);
    key(document.activeElement!, "ArrowLeft");
    key(document.activeElement!, "ArrowLeft");
    expect(labelValue(document.activeElement as HTMLElement)).toBe(5);
    key(document.activeElement!, "ArrowDown");
    expect(labelValue(document.activeElement as HTMLElement)).toBe(0.5);
    key(document.activeElement!, "ArrowUp");
    expect(postAction).not.toHaveBeenCalled();
    key(document.activeElement!, "Enter");
    expect(postAction).toHaveBeenCalledTimes(1);
    expect(vi.mocked(postAction).mock.calls[0]?.[1]).toMatchObject({ extra_rating: 5 });
    await flush();
    // Focus stays on the widget, now read-only.
    expect(document.activeElement).toBe(element);
    expect(element.tabIndex).toBe(-1);
  });

  it("Space sends the focused value", () => {
    const { radios, postAction } = setupExtra();
    const radio = radios()[3]!;
    radio.focus();
    key(radio, " ");
    expect(vi.mocked(postAction).mock.calls[0]?.[1]).toMatchObject({ extra_rating: 2 });
  });

  it.each([
    ["a status error", new AjaxStatusError(RATING_ACTION, 500, "")],
    ["an unreadable answer", new AjaxParseError(RATING_ACTION, "{", "not JSON")],
  ])("after %s the stars stay usable with the choice kept and say the theme's error", async (_, error) => {
    const postAction = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce([]);
    const { element, radio, root } = setupExtra(postAction as never);
    radio(4).dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await flush();
    expect(element.dataset["state"]).toBe("idle");
    expect(element.getAttribute("aria-busy")).toBeNull();
    expect(root.querySelector(".enhance-rating__message")?.textContent).toBe(EXTRA.error);
    expect(radio(4).getAttribute("aria-checked")).toBe("true");
    expect(radio(4).tabIndex).toBe(0);
    expect(root.querySelector("#rate-title")?.textContent).toBe("Rate:");
    radio(4).dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(root.querySelector(".enhance-rating__message")?.textContent).toBe("");
    await flush();
    expect(element.dataset["state"]).toBe("rated");
  });

  it("ignores clicks while a rating is on its way", () => {
    const postAction = vi.fn(() => new Promise(() => {}));
    const { radio } = setupExtra(postAction as never);
    radio(2).dispatchEvent(new MouseEvent("click", { bubbles: true }));
    radio(3).dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(postAction).toHaveBeenCalledTimes(1);
  });

  it("previews the hovered value with the mouse and restores the choice on leave", () => {
    const { element, radio, states } = setupExtra();
    radio(2.5).dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
    expect(states()).toEqual(["on", "on", "half", "off", "off"]);
    element.dispatchEvent(new PointerEvent("pointerleave", { pointerType: "mouse" }));
    expect(states()).toEqual(["off", "off", "off", "off", "off"]);
  });

  it("throws the missing click callback error when there is no post id to send, leaving the container as it was", () => {
    expect(() => setupExtra(undefined, "", "")).toThrow(
      new StarRatingError(
        "missing click callback: no post id (input#post_id or data-post-id) to send the rating for",
      ),
    );
    const element = document.querySelector<HTMLElement>("div#rating-stars")!;
    expect(element.childElementCount).toBe(0);
    expect(element.hasAttribute("role")).toBe(false);
    document.body.replaceChildren();
    // Read-only stars send nothing: they need no post id.
    const readOnly = setupExtra(undefined, ' data-read-only="on" data-score="2"', "");
    expect(readOnly.element.dataset["state"]).toBe("read-only");
  });

  it("honours data-number, data-half, data-score and data-read-only", () => {
    const { element, radios, states } = setupExtra(
      undefined,
      ' data-number="3" data-half="off" data-score="2"',
    );
    expect(radios().map(labelValue)).toEqual([1, 2, 3]);
    expect(states()).toEqual(["on", "on", "off"]);
    expect(radios()[1]?.getAttribute("aria-checked")).toBe("true");
    document.body.replaceChildren();
    const readOnly = setupExtra(undefined, ' data-read-only="on" data-score="4.3"');
    expect(readOnly.element.getAttribute("aria-label")).toBe("Rate: 4.3 out of 5");
    expect(readOnly.states()).toEqual(["on", "on", "on", "on", "half"]);
    expect(element.isConnected).toBe(false);
  });

  it("warns about a star count out of range and draws the limit", () => {
    const { element, context } = setupExtra(undefined, ' data-number="25" data-half="off"');
    expect(element.querySelectorAll(".enhance-rating__star")).toHaveLength(20);
    expect(context.log.warn).toHaveBeenCalledWith(
      'data-number "25" must be a whole number from 0 to 20; using 20',
      element,
    );
  });

  it("shows the hovered hint or score in data-target", () => {
    const hint = document.createElement("span");
    hint.id = "rating-hint";
    document.body.append(hint);
    const { radio } = setupExtra(
      undefined,
      ' data-target="#rating-hint" data-target-type="score" data-target-format="{score} stars"',
    );
    radio(4.5).dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
    expect(hint.textContent).toBe("4.5 stars");
  });

  it.each([
    [' data-target="#nowhere"', 'target selector "#nowhere" is invalid or matches nothing'],
    [' data-target="[broken"', 'target selector "[broken" is invalid or matches nothing'],
    [' data-target-format="stars"', 'data-target-format "stars" is missing the {score} placeholder'],
  ])("throws a StarRatingError for %s and draws nothing", (attributes, message) => {
    expect(() => setupExtra(undefined, attributes)).toThrow(new StarRatingError(message));
    expect(document.querySelector("div#rating-stars")?.childElementCount).toBe(0);
  });

  it.each(["main", "body", "#page-style", "title", ".post-footer"])(
    "never writes the hint into data-target=%j, which holds other elements or is not shown text",
    (selector) => {
      const style = Object.assign(document.createElement("style"), { id: "page-style" });
      style.textContent = "p { color: red }";
      const title = document.createElement("title");
      title.textContent = "Post";
      document.head.append(style, title);
      const article = document.createElement("main");
      const heading = Object.assign(document.createElement("h1"), { textContent: "Post" });
      const paragraph = Object.assign(document.createElement("p"), {
        textContent: "Content the visitor came for.",
      });
      article.append(heading, paragraph);
      document.body.append(article);
      const { radio, context, element } = setupExtra(undefined, ` data-target="${selector}"`);
      radio(4).dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
      expect(article.querySelector("p")?.textContent).toBe("Content the visitor came for.");
      expect(style.textContent).toBe("p { color: red }");
      expect(title.textContent).toBe("Post");
      expect(element.isConnected).toBe(true);
      expect(context.log.warn).toHaveBeenCalledWith(
        expect.stringContaining(`target "${selector}" holds other elements or is not shown text`),
        element,
      );
      document.head.replaceChildren();
    },
  );

  it("cleans up: the container is empty and the title restored", () => {
    const { element, cleanup, root } = setupExtra();
    cleanup?.();
    expect(element.childElementCount).toBe(0);
    expect(element.hasAttribute("role")).toBe(false);
    expect(root.querySelector(".enhance-rating__message")).toBeNull();
    expect(root.querySelector("#rate-title")?.textContent).toBe("Rate:");
  });

  it("keeps Extra's container, title and post id (the same nodes) and gives back their markup on cleanup", async () => {
    const root = render(extraMarkup());
    const element = root.querySelector<HTMLElement>("div#rating-stars")!;
    const title = root.querySelector("#rate-title")!;
    const postId = root.querySelector("#post_id")!;
    const before = new XMLSerializer().serializeToString(root);
    const postAction = vi.fn(async () => ({}));
    const context = createTestContext(element, {
      config: readSiteConfig({ EXTRA }),
      ajax: { postAction: postAction as never, postForm: vi.fn(), getText: vi.fn() },
    });
    const cleanup = mount(element, context);
    expect(root.querySelector("div#rating-stars")).toBe(element);
    expect(root.querySelector("#rate-title")).toBe(title);
    expect(root.querySelector("#post_id")).toBe(postId);
    expect(element.querySelectorAll(".enhance-rating__star")).toHaveLength(5);
    element.querySelector<HTMLElement>('[role="radio"]')?.click();
    await flush();
    expect(root.querySelector("#rate-title")).toBe(title);
    expect(title.textContent).toBe("Your Rating:");
    cleanup?.();
    expect(new XMLSerializer().serializeToString(root)).toBe(before);
  });

  it("accepts Extra's answers and refuses what is not one", () => {
    expect(ratingReplySchema.safeParse({ rating: 4, average: {} }).success).toBe(true);
    expect(ratingReplySchema.safeParse([]).success).toBe(true);
    expect(ratingReplySchema.safeParse(-1).success).toBe(false);
    expect(ratingReplySchema.safeParse(null).success).toBe(false);
    expect(ratingReplySchema.safeParse([1]).success).toBe(false);
  });
});

describe("a select of scores", () => {
  const selectMarkup = `<form><p class="comment-form-rating"><label for="rating">Your rating</label>
    <select name="rating" id="rating" required>
      <option value="">Rate…</option><option value="5">Perfect</option><option value="4">Good</option>
      <option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option>
    </select></p></form>`;

  function setupSelect(markup = selectMarkup) {
    const root = render(markup);
    const select = root.querySelector("select")!;
    const context = createTestContext(select);
    const cleanup = mount(select, context);
    const group = root.querySelector<HTMLElement>(".enhance-rating")!;
    const radios = () => [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
    return { root, select, context, cleanup, group, radios };
  }

  it("replaces the select with whole-star radios named by its options, labelled by its label", () => {
    const { select, group, radios, root } = setupSelect();
    expect(group.getAttribute("role")).toBe("radiogroup");
    expect(group.getAttribute("aria-labelledby")).toBe(root.querySelector("label")?.id);
    expect(radios().map((radio) => radio.getAttribute("aria-label"))).toEqual([
      "Very poor, 1 of 5 stars",
      "Not that bad, 2 of 5 stars",
      "Average, 3 of 5 stars",
      "Good, 4 of 5 stars",
      "Perfect, 5 of 5 stars",
    ]);
    expect(select.tabIndex).toBe(-1);
    expect(select.getAttribute("aria-hidden")).toBe("true");
    expect(group.hasAttribute("aria-describedby")).toBe(false);
  });

  it("writes the choice into the select with input and change events", () => {
    const { select, radios } = setupSelect();
    const changes = vi.fn();
    select.addEventListener("change", changes);
    radios()[3]!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(select.value).toBe("4");
    expect(changes).toHaveBeenCalledTimes(1);
    radios()[3]!.focus();
    key(radios()[3]!, "ArrowRight");
    expect(select.value).toBe("5");
    key(document.activeElement!, "ArrowRight");
    expect(select.value).toBe("1");
  });

  it("follows the select when a script changes it, and answers its form's validation", () => {
    const { select, group, radios, root } = setupSelect();
    select.value = "2";
    select.dispatchEvent(new Event("change"));
    expect(radios()[1]?.getAttribute("aria-checked")).toBe("true");
    select.value = "";
    select.dispatchEvent(new Event("change"));
    const invalid = new Event("invalid", { cancelable: true });
    select.dispatchEvent(invalid);
    expect(invalid.defaultPrevented).toBe(true);
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(root.querySelector(".enhance-rating__message")?.textContent).toBe(RATING_MESSAGES.chooseRating);
    expect(document.activeElement).toBe(radios()[0]);
  });

  it("keeps the select, its label and options (the same nodes) and gives back their markup on cleanup", () => {
    const root = render(selectMarkup);
    const select = root.querySelector("select")!;
    const label = root.querySelector("label")!;
    const options = [...select.options];
    const before = new XMLSerializer().serializeToString(root);
    const cleanup = mount(select, createTestContext(select));
    expect(root.querySelector("select")).toBe(select);
    expect(root.querySelector("label")).toBe(label);
    expect([...select.options]).toEqual(options);
    options.forEach((option, index) => expect(select.options[index]).toBe(option));
    expect(select.nextElementSibling?.classList.contains("enhance-rating")).toBe(true);
    cleanup?.();
    expect(new XMLSerializer().serializeToString(root)).toBe(before);
  });

  it("offers half stars when the options hold halves", () => {
    const { radios } = setupSelect(
      `<select data-star-rating><option value="0.5">0.5</option><option value="1">1</option><option value="1.5">1.5</option><option value="2">2</option></select>`,
    );
    expect(radios().map(labelValue)).toEqual([0.5, 1, 1.5, 2]);
    expect(radios()[1]?.getAttribute("aria-label")).toBe("bad, 1 of 2 stars");
  });

  it("leaves a select without scores as it is, and restores a select on cleanup", () => {
    const { context, select } = setupSelect(
      `<select data-star-rating><option value="">None</option></select>`,
    );
    expect(context.log.warn).toHaveBeenCalled();
    expect(select.tabIndex).toBe(0);
    document.body.replaceChildren();
    const { cleanup, select: restored, root } = setupSelect();
    cleanup?.();
    expect(root.querySelector(".enhance-rating")).toBeNull();
    expect(restored.hasAttribute("aria-hidden")).toBe(false);
    expect(restored.hasAttribute("style")).toBe(false);
  });
});

describe("the hint next to the stars", () => {
  const hint = () => document.querySelector<HTMLElement>(".enhance-rating__hint");
  const hover = (target: Element) =>
    target.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));

  it("shows the hovered value's hint and hides it when the pointer leaves the stars", () => {
    const { element, radio } = setupExtra();
    hover(radio(4));
    expect(hint()?.textContent).toBe("good");
    expect(hint()?.hidden).toBe(false);
    hover(radio(2.5));
    expect(hint()?.textContent).toBe("regular");
    element.dispatchEvent(new PointerEvent("pointerleave"));
    expect(hint()?.hidden).toBe(true);
  });

  it("shows the hint of the radio the keyboard moves to; Escape and leaving the stars hide it", () => {
    const { radio } = setupExtra();
    radio(0.5).focus();
    expect(hint()?.textContent).toBe("bad");
    key(radio(0.5), "ArrowRight");
    expect(hint()?.textContent).toBe("bad");
    key(radio(1), "ArrowRight");
    expect(hint()?.textContent).toBe("poor");
    key(radio(1.5), "Escape");
    expect(hint()?.hidden).toBe(true);
    radio(1.5).blur();
    key(radio(1.5), "ArrowRight");
    expect(hint()?.hidden).toBe(false);
    (document.activeElement as HTMLElement).blur();
    expect(hint()?.hidden).toBe(true);
  });

  it("is not shown once the rating is being sent, nor where the page names its own data-target", async () => {
    const sending = setupExtra();
    sending.radio(4).click();
    hover(sending.radio(3));
    expect(hint()?.hidden ?? true).toBe(true);
    sending.cleanup?.();
    expect(hint()).toBeNull();
    document.body.replaceChildren();

    const target = document.createElement("span");
    target.id = "rating-hint";
    document.body.append(target);
    const { radio } = setupExtra(undefined, ' data-target="#rating-hint"');
    hover(radio(4));
    expect(hint()).toBeNull();
  });
});
