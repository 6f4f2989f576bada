import type { ModuleContext } from "../../../boot/types";
import type { OverlayLayout } from "../../../core/overlay-position";
import { reportInlineScripts } from "../../../core/script-text";
import {
  SEARCH_ACTION,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MESSAGES,
  buildSearchFields,
  checkNonce,
  checkTerm,
  readSearchSettings,
  resultsAnnouncement,
} from "./request";
import type { LiveSearchModel } from "./parse";

export const LIVE_SEARCH_STATES = ["inactive", "loading", "active"] as const;
export type LiveSearchState = (typeof LIVE_SEARCH_STATES)[number];

/** The plugin's CSS shows its spinner on the field wrap with this class. */
export const LOADER_CLASS = "dipl_ajax_search_loader";
export const ACTIVE_OPTION_CLASS = "dipl_ajax_search_item_active";
const RESULTS_SELECTOR = ".dipl_ajax_search_results";
const ITEM_SELECTOR = ".dipl_ajax_search_item";
const LINK_SELECTOR = "a.dipl_ajax_search_item_link[href]";

/**
 * One option per result item: its result link. A link inside a title (hostile or careless markup) makes the
 * HTML parser split the result link into several; the copies are unwrapped so each result is one option.
 */
export function resultOptions(container: ParentNode): HTMLAnchorElement[] {
  const items = [...container.querySelectorAll(ITEM_SELECTOR)];
  if (items.length === 0) return [...container.querySelectorAll<HTMLAnchorElement>("a[href]")];
  const options: HTMLAnchorElement[] = [];
  for (const item of items) {
    const links = [...item.querySelectorAll<HTMLAnchorElement>("a")];
    const option =
      links.find((link) => link.matches(LINK_SELECTOR)) ?? links.find((link) => link.hasAttribute("href"));
    if (!option) continue;
    options.push(option);
    for (const link of links)
      if (link !== option && !option.contains(link)) link.replaceWith(...link.childNodes);
    for (const link of option.querySelectorAll("a")) link.replaceWith(...link.childNodes);
    // What the split left beside the result link goes back inside it, in order.
    if (option.parentElement === item) {
      const before: ChildNode[] = [];
      const after: ChildNode[] = [];
      let seen = false;
      for (const node of [...item.childNodes]) {
        if (node === option) seen = true;
        else (seen ? after : before).push(node);
      }
      option.prepend(...before);
      option.append(...after);
    }
  }
  return options;
}

/** Below this much room under the field, the list opens above it rather than shrinking (about three options). */
export const LISTBOX_MIN_HEIGHT_PX = 200;

/**
 * Where the open listbox goes: below its field and as wide as it; above it when there is no room below; its
 * height limited to the room on that side (its options scroll), never above the theme's own `max-height`.
 */
export function listboxLayout(themeMaxHeight: string | null): OverlayLayout {
  return {
    placement: "bottom-start",
    fallbackPlacements: ["top-start"],
    flipAxis: "side",
    matchAnchorWidth: true,
    fitHeight: { themeMaxHeight, minHeight: LISTBOX_MIN_HEIGHT_PX },
    followAnchor: true,
  };
}

const loadPositioning = () => import("../../../core/overlay-position");

let nextId = 0;
const uniqueId = (stem: string): string => `enhance-live-search-${stem}-${(nextId += 1)}`;

/** The island's rendered parts, as the engine drives them. Every call shows its change before it returns. */
export interface LiveSearchView {
  /** The polite status line: how many results arrived, or the plugin's "no result" text. */
  setStatus(text: string): void;
}

/**
 * What the live search does on the server's nodes: the combobox on the input, debounced searches, the results
 * in the popup as a listbox, the keyboard and the popup's placement. The island renders the status line (and
 * the popup when the page has none); the engine tells it what to say through `view`. Returns the stop, which
 * removes every listener, timer and request and hands the popup back to the theme's CSS.
 */
export function startLiveSearchEngine(
  model: LiveSearchModel,
  popup: HTMLElement,
  context: ModuleContext,
  view: LiveSearchView,
): () => void {
  const { wrap, input, nonceInput, fieldWrap } = model;
  // Its own controller, so the island's unmount and the module's both remove every listener and request.
  const controller = new AbortController();
  const { signal } = controller;
  if (context.signal.aborted) controller.abort();
  else context.signal.addEventListener("abort", () => controller.abort(), { once: true, signal });
  if (!nonceInput) context.log.warn("no input.dipl_ajax_search_nonce: the server will refuse searches", wrap);
  const settings = readSearchSettings(input.dataset);

  if (!popup.id) popup.id = uniqueId("results");
  popup.hidden = true;
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", popup.id);
  input.setAttribute("autocomplete", "off");
  if (!input.labels?.length && !input.hasAttribute("aria-label") && !input.hasAttribute("aria-labelledby")) {
    input.setAttribute("aria-label", input.placeholder.trim() || SEARCH_MESSAGES.inputLabel);
  }

  let state: LiveSearchState = "inactive";
  let options: HTMLAnchorElement[] = [];
  let active = -1;
  let open = false;
  let shownTerm = "";
  let debounceTimer: number | undefined;
  let request: AbortController | null = null;
  let stopPlacing: (() => void) | null = null;
  let positioningRequested = false;

  /** Places the open listbox with Floating UI; until its chunk has arrived the theme's CSS places it. */
  const startPlacing = (): void => {
    if (stopPlacing || positioningRequested) return;
    positioningRequested = true;
    loadPositioning().then(
      ({ keepNextTo }) => {
        positioningRequested = false;
        if (!open || stopPlacing || signal.aborted) return;
        // Read while nothing of ours is inline: the theme's limit, which the fitted height never exceeds.
        const themeMaxHeight = getComputedStyle(popup).maxHeight;
        stopPlacing = keepNextTo(input, popup, listboxLayout(themeMaxHeight));
      },
      () => {
        // The list still opens where the theme's CSS puts it; the next opening tries again.
        positioningRequested = false;
      },
    );
  };
  const stopPlacingListbox = (): void => {
    stopPlacing?.();
    stopPlacing = null;
  };

  const setState = (next: LiveSearchState): void => {
    state = next;
    wrap.dataset["state"] = next;
    fieldWrap.classList.toggle(LOADER_CLASS, next === "loading");
    if (next === "loading") popup.setAttribute("aria-busy", "true");
    else popup.removeAttribute("aria-busy");
  };

  const setActive = (index: number, scroll: boolean): void => {
    options[active]?.classList.remove(ACTIVE_OPTION_CLASS);
    options[active]?.setAttribute("aria-selected", "false");
    options[active]?.style.removeProperty("outline");
    active = index;
    const option = options[active];
    if (!option) {
      input.removeAttribute("aria-activedescendant");
      return;
    }
    option.classList.add(ACTIVE_OPTION_CLASS);
    option.setAttribute("aria-selected", "true");
    // Focus stays in the input, so the active option shows its own outline.
    option.style.outline = "3px solid currentColor";
    option.style.outlineOffset = "-3px";
    input.setAttribute("aria-activedescendant", option.id);
    if (scroll) option.scrollIntoView({ block: "nearest" });
  };

  const setOpen = (next: boolean): void => {
    const canOpen = next && popup.childElementCount > 0;
    open = canOpen;
    popup.hidden = !canOpen;
    input.setAttribute("aria-expanded", String(canOpen && options.length > 0));
    if (canOpen) startPlacing();
    else stopPlacingListbox();
    if (!canOpen) setActive(-1, false);
  };

  const clearResults = (): void => {
    options = [];
    active = -1;
    input.removeAttribute("aria-activedescendant");
    popup.replaceChildren();
    popup.removeAttribute("role");
    popup.removeAttribute("aria-label");
    shownTerm = "";
    view.setStatus("");
    setOpen(false);
  };

  const abortRequest = (): void => {
    request?.abort();
    request = null;
  };

  const goInactive = (): void => {
    if (debounceTimer !== undefined) window.clearTimeout(debounceTimer);
    debounceTimer = undefined;
    abortRequest();
    clearResults();
    setState("inactive");
  };

  const showResults = (fragment: DocumentFragment, term: string): void => {
    popup.replaceChildren(fragment);
    shownTerm = term;
    options = resultOptions(popup);
    options.forEach((option, index) => {
      option.id = uniqueId(`option-${index}`);
      option.setAttribute("role", "option");
      option.setAttribute("aria-selected", "false");
      option.tabIndex = -1;
      if (settings.urlNewWindow === "on") option.target = "_blank";
      if (option.target === "_blank") option.rel = "noopener noreferrer";
      const title = option.querySelector(".dipl_ajax_search_item_title");
      if (title) option.setAttribute("aria-labelledby", (title.id ||= uniqueId("title")));
      const excerpt = option.querySelector(".dipl_ajax_search_item_excerpt");
      if (excerpt) option.setAttribute("aria-describedby", (excerpt.id ||= uniqueId("excerpt")));
      for (const image of option.querySelectorAll("img")) if (!image.hasAttribute("alt")) image.alt = "";
      // An option's content is flat for assistive technology; its title is no heading of the page.
      for (const heading of option.querySelectorAll("h1, h2, h3, h4, h5, h6"))
        heading.setAttribute("role", "none");
    });
    if (options.length > 0) {
      popup.setAttribute("role", "listbox");
      popup.setAttribute("aria-label", SEARCH_MESSAGES.listLabel);
      view.setStatus(resultsAnnouncement(options.length));
    } else {
      popup.removeAttribute("role");
      popup.removeAttribute("aria-label");
      // The plugin's "no result" text is shown in the popup; screen readers hear it too.
      view.setStatus(popup.textContent?.trim() ?? "");
    }
    active = -1;
    setState("active");
    setOpen(document.activeElement === input);
  };

  const search = async (term: string): Promise<void> => {
    abortRequest();
    const searching = new AbortController();
    request = searching;
    const stop = (): void => searching.abort();
    signal.addEventListener("abort", stop, { once: true, signal: searching.signal });
    const nonce = nonceInput?.value ?? "";
    if (checkNonce(nonce) !== "ok") {
      // Read at each search: a script that rewrites the hidden field after mount is caught as well.
      context.log.warn(SEARCH_MESSAGES.unsafeNonce, nonceInput);
      goInactive();
      return;
    }
    setState("loading");
    try {
      const reply = await context.ajax.postAction(
        SEARCH_ACTION,
        buildSearchFields(settings, term, nonce),
        undefined,
        { signal: searching.signal },
      );
      if (searching.signal.aborted) return;
      if (reply.trim() === "") {
        goInactive();
        return;
      }
      reportInlineScripts(reply, context.log, wrap);
      const fragment = await context.html.toFragment(reply);
      if (searching.signal.aborted) return;
      // Only the plugin's results markup is shown; an error page or anything else is an ignored error.
      if (!fragment.querySelector(RESULTS_SELECTOR)) {
        goInactive();
        return;
      }
      showResults(fragment, term);
    } catch {
      // Spec 8: live search errors are ignored; the input simply keeps working.
      if (searching.signal.aborted) return;
      goInactive();
    } finally {
      if (request === searching) request = null;
      searching.abort();
    }
  };

  const onInput = (): void => {
    const term = input.value.trim();
    if (checkTerm(input.value) !== "ok") {
      goInactive();
      return;
    }
    if (term === shownTerm && state === "active") {
      setOpen(true);
      return;
    }
    if (debounceTimer !== undefined) window.clearTimeout(debounceTimer);
    // Fetched while the search runs, so the list is placed as soon as it opens.
    loadPositioning().catch(() => undefined);
    debounceTimer = context.disposables.setTimeout(() => {
      debounceTimer = undefined;
      void search(term);
    }, SEARCH_DEBOUNCE_MS);
  };

  const move = (step: 1 | -1): void => {
    if (options.length === 0) return;
    if (!open) setOpen(true);
    const next = active === -1 ? (step === 1 ? 0 : options.length - 1) : active + step;
    setActive((next + options.length) % options.length, true);
  };

  const onKeydown = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.metaKey || event.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
        if (options.length === 0) return;
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else move(1);
        return;
      case "ArrowUp":
        if (options.length === 0 || event.altKey) return;
        event.preventDefault();
        move(-1);
        return;
      case "Enter": {
        const option = open ? options[active] : undefined;
        if (!option) return;
        event.preventDefault();
        option.click();
        return;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else if (input.value !== "") {
          event.preventDefault();
          input.value = "";
          goInactive();
        }
        return;
      default:
        return;
    }
  };

  input.addEventListener("input", onInput, { signal });
  input.addEventListener("keydown", onKeydown, { signal });
  input.addEventListener(
    "click",
    () => {
      if (state === "active" && !open && input.value.trim() === shownTerm) setOpen(true);
    },
    { signal },
  );
  wrap.addEventListener(
    "focusout",
    (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && wrap.contains(next)) return;
      setOpen(false);
    },
    { signal },
  );
  popup.addEventListener(
    "pointermove",
    (event) => {
      const option = event.target instanceof Element ? event.target.closest("a") : null;
      const index = option ? options.indexOf(option) : -1;
      if (index !== -1 && index !== active) setActive(index, false);
    },
    { signal },
  );
  // A click on an option must not blur the input before the link follows.
  popup.addEventListener("mousedown", (event) => event.preventDefault(), { signal });
  setState("inactive");
  // A value typed before the script arrived (or restored by the browser) is searched for at once.
  if (checkTerm(input.value) === "ok") onInput();

  return () => {
    controller.abort();
    if (debounceTimer !== undefined) window.clearTimeout(debounceTimer);
    abortRequest();
    stopPlacingListbox();
  };
}
