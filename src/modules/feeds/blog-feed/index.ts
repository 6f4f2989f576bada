import { defineEnhancer } from "../../../boot/types";

export default defineEnhancer({
  name: "blog-feed",
  selector: ".posts-blog-feed-module",
  strategy: "visible",
  load: () => import("./blog-feed"),
});
