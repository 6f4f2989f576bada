import { mountIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { parseTicker } from "./parse";
import { RotatingTicker, StaticTicker } from "./TrendingTicker";

let tickers = 0;

/**
 * The root lives in an element of its own, outside the page: the ticker keeps its children where the server put
 * them, and the root writes into them and adds its button.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseTicker(element);
  if (!parsed.ok) return context.decline(parsed.reason, element);
  const { model } = parsed;
  const root = element.ownerDocument.createElement("div");
  // Nothing to rotate, or motion unwanted: every post stays listed.
  if (model.items.length === 1 || context.reducedMotion()) {
    return mountIsland(root, context, () => <StaticTicker model={model} />);
  }
  tickers += 1;
  const listId = model.list.id || `enhance-trending-ticker-${tickers}`;
  return mountIsland(root, context, () => <RotatingTicker model={model} context={context} listId={listId} />);
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
