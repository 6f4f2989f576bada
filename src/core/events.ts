import type { BuilderFrameEvents, BuilderViewState } from "../builder/frame/api";
import type { Device } from "./breakpoints";

/**
 * Every event on the bus, in one place. Modules talk to each other only through these.
 *
 * - `device:change`: the breakpoint class changed (phone <= 767, tablet 768-980, desktop > 980).
 * - `module:mounted` / `module:unmounted`: the boot mounted or removed a module instance.
 * - `module:error`: a module failed to load, mount or unmount; every other module keeps working.
 * - `hash:change`: the deep-link entries after the hash was read (on load and on every hashchange).
 * - `content:inserted`: server HTML was put into the page (a feed page, a search result, a form reply); text
 *   enhancers such as affiliate links process the new container.
 * - `mobile-menu:close`: asks the mobile menu of the header or menu module `within` to close at once (the search
 *   overlay sends it when it opens). A mobile menu there closes and sets `handled`, so a sender with no mobile
 *   menu mounted falls back to the theme's classes.
 * - `form:converted`: a form was submitted and the server accepted it (the contact form's conversion goal, read
 *   by A/B goal tracking); `form` is the module element, `formNumber` the theme's `et_pb_contact_form_N` number.
 * - `fixed-header:change`: the theme's fixed header changed state or size; `height` is how much of the top of the
 *   viewport it covers while shown (its fixed parts, `#top-header` included; 0 where the theme's CSS does not fix
 *   it), and while `hidden` it covers nothing. Sticky modules keep clear of it from this alone, never reading the
 *   header's markup. Sent on each change and in answer to `fixed-header:request`.
 * - `fixed-header:request`: a module that starts after the fixed header asks for its current state, so it does not
 *   wait for the next change (modules load in any order).
 * - `builder:*` (builder contexts only, `src/builder/frame/api.ts`): the editor's requests to the page (refresh,
 *   view mode, scroll-to, sticky settings, scroll location), and `builder:view-state`, which the page sends once a
 *   view mode or scroll location is in force, for sticky and scroll code.
 */
export type EnhanceEvents = {
  "device:change": { device: Device; previous: Device };
  "module:mounted": { name: string; element: Element; loadMs: number; mountMs: number };
  "module:unmounted": { name: string; element: Element };
  "module:error": {
    name: string;
    element: Element | null;
    phase: "load" | "mount" | "render" | "unmount";
    error: unknown;
  };
  "hash:change": { entries: readonly HashEntry[] };
  "content:inserted": { container: Element; source: string };
  "form:converted": { form: Element; kind: string; formNumber: number | null };
  "mobile-menu:close": MobileMenuCloseRequest;
  "fixed-header:change": { state: FixedHeaderState; height: number };
  "fixed-header:request": undefined;
  "builder:view-state": BuilderViewState;
} & BuilderFrameEvents;

/** What `mobile-menu:close` carries: the listener that closes a menu inside `within` sets `handled`. */
export interface MobileMenuCloseRequest {
  readonly within: Element;
  handled: boolean;
}

/** The fixed header's states: at the top of the page, fixed and shown once scrolled, slid away on scroll down. */
export type FixedHeaderState = "static" | "fixed" | "hidden";

/** One `id|state|state` entry of the deep-link hash. */
export interface HashEntry {
  readonly id: string;
  readonly params: readonly string[];
}
