import Swiper from "swiper/core";
import { EffectFade } from "swiper/modules";
import type { Cleanup, ModuleContext } from "../../boot/types";
import { visuallyHide } from "../../core/visually-hidden";
import { parseCarouselOptions, SLIDES_PER_VIEW } from "./options";
import {
  delayUntilNextMove,
  offersPause,
  rotationState,
  slideAnnouncement,
  slideLabel,
  type RotationState,
} from "./rotation";
import { adoptCarouselStyles } from "./styles";

/**
 * The home page's course-card carousels (spec 2 and 9 "Carousels and sliders"): Swiper's core moves the cards
 * (one per view, touch and mouse swipes, the slide or fade effect), and this file adds what Swiper lacks, after
 * the WAI-ARIA APG carousel:
 *
 * - autoplay of our own (Swiper's Autoplay module is not loaded): 3000 ms on a slide once its 1000 ms
 *   transition has ended, stopping at the last slide; it pauses while the mouse is over the carousel, while
 *   keyboard focus is inside it, while a finger drags it, while the page is hidden or the carousel is scrolled
 *   away, and resumes (with a full dwell) when none of these holds; never with reduced motion or in the builder;
 * - a visible rotation control (Pause/Play; Play on the last slide starts again from the first) and
 *   previous/next buttons, real buttons with accessible names, first in the carousel's tab order;
 * - the carousel is a region with `aria-roledescription="carousel"`; each slide a group labelled "3 of 8";
 *   inactive slides are `inert` (out of the tab order, hidden from assistive technology, not clickable);
 * - a polite live region says "Slide 3 of 8" when the visitor moves the carousel, never when it autoplays;
 * - card links that open a new tab get `rel="noopener noreferrer"` and a hidden "(opens in a new tab)".
 *
 * State is visible on the element as `data-state` (playing, paused, stopped, ended, static), through Swiper's
 * `swiper-slide-active` class and through the ARIA above. Everything is undone on cleanup.
 */

const CONTROLS_CLASS = "enhance-card-carousel__controls";
const BUTTON_CLASS = "enhance-card-carousel__button";
const NEW_TAB_HINT = " (opens in a new tab)";
const MENTIONS_NEW_TAB = /new (tab|window)/i;
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

let instances = 0;

/** Remembers each attribute's first value so cleanup can put the server's markup back exactly. */
function createAttributeJournal() {
  const recorded = new Map<Element, Set<string>>();
  const restorers: Array<() => void> = [];
  const remember = (target: Element, name: string): void => {
    let names = recorded.get(target);
    if (!names) recorded.set(target, (names = new Set()));
    if (names.has(name)) return;
    names.add(name);
    const original = target.getAttribute(name);
    restorers.push(() =>
      original === null ? target.removeAttribute(name) : target.setAttribute(name, original),
    );
  };
  return {
    remember,
    set(target: Element, name: string, value: string): void {
      remember(target, name);
      target.setAttribute(name, value);
    },
    toggle(target: Element, name: string, on: boolean): void {
      remember(target, name);
      target.toggleAttribute(name, on);
    },
    restore(): void {
      for (const restoreOne of restorers.reverse()) restoreOne();
    },
  };
}

function hiddenText(text: string): HTMLSpanElement {
  const span = document.createElement("span");
  span.textContent = text;
  visuallyHide(span);
  return span;
}

function glyph(text: string): HTMLSpanElement {
  const span = document.createElement("span");
  span.textContent = text;
  span.setAttribute("aria-hidden", "true");
  return span;
}

function controlButton(wrapperId: string, ...content: Array<Node | string>): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = BUTTON_CLASS;
  button.setAttribute("aria-controls", wrapperId);
  button.append(...content);
  return button;
}

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const wrapper = element.querySelector<HTMLElement>(":scope > .swiper-wrapper");
  const slides = wrapper
    ? [...wrapper.children].filter(
        (child): child is HTMLElement =>
          child instanceof HTMLElement && child.classList.contains("swiper-slide"),
      )
    : [];
  if (!wrapper || slides.length === 0) {
    context.log.warn("no .swiper-wrapper > .swiper-slide inside the carousel; left as it is", element);
    return;
  }

  const journal = createAttributeJournal();
  const added: Element[] = [];

  // Safe new-tab links whether or not the carousel moves.
  for (const link of wrapper.querySelectorAll<HTMLAnchorElement>("a[target='_blank' i]")) {
    journal.remember(link, "rel");
    link.relList.add("noopener", "noreferrer");
    if (!MENTIONS_NEW_TAB.test(link.textContent ?? "")) {
      const hint = hiddenText(NEW_TAB_HINT);
      link.append(hint);
      added.push(hint);
    }
  }

  const undoMarkup = (): void => {
    for (const node of added) node.remove();
    journal.restore();
  };

  if (slides.length === 1) {
    element.dataset["state"] = "static" satisfies RotationState;
    return () => {
      undoMarkup();
      delete element.dataset["state"];
    };
  }

  // The logger already names the module: "[enhance:card-carousel] data-speed="fast": expected ...".
  const options = parseCarouselOptions(element.dataset, (message) => context.log.warn(message, element));
  const count = slides.length;
  instances += 1;

  // APG carousel semantics, added only where the markup lacks them.
  if (!element.hasAttribute("role") && element.localName !== "section")
    journal.set(element, "role", "region");
  journal.set(element, "aria-roledescription", "carousel");
  if (!element.hasAttribute("aria-label") && !element.hasAttribute("aria-labelledby")) {
    context.log.warn('no aria-label or aria-labelledby; naming it "Carousel"', element);
    journal.set(element, "aria-label", "Carousel");
  }
  if (!wrapper.id) journal.set(wrapper, "id", `enhance-card-carousel-${instances}`);
  slides.forEach((slide, index) => {
    journal.set(slide, "role", "group");
    journal.set(slide, "aria-roledescription", "slide");
    journal.set(slide, "aria-label", slideLabel(index, count));
  });
  // Swiper's destroy removes the style attributes it wrote to; the journal puts the server's back afterwards.
  for (const styled of [element, wrapper, ...slides]) journal.remember(styled, "style");

  // The controls: rotation first (APG), then previous and next. The live region follows them.
  const pauseOrPlay = document.createElement("span");
  const rotationGlyph = glyph("");
  const rotation = controlButton(
    wrapper.id,
    rotationGlyph,
    " ",
    pauseOrPlay,
    hiddenText(" automatic slide show"),
  );
  const previous = controlButton(wrapper.id, glyph("‹"), " Previous", hiddenText(" slide"));
  const next = controlButton(wrapper.id, "Next", hiddenText(" slide"), " ", glyph("›"));
  const controls = document.createElement("div");
  controls.className = CONTROLS_CLASS;
  controls.append(rotation, previous, next);
  const status = document.createElement("div");
  status.setAttribute("role", "status");
  visuallyHide(status);
  wrapper.before(controls, status);
  added.push(controls, status);

  const serverClasses = new Set(element.classList);
  const releaseStyles = adoptCarouselStyles(document);
  const reducedMotion = (): boolean => context.reducedMotion();
  const speed = (): number => (reducedMotion() ? 0 : options.speedMs);

  const swiper = new Swiper(element, {
    modules: options.effect === "fade" ? [EffectFade] : [],
    effect: options.effect,
    fadeEffect: { crossFade: true },
    speed: speed(),
    spaceBetween: options.spaceBetweenPx,
    slidesPerView: SLIDES_PER_VIEW,
    loop: false,
    rewind: false,
    // Swipes start on the cards only, so pressing a control never drags the carousel.
    touchEventsTarget: "wrapper",
  });

  let stoppedByVisitor = false;
  let hovered = false;
  let focusInside = false;
  let dragging = false;
  let pageHidden = document.visibilityState === "hidden";
  let offscreen = false;
  let state: RotationState | null = null;
  let lastMoveAt = Number.NEGATIVE_INFINITY;
  let timer: number | undefined;
  let movingByAutoplay = false;

  const clearTimer = (): void => {
    if (timer !== undefined) window.clearTimeout(timer);
    timer = undefined;
  };

  const currentState = (): RotationState =>
    rotationState({
      autoplay: options.autoplayMs !== null && !reducedMotion() && !context.builder.active,
      stoppedByVisitor,
      atLastSlide: swiper.activeIndex >= count - 1,
      hovered,
      focusInside,
      dragging,
      pageHidden,
      offscreen,
    });

  const advance = (): void => {
    timer = undefined;
    if (currentState() !== "playing") return;
    movingByAutoplay = true;
    try {
      swiper.slideNext(speed());
    } finally {
      movingByAutoplay = false;
    }
  };

  const schedule = (): void => {
    clearTimer();
    const delay = delayUntilNextMove(Date.now(), lastMoveAt, speed(), options.autoplayMs ?? 0);
    timer = context.disposables.setTimeout(advance, delay);
  };

  const showActiveSlide = (): void => {
    slides.forEach((slide, index) => journal.toggle(slide, "inert", index !== swiper.activeIndex));
    // aria-disabled rather than disabled: a button that focus is on must keep it at the first or last slide.
    previous.setAttribute("aria-disabled", String(swiper.activeIndex <= 0));
    next.setAttribute("aria-disabled", String(swiper.activeIndex >= count - 1));
  };

  /** Brings the element, the controls and the timer in line with the state; `moved` restarts the dwell. */
  const render = (moved = false): void => {
    const previousState = state;
    state = currentState();
    element.dataset["state"] = state;
    rotation.hidden = state === "static";
    const pause = offersPause(state);
    pauseOrPlay.textContent = pause ? "Pause" : "Play";
    rotationGlyph.textContent = pause ? "❚❚" : "▶";
    if (state !== "playing") clearTimer();
    else if (moved || previousState !== "playing" || timer === undefined) schedule();
  };

  swiper.on("slideChange", () => {
    lastMoveAt = Date.now();
    showActiveSlide();
    // APG: announce only the visitor's own moves; clearing on autoplay lets the same words be said again later.
    status.textContent = movingByAutoplay ? "" : slideAnnouncement(swiper.activeIndex, count);
    render(true);
  });
  swiper.on("touchStart", () => {
    dragging = true;
    render();
  });
  swiper.on("touchEnd", () => {
    dragging = false;
    render();
  });

  const listen = { signal: context.signal };
  const moveBy = (step: -1 | 1): void => {
    const target = swiper.activeIndex + step;
    if (target < 0 || target >= count) return;
    swiper.slideTo(target, speed());
  };
  previous.addEventListener("click", () => moveBy(-1), listen);
  next.addEventListener("click", () => moveBy(1), listen);
  rotation.addEventListener(
    "click",
    () => {
      if (state !== null && offersPause(state)) {
        stoppedByVisitor = true;
        render();
        return;
      }
      stoppedByVisitor = false;
      // Play is an explicit request: it rotates though the pointer and the focus are on the control.
      hovered = false;
      focusInside = false;
      if (swiper.activeIndex >= count - 1) swiper.slideTo(0, speed());
      render();
    },
    listen,
  );

  element.addEventListener(
    "pointerenter",
    (event) => {
      if (event.pointerType === "touch") return;
      hovered = true;
      render();
    },
    listen,
  );
  element.addEventListener(
    "pointerleave",
    () => {
      hovered = false;
      render();
    },
    listen,
  );
  element.addEventListener(
    "focusin",
    (event) => {
      // Focus on the rotation control does not pause, so its label always tells what pressing it does.
      focusInside = event.target !== rotation;
      render();
    },
    listen,
  );
  element.addEventListener(
    "focusout",
    (event) => {
      if (event.relatedTarget instanceof Node && element.contains(event.relatedTarget)) return;
      focusInside = false;
      render();
    },
    listen,
  );
  document.addEventListener(
    "visibilitychange",
    () => {
      pageHidden = document.visibilityState === "hidden";
      render();
    },
    listen,
  );
  const motionQuery = window.matchMedia?.(REDUCED_MOTION_QUERY);
  motionQuery?.addEventListener(
    "change",
    () => {
      swiper.params.speed = speed();
      render();
    },
    listen,
  );
  const visibility = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (!entry) return;
    offscreen = !entry.isIntersecting;
    render();
  });
  visibility.observe(element);

  showActiveSlide();
  render();

  return () => {
    clearTimer();
    visibility.disconnect();
    swiper.destroy(true, true);
    // Swiper's destroy leaves some of its state classes (swiper-backface-hidden) behind.
    for (const name of [...element.classList]) {
      if (name.startsWith("swiper-") && !serverClasses.has(name)) element.classList.remove(name);
    }
    releaseStyles();
    undoMarkup();
    delete element.dataset["state"];
  };
}
