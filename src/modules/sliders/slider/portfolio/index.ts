import { defineModule } from "../../../../boot/types";

/** The full-width portfolio in carousel layout (`data-auto-rotate`, `data-auto-rotate-speed`). */
export default defineModule({
  name: "portfolio-carousel",
  selector: ".et_pb_fullwidth_portfolio_carousel",
  strategy: "visible",
  load: () => import("./portfolio-carousel-island"),
});
