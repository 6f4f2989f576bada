import type { ModuleDefinition } from "../boot/types";

/** SEO automation and A/B goal tracking. */
export const seoAndAbEnhancers: readonly ModuleDefinition[] = [];
