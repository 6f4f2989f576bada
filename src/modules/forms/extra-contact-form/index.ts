import { defineModule } from "../../../boot/types";

export default defineModule({
  name: "extra-contact-form",
  selector: "form.extra-contact-form",
  strategy: "visible",
  load: () => import("./extra-contact-form"),
});
