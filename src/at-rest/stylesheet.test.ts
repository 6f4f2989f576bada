import { describe, expect, it } from "vitest";
import { ACCORDION_TABLE_AT_REST_CSS } from "../modules/disclosure/accordion-table/at-rest";
import { AT_REST_CSS, atRestStylesheet, minifyCss } from "./stylesheet";

describe("minifyCss", () => {
  it("drops comments and folds whitespace, keeping descendant combinators and the spaces calc() needs", () => {
    const css = `/* why */\n.a .b > li:not(:first-child) {\n  display: none;\n  width: calc(100% - 2 * 20px);\n}\n`;
    expect(minifyCss(css)).toBe(".a .b>li:not(:first-child){display:none;width:calc(100% - 2 * 20px)}");
  });
});

describe("the at-rest stylesheet", () => {
  it("is parsed rule by rule by the browser's CSS parser, none dropped", () => {
    const style = document.createElement("style");
    style.textContent = minifyCss(ACCORDION_TABLE_AT_REST_CSS);
    document.head.append(style);
    // One style rule and two media rules, each holding one.
    expect(style.sheet?.cssRules).toHaveLength(3);
    style.remove();
  });

  it("holds every rule inside one media rule for pages with scripting on", () => {
    const style = document.createElement("style");
    style.textContent = atRestStylesheet();
    document.head.append(style);
    const rules = style.sheet?.cssRules;
    expect(rules).toHaveLength(1);
    const media = rules?.[0] as CSSMediaRule;
    expect(media.media.mediaText.replace(/\s/g, "")).toBe("(scripting:enabled)");
    const unwrapped = document.createElement("style");
    unwrapped.textContent = minifyCss(AT_REST_CSS);
    document.head.append(unwrapped);
    expect(media.cssRules.length).toBe(unwrapped.sheet?.cssRules.length);
    expect(media.cssRules.length).toBeGreaterThan(10);
    style.remove();
    unwrapped.remove();
  });

  it("writes no text a visitor sees but a counter's start value and the server's own short countdown labels: other placeholders are invisible or hold no text (the circle counter's drawn track)", () => {
    const rules = [...minifyCss(AT_REST_CSS).matchAll(/\{([^{}]*content:[^{}]*)\}/g)].map(
      (match) => match[1],
    );
    expect(rules.length).toBeGreaterThan(1);
    const shown = rules.filter((declarations) => !/visibility:hidden|^content:""/.test(declarations ?? ""));
    // The short label is the section's `data-short`, carried to the label by a custom property set from it.
    expect(shown.map((declarations) => declarations?.replace(/;.*$/, "")).sort()).toEqual([
      'content:"0"',
      "content:var(--enhance-short-label)",
    ]);
    expect(minifyCss(AT_REST_CSS)).toContain("{--enhance-short-label:attr(data-short)}");
  });
});
