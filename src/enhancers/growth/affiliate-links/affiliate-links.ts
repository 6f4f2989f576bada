import type { Cleanup, ModuleContext } from "../../../boot/types";
import { createAjaxClient, DEFAULT_TIMEOUT_MS } from "../../../core/ajax";
import type { AjaxClient, FormFields } from "../../../core/ajax-client";
import { isAbortError } from "../../../core/ajax-errors";
import type { EnhanceEvents } from "../../../core/events";
import { requestExternal } from "../../../core/external-request";
import { collectPageText, contentContainersIn, contentRootOf, EXCLUDED_SELECTOR } from "./content";
import { resolveAffiliateLinks, type AffiliateTransport } from "./flow";
import { AffiliateLinker, buildAmazonWidget, idleScheduler, LinkQueue, type RootState } from "./linker";
import {
  MARKER_ID_PREFIX,
  readAffiliateSettings,
  readLinkAppearance,
  type AffiliatePlugin,
  type LinkAppearance,
} from "./settings";

/**
 * Automatic affiliate links (spec 4 "Affiliate links"): for every post the plugin marked on the page, find its
 * links (server cache, else the link service, plus the site's Amazon links) and link the phrases in that post's
 * text, once each, in idle time. Content put into the page later (a blog feed page) is linked too, from the bus
 * event `content:inserted` and from a MutationObserver on the linked containers.
 *
 * The plugin's marker `div#aalcontent_N` shows where each post is: `data-aal-state` on it reads `loading`,
 * `linking`, `linked` or `stopped` (wrong api key, service unreachable or unusable reply).
 */
export const STATE_ATTRIBUTE = "data-aal-state";

export type AffiliateState = "loading" | "linking" | "linked" | "stopped";

export function isInFrame(view: Window): boolean {
  try {
    return view.self !== view.top;
  } catch {
    return true;
  }
}

/**
 * POSTs form fields to the link service or its cache. Only the fields go out: no custom headers (a cross-site
 * request stays simple, with no preflight) and no cookies to another site.
 */
export async function postExternalForm(
  url: string,
  fields: FormFields,
  signal: AbortSignal,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<string> {
  const outcome = await requestExternal(url, {
    method: "post",
    fields,
    credentials: "same-origin",
    signal,
    timeoutMs,
  });
  switch (outcome.kind) {
    case "ok":
      return outcome.body;
    case "status":
      throw new Error(`${url} answered HTTP ${outcome.status}`);
    case "timeout":
      throw new Error(`no answer within ${timeoutMs} ms`);
    case "aborted":
      // The unmount's own reason, so the flow recognises its abort and stays quiet.
      throw outcome.reason;
    case "network":
      throw outcome.error;
  }
}

function siteClient(plugin: AffiliatePlugin, context: ModuleContext): AjaxClient {
  if (plugin.ajaxUrl === null) return context.ajax;
  const siteUrl = new URL(context.config.ajaxUrl, document.baseURI).href;
  return plugin.ajaxUrl === siteUrl ? context.ajax : createAjaxClient(plugin.ajaxUrl);
}

export function createTransport(plugin: AffiliatePlugin, context: ModuleContext): AffiliateTransport {
  const ajax = siteClient(plugin, context);
  return {
    postAction: (action, fields) => ajax.postAction(action, fields, undefined, { signal: context.signal }),
    postExternal: (url, fields) => postExternalForm(url, fields, context.signal),
  };
}

/** Whether content that arrived later sits somewhere links never go (a code block, a form control). */
function isInsideExcluded(element: Element): boolean {
  return element.closest(EXCLUDED_SELECTOR) !== null;
}

export function mount(_element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  if (context.builder.active || isInFrame(window)) return;
  const settings = readAffiliateSettings(window as unknown as Record<string, unknown>, document, context.log);
  if (settings === null) return;
  const appearance: LinkAppearance = readLinkAppearance(settings.config, context.log);
  const transport = createTransport(settings.plugin, context);
  const passOver = new WeakSet<Node>();
  const states: RootState[] = [];
  const linkers: AffiliateLinker[] = [];
  const widgets: HTMLElement[] = [];
  const markers: Element[] = [];
  /** The links used for content that arrives later: those of the first post that got any. */
  let pageLinker: AffiliateLinker | null = null;
  const waitingContainers: Element[] = [];

  const scheduler = idleScheduler();
  // Records of the links this enhancer just put in are dropped; anything else was delivered before the slice.
  const queue = new LinkQueue(scheduler, () => void observer.takeRecords());
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const state = states.find((candidate) => candidate.root.contains(record.target));
      if (!state) continue;
      for (const node of record.addedNodes) {
        if (!passOver.has(node)) queue.add(state, node);
      }
    }
  });
  context.disposables.add(() => {
    queue.clear();
    observer.disconnect();
  });

  const track = (state: RootState, done?: () => void): void => {
    states.push(state);
    observer.observe(state.root, { childList: true, subtree: true });
    queue.add(state, state.root, done);
  };

  const linkLaterContent = (container: Element): void => {
    if (!container.isConnected) return;
    const owner = states.find((state) => state.root.contains(container));
    if (owner) {
      queue.add(owner, container);
      return;
    }
    if (pageLinker === null) {
      waitingContainers.push(container);
      return;
    }
    for (const root of contentContainersIn(container)) {
      if (isInsideExcluded(root) || states.some((state) => state.root.contains(root))) continue;
      track(pageLinker.rootState(root));
    }
  };

  const setState = (marker: Element, state: AffiliateState): void =>
    marker.setAttribute(STATE_ATTRIBUTE, state);

  for (const item of settings.items) {
    const marker = document.getElementById(`${MARKER_ID_PREFIX}${item.divnumber}`);
    const root = marker ? contentRootOf(marker) : null;
    if (!marker || !root) {
      context.log.warn(`no #${MARKER_ID_PREFIX}${item.divnumber} marker in the page; post skipped`);
      continue;
    }
    markers.push(marker);
    setState(marker, "loading");
    resolveAffiliateLinks({
      item,
      config: settings.config,
      plugin: settings.plugin,
      pageText: () => collectPageText(root),
      base: document.baseURI,
      transport,
      log: context.log,
    })
      .then((result) => {
        if (context.signal.aborted) return;
        if (result.kind === "stopped") {
          setState(marker, "stopped");
          return;
        }
        const linker = new AffiliateLinker(result.links, appearance, passOver);
        linkers.push(linker);
        const widget = buildAmazonWidget(document, result.widgets, appearance);
        if (widget) {
          marker.append(widget);
          widgets.push(widget);
        }
        setState(marker, "linking");
        track(linker.rootState(root), () => setState(marker, "linked"));
        if (pageLinker === null && result.links.length) {
          pageLinker = linker;
          for (const container of waitingContainers.splice(0)) linkLaterContent(container);
        }
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) context.reportError(error, "mount");
      });
  }
  if (markers.length === 0) return;

  const onInserted = ({ container }: EnhanceEvents["content:inserted"]): void => linkLaterContent(container);
  context.bus.on("content:inserted", onInserted);

  return () => {
    context.bus.off("content:inserted", onInserted);
    queue.clear();
    observer.disconnect();
    for (const linker of linkers) linker.undo();
    for (const widget of widgets) widget.remove();
    for (const marker of markers) marker.removeAttribute(STATE_ATTRIBUTE);
  };
}
