import type { ModuleContext } from "../../../boot/types";
import type { EmbedModel } from "./parse";
import { EMBED_ROOT_MARGIN, type SocialProvider } from "./providers";
import { loadScript } from "./script-loader";

/** State (`data-state` on the widget): `link`, `loading`, `loaded`, `failed`. */
export type EmbedState = "link" | "loading" | "loaded" | "failed";

const INTERACTIONS = ["pointerenter", "pointerdown", "touchstart", "focusin"] as const;

interface ProviderGlobals {
  twttr?: { widgets?: { load?: (element?: Element) => unknown } };
  FB?: { XFBML?: { parse?: (element?: Element) => unknown } };
  instgrm?: { Embeds?: { process?: () => unknown } };
}

/** What the engine tells the widget's root. */
export interface EmbedView {
  show(state: EmbedState): void;
  /** A link made only for the wait gives way to the provider's own button, and comes back if drawing failed. */
  showCreatedLink(shown: boolean): void;
}

function drawWidget(provider: SocialProvider, element: Element): void {
  const globals = window as unknown as ProviderGlobals;
  if (provider === "x") globals.twttr?.widgets?.load?.(element);
  else if (provider === "facebook") globals.FB?.XFBML?.parse?.(element.parentElement ?? element);
  else globals.instgrm?.Embeds?.process?.();
}

/**
 * Waits until the widget is within 200 px of the viewport, or the visitor points at, touches or focuses it; then
 * loads the provider's script (once for the page) and asks it to draw the widget. Plain TypeScript; the root shows
 * what it reports. Returns what stops it.
 */
export function startEmbed(
  element: HTMLElement,
  model: EmbedModel,
  context: ModuleContext,
  view: EmbedView,
): () => void {
  const scriptUrl = model.script.url;
  const provider = model.widget.provider;
  const stopped = new AbortController();
  if (scriptUrl === null) return () => stopped.abort();
  const gone = (): boolean => stopped.signal.aborted || context.signal.aborted;

  const waiting = new AbortController();
  context.signal.addEventListener("abort", () => waiting.abort(), { signal: stopped.signal });
  stopped.signal.addEventListener("abort", () => waiting.abort());
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void start();
    },
    { rootMargin: EMBED_ROOT_MARGIN },
  );
  waiting.signal.addEventListener("abort", () => observer.disconnect());
  observer.observe(element);
  for (const type of INTERACTIONS) {
    element.addEventListener(type, () => void start(), { once: true, passive: true, signal: waiting.signal });
  }

  let started = false;
  async function start(): Promise<void> {
    if (started || gone() || scriptUrl === null) return;
    started = true;
    waiting.abort();
    view.show("loading");
    if (provider === "facebook" && !document.getElementById("fb-root")) {
      const root = document.createElement("div");
      root.id = "fb-root";
      document.body.prepend(root);
    }
    try {
      await loadScript(scriptUrl);
    } catch (error) {
      if (gone()) return;
      context.log.warn(`${provider} widget: its script could not be loaded; its link stays`, error);
      view.show("failed");
      return;
    }
    if (gone()) return;
    view.showCreatedLink(false);
    try {
      drawWidget(provider, element);
      view.show("loaded");
    } catch (error) {
      context.log.warn(`${provider} widget: the provider's script failed to draw it; its link stays`, error);
      view.showCreatedLink(true);
      view.show("failed");
    }
  }

  return () => stopped.abort();
}
