/**
 * Keyword highlighting for the table of contents (spec 1 "table of contents with keyword highlighting"): the
 * keywords the table is given (`data-keywords`) are marked with `<mark>` wherever they stand as words in the
 * article's text. Only text nodes are split; elements, their listeners and the escaping of the text are never
 * touched (no HTML is parsed), and the cleanup puts the very text nodes back.
 */
export const KEYWORD_CLASS = "enhance-toc__keyword";

/**
 * `data-keywords`: keywords separated by commas (or `|`), trimmed, each once whatever its case, longest first so
 * "email marketing" is marked as one phrase before "email" alone.
 */
export function readKeywords(value: string | undefined): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of (value ?? "").split(/[,|]/)) {
    const keyword = part.replace(/\s+/g, " ").trim();
    const key = keyword.toLocaleLowerCase();
    if (keyword === "" || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords.sort((a, b) => b.length - a.length);
}

/** Where marking a word would change what the element is or does: code, form fields, other marks, SVG text. */
const SKIPPED =
  "script, style, noscript, template, textarea, input, select, option, button, mark, svg, math, code, pre, kbd, samp, [contenteditable]";

const escapeForPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * One pattern for every keyword, case-insensitive, matching whole words only ("seo" marks "SEO" but not
 * "seoul"); white space inside a keyword matches any run of white space, as line breaks in the HTML fall.
 */
export function keywordPattern(keywords: readonly string[]): RegExp | null {
  if (keywords.length === 0) return null;
  const alternatives = keywords.map((keyword) => escapeForPattern(keyword).replace(/ /g, "\\s+"));
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}_])`, "giu");
}

interface SplitText {
  readonly original: Text;
  readonly parts: readonly Node[];
}

/**
 * Marks every keyword in the text of `root` outside `exclude` (the table itself). Returns the number of marks and
 * the cleanup, which gives each split text node back as it was.
 */
export function highlightKeywords(
  root: Element,
  keywords: readonly string[],
  exclude: Element | null,
): { readonly marks: readonly HTMLElement[]; readonly restore: () => void } {
  const pattern = keywordPattern(keywords);
  if (pattern === null) return { marks: [], restore: () => undefined };
  const document = root.ownerDocument;
  const texts: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      const parent = node.parentElement;
      if (parent === null || parent.closest(SKIPPED) !== null) return NodeFilter.FILTER_REJECT;
      if (exclude !== null && exclude.contains(node)) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) texts.push(node as Text);

  const splits: SplitText[] = [];
  const marks: HTMLElement[] = [];
  for (const original of texts) {
    const text = original.data;
    const parts: Node[] = [];
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      if (start > last) parts.push(document.createTextNode(text.slice(last, start)));
      const mark = document.createElement("mark");
      mark.className = KEYWORD_CLASS;
      mark.textContent = match[0];
      parts.push(mark);
      marks.push(mark);
      last = start + match[0].length;
    }
    if (parts.length === 0) continue;
    if (last < text.length) parts.push(document.createTextNode(text.slice(last)));
    original.replaceWith(...parts);
    splits.push({ original, parts });
  }

  const restore = (): void => {
    for (const { original, parts } of splits) {
      const [first] = parts;
      // Parts another script moved or removed meanwhile are left where it put them.
      if (first === undefined || first.parentNode === null) continue;
      first.parentNode.replaceChild(original, first);
      for (const part of parts.slice(1)) part.parentNode?.removeChild(part);
    }
    splits.length = 0;
  };
  return { marks, restore };
}

/**
 * Marks the keywords of a table's `data-keywords` in `source`, the article its headings come from, outside the table
 * itself. Returns the cleanup. The table finds the article: this chunk imports nothing from the table's, so the
 * loader can import the table's chunk as it is.
 */
export function markKeywords(host: HTMLElement, source: Element): () => void {
  const keywords = readKeywords(host.dataset["keywords"]);
  if (keywords.length === 0) return () => undefined;
  return highlightKeywords(source, keywords, host).restore;
}
