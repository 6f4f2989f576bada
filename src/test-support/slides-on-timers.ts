/* For the unit tests of the toggles and accordions (jsdom has neither layout nor the Web Animations API). */

/**
 * Slides that run on the (fake) timers: each finishes after its duration, and `cancel()` rejects it as the browser
 * does. Returns the directions the slides ran in, as their last keyframe's height says ("0px" closes); content
 * is given a height for that, which jsdom does not lay out.
 */
export function slidesOnTimers(): Array<"open" | "close"> {
  const slides: Array<"open" | "close"> = [];
  Object.defineProperty(HTMLElement.prototype, "scrollHeight", { get: () => 120, configurable: true });
  const animate = (keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
    slides.push(keyframes.at(-1)?.["height"] === "0px" ? "close" : "open");
    let cancel: () => void = () => undefined;
    const finished = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, Number(options.duration));
      cancel = () => {
        clearTimeout(timer);
        reject(new DOMException("The animation was cancelled", "AbortError"));
      };
    });
    return { finished, cancel: () => cancel() };
  };
  Object.defineProperty(HTMLElement.prototype, "animate", { value: animate, configurable: true });
  return slides;
}

/** Takes back what `slidesOnTimers` put on the prototype. */
export function removeSlidesOnTimers(): void {
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
}
