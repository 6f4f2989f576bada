import type { ModuleDefinition } from "../boot/types";
import abTesting from "./ab-testing";
import seoAutomation from "./seo-automation";

/** SEO automation and A/B goal tracking. */
export const seoAndAbEnhancers: readonly ModuleDefinition[] = [seoAutomation, abTesting];
