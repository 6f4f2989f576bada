import type { ModuleDefinition } from "../boot/types";
import backToTop from "./back-to-top";
import countdown from "./countdown";
import moduleLinks from "./module-links";
import rowColumns from "./row-columns";
import smoothScroll from "./smooth-scroll";
import trendingTicker from "./trending-ticker";

/** The timers and widgets enhancers; each loads as its own chunk. */
export const timersAndWidgetsEnhancers: readonly ModuleDefinition[] = [
  countdown,
  trendingTicker,
  backToTop,
  rowColumns,
  smoothScroll,
  moduleLinks,
];
