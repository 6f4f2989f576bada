import { act } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { flushSync } from "react-dom";
import { afterEach, describe, expect, it } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import { mount as mountTabs } from "../../disclosure/tabs/tabs-island";
import { createStickyStore, NOT_STICKY_VIEW, PLACEHOLDER_CLASS, type StickyView } from "./store";
import { mountStickyModule } from "./StickyModule";

const MODULE = `
<div class="et_pb_column et_pb_column_1">
  <div class="et_pb_module et_pb_text et_pb_text_1 et_pb_sticky_module" style="color: rgb(1, 2, 3)">
    <div class="et_pb_text_inner"><h3>Outline</h3><a href="#lesson-2">Lesson 2</a></div>
  </div>
  <div class="et_pb_module et_pb_text et_pb_text_2">After</div>
</div>`;

const STUCK: StickyView = {
  state: "sticky",
  side: "top",
  positionClass: "et_pb_sticky--top",
  placeholder: {
    id: "et_pb_text_1",
    width: "360px",
    height: "100px",
    box: {
      outOfFlow: false,
      display: "block",
      margin: ["0px", "0px", "20px", "0px"],
      float: "none",
      clear: "none",
      flex: ["0", "1", "auto"],
      alignSelf: "auto",
      order: "0",
      verticalAlign: "baseline",
    },
  },
};

afterEach(() => {
  document.body.replaceChildren();
});

const serialized = (node: Node): string => new XMLSerializer().serializeToString(node);

function allNodes(root: Node): Node[] {
  const nodes: Node[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
  return nodes;
}

describe("a sticky module's root", () => {
  it("adopts the server's module: the element and every node inside it are the same nodes after mount", () => {
    const container = render(MODULE);
    const host = container.querySelector<HTMLElement>(".et_pb_text_1")!;
    const column = host.parentElement!;
    const before = serialized(container);
    const inside = allNodes(host);
    const link = host.querySelector("a")!;
    const store = createStickyStore();

    const cleanup = mountStickyModule(host, store, createTestContext(host));
    expect(container.querySelector(".et_pb_text_1")).toBe(host);
    expect(host.parentElement).toBe(column);
    expect(host.dataset["state"]).toBe("not-sticky");
    const mounted = allNodes(host);
    expect(mounted).toHaveLength(inside.length);
    mounted.forEach((node, index) => expect(node).toBe(inside[index]));

    store.set(host, STUCK);
    flushSync(() => store.publish());
    expect(host.dataset["state"]).toBe("sticky");
    expect(host.dataset["stickySide"]).toBe("top");
    expect(host.classList.contains("et_pb_sticky")).toBe(true);
    expect(host.classList.contains("et_pb_sticky--top")).toBe(true);
    const placeholder = host.nextElementSibling as HTMLElement;
    expect(placeholder.classList.contains(PLACEHOLDER_CLASS)).toBe(true);
    expect(placeholder.getAttribute("data-sticky-placeholder-id")).toBe("et_pb_text_1");
    expect(placeholder.getAttribute("aria-hidden")).toBe("true");
    expect(placeholder.style.height).toBe("100px");
    expect(placeholder.style.marginBottom).toBe("20px");
    expect(placeholder.childElementCount).toBe(0);
    expect(store.placeholderOf(host)).toBe(placeholder);
    // Sticking adds the state to the module; every node inside it stays.
    allNodes(host).forEach((node, index) => expect(node).toBe(inside[index]));
    expect(host.querySelector("a")).toBe(link);

    store.set(host, NOT_STICKY_VIEW);
    flushSync(() => store.publish());
    expect(container.querySelector(`.${PLACEHOLDER_CLASS}`)).toBeNull();
    expect(store.placeholderOf(host)).toBeNull();
    expect(host.classList.contains("et_pb_sticky")).toBe(false);

    store.set(host, STUCK);
    flushSync(() => store.publish());
    cleanup();
    expect(serialized(container)).toBe(before);
    allNodes(host).forEach((node, index) => expect(node).toBe(inside[index]));
  });

  it("keeps the placeholder right after the module, before the module's next sibling", () => {
    const container = render(MODULE);
    const host = container.querySelector<HTMLElement>(".et_pb_text_1")!;
    const next = container.querySelector(".et_pb_text_2");
    const store = createStickyStore();
    const cleanup = mountStickyModule(host, store, createTestContext(host));
    store.set(host, STUCK);
    flushSync(() => store.publish());
    expect(host.nextElementSibling?.nextElementSibling).toBe(next);
    store.set(host, { ...STUCK, state: "paused", placeholder: { ...STUCK.placeholder!, height: "120px" } });
    flushSync(() => store.publish());
    expect((host.nextElementSibling as HTMLElement).style.height).toBe("120px");
    expect(host.nextElementSibling?.nextElementSibling).toBe(next);
    cleanup();
  });
});

describe("sticky tabs: a tabs island with sticky settings", () => {
  const TABS = `
<div class="et_pb_row et_pb_row_1"><div class="et_pb_column">
  <div id="course-tabs" class="et_pb_module et_pb_tabs et_pb_tabs_0 et_pb_sticky_module">
    <ul class="et_pb_tabs_controls clearfix">
      <li class="et_pb_tab_0 et_pb_tab_active"><a href="#">Overview</a></li>
      <li class="et_pb_tab_1"><a href="#">Pricing</a></li>
    </ul>
    <div class="et_pb_all_tabs">
      <div class="et_pb_tab et_pb_tab_0 clearfix et_pb_active_content"><div class="et_pb_tab_content"><p>Overview text</p></div></div>
      <div class="et_pb_tab et_pb_tab_1 clearfix"><div class="et_pb_tab_content"><p>Pricing text</p></div></div>
    </div>
  </div>
</div></div>`;

  it.each([
    ["the tabs mount first", true],
    ["the sticky root mounts first", false],
  ])(
    "both work when %s: the sticky root never touches the nodes the tabs island renders",
    async (_, tabsFirst) => {
      window.history.replaceState(null, "", "/tabs");
      const container = render(TABS);
      const host = container.querySelector<HTMLElement>(".et_pb_tabs")!;
      const store = createStickyStore();
      let unmountTabs: (() => void) | undefined;
      let unmountSticky: (() => void) | undefined;
      const mountBoth = (): void => {
        const tabs = (): void => {
          act(() => {
            unmountTabs = mountTabs(host, createTestContext(host));
          });
        };
        const sticky = (): void => {
          unmountSticky = mountStickyModule(host, store, createTestContext(host));
        };
        if (tabsFirst) {
          tabs();
          sticky();
        } else {
          sticky();
          tabs();
        }
      };
      mountBoth();
      const rendered = allNodes(host);
      expect(host.dataset["state"]).toBe("not-sticky");
      expect(host.querySelectorAll('[role="tab"]')).toHaveLength(2);

      store.set(host, { ...STUCK, placeholder: { ...STUCK.placeholder!, id: "et_pb_tabs_0" } });
      flushSync(() => store.publish());
      expect(host.dataset["state"]).toBe("sticky");
      expect(host.nextElementSibling?.classList.contains(PLACEHOLDER_CLASS)).toBe(true);
      const stuck = allNodes(host);
      expect(stuck).toHaveLength(rendered.length);
      stuck.forEach((node, index) => expect(node).toBe(rendered[index]));

      // The tabs island still answers while the module is stuck.
      const pricing = host.querySelectorAll<HTMLElement>('[role="tab"]')[1]!;
      await userEvent.click(pricing);
      expect(pricing.getAttribute("aria-selected")).toBe("true");
      expect(host.classList.contains("et_pb_sticky")).toBe(true);

      unmountSticky?.();
      expect(host.dataset["state"]).toBeUndefined();
      expect(host.classList.contains("et_pb_sticky")).toBe(false);
      expect(container.querySelector(`.${PLACEHOLDER_CLASS}`)).toBeNull();
      expect(host.querySelectorAll('[role="tab"]')).toHaveLength(2);
      act(() => unmountTabs?.());
      window.history.replaceState(null, "", "/");
    },
  );
});
