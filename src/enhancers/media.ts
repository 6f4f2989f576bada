import type { ModuleDefinition } from "../boot/types";
import map from "./map";
import socialEmbeds from "./social-embeds";
import socialFollow from "./social-embeds/follow";
import video from "./video";
import nativeMedia from "./video/native-media";

/** Maps, click-to-load video and audio players, and embedded social widgets. */
export const mediaEnhancers: readonly ModuleDefinition[] = [
  map,
  video,
  nativeMedia,
  socialEmbeds,
  socialFollow,
];
