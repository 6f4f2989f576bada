import type { ModuleDefinition } from "../boot/types";
import cardCarousel from "../enhancers/card-carousel";

/** The Swiper card carousels of the home page (a plain-TypeScript enhancer: Swiper owns their DOM). */
export const carouselModules: readonly ModuleDefinition[] = [cardCarousel];
