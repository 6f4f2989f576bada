import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "skill-bars",
  selector: ".enhance-skills",
  strategy: "visible",
  load: () => import("./skill-bars"),
});
