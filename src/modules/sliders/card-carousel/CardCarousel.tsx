import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { EffectFade } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance, SwiperModule } from "swiper/types";
import { Adopted } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { VISUALLY_HIDDEN_STYLE } from "../../../core/visually-hidden";
import type { CarouselOptions } from "./options";
import { SLIDES_PER_VIEW, SLOW_DRAG_MOVES_AT } from "./options";
import type { CardCarouselModel } from "./parse";
import {
  delayUntilNextMove,
  offersPause,
  rotationState,
  slideAnnouncement,
  slideLabel,
  type RotationState,
} from "./rotation";
import { endTransitionsOnTheClock } from "./transition-clock";

/**
 * The home page's course-card carousels (spec 2 and 9 "Carousels and sliders"): Swiper (its React components
 * over its core) moves the cards, one per view, with touch and mouse swipes and the slide or fade effect; the
 * server's slides are adopted, as they are, into Swiper's slides. This component adds what Swiper lacks, after
 * the WAI-ARIA APG carousel:
 *
 * - autoplay of our own (Swiper's Autoplay module is not loaded): 3000 ms on a slide once its 1000 ms
 *   transition has ended, stopping at the last slide; it pauses while the mouse is over the carousel, while
 *   keyboard focus is inside it, while a finger drags it, while the page is hidden or the carousel is scrolled
 *   away, and resumes (with a full dwell) when none of these holds; never with reduced motion or in the builder;
 * - a visible rotation control (Pause/Play; Play on the last slide starts again from the first) and
 *   previous/next buttons, real buttons with accessible names, first in the carousel's tab order;
 * - each slide a group labelled "3 of 8"; inactive slides are `inert` (out of the tab order, hidden from
 *   assistive technology, not clickable);
 * - a polite live region says "Slide 3 of 8" when the visitor moves the carousel, never when it autoplays.
 *
 * State is visible on the carousel element as `data-state` (playing, paused, stopped, ended, static), through
 * Swiper's classes (`swiper-slide-active` on the slides; the container's `swiper-initialized`, `swiper-fade`...
 * also on the carousel element, where a theme styles them) and through the ARIA above.
 */

const CONTROLS_CLASS = "enhance-card-carousel__controls";
const BUTTON_CLASS = "enhance-card-carousel__button";
/** The element Swiper runs in, inside the carousel element. */
export const SWIPER_CLASS = "enhance-card-carousel__swiper";
const SLIDE_CLASS = "enhance-card-carousel__slide";
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Stable option objects: Swiper's React component compares them on every render. */
const FADE_MODULES: SwiperModule[] = [EffectFade];
const NO_MODULES: SwiperModule[] = [];
const CROSS_FADE = { crossFade: true };

/** Text for screen readers only (the theme's class plus inline styles, for pages without the theme's CSS). */
function HiddenText({ children }: { children: string }) {
  return (
    <span className="screen-reader-text" style={VISUALLY_HIDDEN_STYLE}>
      {children}
    </span>
  );
}

function Glyph({ children }: { children: string }) {
  return <span aria-hidden="true">{children}</span>;
}

/** Swiper's container classes (`swiper-initialized`, `swiper-fade`...) written on `host` too; returns the undo. */
function mirrorContainerClasses(swiper: SwiperInstance, host: HTMLElement): () => void {
  const mirrored = new Set<string>();
  const mirror = (classes: string): void => {
    const wanted = new Set(classes.split(/\s+/).filter((name) => name.startsWith("swiper-")));
    for (const name of mirrored) {
      if (wanted.has(name)) continue;
      host.classList.remove(name);
      mirrored.delete(name);
    }
    for (const name of wanted) {
      if (host.classList.contains(name)) continue;
      host.classList.add(name);
      mirrored.add(name);
    }
  };
  const onContainerClasses = (_swiper: SwiperInstance, classes: string): void => mirror(classes);
  mirror(swiper.el.className);
  swiper.on("_containerClasses", onContainerClasses);
  return () => {
    swiper.off("_containerClasses", onContainerClasses);
    for (const name of mirrored) host.classList.remove(name);
    mirrored.clear();
  };
}

interface CardCarouselProps {
  host: HTMLElement;
  model: CardCarouselModel;
  options: CarouselOptions;
  context: ModuleContext;
}

export function CardCarousel({ host, model, options, context }: CardCarouselProps) {
  const count = model.slides.length;
  const generatedId = useId();
  const slidesId = model.wrapperId ?? `${generatedId}slides`;
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [pageHidden, setPageHidden] = useState(() => document.visibilityState === "hidden");
  const [offscreen, setOffscreen] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(() => context.reducedMotion());
  const [announcement, setAnnouncement] = useState("");
  // When the last slide change happened; a new object per move, so the dwell restarts after every move.
  const [lastMove, setLastMove] = useState({ at: Number.NEGATIVE_INFINITY });
  const movingByAutoplay = useRef(false);
  const rotationButton = useRef<HTMLButtonElement | null>(null);
  const speed = reducedMotion ? 0 : options.speedMs;

  const state: RotationState = rotationState({
    autoplay: options.autoplayMs !== null && !reducedMotion && !context.builder.active,
    stoppedByVisitor,
    atLastSlide: activeIndex >= count - 1,
    hovered,
    focusInside,
    dragging,
    pageHidden,
    offscreen,
  });

  useLayoutEffect(() => {
    host.dataset["state"] = state;
  }, [host, state]);

  useLayoutEffect(() => (swiper ? mirrorContainerClasses(swiper, host) : undefined), [swiper, host]);

  useLayoutEffect(
    () => (swiper ? endTransitionsOnTheClock(swiper, context.disposables) : undefined),
    [swiper, context.disposables],
  );

  // Autoplay: one timer while playing, set again after every move and whenever playing starts again.
  useEffect(() => {
    if (state !== "playing" || !swiper || options.autoplayMs === null) return;
    const delay = delayUntilNextMove(Date.now(), lastMove.at, speed, options.autoplayMs);
    const timer = context.disposables.setTimeout(() => {
      movingByAutoplay.current = true;
      try {
        swiper.slideNext(speed);
      } finally {
        movingByAutoplay.current = false;
      }
    }, delay);
    return () => context.disposables.clearTimeout(timer);
  }, [state, swiper, lastMove, speed, options.autoplayMs, context.disposables]);

  // What pauses the show from outside the controls: the mouse, the focus, the page's visibility, scrolling.
  useEffect(() => {
    const controller = new AbortController();
    const listen = { signal: controller.signal };
    host.addEventListener(
      "pointerenter",
      (event) => {
        if (event.pointerType !== "touch") setHovered(true);
      },
      listen,
    );
    host.addEventListener("pointerleave", () => setHovered(false), listen);
    host.addEventListener(
      "focusin",
      // Focus on the rotation control does not pause, so its label always tells what pressing it does.
      (event) => setFocusInside(event.target !== rotationButton.current),
      listen,
    );
    host.addEventListener(
      "focusout",
      (event) => {
        if (event.relatedTarget instanceof Node && host.contains(event.relatedTarget)) return;
        setFocusInside(false);
      },
      listen,
    );
    document.addEventListener(
      "visibilitychange",
      () => setPageHidden(document.visibilityState === "hidden"),
      listen,
    );
    window
      .matchMedia?.(REDUCED_MOTION_QUERY)
      ?.addEventListener("change", () => setReducedMotion(context.reducedMotion()), listen);
    const visibility = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOffscreen(!entry.isIntersecting);
    });
    visibility.observe(host);
    return () => {
      controller.abort();
      visibility.disconnect();
    };
  }, [host, context]);

  const onSlideChange = useCallback(
    (instance: SwiperInstance) => {
      setLastMove({ at: Date.now() });
      setActiveIndex(instance.activeIndex);
      // APG: announce only the visitor's own moves; clearing on autoplay lets the same words be said again later.
      setAnnouncement(movingByAutoplay.current ? "" : slideAnnouncement(instance.activeIndex, count));
    },
    [count],
  );

  const moveBy = (step: -1 | 1): void => {
    if (!swiper) return;
    const target = swiper.activeIndex + step;
    if (target < 0 || target >= count) return;
    swiper.slideTo(target, speed);
  };

  const onRotation = (): void => {
    if (offersPause(state)) {
      setStoppedByVisitor(true);
      return;
    }
    setStoppedByVisitor(false);
    // Play is an explicit request: it rotates though the pointer and the focus are on the control.
    setHovered(false);
    setFocusInside(false);
    if (swiper && swiper.activeIndex >= count - 1) swiper.slideTo(0, speed);
  };

  const pause = offersPause(state);
  return (
    <>
      {model.nodesBefore.length > 0 && <Adopted nodes={model.nodesBefore} />}
      {/* The controls: rotation first (APG), then previous and next. The live region follows them. */}
      <div className={CONTROLS_CLASS}>
        <button
          ref={rotationButton}
          type="button"
          className={BUTTON_CLASS}
          aria-controls={slidesId}
          hidden={state === "static"}
          onClick={onRotation}
        >
          <Glyph>{pause ? "❚❚" : "▶"}</Glyph> <span>{pause ? "Pause" : "Play"}</span>
          <HiddenText> automatic slide show</HiddenText>
        </button>
        {/* aria-disabled rather than disabled: a button that focus is on keeps it at the first or last slide. */}
        <button
          type="button"
          className={BUTTON_CLASS}
          aria-controls={slidesId}
          aria-disabled={activeIndex <= 0}
          onClick={() => moveBy(-1)}
        >
          <Glyph>‹</Glyph> Previous<HiddenText> slide</HiddenText>
        </button>
        <button
          type="button"
          className={BUTTON_CLASS}
          aria-controls={slidesId}
          aria-disabled={activeIndex >= count - 1}
          onClick={() => moveBy(1)}
        >
          Next<HiddenText> slide</HiddenText> <Glyph>›</Glyph>
        </button>
      </div>
      <div role="status" className="screen-reader-text" style={VISUALLY_HIDDEN_STYLE}>
        {announcement}
      </div>
      <Swiper
        id={slidesId}
        className={SWIPER_CLASS}
        modules={options.effect === "fade" ? FADE_MODULES : NO_MODULES}
        effect={options.effect}
        fadeEffect={CROSS_FADE}
        speed={speed}
        spaceBetween={options.spaceBetweenPx}
        slidesPerView={SLIDES_PER_VIEW}
        loop={false}
        rewind={false}
        longSwipesRatio={SLOW_DRAG_MOVES_AT}
        // Swipes start on the cards only, so pressing a control never drags the carousel.
        touchEventsTarget="wrapper"
        onSwiper={setSwiper}
        onSlideChange={onSlideChange}
        onTouchStart={() => setDragging(true)}
        onTouchEnd={() => setDragging(false)}
      >
        {model.slideNodes.map((nodes, index) => (
          <SwiperSlide
            key={index}
            className={SLIDE_CLASS}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index, count)}
            inert={index === activeIndex ? undefined : ""}
          >
            <Adopted nodes={nodes} />
          </SwiperSlide>
        ))}
      </Swiper>
      {model.nodesAfter.length > 0 && <Adopted nodes={model.nodesAfter} />}
    </>
  );
}
