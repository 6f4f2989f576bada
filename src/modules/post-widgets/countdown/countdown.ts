import type { Cleanup, ModuleContext } from "../../../boot/types";
import { visuallyHide } from "../../../core/visually-hidden";

/**
 * The countdown timer module (spec 9 "Counters and timers"): `.et_pb_countdown_timer[data-end-timestamp]` (unix
 * seconds) counts down every second, days padded to 3 digits and the other units to 2, short labels while its
 * container is at most 400 px wide, spent sections marked `zero`; at the end it shows zeros and stops. The
 * ticking digits are hidden from screen readers, which get one polite summary that changes once a minute.
 */
export const TICK_MS = 1000;
export const SHORT_LABELS_MAX_WIDTH = 400;
export const DAY_DIGITS = 3;
export const UNIT_DIGITS = 2;

const UNITS = ["days", "hours", "minutes", "seconds"] as const;
type Unit = (typeof UNITS)[number];

export interface RemainingParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left; 0 once the end has passed. */
  totalSeconds: number;
}

/** The time left until `endSeconds` (unix seconds) at `nowMs` (epoch milliseconds), never negative. */
export function remainingParts(endSeconds: number, nowMs: number): RemainingParts {
  const left = Math.floor(endSeconds - nowMs / 1000);
  const totalSeconds = Number.isFinite(left) ? Math.max(0, left) : 0;
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}

/** `value` as a whole number with leading zeros up to `digits`; longer numbers are never cut. */
export function pad(value: number, digits: number): string {
  const whole = Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
  return String(whole).padStart(Math.max(0, Math.trunc(digits)), "0");
}

/** The end timestamp in unix seconds, or null when the attribute is not a whole non-negative number. */
export function parseEndTimestamp(value: string | undefined): number | null {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return null;
  const seconds = Number(value);
  return Number.isSafeInteger(seconds) ? seconds : null;
}

/**
 * Whether each section is spent: a unit is spent once it and every larger unit are zero (the theme's rule, so
 * "0 days 5 hours" marks only the days).
 */
export function spentUnits(parts: RemainingParts): Record<Unit, boolean> {
  const days = parts.days === 0;
  const hours = days && parts.hours === 0;
  const minutes = hours && parts.minutes === 0;
  return { days, hours, minutes, seconds: minutes && parts.seconds === 0 };
}

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** The screen-reader summary, to the minute: "3 days, 4 hours and 5 minutes left", or "Ended". */
export function summarize(parts: RemainingParts): string {
  if (parts.totalSeconds === 0) return "Ended";
  const named = [
    parts.days > 0 ? plural(parts.days, "day") : "",
    parts.hours > 0 ? plural(parts.hours, "hour") : "",
    parts.minutes > 0 ? plural(parts.minutes, "minute") : "",
  ].filter(Boolean);
  if (named.length === 0) return "Less than a minute left";
  const last = named.pop()!;
  return `${named.length ? `${named.join(", ")} and ` : ""}${last} left`;
}

/** Whether the labels should be the short ones for a container this wide. */
export function wantsShortLabels(containerWidth: number): boolean {
  return containerWidth <= SHORT_LABELS_MAX_WIDTH;
}

interface Section {
  unit: Unit;
  element: HTMLElement;
  value: HTMLElement | null;
  label: HTMLElement | null;
  /** The separator after it, marked spent together with it as the theme does. */
  separator: HTMLElement | null;
}

function findSections(container: HTMLElement): Section[] {
  const sections: Section[] = [];
  for (const unit of UNITS) {
    const element = container.querySelector<HTMLElement>(`.section.values.${unit}`);
    if (!element) continue;
    const next = element.nextElementSibling;
    sections.push({
      unit,
      element,
      value: element.querySelector<HTMLElement>(".value"),
      label: element.querySelector<HTMLElement>(".label"),
      separator: next instanceof HTMLElement && next.classList.contains("sep") ? next : null,
    });
  }
  return sections;
}

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const attribute = element.dataset["endTimestamp"];
  const endSeconds = parseEndTimestamp(attribute);
  if (endSeconds === null) {
    return context.decline(
      `data-end-timestamp ${attribute === undefined ? "is missing" : `"${attribute}" is not unix seconds`}`,
      element,
    );
  }
  const container = element.querySelector<HTMLElement>(".et_pb_countdown_timer_container") ?? element;
  const sections = findSections(container);
  if (sections.length === 0) {
    return context.decline("no days, hours, minutes or seconds section", element);
  }

  const hiddenByUs = [...container.querySelectorAll<HTMLElement>(".section")].filter(
    (section) => !section.hasAttribute("aria-hidden"),
  );
  for (const section of hiddenByUs) section.setAttribute("aria-hidden", "true");
  const status = document.createElement("div");
  status.setAttribute("role", "status");
  status.className = "enhance-countdown__status";
  visuallyHide(status);
  container.append(status);

  let intervalId: number | undefined;
  const render = (): void => {
    const parts = remainingParts(endSeconds, Date.now());
    const spent = spentUnits(parts);
    for (const section of sections) {
      const text = pad(parts[section.unit], section.unit === "days" ? DAY_DIGITS : UNIT_DIGITS);
      if (section.value && section.value.textContent !== text) section.value.textContent = text;
      section.element.classList.toggle("zero", spent[section.unit]);
      section.separator?.classList.toggle("zero", spent[section.unit]);
    }
    // The summary changes at most once a minute, so a screen reader hears no tick every second.
    const summary = summarize(parts);
    if (status.textContent !== summary) status.textContent = summary;
    const ended = parts.totalSeconds === 0;
    element.dataset["state"] = ended ? "ended" : "running";
    if (ended && intervalId !== undefined) {
      window.clearInterval(intervalId);
      intervalId = undefined;
    }
  };
  render();
  if (element.dataset["state"] === "running") intervalId = context.disposables.setInterval(render, TICK_MS);

  let shortLabels: boolean | null = null;
  const applyLabels = (width: number): void => {
    const short = wantsShortLabels(width);
    if (short === shortLabels) return;
    shortLabels = short;
    for (const { element: section, label } of sections) {
      const text = section.dataset[short ? "short" : "full"];
      if (label && text !== undefined) label.textContent = text;
    }
  };
  if (typeof ResizeObserver === "function") {
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) applyLabels(entry.contentRect.width);
    });
    observer.observe(container);
    context.disposables.add(() => observer.disconnect());
  }

  return () => {
    if (intervalId !== undefined) window.clearInterval(intervalId);
    status.remove();
    for (const section of hiddenByUs) section.removeAttribute("aria-hidden");
    delete element.dataset["state"];
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
