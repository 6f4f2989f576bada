import type { ModuleDefinition } from "../boot/types";

/** Extra's blog feed and timeline: content loaded from the server page by page. */
export const contentFeedEnhancers: readonly ModuleDefinition[] = [];
