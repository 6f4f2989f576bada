import { defineEnhancer } from "../../../boot/types";

export default defineEnhancer({
  name: "row-columns",
  selector: ".et_pb_row",
  strategy: "eager",
  // Every page has rows; only rows with quarter, fifth or sixth columns can need a class, so only they load it.
  appliesTo: (row) =>
    row.querySelector(
      ":scope > .et_pb_column_1_4, :scope > .et_pb_column_1_5, :scope > .et_pb_column_1_6",
    ) !== null,
  readsConfig: false,
  load: () => import("./row-columns"),
});
