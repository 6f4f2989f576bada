import { defineModule } from "../../../boot/types";

/** Where a provider's iframe is managed by another module (the slider plays its own slides' videos). */
const OWNED_ELSEWHERE = ".et_pb_video, .et_pb_slider, .et_pb_video_slider";

/**
 * The theme's video module and YouTube / Vimeo iframes elsewhere: the provider's player loads only on a click.
 * Eager, so that an iframe is emptied before the browser's own lazy loading reaches it.
 */
export default defineModule({
  name: "video",
  selector: [
    ".et_pb_video",
    ...["src", "data-src", "data-lazy-src"].flatMap((attribute) =>
      ["youtube.com/", "youtube-nocookie.com/", "youtu.be/", "vimeo.com/"].map(
        (host) => `iframe[${attribute}*="${host}"]:not([data-enhance-video])`,
      ),
    ),
  ].join(", "),
  strategy: "eager",
  appliesTo: (element) =>
    !(element instanceof HTMLIFrameElement) || !element.parentElement?.closest(OWNED_ELSEWHERE),
  readsConfig: false,
  load: () => import("./video"),
});
