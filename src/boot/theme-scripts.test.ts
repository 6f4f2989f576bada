import { afterEach, describe, expect, it, vi } from "vitest";
import { findThemeScripts, isForced, startUnlessThemeScripts, THEME_SCRIPT_HANDLES } from "./theme-scripts";
import { themeScriptsWarning } from "./theme-scripts-warning";
import { mayHaveThemeScripts } from "./start";

const MODULE_URL = "http://localhost:3000/dist/enhance.js";

function addScript(attributes: Record<string, string>, text = ""): HTMLScriptElement {
  const script = document.createElement("script");
  // jsdom runs no external script, and a non-JavaScript type keeps inline text from running.
  script.type = "text/plain";
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  script.text = text;
  document.body.append(script);
  return script;
}

type BundleHolder = Window & { et_pb_init_modules?: () => void };

afterEach(() => {
  document.documentElement.removeAttribute("data-enhance-failed");
  document.body.replaceChildren();
  document.body.className = "";
  delete (window as BundleHolder).et_pb_init_modules;
  window.history.replaceState(null, "", "/");
});

describe("findThemeScripts", () => {
  it("names each theme script tag WordPress printed, by handle and address", () => {
    addScript({ id: "divi-custom-script-js", src: "/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.4" });
    addScript({ id: "et-builder-modules-script-sticky-js", src: "/sticky-elements.js" });
    expect(findThemeScripts(document, window)).toEqual([
      "divi-custom-script (/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.4)",
      "et-builder-modules-script-sticky (/sticky-elements.js)",
    ]);
  });

  it("recognises the Divi and Extra bundles by address when the tag carries no handle id", () => {
    addScript({ src: "https://site.org/wp-content/themes/Divi/js/custom.unified.js?ver=4.9" });
    addScript({ src: "https://site.org/wp-content/themes/Extra/scripts/scripts.min.js" });
    expect(findThemeScripts(document, window)).toEqual([
      "https://site.org/wp-content/themes/Divi/js/custom.unified.js?ver=4.9",
      "https://site.org/wp-content/themes/Extra/scripts/scripts.min.js",
    ]);
  });

  it("reports the bundle's global when the bundle ran but its tag is gone", () => {
    (window as BundleHolder).et_pb_init_modules = () => undefined;
    expect(findThemeScripts(document, window)).toEqual([
      "the theme's bundle (it defined window.et_pb_init_modules)",
    ]);
  });

  it("ignores jQuery, other plugins' scripts and the inline config the theme prints", () => {
    addScript({ id: "jquery-core-js", src: "/wp-includes/js/jquery/jquery.min.js" });
    addScript({ id: "contact-form-7-js", src: "/wp-content/plugins/contact-form-7/index.js" });
    addScript({ id: "divi-custom-script-js-extra" }, "var et_pb_custom = {};");
    expect(findThemeScripts(document, window)).toEqual([]);
  });

  it("pins the handles it looks for: the Divi and Extra bundles and the builder's motion and sticky scripts", () => {
    expect(THEME_SCRIPT_HANDLES).toEqual([
      "divi-custom-script",
      "extra-scripts",
      "et-builder-modules-script",
      "et-builder-modules-script-motion",
      "et-builder-modules-script-sticky",
    ]);
  });
});

describe("isForced", () => {
  it('is true only for the tag whose address is this module and that says data-enhance="force"', () => {
    addScript({ type: "module", src: "/dist/other.js", "data-enhance": "force" });
    expect(isForced(document, MODULE_URL)).toBe(false);
    addScript({ type: "module", src: "http://localhost:3000/dist/enhance.js" });
    expect(isForced(document, MODULE_URL)).toBe(false);
    document.body.replaceChildren();
    addScript({ type: "module", src: "/dist/enhance.js", "data-enhance": "force" });
    expect(isForced(document, MODULE_URL)).toBe(true);
  });
});

describe("startUnlessThemeScripts", () => {
  it("starts when the theme's scripts are absent, without a warning", () => {
    const start = vi.fn();
    const warn = vi.fn();
    startUnlessThemeScripts(start, MODULE_URL, window, warn);
    expect(start).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute("data-enhance-failed")).toBe(false);
  });

  it("stays off with one warning that names what to remove and points to the plugin, and marks the page off", () => {
    addScript({ id: "divi-custom-script-js", src: "/wp-content/themes/Divi/js/scripts.min.js" });
    const start = vi.fn();
    const warn = vi.fn();
    startUnlessThemeScripts(start, MODULE_URL, window, warn);
    expect(start).not.toHaveBeenCalled();
    // enhance.css lets go of every module's at-rest state: the theme's scripts run the modules.
    expect(document.documentElement.getAttribute("data-enhance-failed")).toBe("enhance");
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(["divi-custom-script (/wp-content/themes/Divi/js/scripts.min.js)"]);
    const message = themeScriptsWarning(warn.mock.calls[0]?.[0] as string[]);
    expect(message).toContain("divi-custom-script (/wp-content/themes/Divi/js/scripts.min.js)");
    expect(message).toContain("enhance plugin");
    expect(message).toContain('data-enhance="force"');
  });

  it('starts beside the theme\'s scripts when its own tag says data-enhance="force"', () => {
    addScript({ id: "extra-scripts-js", src: "/wp-content/themes/Extra/scripts/scripts.min.js" });
    addScript({ type: "module", src: "/dist/enhance.js", "data-enhance": "force" });
    const start = vi.fn();
    const warn = vi.fn();
    startUnlessThemeScripts(start, MODULE_URL, window, warn);
    expect(start).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
  });

  it("starts in the visual builder, where the theme's scripts run on purpose", () => {
    window.history.replaceState(null, "", "/?et_fb=1");
    addScript({ id: "divi-custom-script-js", src: "/wp-content/themes/Divi/js/scripts.min.js" });
    const start = vi.fn();
    startUnlessThemeScripts(start, MODULE_URL, window, vi.fn());
    expect(start).toHaveBeenCalledOnce();
  });

  it("waits for the parsed document before checking when it runs while the page is loading", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const start = vi.fn();
    const warn = vi.fn();
    startUnlessThemeScripts(start, MODULE_URL, window, warn);
    // The theme's footer bundle arrives after the early script ran.
    addScript({ id: "divi-custom-script-js", src: "/wp-content/themes/Divi/js/scripts.min.js" });
    readyState.mockRestore();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(start).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("mayHaveThemeScripts (the loader's quick look)", () => {
  it.each<Record<string, string>>([
    { id: "divi-custom-script-js", src: "/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.4" },
    { id: "et-builder-modules-script-sticky-js", src: "/sticky-elements.js" },
    { src: "https://site.org/wp-content/themes/Divi/js/custom.unified.js?ver=4.9" },
    { src: "https://site.org/wp-content/themes/Extra/scripts/scripts.min.js" },
    { src: "/wp-content/themes/Divi/includes/builder/frontend-builder/build/frontend-builder-scripts.js" },
  ])("looks further at every tag the full check names: %o", (attributes) => {
    addScript(attributes);
    expect(findThemeScripts(document, window)).toHaveLength(1);
    expect(mayHaveThemeScripts(document, window)).toBe(true);
  });

  it("starts at once beside the theme's inline config scripts (divi-custom-script-js-extra has no src)", () => {
    const inline = document.createElement("script");
    inline.type = "text/javascript";
    inline.id = "divi-custom-script-js-extra";
    document.head.append(inline);
    expect(findThemeScripts(document, window)).toHaveLength(0);
    expect(mayHaveThemeScripts(document, window)).toBe(false);
  });

  it("looks further when the bundle's global is there, and not on a page with jQuery and other plugins only", () => {
    addScript({ id: "jquery-core-js", src: "/wp-includes/js/jquery/jquery.min.js" });
    addScript({ id: "contact-form-7-js", src: "/wp-content/plugins/contact-form-7/index.js" });
    expect(mayHaveThemeScripts(document, window)).toBe(false);
    (window as BundleHolder).et_pb_init_modules = () => undefined;
    expect(mayHaveThemeScripts(document, window)).toBe(true);
  });
});
