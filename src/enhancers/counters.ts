import type { ModuleDefinition } from "../boot/types";
import barCounters from "./bar-counters";
import circleCounter from "./circle-counter";
import numberCounter from "./number-counter";
import skillBars from "./skill-bars";

/** The counters enhancers; each loads as its own chunk. */
export const countersEnhancers: readonly ModuleDefinition[] = [
  numberCounter,
  circleCounter,
  barCounters,
  skillBars,
];
