/**
 * A stylesheet that modules share: adopted by the document while at least one instance uses it, removed with the
 * last one. Constructable stylesheets need no inline-style permission under a strict CSP and are parsed once per
 * page, however many instances mount.
 */
export type AdoptStyles = (doc?: Document) => () => void;

export function sharedStyleSheet(rules: string): AdoptStyles {
  let sheet: CSSStyleSheet | null = null;
  let users = 0;
  return (doc = document) => {
    // Every supported browser has constructable stylesheets; a test DOM without them simply goes unstyled.
    if (typeof CSSStyleSheet !== "function" || !("adoptedStyleSheets" in doc)) return () => undefined;
    if (sheet === null) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(rules);
    }
    const adopted = sheet;
    if (users === 0) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, adopted];
    users += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users === 0) doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((one) => one !== adopted);
    };
  };
}
