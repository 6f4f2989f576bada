import type { ModuleDefinition } from "../boot/types";
import blogFeed from "./blog-feed";
import timeline from "../modules/timeline";

/** Extra's blog feed and timeline: content loaded from the server page by page. */
export const contentFeedEnhancers: readonly ModuleDefinition[] = [blogFeed, timeline];
