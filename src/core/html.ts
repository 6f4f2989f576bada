import DOMPurify, { type UponSanitizeAttributeHookEvent } from "dompurify";
import { webOrigin } from "./urls";

/**
 * The one sink for server HTML (DESIGN.md principle 4): every piece of HTML that arrives from a request goes
 * through here and comes out as a sanitised DocumentFragment. No other code in src may write HTML strings into
 * the page; a lint rule and a test enforce that.
 *
 * DOMPurify removes what runs by itself (scripts, event handlers, `javascript:` addresses, frames). That is not
 * enough on a page where modules mount on inserted content: a module reads attributes and acts on them, so an
 * attribute DOMPurify thinks harmless can become a script, a request or an overlay (a script gadget). The policy
 * below removes what a module could turn into one, and says why for each rule:
 *
 * 1. `data-enhance-*`: the product's own control attributes (load strategy, state markers it sets itself).
 *    Server content never needs them; a fragment that carries one is trying to steer the product.
 * 2. {@link FRAGMENT_ADDRESS_ATTRIBUTES} and every `data-tile-*`: attributes a module reads as an address to load
 *    or to go to (map tiles, a form's redirect and what it appends). They are site settings, printed by the theme
 *    on the page, never in a fragment. Links and lazy images (`data-href`, `data-src`, ...) stay: content carries
 *    them, and every module that reads one accepts only a web address on the host it expects (`core/urls.ts`
 *    lists the wider set that multi-view, which writes attributes, never sets).
 * 3. `id` and `name` equal to a global the product reads ({@link PRODUCT_GLOBALS}): such an element would shadow
 *    the global (DOM clobbering) and feed the product its own idea of the site's config.
 * 4. A form's `action` on another origin: a re-rendered form must post where the page's forms post, never hand
 *    what a visitor types to another site. (DOMPurify already drops every `formaction`.)
 * 5. `style` that lifts an element over the page: `position: fixed` and a z-index above
 *    {@link MAX_FRAGMENT_Z_INDEX} are removed (the rest of the style stays), so content cannot cover the header,
 *    a dialog or the whole page with a fake one.
 *
 * No module needs any of these from a fragment. A module that one day does must say so here, with the attribute,
 * the module and the rule it applies to the value.
 */

/** Attributes that modules read as an address to load or to navigate to; site settings, never fragment content. */
export const FRAGMENT_ADDRESS_ATTRIBUTES: Readonly<Record<string, string>> = {
  "data-tile-url": "map: the address pattern of the map tiles it loads",
  "data-tile-attribution": "map: the attribution it prints beside the tiles",
  "data-redirect_url": "contact form and newsletter: where the visitor is sent after a send",
  "data-redirect_query": "newsletter: what it appends to that address",
};
/** Prefixes of attribute families that are the product's or a module's settings, stripped whole. */
export const FRAGMENT_SETTING_PREFIXES: readonly string[] = ["data-enhance-", "data-tile-"];

/**
 * The globals the product reads from `window`: the theme's and plugins' inline config, the providers' script
 * objects and the product's own. A test keeps this list in step with the code that reads them.
 */
export const PRODUCT_GLOBALS: readonly string[] = [
  "et_pb_custom",
  "EXTRA",
  "et_builder_utils_params",
  "et_animation_data",
  "et_link_options_data",
  "et_pb_sticky_elements",
  "aal_data",
  "aal_amazon_obj",
  "enhance",
  "enhanceSpamProtection",
  "twttr",
  "FB",
  "instgrm",
  "YT",
  "onYouTubeIframeAPIReady",
];

/**
 * The highest z-index a fragment's inline style may keep. The theme stacks content below 10 (slides sit at 3 or 6,
 * spec section 9); its header, menus and overlays sit far above. A fragment asking for more can only mean to
 * cover them.
 */
export const MAX_FRAGMENT_Z_INDEX = 10;

const PROTECTED_NAMES = new Set(PRODUCT_GLOBALS);

function sameOrigin(address: string): boolean {
  return webOrigin(address, document.baseURI) === webOrigin(document.baseURI, document.baseURI);
}

/** The style without what would position the element over the page; null when nothing is left. */
function containedStyle(style: string): string | null {
  const probe = document.createElement("div").style;
  probe.cssText = style;
  if (probe.position.trim().toLowerCase() === "fixed") probe.removeProperty("position");
  const zIndex = Number.parseInt(probe.zIndex, 10);
  if (Number.isFinite(zIndex) && zIndex > MAX_FRAGMENT_Z_INDEX) probe.removeProperty("z-index");
  const kept = probe.cssText.trim();
  return kept === "" ? null : kept;
}

function keepsAttribute(node: Element, data: UponSanitizeAttributeHookEvent): boolean {
  const name = data.attrName;
  if (FRAGMENT_SETTING_PREFIXES.some((prefix) => name.startsWith(prefix))) return false;
  if (Object.hasOwn(FRAGMENT_ADDRESS_ATTRIBUTES, name)) return false;
  if ((name === "id" || name === "name") && PROTECTED_NAMES.has(data.attrValue.trim())) return false;
  if (name === "action" && node.localName === "form") return sameOrigin(data.attrValue);
  return true;
}

let configured = false;

function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.addHook("uponSanitizeAttribute", (node, data) => {
    if (!keepsAttribute(node, data)) {
      data.keepAttr = false;
      return;
    }
    if (data.attrName === "style") {
      const kept = containedStyle(data.attrValue);
      if (kept === null) data.keepAttr = false;
      else data.attrValue = kept;
    }
  });
  // Links that open a new window must not hand the opener to the other site.
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node instanceof HTMLAnchorElement && node.target === "_blank") {
      const rel = new Set(node.rel.split(/\s+/).filter(Boolean));
      rel.add("noopener");
      rel.add("noreferrer");
      node.rel = [...rel].join(" ");
    }
  });
}

export function sanitizeToFragment(html: string): DocumentFragment {
  configure();
  return DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    // Forms are kept: a contact form's result re-renders the form itself.
    ADD_TAGS: ["form"],
    ADD_ATTR: ["target"],
    FORBID_TAGS: ["script", "style", "iframe", "object", "embed", "base", "meta", "link"],
  });
}
