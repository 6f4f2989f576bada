import type { ParseResult } from "../../../boot/island";
import { parseEndTimestamp, UNITS, type Unit } from "./countdown";

/** One unit of the theme's countdown: `.section.values.<unit>` with its `.value` and `.label`. */
export interface CountdownSection {
  readonly unit: Unit;
  readonly element: HTMLElement;
  readonly value: HTMLElement | null;
  readonly label: HTMLElement | null;
  /** The separator after it, marked spent together with it as the theme does. */
  readonly separator: HTMLElement | null;
}

export interface CountdownModel {
  readonly host: HTMLElement;
  /** The end, in unix seconds. */
  readonly endSeconds: number;
  /** `.et_pb_countdown_timer_container`, or the module itself when the theme printed none. */
  readonly container: HTMLElement;
  readonly sections: readonly CountdownSection[];
  /** Every `.section`, separators included: the ticking digits screen readers do not hear. */
  readonly tickingParts: readonly HTMLElement[];
}

/** Reads the countdown markup of the reference ("Countdown timer"): the end and the sections, as the server sent. */
export function parseCountdown(host: HTMLElement): ParseResult<CountdownModel> {
  const attribute = host.dataset["endTimestamp"];
  const endSeconds = parseEndTimestamp(attribute);
  if (endSeconds === null) {
    return {
      ok: false,
      reason: `data-end-timestamp ${attribute === undefined ? "is missing" : `"${attribute}" is not unix seconds`}`,
    };
  }
  const container = host.querySelector<HTMLElement>(".et_pb_countdown_timer_container") ?? host;
  const sections: CountdownSection[] = [];
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
  if (sections.length === 0) return { ok: false, reason: "no days, hours, minutes or seconds section" };
  const tickingParts = [...container.querySelectorAll<HTMLElement>(".section")];
  return { ok: true, model: { host, endSeconds, container, sections, tickingParts } };
}
