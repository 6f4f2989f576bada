import type { Swiper as SwiperInstance } from "swiper/types";
import type { Disposables } from "../../../core/disposables";

/** What of Swiper this needs: its elements, its events. */
export type TransitioningSwiper = Pick<SwiperInstance, "el" | "wrapperEl" | "slides" | "on" | "off">;

/**
 * Swiper ends a move when the browser reports `transitionend` on its wrapper (or, fading, on the slide shown);
 * until then it keeps the move's `transition-duration` on them and counts itself as animating. This carousel
 * ends a move after its speed on the page's clock instead, the clock its autoplay already counts the transition
 * and the dwell on, so the two never disagree: a move ends even when the browser reports no `transitionend`
 * (a theme's `transition: none`, a carousel hidden mid-move), and a test that holds the page's clock still holds
 * the move too. The browser's own `transitionend` on those elements is kept from Swiper; what starts the move,
 * and the CSS transition the visitor sees, stay Swiper's. Returns the undo.
 */
export function endTransitionsOnTheClock(swiper: TransitioningSwiper, disposables: Disposables): () => void {
  const moving = (): HTMLElement[] => [...swiper.slides, swiper.wrapperEl];
  const keepFromSwiper = (event: Event): void => {
    if (event.isTrusted && moving().includes(event.target as HTMLElement)) event.stopPropagation();
  };
  let timer: number | undefined;
  const forgetTimer = (): void => {
    if (timer !== undefined) disposables.clearTimeout(timer);
    timer = undefined;
  };
  const onMoveStart = (_swiper: SwiperInstance, speed: number): void => {
    forgetTimer();
    // An instant move (reduced motion) is ended by Swiper itself, at once.
    if (!(speed > 0)) return;
    timer = disposables.setTimeout(() => {
      timer = undefined;
      // The slides first: fading, Swiper listens on the slide shown and passes the end on to the wrapper.
      for (const element of moving()) element.dispatchEvent(new Event("transitionend"));
    }, speed);
  };
  swiper.el.addEventListener("transitionend", keepFromSwiper, { capture: true });
  swiper.on("beforeTransitionStart", onMoveStart);
  return () => {
    forgetTimer();
    swiper.off("beforeTransitionStart", onMoveStart);
    swiper.el.removeEventListener("transitionend", keepFromSwiper, { capture: true });
  };
}
