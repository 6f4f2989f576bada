import type { StrategyRunner } from "./strategies";
import type { Strategy } from "./types";

/** The strategies that wait for an interaction or a media query; the runtime carries them (see strategies.ts). */

const INTERACTION_EVENTS = ["pointerover", "pointerdown", "focusin", "touchstart", "keydown"] as const;

const interaction: StrategyRunner = (element, _definition, start, signal) => {
  const controller = new AbortController();
  signal.addEventListener("abort", () => controller.abort());
  const begin = (): void => {
    controller.abort();
    start();
  };
  for (const type of INTERACTION_EVENTS) {
    element.addEventListener(type, begin, { once: true, passive: true, signal: controller.signal });
  }
};

const media: StrategyRunner = (_element, definition, start, signal) => {
  const query = window.matchMedia(definition.media ?? "all");
  if (query.matches) {
    start();
    return;
  }
  const onChange = (): void => {
    if (!query.matches) return;
    query.removeEventListener("change", onChange);
    start();
  };
  query.addEventListener("change", onChange);
  signal.addEventListener("abort", () => query.removeEventListener("change", onChange));
};

export const waitingStrategies: Partial<Record<Strategy, StrategyRunner>> = { interaction, media };
