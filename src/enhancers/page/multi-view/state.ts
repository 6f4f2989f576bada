import type { Device } from "../../../core/breakpoints";
import { classTokens, type ByMode, type Mode, type MultiViewSettings, type StyleValue } from "./parse";

/**
 * What a multi-view element shows in a given state (spec 4 "Device class" and "Multi-view hover"), and how its
 * hover state follows the mouse, taps, keyboard focus and the header and footer. Pure functions: no DOM.
 */

/** The theme's class for a multi-view element hidden in the current state (display:none in its CSS). */
export const HIDDEN_CLASS = "et_multi_view_hidden";

export interface ViewState {
  readonly device: Device;
  readonly hovered: boolean;
}

/** A device without a value takes the next wider device's: phone, then tablet, then desktop. */
export const DEVICE_FALLBACKS: Readonly<Record<Device, readonly Device[]>> = {
  desktop: ["desktop"],
  tablet: ["tablet", "desktop"],
  phone: ["phone", "tablet", "desktop"],
};

/**
 * The modes tried, in order, for a value in `state`. A hover value wins while hovered; a context without one
 * keeps the current device's value (hovering on a tablet keeps the tablet text when only the image changes).
 */
export function modeChain(state: ViewState): readonly Mode[] {
  const devices = DEVICE_FALLBACKS[state.device];
  return state.hovered ? ["hover", ...devices] : devices;
}

export function pick<T>(byMode: ByMode<T>, chain: readonly Mode[]): T | undefined {
  for (const mode of chain) {
    const value = byMode[mode];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The element as the server rendered it, for every name the payload mentions. */
export interface Originals {
  /** Null: the attribute was absent. */
  readonly attributes: Readonly<Record<string, string | null>>;
  /** Null: no inline value. */
  readonly styles: Readonly<Record<string, StyleValue | null>>;
  readonly classes: Readonly<Record<string, boolean>>;
  readonly hidden: boolean;
}

/** What the element should show; `null` content means the server's own nodes. */
export interface View {
  readonly content: string | null;
  /** Null: remove the attribute. */
  readonly attributes: Readonly<Record<string, string | null>>;
  readonly styles: Readonly<Record<string, StyleValue | null>>;
  readonly classes: Readonly<Record<string, boolean>>;
  /** Null: visibility is not managed by this payload. */
  readonly hidden: boolean | null;
}

/** The payload sets `class` token by token, so classes other scripts add (the swapped marker) stay. */
const CLASS_ATTRIBUTE = "class";
/** A new `src` on an image would lose to the server's `srcset`, so those go while the source differs. */
const RESPONSIVE_IMAGE_ATTRIBUTES = ["srcset", "sizes"] as const;

/** Every attribute name the payload sets (except class), plus srcset/sizes for an image whose src it sets. */
export function attributeNames(settings: MultiViewSettings, isImage: boolean): string[] {
  const names = new Set<string>();
  for (const values of Object.values(settings.attributes)) {
    for (const name of Object.keys(values)) if (name.toLowerCase() !== CLASS_ATTRIBUTE) names.add(name);
  }
  if (isImage && names.has("src") && !names.has("srcset")) {
    for (const name of RESPONSIVE_IMAGE_ATTRIBUTES) names.add(name);
  }
  return [...names];
}

export function styleNames(settings: MultiViewSettings): string[] {
  return [...new Set(Object.values(settings.styles).flatMap((values) => Object.keys(values)))];
}

function classAttribute(values: Readonly<Record<string, string>> | undefined): string | undefined {
  if (!values) return undefined;
  const key = Object.keys(values).find((name) => name.toLowerCase() === CLASS_ATTRIBUTE);
  return key === undefined ? undefined : values[key];
}

/** Every class token the payload adds or removes, through `classes` or a `class` attribute. */
export function classNames(settings: MultiViewSettings): string[] {
  const names = new Set<string>();
  for (const changes of Object.values(settings.classes)) {
    for (const name of [...changes.add, ...changes.remove]) names.add(name);
  }
  for (const values of Object.values(settings.attributes)) {
    const value = classAttribute(values);
    if (value !== undefined) for (const name of classTokens(value)) names.add(name);
  }
  return [...names];
}

/**
 * Whether `name` is present in `mode`, or undefined when that mode says nothing about it. The `classes` context
 * wins over a `class` attribute in the same mode, and a removal over an addition.
 */
function classInMode(settings: MultiViewSettings, mode: Mode, name: string): boolean | undefined {
  const changes = settings.classes[mode];
  if (changes?.remove.includes(name)) return false;
  if (changes?.add.includes(name)) return true;
  const value = classAttribute(settings.attributes[mode]);
  if (value !== undefined) return classTokens(value).includes(name);
  return undefined;
}

/** The value of `name` from the first mode of the chain that sets it. */
export function pickNamed<T>(
  byMode: ByMode<Readonly<Record<string, T>>>,
  name: string,
  chain: readonly Mode[],
): T | undefined {
  for (const mode of chain) {
    const values = byMode[mode];
    if (values && Object.hasOwn(values, name)) return values[name];
  }
  return undefined;
}

function hasValues(byMode: ByMode<unknown>): boolean {
  return Object.keys(byMode).length > 0;
}

/** What the element shows in `state`: each value from the first mode of the chain that has it, else the original. */
export function resolveView(
  settings: MultiViewSettings,
  state: ViewState,
  originals: Originals,
  isImage: boolean,
): View {
  const chain = modeChain(state);
  const content = pick(settings.content, chain);
  const attributes: Record<string, string | null> = {};
  for (const name of attributeNames(settings, isImage)) {
    attributes[name] = pickNamed(settings.attributes, name, chain) ?? originals.attributes[name] ?? null;
  }
  const named = attributeNames(settings, false);
  if (isImage && named.includes("src") && !named.includes("srcset")) {
    const changed = attributes["src"] !== (originals.attributes["src"] ?? null);
    for (const name of RESPONSIVE_IMAGE_ATTRIBUTES) {
      if (name === "sizes" && named.includes("sizes")) continue;
      attributes[name] = changed ? null : (originals.attributes[name] ?? null);
    }
  }
  const styles: Record<string, StyleValue | null> = {};
  for (const name of styleNames(settings)) {
    styles[name] = pickNamed(settings.styles, name, chain) ?? originals.styles[name] ?? null;
  }
  const classes: Record<string, boolean> = {};
  for (const name of classNames(settings)) {
    let present: boolean | undefined;
    for (const mode of chain) {
      present = classInMode(settings, mode, name);
      if (present !== undefined) break;
    }
    classes[name] = present ?? originals.classes[name] ?? false;
  }
  const visible = pick(settings.visibility, chain);
  return {
    // The server renders the desktop value, so showing it means showing the server's own nodes.
    content: content === undefined || content === settings.content.desktop ? null : content,
    attributes,
    styles,
    classes,
    hidden: hasValues(settings.visibility) ? (visible === undefined ? originals.hidden : !visible) : null,
  };
}

/** The server's state as a view: what the element shows before the script changes anything. */
export function originalView(settings: MultiViewSettings, originals: Originals, isImage: boolean): View {
  const attributes: Record<string, string | null> = {};
  for (const name of attributeNames(settings, isImage)) attributes[name] = originals.attributes[name] ?? null;
  const styles: Record<string, StyleValue | null> = {};
  for (const name of styleNames(settings)) styles[name] = originals.styles[name] ?? null;
  const classes: Record<string, boolean> = {};
  for (const name of classNames(settings)) classes[name] = originals.classes[name] ?? false;
  return {
    content: null,
    attributes,
    styles,
    classes,
    hidden: hasValues(settings.visibility) ? originals.hidden : null,
  };
}

/** The differences between two views (content aside): only these are written to the page. */
export interface ViewChanges {
  readonly attributes: Readonly<Record<string, string | null>>;
  readonly styles: Readonly<Record<string, StyleValue | null>>;
  readonly classes: Readonly<Record<string, boolean>>;
  readonly hidden: boolean | null;
}

function sameStyle(a: StyleValue | null | undefined, b: StyleValue | null | undefined): boolean {
  return (a ?? null) === (b ?? null) || (!!a && !!b && a.value === b.value && a.priority === b.priority);
}

export function diffViews(previous: View, next: View): ViewChanges {
  const attributes: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(next.attributes)) {
    if (previous.attributes[name] !== value) attributes[name] = value;
  }
  const styles: Record<string, StyleValue | null> = {};
  for (const [name, value] of Object.entries(next.styles)) {
    if (!sameStyle(previous.styles[name], value)) styles[name] = value;
  }
  const classes: Record<string, boolean> = {};
  for (const [name, present] of Object.entries(next.classes)) {
    if (previous.classes[name] !== present) classes[name] = present;
  }
  return {
    attributes,
    styles,
    classes,
    hidden: next.hidden !== null && next.hidden !== previous.hidden ? next.hidden : null,
  };
}

/** What holds the hover state: a mouse over the module, keyboard focus inside it, a tap on a touch screen. */
export interface HoverSources {
  readonly mouse: boolean;
  readonly focus: boolean;
  readonly touch: boolean;
}

export const NOT_HOVERED: HoverSources = { mouse: false, focus: false, touch: false };

export type HoverInput =
  | { readonly type: "mouse-enter" }
  | { readonly type: "mouse-leave" }
  | { readonly type: "focus-in" }
  | { readonly type: "focus-out" }
  /** A tap (touch or pen) on the module; `clickable`: it would follow a link or press a button. */
  | { readonly type: "tap"; readonly clickable: boolean }
  /** A tap somewhere else on the page. */
  | { readonly type: "tap-outside" }
  /** Escape: hover content is dismissible without moving the pointer or focus (WCAG 1.4.13). */
  | { readonly type: "escape" }
  /** The pointer entered or left the page's header or footer. */
  | { readonly type: "header-footer" };

export interface HoverStep {
  readonly sources: HoverSources;
  /** The tap's click must not go through (the first tap on a link only shows the hover state). */
  readonly preventClick: boolean;
}

export function isHovered(sources: HoverSources): boolean {
  return sources.mouse || sources.focus || sources.touch;
}

/**
 * Spec 4 "Multi-view hover": normal to hovered on mouse enter and back on leave; on touch the first tap hovers
 * (and, on a link or button, does not click), the second resets and clicks; entering or leaving the header or
 * footer resets.
 */
export function reduceHover(sources: HoverSources, input: HoverInput): HoverStep {
  const step = (next: HoverSources, preventClick = false): HoverStep => ({ sources: next, preventClick });
  switch (input.type) {
    case "mouse-enter":
      return step({ ...sources, mouse: true });
    case "mouse-leave":
      return step({ ...sources, mouse: false });
    case "focus-in":
      return step({ ...sources, focus: true });
    case "focus-out":
      return step({ ...sources, focus: false });
    case "tap":
      if (isHovered(sources)) return step(NOT_HOVERED);
      return step({ ...NOT_HOVERED, touch: true }, input.clickable);
    case "tap-outside":
      return step({ ...sources, touch: false });
    case "escape":
    case "header-footer":
      return step(NOT_HOVERED);
  }
}
