import { defineModule } from "../../../boot/types";
import { namedTab } from "./named-tab";

export default defineModule({
  name: "tabs",
  selector: ".et_pb_tabs",
  strategy: "visible",
  // Compared as strings, never as a selector.
  matchesHash: (element, hash) => {
    const wanted = namedTab(hash);
    return (
      wanted !== null &&
      [...element.querySelectorAll(".et_pb_tabs_controls a")].some(
        (link) => link.getAttribute("href") === `#${wanted}`,
      )
    );
  },
  readsConfig: false,
  load: () => import("./tabs-island"),
});
