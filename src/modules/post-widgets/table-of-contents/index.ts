import { defineModule } from "../../../boot/types";

/** A table of contents built from the article's headings: collapsible, optionally sticky, tracks the reader. */
export default defineModule({
  name: "table-of-contents",
  selector: ".enhance-toc",
  strategy: "visible",
  readsConfig: false,
  load: () => import("./table-of-contents"),
});
