import type { Cleanup, ModuleContext } from "../../../boot/types";
import { nameLink } from "./names";
import {
  EMBED_ROOT_MARGIN,
  SCRIPT_META_PREFIX,
  SCRIPT_ORIGINS_META,
  classifyWidget,
  createdLinkText,
  declaredScriptOrigins,
  facebookShareUrl,
  isWebAddress,
  linkPurpose,
  namesProvider,
  resolveScriptUrl,
  type SocialProvider,
  type SocialWidget,
} from "./providers";
import { loadScript } from "./script-loader";

/**
 * Embedded posts and share / follow buttons of X, Facebook and Instagram. Until the provider's script is wanted
 * (the widget is within 200 px of the viewport, or the visitor points at, touches or focuses it), and whenever
 * it cannot load, the widget's own link does the job: made visible and named for what it does. Then the script
 * loads once for the page and draws the widget.
 *
 * State (`data-state` on the widget): `link`, `loading`, `loaded`, `failed`.
 */
export type EmbedState = "link" | "loading" | "loaded" | "failed";

const INTERACTIONS = ["pointerenter", "pointerdown", "touchstart", "focusin"] as const;

interface ProviderGlobals {
  twttr?: { widgets?: { load?: (element?: Element) => unknown } };
  FB?: { XFBML?: { parse?: (element?: Element) => unknown } };
  instgrm?: { Embeds?: { process?: () => unknown } };
}

/**
 * A site-level setting: a meta tag in the document's head, which only the site owner prints. A meta tag in the
 * body (post content can carry one) is not a setting.
 */
function headMetaContent(name: string): string | null {
  for (const meta of document.head.querySelectorAll<HTMLMetaElement>("meta[name]")) {
    if (meta.name === name) return meta.content;
  }
  return null;
}

const sameAddress = (a: string, b: string | null): boolean => {
  if (!b) return false;
  try {
    const left = new URL(a, document.baseURI);
    const right = new URL(b, document.baseURI);
    return left.host === right.host && left.pathname.replace(/\/$/, "") === right.pathname.replace(/\/$/, "");
  } catch {
    return false;
  }
};

/** The widget's own link to what it shows: the post's permalink, the profile, the share address. */
export function ownLink(element: Element, widget: SocialWidget): HTMLAnchorElement | null {
  if (element instanceof HTMLAnchorElement)
    return isWebAddress(element.getAttribute("href"), document.baseURI) ? element : null;
  const links = [...element.querySelectorAll<HTMLAnchorElement>("a[href]")].filter((link) =>
    isWebAddress(link.getAttribute("href"), document.baseURI),
  );
  if (links.length === 0) return null;
  if (widget.provider === "x") {
    return (
      [...links].reverse().find((link) => /\/status(es)?\/\d+/.test(link.pathname)) ?? links.at(-1) ?? null
    );
  }
  const target =
    element.getAttribute("data-instgrm-permalink") ??
    element.getAttribute("data-href") ??
    element.querySelector("blockquote[cite]")?.getAttribute("cite") ??
    null;
  return links.find((link) => sameAddress(link.href, target)) ?? links.at(-1) ?? null;
}

/** A link for a widget printed without one (Facebook's like and share boxes, a bare post box). */
function createLink(element: Element, widget: SocialWidget): HTMLAnchorElement | null {
  const target = element.getAttribute("data-href") ?? element.getAttribute("data-instgrm-permalink");
  let href: string | null = null;
  if (widget.provider === "facebook" && widget.kind === "share") {
    href = facebookShareUrl(
      isWebAddress(target, document.baseURI) ? new URL(target!, document.baseURI).href : location.href,
    );
  } else if (isWebAddress(target, document.baseURI)) {
    href = new URL(target!, document.baseURI).href;
  }
  if (!href) return null;
  const link = document.createElement("a");
  link.className = "enhance-embed__link";
  link.href = href;
  link.textContent = createdLinkText(widget.kind, widget.provider);
  return link;
}

function drawWidget(provider: SocialProvider, element: Element): void {
  const globals = window as unknown as ProviderGlobals;
  if (provider === "x") globals.twttr?.widgets?.load?.(element);
  else if (provider === "facebook") globals.FB?.XFBML?.parse?.(element.parentElement ?? element);
  else globals.instgrm?.Embeds?.process?.();
}

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const widget = classifyWidget(element);
  if (!widget) return undefined;
  const provider = widget.provider;
  const restorers: Array<() => void> = [];
  const setState = (state: EmbedState): void => {
    element.dataset["state"] = state;
  };

  let created: HTMLAnchorElement | null = null;
  let link = ownLink(element, widget);
  if (!link) {
    created = createLink(element, widget);
    if (created) {
      element.append(created);
      const added = created;
      restorers.push(() => added.remove());
      link = created;
    }
  }
  if (link) {
    const fallback = link;
    // The link may have been hidden for the provider's script to replace; it is the widget until then.
    if (fallback.hidden || fallback.style.display === "none") {
      const display = fallback.style.display;
      fallback.hidden = false;
      fallback.style.removeProperty("display");
      restorers.push(() => {
        fallback.style.display = display;
      });
    }
    restorers.push(
      nameLink(fallback, {
        fallbackName: created ? null : createdLinkText(widget.kind, widget.provider),
        purpose: linkPurpose(widget.kind, widget.provider),
        saysPurpose: (name) => namesProvider(name, widget.provider),
      }),
    );
  }
  setState("link");

  const configured = headMetaContent(`${SCRIPT_META_PREFIX}${widget.provider}`);
  const choice = resolveScriptUrl(
    widget.provider,
    configured,
    declaredScriptOrigins(headMetaContent(SCRIPT_ORIGINS_META), document.baseURI),
    document.baseURI,
  );
  if (choice.refused) {
    context.log.warn(
      choice.refused === "not-http"
        ? `${provider} widget: the script address "${configured}" in <meta name="${SCRIPT_META_PREFIX}${provider}"> is not an http(s) address; no script is loaded and its link stays`
        : `${provider} widget: the script address "${configured}" in <meta name="${SCRIPT_META_PREFIX}${provider}"> is not on the provider's origin nor on one named in <meta name="${SCRIPT_ORIGINS_META}">; no script is loaded and its link stays`,
    );
  }
  const scriptUrl = choice.url;
  const cleanup: Cleanup = () => {
    for (const restore of restorers.reverse()) restore();
    delete element.dataset["state"];
  };
  if (scriptUrl === null) return cleanup;

  const waiting = new AbortController();
  context.signal.addEventListener("abort", () => waiting.abort());
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: EMBED_ROOT_MARGIN },
  );
  waiting.signal.addEventListener("abort", () => observer.disconnect());
  observer.observe(element);
  for (const type of INTERACTIONS) {
    element.addEventListener(type, () => start(), { once: true, passive: true, signal: waiting.signal });
  }

  let started = false;
  async function start(): Promise<void> {
    if (started || context.signal.aborted || scriptUrl === null) return;
    started = true;
    waiting.abort();
    setState("loading");
    if (provider === "facebook" && !document.getElementById("fb-root")) {
      const root = document.createElement("div");
      root.id = "fb-root";
      document.body.prepend(root);
    }
    try {
      await loadScript(scriptUrl);
    } catch (error) {
      if (context.signal.aborted) return;
      context.log.warn(`${provider} widget: its script could not be loaded; its link stays`, error);
      setState("failed");
      return;
    }
    if (context.signal.aborted) return;
    // A link made only for the wait gives way to the provider's own button.
    created?.remove();
    try {
      drawWidget(provider, element);
      setState("loaded");
    } catch (error) {
      context.log.warn(`${provider} widget: the provider's script failed to draw it; its link stays`, error);
      if (created && !created.isConnected) element.append(created);
      setState("failed");
    }
  }

  return cleanup;
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
