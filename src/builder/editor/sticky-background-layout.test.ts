import { describe, expect, it } from "vitest";
import { render } from "../../test-support/context";
import { showBackgroundLayout } from "./sticky-background-layout";

function moduleWith(html: string): HTMLElement {
  return render(html).firstElementChild as HTMLElement;
}

describe("showBackgroundLayout", () => {
  it("switches a module from its light class to its dark sticky class and back", () => {
    const element = moduleWith(
      `<div class="et_pb_module et_pb_bg_layout_light" data-background-layout="light" data-background-layout-sticky="dark"></div>`,
    );
    expect(showBackgroundLayout(element, "sticky")).toBe("dark");
    expect(element.classList.contains("et_pb_bg_layout_dark")).toBe(true);
    expect(element.classList.contains("et_pb_bg_layout_light")).toBe(false);
    expect(showBackgroundLayout(element, "normal")).toBe("light");
    expect(element.classList.contains("et_pb_bg_layout_light")).toBe(true);
    expect(element.classList.contains("et_pb_bg_layout_dark")).toBe(false);
  });

  it("switches the elements inside that name a sticky layout too", () => {
    const element = moduleWith(
      `<div class="et_pb_section"><div class="inner et_pb_bg_layout_dark" data-background-layout="dark" data-background-layout-sticky="light"></div></div>`,
    );
    expect(showBackgroundLayout(element, "sticky")).toBeNull();
    expect(element.querySelector(".inner")!.className).toBe("inner et_pb_bg_layout_light");
  });

  it("keeps the normal layout in the sticky state when no valid sticky one is named", () => {
    const element = moduleWith(
      `<div class="et_pb_bg_layout_dark" data-background-layout="dark" data-background-layout-sticky="purple"></div>`,
    );
    expect(showBackgroundLayout(element, "sticky")).toBe("dark");
    expect(element.className).toBe("et_pb_bg_layout_dark");
  });

  it("leaves an element without any layout as it is", () => {
    const element = moduleWith(`<div class="et_pb_module et_pb_bg_layout_light"></div>`);
    expect(showBackgroundLayout(element, "sticky")).toBeNull();
    expect(element.className).toBe("et_pb_module et_pb_bg_layout_light");
  });
});
