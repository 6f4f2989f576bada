/**
 * Site-level settings a site owner prints as `<meta>` tags in the document's head. A meta tag in the body (post
 * content can carry one) is not a setting.
 */
export function headSetting(document: Document, name: string): string | null {
  for (const meta of document.head.querySelectorAll<HTMLMetaElement>("meta[name]")) {
    if (meta.name === name) return meta.content;
  }
  return null;
}

/**
 * `<meta name="enhance-script-origins" content="self https://cdn.example">` in the head: the origins, besides a
 * provider's own, that a third-party script set by another head setting may come from. `self` is the page's.
 */
export const SCRIPT_ORIGINS_META = "enhance-script-origins";

/** The origins a site declares in `enhance-script-origins`: absolute http(s) origins, and `self` for the page's. */
export function declaredScriptOrigins(value: string | null, base: string): string[] {
  const origins: string[] = [];
  for (const word of (value ?? "").split(/[\s,]+/).filter(Boolean)) {
    if (word.toLowerCase() === "self") {
      origins.push(new URL(base).origin);
      continue;
    }
    try {
      const url = new URL(word);
      if (url.protocol === "https:" || url.protocol === "http:") origins.push(url.origin);
    } catch {
      // Not an absolute address: ignored, like any origin the site did not spell out.
    }
  }
  return origins;
}
