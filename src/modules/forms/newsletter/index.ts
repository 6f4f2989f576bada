import { defineModule } from "../../../boot/types";

/**
 * The newsletter (email optin) module: validation, the loading state and the `et_pb_submit_subscribe_form` call
 * (spec 4 "Newsletter form", 5, 7, 8).
 */
export default defineModule({
  name: "newsletter",
  selector: ".et_pb_newsletter",
  strategy: "visible",
  load: () => import("./newsletter"),
});
