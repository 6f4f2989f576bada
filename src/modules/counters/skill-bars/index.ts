import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "skill-bars",
  selector: ".enhance-skills",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./skill-bars"),
});
