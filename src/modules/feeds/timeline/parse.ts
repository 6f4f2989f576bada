import type { ParseResult } from "../../../boot/island";

/** One month module as the theme prints it: `.timeline-module` > `.module-head` (with its title) + `.posts-list`. */
export interface MonthParts {
  readonly module: HTMLElement;
  readonly head: HTMLElement;
  /** `h1.module-title-month`: its child nodes move into the disclosure button. */
  readonly title: HTMLElement;
  readonly titleNodes: readonly Node[];
  readonly list: HTMLElement;
  /** The list's id, or the one the island gives a list without one (the button's `aria-controls`). */
  readonly listId: string;
  /** "October 2026": the month and year as the head shows them. */
  readonly label: string;
}

/** The timeline page template as the server rendered it (reference 2.1, spec 4 "Timeline"). */
export interface TimelineModel {
  /** Every child node of `.timeline-container`, kept in place as they are. */
  readonly containerNodes: readonly Node[];
  readonly timeline: HTMLElement;
  readonly stickyHeader: HTMLElement | null;
  readonly menu: HTMLElement | null;
  readonly nav: HTMLElement | null;
  readonly loader: HTMLElement | null;
  readonly months: readonly MonthParts[];
  /** Month modules without a head, a title or a list: left as they are. */
  readonly incomplete: readonly HTMLElement[];
}

let generatedListIds = 0;

/** The month and year a month module's head shows, as one label. */
export function monthLabelOf(module: Element): string {
  return [
    module.querySelector(".module-title-month")?.textContent?.trim() ?? "",
    module.querySelector(".module-title-year")?.textContent?.trim() ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The parts of one month module, or null when it lacks its head, title or posts list. */
export function parseMonth(module: HTMLElement): MonthParts | null {
  const head = module.querySelector<HTMLElement>(":scope > .module-head");
  const title = head?.querySelector<HTMLElement>(".module-title-month") ?? null;
  const list = module.querySelector<HTMLElement>(":scope > .posts-list");
  if (!head || !title || !list) return null;
  let listId = list.id;
  if (listId === "") {
    generatedListIds += 1;
    listId = `${module.id || "timeline-month"}-posts-${generatedListIds}`;
  }
  return {
    module,
    head,
    title,
    titleNodes: [...title.childNodes],
    list,
    listId,
    label: monthLabelOf(module),
  };
}

export function parseTimeline(container: HTMLElement): ParseResult<TimelineModel> {
  const timeline = container.querySelector<HTMLElement>("#timeline, .timeline");
  if (timeline === null) return { ok: false, reason: "no #timeline in the timeline container" };
  const menu = container.querySelector<HTMLElement>("#timeline-menu, .timeline-menu");
  const months: MonthParts[] = [];
  const incomplete: HTMLElement[] = [];
  for (const module of timeline.querySelectorAll<HTMLElement>(":scope > .timeline-module")) {
    const parts = parseMonth(module);
    if (parts === null) incomplete.push(module);
    else months.push(parts);
  }
  return {
    ok: true,
    model: {
      containerNodes: [...container.childNodes],
      timeline,
      stickyHeader: container.querySelector<HTMLElement>("#timeline-sticky-header"),
      menu,
      nav: menu?.closest<HTMLElement>(".timeline-nav") ?? null,
      loader: timeline.querySelector<HTMLElement>(":scope > .loader"),
      months,
      incomplete,
    },
  };
}
