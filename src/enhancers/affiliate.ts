import type { ModuleDefinition } from "../boot/types";
import affiliateLinks from "./affiliate-links";

/** Automatic affiliate links. */
export const affiliateEnhancers: readonly ModuleDefinition[] = [affiliateLinks];
