import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import type { Device } from "../../../core/breakpoints";
import { readSiteConfig } from "../../../core/config";
import { createTestContext, render } from "../../../test-support/context";
import { ANIMATED_CLASS, ANIMATING_CLASSES, HAD_ANIMATION_CLASS, STATE_ATTRIBUTE, mount } from "./animations";
import { controlIntersection } from "../../../test-support/observers";

interface FakeAnimation {
  keyframes: Keyframe[];
  timing: KeyframeAnimationOptions;
  cancel: ReturnType<typeof vi.fn>;
}

function stubAnimate() {
  const calls: Array<{ element: Element } & FakeAnimation> = [];
  const animate = vi.fn(function (this: Element, keyframes: Keyframe[], timing: KeyframeAnimationOptions) {
    const animation = { keyframes, timing, cancel: vi.fn() };
    calls.push({ element: this, ...animation });
    return animation as unknown as Animation;
  });
  Object.defineProperty(HTMLElement.prototype, "animate", {
    value: animate,
    configurable: true,
    writable: true,
  });
  return { animate, calls };
}

const ENTRY = {
  class: "et_pb_text_0",
  style: "slideBottom",
  repeat: "once",
  duration: "1000ms",
  delay: "200ms",
  intensity: "10%",
  starting_opacity: "0%",
  speed_curve: "ease-in-out",
};

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

interface Setup {
  entries?: Array<Record<string, string>>;
  pbCustom?: Record<string, string>;
  device?: Device;
  reducedMotion?: boolean;
  builder?: boolean;
  markup?: string;
}

function setup({
  entries = [ENTRY],
  pbCustom = {},
  device = "desktop",
  reducedMotion = false,
  builder = false,
  markup = '<div class="et_pb_module et_pb_text et_pb_text_0 et_animated"><p>Hello</p></div>',
}: Setup = {}) {
  const container = render(markup);
  const context: ModuleContext = createTestContext(document.body, {
    config: readSiteConfig(
      { et_animation_data: entries, et_pb_custom: { ajaxurl: "/wp-admin/admin-ajax.php", ...pbCustom } },
      quiet,
    ),
    device: () => device,
    reducedMotion: () => reducedMotion,
    builder: builder ? { active: true, context: "visual" } : { active: false, context: null },
  });
  const cleanup = mount(document.body, context);
  return { container, context, cleanup };
}

let intersection: ReturnType<typeof controlIntersection>;
let animations: ReturnType<typeof stubAnimate>;

beforeEach(() => {
  vi.useFakeTimers();
  intersection = controlIntersection();
  animations = stubAnimate();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  document.body.replaceChildren();
  document.body.removeAttribute("style");
});

const moduleOf = (container: HTMLElement, className = "et_pb_text_0") =>
  container.getElementsByClassName(className)[0] as HTMLElement;

describe("entrance animations", () => {
  it("pins the theme's animation class names", () => {
    expect(ANIMATING_CLASSES).toEqual(["et_animated", "et_is_animating", "infinite", "et-waypoint"]);
    expect(ANIMATED_CLASS).toBe("et-animated");
    expect(HAD_ANIMATION_CLASS).toBe("et_had_animation");
  });

  it("given a module out of view, waits without animating; in view, starts the device's animation", () => {
    const { container } = setup();
    const module = moduleOf(container);
    expect(intersection.watched()).toContain(module);
    expect(module.getAttribute(STATE_ATTRIBUTE)).toBe("waiting");
    expect(animations.animate).not.toHaveBeenCalled();
    intersection.show(module, false);
    expect(animations.animate).not.toHaveBeenCalled();

    intersection.show(module);
    expect(module.getAttribute(STATE_ATTRIBUTE)).toBe("running");
    expect(module.classList).toContain("et_animated");
    expect(module.classList).toContain("et_is_animating");
    expect(module.classList).toContain(ANIMATED_CLASS);
    expect(animations.calls).toHaveLength(1);
    expect(animations.calls[0]!.element).toBe(module);
    expect(animations.calls[0]!.keyframes[0]).toMatchObject({
      opacity: 0,
      transform: "translate3d(0, 20%, 0)",
    });
    expect(animations.calls[0]!.timing).toEqual({
      duration: 1000,
      delay: 200,
      easing: "ease-in-out",
      iterations: 1,
      fill: "both",
    });
    expect(intersection.watched()).not.toContain(module);
  });

  it("removes the animating classes after duration plus delay and keeps the module marked animated", () => {
    const { container } = setup();
    const module = moduleOf(container);
    intersection.show(module);
    vi.advanceTimersByTime(1199);
    expect(module.classList).toContain("et_is_animating");
    vi.advanceTimersByTime(1);
    for (const className of ANIMATING_CLASSES) expect(module.classList).not.toContain(className);
    expect(module.classList).toContain(ANIMATED_CLASS);
    expect(module.classList).toContain(HAD_ANIMATION_CLASS);
    expect(module.getAttribute(STATE_ATTRIBUTE)).toBe("done");
    expect(animations.calls[0]!.cancel).toHaveBeenCalled();
  });

  it("finishes a running animation at once when the module's parent leaves the viewport", () => {
    const { container } = setup({
      markup: '<div class="et_pb_column"><div class="et_pb_text_0 et_animated">A</div></div>',
    });
    const module = moduleOf(container);
    const column = container.querySelector(".et_pb_column")!;
    intersection.show(module);
    expect(intersection.watched()).toContain(column);
    intersection.show(column, true);
    expect(module.getAttribute(STATE_ATTRIBUTE)).toBe("running");
    intersection.show(column, false);
    expect(module.getAttribute(STATE_ATTRIBUTE)).toBe("done");
    expect(module.classList).not.toContain("et_is_animating");
    expect(intersection.watched()).not.toContain(column);
  });

  it("given repeat loop, animates forever and keeps its classes", () => {
    const { container } = setup({ entries: [{ ...ENTRY, repeat: "loop" }] });
    const module = moduleOf(container);
    intersection.show(module);
    expect(animations.calls[0]!.timing.iterations).toBe(Infinity);
    expect(module.classList).toContain("infinite");
    vi.advanceTimersByTime(60_000);
    expect(module.classList).toContain("et_is_animating");
    expect(module.getAttribute(STATE_ATTRIBUTE)).toBe("running");
  });

  it.each([
    ["phone", "600ms", 600],
    ["tablet", "800ms", 800],
    ["desktop", "1000ms", 1000],
  ] as const)("on a %s, uses the %s variant", (device, _label, duration) => {
    const { container } = setup({
      device,
      entries: [{ ...ENTRY, duration_tablet: "800ms", duration_phone: "600ms" }],
    });
    intersection.show(moduleOf(container));
    expect(animations.calls[0]!.timing.duration).toBe(duration);
  });

  it("finds every element of the order class, never by a selector built from the config", () => {
    const spy = vi.spyOn(document, "querySelectorAll");
    const { container } = setup({
      entries: [{ ...ENTRY, class: "et_pb_blurb_1" }],
      markup:
        '<div class="et_pb_blurb_1 et_animated">A</div><div class="et_pb_blurb_1 et_animated">B</div><div class="et_pb_blurb_10 et_animated">C</div>',
    });
    const blurbs = container.querySelectorAll(".et_pb_blurb_1");
    expect(intersection.watched()).toEqual(expect.arrayContaining([...blurbs]));
    expect(intersection.watched()).not.toContain(container.querySelector(".et_pb_blurb_10"));
    for (const [selector] of spy.mock.calls) expect(selector).not.toContain("et_pb_blurb");
  });

  it("warns about a class with spaces and ignores that entry", () => {
    const { context } = setup({ entries: [{ ...ENTRY, class: "et_pb_text_0 evil" }] });
    expect(context.log.warn).toHaveBeenCalledWith(expect.stringContaining('"et_pb_text_0 evil"'));
    expect(intersection.watched()).toHaveLength(0);
  });

  it("given a bad speed curve, warns naming the module and eases in and out", () => {
    const { container, context } = setup({ entries: [{ ...ENTRY, speed_curve: "bouncy" }] });
    const module = moduleOf(container);
    intersection.show(module);
    expect(context.log.warn).toHaveBeenCalledWith(
      expect.stringContaining('et_animation_data "et_pb_text_0": speed_curve "bouncy"'),
      module,
    );
    expect(animations.calls[0]!.timing.easing).toBe("ease-in-out");
  });

  it.each([
    ["reduced motion", { reducedMotion: true }],
    ["the builder", { builder: true }],
    ["ignore_waypoints", { pbCustom: { ignore_waypoints: "yes" } }],
  ] as const)("given %s, shows every module at once without animating", (_name, options) => {
    const { container } = setup(options);
    const module = moduleOf(container);
    expect(animations.animate).not.toHaveBeenCalled();
    expect(module.classList).not.toContain("et_animated");
    expect(module.classList).toContain(ANIMATED_CLASS);
    expect(module.getAttribute(STATE_ATTRIBUTE)).toBe("done");
    expect(intersection.watched()).toHaveLength(0);
  });

  it("given an animation that cannot start, warns and shows the module at once", () => {
    animations.animate.mockImplementation(() => {
      throw new Error("boom");
    });
    const { container, context } = setup();
    const module = moduleOf(container);
    intersection.show(module);
    expect(context.log.warn).toHaveBeenCalledWith(
      expect.stringContaining("could not start"),
      module,
      expect.any(Error),
    );
    expect(module.classList).not.toContain("et_animated");
    expect(module.getAttribute(STATE_ATTRIBUTE)).toBe("done");
  });

  it("given a stylesheet that still hides a finished module, makes it visible", () => {
    const { container } = setup({
      markup:
        '<style>.et_pb_text_0 { opacity: 0 }</style><div class="et_pb_module et_pb_text et_pb_text_0 et_animated">Hi</div>',
    });
    const module = moduleOf(container);
    intersection.show(module);
    vi.advanceTimersByTime(1200);
    // Checked two frames later, in one batch, when the browser has computed the styles anyway.
    expect(module.style.opacity).toBe("");
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(module.style.opacity).toBe("1");
  });

  it("animates a button module's wrapper, as the theme does", () => {
    const { container } = setup({
      entries: [{ ...ENTRY, class: "et_pb_button_0" }],
      markup:
        '<div class="et_pb_button_module_wrapper"><a class="et_pb_button et_pb_button_0 et_animated" href="/x">Go</a></div>',
    });
    const button = moduleOf(container, "et_pb_button_0");
    intersection.show(button);
    const wrapper = button.parentElement!;
    expect(animations.calls[0]!.element).toBe(wrapper);
    expect(wrapper.classList).toContain("et_animated");
    expect(button.classList).not.toContain("et_animated");
    vi.advanceTimersByTime(1200);
    expect(wrapper.classList).not.toContain("et_animated");
    expect(wrapper.classList).toContain(HAD_ANIMATION_CLASS);
  });

  it("clips the page horizontally while slides run and restores it on cleanup", () => {
    const { cleanup } = setup();
    expect(document.body.style.overflowX).toBe("clip");
    cleanup?.();
    expect(document.body.style.overflowX).toBe("");
  });

  it("on cleanup, shows the modules that never started and stops the running ones", () => {
    const { container, cleanup } = setup({
      entries: [ENTRY, { ...ENTRY, class: "et_pb_text_1", repeat: "loop" }],
      markup: '<div class="et_pb_text_0 et_animated">A</div><div class="et_pb_text_1 et_animated">B</div>',
    });
    intersection.show(moduleOf(container, "et_pb_text_1"));
    cleanup?.();
    for (const className of ["et_pb_text_0", "et_pb_text_1"]) {
      const module = moduleOf(container, className);
      expect(module.classList).not.toContain("et_animated");
      expect(module.getAttribute(STATE_ATTRIBUTE)).toBe("done");
    }
    expect(animations.calls[0]!.cancel).toHaveBeenCalled();
  });

  it("skips a module that already had its animation", () => {
    setup({ markup: '<div class="et_pb_text_0 et_had_animation">Done</div>' });
    expect(intersection.watched()).toHaveLength(0);
  });

  it("marks legacy waypoint elements animated when they come into view", () => {
    const { container } = setup({
      entries: [],
      markup: '<span class="et-waypoint et_pb_animation_top et-pb-icon">i</span>',
    });
    const icon = container.querySelector<HTMLElement>(".et-waypoint")!;
    expect(icon.classList).not.toContain(ANIMATED_CLASS);
    intersection.show(icon);
    expect(icon.classList).toContain(ANIMATED_CLASS);
  });

  it("given reduced motion, shows legacy waypoint elements at once without their CSS animation", () => {
    const { container } = setup({
      entries: [],
      reducedMotion: true,
      markup: '<span class="et-waypoint et_pb_animation_top et-pb-icon">i</span>',
    });
    const icon = container.querySelector<HTMLElement>(".et-waypoint")!;
    expect(icon.classList).toContain(ANIMATED_CLASS);
    expect(icon.style.animation).toContain("none");
  });

  it("given no animation data and no waypoint, does nothing", () => {
    const { cleanup } = setup({ entries: [] });
    expect(cleanup).toBeUndefined();
    expect(document.body.style.overflowX).toBe("");
  });
});
