import type { ModuleDefinition } from "../boot/types";
import accordion from "./accordion";
import { carouselModules } from "./carousels";
import { galleryModules } from "./galleries";
import { sliderModules } from "./sliders";
import tabs from "./tabs";
import toggle from "./toggle";

/** Every React island, listed explicitly. Each loads as its own chunk when its element is on the page. */
export const modules: readonly ModuleDefinition[] = [
  tabs,
  toggle,
  accordion,
  ...sliderModules,
  ...carouselModules,
  ...galleryModules,
];
