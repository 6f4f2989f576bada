import type { ModuleDefinition } from "../boot/types";
import animations from "./animations";
import fullscreenHeader from "./fullscreen-header";
import parallax from "./parallax";
import videoBackground from "./video-background";

/** The motion enhancers; each loads as its own chunk. */
export const motionEnhancers: readonly ModuleDefinition[] = [
  animations,
  parallax,
  videoBackground,
  fullscreenHeader,
];
