import type { ModuleDefinition } from "../boot/types";

/** The star rating, live search and table of contents. */
export const postWidgetEnhancers: readonly ModuleDefinition[] = [];
