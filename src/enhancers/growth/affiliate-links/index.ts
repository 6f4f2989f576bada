import { defineEnhancer } from "../../../boot/types";

/**
 * Automatic affiliate links, once per page. Only pages that print the affiliate plugin's settings load this
 * chunk (the `aal_data` global or a link-block element), and never inside a frame; the settings are validated
 * when it mounts.
 */
export default defineEnhancer({
  name: "affiliate-links",
  selector: "body",
  strategy: "idle",
  appliesTo: (element) => {
    try {
      if (window.self !== window.top) return false;
    } catch {
      return false;
    }
    const data = (window as unknown as { aal_data?: { items?: unknown } }).aal_data;
    if (data !== undefined && data !== null) return Array.isArray(data.items) && data.items.length > 0;
    return element.querySelector('div[id^="aal_api_data"]') !== null;
  },
  load: () => import("./affiliate-links"),
});
