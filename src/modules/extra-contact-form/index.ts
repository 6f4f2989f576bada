import { defineEnhancer } from "../../boot/types";

export default defineEnhancer({
  name: "extra-contact-form",
  selector: "form.extra-contact-form",
  strategy: "visible",
  load: () => import("./extra-contact-form"),
});
