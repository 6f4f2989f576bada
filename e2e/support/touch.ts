import type { Locator, Page } from "@playwright/test";

/**
 * Finger swipes through Chromium's own touch input (CDP `Input.dispatchTouchEvent`), for pages opened with
 * `hasTouch`: the browser turns them into the touch events and the `pointerType: "touch"` pointer events a phone
 * sends, hit-tests them, applies `touch-action` and scrolls the page when nothing claims the movement. A swipe is
 * a touchStart, several touchMoves and a touchEnd, as a finger gives them.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface SwipeOptions {
  /** How many touchMove events lead from the start to the end (8 unless told). */
  readonly steps?: number;
  /**
   * Runs before each touchMove and before the touchEnd. With Playwright's clock paused, a test passes
   * `() => page.clock.runFor(50)` here to give the swipe a duration of its own (a slow drag versus a flick).
   */
  readonly betweenSteps?: () => Promise<void>;
}

export type SwipeDirection = "left" | "right" | "up" | "down";

/** One finger from `from` to `to`, in viewport coordinates. */
export async function swipe(page: Page, from: Point, to: Point, options: SwipeOptions = {}): Promise<void> {
  const steps = options.steps ?? 8;
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
    for (let step = 1; step <= steps; step += 1) {
      await options.betweenSteps?.();
      const x = from.x + ((to.x - from.x) * step) / steps;
      const y = from.y + ((to.y - from.y) * step) / steps;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
    }
    await options.betweenSteps?.();
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/**
 * A swipe over `target` in `direction` ("left" moves the finger leftwards), across `fraction` of the target's
 * width (or height), centred on the part of it that is on screen: a touch that starts outside it would go to
 * whatever is there instead.
 */
export async function swipeOver(
  page: Page,
  target: Locator,
  direction: SwipeDirection,
  fraction = 0.6,
  options: SwipeOptions = {},
): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("the swipe's target has no box");
  const viewport = page.viewportSize();
  const left = Math.max(box.x, 0);
  const right = Math.min(box.x + box.width, viewport?.width ?? box.x + box.width);
  const top = Math.max(box.y, 0);
  const bottom = Math.min(box.y + box.height, viewport?.height ?? box.y + box.height);
  const centre = { x: (left + right) / 2, y: (top + bottom) / 2 };
  const half = (fraction / 2) * (direction === "left" || direction === "right" ? right - left : bottom - top);
  const sign = direction === "left" || direction === "up" ? -1 : 1;
  const horizontal = direction === "left" || direction === "right";
  const from = horizontal
    ? { x: centre.x - sign * half, y: centre.y }
    : { x: centre.x, y: centre.y - sign * half };
  const to = horizontal
    ? { x: centre.x + sign * half, y: centre.y }
    : { x: centre.x, y: centre.y + sign * half };
  await swipe(page, from, to, options);
}
