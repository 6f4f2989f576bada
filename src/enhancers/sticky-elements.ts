import type { ModuleDefinition } from "../boot/types";

/** Sticky modules, the sticky header section and the fixed header that hides on scroll down. */
export const stickyEnhancers: readonly ModuleDefinition[] = [];
