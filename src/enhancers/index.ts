import type { ModuleDefinition } from "../boot/types";
import accordionTable from "./accordion-table";
import { countersEnhancers } from "./counters";
import { motionEnhancers } from "./motion";
import { timersAndWidgetsEnhancers } from "./timers-and-widgets";

/** Every enhancer (plain TypeScript, no React), listed explicitly. Each loads as its own chunk. */
export const enhancers: readonly ModuleDefinition[] = [
  accordionTable,
  ...countersEnhancers,
  ...timersAndWidgetsEnhancers,
  ...motionEnhancers,
];
