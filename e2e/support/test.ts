import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { blockOtherHosts } from "./chromium";

/**
 * The shared e2e fixtures: every test collects uncaught errors and console errors of its page and fails when
 * there are any (unless it says which it expects), and blocks every request that does not go to this machine.
 */
export interface PageProblems {
  uncaught: string[];
  consoleErrors: string[];
  /** Console errors a test expects (a module it breaks on purpose); matched by substring. */
  allow(substring: string): void;
  /**
   * Uncaught errors the page raises by itself, measured without the bundle (a real page's own inline scripts).
   * They are tolerated only as long as none of them passes through the bundle's code.
   */
  tolerateBaseline(messages: readonly string[]): void;
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      const allowed: string[] = [];
      const baseline: string[] = [];
      const fromBundle: string[] = [];
      const problems: PageProblems = {
        uncaught: [],
        consoleErrors: [],
        allow: (substring) => void allowed.push(substring),
        tolerateBaseline: (messages) => void baseline.push(...messages),
      };
      await blockOtherHosts(page);
      page.on("pageerror", (error) => {
        const message = `${error.name}: ${error.message}`;
        problems.uncaught.push(message);
        if (error.stack?.includes("/dist/")) fromBundle.push(`${message}\n${error.stack}`);
      });
      page.on("console", (message) => {
        if (message.type() === "error") problems.consoleErrors.push(message.text());
      });
      await use(problems);
      const unexpected = problems.consoleErrors.filter(
        (text) => !allowed.some((substring) => text.includes(substring)),
      );
      expect(fromBundle, "uncaught errors thrown from the bundle").toEqual([]);
      expect(
        problems.uncaught.filter((message) => !baseline.includes(message)),
        "uncaught errors",
      ).toEqual([]);
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export { blockOtherHosts };

/** The longest demo page (the timeline, on a desktop) takes 85 steps. */
const MAX_SCROLL_STEPS = 400;

/** After a frame missed its limit, how much longer a step waits for it before moving on. */
const LATE_FRAME_LIMIT_MS = 1000;

/** Where a walk through the page got to: its steps, the frames that did not come in time, the page's height. */
export interface ScrollWalk {
  steps: number;
  framesMissed: number;
  height: number;
}

export interface ScrollWalkOptions {
  /** One step scrolls half the window (at least 200 px), or the whole window. */
  step?: "half-window" | "window";
  /** At most this many steps. */
  maxSteps?: number;
  /** A step waits for the next frame at most this long. */
  frameWaitLimitMs?: number;
}

/**
 * Scrolls through the whole page so every `visible` module mounts, then back to the top. A page that keeps
 * growing as it is scrolled (a timeline loading older months) is followed for at most MAX_SCROLL_STEPS steps, and
 * a step waits for the next frame at most 100 ms (unless the options say otherwise); a frame that misses that is
 * counted in `framesMissed` and waited for up to LATE_FRAME_LIMIT_MS more, so that the observers see every position
 * the walk passes. Returns where it got to.
 */
export async function scrollThrough(
  page: Page,
  { step = "half-window", maxSteps = MAX_SCROLL_STEPS, frameWaitLimitMs = 100 }: ScrollWalkOptions = {},
): Promise<ScrollWalk> {
  return page.evaluate(
    async ({ wholeWindow, maxSteps, frameWaitLimitMs, lateFrameLimitMs }) => {
      const stepPx = wholeWindow ? window.innerHeight : Math.max(200, window.innerHeight / 2);
      // The next frame, and what it scheduled (intersection observers report after it); false after `limit`.
      const nextFrame = (limit: number): Promise<boolean> =>
        new Promise<boolean>((resolve) => {
          const fallback = setTimeout(() => resolve(false), limit);
          requestAnimationFrame(() => {
            clearTimeout(fallback);
            setTimeout(() => resolve(true), 16);
          });
        });
      let steps = 0;
      let framesMissed = 0;
      for (let y = 0; y < document.documentElement.scrollHeight && steps < maxSteps; y += stepPx) {
        window.scrollTo(0, y);
        steps += 1;
        if (!(await nextFrame(frameWaitLimitMs))) {
          framesMissed += 1;
          // A module the walk passes is only seen at a frame drawn there: a busy machine's late frame is waited
          // for a while longer before the walk moves on, and a frame that never comes still does not stall it.
          await nextFrame(lateFrameLimitMs);
        }
      }
      const height = document.documentElement.scrollHeight;
      window.scrollTo(0, 0);
      return { steps, framesMissed, height };
    },
    { wholeWindow: step === "window", maxSteps, frameWaitLimitMs, lateFrameLimitMs: LATE_FRAME_LIMIT_MS },
  );
}

/** Waits two frames: what the last one scheduled (layout effects, observers, paced frames) has run and been painted. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Resolves once the runtime chunk has loaded and started page.ts (the router, page changes, the click replay).
 * From then on the `interaction` and `media` strategies are armed: they live in the runtime, and an interaction
 * before it has arrived does not load its module (README, "Choosing when a module loads").
 */
export async function waitForRuntime(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const holder = window as unknown as { enhance: { app: { router(): Promise<unknown> } } };
    await holder.enhance.app.router();
  });
}

/** Waits until the boot has nothing scheduled or loading left. */
export async function waitForBootToSettle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const holder = window as unknown as {
      enhance?: { app: { records(): Array<{ state: string; strategy: string }> } };
    };
    const records = holder.enhance?.app.records();
    return records !== undefined && records.every((record) => record.state !== "loading");
  });
}

/** Opens `url`, scrolls the module into view and waits until the named module has mounted on it. */
export async function openEnhanced(
  page: Page,
  url: string,
  selector: string,
  name: string,
): Promise<Locator> {
  await page.goto(url);
  const module = page.locator(selector);
  await module.scrollIntoViewIfNeeded();
  await expect(module).toHaveAttribute("data-enhanced", new RegExp(`(^| )${name}( |$)`));
  return module;
}

/** Waits until `count` elements carry the module's name in `data-enhanced`. */
export async function waitForModules(page: Page, name: string, count: number): Promise<void> {
  await expect(page.locator(`[data-enhanced~="${name}"]`)).toHaveCount(count);
}

/**
 * Waits until the page is still: no finite Web Animation or CSS transition running and no DOM change for
 * `quietMs`, giving up after `limitMs`. Axe judges the page a visitor reads, not a frame halfway through a fade
 * or a count-up, and a slow machine can still be mid-motion when the boot has settled.
 */
export async function waitForStillPage(page: Page, quietMs = 300, limitMs = 6000): Promise<void> {
  await page.evaluate(
    ({ quietMs, limitMs }) =>
      new Promise<void>((resolve) => {
        let lastChange = performance.now();
        const started = lastChange;
        const observer = new MutationObserver(() => {
          lastChange = performance.now();
        });
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        const moving = (): boolean =>
          document.getAnimations().some((animation) => {
            const iterations = animation.effect?.getTiming().iterations ?? 1;
            return animation.playState === "running" && Number.isFinite(iterations);
          });
        const check = (): void => {
          const now = performance.now();
          if (moving()) lastChange = now;
          if (now - lastChange >= quietMs || now - started >= limitMs) {
            observer.disconnect();
            resolve();
          } else {
            setTimeout(check, 50);
          }
        };
        check();
      }),
    { quietMs, limitMs },
  );
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  await waitForStillPage(page);
  // Legacy mode runs axe once in the page and its same-origin frames, without opening the blank page the default
  // mode opens per call to merge cross-origin frame results: about half the time per call (measured on the demo
  // pages), and the only frames a product page holds across origins are the video and social providers' players.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map(
          (node) =>
            `${node.target.join(" ")} [${node.failureSummary?.split("\n").slice(1, 2).join("").trim() ?? ""}]`,
        )
        .join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}
