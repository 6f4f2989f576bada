import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import { readSiteConfig } from "../../../core/config";
import { createDisposables } from "../../../core/disposables";
import { createTestContext, render } from "../../../test-support/context";
import { FOOTER_KEYWORDS_CLASS } from "./apply";
import {
  DATA_LOADING_FAILED,
  DATA_RUN_RETRIES,
  DATA_RUN_RETRY_MS,
  INSTALLATION_ELEMENT_ID,
  INSTALLATION_RETRIES,
  INSTALLATION_RETRY_MS,
  REPEAT_RUNS,
  REPEAT_RUN_MS,
  SEO_DISABLED_QUERY_FLAG,
  SEO_REQUEST_TIMEOUT_MS,
  contentAfter,
  dataRequestUrl,
  footerContainer,
  isDisabledByQuery,
  isInFrame,
  isRenderTron,
  mount,
} from "./seo-automation";

const SETTINGS = JSON.stringify({ siteId: "site-42", endpoint: "/seo-service/v1/page-data" });

const GOOD_DATA = {
  title: "SEO for course creators",
  description: "Keyword research for bloggers.",
  keywords: ["SEO course", "keyword research"],
  maxKeywordsInAlts: 1,
  canonicalUrl: "https://blog.example/seo/",
  settings: { title: true, description: true, images: true, anchors: true, keywordsInFooter: true },
};

type FetchMock = ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

/** A fetch that answers `reply` after `delayMs` (fake time), and rejects when its signal aborts. */
function stubFetch(reply: () => Response | Promise<Response>, delayMs = 0): FetchMock {
  const fetchMock: FetchMock = vi.fn(
    (request: Request) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => Promise.resolve(reply()).then(resolve, reject), delayMs);
        request.signal.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(new DOMException("aborted", "AbortError"));
        });
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const success =
  (data: object = GOOD_DATA) =>
  () =>
    Response.json({ type: "Success", data });

function install(json = SETTINGS): HTMLScriptElement {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = INSTALLATION_ELEMENT_ID;
  script.textContent = json;
  document.head.append(script);
  return script;
}

let readyState: DocumentReadyState = "complete";
const controllers: AbortController[] = [];

function start(body: HTMLElement = document.body, pageId = "31086") {
  const controller = new AbortController();
  controllers.push(controller);
  const context: ModuleContext = createTestContext(body, {
    config: readSiteConfig(
      { et_pb_custom: { page_id: pageId } },
      { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
    ),
    signal: controller.signal,
    disposables: createDisposables(controller.signal),
  });
  const cleanup = mount(body, context);
  return { context, controller, cleanup, warn: context.log.warn as ReturnType<typeof vi.fn> };
}

const loadEvent = () => window.dispatchEvent(new Event("load"));

beforeEach(() => {
  vi.useFakeTimers();
  readyState = "complete";
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  document.title = "Original";
  document.body.replaceChildren();
});

afterEach(() => {
  for (const controller of controllers.splice(0)) controller.abort();
  Reflect.deleteProperty(document, "readyState");
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
  history.replaceState(null, "", "/");
});

describe("the spec's timing constants", () => {
  it("pins the spec's schedule: 10 looks 50 ms apart, 4 run retries 200 ms apart, 5 repeats 500 ms apart", () => {
    expect([INSTALLATION_RETRIES, INSTALLATION_RETRY_MS]).toEqual([10, 50]);
    expect([DATA_RUN_RETRIES, DATA_RUN_RETRY_MS]).toEqual([4, 200]);
    expect([REPEAT_RUNS, REPEAT_RUN_MS]).toEqual([5, 500]);
    expect(DATA_LOADING_FAILED).toBe("data loading failed");
  });
});

describe("pure helpers", () => {
  it("isDisabledByQuery reads the flag; 0 and false keep the automation on", () => {
    expect(SEO_DISABLED_QUERY_FLAG).toBe("seo-automation-disabled");
    expect(isDisabledByQuery("")).toBe(false);
    expect(isDisabledByQuery("?seo-automation-disabled")).toBe(true);
    expect(isDisabledByQuery("?a=1&seo-automation-disabled=1")).toBe(true);
    expect(isDisabledByQuery("?seo-automation-disabled=0")).toBe(false);
    expect(isDisabledByQuery("?seo-automation-disabled=FALSE")).toBe(false);
  });

  it("isRenderTron recognises headless Chrome and Rendertron", () => {
    expect(isRenderTron("Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/126.0 Safari/537.36")).toBe(true);
    expect(isRenderTron("Mozilla/5.0 Rendertron")).toBe(true);
    expect(isRenderTron("Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36")).toBe(false);
  });

  it("isInFrame is false for the top window and true inside a frame", () => {
    expect(isInFrame(window)).toBe(false);
    const frame = document.createElement("iframe");
    document.body.append(frame);
    expect(isInFrame(frame.contentWindow!)).toBe(true);
  });

  it("dataRequestUrl sends siteId, isRenderTron, pluginVersion, pageId when known and pageUrl", () => {
    const url = dataRequestUrl({
      settings: { siteId: "s 1", endpoint: "/data?fault=500", pageId: null },
      pageId: "31086",
      pageUrl: "https://blog.example/seo/?a=1",
      renderTron: false,
      baseUrl: "https://blog.example/seo/",
    });
    expect(url?.origin).toBe("https://blog.example");
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      fault: "500",
      siteId: "s 1",
      isRenderTron: "false",
      pluginVersion: "v1.1.4",
      pageId: "31086",
      pageUrl: "https://blog.example/seo/?a=1",
    });
    const withoutPage = dataRequestUrl({
      settings: { siteId: "s", endpoint: "https://seo.example/data", pageId: null },
      pageId: null,
      pageUrl: "https://blog.example/",
      renderTron: true,
      baseUrl: "https://blog.example/",
    });
    expect(withoutPage?.searchParams.has("pageId")).toBe(false);
    expect(withoutPage?.searchParams.get("isRenderTron")).toBe("true");
  });

  it("dataRequestUrl refuses endpoints that are not http(s)", () => {
    for (const endpoint of ["javascript:alert(1)", "data:application/json,{}", "http://[bad"]) {
      expect(
        dataRequestUrl({
          settings: { siteId: "s", endpoint, pageId: null },
          pageId: null,
          pageUrl: "https://b.example/",
          renderTron: false,
          baseUrl: "https://b.example/",
        }),
      ).toBeNull();
    }
  });

  it("footerContainer prefers the theme's footer, then a landmark footer outside articles, then the body", () => {
    document.body.replaceChildren();
    expect(footerContainer(document)).toBe(document.body);
    const articleFooter = document.createElement("footer");
    const article = document.createElement("article");
    article.append(articleFooter);
    document.body.append(article);
    expect(footerContainer(document)).toBe(document.body);
    const pageFooter = document.createElement("footer");
    document.body.append(pageFooter);
    expect(footerContainer(document)).toBe(pageFooter);
    const mainFooter = document.createElement("div");
    mainFooter.id = "main-footer";
    document.body.prepend(mainFooter);
    expect(footerContainer(document)).toBe(mainFooter);
  });

  it("contentAfter skips scripts, hidden, fixed and absolute elements, and climbs to the body", () => {
    const wrapper = document.createElement("div");
    const footer = document.createElement("footer");
    const script = document.createElement("script");
    const hidden = document.createElement("div");
    hidden.hidden = true;
    const fixed = document.createElement("div");
    fixed.style.position = "fixed";
    wrapper.append(footer, script, hidden, fixed);
    document.body.append(wrapper);
    expect(contentAfter(footer)).toBeNull();
    const notice = document.createElement("div");
    document.body.append(notice);
    expect(contentAfter(footer)).toBe(notice);
  });
});

describe("mount", () => {
  it("given the installation element, GETs the data once with the page's query and no cookies", async () => {
    history.replaceState(null, "", "/courses/seo/?ref=mail#pricing");
    const fetchMock = stubFetch(success());
    install();
    start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]![0];
    const url = new URL(request.url);
    expect(url.pathname).toBe("/seo-service/v1/page-data");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      siteId: "site-42",
      isRenderTron: "false",
      pluginVersion: "v1.1.4",
      pageId: "31086",
      pageUrl: `${location.origin}/courses/seo/?ref=mail`,
    });
    expect(request.credentials).toBe("omit");
    expect(request.method).toBe("GET");
    expect([...request.headers]).toEqual([["accept", "application/json"]]);
  });

  it("given a pageId in the installation element, sends it instead of et_pb_custom.page_id; none at all, omits it", async () => {
    const fetchMock = stubFetch(success());
    install(JSON.stringify({ siteId: "s", endpoint: "/d", pageId: "777" }));
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(new URL(fetchMock.mock.calls[0]![0].url).searchParams.get("pageId")).toBe("777");
    document.head.replaceChildren();
    install();
    start(document.body, "");
    await vi.advanceTimersByTimeAsync(0);
    expect(new URL(fetchMock.mock.calls[1]![0].url).searchParams.has("pageId")).toBe(false);
  });

  it("given a Success reply, writes the head tags, alts, link titles and the footer keywords", async () => {
    stubFetch(success());
    const script = install();
    render(
      `<main><img src="a.svg"><a href="/x">Keyword guide</a></main><div id="main-footer"><p>Footer</p></div>`,
    );
    start();
    await vi.advanceTimersByTimeAsync(DATA_RUN_RETRY_MS);
    expect(document.title).toBe("SEO for course creators");
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      "Keyword research for bloggers.",
    );
    expect(document.querySelector("img")?.alt).toBe("SEO course");
    expect(document.querySelector("a")?.title).toBe("Keyword guide");
    const block = document.querySelector(`.${FOOTER_KEYWORDS_CLASS}`);
    expect(block?.parentElement?.id).toBe("main-footer");
    expect(block?.previousElementSibling?.textContent).toBe("Footer");
    expect(block?.textContent).toBe("SEO course, keyword research");
    expect(script.getAttribute("data-state")).toBe("applied");
  });

  it("runs once before the load event and once after, then 5 more times every 500 ms", async () => {
    readyState = "interactive";
    stubFetch(success());
    install();
    start();
    await vi.advanceTimersByTimeAsync(DATA_RUN_RETRY_MS);
    expect(document.title).toBe("SEO for course creators");
    document.title = "Rewritten by the theme";
    await vi.advanceTimersByTimeAsync(5000);
    // Before the load event nothing runs again.
    expect(document.title).toBe("Rewritten by the theme");
    readyState = "complete";
    loadEvent();
    expect(document.title).toBe("SEO for course creators");
    for (let repeat = 1; repeat <= REPEAT_RUNS; repeat += 1) {
      document.title = `Rewritten ${repeat}`;
      await vi.advanceTimersByTimeAsync(REPEAT_RUN_MS - 1);
      expect(document.title).toBe(`Rewritten ${repeat}`);
      await vi.advanceTimersByTimeAsync(1);
      expect(document.title).toBe("SEO for course creators");
    }
    document.title = "Rewritten after the repeats";
    await vi.advanceTimersByTimeAsync(REPEAT_RUN_MS * 4);
    expect(document.title).toBe("Rewritten after the repeats");
  });

  it("given data that arrives within 4 retries of 200 ms, the first run still writes it", async () => {
    readyState = "interactive";
    stubFetch(success(), 750);
    install();
    start();
    await vi.advanceTimersByTimeAsync(799);
    expect(document.title).toBe("Original");
    await vi.advanceTimersByTimeAsync(1);
    expect(document.title).toBe("SEO for course creators");
  });

  it("given data that arrives after the 4 retries, the first run gives up and the after-load run writes it", async () => {
    readyState = "interactive";
    stubFetch(success(), 900);
    install();
    start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(document.title).toBe("Original");
    loadEvent();
    expect(document.title).toBe("SEO for course creators");
  });

  it("given data that arrives after every scheduled run, writes it once when it comes", async () => {
    stubFetch(success(), 6000);
    install();
    start();
    await vi.advanceTimersByTimeAsync(5999);
    expect(document.title).toBe("Original");
    await vi.advanceTimersByTimeAsync(1);
    expect(document.title).toBe("SEO for course creators");
  });

  it("given a reply whose type is not Success, logs data loading failed and changes nothing", async () => {
    stubFetch(() => Response.json({ type: "Error", data: { title: "Never" } }));
    const script = install();
    const { warn } = start();
    await vi.advanceTimersByTimeAsync(4000);
    expect(warn).toHaveBeenCalledWith('data loading failed: reply type "Error"');
    expect(document.title).toBe("Original");
    expect(script.getAttribute("data-state")).toBe("failed");
  });

  it("given a reply that is not JSON, logs data loading failed", async () => {
    stubFetch(() => new Response("<html>oops</html>", { status: 200 }));
    install();
    const { warn } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith("data loading failed: the reply is not JSON");
  });

  it.each([500, 404, 204])("given HTTP %i, only logs the status", async (status) => {
    stubFetch(() => new Response(status === 204 ? null : "no", { status }));
    const script = install();
    const { warn } = start();
    await vi.advanceTimersByTimeAsync(4000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`SEO data request failed: HTTP ${status}`);
    expect(document.title).toBe("Original");
    expect(script.getAttribute("data-state")).toBe("failed");
  });

  it("given a network failure, only logs it", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    install();
    const { warn } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith(
      "SEO data request failed: the service could not be reached",
      expect.any(TypeError),
    );
  });

  it("given no answer, gives up after 15 s and logs it", async () => {
    stubFetch(success(), 60_000);
    install();
    const { warn } = start();
    await vi.advanceTimersByTimeAsync(SEO_REQUEST_TIMEOUT_MS - 1);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledWith("SEO data request failed: no answer within 15000 ms");
  });

  it("given no installation element, looks 10 more times 50 ms apart, then warns and stays off", async () => {
    const fetchMock = stubFetch(success());
    const { warn } = start();
    await vi.advanceTimersByTimeAsync(INSTALLATION_RETRIES * INSTALLATION_RETRY_MS - 1);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledWith(
      'no <script type="application/json" id="seo-automation"> on the page; SEO automation stays off',
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("given only a non-script element with the installation id (post content), never calls its endpoint", async () => {
    const fetchMock = stubFetch(success());
    const impostor = document.createElement("div");
    impostor.id = INSTALLATION_ELEMENT_ID;
    impostor.textContent = JSON.stringify({ siteId: "s", endpoint: "https://attacker.example/seo" });
    document.body.append(impostor);
    const { warn } = start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.title).toBe("Original");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("SEO automation stays off"));
  });

  it("given a non-script element with the installation id before the real one, uses the real one", async () => {
    const fetchMock = stubFetch(success());
    const impostor = document.createElement("div");
    impostor.id = INSTALLATION_ELEMENT_ID;
    impostor.textContent = JSON.stringify({ siteId: "s", endpoint: "https://attacker.example/seo" });
    document.head.append(impostor);
    install();
    const { warn } = start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(warn.mock.calls).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0].url).not.toContain("attacker.example");
  });

  it("given an installation element printed 120 ms late, finds it on a retry", async () => {
    const fetchMock = stubFetch(success());
    start();
    await vi.advanceTimersByTimeAsync(120);
    install();
    await vi.advanceTimersByTimeAsync(30);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["not json", "its text is not JSON"],
    [JSON.stringify({ siteId: "s", endpoint: "javascript:alert(1)" }), "endpoint must be an http(s) URL"],
  ])("given unusable settings (%s), marks the element invalid and warns", async (json, reason) => {
    const fetchMock = stubFetch(success());
    const script = install(json);
    const { warn } = start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(script.getAttribute("data-state")).toBe("invalid");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(reason));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("given the disabled query flag, does nothing", async () => {
    history.replaceState(null, "", `/?${SEO_DISABLED_QUERY_FLAG}`);
    const fetchMock = stubFetch(success());
    install();
    expect(start().cleanup).toBeUndefined();
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("given a page inside a frame, does nothing", async () => {
    const fetchMock = stubFetch(success());
    const frame = document.createElement("iframe");
    document.body.append(frame);
    const frameDocument = frame.contentDocument!;
    const script = frameDocument.createElement("script");
    script.type = "application/json";
    script.id = INSTALLATION_ELEMENT_ID;
    script.textContent = SETTINGS;
    frameDocument.head.append(script);
    expect(start(frameDocument.body).cleanup).toBeUndefined();
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when unmounted, aborts the request and runs nothing more", async () => {
    const fetchMock = stubFetch(success(), 300);
    install();
    const { controller, warn } = start();
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock.mock.calls[0]![0].signal.aborted).toBe(true);
    expect(document.title).toBe("Original");
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("placing the keywords block without moving what the visitor reads", () => {
  interface Watched {
    callback: IntersectionObserverCallback;
    targets: Element[];
  }
  let watchers: Watched[];

  beforeEach(() => {
    watchers = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        private readonly watched: Watched;
        constructor(callback: IntersectionObserverCallback) {
          this.watched = { callback, targets: [] };
          watchers.push(this.watched);
        }
        observe(target: Element) {
          this.watched.targets.push(target);
        }
        disconnect() {
          this.watched.targets = [];
        }
      },
    );
  });

  const report = (target: Element, isIntersecting: boolean, top: number) => {
    for (const watched of watchers) {
      if (!watched.targets.includes(target)) continue;
      const entry = { target, isIntersecting, boundingClientRect: { top }, rootBounds: { bottom: 800 } };
      watched.callback([entry as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  };

  it("given content in the flow after the footer, waits until that content is below the viewport", async () => {
    stubFetch(success());
    install();
    render(`<div id="main-footer"><p>Footer</p></div><div class="newsletter-bar">Join</div>`);
    const follower = document.querySelector(".newsletter-bar")!;
    start();
    await vi.advanceTimersByTimeAsync(DATA_RUN_RETRY_MS);
    expect(document.querySelector(`.${FOOTER_KEYWORDS_CLASS}`)).toBeNull();
    report(follower, true, 400);
    expect(document.querySelector(`.${FOOTER_KEYWORDS_CLASS}`)).toBeNull();
    // Scrolled past: the follower is above the viewport, inserting would push the visible page down.
    report(follower, false, -300);
    expect(document.querySelector(`.${FOOTER_KEYWORDS_CLASS}`)).toBeNull();
    report(follower, false, 900);
    expect(document.querySelector(`#main-footer > .${FOOTER_KEYWORDS_CLASS}`)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(document.querySelectorAll(`.${FOOTER_KEYWORDS_CLASS}`)).toHaveLength(1);
  });

  it("given keywords in footer switched off, adds no block", async () => {
    stubFetch(success({ ...GOOD_DATA, settings: { title: true } }));
    install();
    render(`<div id="main-footer"></div>`);
    start();
    await vi.advanceTimersByTimeAsync(4000);
    expect(document.querySelector(`.${FOOTER_KEYWORDS_CLASS}`)).toBeNull();
  });
});
