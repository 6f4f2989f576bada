import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  FRAGMENT_ADDRESS_ATTRIBUTES,
  FRAGMENT_SETTING_PREFIXES,
  MAX_FRAGMENT_Z_INDEX,
  PRODUCT_GLOBALS,
  sanitizeToFragment,
} from "./html";
import { isModuleAddressAttribute } from "./urls";

function serialize(fragment: DocumentFragment): string {
  const holder = document.createElement("div");
  holder.append(fragment);
  return new XMLSerializer().serializeToString(holder);
}

describe("sanitizeToFragment", () => {
  it("returns a DocumentFragment of the safe markup", () => {
    const fragment = sanitizeToFragment('<article class="post"><h2>Title</h2><p>Text</p></article>');
    expect(fragment).toBeInstanceOf(DocumentFragment);
    expect(fragment.querySelector("article.post h2")?.textContent).toBe("Title");
  });

  it.each([
    ['<img src="x" onerror="window.__xss=1">', "onerror"],
    ["<script>window.__xss=1</script><p>ok</p>", "<script"],
    ['<a href="javascript:window.__xss=1">x</a>', "javascript:"],
    ['<svg><animate onbegin="window.__xss=1"/></svg>', "onbegin"],
    ['<iframe src="https://evil.example/"></iframe>', "<iframe"],
    ['<form><button formaction="javascript:alert(1)">x</button></form>', "javascript:"],
  ])("removes the dangerous part of %s", (html, forbidden) => {
    expect(serialize(sanitizeToFragment(html))).not.toContain(forbidden);
  });

  it("keeps escaped markup as text", () => {
    const fragment = sanitizeToFragment("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
    expect(fragment.querySelector("script")).toBeNull();
    expect(fragment.textContent).toBe("<script>alert(1)</script>");
  });

  it("adds noopener to links that open a new window", () => {
    const fragment = sanitizeToFragment('<a href="https://example.com/" target="_blank">x</a>');
    expect(fragment.querySelector("a")?.rel).toContain("noopener");
  });

  it("keeps forms, so a contact form's reply can re-render the form", () => {
    const fragment = sanitizeToFragment(
      '<form method="post" action="/contact"><input name="contact_name"></form>',
    );
    expect(fragment.querySelector("form input[name=contact_name]")).not.toBeNull();
  });
});

describe("the sink's policy against script gadgets", () => {
  const first = (html: string): Element => {
    const element = sanitizeToFragment(html).firstElementChild;
    if (!element) throw new Error(`nothing survived: ${html}`);
    return element;
  };

  it.each([
    '<blockquote class="twitter-tweet" data-enhance-script="https://attacker.example/x.js"><a href="https://twitter.com/a/status/1">t</a></blockquote>',
    '<div class="fb-like" data-enhance-script="//attacker.example/x.js"></div>',
    '<div class="et_pb_tabs" data-enhance-strategy="eager" data-enhance-anything="1"></div>',
  ])("strips every data-enhance-* attribute, keeping the element and its class: %s", (html) => {
    const element = first(html);
    expect(element.className).not.toBe("");
    expect(element.getAttributeNames().filter((name) => name.startsWith("data-enhance-"))).toEqual([]);
  });

  it("keeps the data attributes modules read as plain values (a post id, a rating, a permalink)", () => {
    const element = first(
      '<div class="fb-post" data-href="https://www.facebook.com/b2b/posts/1" data-postid="12" data-rating="4"></div>',
    );
    expect(element.getAttribute("data-href")).toBe("https://www.facebook.com/b2b/posts/1");
    expect(element.getAttribute("data-postid")).toBe("12");
  });

  it("strips only what multi-view also refuses to set: the two lists of module address attributes agree", () => {
    for (const name of Object.keys(FRAGMENT_ADDRESS_ATTRIBUTES))
      expect(isModuleAddressAttribute(name), name).toBe(true);
    for (const prefix of FRAGMENT_SETTING_PREFIXES)
      expect(isModuleAddressAttribute(`${prefix}x`), prefix).toBe(true);
  });

  it.each([...Object.keys(FRAGMENT_ADDRESS_ATTRIBUTES), "data-tile-max-zoom"])(
    "strips %s, a setting a module would load or go to",
    (name) => {
      const element = first(
        `<div class="et_pb_map_container" ${name}="https://attacker.example/{z}/{x}/{y}.png"></div>`,
      );
      expect(element.hasAttribute(name)).toBe(false);
    },
  );

  it.each(PRODUCT_GLOBALS)("removes an id or name of %s, which would clobber the global", (global) => {
    const holder = document.createElement("div");
    holder.append(
      sanitizeToFragment(
        `<img id="${global}" alt=""><form name="${global}"></form><a id=" ${global} ">x</a>`,
      ),
    );
    expect(holder.querySelectorAll("[id], [name]")).toHaveLength(0);
  });

  it("keeps ordinary ids and names (anchors, form fields)", () => {
    const holder = document.createElement("div");
    holder.append(
      sanitizeToFragment('<h2 id="chapter-2">Two</h2><form><input name="et_pb_contact_name_0"></form>'),
    );
    expect(holder.querySelector("#chapter-2")).not.toBeNull();
    expect(holder.querySelector("input")?.getAttribute("name")).toBe("et_pb_contact_name_0");
  });

  it("keeps a form's action on the page's origin and drops one on another origin", () => {
    const own = first('<form method="post" action="/contact/"><input name="a"></form>');
    expect(own.getAttribute("action")).toBe("/contact/");
    for (const action of ["https://attacker.example/collect", "//attacker.example/collect"]) {
      expect(first(`<form method="post" action="${action}"></form>`).hasAttribute("action")).toBe(false);
    }
  });

  it("drops a button's formaction, which could send a form elsewhere", () => {
    const holder = document.createElement("div");
    holder.append(
      sanitizeToFragment('<form><button formaction="https://attacker.example/">Send</button></form>'),
    );
    expect(holder.querySelector("button")?.hasAttribute("formaction")).toBe(false);
  });

  it("removes position: fixed and a z-index over the limit from inline styles, keeping the rest", () => {
    const element = first(
      '<div style="position: fixed; inset: 0; z-index: 99999; color: red">Your session expired, log in again</div>',
    );
    const style = (element as HTMLElement).style;
    expect(style.position).toBe("");
    expect(style.zIndex).toBe("");
    expect(style.color).toBe("red");
  });

  it(`keeps a z-index up to ${MAX_FRAGMENT_Z_INDEX} and other positions, which stay in the content's flow`, () => {
    const element = first(
      `<div style="position: relative; z-index: ${MAX_FRAGMENT_Z_INDEX}">x</div>`,
    ) as HTMLElement;
    expect(element.style.position).toBe("relative");
    expect(element.style.zIndex).toBe(String(MAX_FRAGMENT_Z_INDEX));
    expect(first('<div style="POSITION:FIXED">x</div>').hasAttribute("style")).toBe(false);
  });
});

describe("the list of globals the sink protects", () => {
  it("names every global that src reads from window", () => {
    const root = join(__dirname, "..");
    const read = new Set<string>();
    const visit = (folder: string): void => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) visit(path);
        else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          const source = readFileSync(path, "utf8");
          // `source["et_pb_custom"]` in the config readers, `(window as ...).aal_data` elsewhere.
          for (const match of source.matchAll(/source\["([A-Za-z_$][\w$]*)"\]/g)) read.add(match[1]!);
          for (const match of source.matchAll(/\(window as unknown as [^)]*\)\.([A-Za-z_$][\w$]*)/g)) {
            read.add(match[1]!);
          }
          for (const match of source.matchAll(/globals(?:\?)?\.([A-Za-z_$][\w$]*)/g)) read.add(match[1]!);
        }
      }
    };
    visit(root);
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((name) => !PRODUCT_GLOBALS.includes(name))).toEqual([]);
  });
});

describe("the one sink", () => {
  it("no file in src writes HTML strings into the page except src/core/html.ts", () => {
    const root = join(__dirname, "..");
    const offenders: string[] = [];
    const visit = (folder: string): void => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) visit(path);
        else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          const file = relative(root, path);
          if (file === join("core", "html.ts")) continue;
          const source = readFileSync(path, "utf8");
          if (/innerHTML|outerHTML|insertAdjacentHTML|document\.write|dangerouslySetInnerHTML/.test(source)) {
            offenders.push(file);
          }
        }
      }
    };
    visit(root);
    expect(offenders).toEqual([]);
  });
});
