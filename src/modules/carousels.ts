import type { ModuleDefinition } from "../boot/types";

/** The Swiper card carousels of the home page. */
export const carouselModules: readonly ModuleDefinition[] = [];
