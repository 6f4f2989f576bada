/**
 * Which text of the page affiliate links may touch. The same rules decide what is sent to the link service and
 * what is linked, so the service never picks a phrase that only appears where it may not be linked.
 */

/** Spec 5 "Affiliate scan": text nodes with 2 or fewer non-space characters are ignored. */
export const SHORT_TEXT_MAX_NON_SPACE = 2;
/** Spec 9: page text sent for matching is capped at 10000 characters. */
export const PAGE_TEXT_LIMIT = 10_000;
/** What the plugin puts before each piece of text it sends, so words of two nodes never run together. */
export const PAGE_TEXT_SEPARATOR = ".";

/** The containers of article text (the post body, the theme builder's post content, text modules). */
export const CONTENT_CONTAINER_SELECTOR = [
  ".entry-content",
  ".et_pb_post_content",
  ".et_pb_text_inner",
  ".et_pb_blurb_description",
  ".et_pb_promo_description",
  ".et_pb_fullwidth_post_content",
  ".post-content",
].join(",");

/**
 * Never linked, nor sent: existing links, headings, scripts and styles, images and other embedded media, buttons,
 * code, figure captions, form controls and their labels, editable regions, things with an interactive role, and
 * what this enhancer adds itself.
 */
export const EXCLUDED_SELECTOR = [
  "a",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  '[role="heading"]',
  "script",
  "style",
  "noscript",
  "template",
  "img",
  "picture",
  "svg",
  "math",
  "video",
  "audio",
  "canvas",
  "iframe",
  "object",
  "embed",
  "button",
  "code",
  "pre",
  "kbd",
  "samp",
  "figcaption",
  "input",
  "select",
  "textarea",
  "option",
  "optgroup",
  "label",
  "legend",
  "output",
  "summary",
  '[contenteditable]:not([contenteditable="false"])',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="textbox"]',
  '[role="combobox"]',
  '[role="searchbox"]',
  ".aal-disclosure",
  ".aal-amazon-widget",
  '[id^="aal_api_data"]',
].join(",");

/**
 * Elements whose DOM another module owns: anything the boot marked `data-enhanced` except layout (sections, rows,
 * columns), and the island modules even before they mount, so the result does not depend on which loaded first.
 */
export const OWNED_SELECTOR = [
  "[data-enhanced]:not(.et_pb_section, .et_pb_row, .et_pb_row_inner, .et_pb_column, .et_pb_column_inner)",
  ".et_pb_tabs",
  ".et_pb_toggle",
  ".et_pb_accordion",
  ".et_pb_slider",
  ".et_pb_post_slider",
  ".et_pb_video_slider",
  ".et_pb_carousel",
  ".et_pb_gallery",
  ".et_pb_filterable_portfolio",
  ".et_pb_fullwidth_portfolio",
].join(",");

const SKIPPED_SELECTOR = `${EXCLUDED_SELECTOR},${OWNED_SELECTOR}`;

/** Whether `element` (inside a content root) is one whose text is never linked. */
export function isSkippedElement(element: Element): boolean {
  return element.matches(SKIPPED_SELECTOR);
}

/** Whether `node` sits in a skipped element below `root` (`root` itself and what is above it are not judged). */
export function isInsideSkipped(node: Node, root: Element): boolean {
  for (let element = node.parentElement; element && element !== root; element = element.parentElement) {
    if (isSkippedElement(element)) return true;
  }
  return node instanceof Element && node !== root && isSkippedElement(node);
}

/** Whether a text is long enough to scan (more than 2 non-space characters). */
export function isScannableText(text: string): boolean {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // Space, tab, line breaks, no-break space and the other white space the browser collapses.
    if (code <= 0x20 || code === 0xa0 || code === 0xfeff || /\s/.test(text.charAt(index))) continue;
    count += 1;
    if (count > SHORT_TEXT_MAX_NON_SPACE) return true;
  }
  return false;
}

/**
 * A walker over the text nodes of `root` that may be linked: skipped elements are not entered, short texts and
 * the nodes in `passOver` are stepped over. Judged as it goes, so a module that mounts meanwhile is respected.
 */
export function linkableTextWalker(root: Element, passOver?: WeakSet<Node>): TreeWalker {
  const doc = root.ownerDocument;
  return doc.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.ELEMENT_NODE) {
        return isSkippedElement(node as Element) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP;
      }
      if (passOver?.has(node)) return NodeFilter.FILTER_SKIP;
      return isScannableText((node as Text).data) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    },
  });
}

/**
 * Cuts `text` to at most `limit` UTF-16 units without splitting a surrogate pair (a lone half would make
 * `encodeURIComponent` throw).
 */
export function capText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const last = text.charCodeAt(limit - 1);
  const cut = last >= 0xd800 && last <= 0xdbff ? limit - 1 : limit;
  return text.slice(0, cut);
}

/**
 * The page text the link service matches against: each linkable text node after a `.`, in document order,
 * capped at 10000 characters. Stops walking once the cap is reached.
 */
export function collectPageText(root: Element, limit = PAGE_TEXT_LIMIT): string {
  const walker = linkableTextWalker(root);
  let text = "";
  for (let node = walker.nextNode(); node && text.length < limit; node = walker.nextNode()) {
    text += PAGE_TEXT_SEPARATOR + (node as Text).data;
  }
  return capText(text, limit);
}

/** The page text as the service expects it in its `content` field: URL-encoded, after the cap. */
export function encodePageText(text: string): string {
  return encodeURIComponent(capText(text, PAGE_TEXT_LIMIT));
}

/**
 * The article around the plugin's marker (`div#aalcontent_N`): the content container it sits in, else its
 * parent, or the grandparent when the parent holds nothing but the marker (the plugin's own rule).
 */
export function contentRootOf(marker: Element): Element | null {
  const container = marker.parentElement?.closest(CONTENT_CONTAINER_SELECTOR);
  if (container) return container;
  const parent = marker.parentElement;
  if (!parent) return null;
  const onlyMarker = [...parent.childNodes].every(
    (node) => node === marker || (node.nodeType === Node.TEXT_NODE && !(node as Text).data.trim()),
  );
  return onlyMarker && parent.parentElement && parent.parentElement !== parent.ownerDocument.body
    ? parent.parentElement
    : parent;
}

/**
 * The content containers to link in content that arrived later (a blog feed page): `container` when it is one,
 * else the outermost containers inside it, else `container` itself when it was put into article text.
 */
export function contentContainersIn(container: Element): Element[] {
  if (container.matches(CONTENT_CONTAINER_SELECTOR)) return [container];
  const inner = [...container.querySelectorAll(CONTENT_CONTAINER_SELECTOR)].filter((candidate) => {
    const outer = candidate.parentElement?.closest(CONTENT_CONTAINER_SELECTOR);
    return !outer || !container.contains(outer);
  });
  if (inner.length) return inner;
  return container.closest(CONTENT_CONTAINER_SELECTOR) ? [container] : [];
}
