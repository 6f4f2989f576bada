import { act, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cleanup } from "../../../boot/types";
import { createTestContext, render } from "../../../test-support/context";
import { mount } from "./slider-island";
import { slideVideoMarginTop } from "./video-margin";

/** A ResizeObserver the test drives: `resize(element, height)` reports a new content height. */
const observed = new Map<Element, ResizeObserverCallback>();
class FakeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    observed.set(target, this.callback);
  }
  unobserve(target: Element) {
    observed.delete(target);
  }
  disconnect() {
    for (const [target, callback] of observed) if (callback === this.callback) observed.delete(target);
  }
}
function resize(target: Element, height: number): void {
  act(() =>
    observed.get(target)?.(
      [{ target, contentRect: { height } } as unknown as ResizeObserverEntry],
      {} as ResizeObserver,
    ),
  );
}

function videoSlide(index: number, active: boolean): string {
  return `<div class="et_pb_slide et_pb_slide_${index} et_pb_slide_with_video ${active ? "et-pb-active-slide" : ""}">
    <div class="et_pb_container clearfix">
      <div class="et_pb_slide_video" style="height: 360px; margin-top: 4px"><video title="Lesson ${index + 1}"></video></div>
      <div class="et_pb_slider_container_inner"><h2 class="et_pb_slide_title">Lesson ${index + 1}</h2></div>
    </div>
  </div>`;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  observed.clear();
  document.body.replaceChildren();
});

describe("spec 9: slide-video margins from half the height", () => {
  it("is minus half the height, in px", () => {
    expect(slideVideoMarginTop(360)).toBe("-180px");
    expect(slideVideoMarginTop(225)).toBe("-112.5px");
    expect(slideVideoMarginTop(0)).toBe("0px");
  });

  it("moves the shown slide's video up by half its height, follows its size, and gives the margin back", () => {
    const container = render(`<div class="et_pb_module et_pb_slider et_pb_slider_0">
      <div class="et_pb_slides">${videoSlide(0, true)}${videoSlide(1, false)}</div></div>`);
    const host = container.querySelector<HTMLElement>(".et_pb_slider")!;
    let cleanup: Cleanup | undefined;
    act(() => {
      cleanup = mount(host, createTestContext(host)) as Cleanup | undefined;
    });
    const [first, second] = [...host.querySelectorAll<HTMLElement>(".et_pb_slide_video")];
    expect(first!.style.marginTop).toBe("-180px");
    // A hidden slide's video has no height to centre by: it keeps its own margin.
    expect(second!.style.marginTop).toBe("4px");

    resize(first!, 200);
    expect(first!.style.marginTop).toBe("-100px");

    act(() => within(host).getByRole("button", { name: "Next" }).click());
    act(() => void vi.advanceTimersByTime(1000));
    expect(second!.style.marginTop).toBe("-180px");
    expect(first!.style.marginTop).toBe("4px");

    act(() => cleanup?.());
    expect(second!.style.marginTop).toBe("4px");
  });
});
