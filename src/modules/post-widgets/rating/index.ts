import { defineModule } from "../../../boot/types";

/** Extra's interactive stars on single posts, and a select of scores (spec 4 "Rating"). */
export const ratingWidget = defineModule({
  name: "rating",
  selector: "div#rating-stars, select[data-star-rating], .comment-form-rating select#rating",
  strategy: "visible",
  load: () => import("./rating-widget"),
});

/** Extra's read-only stars in post meta, drawn from their `title`. */
export const ratingDisplay = defineModule({
  name: "rating-display",
  selector: "span.rating-stars[title]",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./rating-display"),
});
