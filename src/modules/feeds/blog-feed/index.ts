import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "blog-feed",
  selector: ".posts-blog-feed-module",
  strategy: "visible",
  load: () => import("./blog-feed"),
});
