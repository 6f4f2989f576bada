import type { ModuleDefinition } from "../boot/types";

/** The contact form module and Extra's site contact form. */
export const contactFormEnhancers: readonly ModuleDefinition[] = [];
