import type { ModuleDefinition } from "../boot/types";
import cardCarousel from "./card-carousel";

/** The Swiper card carousels of the home page (a React root each, Swiper's React components inside). */
export const carouselModules: readonly ModuleDefinition[] = [cardCarousel];
