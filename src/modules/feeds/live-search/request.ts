/**
 * The live search request (spec 3 "Live search", 5 "Live search", 7 `dipl_ajax_search_results`): pure
 * functions from the search field's `data-*` attributes and the typed term to the fields posted.
 */
export const SEARCH_ACTION = "dipl_ajax_search_results";
export const NONCE_FIELD = "dipl_ajax_search_nonce";
/** Spec 9: live search minimum 3 characters ("more than 2"). */
export const SEARCH_MIN_CHARACTERS = 3;
/** Typing pauses this long before a request goes out; a newer term aborts the older request. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchSettings {
  readonly postTypes: string;
  readonly searchIn: string;
  readonly displayFields: string;
  readonly urlNewWindow: "on" | "off";
  readonly numberOfResults: string;
  readonly noResultText: string;
  readonly orderby: string;
  readonly order: string;
  readonly masonry: "on" | "off";
}

/** The plugin's own defaults for attributes a page leaves out. */
export const DEFAULT_SEARCH_SETTINGS: SearchSettings = {
  postTypes: "post",
  searchIn: "post_title,post_content",
  displayFields: "title",
  urlNewWindow: "off",
  numberOfResults: "10",
  noResultText: "No result found",
  orderby: "post_date",
  order: "DESC",
  masonry: "off",
};

const onOff = (value: string | undefined, fallback: "on" | "off"): "on" | "off" => {
  const normalised = value?.trim().toLowerCase();
  return normalised === "on" ? "on" : normalised === "off" ? "off" : fallback;
};

/** The settings printed on `input.dipl_ajax_search_field` (`data-search-in`, `data-search-post-type`, ...). */
export function readSearchSettings(dataset: Readonly<Record<string, string | undefined>>): SearchSettings {
  const text = (key: string, fallback: string): string => dataset[key]?.trim() || fallback;
  const count = dataset["numberOfResults"]?.trim() ?? "";
  return {
    postTypes: text("searchPostType", DEFAULT_SEARCH_SETTINGS.postTypes),
    searchIn: text("searchIn", DEFAULT_SEARCH_SETTINGS.searchIn),
    displayFields: text("displayFields", DEFAULT_SEARCH_SETTINGS.displayFields),
    urlNewWindow: onOff(dataset["urlNewWindow"], DEFAULT_SEARCH_SETTINGS.urlNewWindow),
    numberOfResults: /^-?\d+$/.test(count) ? count : DEFAULT_SEARCH_SETTINGS.numberOfResults,
    noResultText: dataset["noResultText"] ?? DEFAULT_SEARCH_SETTINGS.noResultText,
    orderby: text("orderby", DEFAULT_SEARCH_SETTINGS.orderby),
    order: text("order", DEFAULT_SEARCH_SETTINGS.order),
    masonry: onOff(dataset["useMasonry"], DEFAULT_SEARCH_SETTINGS.masonry),
  };
}

export type TermCheck = "short" | "unsafe" | "ok";
export type NonceCheck = "unsafe" | "ok";

const UNSAFE_TEXT = /[<>]|<\s*\/?\s*script\b|&(?:lt|gt|#0*6[02]|#x0*3[ce]);/i;

/**
 * Whether a typed value may be sent: more than 2 characters once trimmed, and no script tag or angle
 * bracket (also written as an HTML entity).
 */
export function checkTerm(value: string): TermCheck {
  const term = value.trim();
  if ([...term].length < SEARCH_MIN_CHARACTERS) return "short";
  if (UNSAFE_TEXT.test(term)) return "unsafe";
  return "ok";
}

/**
 * Whether the page's nonce may be sent: checked the same way as the term (no script tag, no angle bracket, also
 * as an HTML entity), so a tampered hidden field never carries markup to the server. Its length is the server's
 * business: an empty or short nonce is sent and refused there.
 */
export function checkNonce(value: string): NonceCheck {
  return UNSAFE_TEXT.test(value) ? "unsafe" : "ok";
}

/** Every field of the request, in the plugin's names, besides `action`. */
export function buildSearchFields(
  settings: SearchSettings,
  term: string,
  nonce: string,
): Record<string, string> {
  return {
    [NONCE_FIELD]: nonce,
    search: term.trim(),
    post_types: settings.postTypes,
    search_in: settings.searchIn,
    display_fields: settings.displayFields,
    url_new_window: settings.urlNewWindow,
    number_of_results: settings.numberOfResults,
    no_result_text: settings.noResultText,
    orderby: settings.orderby,
    order: settings.order,
    masonry: settings.masonry,
  };
}

export const SEARCH_MESSAGES = {
  /** The input's name when the page gives it no label and no placeholder. */
  inputLabel: "Search",
  listLabel: "Search results",
  /** Said in the console when the nonce field holds markup: nothing is sent. */
  unsafeNonce: "input.dipl_ajax_search_nonce holds a script tag or an angle bracket; the search is not sent",
  results: "{count} results available. Use the up and down arrows to choose one, Enter to open it.",
  oneResult: "1 result available. Use the down arrow to choose it, Enter to open it.",
} as const;

/** The polite announcement after results arrive. */
export function resultsAnnouncement(count: number): string {
  return count === 1 ? SEARCH_MESSAGES.oneResult : SEARCH_MESSAGES.results.replace("{count}", String(count));
}
