import type { Cleanup, ModuleContext } from "../../../boot/types";
import type { AnimationEntry } from "../../../core/config";
import { buildKeyframes, buildTiming, parseAnimation } from "./parse";

/**
 * Entrance animations (spec 3 "Animation data", spec 4 "Animations"): every module named by an `et_animation_data`
 * entry animates when it enters the viewport (one shared IntersectionObserver), with the options of the current
 * device, through the Web Animations API. The server gives the module `et_animated` (and its CSS hides it until
 * then); when the animation starts the module is marked `et-animated`, and after duration plus delay the animating
 * classes are removed unless it repeats forever. In the builder, with `ignore_waypoints` or with reduced motion
 * every module is shown at once. Whatever happens, a module ends fully visible.
 *
 * Legacy `.et-waypoint` elements (blurb icons, images) whose animation is pure CSS get `et-animated` when they
 * enter the viewport, as the theme's waypoints did.
 */

/** Classes that make a module hidden or animating in the theme's CSS; removed when the animation is over. */
export const ANIMATING_CLASSES = ["et_animated", "et_is_animating", "infinite", "et-waypoint"] as const;
/** Marks a module whose animation has started (the theme's waypoint class). */
export const ANIMATED_CLASS = "et-animated";
/** The theme's marker of a module whose animation is over; it also keeps it from animating twice. */
export const HAD_ANIMATION_CLASS = "et_had_animation";
export const STATE_ATTRIBUTE = "data-animation-state";
const BUTTON_WRAPPER_CLASS = "et_pb_button_module_wrapper";

type AnimationState = "waiting" | "running" | "done";

interface Target {
  /** The element named by the entry's order class. */
  readonly element: HTMLElement;
  readonly entry: AnimationEntry;
  /** What animates: the element, or the wrapper of a button module (as the theme does). */
  animated: HTMLElement;
  animation: Animation | null;
  state: AnimationState;
}

function setState(target: Target, state: AnimationState): void {
  target.state = state;
  target.element.setAttribute(STATE_ATTRIBUTE, state);
}

/** The modules of each entry, found by class name (never by a selector built from config). */
function collectTargets(context: ModuleContext): Map<HTMLElement, Target> {
  const targets = new Map<HTMLElement, Target>();
  context.config.animations.forEach((entry, index) => {
    if (/\s/.test(entry.class)) {
      context.log.warn(`et_animation_data[${index}].class "${entry.class}" is not one class name; ignored`);
      return;
    }
    for (const element of document.getElementsByClassName(entry.class)) {
      if (!(element instanceof HTMLElement) || targets.has(element)) continue;
      if (element.classList.contains(HAD_ANIMATION_CLASS)) continue;
      targets.set(element, { element, entry, animated: element, animation: null, state: "waiting" });
    }
  });
  return targets;
}

/** The final state: no animating class, the module marked as animated. Returns the elements to check. */
function reveal(target: Target): HTMLElement[] {
  target.animation?.cancel();
  target.animation = null;
  const elements = [...new Set([target.element, target.animated])];
  for (const element of elements) {
    element.classList.remove(...ANIMATING_CLASSES);
    element.classList.add(ANIMATED_CLASS, HAD_ANIMATION_CLASS);
  }
  setState(target, "done");
  return elements;
}

/** A stylesheet we do not know may still hide a finished module; an animation must never leave content invisible. */
function ensureVisible(elements: Iterable<HTMLElement>): void {
  for (const element of elements) {
    if (getComputedStyle(element).opacity === "0") element.style.opacity = "1";
  }
}

export function mount(_element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const targets = collectTargets(context);
  const legacy = [...document.querySelectorAll<HTMLElement>(".et-waypoint")].filter(
    (element) => !targets.has(element),
  );
  if (targets.size === 0 && legacy.length === 0) return;

  // Finished modules are checked in batches two frames later, when the styles of the removed classes have been
  // computed by the browser anyway: reading them then forces no style recalculation per module.
  const unchecked = new Set<HTMLElement>();
  let checkScheduled = false;
  const show = (target: Target): void => {
    for (const element of reveal(target)) unchecked.add(element);
    if (checkScheduled) return;
    checkScheduled = true;
    context.disposables.requestAnimationFrame(() =>
      context.disposables.requestAnimationFrame(() => {
        checkScheduled = false;
        ensureVisible(unchecked);
        unchecked.clear();
      }),
    );
  };

  const showAtOnce =
    context.builder.active || context.config.pbCustom.ignore_waypoints || context.reducedMotion();
  if (showAtOnce) {
    for (const target of targets.values()) show(target);
    for (const element of legacy) markLegacy(element, context.reducedMotion());
    return;
  }

  // Slides from the side would widen the page while they run; the theme clips the body the same way ("clip"
  // rather than the theme's "hidden", which would make the body a scroll container and break sticky elements).
  const body = document.body;
  const previousOverflowX = body.style.overflowX;
  body.style.overflowX = "clip";

  // One observer for the page: a waiting module starts when it enters the viewport; a running animation whose
  // module's parent leaves it is finished at once (nobody sees it, and the page settles). The parent is watched,
  // not the module, whose starting transform may itself move it out of view.
  const waiting = new Map<Element, () => void>();
  const runningByParent = new Map<Element, Set<Target>>();
  const observer = new IntersectionObserver((records) => {
    for (const record of records) {
      const begin = waiting.get(record.target);
      if (begin && record.isIntersecting) {
        waiting.delete(record.target);
        if (!runningByParent.has(record.target)) observer.unobserve(record.target);
        begin();
      }
      const running = runningByParent.get(record.target);
      if (running && !record.isIntersecting) for (const target of [...running]) finish(target);
    }
  });
  const parentOf = (target: Target): Element | null => target.animated.parentElement;
  const watchExit = (target: Target): void => {
    const parent = parentOf(target);
    if (!parent) return;
    const running = runningByParent.get(parent) ?? new Set<Target>();
    if (running.size === 0) {
      runningByParent.set(parent, running);
      observer.observe(parent);
    }
    running.add(target);
  };
  const finish = (target: Target): void => {
    if (target.state === "done") return;
    const parent = parentOf(target);
    const running = parent ? runningByParent.get(parent) : undefined;
    if (parent && running?.delete(target) && running.size === 0) {
      runningByParent.delete(parent);
      if (!waiting.has(parent)) observer.unobserve(parent);
    }
    show(target);
  };

  const start = (target: Target): void => {
    if (target.state !== "waiting") return;
    if (context.reducedMotion()) {
      show(target);
      return;
    }
    const options = parseAnimation(target.entry, context.device(), (message) =>
      context.log.warn(message, target.element),
    );
    const wrapper = target.element.parentElement;
    if (wrapper?.classList.contains(BUTTON_WRAPPER_CLASS)) {
      target.element.classList.remove("et_animated");
      target.animated = wrapper;
    }
    const animated = target.animated;
    animated.classList.add("et_animated", "et_is_animating", ANIMATED_CLASS);
    target.element.classList.add(ANIMATED_CLASS);
    if (options.repeat === "infinite") animated.classList.add("infinite");
    setState(target, "running");
    try {
      if (typeof animated.animate !== "function") throw new Error("no Web Animations API");
      target.animation = animated.animate(buildKeyframes(options), buildTiming(options));
    } catch (error) {
      context.log.warn("the animation could not start; shown at once", target.element, error);
      show(target);
      return;
    }
    if (options.repeat === "once") {
      context.disposables.setTimeout(() => finish(target), options.durationMs + options.delayMs);
      watchExit(target);
    }
  };

  for (const target of targets.values()) {
    setState(target, "waiting");
    waiting.set(target.element, () => start(target));
  }
  for (const element of legacy) waiting.set(element, () => markLegacy(element, context.reducedMotion()));
  for (const element of waiting.keys()) observer.observe(element);

  return () => {
    observer.disconnect();
    for (const target of targets.values()) {
      if (target.state !== "done") for (const element of reveal(target)) unchecked.add(element);
    }
    ensureVisible(unchecked);
    for (const element of legacy) element.classList.add(ANIMATED_CLASS);
    body.style.overflowX = previousOverflowX;
  };
}

/** A legacy waypoint element: its CSS animation runs once it is marked; with reduced motion it only appears. */
function markLegacy(element: HTMLElement, reducedMotion: boolean): void {
  if (reducedMotion) element.style.animation = "none";
  element.classList.add(ANIMATED_CLASS);
}
