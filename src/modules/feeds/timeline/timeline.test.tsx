import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import { AjaxTimeoutError } from "../../../core/ajax-errors";
import { readSiteConfig } from "../../../core/config";
import { sanitizeToFragment } from "../../../core/html";
import { FAILURE_MESSAGES } from "../../../core/forms/submission";
import { createTestContext, render } from "../../../test-support/context";
import { controlIntersection, type ControlledObservers } from "../../../test-support/observers";
import { MONTH_NAMES } from "./months";
import {
  HASH_WRITE_DELAY_MS,
  mount,
  SINGLE_COLUMN_MAX_WIDTH,
  TIMELINE_LOAD_LOCK_MS,
  TIMELINE_LOAD_MARGIN_PX,
  TIMELINE_MESSAGES,
  TIMELINE_SCROLL_MS,
} from "./timeline";

const capitalised = (month: number) => {
  const name = MONTH_NAMES[month - 1]!;
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** One month module as the theme prints it. */
function month(monthNumber: number, year: number, posts = 2): string {
  const name = MONTH_NAMES[monthNumber - 1]!;
  const items = Array.from(
    { length: posts },
    (_, index) =>
      `<li><article class="post"><div class="post-content"><h3><a href="/blog/${name}-${year}-${index}/">Lesson ${index + 1} of ${name} ${year}</a></h3></div></article></li>`,
  ).join("");
  return `<div class="timeline-module et_extra_other_module year-${year}" data-year="${year}" data-month="${name}" id="${name}_${year}"><div class="module-head"><h1 class="module-title-month">${capitalised(monthNumber)}</h1><span class="module-filter module-title-year">${year}</span></div><ul class="posts-list">${items}</ul></div>`;
}

/** The menu from October 2026 down to January 2023, as the theme prints every month with posts. */
function menu(): string {
  const items: string[] = [];
  for (let year = 2026; year >= 2023; year -= 1) {
    items.push(`<li class="year year-${year}"><a href="#${year}" data-year="${year}">${year}</a></li>`);
    for (let monthNumber = year === 2026 ? 10 : 12; monthNumber >= 1; monthNumber -= 1) {
      const name = MONTH_NAMES[monthNumber - 1]!;
      items.push(
        `<li class="month year-${year}"><a href="#${name}_${year}" data-month="${name}" data-year="${year}">${capitalised(monthNumber)}</a></li>`,
      );
    }
  }
  return `<ul id="timeline-menu" class="timeline-menu">${items.join("")}</ul>`;
}

const PAGE = `<h1>Timeline</h1><div class="timeline-container"><div id="timeline-sticky-header" class="et_extra_other_module timeline-module"><div class="module-head"><h1 class="module-title-month"></h1><span class="module-filter module-title-year"></span></div></div><div id="timeline" class="timeline mobile">${month(10, 2026)}${month(9, 2026)}<div class="loader"><img src="data:," alt="Loading"></div></div><div class="timeline-nav">${menu()}</div></div>`;

type Reply = (fields: Record<string, string>) => Promise<string>;

let observers: ControlledObservers;

beforeEach(() => {
  observers = controlIntersection();
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  history.replaceState(null, "", location.pathname);
  document.body.replaceChildren();
});

function stubNarrow(matches: boolean): void {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: query === `(max-width: ${SINGLE_COLUMN_MAX_WIDTH}px)` ? matches : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function setup(reply: Reply = () => Promise.resolve("")) {
  const container = render(PAGE);
  const element = container.querySelector<HTMLElement>(".timeline-container")!;
  const postAction = vi.fn((_action: string, fields: Record<string, string>) => reply(fields));
  const context = createTestContext(element, {
    config: readSiteConfig({ EXTRA: { timeline_nonce: "fixture-timeline-nonce" } }),
    html: { toFragment: async (html: string) => sanitizeToFragment(html) },
  });
  context.ajax.postAction = postAction as unknown as ModuleContext["ajax"]["postAction"];
  const inserted = vi.fn();
  context.bus.on("content:inserted", inserted);
  const cleanup = mount(element, context);
  const timeline = element.querySelector<HTMLElement>("#timeline")!;
  const sentinel = element.querySelector<HTMLElement>(".enhance-timeline__sentinel")!;
  const ids = () => [...timeline.querySelectorAll(":scope > .timeline-module")].map((module) => module.id);
  const head = (id: string) => element.querySelector<HTMLButtonElement>(`#${id} .module-head button`)!;
  const status = () => element.querySelector<HTMLElement>(".enhance-timeline__status")!;
  return { element, context, cleanup, timeline, sentinel, postAction, inserted, ids, head, status };
}

const settle = async () => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe("timeline", () => {
  it("pins the spec's numbers: 1000 ms scroll, 250 ms load lock, 200 px load margin, 690 px single column", () => {
    expect(TIMELINE_SCROLL_MS).toBe(1000);
    expect(TIMELINE_LOAD_LOCK_MS).toBe(250);
    expect(TIMELINE_LOAD_MARGIN_PX).toBe(200);
    expect(SINGLE_COLUMN_MAX_WIDTH).toBe(690);
  });

  it("makes each month's head a disclosure that collapses and expands its posts", async () => {
    const { element, head } = setup();
    const button = head("october_2026");
    const module = element.querySelector<HTMLElement>("#october_2026")!;
    const list = module.querySelector<HTMLElement>(".posts-list")!;
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(list.id);
    expect(button.getAttribute("aria-label")).toBe("October 2026");
    expect(button.textContent).toBe("October");
    expect(module.querySelector(".module-title-month")!.getAttribute("aria-level")).toBe("2");
    await userEvent.click(button);
    await settle();
    expect(module.classList.contains("collapsed")).toBe(true);
    expect(module.dataset["state"]).toBe("collapsed");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(list.hidden).toBe(true);
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(module.classList.contains("collapsed")).toBe(false);
    expect(list.hidden).toBe(false);
    // The whole head stays clickable, as in the theme.
    await userEvent.click(module.querySelector(".module-title-year")!);
    expect(module.dataset["state"]).toBe("collapsed");
  });

  it("given a narrow screen, starts every month collapsed, loaded ones too", async () => {
    stubNarrow(true);
    const { element, sentinel, ids } = setup(() => Promise.resolve(month(8, 2026)));
    expect(
      [...element.querySelectorAll<HTMLElement>("#timeline > .timeline-module")].map(
        (m) => m.dataset["state"],
      ),
    ).toEqual(["collapsed", "collapsed"]);
    observers.show(sentinel);
    await settle();
    expect(ids()).toContain("august_2026");
    expect(element.querySelector<HTMLElement>("#august_2026")!.dataset["state"]).toBe("collapsed");
  });

  it("given the end in reach, loads the months before the oldest shown and announces them", async () => {
    const { element, sentinel, postAction, inserted, ids } = setup(() =>
      Promise.resolve(month(8, 2026) + month(7, 2026)),
    );
    observers.show(sentinel);
    await settle();
    expect(postAction).toHaveBeenCalledTimes(1);
    expect(postAction.mock.calls[0]![0]).toBe("extra_timeline_get_content");
    expect(postAction.mock.calls[0]![1]).toEqual({
      timeline_nonce: "fixture-timeline-nonce",
      last_month: "september",
      last_year: "2026",
    });
    expect(ids()).toEqual(["october_2026", "september_2026", "august_2026", "july_2026"]);
    // New months go before the sentinel and the loader, and get their disclosure too.
    expect(element.querySelector("#july_2026")!.nextElementSibling).toBe(sentinel);
    expect(element.querySelector("#july_2026 .module-head button")).not.toBeNull();
    expect(inserted).toHaveBeenCalledTimes(2);
    expect(inserted).toHaveBeenCalledWith({
      container: element.querySelector("#august_2026"),
      source: "timeline",
    });
    expect(element.querySelector("[data-enhance-live]")!.textContent).toBe(
      "Older posts loaded: August 2026 to July 2026.",
    );
  });

  it("given months with an inline script, inserts the months without it and says EvalError: No eval function available", async () => {
    const { context, sentinel, ids, timeline } = setup(() =>
      Promise.resolve(`${month(8, 2026)}<script>window.ranTimelineScript = true</script>`),
    );
    observers.show(sentinel);
    await settle();
    expect(ids()).toContain("august_2026");
    expect(timeline.querySelector("script")).toBeNull();
    expect(context.log.warn).toHaveBeenCalledWith(
      "EvalError: No eval function available (1 inline script in the reply not run)",
      timeline,
    );
  });

  it("given a load under way, blocks another until 250 ms after the answer, then looks again", async () => {
    vi.useFakeTimers();
    let answer: () => void = () => undefined;
    const { sentinel, postAction, timeline } = setup(
      (fields) =>
        new Promise((resolve) => {
          answer = () => resolve(fields["last_month"] === "september" ? month(8, 2026) : month(1, 2026));
        }),
    );
    observers.show(sentinel);
    expect(timeline.dataset["state"]).toBe("loading");
    expect(timeline.getAttribute("aria-busy")).toBe("true");
    observers.show(sentinel);
    observers.show(sentinel);
    expect(postAction).toHaveBeenCalledTimes(1);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    observers.show(sentinel);
    await vi.advanceTimersByTimeAsync(TIMELINE_LOAD_LOCK_MS - 1);
    expect(postAction).toHaveBeenCalledTimes(1);
    // The lock clears and the sentinel is observed afresh; it is still in reach, so the next months load.
    await vi.advanceTimersByTimeAsync(1);
    observers.show(sentinel);
    expect(postAction).toHaveBeenCalledTimes(2);
    expect(postAction.mock.calls[1]![1]).toMatchObject({ last_month: "august", last_year: "2026" });
  });

  it("given an empty answer before the menu's oldest month, steps back about six months and asks again", async () => {
    const replies: Record<string, string> = { "september 2026": "", "march 2026": month(2, 2026) };
    const { sentinel, postAction, ids, timeline } = setup((fields) =>
      Promise.resolve(replies[`${fields["last_month"]} ${fields["last_year"]}`] ?? ""),
    );
    observers.show(sentinel);
    await settle();
    expect(
      postAction.mock.calls.map(([, fields]) => `${fields["last_month"]} ${fields["last_year"]}`),
    ).toEqual(["september 2026", "march 2026"]);
    expect(ids()).toEqual(["october_2026", "september_2026", "february_2026"]);
    expect(timeline.dataset["state"]).toBe("idle");
  });

  it("given an empty answer past the menu's oldest month, marks the end and stops loading", async () => {
    vi.useFakeTimers();
    const { sentinel, postAction, timeline, status, element } = setup((fields) =>
      Promise.resolve(fields["last_year"] === "2026" ? month(1, 2023) : ""),
    );
    observers.show(sentinel);
    await vi.advanceTimersByTimeAsync(TIMELINE_LOAD_LOCK_MS);
    observers.show(sentinel);
    await vi.advanceTimersByTimeAsync(TIMELINE_LOAD_LOCK_MS);
    expect(
      postAction.mock.calls.map(([, fields]) => `${fields["last_month"]} ${fields["last_year"]}`),
    ).toEqual(["september 2026", "january 2023"]);
    expect(timeline.dataset["state"]).toBe("complete");
    expect(status().textContent).toBe(TIMELINE_MESSAGES.complete);
    expect(status().getAttribute("role")).toBe("status");
    expect(element.querySelector("[data-enhance-live]")!.textContent).toBe(
      "You have reached the oldest posts.",
    );
    observers.show(sentinel);
    await vi.advanceTimersByTimeAsync(TIMELINE_LOAD_LOCK_MS);
    expect(postAction).toHaveBeenCalledTimes(2);
  });

  it("given a failure, says what happened, stops loading on its own and tries again on request", async () => {
    vi.useFakeTimers();
    let fail = true;
    const { sentinel, postAction, timeline, status, ids } = setup(() =>
      fail
        ? Promise.reject(new AjaxTimeoutError("extra_timeline_get_content", 15000))
        : Promise.resolve(month(8, 2026)),
    );
    observers.show(sentinel);
    await vi.advanceTimersByTimeAsync(TIMELINE_LOAD_LOCK_MS);
    expect(timeline.dataset["state"]).toBe("error");
    expect(status().getAttribute("role")).toBe("alert");
    expect(status().querySelector("p")!.textContent).toBe(
      `Older posts could not be loaded. ${FAILURE_MESSAGES.timeout}`,
    );
    observers.show(sentinel);
    await vi.advanceTimersByTimeAsync(TIMELINE_LOAD_LOCK_MS);
    expect(postAction).toHaveBeenCalledTimes(1);
    fail = false;
    status().querySelector<HTMLButtonElement>("button")!.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(postAction).toHaveBeenCalledTimes(2);
    expect(ids()).toContain("august_2026");
    expect(status().hidden).toBe(true);
    expect(timeline.dataset["state"]).toBe("idle");
  });

  it("given #timeline|june_2025, loads the months in between, then moves to that month", async () => {
    history.replaceState(null, "", "#timeline|june_2025");
    const months =
      [8, 7, 6, 5, 4, 3, 2, 1].map((m) => month(m, 2026)).join("") +
      [12, 11, 10, 9, 8, 7, 6].map((m) => month(m, 2025)).join("");
    const { postAction, head, ids } = setup(() => Promise.resolve(months));
    await settle();
    expect(postAction).toHaveBeenCalledTimes(1);
    expect(postAction.mock.calls[0]![1]).toEqual({
      timeline_nonce: "fixture-timeline-nonce",
      last_month: "september",
      last_year: "2026",
      through_month: "june",
      through_year: "2025",
    });
    expect(ids()).toHaveLength(17);
    expect(document.activeElement).toBe(head("june_2025"));
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it("given a hash month with no posts, says so and loads nothing twice", async () => {
    history.replaceState(null, "", "#timeline|may_2024");
    const { postAction, element } = setup(() => Promise.resolve(""));
    await settle();
    expect(postAction.mock.calls[0]![1]).toMatchObject({ through_month: "may", through_year: "2024" });
    expect(element.querySelector("[data-enhance-live]")!.textContent).toBe(
      "There are no posts from May 2024.",
    );
  });

  it("given a hash that names no month, warns and loads nothing", async () => {
    history.replaceState(null, "", "#timeline|smarch_2025");
    const { postAction, context } = setup();
    await settle();
    expect(postAction).not.toHaveBeenCalled();
    expect(context.log.warn).toHaveBeenCalledWith(
      'the timeline hash "smarch_2025" names no month (expected <month>_<year>)',
      expect.anything(),
    );
  });

  it("given a menu month already shown, moves there without a request and writes the hash", async () => {
    const { element, postAction, head } = setup();
    await userEvent.click(
      element.querySelector<HTMLAnchorElement>('#timeline-menu a[href="#september_2026"]')!,
    );
    await settle();
    expect(postAction).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(head("september_2026"));
    expect(location.hash).toBe("#timeline|september_2026");
  });

  it("given a menu year not loaded yet, loads through January of that year and moves to its first month", async () => {
    const { element, postAction, head } = setup(() => Promise.resolve(month(12, 2023) + month(11, 2023)));
    await userEvent.click(element.querySelector<HTMLAnchorElement>('#timeline-menu a[href="#2023"]')!);
    await settle();
    expect(postAction.mock.calls[0]![1]).toEqual({
      timeline_nonce: "fixture-timeline-nonce",
      last_month: "september",
      last_year: "2026",
      through_year: "2023",
    });
    expect(document.activeElement).toBe(head("december_2023"));
  });

  it("shows the current year's months in the menu with the first month active, the sticky header hidden", () => {
    const { element } = setup();
    const shown = [...element.querySelectorAll<HTMLElement>("#timeline-menu > li")]
      .filter((item) => !item.hidden)
      .map((item) => item.textContent);
    expect(shown.slice(0, 11)).toEqual([
      "October",
      "September",
      "August",
      "July",
      "June",
      "May",
      "April",
      "March",
      "February",
      "January",
      "2025",
    ]);
    expect(shown.slice(11)).toEqual(["2024", "2023"]);
    const active = element.querySelector("#timeline-menu li.active a")!;
    expect(active.getAttribute("href")).toBe("#october_2026");
    expect(active.getAttribute("aria-current")).toBe("location");
    const sticky = element.querySelector<HTMLElement>("#timeline-sticky-header")!;
    expect(sticky.hidden).toBe(true);
    expect(sticky.getAttribute("aria-hidden")).toBe("true");
    expect(element.querySelector(".timeline-nav")!.getAttribute("aria-label")).toBe(TIMELINE_MESSAGES.menu);
  });

  it("the month crossing the top line fills the sticky header, leads the menu and, after 500 ms, the hash", async () => {
    vi.useFakeTimers();
    const { element } = setup();
    const sticky = element.querySelector<HTMLElement>("#timeline-sticky-header")!;
    const september = element.querySelector<HTMLElement>("#september_2026")!;
    observers.show(september);
    expect(sticky.hidden).toBe(false);
    expect(sticky.querySelector(".module-title-month")!.textContent).toBe("September");
    expect(sticky.querySelector(".module-title-year")!.textContent).toBe("2026");
    expect(element.querySelector("#timeline-menu li.active a")!.getAttribute("href")).toBe("#september_2026");
    await vi.advanceTimersByTimeAsync(HASH_WRITE_DELAY_MS - 1);
    expect(location.hash).toBe("");
    await vi.advanceTimersByTimeAsync(1);
    expect(location.hash).toBe("#timeline|september_2026");
    sticky.click();
    expect(september.dataset["state"]).toBe("collapsed");
    expect(sticky.classList.contains("collapsed")).toBe(true);
    observers.show(september, false);
    expect(sticky.hidden).toBe(true);
  });

  it("on cleanup gives the headings back their text and removes what it added", () => {
    const { element, cleanup } = setup();
    cleanup?.();
    const title = element.querySelector("#october_2026 .module-title-month")!;
    expect(title.children).toHaveLength(0);
    expect(title.textContent).toBe("October");
    expect(
      element.querySelector(".enhance-timeline__sentinel, .enhance-timeline__status, [data-enhance-live]"),
    ).toBeNull();
    expect(element.querySelector("#timeline-sticky-header")!.hasAttribute("aria-hidden")).toBe(false);
  });

  it("keeps every server node of the container, the months, their heads, posts and the menu as the same node", () => {
    const container = render(PAGE);
    const element = container.querySelector<HTMLElement>(".timeline-container")!;
    const serverNodes = [...element.querySelectorAll("*")];
    const titleTexts = [...element.querySelectorAll("#timeline .module-title-month")].map(
      (title) => title.firstChild,
    );
    const before = new XMLSerializer().serializeToString(element);
    const context = createTestContext(element, {
      config: readSiteConfig({ EXTRA: { timeline_nonce: "fixture-timeline-nonce" } }),
    });
    const cleanup = mount(element, context);
    expect(container.querySelector(".timeline-container")).toBe(element);
    for (const node of serverNodes) {
      expect(element.contains(node)).toBe(true);
    }
    const timeline = element.querySelector<HTMLElement>("#timeline")!;
    expect(serverNodes).toContain(timeline);
    const modules = [...timeline.querySelectorAll<HTMLElement>(":scope > .timeline-module")];
    expect(modules.map((module) => module.id)).toEqual(["october_2026", "september_2026"]);
    for (const module of modules) {
      expect(serverNodes).toContain(module);
      for (const part of module.querySelectorAll(
        ".module-head, .module-title-month, .posts-list, li, article, a",
      )) {
        expect(serverNodes).toContain(part);
      }
    }
    for (const link of element.querySelectorAll("#timeline-menu li, #timeline-menu a")) {
      expect(serverNodes).toContain(link);
    }
    // The heading's own text moved into the disclosure button, the same text node.
    const buttons = [...timeline.querySelectorAll(".module-title-month > button")];
    expect(buttons.map((button) => button.firstChild)).toEqual(titleTexts);
    buttons.forEach((button, index) => expect(button.firstChild).toBe(titleTexts[index]));
    cleanup?.();
    expect(new XMLSerializer().serializeToString(element)).toBe(before);
    expect(element.querySelector("#timeline")).toBe(timeline);
    expect(element.querySelector("#october_2026 .module-title-month")!.firstChild).toBe(titleTexts[0]);
  });

  it("puts months loaded later into the page as the very nodes the sink returned", async () => {
    const fromSink: Element[] = [];
    const container = render(PAGE);
    const element = container.querySelector<HTMLElement>(".timeline-container")!;
    const context = createTestContext(element, {
      config: readSiteConfig({ EXTRA: { timeline_nonce: "fixture-timeline-nonce" } }),
      html: {
        toFragment: async (html: string) => {
          const fragment = sanitizeToFragment(html);
          fromSink.push(...fragment.querySelectorAll(".timeline-module, .posts-list li"));
          return fragment;
        },
      },
    });
    context.ajax.postAction = vi.fn(() =>
      Promise.resolve(month(8, 2026)),
    ) as unknown as ModuleContext["ajax"]["postAction"];
    mount(element, context);
    observers.show(element.querySelector<HTMLElement>(".enhance-timeline__sentinel")!);
    await settle();
    const august = element.querySelector<HTMLElement>("#august_2026")!;
    expect(august).toBe(fromSink[0]);
    expect([...august.querySelectorAll(".posts-list li")]).toEqual(fromSink.slice(1));
    august
      .querySelectorAll(".posts-list li")
      .forEach((item, index) => expect(item).toBe(fromSink[index + 1]));
    expect(august.parentElement).toBe(element.querySelector("#timeline"));
    expect(august.querySelector(".module-title-month > button")?.textContent).toBe("August");
  });

  it("without #timeline leaves the page as it is, with a warning", () => {
    const container = render(`<div class="timeline-container"></div>`);
    const element = container.firstElementChild as HTMLElement;
    const context = createTestContext(element);
    expect(mount(element, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalled();
  });
});
