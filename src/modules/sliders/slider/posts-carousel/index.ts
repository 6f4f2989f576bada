import { defineModule } from "../../../../boot/types";

/** Extra's posts carousel (`data-autoplay` in seconds). Its "no posts" fallback has no items and is left alone. */
export default defineModule({
  name: "posts-carousel",
  selector: ".posts-carousel-module, .post-carousel-module",
  strategy: "visible",
  appliesTo: (element) => element.querySelector(".carousel-items") !== null,
  load: () => import("./posts-carousel-island"),
});
