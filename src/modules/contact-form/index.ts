import { defineEnhancer } from "../../boot/types";

export default defineEnhancer({
  name: "contact-form",
  selector: ".et_pb_contact_form_container",
  strategy: "visible",
  load: () => import("./contact-form"),
});
