import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "back-to-top",
  selector: ".et_pb_scroll_top",
  // It shows nothing until 400 px of scroll: its chunk and root wait for the first scroll.
  strategy: "scrolled",
  readsConfig: false,
  load: () => import("./back-to-top-island"),
});
