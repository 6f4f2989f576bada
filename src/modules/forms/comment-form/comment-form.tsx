import { mountParsedIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { rememberMarkup } from "../shared/form-island";
import { CommentForm } from "./CommentForm";
import { parseCommentForm } from "./parse";

/**
 * The comment form's root: one React island on `#respond`, which adopts the heading, the form and every node in
 * them (`CommentForm`).
 */

export { AWAITING_MODERATION_MESSAGE, PLACEHOLDER_ID, POSTED_MESSAGE } from "./CommentForm";
export type { CommentFormState } from "./CommentForm";

/** What the island writes on `#respond` itself; cleanup takes it away again. */
const ISLAND_ATTRIBUTES = ["data-state", "data-reply-to"];

export function mount(respond: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseCommentForm(respond);
  const restoreMarkup = parsed.ok ? rememberMarkup(respond, ISLAND_ATTRIBUTES) : () => undefined;
  const unmountIsland = mountParsedIsland(respond, context, parsed, (model) => (
    <CommentForm host={respond} context={context} model={model} />
  ));
  if (unmountIsland === undefined) return undefined;
  return () => {
    unmountIsland();
    restoreMarkup();
  };
}
