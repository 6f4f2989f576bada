import { defineModule } from "../../../boot/types";

/**
 * The home page's course-card carousels: a React root per carousel that renders Swiper's React components
 * around the server's slides, plus what Swiper lacks for the APG carousel. Swiper is imported only by this
 * module's chunk, so it arrives only with it.
 */
export default defineModule({
  name: "card-carousel",
  selector: ".enhance-card-carousel",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./card-carousel-island"),
});
