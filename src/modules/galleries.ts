import type { ModuleDefinition } from "../boot/types";

/** Gallery grids and filterable portfolios with their pagination, and the image lightbox. */
export const galleryModules: readonly ModuleDefinition[] = [];
