import type { Bus } from "../../../core/bus";
import type { EnhanceEvents } from "../../../core/events";
import type { StickyEngine } from "./engine";
import type { StickySettings as ParsedStickySettings } from "./settings";

/**
 * The sticky modules' side of the builder frame (spec 4 "Sticky modules"): each `builder:sticky-settings` carries
 * every sticky module of the page, so the engine removes the gone ones, updates the changed ones and creates the
 * new ones; a new view mode or scroll location (`builder:view-state`) ends every sticky state and recalculates,
 * as a breakpoint change does. Returns the function that stops listening.
 */
export function followBuilderFrame(
  bus: Bus,
  engine: Pick<StickyEngine, "update" | "deviceChanged">,
  parse: (record: Readonly<Record<string, unknown>>) => ParsedStickySettings[],
): () => void {
  const onSettings = ({ settings }: EnhanceEvents["builder:sticky-settings"]): void => {
    // Keyed by id as `et_pb_sticky_elements` is: the parser checks every entry and warns of bad ones.
    const record: Record<string, unknown> = {};
    for (const entry of Array.isArray(settings) ? settings : []) record[String(entry?.id)] = entry;
    engine.update(parse(record));
  };
  const onViewState = (): void => engine.deviceChanged();
  bus.on("builder:sticky-settings", onSettings);
  bus.on("builder:view-state", onViewState);
  return () => {
    bus.off("builder:sticky-settings", onSettings);
    bus.off("builder:view-state", onViewState);
  };
}
