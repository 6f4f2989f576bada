import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { createHashRouter } from "../../../hash-router";
import { createTestContext, render } from "../../../test-support/context";
import { stubDialog } from "../../../test-support/dialog";
import { mount } from "./portfolio";

const CATEGORIES = ["seo", "email-marketing", "blogging"];

/** 14 items: seo 0, 3, 6, ... (every third), email-marketing 1, 4, ..., blogging 2, 5, .... */
function portfolioMarkup({
  count = 14,
  postsNumber = "4",
  id = "courses",
  pagination = true,
  layout = "grid",
} = {}) {
  const items = Array.from({ length: count }, (_, index) => {
    const slug = CATEGORIES[index % CATEGORIES.length]!;
    const imageHref = index === 1 ? "/courses/email-list/" : `/images/gallery/course-${index + 1}.svg`;
    return `
      <div class="et_pb_portfolio_item et_pb_grid_item project_category_${slug}">
        <a href="${imageHref}"><span class="et_portfolio_image"><img src="/images/gallery/course-${index + 1}.svg" alt="Cover ${index + 1}"></span></a>
        <h2 class="et_pb_module_header"><a href="/courses/${index + 1}/">Course ${index + 1}</a></h2>
      </div>`;
  }).join("");
  const filters = ["all", ...CATEGORIES]
    .map(
      (slug) =>
        `<li class="et_pb_portfolio_filter${slug === "all" ? " et_pb_portfolio_filter_all" : ""}"><a href="#"${slug === "all" ? ' class="active"' : ""} data-category-slug="${slug}">${slug}</a></li>`,
    )
    .join("");
  return `
    <div ${id ? `id="${id}"` : ""} class="et_pb_module et_pb_filterable_portfolio et_pb_filterable_portfolio_0 et_pb_filterable_portfolio_${layout}"
      ${postsNumber === "" ? "" : `data-posts-number="${postsNumber}"`}>
      <div class="et_pb_portfolio_filters clearfix"><ul class="clearfix">${filters}</ul></div>
      <div class="et_pb_portfolio_items_wrapper"><div class="et_pb_portfolio_items">${items}</div></div>
      ${pagination ? '<div class="et_pb_portofolio_pagination"></div>' : ""}
    </div>`;
}

/** A ResizeObserver the test drives: `resize(width)` reports a new content width to every observer. */
function controlResize() {
  const callbacks = new Set<ResizeObserverCallback>();
  class ControlledResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {
      callbacks.add(callback);
    }
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {
      callbacks.delete(this.callback);
    }
  }
  vi.stubGlobal("ResizeObserver", ControlledResizeObserver);
  return {
    resize(width: number) {
      for (const callback of callbacks) {
        callback([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver);
      }
    },
    count: () => callbacks.size,
  };
}

const cleanups: Array<Cleanup | undefined> = [];

function setup(markup = portfolioMarkup(), hash = "", overrides: Partial<ModuleContext> = {}) {
  history.replaceState(null, "", `/portfolio.html${hash}`);
  const element = render(markup).querySelector<HTMLElement>(".et_pb_filterable_portfolio")!;
  const context = createTestContext(element, overrides);
  cleanups.push(mount(element, context) ?? undefined);
  const items = [...element.querySelectorAll<HTMLElement>(".et_pb_portfolio_item")];
  const shown = (): number[] => items.flatMap((item, index) => (item.hidden ? [] : [index + 1]));
  const filter = (slug: string): HTMLAnchorElement =>
    element.querySelector<HTMLAnchorElement>(`a[data-category-slug="${slug}"]`)!;
  const pageLink = (page: string): HTMLAnchorElement =>
    element.querySelector<HTMLAnchorElement>(`.et_pb_portofolio_pagination a[data-page="${page}"]`)!;
  const container = element.querySelector<HTMLElement>(".et_pb_portfolio_items")!;
  return { element, context, items, shown, filter, pageLink, container };
}

function click(target: Element): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  target.dispatchEvent(event);
  return event;
}

// The dialog's chunk is transformed once before the tests, so a busy machine does not outlast a test's wait.
beforeAll(async () => {
  await import("../shared/lightbox/lightbox");
});

beforeEach(() => {
  stubDialog();
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup?.();
  document.querySelectorAll("dialog").forEach((dialog) => dialog.remove());
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  history.replaceState(null, "", "/");
});

describe("filterable portfolio: filters", () => {
  it("starts on all with the first page of data-posts-number items", () => {
    const { element, shown, filter } = setup();
    expect(shown()).toEqual([1, 2, 3, 4]);
    expect(filter("all").classList.contains("active")).toBe(true);
    expect(filter("all").getAttribute("aria-pressed")).toBe("true");
    expect(filter("seo").getAttribute("aria-pressed")).toBe("false");
    expect(element.dataset["category"]).toBe("all");
    expect(element.dataset["pageCount"]).toBe("4");
  });

  it("makes each filter a toggle button controlling the items", () => {
    const { filter, container } = setup();
    expect(filter("seo").getAttribute("role")).toBe("button");
    expect(filter("seo").getAttribute("aria-controls")).toBe(container.id);
    expect(container.id).not.toBe("");
  });

  it("given a click on a category, shows its items from page 1, moves the active class and writes id|slug|1", () => {
    const { shown, filter, element } = setup();
    expect(click(filter("email-marketing")).defaultPrevented).toBe(true);
    expect(shown()).toEqual([2, 5, 8, 11]);
    expect(filter("email-marketing").classList.contains("active")).toBe(true);
    expect(filter("all").classList.contains("active")).toBe(false);
    expect(filter("all").getAttribute("aria-pressed")).toBe("false");
    expect(element.dataset["category"]).toBe("email-marketing");
    expect(location.hash).toBe("#courses|email-marketing|1");
  });

  it("announces how many items the filter shows", () => {
    const { filter, element } = setup();
    const status = element.querySelector(".enhance-portfolio-status")!;
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toBe("");
    click(filter("seo"));
    expect(status.textContent).toBe("5 items");
    click(filter("all"));
    expect(status.textContent).toBe("14 items");
  });

  it("given Space on a filter, chooses it like a click", () => {
    const { shown, filter } = setup();
    const event = new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    filter("blogging").dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(shown()).toEqual([3, 6, 9, 12]);
  });

  it("given a click on the active filter, changes nothing", () => {
    const { filter, shown } = setup();
    const before = shown();
    click(filter("all"));
    expect(shown()).toEqual(before);
    expect(location.hash).toBe("");
  });

  it("paginates the filtered items: page 2 of seo holds its last item, and the URL says so", () => {
    const { shown, filter, pageLink, element } = setup();
    click(filter("seo"));
    expect(element.querySelectorAll(".et_pb_portofolio_pagination li.page")).toHaveLength(2);
    click(pageLink("2"));
    expect(shown()).toEqual([13]);
    expect(location.hash).toBe("#courses|seo|2");
    expect(pageLink("1").getAttribute("href")).toBe("#courses|seo|1");
  });

  it("given a filter change to a category with as many pages, points the page links at the new category", () => {
    const { filter, pageLink } = setup();
    click(filter("seo"));
    expect(pageLink("2").getAttribute("href")).toBe("#courses|seo|2");
    click(filter("email-marketing"));
    expect(pageLink("2").getAttribute("href")).toBe("#courses|email-marketing|2");
    expect(pageLink("next").getAttribute("href")).toBe("#courses|email-marketing|2");
  });

  it("given a filter change, starts the new category at page 1", () => {
    const { shown, filter, pageLink } = setup();
    click(pageLink("3"));
    expect(shown()).toEqual([9, 10, 11, 12]);
    click(filter("blogging"));
    expect(shown()).toEqual([3, 6, 9, 12]);
  });

  it("given a category that fits on one page, hides the pagination", () => {
    const { filter, element } = setup();
    const pagination = element.querySelector<HTMLElement>(".et_pb_portofolio_pagination")!;
    click(filter("blogging"));
    expect(pagination.hidden).toBe(true);
    click(filter("seo"));
    expect(pagination.hidden).toBe(false);
  });

  it("without a pagination container or a page size, shows every item of the category", () => {
    expect(setup(portfolioMarkup({ pagination: false, id: "a" })).shown()).toHaveLength(14);
    expect(setup(portfolioMarkup({ postsNumber: "", id: "b" })).shown()).toHaveLength(14);
    expect(setup(portfolioMarkup({ postsNumber: "0", id: "c" })).shown()).toHaveLength(14);
  });

  it("given a bad data-posts-number, warns naming it and shows every item", () => {
    const { context, shown } = setup(portfolioMarkup({ postsNumber: "many" }));
    expect(shown()).toHaveLength(14);
    expect(context.log.warn).toHaveBeenCalledWith(
      'data-posts-number "many" is not a whole number; showing every item',
      expect.any(HTMLElement),
    );
  });
});

describe("filterable portfolio: deep links", () => {
  it("given id|category|page on load, opens that category on that page", () => {
    const { shown, filter } = setup(portfolioMarkup(), "#courses|email-marketing|2");
    expect(shown()).toEqual([14]);
    expect(filter("email-marketing").getAttribute("aria-pressed")).toBe("true");
  });

  it("given a category without a page, or a page out of range, opens its first page", () => {
    expect(setup(portfolioMarkup({ id: "a" }), "#a|seo").shown()).toEqual([1, 4, 7, 10]);
    document.body.replaceChildren();
    expect(setup(portfolioMarkup({ id: "b" }), "#b|seo|9").shown()).toEqual([1, 4, 7, 10]);
  });

  it("given an unknown category, warns and keeps all", () => {
    const { shown, context } = setup(portfolioMarkup(), "#courses|cooking|2");
    expect(shown()).toEqual([1, 2, 3, 4]);
    expect(context.log.warn).toHaveBeenCalledWith(
      'the deep link names no category of this portfolio: "cooking"',
      expect.any(HTMLElement),
    );
  });

  it("given the module's id alone, an anchor to it, keeps its state without a warning", () => {
    const { shown, context } = setup(portfolioMarkup(), "#courses");
    expect(shown()).toEqual([1, 2, 3, 4]);
    expect(context.log.warn).not.toHaveBeenCalled();
  });

  it("on hash change, follows the hash and writes nothing back", () => {
    const router = createHashRouter();
    cleanups.push(router.start());
    const { shown } = setup(portfolioMarkup(), "", { router });
    const replaceState = vi.spyOn(history, "replaceState");
    history.pushState(null, "", "/portfolio.html#courses|seo|2");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(shown()).toEqual([13]);
    history.pushState(null, "", "/portfolio.html#courses|all|4");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(shown()).toEqual([13, 14]);
    expect(replaceState).not.toHaveBeenCalled();
  });
});

describe("filterable portfolio: deep links after the visitor's choices", () => {
  function startRouter() {
    const router = createHashRouter();
    cleanups.push(router.start());
    return router;
  }
  const changeHash = (hash: string): void => {
    history.pushState(null, "", `/portfolio.html${hash}`);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  };

  it("given a visitor who filtered and paged before the portfolio had an id, a later hash selects its filter", () => {
    const { element, shown, filter, pageLink } = setup(portfolioMarkup({ id: "" }), "", {
      router: startRouter(),
    });
    click(filter("seo"));
    click(pageLink("2"));
    expect(shown()).toEqual([13]);
    element.id = "courses";
    changeHash("#courses|all|1");
    expect(shown()).toEqual([1, 2, 3, 4]);
    expect(filter("all").getAttribute("aria-pressed")).toBe("true");
    expect(filter("seo").getAttribute("aria-pressed")).toBe("false");
  });

  it("given the visitor's filter written into the URL, a hash change back to the filter before wins", () => {
    const { shown, filter } = setup(portfolioMarkup(), "#courses|blogging|1", { router: startRouter() });
    click(filter("email-marketing"));
    expect(location.hash).toBe("#courses|email-marketing|1");
    changeHash("#courses|blogging|1");
    expect(shown()).toEqual([3, 6, 9, 12]);
    expect(filter("blogging").classList.contains("active")).toBe(true);
  });
});

describe("filterable portfolio: columns", () => {
  it("lays the grid out in the spec's columns for the container's width, following resizes", () => {
    const resize = controlResize();
    const { container } = setup();
    // jsdom lays nothing out: the first width is 0.
    expect(container.getAttribute("data-enhance-columns")).toBe("1");
    for (const [width, columns] of [
      [1700, "5"],
      [1600, "5"],
      [1599, "4"],
      [1024, "4"],
      [900, "3"],
      [768, "3"],
      [600, "2"],
      [480, "2"],
      [479, "1"],
    ] as const) {
      resize.resize(width);
      expect(container.getAttribute("data-enhance-columns"), `${width} px`).toBe(columns);
      expect(container.style.getPropertyValue("--enhance-columns")).toBe(columns);
    }
  });

  it("leaves the fullwidth (list) layout alone", () => {
    const resize = controlResize();
    const { container } = setup(portfolioMarkup({ layout: "fullwidth" }));
    resize.resize(1700);
    expect(container.hasAttribute("data-enhance-columns")).toBe(false);
    expect(resize.count()).toBe(0);
  });

  it("on cleanup, stops observing and removes the column layout", () => {
    const resize = controlResize();
    const { container } = setup();
    cleanups.pop()?.();
    expect(resize.count()).toBe(0);
    expect(container.hasAttribute("data-enhance-columns")).toBe(false);
    expect(container.hasAttribute("style")).toBe(false);
  });
});

describe("filterable portfolio: lightbox and cleanup", () => {
  const opened = () =>
    vi.waitFor(() => {
      const dialog = document.querySelector<HTMLDialogElement>("dialog.enhance-lightbox");
      if (!dialog) throw new Error("no dialog yet");
      return dialog;
    });

  it("given a click on an item image linking to an image file, opens the lightbox over the category's images", async () => {
    const { items, filter } = setup();
    click(filter("seo"));
    expect(click(items[3]!.querySelector("img")!).defaultPrevented).toBe(true);
    const dialog = await opened();
    expect(dialog.querySelector(".enhance-lightbox__status")?.textContent).toContain("2 / 5");
    expect(dialog.querySelector("figcaption")?.textContent?.trim()).toBe("Course 4");
  });

  it("given an item image linking to a page, or a title link, lets the link navigate", () => {
    const { items } = setup();
    expect(click(items[1]!.querySelector("img")!).defaultPrevented).toBe(false);
    expect(click(items[0]!.querySelector("h2 a")!).defaultPrevented).toBe(false);
  });

  it("on cleanup, restores items, filters and pagination as the server sent them", () => {
    const { element, items, filter } = setup();
    click(filter("seo"));
    cleanups.pop()?.();
    expect(items.every((item) => !item.hidden)).toBe(true);
    expect(filter("all").classList.contains("active")).toBe(true);
    expect(filter("seo").classList.contains("active")).toBe(false);
    expect(filter("seo").hasAttribute("role")).toBe(false);
    expect(filter("seo").hasAttribute("aria-pressed")).toBe(false);
    expect(element.querySelector(".enhance-portfolio-status")).toBeNull();
    expect(element.querySelector(".et_pb_portofolio_pagination")?.childNodes).toHaveLength(0);
    expect(element.querySelector(".et_pb_portfolio_items")?.hasAttribute("id")).toBe(false);
  });

  it("given markup without items, warns and leaves it as it is", () => {
    const element = render('<div class="et_pb_filterable_portfolio"></div>').firstElementChild as HTMLElement;
    const context = createTestContext(element);
    expect(mount(element, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalled();
  });
});

describe("filterable portfolio root and the server's nodes", () => {
  it("keeps every server node where it was, the same node; cleanup gives the server markup back", () => {
    history.replaceState(null, "", "/portfolio.html");
    const element = render(portfolioMarkup()).querySelector<HTMLElement>(".et_pb_filterable_portfolio")!;
    const markup = new XMLSerializer().serializeToString(element);
    const nodes = [...element.querySelectorAll("*")];
    const parents = nodes.map((node) => node.parentNode);
    const cleanup = mount(element, createTestContext(element));
    const filter = element.querySelector<HTMLAnchorElement>('a[data-category-slug="seo"]')!;
    click(filter);
    click(element.querySelector('.et_pb_portofolio_pagination a[data-page="2"]')!);
    nodes.forEach((node, index) => expect(node.parentNode).toBe(parents[index]));
    expect(filter).toBe(nodes.find((node) => node.getAttribute("data-category-slug") === "seo"));
    expect(element.querySelector(".et_pb_portfolio_items")).toBe(
      nodes.find((node) => node.classList.contains("et_pb_portfolio_items")),
    );
    expect(element.querySelector(".et_pb_portofolio_pagination")).toBe(
      nodes.find((node) => node.classList.contains("et_pb_portofolio_pagination")),
    );
    // The status line stands right before the items it speaks of.
    expect(element.querySelector(".et_pb_portfolio_items")?.previousElementSibling?.className).toContain(
      "enhance-portfolio-status",
    );
    cleanup?.();
    expect(new XMLSerializer().serializeToString(element)).toBe(markup);
  });
});
