import { defineModule } from "../../../../boot/types";

/** The theme's social follow module: every network link named for where it goes. */
export default defineModule({
  name: "social-follow",
  selector: ".et_pb_social_media_follow",
  strategy: "idle",
  readsConfig: false,
  load: () => import("./follow"),
});
