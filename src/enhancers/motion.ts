import type { ModuleDefinition } from "../boot/types";

/** The motion enhancers (issue 4); each loads as its own chunk. */
export const motionEnhancers: readonly ModuleDefinition[] = [];
