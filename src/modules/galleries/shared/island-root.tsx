import type { ReactNode } from "react";
import { mountIsland, type ParseResult } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";

/**
 * Mounts a gallery's or portfolio's React root in an element of its own, outside the page. The module's nodes
 * stay exactly where the server put them (the theme's child selectors keep matching); the root reaches them
 * through portals for what it adds and through effects for the state it sets. Markup that is not what the
 * module expects is declined with the reason and left as it is.
 */
export function mountBesideHost<T>(
  host: HTMLElement,
  context: ModuleContext,
  parsed: ParseResult<T>,
  render: (model: T) => ReactNode,
): Cleanup | undefined {
  if (!parsed.ok) return context.decline(parsed.reason, host);
  return mountIsland(host.ownerDocument.createElement("div"), context, () => render(parsed.model));
}
