import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../../../test-support/context";
import { choosesTab, focusTarget } from "./keys";
import { mount } from "./video-list-island";

/** The markup as it stands, to compare before and after. */
const markupOf = (node: Node): string => new XMLSerializer().serializeToString(node);

const WIDGET = `<div id="et-recent-videos-2" class="widget et_pb_widget widget_et_recent_videos">
  <h4 class="widgettitle">Recent Videos</h4>
  <div class="widget_content">
    <div class="widget_video_wrapper">
      <iframe data-src="https://www.youtube.com/embed/aaaaaaaaaaa" title="First lesson"></iframe>
    </div>
    <div class="widget_video_wrapper" style="display: none">
      <iframe data-src="https://player.vimeo.com/video/22222222" title="Second lesson"></iframe>
    </div>
    <div class="widget_video_wrapper" style="display: none">
      <iframe data-src="https://www.youtube.com/embed/ccccccccccc" title="Third lesson"></iframe>
    </div>
    <div class="widget_video_list">
      <ul>
        <li><img src="/one.svg" alt="" /><h5 class="title">First lesson</h5></li>
        <li><img src="/two.svg" alt="" /><h5 class="title"><a href="/two/">Second lesson</a></h5></li>
        <li><img src="/three.svg" alt="" /><h5 class="title">Third lesson</h5></li>
      </ul>
    </div>
  </div>
</div>`;

function setup(html = WIDGET) {
  const host = render(html).querySelector<HTMLElement>(".widget_et_recent_videos")!;
  const before = markupOf(host);
  const context = createTestContext(host);
  const cleanup = mount(host, context);
  const items = [...host.querySelectorAll<HTMLLIElement>("li")];
  const videos = [...host.querySelectorAll<HTMLElement>(".widget_video_wrapper")];
  const shown = () =>
    videos.filter((video) => !video.hidden).map((video) => video.querySelector("iframe")!.title);
  const selected = () => items.map((item) => item.getAttribute("aria-selected"));
  const key = (target: Element, name: string) =>
    target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
  return { host, before, context, cleanup, items, videos, shown, selected, key };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("recent videos list", () => {
  it("turns the list into tabs named by the widget title, each item controlling its video", () => {
    const { host, items, videos, shown, selected } = setup();
    const list = host.querySelector("ul")!;
    expect(list.getAttribute("role")).toBe("tablist");
    expect(list.getAttribute("aria-orientation")).toBe("vertical");
    expect(document.getElementById(list.getAttribute("aria-labelledby")!)?.textContent).toBe("Recent Videos");
    items.forEach((item, index) => {
      expect(item.getAttribute("role")).toBe("tab");
      expect(item.getAttribute("aria-controls")).toBe(videos[index]!.id);
      expect(videos[index]!.getAttribute("role")).toBe("tabpanel");
      expect(videos[index]!.getAttribute("aria-labelledby")).toBe(item.id);
    });
    expect(selected()).toEqual(["true", "false", "false"]);
    expect(items.map((item) => item.tabIndex)).toEqual([0, -1, -1]);
    expect(shown()).toEqual(["First lesson"]);
    // The theme's display:none gives way to `hidden`, so a chosen video can show.
    expect(videos.map((video) => video.style.display)).toEqual(["", "", ""]);
  });

  it("shows the clicked item's video, hides the others and keeps every player unloaded", () => {
    const { items, shown, selected, host } = setup();
    items[2]!.querySelector("h5")!.click();
    expect(shown()).toEqual(["Third lesson"]);
    expect(selected()).toEqual(["false", "false", "true"]);
    expect(document.activeElement).toBe(items[2]);
    for (const frame of host.querySelectorAll("iframe")) {
      expect(frame.hasAttribute("src")).toBe(false);
      expect(frame.dataset["src"]).toMatch(/^https:/);
    }
  });

  it("does not follow a link inside an item, and keeps it out of the tab order", () => {
    const { items, shown } = setup();
    const link = items[1]!.querySelector("a")!;
    expect(link.tabIndex).toBe(-1);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(shown()).toEqual(["Second lesson"]);
  });

  it("moves focus with the arrows, Home and End without switching; Enter and Space switch", () => {
    const { items, shown, selected, key } = setup();
    items[0]!.focus();
    key(items[0]!, "ArrowDown");
    expect(document.activeElement).toBe(items[1]);
    expect(items.map((item) => item.tabIndex)).toEqual([-1, 0, -1]);
    expect(shown()).toEqual(["First lesson"]);
    key(items[1]!, "Enter");
    expect(shown()).toEqual(["Second lesson"]);
    expect(selected()).toEqual(["false", "true", "false"]);
    key(items[1]!, "End");
    expect(document.activeElement).toBe(items[2]);
    key(items[2]!, "ArrowRight");
    expect(document.activeElement).toBe(items[0]);
    key(items[0]!, "ArrowUp");
    expect(document.activeElement).toBe(items[2]);
    key(items[2]!, "Home");
    expect(document.activeElement).toBe(items[0]);
    key(items[0]!, " ");
    expect(shown()).toEqual(["First lesson"]);
    expect(selected()).toEqual(["true", "false", "false"]);
  });

  it("maps the keys the way APG's tabs do, wrapping at both ends", () => {
    expect(focusTarget("ArrowDown", 2, 3)).toBe(0);
    expect(focusTarget("ArrowLeft", 0, 3)).toBe(2);
    expect(focusTarget("Home", 2, 3)).toBe(0);
    expect(focusTarget("End", 0, 3)).toBe(2);
    expect(focusTarget("a", 0, 3)).toBeNull();
    expect([choosesTab("Enter"), choosesTab(" "), choosesTab("Tab")]).toEqual([true, true, false]);
  });

  it("pauses a started player in the video it hides, posting to the player's own origin", () => {
    const { items, videos } = setup();
    const frame = videos[0]!.querySelector("iframe")!;
    frame.src = "https://www.youtube.com/embed/aaaaaaaaaaa?autoplay=1&enablejsapi=1";
    const post = vi.spyOn(frame.contentWindow!, "postMessage");
    items[1]!.click();
    expect(post).toHaveBeenCalledWith(
      JSON.stringify({ event: "command", func: "pauseVideo", args: [] }),
      "https://www.youtube.com",
    );
  });

  it("gives the server markup back on unmount", () => {
    const { host, before, cleanup, items } = setup();
    items[2]!.click();
    cleanup?.();
    expect(markupOf(host)).toBe(before);
  });

  it("declines a widget whose list and videos do not pair up, leaving it as it is", () => {
    const html = WIDGET.replace(/<li><img src="\/three.svg"[^]*?<\/li>/, "");
    const host = render(html).querySelector<HTMLElement>(".widget_et_recent_videos")!;
    const context = createTestContext(host);
    const decline = vi.spyOn(context, "decline");
    const before = markupOf(host);
    expect(mount(host, context)).toBeUndefined();
    expect(decline).toHaveBeenCalledWith("2 list items for 3 .widget_video_wrapper videos", host);
    expect(markupOf(host)).toBe(before);
  });
});
