import { useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { choosesTab, focusTarget } from "./keys";
import type { VideoListModel } from "./parse";
import { pauseProviderPlayers } from "./pause";

/** The attributes the root writes on the server's nodes, put back as they were when it unmounts. */
const WRITTEN = [
  "role",
  "id",
  "aria-selected",
  "aria-controls",
  "aria-labelledby",
  "aria-orientation",
  "tabindex",
];

function remember(elements: readonly Element[], names: readonly string[]): () => void {
  const saved = elements.map((element) => names.map((name) => element.getAttribute(name)));
  return () =>
    elements.forEach((element, index) =>
      names.forEach((name, at) => {
        const value = saved[index]?.[at] ?? null;
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }),
    );
}

interface VideoListProps {
  readonly model: VideoListModel;
  /** Prefix of the ids the root gives the items and videos that have none. */
  readonly idPrefix: string;
}

/**
 * The list as APG tabs rather than a listbox: each item shows one video in the place beside it, which is what a
 * tab and its tab panel say (the item names the video, the video region is labelled by its item), while a
 * listbox only says "an option is chosen" and nothing about the region that changes. Manual activation: arrows,
 * Home and End move focus, Enter, Space or a click choose, so browsing the list never hides a video that plays.
 * The server's nodes stay where they are; the root writes roles and states on them.
 */
export function VideoList({ model, idPrefix }: VideoListProps) {
  const { list, items, videos, title } = model;
  const [chosen, setChosen] = useState(model.initial);
  const [focusable, setFocusable] = useState(model.initial);
  // The listeners read the chosen video when they fire, after the render that set it.
  const chosenNow = useRef(chosen);

  useLayoutEffect(() => {
    const links = items.flatMap((item) => [...item.querySelectorAll("a[href], button")]);
    const restore = [
      remember([list, ...items, ...videos], WRITTEN),
      remember(videos, ["hidden"]),
      remember(
        videos.filter((video) => video.style.display),
        ["style"],
      ),
      remember(links, ["tabindex"]),
    ];
    list.setAttribute("role", "tablist");
    list.setAttribute("aria-orientation", "vertical");
    if (title) {
      if (!title.id) title.id = `${idPrefix}-title`;
      restore.push(() => title.id === `${idPrefix}-title` && title.removeAttribute("id"));
      list.setAttribute("aria-labelledby", title.id);
    }
    items.forEach((item, index) => {
      const video = videos[index];
      if (!video) return;
      if (!item.id) item.id = `${idPrefix}-item-${index + 1}`;
      if (!video.id) video.id = `${idPrefix}-video-${index + 1}`;
      item.setAttribute("role", "tab");
      item.setAttribute("aria-controls", video.id);
      video.setAttribute("role", "tabpanel");
      video.setAttribute("aria-labelledby", item.id);
      // The server's display:none is the theme's way of hiding a video; `hidden` takes over from it.
      video.style.removeProperty("display");
    });
    // A tab is one control: a link inside it would be a second stop in the tab order.
    for (const link of links) link.setAttribute("tabindex", "-1");
    return () => restore.reverse().forEach((undo) => undo());
  }, [list, items, videos, title, idPrefix]);

  useLayoutEffect(() => {
    chosenNow.current = chosen;
    items.forEach((item, index) => {
      item.setAttribute("aria-selected", String(index === chosen));
      item.setAttribute("tabindex", index === focusable ? "0" : "-1");
    });
    videos.forEach((video, index) => (video.hidden = index !== chosen));
  }, [items, videos, chosen, focusable]);

  useLayoutEffect(() => {
    const listening = new AbortController();
    const choose = (index: number): void => {
      const leaving = videos[chosenNow.current];
      if (index !== chosenNow.current && leaving) pauseProviderPlayers(leaving);
      flushSync(() => {
        setChosen(index);
        setFocusable(index);
      });
    };
    const itemOf = (target: EventTarget | null): number =>
      target instanceof Element ? items.findIndex((item) => item.contains(target)) : -1;

    list.addEventListener(
      "click",
      (event) => {
        const index = itemOf(event.target);
        if (index < 0) return;
        // The theme switches the video on a click in the list; a link in an item does not leave the page.
        event.preventDefault();
        choose(index);
        items[index]?.focus();
      },
      { signal: listening.signal },
    );
    list.addEventListener(
      "keydown",
      (event) => {
        const index = itemOf(event.target);
        if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
        if (choosesTab(event.key)) {
          event.preventDefault();
          choose(index);
          return;
        }
        const target = focusTarget(event.key, index, items.length);
        if (target === null) return;
        event.preventDefault();
        flushSync(() => setFocusable(target));
        items[target]?.focus();
      },
      { signal: listening.signal },
    );
    return () => listening.abort();
  }, [list, items, videos]);

  return null;
}
