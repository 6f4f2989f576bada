import type { ModuleDefinition } from "../boot/types";
import fixedHeader from "./fixed-header";
import sticky from "../modules/sticky";

/** Sticky modules, the sticky header section and the fixed header that hides on scroll down. */
export const stickyEnhancers: readonly ModuleDefinition[] = [sticky, fixedHeader];
