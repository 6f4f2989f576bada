import type { ParseResult } from "../../../boot/island";

/** The Divi Plus live search module as the server rendered it (spec 4 "Live search"). */
export interface LiveSearchModel {
  readonly wrap: HTMLElement;
  /** Every child node of `.dipl_ajax_search_wrap`, kept in place as they are. */
  readonly wrapNodes: readonly Node[];
  /** `input.dipl_ajax_search_field` with the search settings in its `data-*`: it becomes the combobox. */
  readonly input: HTMLInputElement;
  readonly nonceInput: HTMLInputElement | null;
  /** The field's wrap, where the plugin's CSS shows its spinner. */
  readonly fieldWrap: HTMLElement;
  /** `.dipl_ajax_search_results_wrap`, the popup; the island adds one when the page has none. */
  readonly results: HTMLElement | null;
}

export function parseLiveSearch(wrap: HTMLElement): ParseResult<LiveSearchModel> {
  const input = wrap.querySelector<HTMLInputElement>("input.dipl_ajax_search_field");
  if (!input) return { ok: false, reason: "no input.dipl_ajax_search_field" };
  return {
    ok: true,
    model: {
      wrap,
      wrapNodes: [...wrap.childNodes],
      input,
      nonceInput: wrap.querySelector<HTMLInputElement>("input.dipl_ajax_search_nonce"),
      fieldWrap: input.closest<HTMLElement>(".dipl_ajax_search_field_wrap") ?? input.parentElement ?? wrap,
      results: wrap.querySelector<HTMLElement>(".dipl_ajax_search_results_wrap"),
    },
  };
}
