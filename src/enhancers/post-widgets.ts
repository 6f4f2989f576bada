import type { ModuleDefinition } from "../boot/types";
import liveSearch from "./live-search";
import { ratingDisplay, ratingWidget } from "./rating";
import tableOfContents from "./table-of-contents";

/** The star rating, live search and table of contents. */
export const postWidgetEnhancers: readonly ModuleDefinition[] = [
  ratingWidget,
  ratingDisplay,
  liveSearch,
  tableOfContents,
];
