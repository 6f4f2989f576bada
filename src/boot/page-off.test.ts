import { afterEach, describe, expect, it } from "vitest";
import { pendingModule } from "./marks";
import { markPageOff } from "./page-off";

describe("markPageOff", () => {
  afterEach(() => {
    document.documentElement.removeAttribute("data-enhance-failed");
    document.body.replaceChildren();
  });

  it("ends every module's pending state at once: the at-rest selectors stop matching", () => {
    const slider = document.createElement("div");
    slider.className = "et_pb_slider";
    document.body.append(slider);
    const pendingSlider = `.et_pb_slider${pendingModule("slider")}`;
    expect(slider.matches(pendingSlider)).toBe(true);
    markPageOff(document);
    expect(document.documentElement.getAttribute("data-enhance-failed")).toBe("enhance");
    expect(slider.matches(pendingSlider)).toBe(false);
  });
});
