import { defineModule } from "../../boot/types";

export default defineModule({
  name: "tabs",
  selector: ".et_pb_tabs",
  strategy: "visible",
  // `#tab-<name>` (or `#<name>`) opens the tab whose link is `href="#tab-<name>"`; compared as strings.
  matchesHash: (element, hash) => {
    const wanted = `#${hash.startsWith("tab-") ? hash : `tab-${hash}`}`;
    return [...element.querySelectorAll(".et_pb_tabs_controls a")].some(
      (link) => link.getAttribute("href") === wanted,
    );
  },
  load: () => import("./tabs-island"),
});
