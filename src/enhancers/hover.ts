import type { ModuleDefinition } from "../boot/types";

/** Multi-view settings: content, attributes, styles, classes and visibility per device and on hover. */
export const hoverEnhancers: readonly ModuleDefinition[] = [];
