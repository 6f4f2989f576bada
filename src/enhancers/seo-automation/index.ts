import { defineEnhancer } from "../../boot/types";

/**
 * Runs once per page that installs the SEO automation (`<script type="application/json" id="seo-automation">`);
 * other pages never load its chunk. Eager: its first run belongs before the page's content has loaded.
 */
export default defineEnhancer({
  name: "seo-automation",
  selector: "body",
  strategy: "eager",
  appliesTo: (body) => body.ownerDocument.getElementById("seo-automation") !== null,
  load: () => import("./seo-automation"),
});
