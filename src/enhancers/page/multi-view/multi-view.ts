import type { Cleanup, ModuleContext } from "../../../boot/types";
import type { Device } from "../../../core/breakpoints";
import {
  elementAttributeProblem,
  hasHoverValues,
  isMarkup,
  MULTI_VIEW_ATTRIBUTE,
  parseMultiView,
  type MultiViewSettings,
  type StyleValue,
} from "./parse";
import {
  attributeNames,
  classNames,
  diffViews,
  HIDDEN_CLASS,
  isHovered,
  NOT_HOVERED,
  originalView,
  reduceHover,
  resolveView,
  styleNames,
  type HoverInput,
  type Originals,
  type View,
  type ViewState,
} from "./state";

/**
 * Multi-view elements (`[data-et-multi-view]`, spec 3 and 4): content, attributes, styles, classes and visibility
 * per desktop, tablet and phone, switched on `device:change`, and per hover, shown while the mouse is over the
 * module, while keyboard focus is inside it, or after a first tap on a touch screen.
 *
 * Content swaps move nodes: the server's own nodes are put aside and put back, and a markup value is parsed once,
 * through the HTML sink, then moved in and out like them. Plain text is a text node. Nothing is re-serialised.
 */

/** The theme's CSS hides `[data-et-multi-view-load-<device>-hidden=true]` until this class says the device's
 * values are in place. */
export const SWAPPED_CLASS = "et_multi_view_swapped";
/** The theme's image fade: hidden while a new source loads, faded in once loaded. */
export const IMAGE_LOADING_CLASS = "et_multi_view_image__loading";
export const IMAGE_LOADED_CLASS = "et_multi_view_image__loaded";
/** Marks the element whose hover shows the hover values. */
export const HOVER_SELECTOR_CLASS = "et_multi_view__hover_selector";
/** Spec 4: entering or leaving these resets every hover state. */
export const HEADER_FOOTER_SELECTOR = "#top-header, #main-header, #main-footer, .et-l--header, .et-l--footer";
/** Without a `hover_selector`, a button hovers alone and anything else with its module. */
export const DEFAULT_HOVER_SCOPE = ".et_pb_button, .et_pb_module";
/** A `target` selector is looked up inside the element's module, never the whole page. */
export const TARGET_SCOPE = ".et_pb_module";
/** What a tap would activate: spec 4 "clicks if clickable". */
export const CLICKABLE_SELECTOR =
  'a[href], button, [role="button"], [role="link"], input[type="submit"], input[type="button"], input[type="image"], .et_clickable';

type Warn = (message: string) => void;

/** A short name for warnings: tag, id, first classes and the module's order class. */
export function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : "";
  const classes = [...element.classList]
    .slice(0, 2)
    .map((name) => `.${name}`)
    .join("");
  const module = element.closest(".et_pb_module");
  const order =
    module && module !== element
      ? [...module.classList].find((name) => /^et_pb_[a-z_]+_\d+(_tb_[a-z]+)?$/.test(name))
      : undefined;
  return `${element.tagName.toLowerCase()}${id}${classes}${order ? ` in .${order}` : ""}`;
}

function queryAll(scope: Element, selector: string): HTMLElement[] | null {
  try {
    const found = scope.matches(selector) ? [scope] : [];
    found.push(...scope.querySelectorAll(selector));
    return found.filter((element): element is HTMLElement => element instanceof HTMLElement);
  } catch {
    return null;
  }
}

/** The elements the values apply to: `target` within the element's module, else the element itself. */
export function resolveTargets(element: HTMLElement, target: string | null, warn: Warn): HTMLElement[] {
  if (target === null) return [element];
  const found = queryAll(element.closest(TARGET_SCOPE) ?? element, target);
  if (found === null) warn(`target ${JSON.stringify(target)} is not a selector; using the element itself`);
  else if (found.length === 0)
    warn(`target ${JSON.stringify(target)} matched nothing; using the element itself`);
  else return found;
  return [element];
}

/** The element whose hover shows the hover values: the `hover_selector` ancestor, else the button or module. */
export function resolveHoverTarget(element: HTMLElement, selector: string | null, warn: Warn): HTMLElement {
  if (selector !== null) {
    try {
      const found =
        element.closest(selector) ?? (element.closest(TARGET_SCOPE) ?? element).querySelector(selector);
      if (found instanceof HTMLElement) return found;
      warn(`hover_selector ${JSON.stringify(selector)} matched nothing; hovering the module`);
    } catch {
      warn(`hover_selector ${JSON.stringify(selector)} is not a selector; hovering the module instead`);
    }
  }
  return element.closest<HTMLElement>(DEFAULT_HOVER_SCOPE) ?? element;
}

/** Whether a tap on `tapped` would follow a link or press a button (inside the module, or the module itself). */
export function isClickable(tapped: Element): boolean {
  return tapped.closest(CLICKABLE_SELECTOR) !== null;
}

/** Keyboard focus, not the focus a click or tap gives a link. */
function focusIsVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

const hoverTargets = new WeakMap<Element, number>();

function retainHoverTarget(target: Element): void {
  hoverTargets.set(target, (hoverTargets.get(target) ?? 0) + 1);
  target.classList.add(HOVER_SELECTOR_CLASS);
}

function releaseHoverTarget(target: Element): void {
  const count = (hoverTargets.get(target) ?? 1) - 1;
  hoverTargets.set(target, count);
  if (count <= 0) target.classList.remove(HOVER_SELECTOR_CLASS);
}

function snapshot(target: HTMLElement, settings: MultiViewSettings, isImage: boolean): Originals {
  const attributes: Record<string, string | null> = {};
  for (const name of attributeNames(settings, isImage)) attributes[name] = target.getAttribute(name);
  const styles: Record<string, StyleValue | null> = {};
  for (const name of styleNames(settings)) {
    const value = target.style.getPropertyValue(name);
    styles[name] = value === "" ? null : { value, priority: target.style.getPropertyPriority(name) };
  }
  const classes: Record<string, boolean> = {};
  for (const name of classNames(settings)) classes[name] = target.classList.contains(name);
  return { attributes, styles, classes, hidden: target.classList.contains(HIDDEN_CLASS) };
}

/**
 * The settings as they may apply to `target`: attributes that are safe on some elements but not on this one (a
 * URL on a frame, an inline image outside an image) are dropped, with a warning naming them.
 */
export function settingsForTarget(
  target: Element,
  settings: MultiViewSettings,
  warn: Warn,
): MultiViewSettings {
  const attributes: MultiViewSettings["attributes"] = {};
  let dropped = false;
  for (const [mode, values] of Object.entries(settings.attributes)) {
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) {
      const problem = elementAttributeProblem(target.tagName, name, value);
      if (problem === null) kept[name] = value;
      else {
        dropped = true;
        warn(`schema.attrs.${mode}.${name}: ${problem}; ignored`);
      }
    }
    attributes[mode as keyof MultiViewSettings["attributes"]] = kept;
  }
  return dropped ? { ...settings, attributes } : settings;
}

interface TargetView {
  /** Writes the view of `state`; resolves once its content is in place. */
  apply(state: ViewState, hoverChange: boolean): Promise<void>;
}

function createTargetView(
  target: HTMLElement,
  payload: MultiViewSettings,
  context: ModuleContext,
  warn: Warn,
): TargetView {
  const settings = settingsForTarget(target, payload, warn);
  const isImage = target instanceof HTMLImageElement;
  const originals = snapshot(target, settings, isImage);
  let current: View = originalView(settings, originals, isImage);
  const managesContent = Object.keys(settings.content).length > 0;
  /** Content not on the page, by value (null: the server's own nodes), ready to be moved back in. */
  const stash = new Map<string | null, Node[]>();
  const parsing = new Map<string, Promise<Node[] | null>>();
  let shown: string | null = null;
  let wanted: string | null = null;
  let imageLoad: AbortController | null = null;
  context.disposables.add(() => imageLoad?.abort());

  const fadeInNewImage = (): void => {
    imageLoad?.abort();
    const controller = new AbortController();
    imageLoad = controller;
    target.classList.remove(IMAGE_LOADED_CLASS);
    target.classList.add(IMAGE_LOADING_CLASS);
    const settle = (event: Event): void => {
      controller.abort();
      target.classList.remove(IMAGE_LOADING_CLASS);
      if (event.type === "load" && !context.reducedMotion()) target.classList.add(IMAGE_LOADED_CLASS);
    };
    target.addEventListener("load", settle, { signal: controller.signal });
    target.addEventListener("error", settle, { signal: controller.signal });
  };

  const write = (next: View): void => {
    const changes = diffViews(current, next);
    for (const [name, value] of Object.entries(changes.attributes)) {
      if (value === null) target.removeAttribute(name);
      else {
        if (isImage && name.toLowerCase() === "src") fadeInNewImage();
        target.setAttribute(name, value);
      }
    }
    for (const [name, value] of Object.entries(changes.styles)) {
      if (value === null) target.style.removeProperty(name);
      else target.style.setProperty(name, value.value, value.priority);
    }
    for (const [name, present] of Object.entries(changes.classes)) target.classList.toggle(name, present);
    if (changes.hidden !== null) {
      target.classList.toggle(HIDDEN_CLASS, changes.hidden);
      target.toggleAttribute("hidden", changes.hidden);
    }
    current = next;
  };

  const swapIn = (key: string | null, nodes: Node[]): void => {
    stash.set(shown, [...target.childNodes]);
    target.replaceChildren(...nodes);
    stash.delete(key);
    shown = key;
  };

  const parse = (html: string): Promise<Node[] | null> => {
    let request = parsing.get(html);
    if (!request) {
      request = context.html.toFragment(html).then(
        (fragment) => [...fragment.childNodes],
        (error: unknown) => {
          warn(`content could not be read (${error instanceof Error ? error.message : String(error)})`);
          return null;
        },
      );
      parsing.set(html, request);
    }
    return request;
  };

  const showContent = async (key: string | null, hoverChange: boolean): Promise<void> => {
    wanted = key;
    if (key === shown) return;
    const focused = document.activeElement;
    // A hover change never pulls the focused link or button out of the page under the visitor.
    if (hoverChange && focused && focused !== target && target.contains(focused)) return;
    const stashed = stash.get(key);
    if (stashed) return swapIn(key, stashed);
    if (key === null) return;
    if (!isMarkup(key)) return swapIn(key, [document.createTextNode(key)]);
    const nodes = await parse(key);
    parsing.delete(key);
    if (nodes === null || context.signal.aborted || shown === key) return;
    // Another call waiting for the same parse got there first and put the nodes aside.
    const earlier = stash.get(key);
    if (earlier) {
      if (wanted === key) swapIn(key, earlier);
      return;
    }
    if (wanted !== key) {
      stash.set(key, nodes);
      return;
    }
    swapIn(key, nodes);
    context.bus.emit("content:inserted", { container: target, source: "multi-view" });
  };

  return {
    apply(state, hoverChange) {
      const next = resolveView(settings, state, originals, isImage);
      write(next);
      return managesContent ? showContent(next.content, hoverChange) : Promise.resolve();
    },
  };
}

function watchHover(
  element: HTMLElement,
  settings: MultiViewSettings,
  context: ModuleContext,
  warn: Warn,
  onChange: (hovered: boolean) => void,
): void {
  const hoverTarget = resolveHoverTarget(element, settings.hoverSelector, warn);
  retainHoverTarget(hoverTarget);
  context.disposables.add(() => releaseHoverTarget(hoverTarget));
  const { signal } = context;
  let sources = NOT_HOVERED;
  let lastPointerType = "";
  let outside: AbortController | null = null;
  context.disposables.add(() => outside?.abort());

  const send = (input: HoverInput): boolean => {
    const was = isHovered(sources);
    const step = reduceHover(sources, input);
    sources = step.sources;
    if (sources.touch && !outside) {
      outside = new AbortController();
      document.addEventListener(
        "pointerdown",
        (event) => {
          if (!(event.target instanceof Node && hoverTarget.contains(event.target))) {
            send({ type: "tap-outside" });
          }
        },
        { capture: true, passive: true, signal: outside.signal },
      );
    } else if (!sources.touch && outside) {
      outside.abort();
      outside = null;
    }
    if (isHovered(sources) !== was) onChange(isHovered(sources));
    return step.preventClick;
  };

  const passive = { passive: true, signal };
  hoverTarget.addEventListener(
    "pointerenter",
    (event) => event.pointerType === "mouse" && send({ type: "mouse-enter" }),
    passive,
  );
  hoverTarget.addEventListener(
    "pointerleave",
    (event) => event.pointerType === "mouse" && send({ type: "mouse-leave" }),
    passive,
  );
  hoverTarget.addEventListener("pointerdown", (event) => (lastPointerType = event.pointerType), passive);
  // Capture, so the first tap's click is stopped before the link or another script acts on it.
  hoverTarget.addEventListener(
    "click",
    (event) => {
      const ownType = (event as Partial<PointerEvent>).pointerType;
      const pointerType = typeof ownType === "string" && ownType !== "" ? ownType : lastPointerType;
      lastPointerType = "";
      if (pointerType !== "touch" && pointerType !== "pen") return;
      const tapped = event.target instanceof Element ? event.target : hoverTarget;
      if (send({ type: "tap", clickable: isClickable(tapped) })) event.preventDefault();
    },
    { capture: true, signal },
  );
  // Keyboard users see what mouse users see on hover (WCAG 1.4.13): focus inside shows it, Escape dismisses it.
  hoverTarget.addEventListener(
    "focusin",
    (event) => event.target instanceof Element && focusIsVisible(event.target) && send({ type: "focus-in" }),
    { signal },
  );
  hoverTarget.addEventListener(
    "focusout",
    (event) => {
      if (event.relatedTarget instanceof Node && hoverTarget.contains(event.relatedTarget)) return;
      send({ type: "focus-out" });
    },
    { signal },
  );
  hoverTarget.addEventListener(
    "keydown",
    (event) => event.key === "Escape" && isHovered(sources) && send({ type: "escape" }),
    { signal },
  );
  const reset = (): void => void send({ type: "header-footer" });
  for (const region of document.querySelectorAll(HEADER_FOOTER_SELECTOR)) {
    region.addEventListener("pointerenter", reset, passive);
    region.addEventListener("pointerleave", reset, passive);
  }
}

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const label = describeElement(element);
  const warn: Warn = (message) => context.log.warn(`multi-view ${label}: ${message}`, element);
  const { settings, problems } = parseMultiView(element.getAttribute(MULTI_VIEW_ATTRIBUTE));
  for (const problem of problems) warn(problem);
  if (!settings) return undefined;

  const views = resolveTargets(element, settings.target, warn).map((target) =>
    createTargetView(target, settings, context, warn),
  );
  let state: ViewState = { device: context.device(), hovered: false };
  const render = (hoverChange: boolean): Promise<unknown> =>
    Promise.all(views.map((view) => view.apply(state, hoverChange)));

  element.dataset["state"] = "normal";
  void render(false).then(() => {
    if (!context.signal.aborted) element.classList.add(SWAPPED_CLASS);
  });

  const onDeviceChange = ({ device }: { device: Device }): void => {
    if (device === state.device) return;
    state = { ...state, device };
    void render(false);
  };
  context.bus.on("device:change", onDeviceChange);
  context.disposables.add(() => context.bus.off("device:change", onDeviceChange));

  if (hasHoverValues(settings)) {
    watchHover(element, settings, context, warn, (hovered) => {
      state = { ...state, hovered };
      element.dataset["state"] = hovered ? "hover" : "normal";
      void render(true);
    });
  }
  return undefined;
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
