import type { ParseResult } from "../../../boot/island";

/** Extra's recent-videos widget as the server printed it. */
export interface VideoListModel {
  readonly host: HTMLElement;
  /** The `<ul>` inside `.widget_video_list`: it becomes the tab list. */
  readonly list: HTMLElement;
  /** One list item per video, in order. */
  readonly items: readonly HTMLElement[];
  /** One `.widget_video_wrapper` per video, in the items' order. */
  readonly videos: readonly HTMLElement[];
  /** The widget's title, which names the list. */
  readonly title: HTMLElement | null;
  /** The video the server shows first: the first one it does not hide. */
  readonly initial: number;
}

function isHiddenByServer(video: HTMLElement): boolean {
  return video.hasAttribute("hidden") || video.style.display === "none";
}

export function parseVideoList(host: HTMLElement): ParseResult<VideoListModel> {
  const videos = [...host.querySelectorAll<HTMLElement>(".widget_video_wrapper")];
  const list = host.querySelector<HTMLElement>(".widget_video_list ul, ul.widget_video_list");
  const items = list
    ? [...list.children].filter((child): child is HTMLLIElement => child instanceof HTMLLIElement)
    : [];
  if (!list || items.length === 0) return { ok: false, reason: "no .widget_video_list items" };
  if (items.length !== videos.length) {
    return {
      ok: false,
      reason: `${items.length} list items for ${videos.length} .widget_video_wrapper videos`,
    };
  }
  const shown = videos.findIndex((video) => !isHiddenByServer(video));
  return {
    ok: true,
    model: {
      host,
      list,
      items,
      videos,
      title: host.querySelector<HTMLElement>(".widgettitle, .widget-title"),
      initial: Math.max(shown, 0),
    },
  };
}
