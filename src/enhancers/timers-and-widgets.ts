import type { ModuleDefinition } from "../boot/types";

/** The timers and widgets enhancers (issue 4); each loads as its own chunk. */
export const timersAndWidgetsEnhancers: readonly ModuleDefinition[] = [];
