import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { createHashRouter } from "../../../hash-router";
import { createTestContext, render } from "../../../test-support/context";
import { stubDialog } from "../../../test-support/dialog";
import { mount } from "./gallery";

function galleryMarkup(
  count: number,
  { perPage = "4", id = "course-gallery", pagination = true } = {},
): string {
  const items = Array.from(
    { length: count },
    (_, index) => `
      <div class="et_pb_gallery_item et_pb_grid_item et_pb_bg_layout_light et_pb_gallery_item_0_${index}">
        <div class="et_pb_gallery_image landscape">
          <a href="/images/gallery/lesson-${index + 1}.svg" title="Lesson ${index + 1}">
            <img src="/images/gallery/lesson-${index + 1}.svg" alt="Slide ${index + 1}" />
          </a>
        </div>
        <h3 class="et_pb_gallery_title">Lesson ${index + 1}</h3>
        <p class="et_pb_gallery_caption">Caption ${index + 1}</p>
      </div>`,
  ).join("");
  const perPageAttribute = perPage === "" ? "" : ` data-per_page="${perPage}"`;
  return `
    <div ${id ? `id="${id}"` : ""} class="et_pb_module et_pb_gallery et_pb_gallery_0 et_pb_gallery_grid">
      <div class="et_pb_gallery_items et_post_gallery clearfix"${perPageAttribute}>${items}</div>
      ${pagination ? '<div class="et_pb_gallery_pagination"></div>' : ""}
    </div>`;
}

const cleanups: Array<Cleanup | undefined> = [];

function setup(markup: string, hash = "", overrides: Partial<ModuleContext> = {}) {
  history.replaceState(null, "", `/gallery.html${hash}`);
  const element = render(markup).querySelector<HTMLElement>(".et_pb_gallery")!;
  const context: ModuleContext = createTestContext(element, overrides);
  cleanups.push(mount(element, context) ?? undefined);
  const items = [...element.querySelectorAll<HTMLElement>(".et_pb_gallery_item")];
  const shown = (): number[] => items.flatMap((item, index) => (item.hidden ? [] : [index + 1]));
  const pageLink = (page: string): HTMLAnchorElement =>
    element.querySelector<HTMLAnchorElement>(`.et_pb_gallery_pagination a[data-page="${page}"]`)!;
  return { element, context, items, shown, pageLink };
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
  history.replaceState(null, "", "/");
});

describe("gallery grid pagination", () => {
  it("given 30 items at 4 a page, shows the first 4 and builds 8 page links", () => {
    const { element, shown } = setup(galleryMarkup(30));
    expect(shown()).toEqual([1, 2, 3, 4]);
    expect(element.querySelectorAll(".et_pb_gallery_pagination li.page")).toHaveLength(8);
    expect(element.dataset["page"]).toBe("1");
    expect(element.dataset["pageCount"]).toBe("8");
  });

  it("given a click on page 3, shows items 9 to 12, marks it active and writes id|3 into the URL", () => {
    const { element, shown, pageLink } = setup(galleryMarkup(30));
    click(pageLink("3"));
    expect(shown()).toEqual([9, 10, 11, 12]);
    expect(pageLink("3").classList.contains("active")).toBe(true);
    expect(pageLink("3").getAttribute("aria-current")).toBe("page");
    expect(element.dataset["page"]).toBe("3");
    expect(location.hash).toBe("#course-gallery|3");
  });

  it("given next and previous, moves one page at a time; the last page holds the remainder", () => {
    const { shown, pageLink } = setup(galleryMarkup(10));
    click(pageLink("next"));
    expect(shown()).toEqual([5, 6, 7, 8]);
    click(pageLink("next"));
    expect(shown()).toEqual([9, 10]);
    expect(pageLink("next").closest("li")?.hidden).toBe(true);
    click(pageLink("prev"));
    expect(shown()).toEqual([5, 6, 7, 8]);
  });

  it("given a deep link id|page on load, opens that page", () => {
    const { shown, pageLink } = setup(galleryMarkup(30), "#course-gallery|7");
    expect(shown()).toEqual([25, 26, 27, 28]);
    expect(pageLink("7").classList.contains("active")).toBe(true);
  });

  it("given a hash change naming the gallery, follows it; a page out of range or not a number is ignored", () => {
    const router = createHashRouter();
    cleanups.push(router.start());
    const { shown } = setup(galleryMarkup(30), "", { router });
    const changeHash = (hash: string): void => {
      history.replaceState(null, "", `/gallery.html${hash}`);
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    };
    changeHash("#course-gallery|8");
    expect(shown()).toEqual([29, 30]);
    changeHash("#course-gallery|99");
    expect(shown()).toEqual([29, 30]);
    changeHash("#course-gallery|two");
    expect(shown()).toEqual([29, 30]);
    changeHash("#other|1||course-gallery|2");
    expect(shown()).toEqual([5, 6, 7, 8]);
  });

  it("given a visitor who paged before the gallery had an id, a later hash naming page 1 selects it", () => {
    const router = createHashRouter();
    cleanups.push(router.start());
    const { element, shown, pageLink } = setup(galleryMarkup(30, { id: "" }), "", { router });
    click(pageLink("3"));
    click(pageLink("next"));
    expect(shown()).toEqual([13, 14, 15, 16]);
    element.id = "course-gallery";
    history.replaceState(null, "", "/gallery.html#course-gallery|1");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(shown()).toEqual([1, 2, 3, 4]);
    expect(pageLink("1").getAttribute("aria-current")).toBe("page");
  });

  it("given a visitor's page written into the URL, a hash change back to the page before wins", () => {
    const router = createHashRouter();
    cleanups.push(router.start());
    const { shown, pageLink } = setup(galleryMarkup(30), "#course-gallery|2", { router });
    click(pageLink("5"));
    expect(location.hash).toBe("#course-gallery|5");
    history.pushState(null, "", "/gallery.html#course-gallery|2");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(shown()).toEqual([5, 6, 7, 8]);
  });

  it("given data-per_page, uses it; without it, 4 a page", () => {
    expect(setup(galleryMarkup(10, { perPage: "3", id: "a" })).shown()).toEqual([1, 2, 3]);
    expect(setup(galleryMarkup(10, { perPage: "", id: "b" })).shown()).toEqual([1, 2, 3, 4]);
  });

  it("given a bad data-per_page, warns naming the attribute and uses 4", () => {
    const { context, shown } = setup(galleryMarkup(10, { perPage: "lots" }));
    expect(shown()).toEqual([1, 2, 3, 4]);
    expect(context.log.warn).toHaveBeenCalledWith(
      'data-per_page "lots" is not a whole number; showing 4 a page',
      expect.any(HTMLElement),
    );
  });

  it("given 4 items or fewer, shows them all and hides the empty pagination", () => {
    const { element, shown } = setup(galleryMarkup(3));
    expect(shown()).toEqual([1, 2, 3]);
    expect(element.querySelector<HTMLElement>(".et_pb_gallery_pagination")?.hidden).toBe(true);
  });

  it("given no pagination container, leaves every item visible", () => {
    const { shown } = setup(galleryMarkup(9, { pagination: false }));
    expect(shown()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("given a gallery without an id, pages without touching the URL", () => {
    const { shown, pageLink } = setup(galleryMarkup(9, { id: "" }));
    expect(pageLink("2").getAttribute("href")).toBe("#");
    click(pageLink("2"));
    expect(shown()).toEqual([5, 6, 7, 8]);
    expect(location.hash).toBe("");
  });

  it("given markup without items, warns and leaves it as it is", () => {
    const element = render('<div class="et_pb_gallery et_pb_gallery_grid"></div>')
      .firstElementChild as HTMLElement;
    const context = createTestContext(element);
    expect(mount(element, context)).toBeUndefined();
    expect(context.log.warn).toHaveBeenCalled();
  });

  it("on cleanup, shows every item again and empties the pagination as the server sent it", () => {
    const { element, items, pageLink } = setup(galleryMarkup(9));
    click(pageLink("2"));
    cleanups.pop()?.();
    expect(items.every((item) => !item.hidden)).toBe(true);
    expect(element.querySelector(".et_pb_gallery_pagination")?.childNodes).toHaveLength(0);
    expect(element.dataset["page"]).toBeUndefined();
  });
});

describe("gallery lightbox", () => {
  it("given a click on an image, opens the lightbox on it with the gallery's images in order", async () => {
    const { items } = setup(galleryMarkup(10));
    const link = items[2]!.querySelector("a")!;
    expect(click(link).defaultPrevented).toBe(true);
    const dialog = await vi.waitFor(() => {
      const found = document.querySelector("dialog.enhance-lightbox");
      if (!found) throw new Error("no dialog yet");
      return found as HTMLDialogElement;
    });
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector("img")?.getAttribute("src")).toBe(
      "http://localhost:3000/images/gallery/lesson-3.svg".replace("http://localhost:3000", location.origin),
    );
    expect(dialog.querySelector(".enhance-lightbox__status")?.textContent).toContain("3 / 10");
    expect(dialog.querySelector("figcaption")?.textContent).toContain("Lesson 3");
    expect(dialog.querySelector("figcaption")?.textContent).toContain("Caption 3");
  });

  it("given a modified click, lets the browser open the image itself", () => {
    const { items } = setup(galleryMarkup(4));
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    items[0]!.querySelector("a")!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("given a click on a pagination link, opens no lightbox", () => {
    const { pageLink } = setup(galleryMarkup(9));
    click(pageLink("2"));
    expect(document.querySelector("dialog")).toBeNull();
  });
});

describe("gallery root and the server's nodes", () => {
  it("keeps every server node where it was, the same node; cleanup gives the server markup back", () => {
    history.replaceState(null, "", "/gallery.html");
    const element = render(galleryMarkup(9)).querySelector<HTMLElement>(".et_pb_gallery")!;
    const markup = new XMLSerializer().serializeToString(element);
    const nodes = [...element.querySelectorAll("*")];
    const parents = nodes.map((node) => node.parentNode);
    const cleanup = mount(element, createTestContext(element));
    nodes.forEach((node, index) => expect(node.parentNode).toBe(parents[index]));
    expect(element.querySelector(".et_pb_gallery_items")).toBe(nodes[0]);
    expect(element.querySelectorAll(".et_pb_gallery_item")[4]).toBe(
      nodes.filter((node) => node.classList.contains("et_pb_gallery_item"))[4],
    );
    const pagination = element.querySelector(".et_pb_gallery_pagination")!;
    expect(nodes).toContain(pagination);
    click(pagination.querySelector('a[data-page="2"]')!);
    expect(element.querySelectorAll(".et_pb_gallery_item")[4]).toBe(
      nodes.filter((node) => node.classList.contains("et_pb_gallery_item"))[4],
    );
    cleanup?.();
    expect(new XMLSerializer().serializeToString(element)).toBe(markup);
  });

  it("on cleanup with the lightbox open, closes it and gives focus back to the image link", async () => {
    const { items } = setup(galleryMarkup(6));
    const link = items[1]!.querySelector("a")!;
    link.focus();
    click(link);
    const dialog = await vi.waitFor(() => {
      const found = document.querySelector<HTMLDialogElement>("dialog.enhance-lightbox");
      if (!found) throw new Error("no dialog yet");
      return found;
    });
    cleanups.pop()?.();
    expect(dialog.isConnected).toBe(false);
    expect(dialog.dataset["state"]).toBe("closed");
    expect(document.activeElement).toBe(link);
  });
});
