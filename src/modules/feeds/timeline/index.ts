import { defineModule } from "../../../boot/types";

/** `#timeline|<month>_<year>` (the theme's deep link) or a plain `#<month>_<year>`. */
const MONTH_ENTRY = /^(timeline\|[A-Za-z]+_\d{4}|[A-Za-z]+_\d{4})$/;

export default defineModule({
  name: "timeline",
  selector: ".timeline-container",
  strategy: "visible",
  // A deep link to a month mounts the timeline at once, so it can load and scroll to that month.
  matchesHash: (_element, hash) => hash.split("||").some((entry) => MONTH_ENTRY.test(entry)),
  load: () => import("./timeline"),
});
