import { defineEnhancer } from "../../../boot/types";

/**
 * Runs once per page that installs the SEO automation (`<script type="application/json" id="seo-automation">`);
 * other pages never load its chunk. Eager: its first run belongs before the page's content has loaded.
 */
export default defineEnhancer({
  name: "seo-automation",
  selector: "body",
  strategy: "eager",
  // Only a JSON script installs it (see installationElement): post content cannot print a script element.
  appliesTo: (body) =>
    [...body.ownerDocument.getElementsByTagName("script")].some(
      (script) => script.id === "seo-automation" && script.type.trim().toLowerCase() === "application/json",
    ),
  load: () => import("./seo-automation"),
});
