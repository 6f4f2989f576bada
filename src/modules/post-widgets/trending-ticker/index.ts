import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "trending-ticker",
  selector: ".enhance-trending-ticker, #et-trending",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./trending-ticker-island"),
});
