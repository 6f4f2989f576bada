import { act } from "@testing-library/react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Pagination } from "./Pagination";
import { PAGINATION_ATTRIBUTE } from "./styles";

/** The pagination as its module drives it: shown on a page of a number of pages, and unmounted. */
interface Pagination {
  update(current: number, total: number): void;
  destroy(): void;
}

const roots: Root[] = [];

function setup(total: number, current = 1) {
  const container = document.createElement("div");
  container.className = "et_pb_gallery_pagination";
  document.body.append(container);
  const root = createRoot(document.createElement("div"));
  roots.push(root);
  const onSelect = vi.fn();
  const pagination: Pagination = {
    update: (page, count) =>
      act(() =>
        root.render(
          <Pagination
            container={container}
            labels={{ previous: "Prev", next: "Next", list: "Gallery pages" }}
            current={page}
            total={count}
            href={(number) => `#gallery|${number}`}
            onSelect={onSelect}
          />,
        ),
      ),
    destroy: () => act(() => root.unmount()),
  };
  pagination.update(current, total);
  /** What a visitor sees, in order: shown list items by their text, with the current page in brackets. */
  const visible = (): string =>
    [...container.querySelectorAll("li")]
      .filter((item) => !item.hidden)
      .map((item) => (item.querySelector("a.active") ? `[${item.textContent}]` : item.textContent))
      .join(" ");
  const link = (page: string): HTMLAnchorElement => {
    const found = container.querySelector<HTMLAnchorElement>(`a[data-page="${page}"]`);
    if (!found) throw new Error(`no link for page ${page}`);
    return found;
  };
  return { container, pagination, onSelect, visible, link };
}

function click(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
});

describe("pagination markup", () => {
  it("builds the theme's list: li.prev > a.page-prev, li.page.page-K > a.page-K, li.next > a.page-next", () => {
    const { container, link } = setup(3);
    const list = container.querySelector("ul");
    expect(list?.getAttribute("aria-label")).toBe("Gallery pages");
    expect([...container.querySelectorAll("li")].map((item) => item.className)).toEqual([
      "prev",
      "ellipsis front",
      "page page-1",
      "page page-2",
      "page page-3",
      "ellipsis back",
      "next",
    ]);
    expect(link("prev").className).toBe("page-prev");
    expect(link("next").className).toBe("page-next");
    expect(link("prev").textContent).toBe("Prev");
    expect(link("next").textContent).toBe("Next");
    expect(link("1").className).toBe("page-1 active");
    expect(link("3").className).toBe("page-3 last-page");
    expect(container.hasAttribute(PAGINATION_ATTRIBUTE)).toBe(true);
  });

  it("gives each number its deep link and marks the current page with aria-current", () => {
    const { link } = setup(3, 2);
    expect(link("1").getAttribute("href")).toBe("#gallery|1");
    expect(link("3").getAttribute("href")).toBe("#gallery|3");
    expect(link("prev").getAttribute("href")).toBe("#gallery|1");
    expect(link("next").getAttribute("href")).toBe("#gallery|3");
    expect(link("2").getAttribute("aria-current")).toBe("page");
    expect(link("1").hasAttribute("aria-current")).toBe(false);
  });

  it("hides the ellipses from assistive technology", () => {
    const { container } = setup(8);
    for (const item of container.querySelectorAll("li.ellipsis")) {
      expect(item.getAttribute("aria-hidden")).toBe("true");
      expect(item.textContent).toBe("\u2026");
    }
  });

  it("given one page, leaves the container empty and hidden", () => {
    const { container } = setup(1);
    expect(container.children).toHaveLength(0);
    expect(container.hidden).toBe(true);
  });
});

describe("pagination window", () => {
  it("given 3 pages, shows every number, previous only when there is a previous page", () => {
    const { visible, pagination } = setup(3);
    expect(visible()).toBe("[1] 2 3 Next");
    pagination.update(2, 3);
    expect(visible()).toBe("Prev 1 [2] 3 Next");
    pagination.update(3, 3);
    expect(visible()).toBe("Prev 1 2 [3]");
  });

  it("given 8 pages, slides a window of 5 numbers with ellipses where numbers are left out", () => {
    const { visible, pagination } = setup(8);
    expect(visible()).toBe("[1] 2 3 4 5 \u2026 Next");
    pagination.update(5, 8);
    expect(visible()).toBe("Prev \u2026 3 4 [5] 6 7 \u2026 Next");
    pagination.update(8, 8);
    expect(visible()).toBe("Prev \u2026 4 5 6 7 [8]");
    pagination.update(2, 8);
    expect(visible()).toBe("Prev 1 [2] 3 4 5 \u2026 Next");
  });

  it("rebuilds the list when the number of pages changes", () => {
    const { visible, pagination, container } = setup(8, 6);
    pagination.update(1, 2);
    expect(visible()).toBe("[1] 2 Next");
    expect(container.querySelectorAll("li.page")).toHaveLength(2);
    pagination.update(1, 1);
    expect(container.hidden).toBe(true);
    pagination.update(1, 4);
    expect(container.hidden).toBe(false);
    expect(visible()).toBe("[1] 2 3 4 Next");
  });
});

describe("pagination clicks", () => {
  it("given a click on a number, previous or next, asks for that page and keeps the link from navigating", () => {
    const { link, onSelect, pagination } = setup(8, 4);
    expect(click(link("6")).defaultPrevented).toBe(true);
    expect(onSelect).toHaveBeenLastCalledWith(6);
    click(link("prev"));
    expect(onSelect).toHaveBeenLastCalledWith(3);
    click(link("next"));
    expect(onSelect).toHaveBeenLastCalledWith(5);
    pagination.update(5, 8);
    click(link("next"));
    expect(onSelect).toHaveBeenLastCalledWith(6);
  });

  it("given a click on the current page, prevents navigation and asks for nothing", () => {
    const { link, onSelect } = setup(8, 4);
    expect(click(link("4")).defaultPrevented).toBe(true);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("given a modified or middle click, lets the browser open the deep link", () => {
    const { link, onSelect } = setup(8);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(click(link("2"), init).defaultPrevented).toBe(false);
    }
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("given focus on next when the last page comes, hands focus to the current page's link", () => {
    const { link, pagination } = setup(3, 2);
    link("next").focus();
    pagination.update(3, 3);
    expect(document.activeElement).toBe(link("3"));
  });

  it("keeps focus on a number that stays shown", () => {
    const { link, pagination } = setup(8, 1);
    link("3").focus();
    pagination.update(3, 8);
    expect(document.activeElement).toBe(link("3"));
  });

  it("stops listening when it is unmounted and restores the server's container", () => {
    const { link, onSelect, pagination, container } = setup(3);
    const next = link("next");
    pagination.destroy();
    click(next);
    expect(onSelect).not.toHaveBeenCalled();
    expect(container.childNodes).toHaveLength(0);
    expect(container.hidden).toBe(false);
    expect(container.hasAttribute(PAGINATION_ATTRIBUTE)).toBe(false);
  });
});
