import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { sanitizeToFragment } from "./html";

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
