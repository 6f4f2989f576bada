import * as z from "zod/mini";
import { createLogger, type Logger } from "./logger";
import {
  field,
  flag,
  numberLike,
  readFields,
  readList,
  readRecord,
  text,
  type ValuesOf,
} from "./config-fields";

/**
 * The inline config globals the theme prints (spec 3 "Page configuration", reference 4.2), validated with zod.
 * Read once per page, on the first mount, so zod is not part of the loader.
 */

const DEFAULT_AJAX_URL = "/wp-admin/admin-ajax.php";

const abTest = z.object({ post_id: text, test_id: text });

const pbCustomFields = {
  ajaxurl: field(z.string().check(z.minLength(1)), DEFAULT_AJAX_URL, true),
  images_uri: field(z.string(), ""),
  page_id: field(text, ""),
  et_frontend_nonce: field(z.string(), ""),
  et_ab_log_nonce: field(z.string(), ""),
  ab_tests: field(z.array(abTest), []),
  is_ab_testing_active: field(flag, false),
  ab_bounce_rate: field(numberLike, 5),
  is_cache_plugin_active: field(flag, false),
  is_shortcode_tracking: field(flag, false),
  // The page's own A/B test: the test id of an `ab_tests` entry that names none.
  unique_test_id: field(text, ""),
  ignore_waypoints: field(flag, false),
  widget_search_selector: field(z.string(), ".widget_search"),
  accent_color: field(z.string(), "#0cd1eb"),
  // Messages (spec 5 "Theme messages"); the page's own texts win.
  fill_message: field(z.string(), "Please, fill in the following fields:"),
  contact_error_message: field(z.string(), "Please, fix the following errors:"),
  invalid: field(z.string(), "Invalid email"),
  captcha: field(z.string(), "Captcha"),
  prev: field(z.string(), "Prev"),
  previous: field(z.string(), "Previous"),
  next: field(z.string(), "Next"),
  wrong_captcha: field(z.string(), "You entered the wrong number in captcha."),
  wrong_checkbox: field(z.string(), "Checkbox"),
  subscription_failed: field(
    z.string(),
    "Please, check the fields below to make sure you entered the correct information.",
  ),
};

const extraFields = {
  ajaxurl: field(z.string().check(z.minLength(1)), DEFAULT_AJAX_URL, true),
  images_uri: field(z.string(), ""),
  your_rating: field(z.string(), "Your Rating:"),
  rating_nonce: field(z.string(), ""),
  timeline_nonce: field(z.string(), ""),
  blog_feed_nonce: field(z.string(), ""),
  error: field(z.string(), "There was a problem, please try again."),
  contact_error_name_required: field(z.string(), "Name field cannot be empty."),
  contact_error_email_required: field(z.string(), "Email field cannot be empty."),
  contact_error_email_invalid: field(z.string(), "Please enter a valid email address."),
  is_ab_testing_active: field(flag, false),
  is_cache_plugin_active: field(flag, false),
  item_in_cart_count: field(z.string(), "%d Item in Cart"),
  items_in_cart_count: field(z.string(), "%d Items in Cart"),
  item_count: field(z.string(), "%d Item"),
  items_count: field(z.string(), "%d Items"),
};

const builderUtilsFields = {
  condition: field(z.object({ diviTheme: z.optional(z.boolean()), extraTheme: z.optional(z.boolean()) }), {}),
  scrollLocations: field(z.array(z.string()), ["app", "top"]),
  builderScrollLocations: field(z.record(z.string(), z.string()), {}),
  onloadScrollLocation: field(z.string(), "app"),
  builderType: field(z.string(), ""),
};

const optionalText = z.optional(text);

/** One entry of `et_animation_data` (spec 3 "Animation data"): base values with _tablet and _phone variants. */
const animationEntry = z.catchall(
  z.object({
    class: z.string().check(z.minLength(1)),
    style: optionalText,
    repeat: optionalText,
    duration: optionalText,
    delay: optionalText,
    intensity: optionalText,
    starting_opacity: optionalText,
    speed_curve: optionalText,
  }),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

const linkOption = z.object({
  class: z.string().check(z.minLength(1)),
  url: z.string(),
  target: z.optional(z.string()),
});

/**
 * One entry of `et_pb_sticky_elements`: only its selector is checked here. Its settings may be plain values or
 * per-breakpoint maps (`{"desktop":"top","phone":"none"}`), which the sticky enhancer's own schema reads with
 * the device in hand; a stricter shape here would drop every responsive entry before it got there.
 */
const stickyEntry = z.looseObject({
  selector: z.string().check(z.minLength(1)),
});

export type PbCustomConfig = ValuesOf<typeof pbCustomFields>;
export type ExtraConfig = ValuesOf<typeof extraFields>;
export type BuilderUtilsConfig = ValuesOf<typeof builderUtilsFields>;
export type AnimationEntry = z.infer<typeof animationEntry>;
export type LinkOption = z.infer<typeof linkOption>;
export type StickyEntry = z.infer<typeof stickyEntry>;

export interface SiteConfig {
  /** `et_pb_custom`; `present` is false on pages that do not print it. */
  readonly pbCustom: PbCustomConfig & { readonly present: boolean };
  /** `EXTRA` (Extra theme only). */
  readonly extra: ExtraConfig & { readonly present: boolean };
  readonly builderUtils: BuilderUtilsConfig;
  readonly animations: readonly AnimationEntry[];
  readonly linkOptions: readonly LinkOption[];
  readonly sticky: Readonly<Record<string, StickyEntry>>;
  /** The ajax endpoint: `et_pb_custom.ajaxurl`, else `EXTRA.ajaxurl`, else the WordPress default. */
  readonly ajaxUrl: string;
}

type ConfigSource = Partial<Record<string, unknown>>;

export function readSiteConfig(
  source: ConfigSource = window as unknown as ConfigSource,
  log: Logger = createLogger("config"),
): SiteConfig {
  const pbCustom = readFields("et_pb_custom", source["et_pb_custom"], pbCustomFields, log);
  const extra = readFields("EXTRA", source["EXTRA"], extraFields, log);
  const builderUtils = readFields(
    "et_builder_utils_params",
    source["et_builder_utils_params"],
    builderUtilsFields,
    log,
  );
  const ajaxUrl = pbCustom.present
    ? pbCustom.values.ajaxurl
    : extra.present
      ? extra.values.ajaxurl
      : DEFAULT_AJAX_URL;
  return {
    pbCustom: { ...pbCustom.values, present: pbCustom.present },
    extra: { ...extra.values, present: extra.present },
    builderUtils: builderUtils.values,
    animations: readList("et_animation_data", source["et_animation_data"], animationEntry, log),
    linkOptions: readList("et_link_options_data", source["et_link_options_data"], linkOption, log),
    sticky: readRecord("et_pb_sticky_elements", source["et_pb_sticky_elements"], stickyEntry, log),
    ajaxUrl,
  };
}

let cached: SiteConfig | null = null;

/** The User Timing measure that spans reading the config, so a trace (or a test) can tell its cost apart. */
export const CONFIG_READ_MEASURE = "enhance:config-read";

/** The page's config, read and validated once. */
export function siteConfig(): SiteConfig {
  if (!cached) {
    const start = performance.now();
    cached = readSiteConfig();
    performance.measure(CONFIG_READ_MEASURE, { start, end: performance.now() });
  }
  return cached;
}

/** For tests: forget the cached config so the next call reads the globals again. */
export function resetSiteConfig(): void {
  cached = null;
}
