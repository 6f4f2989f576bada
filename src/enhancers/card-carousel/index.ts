import { defineEnhancer } from "../../boot/types";

/**
 * The home page's course-card carousels (Swiper core plus what it lacks for the APG carousel). Plain
 * TypeScript: Swiper owns the slides' DOM, so there is nothing for React to render, and the chunk stays free of
 * it. Swiper is imported only here, so it arrives only with this chunk.
 */
export default defineEnhancer({
  name: "card-carousel",
  selector: ".enhance-card-carousel",
  strategy: "visible",
  load: () => import("./card-carousel"),
});
