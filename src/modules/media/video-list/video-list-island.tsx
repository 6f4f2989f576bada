import { mountParsedIslandBeside } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { parseVideoList } from "./parse";
import { VideoList } from "./VideoList";

let widgets = 0;

/**
 * The root lives in an element of its own, outside the page: the widget's videos and list stay the nodes the
 * server printed (the theme's CSS and the video module's players keep them), and the root writes on them.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  widgets += 1;
  const idPrefix = `enhance-video-list-${widgets}`;
  return mountParsedIslandBeside(element, context, parseVideoList(element), (model) => (
    <VideoList model={model} idPrefix={idPrefix} />
  ));
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
