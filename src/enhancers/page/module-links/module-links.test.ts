import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDisposables } from "../../../core/disposables";
import { readSiteConfig } from "../../../core/config";
import { createTestContext, render } from "../../../test-support/context";
import {
  ALLOWED_PROTOCOLS,
  isClassName,
  isClickException,
  LINK_CLASS,
  mount,
  moduleLinkName,
  NAME_MAX_LENGTH,
  NEW_WINDOW_FEATURES,
  readLinkOption,
  safeLinkUrl,
} from "./module-links";

const BASE = "https://site.example/page/";

const PAGE = `
  <div class="et_pb_module et_pb_blurb et_pb_blurb_1">
    <div class="et_pb_blurb_content">
      <h4 class="et_pb_module_header"><span>Residential plans</span></h4>
      <div class="et_pb_blurb_description"><p>Plans for homes. <a href="/faq/">Read the FAQ</a></p>
        <button type="button">Compare</button>
        <input type="text" aria-label="Postcode" />
      </div>
    </div>
  </div>
  <div class="et_pb_module et_pb_text et_pb_text_2"><div class="et_pb_text_inner"><p>Open the pro plans in a new tab.</p></div></div>
  <div class="et_pb_module et_pb_text et_pb_text_3"><p>Unsafe</p></div>`;

const OPTIONS = [
  { class: "et_pb_blurb_1", url: "/residential-plans/", target: "_self" },
  { class: "et_pb_text_2", url: "https://pro.example/plans?a=&#91;1&#93;", target: "_blank" },
  { class: "et_pb_text_3", url: "javascript:alert(1)", target: "_self" },
];

const mounted: AbortController[] = [];

function setup(options: unknown[] = OPTIONS) {
  const container = render(PAGE);
  const controller = new AbortController();
  mounted.push(controller);
  const context = createTestContext(document.body, {
    config: readSiteConfig(
      { et_link_options_data: options },
      { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
    ),
    signal: controller.signal,
    disposables: createDisposables(controller.signal),
  });
  const cleanup = mount(document.body, context);
  const blurb = container.querySelector<HTMLElement>(".et_pb_blurb_1")!;
  const text = container.querySelector<HTMLElement>(".et_pb_text_2")!;
  const followed: string[] = [];
  container.addEventListener("click", (event) => {
    const anchor = (event.target as Element).closest("a");
    if (anchor) {
      followed.push(anchor.getAttribute("href")!);
      event.preventDefault();
    }
  });
  return { container, context, cleanup, blurb, text, followed, controller };
}

let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  open = vi.fn(() => null);
  vi.spyOn(window, "open").mockImplementation(open as unknown as typeof window.open);
});

afterEach(() => {
  for (const controller of mounted.splice(0)) controller.abort();
  document.body.replaceChildren();
  window.getSelection()?.removeAllRanges();
});

describe("safeLinkUrl", () => {
  it("allows http(s), mailto, tel and relative URLs", () => {
    expect(ALLOWED_PROTOCOLS).toEqual(["http:", "https:", "mailto:", "tel:"]);
    expect(safeLinkUrl("https://example.com/", BASE)).toBe("https://example.com/");
    expect(safeLinkUrl("http://example.com/", BASE)).toBe("http://example.com/");
    expect(safeLinkUrl("/contact-us", BASE)).toBe("/contact-us");
    expect(safeLinkUrl("../up", BASE)).toBe("../up");
    expect(safeLinkUrl("#pricing", BASE)).toBe("#pricing");
    expect(safeLinkUrl("  tel:+1234567890 ", BASE)).toBe("tel:+1234567890");
    expect(safeLinkUrl("mailto:hi@example.com", BASE)).toBe("mailto:hi@example.com");
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "java\nscript:alert(1)",
    "data:text/html,hi",
    "vbscript:x",
    "",
    "   ",
    "http://",
  ])("refuses %j", (url) => {
    expect(safeLinkUrl(url, BASE)).toBeNull();
  });

  it("decodes the builder's bracket entities", () => {
    expect(safeLinkUrl("/shop?filter=&#91;red&#93;", BASE)).toBe("/shop?filter=[red]");
  });
});

describe("readLinkOption", () => {
  it("reads the class, the url and whether it opens a new tab", () => {
    expect(readLinkOption({ class: "et_pb_text_18", url: "/plans/", target: "_blank" }, BASE)).toEqual({
      link: { className: "et_pb_text_18", url: "/plans/", newTab: true },
    });
    expect(
      readLinkOption({ class: "et_pb_text_18", url: "/plans/", target: "_self" }, BASE).link?.newTab,
    ).toBe(false);
    expect(readLinkOption({ class: "et_pb_text_18", url: "/plans/" }, BASE).link?.newTab).toBe(false);
  });

  it("gives a reason for a bad class or url", () => {
    expect(readLinkOption({ class: "a b", url: "/x" }, BASE).problem).toContain('class "a b"');
    expect(readLinkOption({ class: "x", url: "javascript:void(0)" }, BASE).problem).toContain(
      'url "javascript:void(0)"',
    );
  });

  it("knows a class name", () => {
    expect(isClassName("et_pb_section_0_tb_header")).toBe(true);
    expect(isClassName("-x")).toBe(true);
    expect(isClassName("9x")).toBe(false);
    expect(isClassName("a.b")).toBe(false);
    expect(isClassName("")).toBe(false);
  });
});

describe("moduleLinkName", () => {
  it("uses the first heading, else the text, else an image's alt", () => {
    const [heading, text, image, empty] = [
      `<div><p>Intro</p><h3>  Plans  for
        homes </h3></div>`,
      `<div><p>Just   text</p><script>var x = 1;</script></div>`,
      `<div><img src="a.png" alt="Our team" /></div>`,
      `<div></div>`,
    ].map((html) => render(html).firstElementChild!);
    expect(moduleLinkName(heading!)).toBe("Plans for homes");
    expect(moduleLinkName(text!)).toBe("Just text");
    expect(moduleLinkName(image!)).toBe("Our team");
    expect(moduleLinkName(empty!)).toBe("");
  });

  it("cuts a long text at a word, under 100 characters", () => {
    const long = render(`<div><p>${"word ".repeat(60)}</p></div>`).firstElementChild!;
    const name = moduleLinkName(long);
    expect(NAME_MAX_LENGTH).toBe(100);
    expect(name.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
    expect(name.endsWith("word…")).toBe(true);
  });
});

describe("isClickException", () => {
  it("exempts the module's links, buttons, fields and the theme's click areas, not its text", () => {
    const module = render(
      `<div class="m"><p><span class="t">Text</span> <a href="/x"><b class="in-link">x</b></a></p><div class="et_pb_toggle_title"><span class="tt">T</span></div><div role="button" tabindex="0"><i class="rb">i</i></div></div>`,
    ).firstElementChild!;
    expect(isClickException(module.querySelector(".t")!, module)).toBe(false);
    expect(isClickException(module, module)).toBe(false);
    expect(isClickException(module.querySelector(".in-link")!, module)).toBe(true);
    expect(isClickException(module.querySelector(".tt")!, module)).toBe(true);
    expect(isClickException(module.querySelector(".rb")!, module)).toBe(true);
  });
});

describe("module links", () => {
  it("adds a visually hidden real link named by the module's heading at the start of each module", () => {
    const { blurb, text } = setup();
    const anchor = blurb.firstElementChild as HTMLAnchorElement;
    expect(anchor.classList.contains(LINK_CLASS)).toBe(true);
    expect(anchor.getAttribute("href")).toBe("/residential-plans/");
    expect(anchor.textContent).toBe("Residential plans");
    expect(anchor.hasAttribute("target")).toBe(false);
    expect(anchor.style.position).toBe("absolute");
    expect(blurb.classList.contains("et_clickable")).toBe(true);
    const newTab = text.querySelector<HTMLAnchorElement>(`.${LINK_CLASS}`)!;
    expect(newTab.target).toBe("_blank");
    expect(newTab.rel).toBe("noopener noreferrer");
    expect(newTab.getAttribute("href")).toBe("https://pro.example/plans?a=[1]");
    expect(newTab.textContent).toBe("Open the pro plans in a new tab. (opens in a new tab)");
  });

  it("given a javascript: url, warns naming the entry and leaves that module alone", () => {
    const { context, container } = setup();
    expect(context.log.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^et_link_options_data\[2\]: url "javascript:alert\(1\)"/),
    );
    expect(container.querySelector(`.et_pb_text_3 .${LINK_CLASS}`)).toBeNull();
    expect(container.querySelector(".et_pb_text_3")?.classList.contains("et_clickable")).toBe(false);
  });

  it("given a click on the module's text, follows its link", async () => {
    const { blurb, followed } = setup();
    await userEvent.click(blurb.querySelector("p")!);
    expect(followed).toEqual(["/residential-plans/"]);
  });

  it("given a click on the module's own link, button or field, leaves it to them", async () => {
    const { blurb, followed } = setup();
    await userEvent.click(blurb.querySelector("a[href='/faq/']")!);
    await userEvent.click(blurb.querySelector("button")!);
    await userEvent.click(blurb.querySelector("input")!);
    expect(followed).toEqual(["/faq/"]);
    expect(open).not.toHaveBeenCalled();
  });

  it("given a module whose link opens a new tab, opens it without opener or referrer", async () => {
    const { text } = setup();
    await userEvent.click(text.querySelector("p")!);
    expect(NEW_WINDOW_FEATURES).toBe("noopener,noreferrer");
    expect(open).toHaveBeenCalledWith("https://pro.example/plans?a=[1]", "_blank", "noopener,noreferrer");
  });

  it("given Ctrl + click or a middle click, opens a same-window link in a new tab", async () => {
    const { blurb, followed } = setup();
    const user = userEvent.setup();
    await user.keyboard("{Control>}");
    await user.click(blurb.querySelector("p")!);
    await user.keyboard("{/Control}");
    blurb
      .querySelector("p")!
      .dispatchEvent(new MouseEvent("auxclick", { button: 1, bubbles: true, cancelable: true }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenCalledWith("/residential-plans/", "_blank", "noopener,noreferrer");
    expect(followed).toEqual([]);
  });

  it("given text selected in the module, a click does not navigate", () => {
    const { blurb, followed } = setup();
    const paragraph = blurb.querySelector("p")!;
    window.getSelection()!.selectAllChildren(paragraph);
    paragraph.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    expect(followed).toEqual([]);
  });

  it("given the keyboard, Tab reaches the hidden link, outlines the module, and Enter follows it", async () => {
    const { blurb, followed } = setup();
    await userEvent.tab();
    const anchor = blurb.querySelector<HTMLAnchorElement>(`.${LINK_CLASS}`)!;
    expect(document.activeElement).toBe(anchor);
    expect(blurb.classList.contains("enhance-module-link--focused")).toBe(true);
    expect(blurb.style.outline).toContain("3px solid");
    await userEvent.keyboard("{Enter}");
    expect(followed).toEqual(["/residential-plans/"]);
    await userEvent.tab();
    expect(blurb.classList.contains("enhance-module-link--focused")).toBe(false);
    expect(blurb.style.outline).toBe("");
  });

  it("given nested linked modules, the innermost one's link wins", async () => {
    const container = render(
      `<div class="et_pb_row et_pb_row_1"><div class="et_pb_text et_pb_text_9"><p>Inner</p></div><p class="outer">Outer</p></div>`,
    );
    const controller = new AbortController();
    mounted.push(controller);
    mount(
      document.body,
      createTestContext(document.body, {
        config: readSiteConfig({
          et_link_options_data: [
            { class: "et_pb_row_1", url: "/row/", target: "_blank" },
            { class: "et_pb_text_9", url: "/text/", target: "_blank" },
          ],
        }),
        signal: controller.signal,
      }),
    );
    await userEvent.click(container.querySelector(".et_pb_text_9 p")!);
    await userEvent.click(container.querySelector(".outer")!);
    expect(open.mock.calls.map(([url]) => url)).toEqual(["/text/", "/row/"]);
  });

  it("given no link options, does nothing", () => {
    render(PAGE);
    const context = createTestContext(document.body);
    expect(mount(document.body, context)).toBeUndefined();
    expect(document.querySelector(`.${LINK_CLASS}`)).toBeNull();
  });

  it("on cleanup, removes the links and the clickable class, and clicks do nothing", async () => {
    const { blurb, cleanup, controller, followed } = setup();
    controller.abort();
    cleanup?.();
    expect(document.querySelector(`.${LINK_CLASS}`)).toBeNull();
    expect(blurb.classList.contains("et_clickable")).toBe(false);
    await userEvent.click(blurb.querySelector("p")!);
    expect(followed).toEqual([]);
  });
});
