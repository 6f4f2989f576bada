/**
 * Embedded social widgets: which provider and kind a widget is, the link that does its job without the
 * provider's script, and where that script comes from. Pure functions.
 */
export type SocialProvider = "x" | "facebook" | "instagram";
/** A post (tweet, Instagram or Facebook post, video), a share or like button, or a profile (follow, timeline, page). */
export type WidgetKind = "post" | "share" | "profile";

export interface SocialWidget {
  provider: SocialProvider;
  kind: WidgetKind;
}

export const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  x: "X",
  facebook: "Facebook",
  instagram: "Instagram",
};

/** The providers' own scripts, used when the page configures none. */
export const DEFAULT_SCRIPT_URLS: Readonly<Record<SocialProvider, string>> = {
  x: "https://platform.twitter.com/widgets.js",
  facebook: "https://connect.facebook.net/en_US/sdk.js#xfbml=1&version=v19.0",
  instagram: "https://www.instagram.com/embed.js",
};

/**
 * The origins each provider's script may come from without the site saying more: the provider's own. A site that
 * hosts a copy elsewhere (its own origin, a CDN) names that origin in `<meta name="enhance-script-origins">`.
 */
export const PROVIDER_SCRIPT_ORIGINS: Readonly<Record<SocialProvider, readonly string[]>> = {
  x: ["https://platform.twitter.com"],
  facebook: ["https://connect.facebook.net"],
  instagram: ["https://www.instagram.com"],
};

/**
 * `<meta name="enhance-embed-script-x" content="<url>|none">` in the document's head sets (or, with `none`,
 * refuses) a provider's script for the whole site. Nothing on an element can name a script: widget markup comes
 * from post content and server replies, which the site owner does not write line by line.
 */
export const SCRIPT_META_PREFIX = "enhance-embed-script-";
/** The value that keeps a provider's script off the page: the plain link stays. */
export const NO_SCRIPT = "none";
/** The widget's script loads when the widget is this close to the viewport, or on the first interaction with it. */
export const EMBED_ROOT_MARGIN = "200px";

/** The widgets this enhancer knows, by selector. */
export const WIDGET_SELECTORS: ReadonlyArray<readonly [string, SocialWidget]> = [
  ["blockquote.twitter-tweet", { provider: "x", kind: "post" }],
  ["blockquote.twitter-video", { provider: "x", kind: "post" }],
  ["a.twitter-share-button", { provider: "x", kind: "share" }],
  ["a.twitter-follow-button", { provider: "x", kind: "profile" }],
  ["a.twitter-mention-button", { provider: "x", kind: "profile" }],
  ["a.twitter-hashtag-button", { provider: "x", kind: "share" }],
  ["a.twitter-timeline", { provider: "x", kind: "profile" }],
  ["blockquote.instagram-media", { provider: "instagram", kind: "post" }],
  [".fb-post", { provider: "facebook", kind: "post" }],
  [".fb-video", { provider: "facebook", kind: "post" }],
  [".fb-page", { provider: "facebook", kind: "profile" }],
  [".fb-like", { provider: "facebook", kind: "share" }],
  [".fb-share-button", { provider: "facebook", kind: "share" }],
];

export const WIDGET_SELECTOR = WIDGET_SELECTORS.map(([selector]) => selector).join(", ");

export function classifyWidget(element: Element): SocialWidget | null {
  for (const [selector, widget] of WIDGET_SELECTORS) if (element.matches(selector)) return widget;
  return null;
}

/** A link address a visitor may follow: http(s) only. */
export function isWebAddress(address: string | null | undefined, base: string): boolean {
  if (!address || !address.trim() || address.trim() === "#") return false;
  try {
    const url = new URL(address.trim(), base);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Why a configured script address was refused; the enhancer says it in the console. */
export type ScriptRefusal = "not-http" | "origin-not-allowed";

export type ScriptChoice =
  | { readonly url: string; readonly refused?: undefined }
  | { readonly url: null; readonly refused?: ScriptRefusal };

/**
 * The script to load for a provider: the site's meta setting, else the provider's own. `none` means no script.
 * A configured address loads only when it is http(s) and its origin is the provider's own or one the site
 * declared (`declaredOrigins`); anything else is refused, which also means no script: the plain link stays.
 */
export function resolveScriptUrl(
  provider: SocialProvider,
  pageValue: string | null,
  declaredOrigins: readonly string[],
  base: string,
): ScriptChoice {
  const chosen = pageValue?.trim();
  if (!chosen) return { url: DEFAULT_SCRIPT_URLS[provider] };
  if (chosen.toLowerCase() === NO_SCRIPT) return { url: null };
  if (!isWebAddress(chosen, base)) return { url: null, refused: "not-http" };
  const url = new URL(chosen, base);
  const allowed = [...PROVIDER_SCRIPT_ORIGINS[provider], ...declaredOrigins];
  return allowed.includes(url.origin) ? { url: url.href } : { url: null, refused: "origin-not-allowed" };
}

const PROVIDER_WORDS: Readonly<Record<SocialProvider, RegExp>> = {
  x: /\b(x|twitter)\b/i,
  facebook: /\bfacebook\b/i,
  instagram: /\binstagram\b/i,
};

/** Whether a link's text already says where it goes. */
export function namesProvider(text: string, provider: SocialProvider): boolean {
  return PROVIDER_WORDS[provider].test(text);
}

/** What a link says when its own text does not name the provider: appended (visually hidden) to its name. */
export function linkPurpose(kind: WidgetKind, provider: SocialProvider): string {
  const name = PROVIDER_NAMES[provider];
  if (kind === "post") return `view the post on ${name}`;
  if (kind === "share") return `share on ${name}`;
  return `on ${name}`;
}

/** The text of a link created where the widget has none (a like or share button printed as an empty box). */
export function createdLinkText(kind: WidgetKind, provider: SocialProvider): string {
  const name = PROVIDER_NAMES[provider];
  if (kind === "post") return `View the post on ${name}`;
  if (kind === "share") return `Share on ${name}`;
  return `Visit the page on ${name}`;
}

/** Facebook's share dialogue for an address; the like and share buttons fall back to it. */
export function facebookShareUrl(address: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`;
}
