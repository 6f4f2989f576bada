// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { minifyCss } from "../../../at-rest/stylesheet";
import { render } from "../../../test-support/context";
import { CARD_CAROUSEL_AT_REST_CSS } from "./at-rest";

function carouselOfThreeCards(): { carousel: HTMLElement; slides: HTMLElement[] } {
  const container = render(`
    <div class="enhance-card-carousel swiper"><div class="swiper-wrapper">
      <div class="swiper-slide">1</div><div class="swiper-slide">2</div><div class="swiper-slide">3</div>
    </div></div>`);
  const carousel = container.querySelector<HTMLElement>(".enhance-card-carousel")!;
  return { carousel, slides: [...carousel.querySelectorAll<HTMLElement>(".swiper-slide")] };
}

/** The selector of the at-rest rule whose declarations contain `declaration`. */
function selectorOf(declaration: string): string {
  const style = document.createElement("style");
  style.textContent = minifyCss(CARD_CAROUSEL_AT_REST_CSS);
  document.head.append(style);
  const rule = [...(style.sheet?.cssRules ?? [])]
    .filter((candidate): candidate is CSSStyleRule => candidate instanceof CSSStyleRule)
    .find((candidate) => candidate.style.cssText.replace(/\s/g, "").includes(declaration));
  style.remove();
  if (!rule) throw new Error(`no at-rest rule with ${declaration}`);
  return rule.selectorText;
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute("data-enhance-failed");
});

describe("the card carousel at rest (enhance.css)", () => {
  it("while the carousel is pending, hides every card but the first and gives the first the carousel's width", () => {
    const { slides } = carouselOfThreeCards();
    const hidden = selectorOf("display:none");
    const first = selectorOf("width:100%");
    expect(slides.map((slide) => slide.matches(hidden))).toEqual([false, true, true]);
    expect(slides.map((slide) => slide.matches(first))).toEqual([true, false, false]);
  });

  it.each([
    ["mounted", "data-enhanced", "card-carousel"],
    ["failed", "data-enhance-failed", "card-carousel"],
  ])("lets go once the carousel has %s: every card is the site's to lay out", (_state, attribute, value) => {
    const { carousel, slides } = carouselOfThreeCards();
    carousel.setAttribute(attribute, value);
    expect(slides.some((slide) => slide.matches(selectorOf("display:none")))).toBe(false);
    expect(slides.some((slide) => slide.matches(selectorOf("width:100%")))).toBe(false);
  });

  it("lets go where the whole page has given up on the script", () => {
    const { slides } = carouselOfThreeCards();
    document.documentElement.setAttribute("data-enhance-failed", "enhance");
    expect(slides.some((slide) => slide.matches(selectorOf("display:none")))).toBe(false);
  });
});
