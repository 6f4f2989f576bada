import { defineEnhancer } from "../../../boot/types";

/** Runs once per page: it reads `et_link_options_data` and finds the modules it names. */
export default defineEnhancer({
  name: "module-links",
  selector: "body",
  strategy: "idle",
  // Only pages that print link options load this chunk; the entries are validated when it mounts.
  appliesTo: () => {
    const options = (window as unknown as { et_link_options_data?: unknown }).et_link_options_data;
    return Array.isArray(options) && options.length > 0;
  },
  load: () => import("./module-links"),
});
