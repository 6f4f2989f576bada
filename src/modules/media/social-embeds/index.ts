import { defineModule } from "../../../boot/types";

/**
 * Embedded posts and share / follow buttons of X, Facebook and Instagram: a named plain link at once (idle), the
 * provider's script when the widget nears the viewport or on interaction. The selector lists the widgets of
 * `providers.ts` (a test keeps the two equal), written out so the definition imports nothing.
 */
export default defineModule({
  name: "social-embeds",
  selector:
    "blockquote.twitter-tweet, blockquote.twitter-video, a.twitter-share-button, a.twitter-follow-button, " +
    "a.twitter-mention-button, a.twitter-hashtag-button, a.twitter-timeline, blockquote.instagram-media, " +
    ".fb-post, .fb-video, .fb-page, .fb-like, .fb-share-button",
  strategy: "idle",
  readsConfig: false,
  load: () => import("./social-embeds"),
});
