import type { ModuleDefinition } from "../boot/types";
import slider from "./slider";
import featuredPostsSlider from "./slider/featured";
import gallerySlider from "./slider/gallery";
import portfolioCarousel from "./slider/portfolio";
import postsCarousel from "./slider/posts-carousel";
import videoSlider from "./slider/video";

/** The slider family: one engine for every slider, post slider, video slider and Extra's featured posts slider and posts carousel. */
export const sliderModules: readonly ModuleDefinition[] = [
  slider,
  gallerySlider,
  videoSlider,
  portfolioCarousel,
  featuredPostsSlider,
  postsCarousel,
];
