import type { Cleanup, ModuleContext } from "../../../boot/types";
import {
  FOOTER_KEYWORDS_CLASS,
  applyAnchorTitles,
  applyHeadTags,
  applyImageAlts,
  createKeywordsBlock,
  createUpdateBudget,
  keywordsLine,
  pageUrlOf,
  updateKeywordsBlock,
} from "./apply";
import {
  SEO_PLUGIN_VERSION,
  parseInstallationSettings,
  parseSeoReply,
  type InstallationSettings,
  type SeoData,
} from "./schema";
import { requestExternal } from "../../../core/external-request";
import { webUrl } from "../../../core/urls";

/**
 * SEO automation (spec 4 "SEO plugin", spec 9 "Affiliate and SEO"): the page names its site at the data service in
 * an installation element; the data (title, description, keywords, Open Graph, canonical, what to optimise) is
 * fetched once and written into the page once before and once after the load event, then up to 5 more times
 * every 500 ms, so a theme or plugin script that rewrites a tag afterwards is corrected (at most 10 times per
 * tag). Off inside frames and with `?seo-automation-disabled`. Failures are only logged (spec 8).
 *
 * Nothing here may move what the visitor is reading: head tags and attributes never change the layout, and the
 * keywords block is appended at the very end of the footer, at once only when nothing in the page's flow comes
 * after it, otherwise as soon as what comes after is below the viewport.
 */
export const INSTALLATION_ELEMENT_ID = "seo-automation";
/**
 * Only a JSON script element installs the automation: post content and server fragments can carry an element
 * with this id, never a script, so a `<div id="seo-automation">` in a post cannot point the page at another data
 * service (which would then write the page's title, canonical link and robots tag).
 */
export function installationElement(doc: Document): HTMLScriptElement | null {
  // Walked rather than queried by id: an earlier element with the same id must not hide the real one.
  for (const script of doc.getElementsByTagName("script")) {
    if (script.id === INSTALLATION_ELEMENT_ID && script.type.trim().toLowerCase() === "application/json") {
      return script;
    }
  }
  return null;
}
export const INSTALLATION_RETRIES = 10;
export const INSTALLATION_RETRY_MS = 50;
export const DATA_RUN_RETRIES = 4;
export const DATA_RUN_RETRY_MS = 200;
export const REPEAT_RUNS = 5;
export const REPEAT_RUN_MS = 500;
export const SEO_REQUEST_TIMEOUT_MS = 15_000;
export const SEO_DISABLED_QUERY_FLAG = "seo-automation-disabled";
/** Spec 8, word for word. */
export const DATA_LOADING_FAILED = "data loading failed";

/** The states written to the installation element's `data-state`. */
export type SeoState = "loading" | "applied" | "failed" | "invalid";

/** Whether the page runs inside a frame (the builder's app frame, an embed): the plugin stays off there. */
export function isInFrame(view: Window): boolean {
  try {
    return view.self !== view.top;
  } catch {
    // A cross-origin parent: certainly a frame.
    return true;
  }
}

/** `?seo-automation-disabled` (any value but `0`/`false`) switches the automation off for one page view. */
export function isDisabledByQuery(search: string): boolean {
  const params = new URLSearchParams(search);
  if (!params.has(SEO_DISABLED_QUERY_FLAG)) return false;
  const value = (params.get(SEO_DISABLED_QUERY_FLAG) ?? "").toLowerCase();
  return value !== "0" && value !== "false";
}

/** Whether a headless renderer (Rendertron, headless Chrome) is rendering the page for a crawler. */
export function isRenderTron(userAgent: string): boolean {
  return /HeadlessChrome|Rendertron/i.test(userAgent);
}

export interface DataRequest {
  settings: InstallationSettings;
  pageId: string | null;
  pageUrl: string;
  renderTron: boolean;
  baseUrl: string;
}

/** The GET URL of spec 7: siteId, isRenderTron, pluginVersion, the optional pageId and pageUrl; null if unsafe. */
export function dataRequestUrl(request: DataRequest): URL | null {
  const endpoint = webUrl(request.settings.endpoint, request.baseUrl);
  if (endpoint === null) return null;
  const url = new URL(endpoint);
  url.searchParams.set("siteId", request.settings.siteId);
  url.searchParams.set("isRenderTron", String(request.renderTron));
  url.searchParams.set("pluginVersion", SEO_PLUGIN_VERSION);
  if (request.pageId) url.searchParams.set("pageId", request.pageId);
  url.searchParams.set("pageUrl", request.pageUrl);
  return url;
}

/** The page footer the keywords block goes into: the theme's, else a landmark footer, else the body. */
export function footerContainer(doc: Document): HTMLElement | null {
  for (const selector of ["#main-footer", "#footer", "footer[role='contentinfo']", "body > footer"]) {
    const found = doc.querySelector<HTMLElement>(selector);
    if (found) return found;
  }
  const footers = [...doc.getElementsByTagName("footer")].filter(
    (footer) => !footer.closest("article, main, section, aside, nav"),
  );
  return footers.at(-1) ?? doc.body;
}

const NOT_RENDERED = new Set(["SCRIPT", "STYLE", "TEMPLATE", "LINK", "META", "NOSCRIPT", "DIALOG"]);

function takesPlaceInFlow(element: Element): boolean {
  if (NOT_RENDERED.has(element.tagName) || element.hasAttribute("hidden")) return false;
  // One style read (no layout): fixed and absolute elements do not move when the footer grows.
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  if (!style) return true;
  return style.display !== "none" && style.position !== "fixed" && style.position !== "absolute";
}

/** The first element in the page's flow after `container` (what would move if the container grew), or null. */
export function contentAfter(container: Element): Element | null {
  const body = container.ownerDocument.body;
  for (let node: Element | null = container; node && node !== body; node = node.parentElement) {
    for (let sibling = node.nextElementSibling; sibling; sibling = sibling.nextElementSibling) {
      if (takesPlaceInFlow(sibling)) return sibling;
    }
  }
  return null;
}

type LoadOutcome =
  | { kind: "ok"; body: string }
  | { kind: "status"; status: number }
  | { kind: "network"; error: unknown }
  | { kind: "timeout" }
  | { kind: "aborted" };

/** GETs the data without cookies (the service is another site), giving up after `timeoutMs`. */
export async function requestSeoData(
  url: URL,
  signal: AbortSignal,
  timeoutMs = SEO_REQUEST_TIMEOUT_MS,
): Promise<LoadOutcome> {
  const outcome = await requestExternal(url, {
    method: "get",
    credentials: "omit",
    // CORS-safelisted: the GET stays simple, with no preflight.
    headers: { accept: "application/json" },
    signal,
    timeoutMs,
  });
  switch (outcome.kind) {
    case "ok":
      // Only 200 carries data: a 204 or another 2xx is a failed request like any other status.
      return outcome.status === 200
        ? { kind: "ok", body: outcome.body }
        : { kind: "status", status: outcome.status };
    case "aborted":
      return { kind: "aborted" };
    default:
      return outcome;
  }
}

/** Waits for the installation element: up to 10 more looks, 50 ms apart (it may be printed after the script). */
function findInstallationElement(
  doc: Document,
  context: ModuleContext,
  found: (element: HTMLElement) => void,
  attempt = 0,
): void {
  const element = installationElement(doc);
  if (element) {
    found(element);
    return;
  }
  if (attempt >= INSTALLATION_RETRIES) {
    context.log.warn(
      `no <script type="application/json" id="${INSTALLATION_ELEMENT_ID}"> on the page; SEO automation stays off`,
    );
    return;
  }
  context.disposables.setTimeout(
    () => findInstallationElement(doc, context, found, attempt + 1),
    INSTALLATION_RETRY_MS,
  );
}

export function mount(body: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const doc = body.ownerDocument;
  const view = doc.defaultView ?? window;
  if (isInFrame(view) || isDisabledByQuery(view.location.search)) return undefined;

  const budget = createUpdateBudget();
  const pageUrl = pageUrlOf(view.location.href);
  let installation: HTMLElement | null = null;
  let data: SeoData | null = null;
  let loading = true;
  let scheduleOver = false;
  let footerObserver: IntersectionObserver | null = null;

  const setState = (state: SeoState): void => {
    installation?.setAttribute("data-state", state);
  };

  const placeKeywordsBlock = (seo: SeoData): void => {
    if (!keywordsLine(seo.keywords)) return;
    const existing = doc.getElementsByClassName(FOOTER_KEYWORDS_CLASS)[0];
    if (existing instanceof HTMLElement) {
      updateKeywordsBlock(existing, seo, budget);
      return;
    }
    if (footerObserver) return;
    const container = footerContainer(doc);
    if (!container) return;
    const insert = (): void => {
      if (context.signal.aborted || doc.getElementsByClassName(FOOTER_KEYWORDS_CLASS).length) return;
      if (budget.take("footer")) container.append(createKeywordsBlock(doc, data ?? seo));
    };
    const follower = contentAfter(container);
    if (!follower) {
      insert();
      return;
    }
    // Something in the flow comes after the footer: wait until it is below the viewport, where growing the
    // footer pushes it down without the visitor seeing anything move.
    footerObserver = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry || entry.isIntersecting) return;
      const viewportBottom = entry.rootBounds?.bottom ?? view.innerHeight;
      if (entry.boundingClientRect.top < viewportBottom) return;
      footerObserver?.disconnect();
      insert();
    });
    footerObserver.observe(follower);
    context.disposables.add(() => footerObserver?.disconnect());
  };

  const apply = (): void => {
    if (!data) return;
    applyHeadTags(doc, data, pageUrl, budget);
    if (data.settings.images) applyImageAlts(body, data);
    if (data.settings.anchors) applyAnchorTitles(body);
    if (data.settings.keywordsInFooter) placeKeywordsBlock(data);
    setState("applied");
  };

  /** One run: applies the data, or, while it is still on its way, looks again up to 4 times every 200 ms. */
  const run = (retry = 0): void => {
    if (data) {
      apply();
      return;
    }
    if (loading && retry < DATA_RUN_RETRIES) {
      context.disposables.setTimeout(() => run(retry + 1), DATA_RUN_RETRY_MS);
    }
  };

  const startRepeats = (): void => {
    let left = REPEAT_RUNS;
    const timer = context.disposables.setInterval(() => {
      left -= 1;
      if (left <= 0) {
        window.clearInterval(timer);
        scheduleOver = true;
      }
      run();
    }, REPEAT_RUN_MS);
  };

  const load = async (url: URL): Promise<void> => {
    const outcome = await requestSeoData(url, context.signal);
    loading = false;
    if (outcome.kind === "aborted") return;
    if (outcome.kind !== "ok") {
      setState("failed");
      if (outcome.kind === "status") context.log.warn(`SEO data request failed: HTTP ${outcome.status}`);
      else if (outcome.kind === "timeout")
        context.log.warn(`SEO data request failed: no answer within ${SEO_REQUEST_TIMEOUT_MS} ms`);
      else context.log.warn("SEO data request failed: the service could not be reached", outcome.error);
      return;
    }
    const reply = parseSeoReply(outcome.body, context.log);
    if (!reply.ok) {
      setState("failed");
      context.log.warn(`${DATA_LOADING_FAILED}: ${reply.reason}`);
      return;
    }
    data = reply.value;
    // Data that arrives after every scheduled run has given up is still written, once.
    if (scheduleOver) apply();
  };

  const start = (element: HTMLElement): void => {
    installation = element;
    const parsed = parseInstallationSettings(element.textContent ?? "");
    if (!parsed.ok) {
      setState("invalid");
      context.log.warn(`#${INSTALLATION_ELEMENT_ID}: ${parsed.reason}; SEO automation stays off`);
      return;
    }
    const pageId = parsed.value.pageId ?? (context.config.pbCustom.page_id.trim() || null);
    const url = dataRequestUrl({
      settings: parsed.value,
      pageId,
      pageUrl,
      renderTron: isRenderTron(view.navigator.userAgent),
      baseUrl: view.location.href,
    });
    if (!url) {
      setState("invalid");
      context.log.warn(
        `#${INSTALLATION_ELEMENT_ID}: endpoint must be an http(s) URL; SEO automation stays off`,
      );
      return;
    }
    setState("loading");
    void load(url);
    // Once before the page's content has loaded and once after, then the repeats.
    run();
    if (doc.readyState === "complete") startRepeats();
    else
      view.addEventListener(
        "load",
        () => {
          run();
          startRepeats();
        },
        { once: true, signal: context.signal },
      );
  };

  findInstallationElement(doc, context, start);
  return () => footerObserver?.disconnect();
}
