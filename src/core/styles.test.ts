import { describe, expect, it } from "vitest";
import { sharedStyleSheet } from "./styles";

/** jsdom has no `adoptedStyleSheets`: a document that holds them, as a browser's does. */
function documentWithSheets(): Document {
  return { adoptedStyleSheets: [] as CSSStyleSheet[] } as unknown as Document;
}

describe("sharedStyleSheet", () => {
  it("adopts the rules with the first user, once, and removes them with the last; a second release is a no-op", () => {
    const doc = documentWithSheets();
    const adopt = sharedStyleSheet(".a { color: red; }");
    const first = adopt(doc);
    const second = adopt(doc);
    expect(doc.adoptedStyleSheets).toHaveLength(1);
    first();
    first();
    expect(doc.adoptedStyleSheets).toHaveLength(1);
    second();
    expect(doc.adoptedStyleSheets).toHaveLength(0);
    adopt(doc);
    expect(doc.adoptedStyleSheets).toHaveLength(1);
  });

  it("given a document without constructable stylesheets, adopts nothing and releases nothing", () => {
    const release = sharedStyleSheet(".a {}")(document);
    expect(() => release()).not.toThrow();
  });
});
