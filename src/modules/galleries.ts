import type { ModuleDefinition } from "../boot/types";
import gallery from "../enhancers/gallery";
import filterablePortfolio from "../enhancers/portfolio";

/**
 * Gallery grids and filterable portfolios with their pagination, and the image lightbox (a chunk both load on
 * the first image opened). Plain enhancers: they only hide server items and add a few links, so React stays off
 * these pages.
 */
export const galleryModules: readonly ModuleDefinition[] = [gallery, filterablePortfolio];
