import { flushSync } from "react-dom";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { followBuilderFrame } from "./builder-sync";
import { createStickyEngine } from "./engine";
import { mountStickyModule } from "./StickyModule";
import { headerSectionSettings, parseStickySettings, type StickySettings, type Warn } from "./settings";

/**
 * Sticky modules (spec 4 "Sticky modules", spec 3 sticky settings): reads `et_pb_sticky_elements`, adds the
 * sticky header section of a theme-builder header the config misses, and hands them to the page's one engine,
 * which mounts a small React root per sticky module to show its state and placeholder.
 * In the builder, each settings change the builder sends (`ETBuilderStickySettingsSyncs`) removes the modules
 * that are gone, updates the changed ones and creates the new ones.
 */

/** The builder's window event carrying every sticky entry after a change. */
export const BUILDER_SETTINGS_EVENT = "ETBuilderStickySettingsSyncs";
const HEADER_SECTION_ORDER_CLASS = /^et_pb_section_\d+_tb_header$/;

/** Every entry of a settings record, parsed; bad entries are dropped with a warning. */
export function readSettings(record: Readonly<Record<string, unknown>>, warn: Warn): StickySettings[] {
  const list: StickySettings[] = [];
  for (const [key, entry] of Object.entries(record)) {
    const settings = parseStickySettings(key, entry, warn);
    if (settings) list.push(settings);
  }
  return list;
}

/** Sections of the theme-builder header marked sticky by the server without an entry of their own. */
export function headerSections(root: ParentNode, known: readonly StickySettings[]): StickySettings[] {
  const named = new Set(known.map((settings) => settings.className));
  const found: StickySettings[] = [];
  for (const section of root.querySelectorAll(".et-l--header .et_pb_section.et_pb_sticky_module")) {
    const orderClass = [...section.classList].find((name) => HEADER_SECTION_ORDER_CLASS.test(name));
    if (!orderClass || [...section.classList].some((name) => named.has(name))) continue;
    found.push(headerSectionSettings(orderClass));
  }
  return found;
}

export function mount(_body: HTMLElement, context: ModuleContext): Cleanup {
  const warn: Warn = (message) => context.log.warn(message);
  let unmounted = false;
  // In the builder the top window may scroll the page, at the zoom's scale: that code loads only there. Unmounted
  // before it arrived, there is no page to watch: the viewport is never made, so it never listens on the bus.
  const viewport = context.builder.active
    ? import("./builder-viewport").then(({ builderViewport }) => {
        if (unmounted) throw new Error("sticky modules unmounted before the builder viewport loaded");
        return builderViewport(context.bus);
      })
    : undefined;
  const engine = createStickyEngine({
    log: context.log,
    device: () => context.device(),
    reducedMotion: () => context.reducedMotion(),
    themeBuilder: context.builder.context === "theme-builder",
    bus: context.bus,
    attach: (element, store) => mountStickyModule(element, store, context),
    commitRoots: (publish) => flushSync(publish),
    viewport,
  });
  const fromConfig = readSettings(context.config.sticky, warn);
  engine.update([...fromConfig, ...headerSections(document, fromConfig)]);

  const onDeviceChange = (): void => engine.deviceChanged();
  context.bus.on("device:change", onDeviceChange);

  const onBuilderSettings = (event: Event): void => {
    const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
    const settings =
      typeof detail === "object" && detail !== null ? (detail as { settings?: unknown }).settings : undefined;
    if (typeof settings !== "object" || settings === null || Array.isArray(settings)) {
      warn(`${BUILDER_SETTINGS_EVENT}: expected detail.settings to be an object; ignored`);
      return;
    }
    const list = readSettings(settings as Record<string, unknown>, warn);
    engine.update([...list, ...headerSections(document, list)]);
  };
  let stopFollowingBuilder = (): void => undefined;
  if (context.builder.active) {
    window.addEventListener(BUILDER_SETTINGS_EVENT, onBuilderSettings, { signal: context.signal });
    stopFollowingBuilder = followBuilderFrame(context.bus, engine, (record) => {
      const list = readSettings(record, warn);
      return [...list, ...headerSections(document, list)];
    });
  }

  return () => {
    unmounted = true;
    stopFollowingBuilder();
    void viewport?.then(
      (source) => source.stop(),
      () => undefined,
    );
    window.removeEventListener(BUILDER_SETTINGS_EVENT, onBuilderSettings);
    context.bus.off("device:change", onDeviceChange);
    engine.destroy();
  };
}
