import type { ModuleDefinition } from "../boot/types";

/** Ajax pagination of blog and portfolio modules, the menu's search overlay and the mobile menu. */
export const navigationEnhancers: readonly ModuleDefinition[] = [];
