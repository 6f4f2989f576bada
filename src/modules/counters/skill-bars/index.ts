import { defineEnhancer } from "../../../boot/types";

export default defineEnhancer({
  name: "skill-bars",
  selector: ".enhance-skills",
  strategy: "visible",
  load: () => import("./skill-bars"),
});
