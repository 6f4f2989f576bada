import { defineEnhancer } from "../../../boot/types";

/**
 * The anti-spam field collector (spec 7 "Anti-spam collector", 9): every form that posts gets hidden fields
 * describing how the visitor typed, clicked, scrolled and touched, added at submit time. Forms inserted later
 * are scanned by the boot and covered too; the chunk loads only on pages with a POST form.
 */
export default defineEnhancer({
  name: "anti-spam",
  selector: "form",
  strategy: "eager",
  // The attribute, not `form.method`: a field named "method" shadows the property.
  appliesTo: (form) => (form.getAttribute("method") ?? "").trim().toLowerCase() === "post",
  readsConfig: false,
  load: () => import("./anti-spam"),
});
