import DOMPurify from "dompurify";

/**
 * The one sink for server HTML (DESIGN.md principle 4): every piece of HTML that arrives from a request goes
 * through here and comes out as a sanitised DocumentFragment. No other code in src may write HTML strings into
 * the page; a lint rule and a test enforce that.
 */

let configured = false;

function configure(): void {
  if (configured) return;
  configured = true;
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
