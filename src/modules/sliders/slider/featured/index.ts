import { defineModule } from "../../../../boot/types";

/** Extra's featured posts slider (`data-autoplay` in seconds). */
export default defineModule({
  name: "featured-posts-slider",
  selector: ".featured-posts-slider-module",
  strategy: "visible",
  load: () => import("./featured-slider-island"),
});
