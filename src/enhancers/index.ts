import type { ModuleDefinition } from "../boot/types";
import accordionTable from "./accordion-table";
import { affiliateEnhancers } from "./affiliate";
import { contactFormEnhancers } from "./contact-forms";
import { contentFeedEnhancers } from "./content-feeds";
import { countersEnhancers } from "./counters";
import { formEnhancers } from "./forms";
import { hoverEnhancers } from "./hover";
import { mediaEnhancers } from "./media";
import { motionEnhancers } from "./motion";
import { navigationEnhancers } from "./navigation";
import { postWidgetEnhancers } from "./post-widgets";
import { seoAndAbEnhancers } from "./seo-and-ab";
import { stickyEnhancers } from "./sticky-elements";
import { timersAndWidgetsEnhancers } from "./timers-and-widgets";

/** Every enhancer (plain TypeScript, no React), listed explicitly. Each loads as its own chunk. */
export const enhancers: readonly ModuleDefinition[] = [
  accordionTable,
  ...countersEnhancers,
  ...timersAndWidgetsEnhancers,
  ...motionEnhancers,
  ...contactFormEnhancers,
  ...formEnhancers,
  ...affiliateEnhancers,
  ...seoAndAbEnhancers,
  ...stickyEnhancers,
  ...contentFeedEnhancers,
  ...postWidgetEnhancers,
  ...navigationEnhancers,
  ...hoverEnhancers,
  ...mediaEnhancers,
];
