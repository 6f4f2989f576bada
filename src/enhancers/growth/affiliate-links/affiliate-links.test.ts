import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import { createDisposables } from "../../../core/disposables";
import { createTestContext, render } from "../../../test-support/context";
import { isInFrame, mount, postExternalForm, STATE_ATTRIBUTE } from "./affiliate-links";
import { CACHE_GET_ACTION } from "./flow";
import { LINK_CLASS } from "./settings";
import { answer, neverAnswer, sentBodies } from "../../../test-support/fetch";

const SERVICE_URL = "https://links.example/pro.php";
const link = (key: string) => ({ key, url: `https://partner.example/${encodeURIComponent(key)}` });

const ARTICLE = `
  <article>
    <div class="entry-content">
      <h2>SEO basics</h2>
      <p>Good SEO starts with one question. Email marketing comes next.</p>
      <p>More SEO, more email marketing.</p>
      <div id="aalcontent_1"></div>
    </div>
  </article>
  <aside class="sidebar"><p>SEO in the sidebar</p></aside>`;

type Globals = { aal_data?: unknown; aal_amazon_obj?: unknown };

function setGlobals(config: Record<string, unknown> = {}): void {
  Object.assign(window as Globals, {
    aal_data: {
      config: { apikey: "api-key", target: "_blank", relation: "nofollow", disclosure: " (ad)", ...config },
      items: [{ divnumber: "1", postid: "aalid31068", notimes: "5" }],
    },
    aal_amazon_obj: { security: "s", cachegetnonce: "g", cachesetnonce: "c", aal_api_pro_url: SERVICE_URL },
  });
}

const mounted: AbortController[] = [];

function setup(replies: Record<string, string>, overrides: Partial<ModuleContext> = {}) {
  render(ARTICLE);
  const controller = new AbortController();
  mounted.push(controller);
  const postAction = vi.fn((action: string) => Promise.resolve(replies[action] ?? ""));
  const context = createTestContext(document.body, {
    signal: controller.signal,
    disposables: createDisposables(controller.signal),
    ajax: {
      postAction: postAction as unknown as ModuleContext["ajax"]["postAction"],
      postForm: vi.fn(),
      getText: vi.fn(),
    },
    ...overrides,
  });
  const cleanup = mount(document.body, context) as (() => void) | undefined;
  const marker = document.getElementById("aalcontent_1")!;
  const anchors = () => [...document.querySelectorAll<HTMLAnchorElement>(`a.${LINK_CLASS}`)];
  return { context, cleanup, marker, postAction, anchors, controller };
}

const cached = (links = [link("SEO"), link("email marketing")], amazonwidget: unknown[] = []) =>
  JSON.stringify({ links, amazonwidget });

beforeEach(() => {
  setGlobals();
});

afterEach(() => {
  for (const controller of mounted.splice(0)) controller.abort();
  delete (window as Globals).aal_data;
  delete (window as Globals).aal_amazon_obj;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe("mount", () => {
  it("links the post's text from the cache in idle time and marks the marker", async () => {
    const { marker, anchors, postAction } = setup({ [CACHE_GET_ACTION]: cached() });
    expect(marker.getAttribute(STATE_ATTRIBUTE)).toBe("loading");
    await vi.waitFor(() => expect(marker.getAttribute(STATE_ATTRIBUTE)).toBe("linked"));
    expect(postAction).toHaveBeenCalledWith(
      CACHE_GET_ACTION,
      { cachegetnonce: "g", aalpostid: "aalid31068" },
      undefined,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(anchors().map((anchor) => [anchor.textContent, anchor.target, anchor.rel])).toEqual([
      ["SEO", "_blank", "nofollow noopener"],
      ["Email marketing", "_blank", "nofollow noopener"],
    ]);
    expect(anchors()[0]!.closest("p")!.textContent).toBe(
      "Good SEO (ad) starts with one question. Email marketing (ad) comes next.",
    );
    expect(document.querySelector(".sidebar a")).toBeNull();
  });

  it("puts the Amazon widget into the marker", async () => {
    const widget = {
      url: "https://amazon.example/dp/1",
      image: "",
      title: "Email Marketing Handbook",
      price: "$9",
    };
    const { marker } = setup({ [CACHE_GET_ACTION]: cached([link("SEO")], [widget]) });
    await vi.waitFor(() => expect(marker.getAttribute(STATE_ATTRIBUTE)).toBe("linked"));
    expect(marker.querySelector(".aal-amazon-widget a")!.getAttribute("href")).toBe(
      "https://amazon.example/dp/1",
    );
  });

  it("ends quietly on 'wrong apikey' and links nothing", async () => {
    const fetchMock = answer("wrong apikey");
    vi.stubGlobal("fetch", fetchMock);
    const { marker, anchors, context } = setup({ [CACHE_GET_ACTION]: "nometa" });
    await vi.waitFor(() => expect(marker.getAttribute(STATE_ATTRIBUTE)).toBe("stopped"));
    expect(fetchMock).toHaveBeenCalledWith(
      expect.objectContaining({ url: SERVICE_URL, method: "POST" }),
      expect.anything(),
    );
    expect(anchors()).toEqual([]);
    expect(context.log.warn).not.toHaveBeenCalled();
  });

  it("links content that a module announces later with a budget of its own", async () => {
    const { marker, context, anchors } = setup({ [CACHE_GET_ACTION]: cached() });
    await vi.waitFor(() => expect(marker.getAttribute(STATE_ATTRIBUTE)).toBe("linked"));
    const page = document.createElement("div");
    page.className = "paginated_page";
    const article = document.createElement("article");
    const content = document.createElement("div");
    content.className = "post-content";
    content.textContent = "An older post about SEO.";
    article.append(content);
    page.append(article);
    document.body.append(page);
    context.bus.emit("content:inserted", { container: page, source: "blog-feed" });
    await vi.waitFor(() => expect(anchors()).toHaveLength(3));
    expect(content.querySelector("a")!.textContent).toBe("SEO");
  });

  it("links text added to the post later, without linking a phrase twice", async () => {
    const { marker, anchors } = setup({ [CACHE_GET_ACTION]: cached([link("SEO"), link("webinar")]) });
    await vi.waitFor(() => expect(marker.getAttribute(STATE_ATTRIBUTE)).toBe("linked"));
    expect(anchors()).toHaveLength(1);
    const added = document.createElement("p");
    added.textContent = "Join the webinar about SEO.";
    document.querySelector(".entry-content")!.append(added);
    await vi.waitFor(() => expect(anchors()).toHaveLength(2));
    expect(added.querySelector("a")!.textContent).toBe("webinar");
  });

  it("takes everything out again when unmounted", async () => {
    const { marker, cleanup, anchors } = setup({ [CACHE_GET_ACTION]: cached() });
    await vi.waitFor(() => expect(marker.getAttribute(STATE_ATTRIBUTE)).toBe("linked"));
    cleanup!();
    expect(anchors()).toEqual([]);
    expect(document.querySelector(".aal-disclosure")).toBeNull();
    expect(marker.hasAttribute(STATE_ATTRIBUTE)).toBe(false);
    expect(document.querySelector(".entry-content p")!.textContent).toBe(
      "Good SEO starts with one question. Email marketing comes next.",
    );
  });

  it("does nothing in the builder", () => {
    const { cleanup, postAction } = setup({}, { builder: { active: true, context: "visual" } });
    expect(cleanup).toBeUndefined();
    expect(postAction).not.toHaveBeenCalled();
  });

  it("does nothing without settings, and warns about a missing marker", () => {
    delete (window as Globals).aal_data;
    expect(setup({}).cleanup).toBeUndefined();
    document.body.replaceChildren();
    setGlobals();
    (window as unknown as { aal_data: { items: unknown[] } }).aal_data.items = [{ divnumber: "9" }];
    const { cleanup, context, postAction } = setup({});
    expect(cleanup).toBeUndefined();
    expect(postAction).not.toHaveBeenCalled();
    expect(context.log.warn).toHaveBeenCalledWith("no #aalcontent_9 marker in the page; post skipped");
  });
});

describe("isInFrame", () => {
  it("is false for the top window and true in a frame or when the parent cannot be read", () => {
    expect(isInFrame(window)).toBe(false);
    expect(isInFrame({ self: 1, top: 2 } as unknown as Window)).toBe(true);
    const crossOrigin = {
      get self() {
        return this;
      },
      get top(): Window {
        throw new DOMException("Blocked", "SecurityError");
      },
    };
    expect(isInFrame(crossOrigin as unknown as Window)).toBe(true);
  });
});

describe("postExternalForm", () => {
  it("POSTs the fields form-encoded without custom headers, and returns the text", async () => {
    const fetchMock = answer("ok");
    vi.stubGlobal("fetch", fetchMock);
    await expect(
      postExternalForm(SERVICE_URL, { apikey: "k", parray: [link("SEO")] }, new AbortController().signal),
    ).resolves.toBe("ok");
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe(SERVICE_URL);
    expect(request.method).toBe("POST");
    expect(request.credentials).toBe("same-origin");
    // Only the content type the form body brings (CORS-safelisted): nothing that would need a preflight.
    expect([...request.headers]).toEqual([
      ["content-type", "application/x-www-form-urlencoded;charset=UTF-8"],
    ]);
    expect(sentBodies.at(-1)).toBe(
      "apikey=k&parray%5B0%5D%5Bkey%5D=SEO&parray%5B0%5D%5Burl%5D=https%3A%2F%2Fpartner.example%2FSEO",
    );
  });

  it("rejects on an error status", async () => {
    vi.stubGlobal("fetch", answer("no", 503));
    await expect(postExternalForm(SERVICE_URL, {}, new AbortController().signal)).rejects.toThrow(
      `${SERVICE_URL} answered HTTP 503`,
    );
  });

  it("gives up after the timeout with an error that is not an abort", async () => {
    vi.stubGlobal("fetch", neverAnswer);
    const error = await postExternalForm(SERVICE_URL, {}, new AbortController().signal, 10).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("no answer within 10 ms");
    expect(error).not.toMatchObject({ name: "AbortError" });
  });

  it("passes the unmount's abort on", async () => {
    vi.stubGlobal("fetch", neverAnswer);
    const controller = new AbortController();
    const request = postExternalForm(SERVICE_URL, {}, controller.signal);
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: "AbortError" });
  });

  it("passes a network failure on as fetch threw it", async () => {
    const failure = new TypeError("Failed to fetch");
    vi.stubGlobal("fetch", async (request: Request) => {
      await request.text();
      throw failure;
    });
    await expect(postExternalForm(SERVICE_URL, {}, new AbortController().signal)).rejects.toBe(failure);
  });
});

describe("the definition", () => {
  it("is a page-wide idle enhancer that loads only on pages with the plugin's settings", async () => {
    const { default: definition } = await import("./index");
    expect(definition).toMatchObject({
      name: "affiliate-links",
      selector: "body",
      strategy: "idle",
      kind: "enhancer",
    });
    expect(definition.appliesTo!(document.body)).toBe(true);
    (window as Globals).aal_data = { config: {}, items: [] };
    expect(definition.appliesTo!(document.body)).toBe(false);
    delete (window as Globals).aal_data;
    expect(definition.appliesTo!(document.body)).toBe(false);
    render(`<div id="aal_api_data" data-divnumber="1"></div>`);
    expect(definition.appliesTo!(document.body)).toBe(true);
  });
});
