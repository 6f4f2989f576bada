import type { ModuleDefinition } from "../boot/types";

/** Maps, click-to-load video and audio players, and embedded social widgets. */
export const mediaEnhancers: readonly ModuleDefinition[] = [];
