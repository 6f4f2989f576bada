import { afterEach, describe, expect, it } from "vitest";
import { registry } from "../registry";
import { render } from "../test-support/context";
import { createSelectorIndex, selectorKeys } from "./selector-index";

describe("selectorKeys", () => {
  it("names the class, id or tag the subject of each alternative must carry", () => {
    expect(selectorKeys(".et_pb_row .et_pb_module.et_pb_menu")).toEqual([".et_pb_module"]);
    expect(
      selectorKeys(".et_pb_slider:not(.et_pb_gallery):not(.et_pb_video_slider > .et_pb_slider)"),
    ).toEqual([".et_pb_slider"]);
    expect(
      selectorKeys("div#rating-stars, select[data-star-rating], .comment-form-rating select#rating"),
    ).toEqual(["#rating-stars", "select", "#rating"]);
    expect(selectorKeys("video, audio")).toEqual(["video", "audio"]);
    expect(selectorKeys("#Main-Header")).toEqual(["#main-header"]);
  });

  it("names none when an alternative's subject carries no class, id or tag, or holds an escape", () => {
    expect(selectorKeys("[data-et-multi-view]")).toBeNull();
    expect(selectorKeys(".a, :is(.b, .c)")).toBeNull();
    expect(selectorKeys(".a\\:b")).toBeNull();
  });
});

describe("createSelectorIndex", () => {
  afterEach(() => document.body.replaceChildren());

  /** Elements shaped like the theme's modules, plus look-alikes that must not match. */
  const markup = `
    <div id="main-header" class="et-fixed-header"><ul id="top-menu"><li>x</li></ul></div>
    <div class="et_pb_row"><div class="et_pb_module et_pb_menu">m</div><div class="et_pb_toggle et_pb_accordion_item">t</div></div>
    <div class="et_pb_accordion"><div class="et_pb_toggle">t</div></div>
    <div class="et_pb_slider et_pb_gallery">g</div><div class="et_pb_slider">s</div>
    <div class="et_pb_video_slider"><div class="et_pb_slider">v</div></div>
    <div data-et-multi-view="{}">mv</div><form class="et_pb_contact_form"><select id="rating"></select></form>
    <div class="ET_PB_TABS">quirks</div><video></video><audio></audio><span class="rating-stars" title="4">r</span>
    <body-like class="et_smooth_scroll"></body-like>`;

  it("gives each element, in the definitions' order, every definition of the product whose selector it matches", () => {
    const container = render(markup);
    const candidatesOf = createSelectorIndex(registry);
    const elements = [...container.querySelectorAll("*")];
    expect(elements.length).toBeGreaterThan(15);
    for (const element of elements) {
      const matching = registry.filter((definition) => element.matches(definition.selector));
      const candidates = candidatesOf(element);
      expect(candidates.filter((definition) => element.matches(definition.selector))).toEqual(matching);
      expect(candidates).toEqual(registry.filter((definition) => candidates.includes(definition)));
    }
  });

  it("leaves out the definitions an element cannot match", () => {
    const row = render('<div class="et_pb_row"></div>').firstElementChild;
    const candidatesOf = createSelectorIndex(registry);
    if (!row) throw new Error("no row");
    const candidates = candidatesOf(row);
    expect(candidates.length).toBeLessThan(registry.length / 4);
    expect(candidates.map((definition) => definition.name)).toContain("row-columns");
  });

  it("keeps testing a selector it cannot read on every element", () => {
    const definitions = [{ selector: "[data-x]" }, { selector: ".a" }];
    const candidatesOf = createSelectorIndex(definitions);
    const [first, second] = [...render('<p data-x="1"></p><p class="a"></p>').children];
    if (!first || !second) throw new Error("no paragraphs");
    expect(candidatesOf(first)).toEqual([definitions[0]]);
    expect(candidatesOf(second)).toEqual(definitions);
  });
});
