import type { ModuleDefinition } from "../boot/types";
import multiView from "./multi-view";

/** Multi-view settings: content, attributes, styles, classes and visibility per device and on hover. */
export const hoverEnhancers: readonly ModuleDefinition[] = [multiView];
