import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import type { Device } from "../../../core/breakpoints";
import { createDisposables } from "../../../core/disposables";
import { sanitizeToFragment } from "../../../core/html";
import { createTestContext, render } from "../../../test-support/context";
import {
  CLICKABLE_SELECTOR,
  DEFAULT_HOVER_SCOPE,
  describeElement,
  HEADER_FOOTER_SELECTOR,
  HOVER_SELECTOR_CLASS,
  IMAGE_LOADED_CLASS,
  IMAGE_LOADING_CLASS,
  isClickable,
  mount,
  resolveHoverTarget,
  resolveTargets,
  SWAPPED_CLASS,
} from "./multi-view";

/** The payload as the theme prints it: JSON in an attribute, quotes as entities. */
const attribute = (payload: unknown): string =>
  JSON.stringify(payload).replaceAll("&", "&amp;").replaceAll('"', "&quot;");

const mounted: AbortController[] = [];

afterEach(() => {
  for (const controller of mounted.splice(0)) controller.abort();
  document.body.replaceChildren();
});

function setup(
  html: string,
  selector: string,
  { device = "desktop" as Device, reducedMotion = true, overrides = {} as Partial<ModuleContext> } = {},
) {
  const container = render(html);
  const element = container.querySelector<HTMLElement>(selector)!;
  const controller = new AbortController();
  mounted.push(controller);
  let currentDevice = device;
  const toFragment = vi.fn(async (markup: string) => sanitizeToFragment(markup));
  const context = createTestContext(element, {
    signal: controller.signal,
    disposables: createDisposables(controller.signal),
    html: { toFragment },
    device: () => currentDevice,
    reducedMotion: () => reducedMotion,
    ...overrides,
  });
  const result = mount(element, context);
  const setDevice = async (next: Device): Promise<void> => {
    const previous = currentDevice;
    currentDevice = next;
    context.bus.emit("device:change", { device: next, previous });
    await settle();
  };
  return { container, element, context, controller, toFragment, setDevice, result };
}

/** The element's markup, to compare before and after. */
const serialize = (element: Element): string => new XMLSerializer().serializeToString(element);

/** Lets the sink's promises and the swapped marker land. */
async function settle(): Promise<void> {
  for (let index = 0; index < 5; index += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function pointer(target: Element, type: string, pointerType: string, init: PointerEventInit = {}): boolean {
  return target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: type !== "pointerenter" && type !== "pointerleave",
      cancelable: true,
      pointerType,
      ...init,
    }),
  );
}

/**
 * Focus as the keyboard (`:focus-visible`) or a pointer gives it. jsdom's :focus-visible guesses from earlier
 * events, so the tests say which kind of focus they mean; Chromium's own is exercised end to end.
 */
function focusBy(kind: "keyboard" | "pointer", target: HTMLElement): void {
  const matches = Element.prototype.matches;
  const spy = vi.spyOn(Element.prototype, "matches").mockImplementation(function (
    this: Element,
    selector: string,
  ) {
    return selector === ":focus-visible" ? kind === "keyboard" : matches.call(this, selector);
  });
  try {
    target.focus();
  } finally {
    spy.mockRestore();
  }
}

/** A tap as a touch screen gives it: pointerdown, then a click whose pointerType is "touch". */
function tap(target: Element, pointerType = "touch"): boolean {
  pointer(target, "pointerdown", pointerType);
  pointer(target, "pointerup", pointerType);
  return pointer(target, "click", pointerType);
}

const TEXT_MODULE = (payload: unknown, inner = "<h2>Learn SEO in 30 days</h2><p>Desktop intro</p>") => `
  <header id="main-header"><a href="/">Home</a></header>
  <div class="et_pb_module et_pb_text et_pb_text_3">
    <div class="et_pb_text_inner" data-et-multi-view="${attribute(payload)}"
      data-et-multi-view-load-phone-hidden="true">${inner}</div>
  </div>
  <footer id="main-footer"><p>Footer</p></footer>`;

const DEVICE_CONTENT = {
  schema: {
    content: {
      desktop: "<h2>Learn SEO in 30 days</h2><p>Desktop intro</p>",
      tablet: "<h2>Learn SEO in 30 days</h2><p>Tablet intro</p>",
      phone: '<h2>SEO in 30 days</h2><p onclick="alert(1)">Phone intro</p><img src="x" onerror="alert(1)">',
    },
  },
  slug: "et_pb_text",
};

describe("constants", () => {
  it("pins the theme's class names and the spec's header, footer, hover and clickable selectors", () => {
    expect(SWAPPED_CLASS).toBe("et_multi_view_swapped");
    expect(IMAGE_LOADING_CLASS).toBe("et_multi_view_image__loading");
    expect(IMAGE_LOADED_CLASS).toBe("et_multi_view_image__loaded");
    expect(HOVER_SELECTOR_CLASS).toBe("et_multi_view__hover_selector");
    expect(HEADER_FOOTER_SELECTOR).toBe(
      "#top-header, #main-header, #main-footer, .et-l--header, .et-l--footer",
    );
    expect(DEFAULT_HOVER_SCOPE).toBe(".et_pb_button, .et_pb_module");
    expect(CLICKABLE_SELECTOR).toContain("a[href]");
  });
});

describe("device content", () => {
  it("keeps the server's nodes on desktop and marks the element swapped without parsing anything", async () => {
    const { element, toFragment } = setup(TEXT_MODULE(DEVICE_CONTENT), ".et_pb_text_inner");
    const heading = element.querySelector("h2");
    await settle();
    expect(element.classList.contains(SWAPPED_CLASS)).toBe(true);
    expect(element.querySelector("h2")).toBe(heading);
    expect(element.dataset["state"]).toBe("normal");
    expect(toFragment).not.toHaveBeenCalled();
  });

  it("shows the phone content at once on a phone, through the sanitising sink, then marks it swapped", async () => {
    const { element, toFragment, context } = setup(TEXT_MODULE(DEVICE_CONTENT), ".et_pb_text_inner", {
      device: "phone",
    });
    const inserted = vi.fn();
    context.bus.on("content:inserted", inserted);
    expect(element.classList.contains(SWAPPED_CLASS)).toBe(false);
    await settle();
    expect(toFragment).toHaveBeenCalledTimes(1);
    expect(element.querySelector("h2")?.textContent).toBe("SEO in 30 days");
    expect(element.querySelector("p")?.textContent).toBe("Phone intro");
    expect(element.querySelector("[onclick], [onerror]")).toBeNull();
    expect(element.classList.contains(SWAPPED_CLASS)).toBe(true);
    expect(inserted).toHaveBeenCalledWith({ container: element, source: "multi-view" });
  });

  it("switches on device:change and puts the server's own nodes back, parsing each value once", async () => {
    const { element, toFragment, setDevice } = setup(TEXT_MODULE(DEVICE_CONTENT), ".et_pb_text_inner");
    const serverHeading = element.querySelector("h2");
    await setDevice("tablet");
    expect(element.querySelector("p")?.textContent).toBe("Tablet intro");
    await setDevice("phone");
    const phoneHeading = element.querySelector("h2");
    expect(phoneHeading?.textContent).toBe("SEO in 30 days");
    await setDevice("desktop");
    expect(element.querySelector("h2")).toBe(serverHeading);
    await setDevice("phone");
    expect(element.querySelector("h2")).toBe(phoneHeading);
    expect(toFragment).toHaveBeenCalledTimes(2);
  });

  it("ignores a device:change to the device it already shows", async () => {
    const { element, setDevice, toFragment } = setup(TEXT_MODULE(DEVICE_CONTENT), ".et_pb_text_inner");
    const heading = element.querySelector("h2");
    await setDevice("desktop");
    expect(element.querySelector("h2")).toBe(heading);
    expect(toFragment).not.toHaveBeenCalled();
  });

  it("shows the latest device when a slow parse ends after the visitor resized back", async () => {
    let release: () => void = () => undefined;
    const slow = vi.fn(
      (markup: string) =>
        new Promise<DocumentFragment>((resolve) => {
          release = () => resolve(sanitizeToFragment(markup));
        }),
    );
    const { element, setDevice } = setup(TEXT_MODULE(DEVICE_CONTENT), ".et_pb_text_inner", {
      overrides: { html: { toFragment: slow } },
    });
    const heading = element.querySelector("h2");
    await setDevice("phone");
    await setDevice("desktop");
    release();
    await settle();
    expect(element.querySelector("h2")).toBe(heading);
    await setDevice("phone");
    expect(element.querySelector("h2")?.textContent).toBe("SEO in 30 days");
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it("sets plain text as text, never as markup", async () => {
    const payload = {
      schema: { content: { desktop: "Enrol now", phone: "<b>not bold</b> Enrol", tablet: "Join" } },
    };
    const { element, toFragment, setDevice } = setup(
      `<div class="et_pb_button_module_wrapper et_pb_module"><a class="et_pb_button" href="/enrol/" data-et-multi-view="${attribute(payload)}">Enrol now</a></div>`,
      ".et_pb_button",
    );
    await setDevice("tablet");
    expect(element.textContent).toBe("Join");
    expect(element.childNodes).toHaveLength(1);
    expect(element.firstChild?.nodeType).toBe(Node.TEXT_NODE);
    expect(toFragment).not.toHaveBeenCalled();
    await setDevice("phone");
    expect(toFragment).toHaveBeenCalledWith("<b>not bold</b> Enrol");
  });

  it("warns and keeps the server's content when the sink fails", async () => {
    const failing = vi.fn(() => Promise.reject(new Error("sanitiser unavailable")));
    const { element, context } = setup(TEXT_MODULE(DEVICE_CONTENT), ".et_pb_text_inner", {
      device: "phone",
      overrides: { html: { toFragment: failing } },
    });
    await settle();
    expect(element.querySelector("p")?.textContent).toBe("Desktop intro");
    expect(context.log.warn).toHaveBeenCalledWith(
      "multi-view div.et_pb_text_inner in .et_pb_text_3: content could not be read (sanitiser unavailable)",
      element,
    );
    expect(element.classList.contains(SWAPPED_CLASS)).toBe(true);
  });
});

describe("attributes, styles, classes and visibility by device", () => {
  const payload = {
    schema: {
      attrs: {
        desktop: { title: "Course cover", href: "/seo/" },
        phone: { title: "Cover", href: "/m/seo/" },
      },
      styles: { desktop: { "max-width": "480px" }, phone: { "max-width": "100% !important" } },
      classes: { desktop: { add: ["et_pb_with_title"] }, tablet: { remove: ["et_pb_with_title"] } },
      visibility: { desktop: true, phone: false },
    },
  };
  const html = `<div class="et_pb_module et_pb_image et_pb_image_2"><a class="cover et_pb_with_title" href="/seo/" title="Course cover" style="max-width: 480px" data-et-multi-view="${attribute(payload)}">Cover</a></div>`;

  it("writes the device's values and puts the server's back", async () => {
    const { element, setDevice } = setup(html, ".cover");
    await setDevice("tablet");
    expect(element.classList.contains("et_pb_with_title")).toBe(false);
    expect(element.hidden).toBe(false);
    await setDevice("phone");
    expect(element.getAttribute("title")).toBe("Cover");
    expect(element.getAttribute("href")).toBe("/m/seo/");
    expect(element.style.getPropertyValue("max-width")).toBe("100%");
    expect(element.style.getPropertyPriority("max-width")).toBe("important");
    expect(element.classList.contains("et_multi_view_hidden")).toBe(true);
    expect(element.hidden).toBe(true);
    await setDevice("desktop");
    expect(element.getAttribute("title")).toBe("Course cover");
    expect(element.getAttribute("href")).toBe("/seo/");
    expect(element.style.getPropertyValue("max-width")).toBe("480px");
    expect(element.style.getPropertyPriority("max-width")).toBe("");
    expect(element.classList.contains("et_pb_with_title")).toBe(true);
    expect(element.classList.contains("et_multi_view_hidden")).toBe(false);
    expect(element.hidden).toBe(false);
  });

  it("changes nothing on the page but the swapped marker when the device is the server's", async () => {
    const { container, element } = setup(html, ".cover", { device: "desktop" });
    const before = serialize(element);
    const records: string[] = [];
    const observer = new MutationObserver((mutations) =>
      records.push(...mutations.map((record) => `${record.type}:${record.attributeName ?? ""}`)),
    );
    observer.observe(container, { attributes: true, subtree: true, childList: true });
    await settle();
    observer.disconnect();
    expect(records).toEqual(["attributes:class"]);
    element.classList.remove(SWAPPED_CLASS);
    expect(serialize(element)).toBe(before);
  });

  it("shows a module only on phones", async () => {
    const phoneOnly = { schema: { visibility: { desktop: false, tablet: false, phone: true } } };
    const { element, setDevice } = setup(
      `<div class="et_pb_module et_pb_text et_pb_text_9 et_multi_view_hidden" data-et-multi-view="${attribute(phoneOnly)}"><p>Tap to call</p></div>`,
      ".et_pb_text_9",
    );
    await settle();
    expect(element.classList.contains("et_multi_view_hidden")).toBe(true);
    await setDevice("phone");
    expect(element.classList.contains("et_multi_view_hidden")).toBe(false);
    expect(element.hidden).toBe(false);
    await setDevice("tablet");
    expect(element.classList.contains("et_multi_view_hidden")).toBe(true);
    expect(element.hidden).toBe(true);
  });

  it("never sets an event-handler attribute or a javascript: URL from the payload", async () => {
    // Attributes that run script are refused whatever the payload holds (parse.ts attributeProblem).
    const hostile = {
      schema: {
        attrs: {
          desktop: { title: "Safe" },
          phone: {
            onclick: "alert(1)",
            onmouseover: "alert(2)",
            href: "javascript:alert(3)",
            title: "Phone",
          },
        },
      },
    };
    const { element, context, setDevice } = setup(
      `<div class="et_pb_module"><a class="link" href="/ok/" data-et-multi-view="${attribute(hostile)}">Go</a></div>`,
      ".link",
    );
    await setDevice("phone");
    expect(element.getAttribute("title")).toBe("Phone");
    expect(element.hasAttribute("onclick")).toBe(false);
    expect(element.hasAttribute("onmouseover")).toBe(false);
    expect(element.getAttribute("href")).toBe("/ok/");
    expect(context.log.warn).toHaveBeenCalledWith(
      "multi-view a.link: schema.attrs.phone.onclick: event-handler attributes are never set; ignored",
      element,
    );
    expect(context.log.warn).toHaveBeenCalledWith(
      'multi-view a.link: schema.attrs.phone.href: unsafe URL "javascript:alert(3)"; ignored',
      element,
    );
  });

  it("never gives a frame or an embed an address, not even an inline SVG image, while an image still gets one", async () => {
    const svg = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/%3E";
    const hostile = {
      schema: { attrs: { phone: { src: svg, title: "Phone" } } },
      target: "iframe, embed, img",
    };
    const { container, context, setDevice } = setup(
      `<div class="et_pb_module et_pb_code_0" data-et-multi-view="${attribute(hostile)}">
        <iframe src="/video/" title="Video"></iframe><embed src="/plugin/"><img src="/a.png" alt="A">
      </div>`,
      ".et_pb_code_0",
    );
    await setDevice("phone");
    expect(container.querySelector("iframe")!.getAttribute("src")).toBe("/video/");
    expect(container.querySelector("embed")!.getAttribute("src")).toBe("/plugin/");
    expect(container.querySelector("iframe")!.getAttribute("title")).toBe("Phone");
    expect(container.querySelector("img")!.getAttribute("src")).toBe(svg);
    expect(context.log.warn).toHaveBeenCalledWith(
      "multi-view div.et_pb_module.et_pb_code_0: schema.attrs.phone.src: URL attributes are never set on <iframe>; ignored",
      expect.any(HTMLElement),
    );
    expect(context.log.warn).toHaveBeenCalledWith(
      "multi-view div.et_pb_module.et_pb_code_0: schema.attrs.phone.src: URL attributes are never set on <embed>; ignored",
      expect.any(HTMLElement),
    );
  });

  it("never sets an attribute another module reads as a script or an address", async () => {
    const hostile = {
      schema: {
        attrs: {
          phone: {
            "data-enhance-script": "https://attacker.example/x.js",
            "data-href": "https://attacker.example/",
            id: "EXTRA",
            "data-course": "seo",
          },
        },
      },
    };
    const { element, setDevice } = setup(
      `<div class="et_pb_module"><blockquote class="twitter-tweet" data-et-multi-view="${attribute(hostile)}">Tweet</blockquote></div>`,
      ".twitter-tweet",
    );
    await setDevice("phone");
    expect(element.hasAttribute("data-enhance-script")).toBe(false);
    expect(element.hasAttribute("data-href")).toBe(false);
    expect(element.id).toBe("");
    expect(element.getAttribute("data-course")).toBe("seo");
  });
});

describe("bad payloads", () => {
  it.each([
    ["{not json", "data-et-multi-view is not valid JSON; left as it is"],
    [
      '{"content":{"desktop":"x"}}',
      'data-et-multi-view: expected {"schema":{...}} (got {"content":{"desktop":"x"}}); left as it is',
    ],
  ])("leaves the element as the server rendered it for %j", async (raw, message) => {
    const container = render(
      `<div class="et_pb_module et_pb_text et_pb_text_4"><div class="et_pb_text_inner" data-et-multi-view-load-phone-hidden="true"><p>Server text</p></div></div>`,
    );
    const element = container.querySelector<HTMLElement>(".et_pb_text_inner")!;
    element.setAttribute("data-et-multi-view", raw);
    const before = serialize(element);
    const context = createTestContext(element, { device: () => "phone" });
    expect(mount(element, context)).toBeUndefined();
    await settle();
    expect(serialize(element)).toBe(before);
    expect(context.log.warn).toHaveBeenCalledWith(
      `multi-view div.et_pb_text_inner in .et_pb_text_4: ${message}`,
      element,
    );
  });
});

describe("hover", () => {
  const hoverPayload = {
    schema: {
      content: { desktop: "Start the course", hover: "Enrol for free" },
      styles: { hover: { "background-color": "#0b7285" } },
      classes: { hover: { add: ["is-raised"] } },
    },
  };
  const BUTTON = `
    <header id="main-header"><a href="/">Home</a></header>
    <div class="et_pb_button_module_wrapper et_pb_button_0_wrapper et_pb_module">
      <a class="et_pb_button et_pb_button_0" href="/courses/seo/" data-et-multi-view="${attribute(hoverPayload)}">Start the course</a>
    </div>
    <p class="elsewhere">Elsewhere</p>
    <footer id="main-footer"><p>Footer</p></footer>`;

  it("hovers on mouse enter and resets on leave; the button hovers alone", async () => {
    const { element } = setup(BUTTON, ".et_pb_button");
    expect(element.classList.contains(HOVER_SELECTOR_CLASS)).toBe(true);
    pointer(element, "pointerenter", "mouse");
    await settle();
    expect(element.textContent).toBe("Enrol for free");
    expect(element.style.backgroundColor).toBe("rgb(11, 114, 133)");
    expect(element.classList.contains("is-raised")).toBe(true);
    expect(element.dataset["state"]).toBe("hover");
    pointer(element, "pointerleave", "mouse");
    await settle();
    expect(element.textContent).toBe("Start the course");
    expect(element.style.backgroundColor).toBe("");
    expect(element.classList.contains("is-raised")).toBe(false);
    expect(element.dataset["state"]).toBe("normal");
  });

  it("ignores touch and pen pointerenter (a tap is handled as a tap)", async () => {
    const { element } = setup(BUTTON, ".et_pb_button");
    pointer(element, "pointerenter", "touch");
    pointer(element, "pointerenter", "pen");
    await settle();
    expect(element.dataset["state"]).toBe("normal");
  });

  it("on touch, the first tap hovers without following the link, the second resets and follows it", async () => {
    const { element } = setup(BUTTON, ".et_pb_button");
    expect(tap(element)).toBe(false);
    await settle();
    expect(element.dataset["state"]).toBe("hover");
    expect(element.textContent).toBe("Enrol for free");
    expect(tap(element)).toBe(true);
    await settle();
    expect(element.dataset["state"]).toBe("normal");
    expect(element.textContent).toBe("Start the course");
  });

  it("treats a pen like a finger and reads the pointer type from pointerdown when the click lacks it", async () => {
    const { element } = setup(BUTTON, ".et_pb_button");
    expect(tap(element, "pen")).toBe(false);
    pointer(element, "pointerdown", "touch");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    expect(element.dispatchEvent(click)).toBe(true);
    await settle();
    expect(element.dataset["state"]).toBe("normal");
  });

  it("leaves mouse and keyboard clicks alone", async () => {
    const { element } = setup(BUTTON, ".et_pb_button");
    expect(pointer(element, "click", "mouse")).toBe(true);
    expect(element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))).toBe(true);
    await settle();
    expect(element.dataset["state"]).toBe("normal");
  });

  it("hovers a whole module on a tap of its text without stopping anything, and resets on the second", async () => {
    const payload = { schema: { attrs: { hover: { src: "/images/seo-hover.svg" } } } };
    const { element, container } = setup(
      `<div class="et_pb_module et_pb_blurb et_pb_blurb_1"><img class="icon" src="/images/seo.svg" alt="" data-et-multi-view="${attribute(payload)}"><h4>SEO basics</h4><p class="text">Rank your first post.</p></div>`,
      ".icon",
    );
    const module = container.querySelector(".et_pb_blurb")!;
    expect(module.classList.contains(HOVER_SELECTOR_CLASS)).toBe(true);
    expect(tap(container.querySelector(".text")!)).toBe(true);
    expect(element.getAttribute("src")).toBe("/images/seo-hover.svg");
    expect(tap(container.querySelector(".text")!)).toBe(true);
    expect(element.getAttribute("src")).toBe("/images/seo.svg");
  });

  it("resets a tapped hover on a tap elsewhere", async () => {
    const { element, container } = setup(BUTTON, ".et_pb_button");
    tap(element);
    await settle();
    pointer(container.querySelector(".elsewhere")!, "pointerdown", "touch");
    await settle();
    expect(element.dataset["state"]).toBe("normal");
  });

  it("resets on entering or leaving the header or footer", async () => {
    const { element, container } = setup(BUTTON, ".et_pb_button");
    pointer(element, "pointerenter", "mouse");
    await settle();
    pointer(container.querySelector("#main-header")!, "pointerenter", "mouse");
    await settle();
    expect(element.dataset["state"]).toBe("normal");
    tap(element);
    await settle();
    expect(element.dataset["state"]).toBe("hover");
    pointer(container.querySelector("#main-footer")!, "pointerleave", "touch");
    await settle();
    expect(element.dataset["state"]).toBe("normal");
  });

  it("shows the hover state on keyboard focus (not a click's focus), keeps it while focus stays inside, Escape dismisses it", async () => {
    const payload = { schema: { classes: { hover: { add: ["is-hovered"] } } } };
    const { element, container } = setup(
      `<div class="et_pb_module et_pb_blurb et_pb_blurb_2"><div class="card" data-et-multi-view="${attribute(payload)}"><a class="first" href="/a/">A</a><a class="second" href="/b/">B</a></div></div><a class="outside" href="/c/">C</a>`,
      ".card",
    );
    focusBy("pointer", container.querySelector<HTMLElement>(".second")!);
    await settle();
    expect(element.classList.contains("is-hovered")).toBe(false);
    focusBy("keyboard", container.querySelector<HTMLElement>(".first")!);
    await settle();
    expect(element.classList.contains("is-hovered")).toBe(true);
    focusBy("keyboard", container.querySelector<HTMLElement>(".second")!);
    await settle();
    expect(element.classList.contains("is-hovered")).toBe(true);
    container
      .querySelector(".second")!
      .dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await settle();
    expect(element.classList.contains("is-hovered")).toBe(false);
    focusBy("keyboard", container.querySelector<HTMLElement>(".first")!);
    await settle();
    expect(element.classList.contains("is-hovered")).toBe(true);
    focusBy("keyboard", container.querySelector<HTMLElement>(".outside")!);
    await settle();
    expect(element.classList.contains("is-hovered")).toBe(false);
  });

  it("does not swap content out from under the keyboard focus", async () => {
    const payload = {
      schema: { content: { desktop: '<a href="/a/">Read</a>', hover: '<a href="/b/">Read more</a>' } },
    };
    const { element } = setup(
      `<div class="et_pb_module et_pb_text et_pb_text_5"><div class="inner" data-et-multi-view="${attribute(payload)}"><a href="/a/">Read</a></div></div>`,
      ".inner",
    );
    const link = element.querySelector("a")!;
    focusBy("keyboard", link);
    await settle();
    expect(element.dataset["state"]).toBe("hover");
    expect(element.querySelector("a")).toBe(link);
    expect(document.activeElement).toBe(link);
  });

  it("parses hover markup once however often the mouse comes back", async () => {
    const payload = { schema: { content: { desktop: "<p>Plain</p>", hover: "<p><em>Hovered</em></p>" } } };
    const { element, toFragment } = setup(
      `<div class="et_pb_module et_pb_text et_pb_text_6"><div class="inner" data-et-multi-view="${attribute(payload)}"><p>Plain</p></div></div>`,
      ".inner",
    );
    const module = element.parentElement!;
    for (let round = 0; round < 3; round += 1) {
      pointer(module, "pointerenter", "mouse");
      await settle();
      expect(element.querySelector("em")?.textContent).toBe("Hovered");
      pointer(module, "pointerleave", "mouse");
      await settle();
      expect(element.textContent).toBe("Plain");
    }
    expect(toFragment).toHaveBeenCalledTimes(1);
  });

  it("fades a new image source in once loaded, at once with reduced motion", async () => {
    const payload = { schema: { attrs: { desktop: { src: "/a.svg" }, hover: { src: "/b.svg" } } } };
    const html = `<div class="et_pb_module et_pb_image et_pb_image_1"><img class="pic" src="/a.svg" srcset="/a.svg 1x, /a2.svg 2x" sizes="50vw" alt="Course" data-et-multi-view="${attribute(payload)}"></div>`;
    for (const reducedMotion of [false, true]) {
      const { element } = setup(html, ".pic", { reducedMotion });
      const module = element.parentElement!;
      pointer(module, "pointerenter", "mouse");
      expect(element.getAttribute("src")).toBe("/b.svg");
      expect(element.hasAttribute("srcset")).toBe(false);
      expect(element.hasAttribute("sizes")).toBe(false);
      expect(element.classList.contains(IMAGE_LOADING_CLASS)).toBe(true);
      element.dispatchEvent(new Event("load"));
      expect(element.classList.contains(IMAGE_LOADING_CLASS)).toBe(false);
      expect(element.classList.contains(IMAGE_LOADED_CLASS)).toBe(!reducedMotion);
      pointer(module, "pointerleave", "mouse");
      expect(element.getAttribute("srcset")).toBe("/a.svg 1x, /a2.svg 2x");
      expect(element.getAttribute("sizes")).toBe("50vw");
      element.dispatchEvent(new Event("error"));
      expect(element.classList.contains(IMAGE_LOADING_CLASS)).toBe(false);
      expect(element.classList.contains(IMAGE_LOADED_CLASS)).toBe(false);
      document.body.replaceChildren();
    }
  });

  it("does not listen for hover without hover values", async () => {
    const { element } = setup(TEXT_MODULE(DEVICE_CONTENT), ".et_pb_text_inner");
    expect(element.parentElement!.classList.contains(HOVER_SELECTOR_CLASS)).toBe(false);
    pointer(element.parentElement!, "pointerenter", "mouse");
    expect(element.dataset["state"]).toBe("normal");
  });

  it("stops listening and releases the hover target when unmounted", async () => {
    const { element, controller } = setup(BUTTON, ".et_pb_button");
    controller.abort();
    pointer(element, "pointerenter", "mouse");
    await settle();
    expect(element.dataset["state"]).toBe("normal");
    expect(element.classList.contains(HOVER_SELECTOR_CLASS)).toBe(false);
  });

  it("keeps the hover target marked while another element still uses it", () => {
    const payload = { schema: { classes: { hover: { add: ["x"] } } } };
    const container = render(
      `<div class="et_pb_module et_pb_blurb_7"><span class="one" data-et-multi-view="${attribute(payload)}"></span><span class="two" data-et-multi-view="${attribute(payload)}"></span></div>`,
    );
    const [one, two] = [".one", ".two"].map((selector) => container.querySelector<HTMLElement>(selector)!);
    const controllers = [new AbortController(), new AbortController()];
    for (const [index, element] of [one!, two!].entries()) {
      const signal = controllers[index]!.signal;
      mount(element, createTestContext(element, { signal, disposables: createDisposables(signal) }));
    }
    const module = container.firstElementChild!;
    controllers[0]!.abort();
    expect(module.classList.contains(HOVER_SELECTOR_CLASS)).toBe(true);
    pointer(module, "pointerenter", "mouse");
    expect(one!.classList.contains("x")).toBe(false);
    expect(two!.classList.contains("x")).toBe(true);
    controllers[1]!.abort();
    expect(module.classList.contains(HOVER_SELECTOR_CLASS)).toBe(false);
  });
});

describe("targets and hover selectors", () => {
  const warn = vi.fn();
  afterEach(() => warn.mockClear());

  it("applies to the element itself without a target", () => {
    const container = render(`<div class="et_pb_module"><p class="a">x</p></div>`);
    const element = container.querySelector<HTMLElement>(".a")!;
    expect(resolveTargets(element, null, warn)).toEqual([element]);
  });

  it("finds a target inside the element's module only", () => {
    const container = render(
      `<div class="et_pb_module m1"><span class="src"></span><h4 class="title">A</h4></div><div class="et_pb_module"><h4 class="title">B</h4></div>`,
    );
    const element = container.querySelector<HTMLElement>(".src")!;
    expect(resolveTargets(element, ".title", warn).map((target) => target.textContent)).toEqual(["A"]);
    expect(resolveTargets(element, ".m1", warn)).toEqual([container.querySelector(".m1")]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns and uses the element for a target that is not a selector or matches nothing", () => {
    const container = render(`<div class="et_pb_module"><span class="src"></span></div>`);
    const element = container.querySelector<HTMLElement>(".src")!;
    expect(resolveTargets(element, "::", warn)).toEqual([element]);
    expect(resolveTargets(element, ".nothing", warn)).toEqual([element]);
    expect(warn.mock.calls).toEqual([
      ['target "::" is not a selector; using the element itself'],
      ['target ".nothing" matched nothing; using the element itself'],
    ]);
  });

  it("hovers the hover_selector ancestor, else the button, the module or the element", () => {
    const container = render(
      `<div class="et_pb_column col"><div class="et_pb_module mod"><a class="et_pb_button btn"><span class="label"></span></a><p class="para"></p></div></div><p class="loose"></p>`,
    );
    const label = container.querySelector<HTMLElement>(".label")!;
    const para = container.querySelector<HTMLElement>(".para")!;
    const loose = container.querySelector<HTMLElement>(".loose")!;
    expect(resolveHoverTarget(label, ".col", warn)).toBe(container.querySelector(".col"));
    expect(resolveHoverTarget(label, null, warn)).toBe(container.querySelector(".btn"));
    expect(resolveHoverTarget(para, null, warn)).toBe(container.querySelector(".mod"));
    expect(resolveHoverTarget(loose, null, warn)).toBe(loose);
    expect(resolveHoverTarget(para, ".btn", warn)).toBe(container.querySelector(".btn"));
    expect(warn).not.toHaveBeenCalled();
    expect(resolveHoverTarget(para, "[", warn)).toBe(container.querySelector(".mod"));
    expect(resolveHoverTarget(para, ".none", warn)).toBe(container.querySelector(".mod"));
    expect(warn.mock.calls).toEqual([
      ['hover_selector "[" is not a selector; hovering the module instead'],
      ['hover_selector ".none" matched nothing; hovering the module'],
    ]);
  });
});

describe("isClickable and describeElement", () => {
  it("knows what a tap would activate: links, buttons, controls, a module that is a link", () => {
    const container = render(
      `<div class="m"><p class="text">t</p><a href="/x"><b class="in-link">x</b></a><a class="no-href">y</a><button class="btn">b</button><span role="button" class="rb">r</span></div><div class="et_clickable"><p class="module-link">z</p></div><a href="/card"><div class="et_pb_module"><p class="wrapped">w</p></div></a>`,
    );
    const at = (selector: string) => container.querySelector(selector)!;
    expect(isClickable(at(".text"))).toBe(false);
    expect(isClickable(at(".no-href"))).toBe(false);
    expect(isClickable(at(".in-link"))).toBe(true);
    expect(isClickable(at(".btn"))).toBe(true);
    expect(isClickable(at(".rb"))).toBe(true);
    expect(isClickable(at(".module-link"))).toBe(true);
    expect(isClickable(at(".wrapped"))).toBe(true);
  });

  it("names an element by tag, id, classes and its module's order class", () => {
    const container = render(
      `<div class="et_pb_module et_pb_text et_pb_text_16 extra"><div id="intro" class="et_pb_text_inner a b c"></div></div><div class="et_pb_module et_pb_blurb_0_tb_header"><img class="x"></div>`,
    );
    expect(describeElement(container.querySelector("#intro")!)).toBe(
      "div#intro.et_pb_text_inner.a in .et_pb_text_16",
    );
    expect(describeElement(container.querySelector(".et_pb_text_16")!)).toBe("div.et_pb_module.et_pb_text");
    expect(describeElement(container.querySelector("img")!)).toBe("img.x in .et_pb_blurb_0_tb_header");
  });
});
