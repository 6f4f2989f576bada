import type { ModuleDefinition } from "../boot/types";

/** The counters enhancers (issue 4); each loads as its own chunk. */
export const countersEnhancers: readonly ModuleDefinition[] = [];
