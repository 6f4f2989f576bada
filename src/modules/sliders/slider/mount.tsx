import type { ReactNode } from "react";
import { mountParsedIsland, type ParseResult } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { prepareHost } from "./host";
import { adoptSliderStyles } from "./styles";

export interface SliderMount<T> {
  readonly parsed: ParseResult<T>;
  /** Problems found in the options (a malformed speed): logged, with the safe default already applied. */
  readonly problems: readonly string[];
  /** The carousel's name when the module has none. */
  readonly label: string;
  render(model: T): ReactNode;
  /** Undoes what a variant wrote on server nodes it does not render (classes, attributes, inline styles). */
  restore?(): void;
}

/**
 * The mount every slider variant shares: warn about bad options, name the module as an APG carousel, adopt the
 * slider rules, render the island, and undo all of it on cleanup. Markup the island cannot read is left as it is.
 */
export function mountSlider<T>(
  element: HTMLElement,
  context: ModuleContext,
  { parsed, problems, label, render, restore }: SliderMount<T>,
): Cleanup | undefined {
  for (const problem of problems) context.log.warn(problem, element);
  if (!parsed.ok) return mountParsedIsland(element, context, parsed, render);
  const restoreHost = prepareHost(element, { label });
  const releaseStyles = adoptSliderStyles();
  const unmountIsland = mountParsedIsland(element, context, parsed, render);
  return () => {
    unmountIsland?.();
    restore?.();
    restoreHost();
    releaseStyles();
  };
}
