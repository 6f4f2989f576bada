import type { ModuleDefinition } from "../boot/types";

/** The slider family: one engine for every slider, post slider, video slider and Extra's featured posts slider and posts carousel. */
export const sliderModules: readonly ModuleDefinition[] = [];
