import type { ModuleDefinition } from "../boot/types";

/** The newsletter, the comment form, the anti-spam field collector and the shop checkout. */
export const formEnhancers: readonly ModuleDefinition[] = [];
