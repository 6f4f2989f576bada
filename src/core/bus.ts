import mitt, { type Emitter } from "mitt";
import type { EnhanceEvents } from "./events";

export type Bus = Emitter<EnhanceEvents>;

/** One bus per page: modules and enhancers share it through their context. */
export const bus: Bus = mitt<EnhanceEvents>();
