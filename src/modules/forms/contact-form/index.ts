import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "contact-form",
  selector: ".et_pb_contact_form_container",
  strategy: "visible",
  load: () => import("./contact-form"),
});
