import type { ModuleDefinition } from "../boot/types";

/** Automatic affiliate links. */
export const affiliateEnhancers: readonly ModuleDefinition[] = [];
