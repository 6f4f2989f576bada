import { mountIslandBeside, mountParsedIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { parseVideo } from "./parse";
import { ProviderFrame, VideoModule } from "./VideoRoot";

export { LAZY_SOURCE_ATTRIBUTES, frameAddress, videoTitle } from "./parse";
export { MANAGED_ATTRIBUTE, PLAY_LABEL, playLabel, type VideoState } from "./VideoRoot";

/**
 * The theme's video module (`.et_pb_video` > `.et_pb_video_box` > iframe or `<video>`, and its image overlay
 * `.et_pb_video_overlay` > `.et_pb_video_overlay_hover` > `a.et_pb_video_play`) and YouTube or Vimeo iframes
 * anywhere else. A provider's player loads only when the visitor asks for it: until then the iframe is empty
 * behind a poster (the module's overlay image, or a neutral placeholder) with a real button named
 * "Play video: <title>"; the click loads the player with autoplay and moves focus into it. The player's errors are
 * said in words in an announced area, with a link to the video on the provider's site. A native `<video>` keeps
 * its controls; its overlay plays it.
 *
 * The module is a root inside its element; a loose iframe's root lives in an element of its own, outside the
 * page (an iframe shows no children), and renders beside the frame.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseVideo(element);
  if (!parsed.ok) return context.decline(parsed.reason, element);
  const model = parsed.model;
  if (model.api.url === null && model.api.refused) {
    context.log.warn(`the YouTube API script ${model.api.refused}; the player starts without it`);
  }
  if (model.kind === "frame") {
    return mountIslandBeside(element, context, () => <ProviderFrame model={model} />);
  }
  return mountParsedIsland(element, context, { ok: true, model }, (video) => (
    <VideoModule host={element} model={video} context={context} />
  ));
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
