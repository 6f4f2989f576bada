import { defineModule } from "../../../boot/types";

/** Divi's search module: a labelled search field that refuses to send an empty term. Loads when visible. */
export default defineModule({
  name: "search-module",
  selector: ".et_pb_search",
  readsConfig: false,
  load: () => import("./search-module"),
});
